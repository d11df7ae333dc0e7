/**
 * Helpers for the currency-payment server tests: calls with Idempotency-Key, a valid payment body
 * from the organisation's USD account, and signing as a demo user exactly as the signing client does
 * (ECDSA over the batch message with header CORPBANK-FX-PAYMENTS-V1).
 */
import { randomUUID, sign } from 'node:crypto';
import {
  FX_SIGNED_FIELDS,
  FX_SIGNING_HEADER,
  type FxAccount,
  type FxActionResult,
  type FxPaymentRow,
  type FxPaymentSaveBody,
  type FxPaymentView,
} from '../../../../contracts/api/currency-payment.ts';
import { signingMessageFor } from '../../../../contracts/signing/signed-document.ts';
import type { CallResult, Harness } from '../../test/harness.ts';
import { privateKeyOf } from './processing-repository.ts';

export interface FxKit {
  post<T>(
    username: string,
    path: string,
    body: unknown,
    headers?: Record<string, string>,
  ): Promise<CallResult<T>>;
  get<T>(username: string, path: string): Promise<CallResult<T>>;
  /** A valid body from the preparer's first USD account. */
  body(preparer: string, overrides?: Partial<FxPaymentSaveBody>): Promise<FxPaymentSaveBody>;
  create(username: string, body: FxPaymentSaveBody): Promise<FxPaymentRow>;
  view(username: string, id: number): Promise<FxPaymentView>;
  signBody(signer: string, ids: readonly number[]): Promise<unknown>;
  sign(username: string, ids: readonly number[]): Promise<CallResult<FxActionResult>>;
  /** Signs everyone in again (after the test clock moved past the sessions' expiry). */
  forget(): void;
}

export function createFxKit(h: Harness): FxKit {
  const tokens = new Map<string, string>();
  async function token(username: string) {
    const known = tokens.get(username);
    if (known !== undefined) return known;
    const fresh = await h.login(username);
    tokens.set(username, fresh);
    return fresh;
  }
  const kit: FxKit = {
    forget() {
      tokens.clear();
    },
    async post(username, path, body, headers = {}) {
      return h.call('POST', path, {
        token: await token(username),
        lang: 'en',
        body,
        headers: { 'idempotency-key': randomUUID(), ...headers },
      });
    },
    async get(username, path) {
      return h.call('GET', path, { token: await token(username), lang: 'en' });
    },
    async body(preparer, overrides = {}) {
      const accounts = await kit.get<FxAccount[]>(preparer, 'currency-payment/accounts');
      const usd = accounts.body.data?.find((a) => a.currency === 'USD');
      if (usd === undefined) throw new Error(`no USD account for ${preparer}`);
      return {
        client_reference: randomUUID(),
        number: '77',
        date: h.bankDay(),
        account: usd.account,
        amount: '1250.50',
        contract_number: 'RS-2026/14',
        contract_date: '2026-02-10',
        operation_code: '11100',
        partner_country: 'DE',
        beneficiary_name: 'RHEIN SPINNEREI GMBH',
        beneficiary_address: 'HAFENSTRASSE 12, DUISBURG',
        beneficiary_account: 'DE89 3704 0044 0532 0130 00',
        beneficiary_bank_bic: 'COBADEFFXXX',
        beneficiary_bank_name: 'COMMERZBANK AG',
        correspondent_bank_bic: 'CHASUS33',
        correspondent_bank_name: 'JPMORGAN CHASE BANK NA',
        charges: 'SHA',
        purpose: 'SPARE PARTS FOR SPINNING MACHINES, INV 2026-118',
        ...overrides,
      };
    },
    async create(username, body) {
      const { http, body: answer } = await kit.post<FxPaymentRow>(username, 'currency-payment/save', body);
      if (http !== 200 || answer.data === undefined)
        throw new Error(`save failed: ${http} ${JSON.stringify(answer)}`);
      return answer.data;
    },
    async view(username, id) {
      const { http, body } = await kit.get<FxPaymentView>(username, `currency-payment/view?id=${id}`);
      if (http !== 200 || body.data === undefined) throw new Error(`view failed: ${http}`);
      return body.data;
    },
    async signBody(signer, ids) {
      const rows = await Promise.all(ids.map((id) => kit.view(signer, id)));
      const data = await signingMessageFor(FX_SIGNING_HEADER, FX_SIGNED_FIELDS, rows);
      const privateKey = await privateKeyOf(h.db, signer);
      if (privateKey == null) throw new Error(`no key for ${signer}`);
      return {
        sign_cipher: sign('sha256', Buffer.from(data, 'utf8'), privateKey).toString('base64'),
        sign_type: 'eds',
        key_data: { data, version: '3.4.3', payment_ids: [...ids] },
      };
    },
    async sign(username, ids) {
      return kit.post<FxActionResult>(username, 'currency-payment/sign', await kit.signBody(username, ids));
    },
  };
  return kit;
}
