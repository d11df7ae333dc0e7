/** HTTP side of accounts and statements (contracts/api/accounts.ts). */
import {
  ACCOUNT_KINDS,
  accountBalance,
  accountExport,
  accountList,
  accountStatement,
  accountStatementFile,
  accountTypeList,
  accountView,
  exportSaldo,
  statementFileName,
  type AccountTypeItem,
} from '../../../../contracts/api/accounts.ts';
import { EXPORT_FILES, exportFileName } from '../../../../contracts/api/export.ts';
import { t } from '../../i18n.ts';
import { ok } from '../../plugins/errors.ts';
import type { AppDeps, Router } from '../../plugins/router.ts';
import { tashkentDate, tashkentDateTime } from '../../time-format.ts';
import { buildExportFile } from '../../core/export-files.ts';
import { createAccountsService } from './service.ts';
import { statementFile } from './statement-files.ts';
import { registerSwiftRoutes } from './swift-routes.ts';
import { registerApplicationRoutes } from './application-routes.ts';

export function registerAccountRoutes(router: Router, deps: AppDeps): void {
  const { db, clock } = deps;
  const service = createAccountsService(db, clock);
  registerSwiftRoutes(router, deps);
  registerApplicationRoutes(router, deps);

  router.route(accountList, async ({ actor, body }) => ok(await service.list(actor, body.kind)));

  router.route(accountView, async ({ session, lang, body }) =>
    ok(await service.view(session, lang, body.account, body.mfo)),
  );

  router.route(accountStatement, async ({ session, lang, body }) =>
    ok(await service.statement(session, lang, body)),
  );

  router.fileRoute(accountStatementFile, async ({ session, lang, body }) => {
    const statement = await service.statement(session, lang, body);
    const now = clock.now();
    // The MT940 :20: reference: the moment the file was made, unique enough per customer.
    const reference = `ST${tashkentDate(now).replace(/-/g, '').slice(2)}${tashkentDateTime(now).slice(11).replace(':', '')}`;
    const file = await statementFile(body.format, statement, lang, reference);
    return {
      ...file,
      filename: statementFileName(body.format, body.account, body.date_from, body.date_to),
    };
  });

  router.route(accountBalance, async ({ session, body }) =>
    ok(await service.balances(session, body.date_from)),
  );

  router.route(exportSaldo, async ({ session, body }) =>
    ok(await service.saldo(session, body.date_from, body.date_to)),
  );

  router.route(accountTypeList, async ({ lang }) => {
    const types: AccountTypeItem[] = ACCOUNT_KINDS.map((id) => ({ id, name: t(lang, `account.kind.${id}`) }));
    return ok(types);
  });

  router.fileRoute(accountExport, async ({ actor, lang, body }) => {
    const rows = await service.list(actor);
    const file = await buildExportFile(body.type, {
      title: t(lang, 'accounts.title'),
      headers: [
        t(lang, 'accounts.number'),
        t(lang, 'stmt.mfo'),
        t(lang, 'accounts.name'),
        t(lang, 'accounts.currency'),
        t(lang, 'accounts.incoming'),
        t(lang, 'accounts.outgoing'),
        t(lang, 'accounts.reserved'),
        t(lang, 'accounts.available'),
        t(lang, 'accounts.planned'),
      ],
      rows: rows.map((r) => [
        r.number,
        r.mfo,
        r.name,
        r.currency,
        r.incoming_balance,
        r.outgoing_balance,
        r.reserved,
        r.available_balance,
        r.planned_balance,
      ]),
    });
    const now = clock.now();
    const stamp = tashkentDateTime(now);
    return {
      body: file,
      contentType: EXPORT_FILES[body.type].mime,
      filename: exportFileName(body.type, {
        date: tashkentDate(now),
        time: `${stamp.slice(11)}:${String(now.getUTCSeconds()).padStart(2, '0')}`,
      }),
    };
  });
}
