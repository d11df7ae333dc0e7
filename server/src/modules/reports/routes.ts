/** HTTP side of the reports over the ledger (contracts/api/reports.ts). */
import { EXPORT_FILES } from '../../../../contracts/api/export.ts';
import {
  exportAccList,
  exportAccMfoList,
  exportData,
  exportStatement,
  exportStatementFields,
  incExport,
  incomingFileName,
  incPaymentSearch,
  incView,
  turnoverFileName,
} from '../../../../contracts/api/reports.ts';
import { t } from '../../i18n.ts';
import { ApiError, ok } from '../../plugins/errors.ts';
import type { AppDeps, Router } from '../../plugins/router.ts';
import { dmy } from '../../time-format.ts';
import { buildExportFile } from '../../core/export-files.ts';
import { createReportsService } from './service.ts';
import { createTurnoverService, fieldItems } from './turnover.ts';

export function registerReportRoutes(router: Router, { db, clock }: AppDeps): void {
  const service = createReportsService(db);
  const turnover = createTurnoverService(db, clock);

  router.route(exportAccList, async ({ session }) => ok(await turnover.accountList(session)));
  router.route(exportAccMfoList, async ({ session }) => ok(await turnover.bankList(session)));
  router.route(exportStatementFields, async ({ lang }) => ok(fieldItems(lang)));
  router.route(exportStatement, async ({ session, lang, body }) =>
    ok(await turnover.preview(session, lang, body)),
  );

  router.fileRoute(exportData, async ({ session, lang, body }) => {
    const preview = await turnover.preview(session, lang, body);
    const rows = preview.statements.flatMap((s) => s.rows.map((cells) => [s.account, ...cells]));
    if (rows.length === 0)
      throw ApiError.rejected([{ attribute: 'accounts', key: 'export.noData' }], 'export.noData');
    const file = await buildExportFile(body.type, {
      title: t(lang, 'turnover.title', { from: dmy(body.date_from), to: dmy(body.date_to) }),
      headers: [t(lang, 'accounts.number'), ...preview.fields.map((f) => f.name)],
      rows,
    });
    return {
      body: file,
      contentType: EXPORT_FILES[body.type].mime,
      filename: turnoverFileName(EXPORT_FILES[body.type].extension, body.date_from, body.date_to),
    };
  });

  router.route(incPaymentSearch, async ({ session, query, body }) =>
    ok(await service.search(session, body, query)),
  );

  router.route(incView, async ({ session, body }) => ok(await service.view(session, body.id)));

  router.fileRoute(incExport, async ({ session, lang, body }) => {
    const { filter, type } = body;
    const list = await service.matching(session, filter);
    if (list.length === 0)
      throw ApiError.rejected([{ attribute: 'filter', key: 'export.noData' }], 'export.noData');
    const file = await buildExportFile(type, {
      title: t(lang, 'inc.title', { from: dmy(filter.date_from), to: dmy(filter.date_to) }),
      headers: [
        t(lang, 'stmt.date'),
        t(lang, 'stmt.doc'),
        t(lang, 'inc.amount'),
        t(lang, 'inc.currency'),
        t(lang, 'inc.account'),
        t(lang, 'inc.payer'),
        t(lang, 'stmt.inn'),
        t(lang, 'inc.payerAccount'),
        t(lang, 'stmt.mfo'),
        t(lang, 'stmt.details'),
      ],
      rows: list.map((p) => [
        `${dmy(p.date)} ${p.time}`,
        p.doc_number,
        p.amount,
        p.currency,
        p.account,
        p.payer_name,
        p.payer_inn ?? '',
        p.payer_account,
        p.payer_mfo,
        p.purpose,
      ]),
    });
    return {
      body: file,
      contentType: EXPORT_FILES[type].mime,
      filename: incomingFileName(EXPORT_FILES[type].extension, filter.date_from, filter.date_to),
    };
  });
}
