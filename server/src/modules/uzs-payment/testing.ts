/**
 * Helpers for the soum-payment server tests: calls with Idempotency-Key and If-Match, payment
 * bodies for the seeded accounts, and signing as a demo user exactly as the signing client does
 * (ECDSA P-256 over the batch message of contracts/payments/digest.ts).
 */
import { randomUUID, sign } from 'node:crypto';
import type {
  UzsActionResult,
  UzsPaymentRow,
  UzsPaymentSaveBody,
  UzsPaymentView,
} from '../../../../contracts/api/uzs-payment.ts';
import { signingMessage } from '../../../../contracts/payments/digest.ts';
import type { CallResult, Harness } from '../../test/harness.ts';
import { accountByNumber, accountNumberOf, privateKeyOf, type AccountRow } from './processing-repository.ts';

export interface Kit {
  token(username: string): Promise<string>;
  post<T>(
    username: string,
    path: string,
    body: unknown,
    headers?: Record<string, string>,
  ): Promise<CallResult<T>>;
  get<T>(username: string, path: string): Promise<CallResult<T>>;
  /** A valid ordinary-payment body from the organisation's account `seq` (001 main, 003 low …). */
  body(
    org: 'main' | 'samarqand' | 'mainBranch',
    overrides?: Partial<UzsPaymentSaveBody>,
  ): Promise<UzsPaymentSaveBody>;
  create(username: string, body: UzsPaymentSaveBody): Promise<UzsPaymentRow>;
  view(username: string, id: number): Promise<UzsPaymentView>;
  /** The sign call's body for these payments as `signer` signs them (with its own key unless `keyOf`). */
  signBody(signer: string, ids: readonly number[], keyOf?: string): Promise<unknown>;
  sign(username: string, ids: readonly number[]): Promise<CallResult<UzsActionResult>>;
  /** Created → Entered → (B) → Signed as the organisation's people. */
  toSigned(preparer: string, signers: readonly string[], id: number): Promise<UzsPaymentRow>;
  account(number: string): Promise<AccountRow>;
  accountOf(orgInn: string, seq: string): Promise<string>;
}

const INN = { main: '301245678', samarqand: '302398451', mainBranch: '305112340' } as const;

export function createKit(h: Harness): Kit {
  const tokens = new Map<string, string>();
  async function token(username: string) {
    const known = tokens.get(username);
    if (known !== undefined) return known;
    const fresh = await h.login(username);
    tokens.set(username, fresh);
    return fresh;
  }

  async function accountOf(orgInn: string, seq: string): Promise<string> {
    const number = await accountNumberOf(h.db, orgInn, seq);
    if (number === undefined) throw new Error(`no account ${seq} of ${orgInn}`);
    return number;
  }

  const kit: Kit = {
    token,
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
    async body(org, overrides = {}) {
      const mfo = org === 'samarqand' ? '00421' : '00873';
      return {
        client_reference: randomUUID(),
        type: 1,
        number: '501',
        date: '2026-11-20',
        account: await accountOf(INN[org], '001'),
        mfo,
        r_account: '2020800030567123400100450',
        r_mfo: '00450',
        r_inn: '305671234',
        r_name: 'MChJ «Oltin Vodiy Logistika»',
        sum: '1250000.00',
        code: '00106',
        description: 'Yuk tashish xizmatlari uchun to‘lov',
        ...overrides,
      };
    },
    async create(username, body) {
      const { http, body: answer } = await kit.post<UzsPaymentRow>(username, 'uzs-payment/save', body);
      if (http !== 200 || answer.data === undefined) {
        throw new Error(`save failed: ${http} ${JSON.stringify(answer)}`);
      }
      return answer.data;
    },
    async view(username, id) {
      const { http, body } = await kit.get<UzsPaymentView>(username, `uzs-payment/view?id=${id}`);
      if (http !== 200 || body.data === undefined) throw new Error(`view failed: ${http}`);
      return body.data;
    },
    async signBody(signer, ids, keyOf = signer) {
      const rows = await Promise.all(ids.map((id) => kit.view(signer, id)));
      const data = await signingMessage(rows);
      const privateKey = await privateKeyOf(h.db, keyOf);
      if (privateKey == null) throw new Error(`no key for ${keyOf}`);
      return {
        sign_cipher: sign('sha256', Buffer.from(data, 'utf8'), privateKey).toString('base64'),
        sign_type: 'eds',
        key_data: { data, version: '3.4.3', payment_ids: [...ids] },
      };
    },
    async sign(username, ids) {
      return kit.post<UzsActionResult>(username, 'uzs-payment/sign', await kit.signBody(username, ids));
    },
    async toSigned(preparer, signers, id) {
      const approved = await kit.post<UzsActionResult>(preparer, 'uzs-payment/many-approve', { ids: [id] });
      if (approved.http !== 200) throw new Error(`approve failed: ${approved.http}`);
      for (const signer of signers) {
        const signed = await kit.sign(signer, [id]);
        if (signed.http !== 200)
          throw new Error(`sign by ${signer} failed: ${signed.http} ${signed.body.message}`);
      }
      return (await kit.view(preparer, id)) as UzsPaymentRow;
    },
    async account(number) {
      const row = await accountByNumber(h.db, number);
      if (row === undefined) throw new Error(`no account ${number}`);
      return row;
    },
    accountOf,
  };
  return kit;
}
