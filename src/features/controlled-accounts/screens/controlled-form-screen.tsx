import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import {
  CONTROLLED_NAME_MAX,
  NIBBD_PATTERN,
  type ControlledRow,
  type PrepareAnswer,
} from '../../../../contracts/api/controlled-accounts.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { namedOptions, SelectField } from '../../../ui/select-field.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useMessageText } from '../../../ui/validation-text.ts';
import { prepare, saveControlled, useControlledStatuses, useControlledTypes } from '../api/controlled-api.ts';
import {
  afterLookup,
  digits,
  draftOf,
  draftProblems,
  EMPTY_LOOKUP,
  type ControlledDraft,
  type DraftProblem,
} from '../controlled-form-logic.ts';
import './controlled.css';

/**
 * /must-be-auth-accounts/create (spec 3 §2.4, §3.7, §4, §5): the form, also for editing when the list
 * passes a record in navigation state. Typing the 8-digit nibbd loads its organisations and their
 * users; an empty answer clears both lists and selections. After a save it returns to the list.
 */
export function ControlledFormScreen() {
  const { t } = useTranslation('controlledAccounts');
  const messageText = useMessageText();
  const navigate = useNavigate();
  const location = useLocation();
  const record = (location.state as { record?: ControlledRow } | null)?.record;
  const statuses = useControlledStatuses();
  const types = useControlledTypes();
  const [draft, setDraft] = useState<ControlledDraft>(() => draftOf(record));
  const [lookup, setLookup] = useState<PrepareAnswer>(EMPTY_LOOKUP);
  const [looked, setLooked] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const lookupSeq = useRef(0);
  // Only the latest look-up's answer counts (the nibbd may change while one is under way).
  const lookUp = useCallback((value: string) => {
    const seq = ++lookupSeq.current;
    if (!NIBBD_PATTERN.test(value)) {
      setLookup(EMPTY_LOOKUP);
      setLooked(false);
      setDraft((d) => ({ ...d, organization_id: '', user_id: '' }));
      return;
    }
    prepare(value).then(
      (answer) => {
        if (seq !== lookupSeq.current) return;
        setLookup(answer);
        setLooked(true);
        setDraft((d) => afterLookup(d, answer));
      },
      () => undefined,
    );
  }, []);
  const [initialNibbd] = useState(draft.nibbd);
  useEffect(() => {
    // Editing: the record's organisation and user lists load once, keeping its selections.
    if (NIBBD_PATTERN.test(initialNibbd)) {
      const seq = ++lookupSeq.current;
      prepare(initialNibbd).then(
        (answer) => {
          if (seq !== lookupSeq.current) return;
          setLookup(answer);
          setLooked(true);
          setDraft((d) => afterLookup(d, answer));
        },
        () => undefined,
      );
    }
  }, [initialNibbd]);

  const problems = draftProblems(draft);
  const invalid = Object.keys(problems).length > 0;
  const text = (problem: DraftProblem | undefined) =>
    problem === undefined
      ? null
      : problem === 'required'
        ? messageText({ key: 'required' })
        : t(`errors.${problem}`);
  const error = (field: keyof ControlledDraft) =>
    serverErrors[field] || (submitted ? text(problems[field]) : null);
  const set = (field: keyof ControlledDraft, value: string) => {
    setDraft({ ...draft, [field]: value });
    if (serverErrors[field]) setServerErrors({ ...serverErrors, [field]: '' });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (invalid) return;
    setBusy(true);
    try {
      await saveControlled({
        ...(draft.id === undefined ? {} : { id: draft.id }),
        name: draft.name.trim(),
        account: draft.account,
        bxm_code: draft.bxm_code,
        status: draft.status === '1' ? 1 : 0,
        type: 1,
        user_id: Number(draft.user_id),
        organization_id: Number(draft.organization_id),
      });
      navigate('/must-be-auth-accounts', { replace: true });
    } catch (caught) {
      setServerErrors(caught instanceof ApiError ? caught.fieldErrors() : {});
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="cb-page">
      <h1>{t(record ? 'editTitle' : 'createTitle')}</h1>
      <form
        className="cb-controlled-form"
        noValidate
        onSubmit={(e) => void submit(e)}
        data-testid="controlled-form"
      >
        {submitted && invalid ? (
          <p className="cb-field__error" role="alert" data-testid="form-summary">
            {messageText({ key: 'requiredAll' })}
          </p>
        ) : null}
        <TextField
          label={t('fields.nibbd')}
          required
          inputMode="numeric"
          maxLength={8}
          value={draft.nibbd}
          onChange={(value) => {
            const next = digits(value, 8);
            set('nibbd', next);
            if (next !== draft.nibbd) lookUp(next);
          }}
          error={error('nibbd')}
          hint={looked && lookup.organizations.length === 0 ? t('nothingFound') : t('nibbdHint')}
          testId="controlled-nibbd"
        />
        <div className="cb-controlled-form__row">
          <SelectField
            id="controlled-organization"
            label={t('fields.organization')}
            required
            value={draft.organization_id}
            emptyLabel={t('choose')}
            options={namedOptions(lookup.organizations)}
            onChange={(value) => set('organization_id', value)}
            error={error('organization_id')}
            testId="controlled-organization"
          />
          <SelectField
            id="controlled-user"
            label={t('fields.user')}
            required
            value={draft.user_id}
            emptyLabel={t('choose')}
            options={lookup.users.map((u) => ({
              value: String(u.user_id),
              label: `${u.full_name} (${u.username})`,
            }))}
            onChange={(value) => set('user_id', value)}
            error={error('user_id')}
            testId="controlled-user"
          />
        </div>
        <TextField
          label={t('fields.name')}
          required
          maxLength={CONTROLLED_NAME_MAX}
          value={draft.name}
          onChange={(value) => set('name', value)}
          error={error('name')}
          testId="controlled-name"
        />
        <TextField
          label={t('fields.account')}
          required
          inputMode="numeric"
          maxLength={27}
          value={draft.account}
          onChange={(value) => set('account', digits(value, 27))}
          error={error('account')}
          hint={t('accountCounter', { count: draft.account.length })}
          testId="controlled-account"
        />
        <div className="cb-controlled-form__row">
          <TextField
            label={t('fields.bxm_code')}
            required
            inputMode="numeric"
            maxLength={5}
            value={draft.bxm_code}
            onChange={(value) => set('bxm_code', digits(value, 5))}
            error={error('bxm_code')}
            testId="controlled-bxm"
          />
          <SelectField
            id="controlled-form-status"
            label={t('fields.status')}
            required
            value={draft.status}
            options={namedOptions(statuses.data)}
            onChange={(value) => set('status', value)}
            error={error('status')}
            testId="controlled-form-status"
          />
        </div>
        <SelectField
          id="controlled-form-type"
          label={t('fields.type')}
          required
          value={draft.type}
          options={namedOptions(types.data)}
          onChange={(value) => set('type', value)}
          error={error('type')}
          testId="controlled-form-type"
        />
        <SubmitButton busy={busy} testId="controlled-save">
          {t('actions.save')}
        </SubmitButton>
      </form>
      <p>
        <Link to="/must-be-auth-accounts">{t('actions.back')}</Link>
      </p>
    </div>
  );
}
