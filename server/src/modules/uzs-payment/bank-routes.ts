/** HTTP side of the bank's list of soum payments (contracts/api/bank-payment.ts, /payments). */
import {
  bankPaymentExport,
  bankPaymentList,
  bankPaymentsFileName,
  bankPaymentView,
} from '../../../../contracts/api/bank-payment.ts';
import { EXPORT_FILES } from '../../../../contracts/api/export.ts';
import { buildExportFile } from '../../core/export-files.ts';
import { auditActor } from '../../plugins/audit.ts';
import { t } from '../../i18n.ts';
import { ApiError, ok } from '../../plugins/errors.ts';
import type { AppDeps, Router } from '../../plugins/router.ts';
import { dmy, tashkentDate } from '../../time-format.ts';
import { createBankPaymentService } from './bank-service.ts';

export function registerBankPaymentRoutes(router: Router, { db, clock }: AppDeps): void {
  const service = createBankPaymentService(db);

  router.route(bankPaymentList, async (ctx) => ok(await service.list(ctx.actor, ctx.body, ctx.query)));
  router.route(bankPaymentView, async (ctx) => ok(await service.view(ctx.actor, ctx.query.id)));

  router.fileRoute(bankPaymentExport, async ({ actor, lang, body }) => {
    const { type, filter } = body;
    const list = await service.matching(actor, filter);
    if (list.length === 0)
      throw ApiError.rejected([{ attribute: 'filter', key: 'export.noData' }], 'export.noData');
    const file = await buildExportFile(type, {
      title: t(lang, 'bankPayment.title'),
      headers: [
        t(lang, 'bankPayment.col.number'),
        t(lang, 'bankPayment.col.date'),
        t(lang, 'bankPayment.col.organization'),
        t(lang, 'bankPayment.col.inn'),
        t(lang, 'bankPayment.col.account'),
        t(lang, 'bankPayment.col.mfo'),
        t(lang, 'bankPayment.col.recipient'),
        t(lang, 'bankPayment.col.rAccount'),
        t(lang, 'bankPayment.col.rMfo'),
        t(lang, 'bankPayment.col.rInn'),
        t(lang, 'bankPayment.col.sum'),
        t(lang, 'bankPayment.col.currency'),
        t(lang, 'bankPayment.col.status'),
        t(lang, 'bankPayment.col.description'),
      ],
      rows: list.map((p) => [
        p.number,
        dmy(p.date),
        p.organization_name,
        p.inn,
        p.account,
        p.mfo,
        p.r_name,
        p.r_account,
        p.r_mfo,
        p.r_inn ?? '',
        p.sum,
        p.currency,
        p.statusName,
        p.description,
      ]),
    });
    // Client data leaves the bank's systems: who took which filter, and how many rows.
    await auditActor(db, clock.now(), actor, 'uzs-payment.bank-export', {
      type,
      filter,
      rows: list.length,
    });
    return {
      body: file,
      contentType: EXPORT_FILES[type].mime,
      filename: bankPaymentsFileName(EXPORT_FILES[type].extension, tashkentDate(clock.now())),
    };
  });
}
