/** HTTP side of AGMK settlements, the operations journal and the terminal statement. */
import { EXPORT_FILES, type ExportType } from '../../../../contracts/api/export.ts';
import {
  accountOperations,
  accountOperationsExport,
  agmkSaldo,
  agmkSaldoExport,
  journalFileName,
  terminalList,
  terminalStatement,
  terminalStatementExport,
} from '../../../../contracts/api/report-journals.ts';
import { t } from '../../i18n.ts';
import { ApiError, ok } from '../../plugins/errors.ts';
import type { AppDeps, Router } from '../../plugins/router.ts';
import { dmy } from '../../time-format.ts';
import { buildExportFile, type ExportTable } from '../../core/export-files.ts';
import { createJournalsService } from './journals.ts';

async function file(
  type: ExportType,
  what: 'agmk' | 'operations' | 'terminals',
  range: { date_from: string; date_to: string },
  table: ExportTable,
) {
  if (table.rows.length === 0)
    throw ApiError.rejected([{ attribute: 'filter', key: 'export.noData' }], 'export.noData');
  return {
    body: await buildExportFile(type, table),
    contentType: EXPORT_FILES[type].mime,
    filename: journalFileName(what, EXPORT_FILES[type].extension, range.date_from, range.date_to),
  };
}

export function registerJournalRoutes(router: Router, { db }: AppDeps): void {
  const service = createJournalsService(db);

  router.route(agmkSaldo, async ({ session, body }) => ok(await service.agmk(session, body)));

  router.fileRoute(agmkSaldoExport, async ({ session, lang, body }) => {
    const { filter, type } = body;
    const saldo = await service.agmk(session, filter);
    const period = { from: dmy(filter.date_from), to: dmy(filter.date_to) };
    return file(type, 'agmk', filter, {
      title: `${t(lang, 'journal.agmkTitle', period)} · ${saldo.counterparty.name}, ${t(lang, 'stmt.inn')} ${saldo.counterparty.inn}`,
      headers: [
        t(lang, 'journal.account'),
        t(lang, 'journal.currency'),
        t(lang, 'stmt.opening'),
        t(lang, 'stmt.debit'),
        t(lang, 'stmt.credit'),
        t(lang, 'stmt.closing'),
      ],
      rows:
        saldo.accounts.length === 0
          ? []
          : [
              ...saldo.accounts.map((a) => [
                a.number,
                a.currency,
                a.opening_balance,
                a.debit_turnover,
                a.credit_turnover,
                a.closing_balance,
              ]),
              ...saldo.totals.map((s) => [
                t(lang, 'journal.total', { currency: s.currency }),
                s.currency,
                s.opening_balance,
                s.debit_turnover,
                s.credit_turnover,
                s.closing_balance,
              ]),
            ],
    });
  });

  router.route(accountOperations, async ({ session, query, body }) =>
    ok(await service.operationPage(session, body, query)),
  );

  router.fileRoute(accountOperationsExport, async ({ session, lang, body }) => {
    const { filter, type } = body;
    const { rows } = await service.operations(session, filter);
    return file(type, 'operations', filter, {
      title: t(lang, 'journal.operationsTitle', { from: dmy(filter.date_from), to: dmy(filter.date_to) }),
      headers: [
        t(lang, 'stmt.date'),
        t(lang, 'journal.account'),
        t(lang, 'journal.currency'),
        t(lang, 'stmt.doc'),
        t(lang, 'stmt.name'),
        t(lang, 'stmt.account'),
        t(lang, 'stmt.inn'),
        t(lang, 'stmt.debit'),
        t(lang, 'stmt.credit'),
        t(lang, 'journal.balance'),
        t(lang, 'stmt.details'),
      ],
      rows: rows.map((r) => [
        `${dmy(r.date)} ${r.time}`,
        r.account,
        r.currency,
        r.doc_number,
        r.counterparty_name,
        r.counterparty_account,
        r.counterparty_inn ?? '',
        r.debit,
        r.credit,
        r.balance,
        r.details,
      ]),
    });
  });

  router.route(terminalList, async ({ session }) => ok(await service.terminalList(session)));

  router.route(terminalStatement, async ({ session, query, body }) =>
    ok(await service.terminalPage(session, body, query)),
  );

  router.fileRoute(terminalStatementExport, async ({ session, lang, body }) => {
    const { filter, type } = body;
    const { rows } = await service.terminalRows(session, filter);
    return file(type, 'terminals', filter, {
      title: t(lang, 'journal.terminalsTitle', { from: dmy(filter.date_from), to: dmy(filter.date_to) }),
      headers: [
        t(lang, 'stmt.date'),
        t(lang, 'journal.terminal'),
        t(lang, 'journal.pan'),
        t(lang, 'journal.rrn'),
        t(lang, 'journal.amount'),
        t(lang, 'journal.commission'),
        t(lang, 'journal.net'),
        t(lang, 'journal.status'),
        t(lang, 'journal.settledOn'),
      ],
      rows: rows.map((r) => [
        `${dmy(r.date)} ${r.time}`,
        r.terminal,
        r.pan,
        r.rrn,
        r.amount,
        r.commission,
        r.net,
        t(lang, `journal.status.${r.status}`),
        r.settled_on === null
          ? r.status === 'approved'
            ? t(lang, 'journal.pending')
            : ''
          : dmy(r.settled_on),
      ]),
    });
  });
}
