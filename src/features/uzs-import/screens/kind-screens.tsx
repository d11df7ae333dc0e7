/** The currency payment and exchange imports' screens: the import screens with their kind. */
import { useSearchParams } from 'react-router-dom';
import { IMPORT_KINDS_UI } from '../api/import-api.ts';
import { ImportEditScreen } from './edit-screen.tsx';
import { ImportErrorsScreen } from './errors-screen.tsx';
import { ImportScreen } from './import-screen.tsx';

export function CurrencyImportScreen() {
  return <ImportScreen kind={IMPORT_KINDS_UI.currency} />;
}

export function CurrencyImportErrorsScreen() {
  return <ImportErrorsScreen kind={IMPORT_KINDS_UI.currency} />;
}

export function CurrencyImportEditScreen() {
  return <ImportEditScreen kind={IMPORT_KINDS_UI.currency} />;
}

/**
 * /exchange-import is the exchange kind's only path (spec 2 §2): ?upid_file= opens a file's errors
 * and ?upid_file=&id= a row's fix, as the soum import's errors and edit paths do.
 */
export function ExchangeImportScreen() {
  const [params] = useSearchParams();
  const upid = params.get('upid_file');
  const id = Number(params.get('id'));
  const kind = IMPORT_KINDS_UI.exchange;
  if (upid !== null && Number.isInteger(id) && id > 0) return <ImportEditScreen kind={kind} rowId={id} />;
  if (upid !== null) return <ImportErrorsScreen key={upid} kind={kind} upidFile={upid} />;
  return <ImportScreen kind={kind} />;
}
