/**
 * Loan administration (contracts/api/loan-admin.ts). The loan list is read, every row checked
 * (fields, organisation by INN, duplicates), and only a file without a single problem is imported,
 * in one transaction (insert or update by contract number); otherwise 422 lists each problem as
 * "Row n: …" against `rows.n.column`, and nothing is stored. Overdue notices become notifications
 * of the credit's organisation (modules/notifications) and, after the commit, a push to its users.
 */
import { LOAN_LIST_MAX_ERRORS, type OverdueCredit } from '../../../../contracts/api/loan-admin.ts';
import { pageMeta, type Language, type Paged } from '../../../../contracts/envelope.ts';
import { LANGUAGES } from '../../../../contracts/envelope.ts';
import { fromMinor } from '../../../../contracts/money.ts';
import type { Clock } from '../../clock.ts';
import type { Actor } from '../../core/actor.ts';
import type { Db } from '../../db/client.ts';
import { t } from '../../i18n.ts';
import { auditActor } from '../../plugins/audit.ts';
import { ApiError, type FieldProblem } from '../../plugins/errors.ts';
import { notifyOrganization } from '../notifications/service.ts';
import { checkRows, readTable, type RowProblem } from './loan-list-file.ts';
import * as repo from './repository.ts';

function fieldProblems(problems: readonly RowProblem[], lang: Language): FieldProblem[] {
  return problems.slice(0, LOAN_LIST_MAX_ERRORS).map((p): FieldProblem =>
    p.column === 'file'
      ? { attribute: 'file', key: p.key }
      : {
          attribute: `rows.${p.line}.${p.column}`,
          key: 'loanList.rowProblem',
          params: { line: p.line, problem: t(lang, p.key) },
        },
  );
}

export function createLoanAdminService(db: Db, clock: Clock) {
  return {
    async upload(
      tx: Db,
      actor: Actor,
      fileName: string,
      base64: string,
    ): Promise<{ total: number; inserted: number; updated: number }> {
      const table = await readTable(fileName, Buffer.from(base64, 'base64'));
      if (table === null) throw ApiError.rejected([{ attribute: 'file', key: 'loanList.unreadable' }]);
      const { rows, problems } = checkRows(table);
      const orgs = await repo.organizationIdsByInn(
        tx,
        rows.map((r) => r.inn),
      );
      const all = [...problems];
      for (const r of rows) {
        if (!orgs.has(r.inn)) all.push({ line: r.line, column: 'inn', key: 'loanList.unknownInn' });
      }
      if (all.length > 0) {
        all.sort((a, b) => a.line - b.line);
        throw ApiError.rejected(fieldProblems(all, actor.lang));
      }
      const existing = await repo.existingContracts(
        tx,
        rows.map((r) => r.contractNumber),
      );
      await repo.upsertCredits(
        tx,
        rows.map((r) => ({ ...r, organizationId: orgs.get(r.inn) ?? 0 })),
      );
      const updated = rows.filter((r) => existing.has(r.contractNumber)).length;
      const result = { total: rows.length, inserted: rows.length - updated, updated };
      await auditActor(tx, clock.now(), actor, 'loan-list.upload', { fileName, ...result });
      return result;
    },

    async overdue(page: number, pageSize: number): Promise<Paged<OverdueCredit>> {
      const { rows, total } = await repo.listOverdue(db, page, pageSize);
      return {
        list: rows.map((r) => ({
          id: r.credit.id,
          contract_number: r.credit.contractNumber,
          organization_name: r.name,
          inn: r.inn,
          product_name: r.credit.productName,
          currency: r.credit.currency,
          overdue_principal: fromMinor(r.credit.overduePrincipal),
          overdue_interest: fromMinor(r.credit.overdueInterest),
          notified_at: r.notifiedAt === null ? '' : new Date(r.notifiedAt).toISOString(),
        })),
        _meta: pageMeta(total, page, pageSize),
      };
    },

    /** Notices for these overdue credits; answers the organisations to push to after the commit. */
    async notify(
      tx: Db,
      actor: Actor,
      ids: readonly number[],
    ): Promise<{ notified: number; organizationIds: number[] }> {
      const unique = [...new Set(ids)];
      const found = await repo.overdueCreditsByIds(tx, unique);
      if (found.length !== unique.length) {
        throw ApiError.rejected([{ attribute: 'ids', key: 'loanAdmin.notOverdue' }]);
      }
      const now = clock.now();
      for (const c of found) {
        const params = {
          contract: c.contractNumber,
          principal: fromMinor(c.overduePrincipal),
          interest: fromMinor(c.overdueInterest),
          currency: c.currency,
        };
        const texts = Object.fromEntries(
          LANGUAGES.map((lang) => [
            lang,
            {
              title: t(lang, 'loanAdmin.notice.title', params),
              body: t(lang, 'loanAdmin.notice.body', params),
            },
          ]),
        ) as Record<Language, { title: string; body: string }>;
        const notificationId = await notifyOrganization(tx, c.organizationId, texts, now);
        await repo.addNotice(tx, {
          creditId: c.id,
          notificationId,
          sentBy: actor.session.userId,
          sentAt: now,
        });
      }
      await auditActor(tx, now, actor, 'credit-overdue.notify', { creditIds: unique });
      return { notified: found.length, organizationIds: [...new Set(found.map((c) => c.organizationId))] };
    },

    userIdsOf(organizationIds: readonly number[]): Promise<number[]> {
      return repo.userIdsOfOrganizations(db, organizationIds);
    },
  };
}
