/**
 * Passkey signatures of the currency documents (issue 20): currency payments, transfers between own
 * currency accounts and buy/sell requests take a passkey assertion from the signer's activated phone
 * whose challenge is the SHA-256 of the kind's batch message (signed-document.ts passkeyChallengeHex).
 * For each kind: a good assertion signs; another user's or an unknown device, a revoked device and
 * an EDS-only organisation are refused with nothing stored; an edit voids the passkey signature.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FX_SIGNED_FIELDS as PAYMENT_FIELDS,
  FX_SIGNING_HEADER as PAYMENT_HEADER,
  FX_STATUS as PAYMENT_STATUS,
  type FxActionResult,
} from '../../../../contracts/api/currency-payment.ts';
import type { DeviceRegisterOptions, DeviceRow } from '../../../../contracts/api/devices.ts';
import {
  FX_DEAL_SIGNING_HEADER,
  FX_SIGNED_FIELDS as DEAL_FIELDS,
  FX_STATUS as DEAL_STATUS,
  fxSignableContent,
  type FxDeal,
  type FxFormData,
  type FxView,
} from '../../../../contracts/api/fx-deal.ts';
import {
  FX_STATUS as TRANSFER_STATUS,
  fxSigningMessage,
  type FxRows,
  type FxTransfer,
} from '../../../../contracts/api/fx-transfer.ts';
import { fromMinor, toMinor } from '../../../../contracts/money.ts';
import { passkeyChallengeHex, signingMessageFor } from '../../../../contracts/signing/signed-document.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { currencyPaymentSignatures } from '../../db/schema/currency-payments.ts';
import { fxDealSignatures } from '../../db/schema/fx-deals.ts';
import { fxTransferSignatures } from '../../db/schema/fx-transfers.ts';
import { organizations } from '../../db/schema/reference.ts';
import { smsDemoOutbox } from '../../db/schema/sms.ts';
import { users } from '../../db/schema/users.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { createFxKit, type FxKit } from '../currency-payment/testing.ts';
import { createKit, type Kit } from '../uzs-payment/testing.ts';
import { SoftAuthenticator } from './soft-authenticator.ts';
import { digestChallenge } from './webauthn.ts';

const HOST = { host: 'bank.test' };
const RP = { rpId: 'bank.test', origin: 'http://bank.test' };
const MAIN = { inn: '301245678', mfo: '00873' };
const mainAccount = (numeric: string, seq: string) => `20208${numeric}${MAIN.inn}${seq}${MAIN.mfo}`;

let h: Harness;
let kit: Kit;
let fx: FxKit;
let head: SoftAuthenticator;
let other: SoftAuthenticator;

async function lastCode(username: string): Promise<string> {
  const [row] = await h.db
    .select({ text: smsDemoOutbox.text })
    .from(smsDemoOutbox)
    .innerJoin(users, eq(users.id, smsDemoOutbox.userId))
    .where(eq(users.username, username))
    .orderBy(desc(smsDemoOutbox.id))
    .limit(1);
  const code = /\b(\d{6})\b/.exec(row?.text ?? '')?.[1];
  if (code === undefined) throw new Error('no code');
  return code;
}

/** A passkey activated for `username` after a verified SMS code (devices.test.ts does the same). */
async function activated(username: string): Promise<{ auth: SoftAuthenticator; device: DeviceRow }> {
  h.clock.advance(61_000);
  expect((await kit.post(username, 'page/send-sms', { purpose: 'device-activation' })).http).toBe(200);
  const code = await lastCode(username);
  expect((await kit.post(username, 'page/check-sms-code', { purpose: 'device-activation', code })).http).toBe(
    200,
  );
  const options = await kit.post<DeviceRegisterOptions>(username, 'devices/register-options', {}, HOST);
  const auth = new SoftAuthenticator(RP);
  const answer = await kit.post<DeviceRow>(
    username,
    'devices/register',
    { name: 'Phone', ...auth.create(options.body.data?.challenge ?? '') },
    HOST,
  );
  expect(answer.http).toBe(200);
  if (answer.body.data === undefined) throw new Error('no device');
  return { auth, device: answer.body.data };
}

async function assertion(auth: SoftAuthenticator, message: string) {
  return auth.get(digestChallenge(await passkeyChallengeHex(message)));
}

beforeAll(async () => {
  h = await createHarness({ env: { WEBAUTHN_RP_ID: 'bank.test', WEBAUTHN_ORIGINS: 'http://bank.test' } });
  kit = createKit(h);
  fx = createFxKit(h);
  head = (await activated('head')).auth;
  other = (await activated('super_head')).auth;
});
afterAll(() => h.close());

async function auditedPasskey(action: string): Promise<number> {
  const rows = await h.db.select().from(auditLog).where(eq(auditLog.action, action));
  return rows.filter((r) => JSON.stringify(r.detail).includes('"signType":"passkey"')).length;
}

/** One document kind: how to make a signable document, its message, the passkey call and its signatures. */
interface Kind {
  readonly name: string;
  readonly path: string;
  readonly audit: string;
  create(): Promise<{ id: number; version: number }>;
  message(id: number): Promise<string>;
  body(id: number, message: string, auth: SoftAuthenticator): Promise<unknown>;
  signedStatus: number;
  statusOf(answer: unknown): number | undefined;
  edit(id: number, version: number): Promise<number>;
  signatures(id: number): Promise<{ keySerial: string; signerVersion: string }[]>;
}

const payment: Kind = {
  name: 'currency payment',
  path: 'currency-payment/sign-passkey',
  audit: 'currency-payment.sign',
  async create() {
    return fx.create('accountant', await fx.body('accountant'));
  },
  async message(id) {
    return signingMessageFor(PAYMENT_HEADER, PAYMENT_FIELDS, [await fx.view('head', id)]);
  },
  async body(id, message, auth) {
    return { key_data: { data: message, payment_ids: [id] }, assertion: await assertion(auth, message) };
  },
  signedStatus: PAYMENT_STATUS.signed,
  statusOf: (answer) => (answer as FxActionResult | undefined)?.rows[0]?.status_id,
  async edit(id, version) {
    const edited = await fx.post<{ version: number }>(
      'accountant',
      'currency-payment/save',
      { ...(await fx.body('accountant')), id, amount: '900.00' },
      { 'if-match': `${version}` },
    );
    expect(edited.http).toBe(200);
    return edited.body.data?.version ?? 0;
  },
  signatures: (id) =>
    h.db
      .select()
      .from(currencyPaymentSignatures)
      .where(and(eq(currencyPaymentSignatures.paymentId, id), isNull(currencyPaymentSignatures.voidedAt))),
};

const transferBody = () => ({
  client_reference: randomUUID(),
  debit_account: mainAccount('840', '010'),
  credit_account: mainAccount('840', '021'),
  amount: '150.25',
  purpose: 'Hisobvaraqlar oʻrtasida mablagʻlarni qayta taqsimlash',
});

const transfer: Kind = {
  name: 'transfer between own accounts',
  path: 'skv-na-skv/sign-passkey',
  audit: 'fx-transfer.sign',
  async create() {
    const answer = await kit.post<FxTransfer>('accountant', 'skv-na-skv/create', transferBody());
    if (answer.body.data === undefined) throw new Error(`create: ${answer.http}`);
    return answer.body.data;
  },
  async message(id) {
    const answer = await kit.get<FxTransfer>('head', `skv-na-skv/view?id=${id}`);
    if (answer.body.data === undefined) throw new Error(`view: ${answer.http}`);
    return fxSigningMessage([answer.body.data]);
  },
  async body(id, message, auth) {
    return { key_data: { data: message, ids: [id] }, assertion: await assertion(auth, message) };
  },
  signedStatus: TRANSFER_STATUS.signed,
  statusOf: (answer) => (answer as FxRows | undefined)?.rows[0]?.status_id,
  async edit(id, version) {
    const { client_reference: _, ...edit } = transferBody();
    const edited = await kit.post<FxTransfer>(
      'accountant',
      'skv-na-skv/edit',
      { ...edit, id, amount: '99.00' },
      { 'if-match': `${version}` },
    );
    expect(edited.http).toBe(200);
    return edited.body.data?.version ?? 0;
  },
  signatures: (id) =>
    h.db
      .select()
      .from(fxTransferSignatures)
      .where(and(eq(fxTransferSignatures.transferId, id), isNull(fxTransferSignatures.voidedAt))),
};

async function dealBody() {
  const form = await kit.get<FxFormData>('accountant', 'exchange-sum/form-data');
  const usd = form.body.data?.fx_accounts.find((a) => a.currency === 'USD');
  const rate = form.body.data?.currencies.find((c) => c.code === 'USD')?.client_sell;
  if (usd === undefined || rate === undefined) throw new Error('no USD');
  return {
    client_reference: randomUUID(),
    type: 'buy',
    currency: 'USD',
    amount: '1500.00',
    rate_limit: fromMinor(toMinor(rate) + 5_000n),
    purpose: 'Toʻquv dastgohlari importi, shartnoma № 14',
    soum_account: await kit.accountOf(MAIN.inn, '001'),
    soum_mfo: MAIN.mfo,
    fx_account: usd.account,
    fx_mfo: usd.mfo,
  };
}

const deal: Kind = {
  name: 'buy request',
  path: 'exchange-sum/sign-passkey',
  audit: 'fx-deal.sign',
  async create() {
    const answer = await kit.post<FxDeal>('accountant', 'exchange-sum/save', await dealBody());
    if (answer.body.data === undefined) throw new Error(`save: ${answer.http}`);
    return answer.body.data;
  },
  async message(id) {
    const answer = await kit.get<FxView>('head', `exchange-sum/view?id=${id}`);
    if (answer.body.data === undefined) throw new Error(`view: ${answer.http}`);
    return signingMessageFor(FX_DEAL_SIGNING_HEADER, DEAL_FIELDS, [fxSignableContent(answer.body.data.deal)]);
  },
  async body(id, message, auth) {
    return { key_data: { data: message, deal_ids: [id] }, assertion: await assertion(auth, message) };
  },
  signedStatus: DEAL_STATUS.signed,
  statusOf: (answer) => (answer as FxDeal[] | undefined)?.[0]?.status_id,
  async edit(id, version) {
    const edited = await kit.post<FxDeal>(
      'accountant',
      'exchange-sum/save',
      { ...(await dealBody()), id, amount: '1000.00' },
      { 'if-match': `${version}` },
    );
    expect(edited.http).toBe(200);
    return edited.body.data?.version ?? 0;
  },
  signatures: (id) =>
    h.db
      .select()
      .from(fxDealSignatures)
      .where(and(eq(fxDealSignatures.dealId, id), isNull(fxDealSignatures.voidedAt))),
};

describe.each([payment, transfer, deal])('passkey signature of a $name', (kind) => {
  const sign = (username: string, body: unknown) => kit.post(username, kind.path, body, HOST);

  it('a good assertion over the batch message signs it (key serial passkey:…, audited)', async () => {
    const doc = await kind.create();
    const before = await auditedPasskey(kind.audit);
    const answer = await sign('head', await kind.body(doc.id, await kind.message(doc.id), head));
    expect(answer.http, JSON.stringify(answer.body)).toBe(200);
    expect(kind.statusOf(answer.body.data)).toBe(kind.signedStatus);
    const signatures = await kind.signatures(doc.id);
    expect(signatures).toHaveLength(1);
    expect(signatures[0]).toMatchObject({ keySerial: `passkey:${head.id}`, signerVersion: 'webauthn' });
    expect(await auditedPasskey(kind.audit)).toBe(before + 1);
  });

  it('refuses another user’s device, an unknown device and an assertion over another message', async () => {
    const doc = await kind.create();
    const message = await kind.message(doc.id);
    expect((await sign('head', await kind.body(doc.id, message, other))).http).toBe(422);
    const stranger = new SoftAuthenticator(RP);
    expect((await sign('head', await kind.body(doc.id, message, stranger))).http).toBe(422);
    const another = await kind.create();
    const foreign = (await kind.body(another.id, await kind.message(another.id), head)) as object;
    const mixed = {
      ...((await kind.body(doc.id, message, head)) as object),
      assertion: 'assertion' in foreign ? foreign.assertion : null,
    };
    expect((await sign('head', mixed)).http).toBe(422);
    expect(await kind.signatures(doc.id)).toHaveLength(0);
  });

  it('refuses a revoked device and an EDS-only organisation, storing nothing', async () => {
    const doc = await kind.create();
    const phone = await activated('head');
    expect((await kit.post('head', 'devices/revoke', { id: phone.device.id })).http).toBe(200);
    const revoked = await sign('head', await kind.body(doc.id, await kind.message(doc.id), phone.auth));
    expect(revoked.http).toBe(422);
    await h.db.update(organizations).set({ edsOnly: true }).where(eq(organizations.inn, MAIN.inn));
    try {
      const refused = await sign('head', await kind.body(doc.id, await kind.message(doc.id), head));
      expect(refused.http).toBe(403);
      expect(refused.body.message).toMatch(/only EDS/);
    } finally {
      await h.db.update(organizations).set({ edsOnly: false }).where(eq(organizations.inn, MAIN.inn));
    }
    expect(await kind.signatures(doc.id)).toHaveLength(0);
  });

  it('an edit voids the passkey signature; the old assertion no longer applies', async () => {
    const doc = await kind.create();
    const body = await kind.body(doc.id, await kind.message(doc.id), head);
    expect((await sign('head', body)).http).toBe(200);
    const version = await kind.edit(doc.id, doc.version);
    expect(version).toBe(doc.version + 1);
    expect(await kind.signatures(doc.id)).toHaveLength(0);
    // The same message and assertion once more: the document's content moved on.
    expect((await sign('head', body)).http).toBe(412);
    expect(await kind.signatures(doc.id)).toHaveLength(0);
  });
});
