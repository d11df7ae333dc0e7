/**
 * Registration of accounts route rows (issue 25): the contact centre's applications, their data
 * form, and the admin's steps and parameters (list, create, update). Roles come from contracts
 * UI_ROUTES.
 */
import { lazyChunk } from '../../lib/lazy-chunk.ts';
import type { BuiltRoute } from '../../lib/route-row.ts';

const applications = () => import('./screens/application-screens.tsx');
const settings = () => import('./screens/settings-screens.tsx');
const List = lazyChunk(() => applications().then((m) => ({ default: m.RegistrationListScreen })));
const View = lazyChunk(() => applications().then((m) => ({ default: m.RegistrationViewScreen })));
const Data = lazyChunk(() => applications().then((m) => ({ default: m.RegistrationDataScreen })));
const Steps = lazyChunk(() => settings().then((m) => ({ default: m.StepListScreen })));
const StepCreate = lazyChunk(() => settings().then((m) => ({ default: m.StepCreateScreen })));
const StepUpdate = lazyChunk(() => settings().then((m) => ({ default: m.StepUpdateScreen })));
const Parameters = lazyChunk(() => settings().then((m) => ({ default: m.ParameterListScreen })));
const ParameterCreate = lazyChunk(() => settings().then((m) => ({ default: m.ParameterCreateScreen })));
const ParameterUpdate = lazyChunk(() => settings().then((m) => ({ default: m.ParameterUpdateScreen })));

export const REGISTRATION_ACCOUNT_ROUTES: readonly BuiltRoute[] = [
  { path: '/registration-account/list', screen: List, titleKey: 'registrationList' },
  { path: '/registration-account/parameters', screen: Parameters, titleKey: 'registrationParameters' },
  {
    path: '/registration-account/parameters/create',
    screen: ParameterCreate,
    titleKey: 'registrationParameterCreate',
  },
  {
    path: '/registration-account/parameters/update',
    screen: ParameterUpdate,
    titleKey: 'registrationParameterUpdate',
  },
  { path: '/registration-account/steps', screen: Steps, titleKey: 'registrationSteps' },
  { path: '/registration-account/steps/create', screen: StepCreate, titleKey: 'registrationStepCreate' },
  { path: '/registration-account/steps/update', screen: StepUpdate, titleKey: 'registrationStepUpdate' },
  { path: '/registration-account/:id', screen: View, titleKey: 'registrationView' },
  { path: '/registration-account-data/:id', screen: Data, titleKey: 'registrationData' },
];
