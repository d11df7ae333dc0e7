/** The RBAC editor's route rows (spec 3 §2.7), composed into src/app/route-table.tsx. */
import { lazyChunk } from '../../lib/lazy-chunk.ts';
import type { BuiltRoute } from '../../lib/route-row.ts';

const load = () => import('./screens/rbac-screens.tsx');
const RbacRedirect = lazyChunk(() => load().then((m) => ({ default: m.RbacRedirect })));
const RolesScreen = lazyChunk(() => load().then((m) => ({ default: m.RolesScreen })));
const RoleAddScreen = lazyChunk(() => load().then((m) => ({ default: m.RoleAddScreen })));
const RoleEditScreen = lazyChunk(() => load().then((m) => ({ default: m.RoleEditScreen })));
const PermissionsScreen = lazyChunk(() => load().then((m) => ({ default: m.PermissionsScreen })));
const PermissionAddScreen = lazyChunk(() => load().then((m) => ({ default: m.PermissionAddScreen })));
const PermissionEditScreen = lazyChunk(() => load().then((m) => ({ default: m.PermissionEditScreen })));
const RulesScreen = lazyChunk(() => load().then((m) => ({ default: m.RulesScreen })));
const RuleAddScreen = lazyChunk(() => load().then((m) => ({ default: m.RuleAddScreen })));
const RuleEditScreen = lazyChunk(() => load().then((m) => ({ default: m.RuleEditScreen })));

export const RBAC_ROUTES: readonly BuiltRoute[] = [
  { path: '/rbac', screen: RbacRedirect, titleKey: 'rbac' },
  { path: '/rbac/roles', screen: RolesScreen, titleKey: 'rbacRoles' },
  { path: '/rbac/roles/add', screen: RoleAddScreen, titleKey: 'rbacRoleAdd' },
  { path: '/rbac/roles/:name/edit', screen: RoleEditScreen, titleKey: 'rbacRoleEdit' },
  { path: '/rbac/permissions', screen: PermissionsScreen, titleKey: 'rbacPermissions' },
  { path: '/rbac/permissions/add', screen: PermissionAddScreen, titleKey: 'rbacPermissionAdd' },
  { path: '/rbac/permissions/:name/edit', screen: PermissionEditScreen, titleKey: 'rbacPermissionEdit' },
  { path: '/rbac/rules', screen: RulesScreen, titleKey: 'rbacRules' },
  { path: '/rbac/rules/add', screen: RuleAddScreen, titleKey: 'rbacRuleAdd' },
  { path: '/rbac/rules/:name/edit', screen: RuleEditScreen, titleKey: 'rbacRuleEdit' },
];
