import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportGetTypes, exportLoad, type ExportType } from '../../../contracts/api/export.ts';
import { callApi, dataOf, downloadApi, endpointKey, type DownloadOutcome } from '../../lib/api-client.ts';
import { REFERENCE_LIST } from '../../lib/query-client.ts';
import { dialogs } from '../dialog-service.ts';
import type { Column } from '../paged-table/paged-table.tsx';
import { saveFile } from '../save-file.ts';
import { buildExport } from './table-export.ts';
import '../buttons.css';
import '../small-pieces.css';

function errorDialog(text: string): void {
  dialogs.open({ kind: 'message', tone: 'error', title: text, lines: [] });
}

/**
 * The export menu: types from export/get-types; the chosen one gets the shown rows as a file, or,
 * with `download`, the file a report's own export call makes (every row it matches, not one page).
 * No rows → the "no data" message and nothing is sent; while the file comes, a progress bar.
 */
export function ExportMenu<R extends object>({
  title,
  columns,
  rows,
  download,
  testId = 'export-menu',
}: {
  title: string;
  columns: readonly Column<R>[];
  rows: readonly R[] | undefined;
  download?: (type: ExportType, onProgress: (share: number | null) => void) => Promise<DownloadOutcome>;
  testId?: string;
}) {
  const { t } = useTranslation('kit');
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const [progress, setProgress] = useState<number | null | undefined>(undefined);
  const types = useQuery({
    queryKey: endpointKey(exportGetTypes),
    queryFn: async ({ signal }) => dataOf(await callApi(exportGetTypes, { signal })),
    staleTime: Infinity,
    meta: REFERENCE_LIST,
  });
  const busy = progress !== undefined;

  const run = async (type: ExportType) => {
    setOpen(false);
    if (!rows || rows.length === 0) {
      errorDialog(t('export.noData'));
      return;
    }
    setProgress(null);
    try {
      const outcome = download
        ? await download(type, setProgress)
        : await downloadApi(exportLoad, {
            body: buildExport(type, title, columns, rows),
            onProgress: setProgress,
          });
      if (outcome.kind === 'file') saveFile(outcome.blob, outcome.filename);
      else if (outcome.kind === 'unnamed') errorDialog(t('export.unnamed'));
    } finally {
      setProgress(undefined);
    }
  };

  return (
    <div
      className="cb-export"
      data-testid={testId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <button
        type="button"
        className="cb-button cb-button--secondary"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        disabled={busy || !types.data}
        data-testid={`${testId}-toggle`}
        onClick={() => setOpen(!open)}
      >
        {t('export.menu')}
      </button>
      {open && types.data ? (
        <ul id={menuId} className="cb-export__menu" role="menu">
          {types.data.map((item) => (
            <li key={item.value} role="none">
              <button
                type="button"
                role="menuitem"
                className="cb-export__item"
                data-testid={`export-${item.value}`}
                onClick={() => void run(item.value)}
              >
                {t(`export.types.${item.value}`)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {busy ? (
        <div className="cb-export__progress" role="status" data-testid="export-progress">
          <span>{t('export.progress')}</span>
          <progress max={1} value={progress ?? undefined} />
        </div>
      ) : null}
    </div>
  );
}
