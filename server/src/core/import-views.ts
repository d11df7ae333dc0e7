/**
 * How an import file and a row's problems read to the caller, the same for every kind (soum,
 * currency, exchange): the uzs-import and fx-import modules differ in their rows, not in their files.
 */
import type { ImportFile, ImportKind } from '../../../contracts/api/uzs-import.ts';
import type { Language } from '../../../contracts/envelope.ts';
import { fromMinor } from '../../../contracts/money.ts';
import { roleAllowed, type Role } from '../../../contracts/roles.ts';
import { t, type MessageKey, type MessageParams } from '../i18n.ts';
import type { Actor } from './actor.ts';
import type { FileRow, StoredProblem } from './import-repository.ts';

/** The file as the list and the file page show it; `signed` counts its documents already signed. */
export function importFileView(
  row: FileRow,
  kind: ImportKind,
  writers: readonly Role[],
  actor: Actor,
  signed: number,
): ImportFile {
  const writer = roleAllowed(actor.session.role, writers);
  return {
    id: row.id,
    upid_file: row.upidFile,
    kind,
    organization_id: row.organizationId,
    user_id: row.userId,
    status: row.status,
    statusName: t(actor.lang, `import.status.${row.status}` as MessageKey),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    file_name: row.fileName,
    amount_payment: fromMinor(row.amountPayment),
    error_info: { total: row.totalRows, error: row.errorRows },
    done: row.doneRows,
    payments: row.paymentRows,
    error_message: row.errorKey === null ? null : t(actor.lang, row.errorKey as MessageKey),
    isInfoError: row.errorRows > 0,
    isListError: row.errorRows > 0,
    isDelete: writer && signed === 0,
    isEdit: writer && row.errorRows > 0,
    isPayments: row.paymentRows > 0,
  };
}

/** A row's stored problems in the caller's language, per field. */
export function importRowErrors(
  problems: readonly StoredProblem[] | null,
  lang: Language,
): { attribute: string; message: string }[] {
  return (problems ?? []).map((p) => ({
    attribute: p.attribute,
    message: t(lang, p.key as MessageKey, (p.params ?? {}) as MessageParams),
  }));
}
