import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import {
  WAGE_PREPARERS,
  cleanPan,
  wageOrderProblems,
  type WageCardCode,
  type WageOrder,
  type WageOrderMode,
} from '../../../../contracts/api/wage.ts';
import { roleAllowed } from '../../../../contracts/roles.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { bankToday } from '../../../lib/dates.ts';
import { useSession } from '../../../lib/session.ts';
import { useDirtyForm } from '../../../offline/dirty-forms.ts';
import { useOnline } from '../../../offline/online.ts';
import { dialogs } from '../../../ui/dialog-service.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { FormSummary } from '../../../ui/form-summary.tsx';
import { DateInput } from '../../../ui/inputs/date-inputs.tsx';
import { CardInput, PassportInputs } from '../../../ui/inputs/identifier-inputs.tsx';
import { PhoneInput } from '../../../ui/phone-input.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useMessageText } from '../../../ui/validation-text.ts';
import { createWageOrder, updateWageOrder, useWageOrder } from '../api/wage-api.ts';
import { useContractParams } from './wage-contract-screens.tsx';
import '../../../ui/buttons.css';
import '../../../ui/fields.css';
import '../components/wage.css';

interface Values {
  readonly mode: WageOrderMode;
  readonly documentSeries: string;
  readonly documentNumber: string;
  readonly birthdate: string;
  /** 998 + nine digits, or ''. */
  readonly phone: string;
  readonly pan: string;
}

const EMPTY: Values = {
  mode: 'passport',
  documentSeries: '',
  documentNumber: '',
  birthdate: '',
  phone: '',
  pan: '',
};

/** The fields of the chosen mode only (nothing of the other mode is sent). */
function fieldsOf(v: Values) {
  return v.mode === 'card'
    ? { pan: cleanPan(v.pan) }
    : {
        documentSeries: v.documentSeries.toUpperCase(),
        documentNumber: v.documentNumber,
        birthdate: v.birthdate,
        phone: v.phone,
      };
}

/**
 * The salary card order form, one column: by passport (birth date, series and number, phone +998)
 * or by an existing card (16 digits in groups of four). The contract is read-only. Judged by the
 * server's own rule before anything is sent; a refusal shows each message in an alert.
 */
function OrderForm({
  contract,
  initial,
  submitLabel,
  onSave,
}: {
  contract: { cardCode: WageCardCode; contractId: string };
  initial: Values;
  submitLabel: string;
  onSave: (fields: ReturnType<typeof fieldsOf>) => Promise<void>;
}) {
  const { t } = useTranslation('wage');
  const messageText = useMessageText();
  const online = useOnline();
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [dirty, setDirty] = useState(false);
  useDirtyForm(dirty);

  const problems = wageOrderProblems(fieldsOf(values), bankToday());
  const problemText = (attribute: string): string | null => {
    if (serverErrors[attribute]) return serverErrors[attribute] ?? null;
    if (!submitted) return null;
    const found = problems.find((p) => p.attribute === attribute);
    if (found === undefined) return null;
    return found.message.key === 'required' ? t('form.required') : messageText(found.message);
  };
  const set = (change: Partial<Values>) => {
    setValues((current) => ({ ...current, ...change }));
    setDirty(true);
    setServerErrors({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setSummary(null);
    if (problems.length > 0) {
      setSummary(t('form.fixFields'));
      return;
    }
    setBusy(true);
    try {
      await onSave(fieldsOf(values));
      setDirty(false);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const fields = error.fieldErrors();
      setServerErrors(fields);
      const lines = Object.values(fields);
      dialogs.open({
        kind: 'message',
        tone: 'error',
        title: error.serverMessage ?? t('refused'),
        lines,
      });
      setSummary(error.serverMessage ?? t('refused'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="cb-wage-form" noValidate data-testid="wage-form" onSubmit={(e) => void submit(e)}>
      <FormSummary text={summary} />
      <TextField
        label={t('fields.contract')}
        value={contract.contractId}
        disabled
        onChange={() => undefined}
        testId="wage-contract-id"
      />
      <fieldset className="cb-wage-modes">
        <legend>{t('form.mode')}</legend>
        {(['passport', 'card'] as const).map((mode) => (
          <label key={mode}>
            <input
              type="radio"
              name="wage-mode"
              value={mode}
              checked={values.mode === mode}
              data-testid={`wage-mode-${mode}`}
              onChange={() => set({ mode })}
            />
            {t(`form.modes.${mode}`)}
          </label>
        ))}
      </fieldset>
      {values.mode === 'passport' ? (
        <>
          <DateInput
            label={t('fields.birthdate')}
            required
            value={values.birthdate}
            showErrors={submitted}
            error={problemText('birthdate')}
            testId="wage-birthdate"
            onChange={(birthdate) => set({ birthdate })}
          />
          <PassportInputs
            required
            showErrors={submitted}
            testId="wage-passport"
            value={{ series: values.documentSeries, number: values.documentNumber }}
            errors={{ series: problemText('documentSeries'), number: problemText('documentNumber') }}
            onChange={(p) => set({ documentSeries: p.series, documentNumber: p.number })}
          />
          <PhoneInput
            label={t('fields.phone')}
            required
            value={values.phone}
            showErrors={submitted}
            error={problemText('phone')}
            testId="wage-phone"
            onChange={(phone) => set({ phone })}
          />
        </>
      ) : (
        <CardInput
          label={t('fields.card')}
          required
          value={values.pan}
          showErrors={submitted}
          error={problemText('pan')}
          hint={t('form.cardHint')}
          testId="wage-pan"
          onChange={(pan) => set({ pan })}
        />
      )}
      <div className="cb-wage-sticky">
        <SubmitButton busy={busy} testId="wage-save">
          {online ? submitLabel : t('form.saveQueued')}
        </SubmitButton>
      </div>
    </form>
  );
}

function usePreparer(): boolean {
  const { user } = useSession();
  return roleAllowed(user?.role ?? '', WAGE_PREPARERS);
}

/** /wage/card/add?cardCode&account&contractId — a new order on this contract; without them → /wage. */
export function WageAddScreen() {
  const { t } = useTranslation('wage');
  const navigate = useNavigate();
  const preparer = usePreparer();
  const params = useContractParams();
  const [clientReference] = useState(() => crypto.randomUUID());
  if (params === null) return <Navigate to="/wage" replace />;
  return (
    <div className="cb-page">
      <h1>{t('form.createTitle')}</h1>
      {preparer ? (
        <OrderForm
          contract={params}
          initial={EMPTY}
          submitLabel={t('form.save')}
          onSave={async (fields) => {
            const result = await createWageOrder({
              client_reference: clientReference,
              cardCode: params.cardCode,
              parentContractId: params.contractId,
              ...fields,
            });
            navigate(result.kind === 'done' ? '/wage' : '/outbox', { replace: true });
          }}
        />
      ) : (
        <EmptyState text={t('form.notAllowed')} />
      )}
      <p>
        <Link to="/wage">{t('back')}</Link>
      </p>
    </div>
  );
}

function valuesOf(order: WageOrder): Values {
  return {
    mode: order.mode,
    documentSeries: order.documentSeries ?? '',
    documentNumber: order.documentNumber ?? '',
    birthdate: order.birthdate ?? '',
    phone: order.phone ?? '',
    // The number is never sent back: a card order's number is typed again.
    pan: '',
  };
}

/** /wage/card/edit/:id — the order while the server allows an edit (isUpdate). */
export function WageEditScreen() {
  const { t } = useTranslation('wage');
  const navigate = useNavigate();
  const preparer = usePreparer();
  const id = Number(useParams().id);
  const view = useWageOrder(Number.isInteger(id) && id > 0 ? id : 0);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to="/wage" replace />;
  const order = view.data?.data;
  return (
    <div className="cb-page">
      <h1>{t('form.editTitle')}</h1>
      {view.isPending ? (
        <SkeletonLines lines={6} />
      ) : order === undefined ? (
        <EmptyState text={t('missing')} />
      ) : !preparer || !order.isUpdate ? (
        <EmptyState text={t('form.notAllowed')} />
      ) : (
        <>
          <p className="cb-wage-note">{t('form.voidsSignature')}</p>
          {order.mode === 'card' ? (
            <p className="cb-wage-note">{t('form.retypeCard', { pan: order.pan ?? '' })}</p>
          ) : null}
          <OrderForm
            contract={{ cardCode: order.cardCode, contractId: order.parentContractId }}
            initial={valuesOf(order)}
            submitLabel={t('form.save')}
            onSave={async (fields) => {
              const result = await updateWageOrder(
                {
                  id: order.id,
                  cardCode: order.cardCode,
                  parentContractId: order.parentContractId,
                  ...fields,
                },
                order.version,
              );
              navigate(result.kind === 'done' ? '/wage' : '/outbox', { replace: true });
            }}
          />
        </>
      )}
      <p>
        <Link to={`/wage/${id}`}>{t('back')}</Link>
      </p>
    </div>
  );
}
