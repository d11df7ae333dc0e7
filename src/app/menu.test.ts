import { describe, expect, it } from 'vitest';
import type { GuardUser } from '../../contracts/access.ts';
import { UI_ROUTES, type UiRoute } from '../../contracts/ui-routes.ts';
import { buildMenu } from './menu.ts';
import { ADDED_ROUTES, ROUTE_TABLE, uiRouteFor, type BuiltRoute } from './route-table.tsx';
import { SIGNER_ROLES } from '../../contracts/roles.ts';
import { DEVICE_ROLES } from '../../contracts/api/devices.ts';

const Screen = () => null;
const user = (role: string, unallowedModules: string[] = []): GuardUser => ({
  role,
  unallowedModules,
  isPasswordChangeRequired: false,
});
const byPath = new Map([...UI_ROUTES, ...ADDED_ROUTES].map((r) => [r.path, r]));
const accessOf = (path: string): UiRoute => {
  const access = byPath.get(path);
  if (!access) throw new Error(path);
  return access;
};

/** Rows as later areas will add them, to check grouping against the real UI_ROUTES table. */
const laterRows: BuiltRoute[] = [
  { path: '/payments', screen: Screen, titleKey: 'home' },
  { path: '/chat', screen: Screen, titleKey: 'home' },
  { path: '/currency-payments', screen: Screen, titleKey: 'home' },
];
const rows = [...ROUTE_TABLE, ...laterRows];

describe('buildMenu', () => {
  it('puts home, help and faq on top for every role, then the built groups each role may open', () => {
    for (const role of ['client', 'admin', 'contact_center', 'solfy_terminal']) {
      const menu = buildMenu(ROUTE_TABLE, user(role), uiRouteFor);
      expect(menu.top.map((e) => e.path)).toEqual(['/', '/help', '/faq']);
      const groups: Record<string, [string, string[]][]> = {
        client: [
          ['national-currency', ['/uzs-payments', '/payments-required', '/munis']],
          ['foreign-currency', ['/currency-payments', '/exchange-sum', '/eisvo', '/skv-na-skv']],
          ['loans', ['/credits', '/overdraft']],
          [
            'reports',
            [
              '/export-turnover',
              '/export-turnover-balance',
              '/swift-format',
              '/inc-payment-list',
              '/export-okmk-turnover',
              '/account-operation',
              '/terminal-statement',
            ],
          ],
          ['import', ['/uzs-import', '/currency-import', '/exchange-import']],
          ['salary-project', ['/salary', '/wage']],
          ['messages', ['/chat', '/chat-archive', '/application']],
          [
            'other',
            [
              '/activate',
              '/accounts',
              '/kartoteka',
              '/shablon',
              '/credit-request',
              '/card-order',
              '/online-order/account',
              '/qr',
              '/partner-check',
              '/uz-invest',
              '/ecosystem',
              '/invoices/c',
              '/invoices/d',
              '/oko',
            ],
          ],
          ['unplaced', ['/referral']],
        ],
        // The chat with the bank is for every role (spec 3 §2.3): the messages group for all.
        admin: [
          ['statistics', ['/stats', '/stats-export']],
          ['messages', ['/chat', '/chat-archive']],
          ['referral-admin', ['/referral/admin-list']],
          [
            'administration',
            [
              '/tickers',
              '/notify',
              '/notification',
              '/users',
              '/administrator',
              '/organization',
              '/errors',
              '/key-logs',
              '/mfo',
              '/currency-transaction-codes',
              '/reference/account-type',
              '/status',
              '/constraints',
              '/rbac',
              '/registration-account/parameters',
              '/registration-account/steps',
              '/must-be-auth-accounts',
              '/upload-loan-list',
              '/credit-overdue-notification',
              '/munis/munis-group-list',
              '/wage-card-list',
              '/invoices/report',
              '/rating',
              '/nps-rating',
              '/elk-stats',
            ],
          ],
        ],
        contact_center: [
          ['statistics', ['/chat-reports']],
          ['messages', ['/chat', '/chat-archive', '/application']],
          ['other', ['/order-corporate-card', '/oko/applications']],
          ['administration', ['/registration-account/list', '/wage-card-list']],
          ['messaging-bot', ['/tgb-chats', '/tgb-metrics']],
          [
            'contact-centre',
            ['/chat-with-bank', '/chat-with-bank-archive', '/order-call', '/order-call-archive'],
          ],
        ],
        solfy_terminal: [
          ['messages', ['/chat', '/chat-archive']],
          ['administration', ['/solfy/terminal']],
        ],
      };
      expect(menu.groups.map((g) => [g.group, g.entries.map((e) => e.path)])).toEqual(groups[role]);
    }
  });

  it('links the three timelines for super_user only', () => {
    const paths = (role: string) =>
      buildMenu(ROUTE_TABLE, user(role), uiRouteFor).groups.flatMap((g) => g.entries.map((e) => e.path));
    expect(paths('super_user')).toEqual(
      expect.arrayContaining(['/organization/timeline', '/user/timeline', '/payment/timeline']),
    );
    for (const role of ['admin', 'admin_bank', 'accountant'])
      expect(paths(role)).not.toContain('/user/timeline');
  });

  it('links the reference dictionaries to admin_bank and admin, statuses and constraints to admin, the plan of accounts to super_user', () => {
    const paths = (role: string) =>
      buildMenu(ROUTE_TABLE, user(role), uiRouteFor).groups.flatMap((g) => g.entries.map((e) => e.path));
    expect(paths('admin_bank')).toContain('/reference/account-type');
    expect(paths('admin')).toEqual(
      expect.arrayContaining(['/reference/account-type', '/status', '/constraints']),
    );
    expect(paths('admin_bank')).not.toContain('/status');
    expect(paths('super_user')).toContain('/plan-account');
    expect(paths('admin')).not.toContain('/plan-account');
    expect(paths('accountant')).not.toContain('/constraints');
  });

  it('links the POS terminal registry: /solfy/terminal for solfy_terminal, /terminals for the bank admins', () => {
    const paths = (role: string) =>
      buildMenu(ROUTE_TABLE, user(role), uiRouteFor).groups.flatMap((g) => g.entries.map((e) => e.path));
    expect(paths('solfy_terminal')).toContain('/solfy/terminal');
    expect(paths('solfy_terminal')).not.toContain('/terminals');
    for (const role of ['admin_bank', 'admin_branch']) {
      expect(paths(role)).toContain('/terminals');
      expect(paths(role)).not.toContain('/solfy/terminal');
    }
    expect(paths('accountant')).not.toContain('/terminals');
  });

  it('links the bank directory: /mfo for admin, /bank-code (read-only) for admin_bank', () => {
    const paths = (role: string) =>
      buildMenu(ROUTE_TABLE, user(role), uiRouteFor).groups.flatMap((g) => g.entries.map((e) => e.path));
    expect(paths('admin')).toContain('/mfo');
    expect(paths('admin')).not.toContain('/bank-code');
    expect(paths('admin_bank')).toContain('/bank-code');
    expect(paths('admin_bank')).not.toContain('/mfo');
    expect(paths('accountant')).not.toContain('/mfo');
  });

  it('links /site-mode for admin_bank only, though every signed-in user may open it', () => {
    const paths = (role: string) =>
      buildMenu(ROUTE_TABLE, user(role), uiRouteFor).groups.flatMap((g) => g.entries.map((e) => e.path));
    expect(paths('admin_bank')).toContain('/site-mode');
    for (const role of ['admin', 'accountant', 'super_user']) expect(paths(role)).not.toContain('/site-mode');
    expect(uiRouteFor('/site-mode').roles).toBe('*');
  });

  it('shows /eisvo to client roles and cur_head_bank only, and the overdue-debt page to cur_head_bank', () => {
    const paths = (role: string) =>
      buildMenu(ROUTE_TABLE, user(role), uiRouteFor).groups.flatMap((g) => g.entries.map((e) => e.path));
    expect(paths('accountant')).toContain('/eisvo');
    expect(paths('accountant')).not.toContain('/upload-information-on-overdue-debt');
    expect(paths('cur_head_bank')).toEqual(
      expect.arrayContaining(['/eisvo', '/upload-information-on-overdue-debt']),
    );
    expect(paths('cur_manager')).not.toContain('/eisvo');
    expect(paths('admin')).not.toContain('/eisvo');
    // Transfers between own foreign-currency accounts (spec 2 §2): client roles and four bank roles.
    for (const role of ['accountant', 'admin_bank', 'super_user', 'multiclient', 'cur_head_bank'])
      expect(paths(role), role).toContain('/skv-na-skv');
    expect(paths('cur_manager')).not.toContain('/skv-na-skv');
  });

  it('shows multiclient administration to admin_bank and the child organisations to the multiclient', () => {
    const administration = (role: string) =>
      buildMenu(ROUTE_TABLE, user(role), uiRouteFor)
        .groups.filter((g) => g.group === 'administration')
        .flatMap((g) => g.entries.map((e) => e.path));
    expect(administration('admin_bank')).toContain('/multiclients');
    expect(administration('admin_bank')).not.toContain('/multiclients/ch-o');
    expect(administration('multiclient')).toEqual([
      '/m-payments',
      '/multiclients/ch-o',
      '/multiclients/reports',
    ]);
    for (const role of ['admin', 'admin_branch', 'accountant', 'super_user'])
      expect(administration(role), role).not.toContain('/multiclients');
  });

  it('shows the bank payment list to its five staff roles only (issue 24)', () => {
    const administration = (role: string) =>
      buildMenu(ROUTE_TABLE, user(role), uiRouteFor)
        .groups.filter((g) => g.group === 'administration')
        .flatMap((g) => g.entries.map((e) => e.path));
    for (const role of ['admin_branch', 'admin_bank', 'cur_head_acc', 'moderator', 'universal_manager'])
      expect(administration(role), role).toContain('/payments');
    for (const role of ['accountant', 'head', 'multiclient', 'super_user', 'admin'])
      expect(administration(role), role).not.toContain('/payments');
  });

  it('shows the three imports to client roles, the exchange import without accountant_simple', () => {
    const imports = (role: string) =>
      buildMenu(ROUTE_TABLE, user(role), uiRouteFor)
        .groups.filter((g) => g.group === 'import')
        .flatMap((g) => g.entries.map((e) => e.path));
    for (const role of ['client', 'accountant', 'head', 'super_head', 'passive_user', 'accountant_sign'])
      expect(imports(role), role).toEqual(['/uzs-import', '/currency-import', '/exchange-import']);
    expect(imports('accountant_simple')).toEqual(['/uzs-import', '/currency-import']);
    expect(imports('cur_manager')).toEqual([]);
    expect(imports('multiclient')).toEqual([]);
  });

  it('lists currency buy/sell requests for the currency staff and the bank document list for the moderator', () => {
    const paths = (role: string) =>
      buildMenu(ROUTE_TABLE, user(role), uiRouteFor).groups.flatMap((g) => g.entries.map((e) => e.path));
    expect(paths('cur_manager')).toContain('/exchange-sum');
    expect(paths('moderator')).toContain('/exchange/sell/list');
    expect(paths('moderator')).not.toContain('/exchange/sell/document');
    expect(paths('moderator')).not.toContain('/exchange-sum');
    expect(paths('admin')).not.toContain('/exchange-sum');
  });

  it('links /activate for signers only (the route itself is open to everyone)', () => {
    expect([...(SIGNER_ROLES as readonly string[])].sort()).toEqual([...DEVICE_ROLES].sort());
    const paths = (role: string) =>
      buildMenu(ROUTE_TABLE, user(role), uiRouteFor).groups.flatMap((g) => g.entries.map((e) => e.path));
    expect(paths('head')).toContain('/activate');
    expect(paths('accountant_sign')).toContain('/activate');
    expect(paths('accountant')).not.toContain('/activate');
    expect(paths('admin')).not.toContain('/activate');
  });

  it('lists only built routes the role may open, in spec group order', () => {
    const menu = buildMenu(rows, user('accountant'), accessOf);
    expect(menu.groups.map((g) => g.group)).toEqual([
      'national-currency',
      'foreign-currency',
      'loans',
      'reports',
      'import',
      'salary-project',
      'messages',
      'other',
      'unplaced',
    ]);
    const national = menu.groups.find((g) => g.group === 'national-currency');
    expect(national?.entries.map((e) => e.path)).toEqual(['/uzs-payments', '/payments-required', '/munis']);
  });

  it('never links a route with parameters or one without a menu group', () => {
    const menu = buildMenu(rows, user('admin'), accessOf);
    const paths = menu.groups.flatMap((g) => g.entries.map((e) => e.path));
    expect(paths).toContain('/referral/admin-list');
    expect(paths).not.toContain('/referral/admin-list/agent/:agentPromoCode');
    expect(paths).not.toContain('/uzs-payments/add');
  });

  it('shows staff groups to staff roles only', () => {
    const admin = buildMenu(rows, user('admin_branch'), accessOf);
    // The chat with the bank is for every role (docs/decisions.md, Chats): staff have messages too.
    expect(admin.groups.map((g) => g.group)).toEqual(['messages', 'administration']);
    const client = buildMenu(rows, user('client'), accessOf);
    expect(client.groups.map((g) => g.group)).not.toContain('administration');
  });

  it('hides entries of unallowed modules and drops groups left empty', () => {
    const menu = buildMenu(
      rows,
      user('accountant', ['uzs-payments', 'payments-required', 'munis']),
      accessOf,
    );
    expect(menu.groups.map((g) => g.group)).not.toContain('national-currency');
    const hidden = buildMenu(rows, user('accountant', ['faq']), accessOf);
    expect(hidden.top.map((e) => e.path)).toEqual(['/', '/help']);
  });

  it('matches roles ignoring case and underscores', () => {
    const menu = buildMenu(rows, user('AccountantSimple'), accessOf);
    expect(menu.groups.find((g) => g.group === 'national-currency')?.entries.length).toBe(3);
  });
});
