import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BRANCH_MFO_PATTERN,
  STORED_PHONE_PATTERN,
  USER_FULL_NAME_MAX,
  USERNAME_PATTERN,
  type UserCreateBody,
} from '../../../../contracts/api/users.ts';
import { ROLES, roleLabelKey } from '../../../../contracts/roles.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useAssignableRoles } from '../api/get-user.ts';
import { SelectField } from '../../../ui/select-field.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { TextField } from '../../../ui/text-field.tsx';

export interface UserFormValues {
  readonly username: string;
  readonly full_name: string;
  /** A catalogue role or a role added in the RBAC editor (the server resolves it). */
  readonly role: string;
  readonly phone: string;
  readonly branch_mfo: string;
  readonly organization_inn: string;
}

type Field = keyof UserFormValues;

/** The same rules as the server's schema, checked before sending. */
type FormProblem = 'username' | 'required' | 'phone' | 'mfo' | 'inn';

export function userFormProblems(v: UserFormValues, creating: boolean): Partial<Record<Field, FormProblem>> {
  const problems: Partial<Record<Field, FormProblem>> = {};
  if (creating && !USERNAME_PATTERN.test(v.username.trim())) problems.username = 'username';
  if (v.full_name.trim() === '' || v.full_name.trim().length > USER_FULL_NAME_MAX)
    problems.full_name = 'required';
  if (v.phone.trim() !== '' && !STORED_PHONE_PATTERN.test(v.phone.trim())) problems.phone = 'phone';
  if (v.branch_mfo.trim() !== '' && !BRANCH_MFO_PATTERN.test(v.branch_mfo.trim()))
    problems.branch_mfo = 'mfo';
  if (creating && v.organization_inn.trim() !== '' && !/^\d{9}$/.test(v.organization_inn.trim())) {
    problems.organization_inn = 'inn';
  }
  return problems;
}

export function createBody(v: UserFormValues): UserCreateBody {
  return {
    username: v.username.trim(),
    full_name: v.full_name.trim(),
    role: v.role,
    phone: v.phone.trim() || null,
    branch_mfo: v.branch_mfo.trim() || null,
    organization_inn: v.organization_inn.trim() || null,
  };
}

/**
 * Create and edit form of a user: username (create only), full name, role, phone (998 and nine
 * digits), branch MFO, and on create the organisation's INN. Field refusals of the server (a taken
 * username, an unknown branch, the last administrator's role) show under the fields.
 */
export function UserForm({
  initial,
  creating,
  onSave,
}: {
  initial: UserFormValues;
  creating: boolean;
  onSave: (values: UserFormValues) => Promise<unknown>;
}) {
  const { t } = useTranslation('users');
  const { t: tc } = useTranslation('common');
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const problems = userFormProblems(values, creating);
  const addedRoles = useAssignableRoles();

  const set = (field: Field) => (value: string) => {
    setValues({ ...values, [field]: value });
    if (serverErrors[field]) setServerErrors({ ...serverErrors, [field]: '' });
  };
  const shown = (field: Field) =>
    serverErrors[field] || (submitted && problems[field] ? t(`form.problems.${problems[field]}`) : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    try {
      await onSave(values);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const fields = error.fieldErrors();
      setServerErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(error.serverMessage ?? t('failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="cb-users__form" noValidate onSubmit={(e) => void submit(e)} data-testid="user-form">
      {creating ? (
        <TextField
          label={t('fields.username')}
          name="username"
          required
          maxLength={40}
          autoComplete="off"
          value={values.username}
          testId="user-form-username"
          onChange={set('username')}
          error={shown('username')}
        />
      ) : null}
      <TextField
        label={t('fields.full_name')}
        name="full_name"
        required
        maxLength={USER_FULL_NAME_MAX}
        value={values.full_name}
        testId="user-form-full-name"
        onChange={set('full_name')}
        error={shown('full_name')}
      />
      <SelectField
        id="user-form-role"
        testId="user-form-role"
        label={t('fields.role')}
        value={values.role}
        options={[
          ...ROLES.map((role) => ({ value: role, label: `${tc(`roles.${role}`)} (${role})` })),
          ...(addedRoles.data ?? []).map((role) => ({
            value: role.name,
            label: t('form.addedRole', {
              name: role.name,
              base: tc(`roles.${roleLabelKey(role.base_role)}`),
            }),
          })),
        ]}
        onChange={(role) => set('role')(role)}
      />
      {serverErrors['role'] ? (
        <p className="cb-users__error" role="alert" data-testid="user-form-role-error">
          {serverErrors['role']}
        </p>
      ) : null}
      <TextField
        label={t('form.phone')}
        name="phone"
        inputMode="numeric"
        maxLength={12}
        value={values.phone}
        testId="user-form-phone"
        onChange={set('phone')}
        error={shown('phone')}
      />
      <TextField
        label={t('staff.branchMfo')}
        name="branch_mfo"
        inputMode="numeric"
        maxLength={5}
        value={values.branch_mfo}
        testId="user-form-branch"
        onChange={set('branch_mfo')}
        error={shown('branch_mfo')}
      />
      {creating ? (
        <TextField
          label={t('staff.inn')}
          name="organization_inn"
          inputMode="numeric"
          maxLength={9}
          value={values.organization_inn}
          testId="user-form-inn"
          onChange={set('organization_inn')}
          error={shown('organization_inn')}
        />
      ) : null}
      {failure ? (
        <p className="cb-users__error" role="alert">
          {failure}
        </p>
      ) : null}
      <SubmitButton busy={busy} testId="user-form-save">
        {t('staff.save')}
      </SubmitButton>
    </form>
  );
}
