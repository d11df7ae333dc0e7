/** Client-side export (contracts/api/export.ts): the types on offer and the file of a shown table. */
import {
  EXPORT_FILES,
  EXPORT_TYPES,
  exportFileName,
  exportGetTypes,
  exportLoad,
  type ExportTypeItem,
} from '../../../../contracts/api/export.ts';
import { ApiError, ok } from '../../plugins/errors.ts';
import type { AppDeps, Router } from '../../plugins/router.ts';
import { tashkentDateTime } from '../../time-format.ts';
import { buildExportFile } from '../../core/export-files.ts';

/** The file's timestamp in Tashkent time, as the bank's users read it. */
function stamp(at: Date): { date: string; time: string } {
  const [day = '', month = '', year = '', time = ''] = tashkentDateTime(at).split(/[. ]/);
  return { date: `${year}-${month}-${day}`, time: `${time}:${String(at.getUTCSeconds()).padStart(2, '0')}` };
}

export function registerExportRoutes(router: Router, { clock }: AppDeps): void {
  router.route(exportGetTypes, async () => {
    const types: ExportTypeItem[] = EXPORT_TYPES.map((value) => ({ value }));
    return ok(types);
  });

  router.fileRoute(exportLoad, async ({ body }) => {
    if (body.rows.length === 0)
      throw ApiError.rejected([{ attribute: 'rows', key: 'export.noData' }], 'export.noData');
    const file = await buildExportFile(body.type, body);
    return {
      body: file,
      contentType: EXPORT_FILES[body.type].mime,
      filename: exportFileName(body.type, stamp(clock.now())),
    };
  });
}
