import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SMS_DAILY_CODES,
  SMS_DAILY_TRIES,
  type SendSmsData,
  type SmsOutboxRow,
} from '../../../../contracts/api/sms.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { smsCodes, smsDemoOutbox } from '../../db/schema/sms.ts';
import { users } from '../../db/schema/users.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { codeHash, codeMatches, maskPhone } from './service.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const SECOND = 1000;

async function userId(username: string): Promise<number> {
  const [row] = await h.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (row === undefined) throw new Error(`no user ${username}`);
  return row.id;
}

/** The code the demo sender "sent" last to this user (what the user reads on the phone). */
async function lastCode(username: string): Promise<string> {
  const [row] = await h.db
    .select({ text: smsDemoOutbox.text })
    .from(smsDemoOutbox)
    .where(eq(smsDemoOutbox.userId, await userId(username)))
    .orderBy(desc(smsDemoOutbox.id))
    .limit(1);
  const code = /\b(\d{6})\b/.exec(row?.text ?? '')?.[1];
  if (code === undefined) throw new Error('no code in the outbox');
  return code;
}

const send = (token: string, purpose = 'key-renewal') =>
  h.call<SendSmsData>('POST', 'page/send-sms', { token, body: { purpose } });
const check = (token: string, code: string, purpose = 'key-renewal') =>
  h.call('POST', 'page/check-sms-code', { token, body: { purpose, code }, lang: 'en' });
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('code hashing', () => {
  it('stores a salted hash that matches only its code', () => {
    const stored = codeHash('123456');
    expect(stored).not.toContain('123456');
    expect(codeHash('123456')).not.toBe(stored);
    expect(codeMatches('123456', stored)).toBe(true);
    expect(codeMatches('123457', stored)).toBe(false);
    expect(codeMatches('123456', 'garbage')).toBe(false);
  });

  it('masks the phone', () => {
    expect(maskPhone('998901112233')).toBe('998 90 *** ** 33');
  });
});

describe('page/send-sms and page/check-sms-code', () => {
  it('sends a 6-digit code to the demo outbox, stores it hashed, and verifies it once', async () => {
    const token = await h.login('head');
    const sent = await send(token);
    expect(sent.http).toBe(200);
    expect(sent.body.data).toEqual({ phone: '998 90 *** ** 33', expires_in: 300, resend_in: 60 });
    const code = await lastCode('head');
    const [row] = await h.db
      .select()
      .from(smsCodes)
      .where(eq(smsCodes.userId, await userId('head')));
    expect(row?.codeHash).not.toContain(code);
    expect(row?.purpose).toBe('key-renewal');

    expect((await check(token, code)).http).toBe(200);
    // single use: the same code does not verify twice
    const again = await check(token, code);
    expect(again.http).toBe(422);
    expect(again.body.validation).toEqual([
      { attribute: 'code', message: expect.stringMatching(/no longer valid/) },
    ]);
    const audited = await h.db.select().from(auditLog).where(eq(auditLog.action, 'sms.send'));
    expect(audited.some((a) => a.username === 'head')).toBe(true);
  });

  it('refuses a new code within 60 s and replaces the old code after it', async () => {
    const token = await h.login('accountant');
    expect((await send(token)).http).toBe(200);
    const first = await lastCode('accountant');
    h.clock.advance(30 * SECOND);
    const early = await send(token);
    expect(early.http).toBe(429);
    expect(early.body.data).toEqual({ resend_in: 30 });
    h.clock.advance(31 * SECOND);
    expect((await send(token)).http).toBe(200);
    const second = await lastCode('accountant');
    if (first !== second) expect((await check(token, first)).http).toBe(422);
    expect((await check(token, second)).http).toBe(200);
  });

  it('counts wrong tries: after 5 even the right code is refused', async () => {
    const token = await h.login('client');
    await send(token);
    const code = await lastCode('client');
    for (let left = 4; left >= 1; left--) {
      const wrong = await check(token, otherCode(code));
      expect(wrong.http).toBe(422);
      expect(wrong.body.validation?.[0]?.message).toBe(`Wrong code. Tries left: ${left}.`);
    }
    const fifth = await check(token, otherCode(code));
    expect(fifth.body.validation?.[0]?.message).toMatch(/Too many wrong tries/);
    const right = await check(token, code);
    expect(right.http).toBe(422);
    expect(right.body.validation?.[0]?.message).toMatch(/Too many wrong tries/);
  });

  it('a code expires after 5 minutes', async () => {
    const token = await h.login('super_head');
    await send(token);
    const code = await lastCode('super_head');
    h.clock.advance(300 * SECOND + 1);
    expect((await check(token, code)).http).toBe(422);
  });

  it('a code answers only the purpose it was sent for', async () => {
    const token = await h.login('accountant_simple');
    await send(token, 'device-activation');
    const code = await lastCode('accountant_simple');
    expect((await check(token, code, 'key-renewal')).http).toBe(422);
    expect((await check(token, code, 'device-activation')).http).toBe(200);
  });

  it('refuses a user without a phone and malformed input, storing nothing', async () => {
    const token = await h.login('moderator');
    const noPhone = await h.call('POST', 'page/send-sms', {
      token,
      body: { purpose: 'key-renewal' },
      lang: 'en',
    });
    expect(noPhone.http).toBe(422);
    expect(noPhone.body.validation?.[0]?.attribute).toBe('phone');
    const id = await userId('moderator');
    expect(await h.db.select().from(smsCodes).where(eq(smsCodes.userId, id))).toEqual([]);
    expect((await h.call('POST', 'page/send-sms', { token, body: { purpose: 'other' } })).http).toBe(400);
    const head = await h.login('head');
    expect((await check(head, '12345')).http).toBe(400);
    expect((await check(head, '12a456')).http).toBe(400);
  });

  it('lets only the admin read the demo outbox', async () => {
    const admin = await h.login('admin');
    const list = await h.call<SmsOutboxRow[]>('GET', 'sms/demo-outbox?username=HEAD', { token: admin });
    expect(list.http).toBe(200);
    expect(list.body.data?.length).toBeGreaterThan(0);
    expect(list.body.data?.every((r) => r.username === 'head' && r.purpose === 'key-renewal')).toBe(true);
    const head = await h.login('head');
    expect((await h.call('GET', 'sms/demo-outbox', { token: head })).http).toBe(403);
  });
});

describe('daily caps per user and purpose', () => {
  it('sends at most SMS_DAILY_CODES codes in 24 hours, then again after the oldest is a day old', async () => {
    const token = await h.login('accountant_sign');
    // A session goes idle after 15 minutes: keep the sends within it.
    for (let i = 0; i < SMS_DAILY_CODES; i++) {
      h.clock.advance(61 * SECOND);
      expect((await send(token, 'device-activation')).http).toBe(200);
    }
    h.clock.advance(61 * SECOND);
    const refused = await send(token, 'device-activation');
    expect(refused.http).toBe(429);
    expect(refused.body.message).toMatch(/лимит/i);
    // Another purpose has its own cap.
    expect((await send(token, 'key-renewal')).http).toBe(200);
    h.clock.advance(24 * 60 * 60 * SECOND);
    expect((await send(await h.login('accountant_sign'), 'device-activation')).http).toBe(200);
  });

  it('allows at most SMS_DAILY_TRIES tries over all codes of a day, right or wrong', async () => {
    const token = await h.login('accountant_simple');
    let tries = 0;
    while (tries < SMS_DAILY_TRIES) {
      h.clock.advance(61 * SECOND);
      expect((await send(token)).http).toBe(200);
      const code = await lastCode('accountant_simple');
      for (let i = 0; i < 5 && tries < SMS_DAILY_TRIES; i++, tries++)
        expect((await check(token, otherCode(code))).http).toBe(422);
    }
    h.clock.advance(61 * SECOND);
    expect((await send(token)).http).toBe(200);
    // Even the right code is refused once the day's tries are spent: guesses cannot continue.
    const right = await check(token, await lastCode('accountant_simple'));
    expect(right.http).toBe(429);
    expect(right.body.message).toMatch(/daily limit/);
    const audited = await h.db.select().from(auditLog).where(eq(auditLog.action, 'sms.dailyLimit'));
    expect(audited.length).toBeGreaterThan(0);
  });
});
