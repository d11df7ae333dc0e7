/**
 * The controlled-account form's rules (spec 3 §5): every field required; bxm_code 5 digits; the
 * account 25 or 27 digits; nibbd 8 digits. A change of nibbd loads organisations and users; an
 * empty answer clears both lists and both selections (spec 3 §4).
 */
import {
  ACCOUNT_PATTERN,
  BXM_CODE_PATTERN,
  NIBBD_PATTERN,
  type ControlledRow,
  type PrepareAnswer,
} from '../../../contracts/api/controlled-accounts.ts';

export interface ControlledDraft {
  readonly id?: number;
  readonly name: string;
  readonly account: string;
  readonly bxm_code: string;
  readonly status: string;
  readonly type: string;
  readonly nibbd: string;
  readonly organization_id: string;
  readonly user_id: string;
}

export type DraftProblem = 'required' | 'account' | 'bxm' | 'nibbd';

export function draftOf(row: ControlledRow | undefined): ControlledDraft {
  if (row === undefined) {
    return {
      name: '',
      account: '',
      bxm_code: '',
      status: '1',
      type: '1',
      nibbd: '',
      organization_id: '',
      user_id: '',
    };
  }
  return {
    id: row.id,
    name: row.name,
    account: row.account,
    bxm_code: row.bxm_code,
    status: String(row.status),
    type: String(row.type),
    nibbd: row.nibbd,
    organization_id: String(row.organization_id),
    user_id: String(row.user_id),
  };
}

/** Digits only, at most `max` (the masks of bxm_code, nibbd and the account). */
export const digits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

export function draftProblems(d: ControlledDraft): Partial<Record<keyof ControlledDraft, DraftProblem>> {
  const problems: Partial<Record<keyof ControlledDraft, DraftProblem>> = {};
  for (const field of [
    'name',
    'account',
    'bxm_code',
    'status',
    'type',
    'nibbd',
    'organization_id',
    'user_id',
  ] as const) {
    if (d[field].trim() === '') problems[field] = 'required';
  }
  if (!problems.account && !ACCOUNT_PATTERN.test(d.account)) problems.account = 'account';
  if (!problems.bxm_code && !BXM_CODE_PATTERN.test(d.bxm_code)) problems.bxm_code = 'bxm';
  if (!problems.nibbd && !NIBBD_PATTERN.test(d.nibbd)) problems.nibbd = 'nibbd';
  return problems;
}

/** The draft after a look-up answer: selections kept only while still offered; none when empty. */
export function afterLookup(d: ControlledDraft, answer: PrepareAnswer): ControlledDraft {
  const organization = answer.organizations.some((o) => String(o.id) === d.organization_id)
    ? d.organization_id
    : answer.organizations.length === 1
      ? String(answer.organizations[0]?.id)
      : '';
  const user = answer.users.some((u) => String(u.user_id) === d.user_id) ? d.user_id : '';
  return { ...d, organization_id: organization, user_id: user };
}

export const EMPTY_LOOKUP: PrepareAnswer = { organizations: [], users: [] };
