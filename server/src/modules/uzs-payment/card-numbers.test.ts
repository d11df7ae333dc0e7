/**
 * Issue 23's last rule for soum payments to a corporate card (type 4): the card number is never
 * stored, logged or answered in clear. A type-4 payment is created from a typed number, edited with
 * its token, signed, sent and processed; a template and an import carry the number too; then every
 * table (audit log and idempotency store included) and every answer are scanned. The data step of
 * migration 0042 is run on a database holding numbers the old way.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  UZS_STATUS,
  type UzsAccountOption,
  type UzsActionResult,
  type UzsCorpCard,
  type UzsPaymentRow,
  type UzsPaymentSaveBody,
  type UzsTemplate,
} from '../../../../contracts/api/uzs-payment.ts';
import { UZS_IMPORT_COLUMNS, type ImportUploadAnswer } from '../../../../contracts/api/uzs-import.ts';
import { cardToken } from '../../core/card-token.ts';
import { backfillCardTokens, BACKFILL_AUDIT_ACTION } from '../../db/card-number-backfill.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { corporateCards, payments, paymentSignatures } from '../../db/schema/payments.ts';
import { cardNumbersIn, cardNumbersInDatabase } from '../../test/card-scan.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { runImportQueue } from '../uzs-import/queue.ts';
import { processPayments } from './processing.ts';
import { createKit, type Kit } from './testing.ts';

let h: Harness;
let kit: Kit;
/** The main organisation's first corporate card (seed payments-data.ts CARDS). */
const PAN = '8600120456781234';
const MASK = '8600 12** **** 1234';
const answers: string[] = [];

beforeAll(async () => {
  h = await createHarness();
  kit = createKit(h);
});
afterAll(async () => h.close());

async function cardBody(overrides: Partial<UzsPaymentSaveBody> = {}): Promise<UzsPaymentSaveBody> {
  const corp = await kit.post<UzsAccountOption[]>('accountant', 'uzs-payment/corp-accs', {});
  const account = corp.body.data?.[0];
  if (account === undefined) throw new Error('no corporate card account');
  return kit.body('main', {
    type: 4,
    r_account: account.number,
    r_mfo: account.mfo,
    r_inn: '301245678',
    r_name: 'MChJ «Toshkent Savdo Markazi»',
    corp_card: '8600 1204 5678 1234',
    code: '00401',
    description: 'Korporativ kartani to‘ldirish',
    sum: '1500000.00',
    ...overrides,
  });
}

function keep<T>(answer: T): T {
  answers.push(JSON.stringify(answer));
  return answer;
}

describe('a type-4 payment keeps the card as token and mask', () => {
  it('creates from a typed number, edits with the token, signs, sends and pays', async () => {
    const created = keep(await kit.create('accountant', await cardBody()));
    expect(created.corp_card).toBe(cardToken(PAN));
    expect(created.card_pan).toBe(MASK);

    const edited = keep(
      await kit.post<UzsPaymentRow>(
        'accountant',
        'uzs-payment/save',
        await cardBody({ id: created.id, corp_card: created.corp_card, sum: '1600000.00' }),
        { 'if-match': '1' },
      ),
    );
    expect(edited.http).toBe(200);
    expect(edited.body.data).toMatchObject({ corp_card: cardToken(PAN), card_pan: MASK, version: 2 });

    const [stored] = await h.db.select().from(payments).where(eq(payments.id, created.id));
    expect(stored).toMatchObject({ corpCard: MASK, corpCardToken: cardToken(PAN) });

    const signed = keep(await kit.toSigned('accountant', ['head'], created.id));
    expect(signed.status_id).toBe(UZS_STATUS.signed);
    const sent = keep(
      await kit.post<UzsActionResult>('head', 'uzs-payment/send', { payment_ids: [created.id] }),
    );
    expect(sent.body.data?.rows[0]?.status_id).toBe(UZS_STATUS.submitted);
    await processPayments(h.db, h.clock);
    await processPayments(h.db, h.clock);
    expect(keep(await kit.view('accountant', created.id)).status_id).toBe(UZS_STATUS.paid);
  });

  it('refuses a card of another organisation by number and by token (422)', async () => {
    const foreign = '8600340912347711';
    const byNumber = await kit.post('accountant', 'uzs-payment/save', await cardBody({ corp_card: foreign }));
    expect(byNumber.http).toBe(422);
    const byToken = await kit.post(
      'accountant',
      'uzs-payment/save',
      await cardBody({ corp_card: cardToken(foreign) }),
    );
    expect(byToken.http).toBe(422);
    expect(JSON.stringify([byNumber.body, byToken.body])).not.toContain(foreign);
  });

  it('lists the cards as token and mask; a template keeps the token', async () => {
    const body = await cardBody();
    const cards = keep(
      await kit.post<UzsCorpCard[]>('accountant', 'uzs-payment/corp-cards', {
        account: body.r_account,
        mfo: body.r_mfo,
      }),
    );
    expect(cards.body.data?.[0]).toMatchObject({ card: MASK, token: cardToken(PAN) });
    const { client_reference: _r, number: _n, date: _d, ...payment } = body;
    const template = keep(
      await kit.post<UzsTemplate>('accountant', 'uzs-payment/template-create', {
        name: `Card ${randomUUID().slice(0, 6)}`,
        payment,
      }),
    );
    if (template.http === 200)
      expect(template.body.data).toMatchObject({ corp_card: cardToken(PAN), card_pan: MASK });
  });

  it('an imported type-4 row keeps the token, its payment the mask', async () => {
    const body = await cardBody({ number: '7701', corp_card: PAN });
    const line = UZS_IMPORT_COLUMNS.map((c) => {
      const v = (body as Record<string, unknown>)[c];
      return v === undefined || v === null ? '' : String(v);
    }).join(';');
    const csv = Buffer.from(`${UZS_IMPORT_COLUMNS.join(';')}\n${line}\n`);
    const up = keep(
      await kit.post<ImportUploadAnswer>('accountant', 'export/import-payment', {
        file_name: 'cards.csv',
        content: csv.toString('base64'),
      }),
    );
    expect(up.http).toBe(200);
    await runImportQueue(h.db, h.clock);
    const fileId = up.body.data?.file?.id;
    const made = await h.db
      .select()
      .from(payments)
      .where(eq(payments.importFileId, Number(fileId)));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      corpCard: MASK,
      corpCardToken: cardToken(PAN),
      statusId: UZS_STATUS.entered,
    });
  });

  it('keeps no card number in clear in any table or answer', async () => {
    expect(await cardNumbersInDatabase(h.db, [PAN])).toEqual([]);
    expect(answers.flatMap((a) => cardNumbersIn(a, [PAN]))).toEqual([]);
  });
});

describe('migration 0042 data step', () => {
  it('tokenises numbers kept the old way and returns a signed type-4 payment to be signed again', async () => {
    const created = await kit.create('accountant', await cardBody({ sum: '1700000.00' }));
    await kit.toSigned('accountant', ['head'], created.id);
    // The old shape: the number waiting in card_number_backfill (as the migration leaves it), no token yet.
    await h.db.execute(
      sql`create table card_number_backfill (table_name text not null, row_id integer not null, pan text not null)`,
    );
    const [card] = await h.db
      .select()
      .from(corporateCards)
      .where(eq(corporateCards.panToken, cardToken(PAN)));
    if (card === undefined) throw new Error('no card');
    await h.db
      .update(corporateCards)
      .set({ panToken: `pending-${card.id}` })
      .where(eq(corporateCards.id, card.id));
    await h.db.update(payments).set({ corpCardToken: null }).where(eq(payments.id, created.id));
    await h.db.execute(
      sql`insert into card_number_backfill values ('corporate_cards', ${card.id}, ${PAN}), ('payments', ${created.id}, ${PAN})`,
    );

    const result = await backfillCardTokens(h.db, h.clock.now());
    expect(result).toEqual({ tokenised: 2, returned: [created.id] });
    const [again] = await h.db.select().from(corporateCards).where(eq(corporateCards.id, card.id));
    expect(again?.panToken).toBe(cardToken(PAN));
    const [payment] = await h.db.select().from(payments).where(eq(payments.id, created.id));
    expect(payment).toMatchObject({
      statusId: UZS_STATUS.entered,
      version: created.version + 1,
      corpCardToken: cardToken(PAN),
    });
    const live = await h.db
      .select()
      .from(paymentSignatures)
      .where(and(eq(paymentSignatures.paymentId, created.id), isNull(paymentSignatures.voidedAt)));
    expect(live).toEqual([]);
    const audited = await h.db.select().from(auditLog).where(eq(auditLog.action, BACKFILL_AUDIT_ACTION));
    expect(audited.map((a) => a.detail['paymentIds'])).toContainEqual([created.id]);
    // The table is gone: a second run does nothing; the payment can be signed again (content v2).
    expect(await backfillCardTokens(h.db, h.clock.now())).toEqual({ tokenised: 0, returned: [] });
    const resigned = await kit.sign('head', [created.id]);
    expect(resigned.http).toBe(200);
    expect(await cardNumbersInDatabase(h.db, [PAN])).toEqual([]);
  });
});
