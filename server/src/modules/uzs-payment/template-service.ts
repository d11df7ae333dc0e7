/**
 * Soum-payment templates of the caller's own organisation: made from a payment or from form fields
 * (the payment rules apply, except that a template has no number or date and may leave the sum
 * open), listed, read and deleted.
 */
import {
  UZS_MIN_SUM,
  type UzsTemplate,
  type UzsTemplateCreateBody,
  type UzsTypeId,
} from '../../../../contracts/api/uzs-payment.ts';
import { pageMeta, type Paged } from '../../../../contracts/envelope.ts';
import { fromMinor } from '../../../../contracts/money.ts';
import type { Db } from '../../db/client.ts';
import type { paymentTemplates } from '../../db/schema/payments.ts';
import { ApiError } from '../../plugins/errors.ts';
import { cardOfValues, checkReferences, parseRules, paymentColumns } from './editing-service.ts';
import { typeName, type Actor, type Caller, type Page, type PaymentContext } from './payment-context.ts';
import * as repo from './repository.ts';
import { isPreparer } from './state-machine.ts';

function toTemplate(
  row: { template: typeof paymentTemplates.$inferSelect; rBank: string | null },
  caller: Caller,
): UzsTemplate {
  const p = row.template;
  const preparer = isPreparer(caller.session.role);
  return {
    id: p.id,
    template_name: p.templateName,
    template_type: 'uzs',
    type: p.type as UzsTypeId,
    typeName: typeName(caller.lang, p.type),
    account: p.account,
    mfo: p.mfo,
    r_account: p.rAccount,
    r_mfo: p.rMfo,
    r_bank: row.rBank ?? '',
    r_inn: p.rInn,
    r_name: p.rName,
    r_account_25: p.rAccount25,
    r_account_27: p.rAccount27,
    r_inn_27: p.rInn27,
    corp_card: p.corpCardToken,
    card_pan: p.corpCard,
    r_pinfl: p.rPinfl,
    sum: p.sum === null ? null : fromMinor(p.sum),
    code: p.code,
    description: p.description,
    second_signature: p.secondSignature,
    created_at: p.createdAt.toISOString(),
    isUse: preparer,
    isDelete: preparer,
  };
}

export function createTemplateService(context: PaymentContext) {
  const { db, clock, callerOf, ownOrganization, audit, lockForAction, operatingDate } = context;
  return {
    async createTemplate(tx: Db, actor: Actor, body: UzsTemplateCreateBody): Promise<UzsTemplate> {
      const caller = await callerOf(tx, actor);
      const org = ownOrganization(caller);
      let values: typeof paymentTemplates.$inferInsert;
      const base = {
        organizationId: org,
        templateName: body.template_name.trim(),
        createdBy: caller.session.userId,
        createdAt: clock.now(),
      };
      if (body.payment_id !== undefined) {
        const [record] = await lockForAction(tx, caller, [body.payment_id], 'template');
        if (record === undefined) throw ApiError.notFound();
        const p = record.payment;
        values = {
          ...base,
          type: p.type,
          account: p.account,
          mfo: p.mfo,
          rAccount: p.rAccount,
          rMfo: p.rMfo,
          rInn: p.rInn,
          rName: p.rName,
          rAccount25: p.rAccount25,
          rAccount27: p.rAccount27,
          rInn27: p.rInn27,
          corpCard: p.corpCard,
          corpCardToken: p.corpCardToken,
          rPinfl: p.rPinfl,
          sum: p.sum,
          code: p.code,
          description: p.description,
          secondSignature: p.secondSignature,
        };
      } else {
        if (!isPreparer(caller.session.role) || body.payment === undefined) throw ApiError.forbidden();
        const given = body.payment;
        const hasSum = given.sum !== undefined && given.sum !== null && given.sum.trim() !== '';
        // A template has no number or date and may leave the sum open; the other rules apply.
        const parsed = parseRules({
          ...given,
          number: '1',
          date: await operatingDate(tx),
          sum: hasSum ? given.sum : UZS_MIN_SUM,
        });
        await checkReferences(tx, org, parsed);
        const {
          number: _n,
          date: _d,
          ...columns
        } = paymentColumns(parsed, await cardOfValues(tx, org, parsed));
        values = { ...base, ...columns, sum: hasSum ? columns.sum : null };
      }
      const id = await repo.insertTemplate(tx, values);
      await audit(
        tx,
        caller,
        'uzs-payment.template',
        body.payment_id === undefined ? [] : [body.payment_id],
        { templateId: id },
      );
      const [row] = await repo.templatesById(tx, org, [id]);
      if (row === undefined) throw ApiError.notFound();
      return toTemplate(row, caller);
    },

    async templates(actor: Actor, text: string | undefined, page: Page): Promise<Paged<UzsTemplate>> {
      const caller = await callerOf(db, actor);
      const { rows, total } = await repo.templates(db, ownOrganization(caller), text?.trim(), page);
      return {
        list: rows.map((r) => toTemplate(r, caller)),
        _meta: pageMeta(total, page.page, page.pageSize),
      };
    },

    async template(actor: Actor, id: number): Promise<UzsTemplate> {
      const caller = await callerOf(db, actor);
      const [row] = await repo.templatesById(db, ownOrganization(caller), [id]);
      if (row === undefined) throw ApiError.notFound();
      return toTemplate(row, caller);
    },

    async deleteTemplates(tx: Db, actor: Actor, ids: readonly number[]) {
      const caller = await callerOf(tx, actor);
      const unique = [...new Set(ids)];
      const rows = await repo.templatesById(tx, ownOrganization(caller), unique);
      if (rows.length !== unique.length) throw ApiError.notFound();
      await repo.deleteTemplates(tx, unique);
      await audit(tx, caller, 'uzs-payment.template-delete', [], { templateIds: unique });
      return { ids: unique };
    },
  };
}
