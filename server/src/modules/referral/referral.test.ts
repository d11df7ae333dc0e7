import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ReferralAdminAgent,
  ReferralAgent,
  ReferralApplication,
} from '../../../../contracts/api/referral.ts';
import type { Paged } from '../../../../contracts/envelope.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { referralApplications } from '../../db/schema/referral.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { createKit, type Kit } from '../uzs-payment/testing.ts';
import { newPromoCode } from './promo-code.ts';

let h: Harness;
let kit: Kit;
let code: string;

beforeAll(async () => {
  h = await createHarness();
  kit = createKit(h);
  const me = await kit.get<{ agent: ReferralAgent | null }>('accountant', 'referral/me');
  code = me.body.data?.agent?.promo_code ?? '';
});
afterAll(async () => h.close());

async function applicationCount(): Promise<number> {
  const [row] = await h.db.select({ n: count() }).from(referralApplications);
  return row?.n ?? 0;
}

const guest = <T>(method: 'GET' | 'POST', path: string, body?: unknown) =>
  h.call<T>(method, path, body === undefined ? { lang: 'en' } : { lang: 'en', body });

describe('referral', () => {
  it('gives an agent one unguessable code; joining again answers the same', async () => {
    expect(code).toMatch(/^[2-9A-HJ-NP-Z]{10}$/);
    const again = await kit.post<ReferralAgent>('accountant', 'referral/join', {});
    expect(again.body.data?.promo_code).toBe(code);
    const codes = new Set(Array.from({ length: 200 }, () => newPromoCode()));
    expect(codes.size).toBe(200);
  });

  it('takes a guest’s application once per organisation and shows it to the agent', async () => {
    const landing = await guest<{ agent_name: string }>('GET', `referral/landing/${code}`);
    expect(landing.http).toBe(200);
    expect(landing.body.data?.agent_name).not.toBe('');
    const before = await applicationCount();
    const application = {
      promocode: code.toLowerCase(),
      organization_name: 'MChJ «Yangi Mijoz»',
      inn: '499000111',
      phone: '998901112233',
      contact_name: 'Aliyev Jasur',
    };
    const sent = await guest<{ id: number }>('POST', 'referral/apply', application);
    expect(sent.http).toBe(200);
    const twice = await guest('POST', 'referral/apply', { ...application, organization_name: 'Other' });
    expect(twice.http).toBe(422);
    expect(twice.body.validation?.[0]?.attribute).toBe('inn');
    expect(await applicationCount()).toBe(before + 1);
    const mine = await kit.post<Paged<ReferralApplication>>('accountant', 'referral/agent-requests', {});
    expect(mine.body.data?.list[0]).toMatchObject({ inn: '499000111', status: 'new', isDecide: false });
    expect(mine.body.data?._meta.pageCount).toBeGreaterThan(1);
    const theirs = await kit.post<Paged<ReferralApplication>>('head_org2', 'referral/agent-requests', {});
    expect(theirs.body.data?.list.some((a) => a.inn === '499000111')).toBe(false);
  });

  it('lets a client organisation enter another agent’s code once, never its own', async () => {
    const other = await kit.get<{ agent: ReferralAgent | null }>('head_org2', 'referral/me');
    const otherCode = other.body.data?.agent?.promo_code ?? '';
    const own = await kit.post('head', 'referral/enter-promo-code', { promocode: code });
    expect(own.http).toBe(422);
    const first = await kit.post<{ id: number }>('head', 'referral/enter-promo-code', {
      promocode: otherCode,
    });
    expect(first.http).toBe(200);
    const second = await kit.post('accountant', 'referral/enter-promo-code', { promocode: otherCode });
    expect(second.http).toBe(422);
    expect(second.body.validation?.[0]?.attribute).toBe('promocode');
    expect((await kit.post('admin', 'referral/enter-promo-code', { promocode: otherCode })).http).toBe(403);
  });

  it('lets the bank decide and pay; refuses other roles and wrong moves', async () => {
    expect((await kit.post('accountant', 'referral/admin-list', {})).http).toBe(403);
    const agents = await kit.post<Paged<ReferralAdminAgent>>('admin_bank', 'referral/admin-list', {});
    expect(agents.body.data?._meta.pageCount).toBeGreaterThan(1);
    const detail = await kit.post<{ applications: Paged<ReferralApplication> }>(
      'admin_bank',
      `referral/admin-list/agent/${code}`,
      {},
    );
    const fresh = detail.body.data?.applications.list.find((a) => a.inn === '499000111');
    expect(fresh?.isDecide).toBe(true);
    const opened = await kit.post<ReferralApplication>('admin_bank', 'referral/decide', {
      id: fresh?.id,
      status: 'opened',
    });
    expect(opened.body.data).toMatchObject({ status: 'opened', payout: '200000.00', isPayout: true });
    const back = await kit.post('admin_bank', 'referral/decide', { id: fresh?.id, status: 'in_review' });
    expect(back.http).toBe(422);
    const paid = await kit.post<ReferralApplication>('admin', 'referral/payout', { id: fresh?.id });
    expect(paid.body.data?.payout_paid).toBe(true);
    expect((await kit.post('admin', 'referral/payout', { id: fresh?.id })).http).toBe(422);
    expect((await kit.post('admin_bank', 'referral/admin-list/agent/ZZZZZZZZZZ', {})).http).toBe(404);
    const audits = await h.db.select().from(auditLog).where(eq(auditLog.action, 'referral.payout'));
    expect(audits.length).toBe(1);
  });

  it('answers 404 to guessed codes and audits each refusal', async () => {
    for (let i = 0; i < 5; i += 1)
      expect((await guest('GET', `referral/landing/${newPromoCode()}`)).http).toBe(404);
    const refusals = await h.db.select().from(auditLog).where(eq(auditLog.action, 'referral.refused'));
    expect(refusals.length).toBeGreaterThanOrEqual(5);
  });
});

/*
 * Guessing at production limits (RATE_LIMIT_FACTOR 1): a guest may look up 20 codes from one
 * address per 10 minutes (config referralIp), after which even a real code answers 429; a signed-in
 * client may try 10 codes (referralUser).
 */
describe('referral guessing at production limits', () => {
  let strict: Harness;
  let strictKit: Kit;
  beforeAll(async () => {
    strict = await createHarness({ env: { RATE_LIMIT_FACTOR: '1' } });
    strictKit = createKit(strict);
  });
  afterAll(async () => strict.close());

  it('refuses the 21st look-up from one address with 429, even of a real code', async () => {
    for (let i = 0; i < 20; i += 1) {
      const guessed = await strict.call('GET', `referral/landing/${newPromoCode()}`, { lang: 'en' });
      expect(guessed.http).toBe(404);
    }
    const real = (await strictKit.get<{ agent: ReferralAgent | null }>('accountant', 'referral/me')).body.data
      ?.agent?.promo_code;
    expect(real).toMatch(/^[2-9A-HJ-NP-Z]{10}$/);
    expect((await strict.call('GET', `referral/landing/${real ?? ''}`, { lang: 'en' })).http).toBe(429);
  });

  it('refuses a signed-in client’s 11th code with 429', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const tried = await strictKit.post('head', 'referral/enter-promo-code', { promocode: newPromoCode() });
      answers.push(tried.http);
    }
    expect(answers.slice(0, 10).every((status) => status !== 429)).toBe(true);
    expect(answers[10]).toBe(429);
  });
});
