/**
 * The role catalogue of spec 1 §6.1 and the one rule for matching roles:
 * case and underscores are ignored (accountant_simple equals AccountantSimple).
 */
export const ROLES = [
  'client',
  'accountant',
  'accountant_simple',
  'accountant_sign',
  'head',
  'super_head',
  'passive_user',
  'multiclient',
  'admin',
  'admin_bank',
  'admin_branch',
  'super_user',
  'moderator',
  'currency_moderator',
  'cur_head_acc',
  'cur_head_bank',
  'cur_head_dep',
  'cur_manager',
  'currency_passive',
  'passive_mbrc',
  'universal_manager',
  'user_head_office',
  'contact_center',
  'msb_user',
  'credit_go',
  'solfy_terminal',
] as const;

export type Role = (typeof ROLES)[number];

/** Client roles see organisation details in the drawer and the chat button (spec 1 §6.1). */
export const CLIENT_ROLES = [
  'client',
  'accountant',
  'head',
  'super_head',
  'passive_user',
  'accountant_sign',
  'accountant_simple',
] as const satisfies readonly Role[];

/**
 * The client roles that act for their organisation (prepare, apply, buy, write): every client role
 * of spec 1 §6.1 (CLIENT_ROLES, same order) except passive_user, who only reads (docs/decisions.md).
 * A route that admits fewer (no accountant_sign, say) or more roles keeps its own list.
 */
export const ACTING_CLIENT_ROLES = [
  'client',
  'accountant',
  'head',
  'super_head',
  'accountant_sign',
  'accountant_simple',
] as const satisfies readonly Role[];

/**
 * Who signs an organisation's documents (spec 2 §3): signer A (first signature) and signer B (the
 * accountant's second). The signers are also who activate a phone to sign on (issue 6).
 */
export const SIGNERS_A = ['head', 'super_head', 'client'] as const satisfies readonly Role[];
export const SIGNERS_B = ['accountant_sign'] as const satisfies readonly Role[];
export const SIGNER_ROLES = [...SIGNERS_A, ...SIGNERS_B] as const satisfies readonly Role[];

/**
 * Normalised names by name: a list's permission checks normalise the same few role names for every
 * row (issue 18 measured 2% of a payment list's server time in the regular expression). Bounded,
 * since a name can come from a request; past the bound a name is normalised and not kept.
 */
const normalized = new Map<string, string>();
const MAX_NORMALIZED = 256;

export function normalizeRole(role: string): string {
  const known = normalized.get(role);
  if (known !== undefined) return known;
  const name = role.replace(/_/g, '').toLowerCase();
  if (normalized.size < MAX_NORMALIZED) normalized.set(role, name);
  return name;
}

export function sameRole(a: string, b: string): boolean {
  return normalizeRole(a) === normalizeRole(b);
}

/** `'*'` or an empty list means any signed-in role. */
export type RoleList = '*' | readonly Role[];

export function roleAllowed(role: string, allowed: RoleList): boolean {
  if (allowed === '*' || allowed.length === 0) return true;
  const wanted = normalizeRole(role);
  return allowed.some((r) => normalizeRole(r) === wanted);
}

export function toRole(value: string): Role | undefined {
  const wanted = normalizeRole(value);
  return ROLES.find((r) => normalizeRole(r) === wanted);
}

export function isClientRole(role: string): boolean {
  return roleAllowed(role, CLIENT_ROLES);
}

/** accountant_simple is labelled as accountant (spec 1 §2.5). */
export function roleLabelKey(role: string): Role {
  const known = toRole(role) ?? 'client';
  return known === 'accountant_simple' ? 'accountant' : known;
}

/**
 * Roles that act for a client organisation and may enter an agent's code for it (referral, issue
 * 27). Here, not in contracts/api/referral.ts: the menu row needs only the list, and importing the
 * contract into the route table put its schemas, and zod, in the signed-in home.
 */
export const REFERRAL_CLIENTS = ACTING_CLIENT_ROLES;
