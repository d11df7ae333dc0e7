/**
 * The two document kinds a currency-side import makes (issue 21): each row is judged by the form's
 * own contract (fxPaymentSaveBody / fxSaveBody: lengths, enums, dates → per-field problems), then
 * by the module's own save checks (currency-payment createImported: account, BIC, IBAN, ISO 4217
 * places, charges, contract; fx-deal createImported: currency, amount places, rate band, accounts),
 * and becomes a currency payment or a buy/sell request in Created, exactly as the form's save makes
 * it (the import log line instead of "create").
 */
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { fxPaymentSaveBody } from '../../../../contracts/api/currency-payment.ts';
import { fxSaveBody } from '../../../../contracts/api/fx-deal.ts';
import {
  CURRENCY_IMPORT_COLUMNS,
  CURRENCY_IMPORT_WRITERS,
  EXCHANGE_IMPORT_COLUMNS,
  EXCHANGE_IMPORT_WRITERS,
  type FxImportKind,
} from '../../../../contracts/api/fx-import.ts';
import { currencyExponent, toCurrencyMinor } from '../../../../contracts/currency-codes.ts';
import type { Role } from '../../../../contracts/roles.ts';
import { messageOfIssue } from '../../../../contracts/validation/zod.ts';
import type { Clock } from '../../clock.ts';
import type { Actor } from '../../core/actor.ts';
import type { ImportLayout } from '../../core/import-parse.ts';
import type { Db } from '../../db/client.ts';
import type { MessageKey, MessageParams } from '../../i18n.ts';
import type { AuditAction } from '../../plugins/audit.ts';
import type { FieldProblem } from '../../plugins/errors.ts';
import { tashkentDate } from '../../time-format.ts';
import { createCurrencyPaymentService } from '../currency-payment/service.ts';
import { createFxDealService } from '../fx-deal/service.ts';

export type RowVerdict =
  | { readonly ok: true; readonly id: number; readonly hundredths: bigint }
  | { readonly ok: false; readonly problems: readonly FieldProblem[] };

export interface Owner {
  readonly organizationId: number;
  readonly userId: number;
}

export interface DocKind {
  readonly kind: FxImportKind;
  readonly layout: ImportLayout;
  readonly writers: readonly Role[];
  readonly audit: {
    readonly upload: AuditAction;
    readonly refused: AuditAction;
    readonly processed: AuditAction;
    readonly edit: AuditAction;
    readonly delete: AuditAction;
  };
  readonly sheet: MessageKey;
  readonly templateName: string;
  /** Judges one row and, when valid, makes its document (in the caller's transaction). */
  create(tx: Db, owner: Owner, fields: Readonly<Record<string, string>>): Promise<RowVerdict>;
  /** Which of these documents (made by import files) are signed or further on. */
  signedIds(tx: Db, ids: readonly number[]): Promise<ReadonlySet<number>>;
  remove(tx: Db, organizationId: number, ids: readonly number[]): Promise<number[] | null>;
  example(actor: Actor): Promise<Record<string, string>>;
}

/** The form contract's problems per field (the same keys the form's 422 carries). */
export function ruleProblems(issues: readonly z.core.$ZodIssue[]): FieldProblem[] {
  return issues.map((issue) => {
    const attribute = issue.path.map(String).join('.');
    const message = messageOfIssue(issue);
    if (message === null) return { attribute, key: 'field.invalid' };
    const params = 'params' in message ? (message.params as MessageParams) : undefined;
    const key = `validation.${message.key}` as MessageKey;
    return params === undefined ? { attribute, key } : { attribute, key, params };
  });
}

/** An amount in its currency's minor units as hundredths (the file's amount_payment adds them up). */
function hundredths(amount: bigint, currency: string): bigint {
  const places = currencyExponent(currency);
  return places <= 2 ? amount * 10n ** BigInt(2 - places) : amount / 10n ** BigInt(places - 2);
}

const isoToday = (clock: Clock) => tashkentDate(clock.now());

export function currencyKind(db: Db, clock: Clock): DocKind {
  const payments = createCurrencyPaymentService(db, clock);
  return {
    kind: 'currency',
    layout: {
      columns: CURRENCY_IMPORT_COLUMNS,
      texts: [
        'number',
        'contract_number',
        'beneficiary_name',
        'beneficiary_address',
        'beneficiary_bank_name',
        'correspondent_bank_name',
        'purpose',
      ],
      dates: ['date', 'contract_date'],
      amounts: ['amount'],
    },
    writers: CURRENCY_IMPORT_WRITERS,
    audit: {
      upload: 'currency-import.upload',
      refused: 'currency-import.refused',
      processed: 'currency-import.processed',
      edit: 'currency-import.edit',
      delete: 'currency-import.delete',
    },
    sheet: 'fxImport.sheet.currency',
    templateName: 'currency-import-template.xlsx',
    async create(tx, owner, f) {
      const parsed = fxPaymentSaveBody.safeParse({
        client_reference: randomUUID(),
        number: f['number'] ?? '',
        date: f['date'] ?? '',
        account: f['account'] ?? '',
        amount: f['amount'] ?? '',
        contract_idn: (f['contract_idn'] ?? '') === '' ? null : f['contract_idn'],
        contract_number: f['contract_number'] ?? '',
        contract_date: f['contract_date'] ?? '',
        operation_code: f['operation_code'] ?? '',
        partner_country: (f['partner_country'] ?? '').toUpperCase(),
        beneficiary_name: f['beneficiary_name'] ?? '',
        beneficiary_address: f['beneficiary_address'] ?? '',
        beneficiary_account: f['beneficiary_account'] ?? '',
        beneficiary_bank_bic: (f['beneficiary_bank_bic'] ?? '').toUpperCase(),
        beneficiary_bank_name: f['beneficiary_bank_name'] ?? '',
        correspondent_bank_bic: (f['correspondent_bank_bic'] ?? '').toUpperCase(),
        correspondent_bank_name: f['correspondent_bank_name'] ?? '',
        charges: (f['charges'] ?? '').toUpperCase(),
        purpose: f['purpose'] ?? '',
      });
      if (!parsed.success) return { ok: false, problems: ruleProblems(parsed.error.issues) };
      const made = await payments.createImported(tx, owner, parsed.data);
      if (!made.ok) return made;
      return { ok: true, id: made.id, hundredths: hundredths(made.amount, made.currency) };
    },
    signedIds: (tx, ids) => payments.signedOfImported(tx, ids),
    remove: (tx, org, ids) => payments.removeImported(tx, org, ids),
    async example(actor) {
      const [account] = await payments.accounts(actor).catch(() => []);
      const today = isoToday(clock).split('-').reverse().join('.');
      return {
        number: '1',
        date: today,
        account: account?.account ?? '',
        amount: '1500.00',
        contract_idn: '',
        contract_number: 'KT-2026/14',
        contract_date: today,
        operation_code: '10100',
        partner_country: 'DE',
        beneficiary_name: 'Muster GmbH',
        beneficiary_address: 'Hauptstrasse 1, Berlin',
        beneficiary_account: 'DE89370400440532013000',
        beneficiary_bank_bic: 'COBADEFFXXX',
        beneficiary_bank_name: 'Commerzbank AG',
        correspondent_bank_bic: '',
        correspondent_bank_name: '',
        charges: 'SHA',
        purpose: 'Payment for goods under contract KT-2026/14',
      };
    },
  };
}

export function exchangeKind(db: Db, clock: Clock): DocKind {
  const deals = createFxDealService(db, clock);
  return {
    kind: 'exchange',
    layout: {
      columns: EXCHANGE_IMPORT_COLUMNS,
      texts: ['purpose'],
      dates: [],
      amounts: ['amount', 'rate_limit'],
    },
    writers: EXCHANGE_IMPORT_WRITERS,
    audit: {
      upload: 'exchange-import.upload',
      refused: 'exchange-import.refused',
      processed: 'exchange-import.processed',
      edit: 'exchange-import.edit',
      delete: 'exchange-import.delete',
    },
    sheet: 'fxImport.sheet.exchange',
    templateName: 'exchange-import-template.xlsx',
    async create(tx, owner, f) {
      const parsed = fxSaveBody.safeParse({
        client_reference: randomUUID(),
        type: (f['type'] ?? '').toLowerCase(),
        currency: (f['currency'] ?? '').toUpperCase(),
        amount: f['amount'] ?? '',
        rate_limit: f['rate_limit'] ?? '',
        purpose: f['purpose'] ?? '',
        soum_account: f['soum_account'] ?? '',
        soum_mfo: f['soum_mfo'] ?? '',
        fx_account: f['fx_account'] ?? '',
        fx_mfo: f['fx_mfo'] ?? '',
      });
      if (!parsed.success) return { ok: false, problems: ruleProblems(parsed.error.issues) };
      const made = await deals.createImported(tx, owner, parsed.data);
      if (!made.ok) return made;
      const currency = parsed.data.currency;
      const minor = toCurrencyMinor(parsed.data.amount, currency) ?? 0n;
      return { ok: true, id: made.id, hundredths: hundredths(minor, currency) };
    },
    signedIds: (tx, ids) => deals.signedOfImported(tx, ids),
    remove: (tx, org, ids) => deals.removeImported(tx, org, ids),
    async example(actor) {
      const form = await deals.formData(actor).catch(() => null);
      const soum = form?.soum_accounts[0];
      const fx = form?.fx_accounts[0];
      return {
        type: 'buy',
        currency: fx?.currency ?? 'USD',
        amount: '1000.00',
        rate_limit: form?.currencies.find((c) => c.code === fx?.currency)?.client_sell ?? '',
        soum_account: soum?.account ?? '',
        soum_mfo: soum?.mfo ?? '',
        fx_account: fx?.account ?? '',
        fx_mfo: fx?.mfo ?? '',
        purpose: 'Payment for imported goods',
      };
    },
  };
}
