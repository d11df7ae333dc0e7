/** HTTP side of invoices (contracts/api/invoices.ts). */
import {
  invoiceCancel,
  invoiceIssue,
  invoiceList,
  invoicePay,
  invoiceProfile,
  invoiceReport,
  invoiceView,
} from '../../../../contracts/api/invoices.ts';
import { ok } from '../../plugins/errors.ts';
import type { AppDeps, Router } from '../../plugins/router.ts';
import { ifMatchVersion } from '../../plugins/row-version.ts';
import { createInvoicesService } from './service.ts';

export function registerInvoicesRoutes(router: Router, { db, clock }: AppDeps): void {
  const service = createInvoicesService(db, clock);
  const audited = async <T>(
    actor: Parameters<typeof service.auditRefusal>[0],
    action: string,
    run: () => Promise<T>,
  ) => {
    try {
      return await run();
    } catch (error) {
      await service.auditRefusal(actor, action, error);
      throw error;
    }
  };
  router.route(invoiceList, async (ctx) => {
    const { side, status, page, pageSize } = ctx.query;
    return ok(await service.list(ctx.actor, side, { status }, page, pageSize));
  });
  router.route(invoiceReport, async (ctx) => {
    const q = ctx.query;
    const filter = { status: q.status, inn: q.inn, dateFrom: q.date_from, dateTo: q.date_to };
    return ok(await service.report(filter, q.page, q.pageSize));
  });
  router.route(invoiceView, async (ctx) => ok(await service.view(ctx.actor, ctx.query.id)));
  router.route(invoiceProfile, async (ctx) => ok(await service.profile(ctx.actor)));
  router.route(invoiceIssue, (ctx) =>
    audited(ctx.actor, 'issue', () =>
      ctx.commit(async (tx) => ok(await service.issue(tx, ctx.actor, ctx.body))),
    ),
  );
  router.route(invoiceCancel, (ctx) =>
    audited(ctx.actor, 'cancel', () => {
      const seen = ifMatchVersion(ctx.request);
      return ctx.commit(async (tx) => ok(await service.cancel(tx, ctx.actor, ctx.body.id, seen)));
    }),
  );
  router.route(invoicePay, (ctx) =>
    audited(ctx.actor, 'pay', () => {
      const seen = ifMatchVersion(ctx.request);
      return ctx.commit(async (tx) => ok(await service.pay(tx, ctx.actor, ctx.body.id, seen)));
    }),
  );
}
