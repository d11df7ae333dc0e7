import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import type { ReferralApplication } from '../../../../contracts/api/referral.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/dates.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { AsOf } from '../../../ui/as-of.tsx';
import { CopyButton } from '../../../ui/copy-button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { formatMoney } from '../../../ui/format.ts';
import { PhoneInput } from '../../../ui/phone-input.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { StatusChip, type ChipTone } from '../../../ui/status-chip.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import {
  apply,
  decide,
  enterPromo,
  join,
  payout,
  useAgent,
  useAgents,
  useApplications,
  useLanding,
  useMe,
} from '../api/referral-api.ts';
import '../../../ui/buttons.css';
import '../../../ui/data-list.css';
import '../../../ui/fields.css';

const TONES: Readonly<Record<string, ChipTone>> = {
  new: 'info',
  in_review: 'warning',
  opened: 'success',
  rejected: 'danger',
};

function Pager({
  page,
  pageCount,
  onPage,
}: {
  page: number;
  pageCount: number;
  onPage: (p: number) => void;
}) {
  const { t } = useTranslation('referral');
  if (pageCount <= 1) return null;
  return (
    <nav className="cb-referral-pager" aria-label={t('pages')} data-testid="pager">
      <button
        type="button"
        className="cb-button cb-button--secondary"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('prev')}
      </button>
      <span>
        {' '}
        {page} / {pageCount}{' '}
      </span>
      <button
        type="button"
        className="cb-button cb-button--secondary"
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        {t('next')}
      </button>
    </nav>
  );
}

/** /referral/:promocode — the guest's invitation landing: an application for an account. */
export function ReferralLandingScreen() {
  const { t } = useTranslation('referral');
  const { promocode = '' } = useParams();
  const landing = useLanding(promocode);
  const [name, setName] = useState('');
  const [inn, setInn] = useState('');
  const [phone, setPhone] = useState('');
  const [contact, setContact] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const own: Record<string, string> = {};
    if (name.trim().length < 2) own.organization_name = t('landing.required');
    if (!/^\d{9}$/.test(inn)) own.inn = t('landing.inn');
    if (!/^998\d{9}$/.test(phone)) own.phone = t('landing.required');
    if (contact.trim().length < 2) own.contact_name = t('landing.required');
    setErrors(own);
    if (Object.keys(own).length > 0) return;
    setBusy(true);
    try {
      const outcome = await apply({
        promocode,
        organization_name: name.trim(),
        inn,
        phone,
        contact_name: contact.trim(),
      });
      const envelope = outcome.kind === 'response' ? outcome.envelope : null;
      if (envelope?.status === 'success') setDone(envelope.message ?? t('landing.sent'));
      else if (outcome.kind === 'response') {
        const error = new ApiError(outcome);
        setErrors({ ...error.fieldErrors(), form: error.serverMessage ?? t('landing.failed') });
      } else setErrors({ form: t('landing.failed') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="cb-page" data-testid="referral-landing">
      <h1>{t('landing.title')}</h1>
      {landing.isPending ? (
        <SkeletonLines lines={4} />
      ) : landing.isError ? (
        <EmptyState text={t('landing.unknown')} />
      ) : done !== null ? (
        <p role="status" data-testid="landing-done">
          {done}
        </p>
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate data-testid="landing-form">
          <p>{t('landing.intro', { agent: landing.data?.agent_name ?? '' })}</p>
          <TextField
            label={t('landing.organization')}
            testId="landing-organization"
            required
            maxLength={200}
            value={name}
            onChange={(v) => setName(v)}
            error={errors.organization_name ?? null}
          />
          <TextField
            label={t('landing.innLabel')}
            testId="landing-inn"
            required
            inputMode="numeric"
            maxLength={9}
            value={inn}
            onChange={(v) => setInn(v.replace(/\D/g, '').slice(0, 9))}
            error={errors.inn ?? null}
          />
          <PhoneInput
            label={t('landing.phone')}
            testId="landing-phone"
            required
            value={phone}
            onChange={(v) => setPhone(v)}
            error={errors.phone ?? null}
          />
          <TextField
            label={t('landing.contact')}
            testId="landing-contact"
            required
            maxLength={120}
            value={contact}
            onChange={(v) => setContact(v)}
            error={errors.contact_name ?? null}
          />
          {errors.form ? (
            <p className="cb-field__error" role="alert">
              {errors.form}
            </p>
          ) : null}
          <SubmitButton busy={busy} testId="landing-submit">
            {t('landing.submit')}
          </SubmitButton>
        </form>
      )}
    </div>
  );
}

/** /referral/welcome — what the programme is and how to join. */
export function ReferralWelcomeScreen() {
  const { t } = useTranslation('referral');
  const navigate = useNavigate();
  const me = useMe();
  const [busy, setBusy] = useState(false);
  const agent = me.data?.data.agent ?? null;
  return (
    <div className="cb-page" data-testid="referral-welcome">
      <h1>{t('welcome.title')}</h1>
      <p>{t('welcome.text1')}</p>
      <p>{t('welcome.text2', { payout: formatMoney('200000.00', 'UZS', currentLanguage()) })}</p>
      {agent !== null ? (
        <Link to="/referral" className="cb-button" data-testid="welcome-open">
          {t('welcome.open')}
        </Link>
      ) : (
        <button
          type="button"
          className="cb-button"
          disabled={busy || me.isPending}
          data-testid="welcome-join"
          onClick={() => {
            setBusy(true);
            void join()
              .then(() => navigate('/referral'))
              .finally(() => setBusy(false));
          }}
        >
          {t('welcome.join')}
        </button>
      )}
      <p>
        <Link to="/referral/enter-promo-code">{t('welcome.haveCode')}</Link>
      </p>
    </div>
  );
}

/** /referral — the agent's code, link and what it brought. */
export function ReferralScreen() {
  const { t } = useTranslation('referral');
  const language = currentLanguage();
  const me = useMe();
  if (me.isPending) return <SkeletonLines lines={5} />;
  const agent = me.data?.data.agent ?? null;
  if (agent === null) return <Navigate to="/referral/welcome" replace />;
  const link = `${window.location.origin}${agent.link_path}`;
  return (
    <div className="cb-page" data-testid="referral">
      <h1>{t('agent.title')}</h1>
      <AsOf asOf={me.data?.asOf} fetchedAt={me.dataUpdatedAt} testId="referral-as-of" />
      <p>
        {t('agent.code')}: <strong data-testid="referral-code">{agent.promo_code}</strong>{' '}
        <CopyButton text={agent.promo_code} testId="copy-code" />
      </p>
      <p>
        {t('agent.link')}: <span data-testid="referral-link">{link}</span>{' '}
        <CopyButton text={link} testId="copy-link" />
      </p>
      <ul className="cb-data-list">
        <li>
          {t('agent.applications')}: {agent.applications}
        </li>
        <li>
          {t('agent.opened')}: {agent.opened}
        </li>
        <li>
          {t('agent.payoutTotal')}: {formatMoney(agent.payout_total, 'UZS', language)} ·{' '}
          {t('agent.payoutPaid')}: {formatMoney(agent.payout_paid, 'UZS', language)}
        </li>
      </ul>
      <p>
        <Link to="/referral/agent-requests" data-testid="to-requests">
          {t('agent.toRequests')}
        </Link>
      </p>
      <p>
        <Link to="/referral/attracted-clients-applications">{t('agent.toAttracted')}</Link>
      </p>
      <p>
        <Link to="/referral/enter-promo-code">{t('welcome.haveCode')}</Link>
      </p>
    </div>
  );
}

/** /referral/enter-promo-code — a client organisation names the agent who brought it (once). */
export function EnterPromoScreen() {
  const { t } = useTranslation('referral');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.trim().length !== 10) {
      setError(t('promo.format'));
      return;
    }
    setBusy(true);
    try {
      const outcome = await enterPromo(code.trim().toUpperCase());
      const envelope = outcome.kind === 'response' ? outcome.envelope : null;
      if (envelope?.status === 'success' && envelope.data) {
        setDone(t('promo.done', { agent: envelope.data.agent_name }));
        setError(null);
      } else if (outcome.kind === 'response') {
        const e = new ApiError(outcome);
        setError(e.fieldErrors().promocode ?? e.serverMessage ?? t('promo.failed'));
      } else setError(t('promo.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="cb-page" data-testid="enter-promo">
      <h1>{t('promo.title')}</h1>
      {done !== null ? (
        <p role="status" data-testid="promo-done">
          {done}
        </p>
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate>
          <p>{t('promo.intro')}</p>
          <TextField
            label={t('promo.code')}
            testId="promo-code"
            required
            maxLength={10}
            autoComplete="off"
            value={code}
            onChange={(v) => setCode(v.toUpperCase())}
            error={error}
          />
          <SubmitButton busy={busy} testId="promo-submit">
            {t('promo.submit')}
          </SubmitButton>
        </form>
      )}
    </div>
  );
}

function ApplicationItem({ a, actions }: { a: ReferralApplication; actions?: boolean }) {
  const { t } = useTranslation('referral');
  const [busy, setBusy] = useState(false);
  const run = (action: () => Promise<unknown>) => {
    setBusy(true);
    void action().finally(() => setBusy(false));
  };
  return (
    <li data-testid={`application-${a.inn}`}>
      <strong>{a.organization_name}</strong> · {t('list.inn')} {a.inn}
      <br />
      {a.contact_name}
      {a.phone !== '' ? ` · +${a.phone}` : ''} · {formatDate(a.created_at)}
      <br />
      <StatusChip label={a.statusName} tone={TONES[a.status] ?? 'neutral'} testId={`app-status-${a.inn}`} />
      {a.status === 'opened'
        ? ` ${t('list.payout')}: ${formatMoney(a.payout, 'UZS', currentLanguage())} · ${a.payout_paid ? t('list.paid') : t('list.due')}`
        : ''}
      {actions && a.isDecide ? (
        <span>
          {a.status === 'new' ? (
            <button
              type="button"
              className="cb-link-button"
              disabled={busy}
              onClick={() => run(() => decide(a.id, 'in_review'))}
            >
              {t('admin.review')}
            </button>
          ) : null}{' '}
          <button
            type="button"
            className="cb-link-button"
            disabled={busy}
            data-testid={`open-${a.inn}`}
            onClick={() => run(() => decide(a.id, 'opened'))}
          >
            {t('admin.opened')}
          </button>{' '}
          <button
            type="button"
            className="cb-link-button"
            disabled={busy}
            onClick={() => run(() => decide(a.id, 'rejected'))}
          >
            {t('admin.reject')}
          </button>
        </span>
      ) : null}
      {actions && a.isPayout ? (
        <button
          type="button"
          className="cb-link-button"
          disabled={busy}
          onClick={() => run(() => payout(a.id))}
        >
          {t('admin.markPaid')}
        </button>
      ) : null}
    </li>
  );
}

function ApplicationsScreen({ kind }: { kind: 'requests' | 'attracted' }) {
  const { t } = useTranslation('referral');
  const [page, setPage] = useState(1);
  const list = useApplications(kind, page);
  const meta = list.data?.data._meta;
  return (
    <div className="cb-page" data-testid={`referral-${kind}`}>
      <h1>{t(kind === 'requests' ? 'list.requestsTitle' : 'list.attractedTitle')}</h1>
      <AsOf asOf={list.data?.asOf} fetchedAt={list.dataUpdatedAt} testId="applications-as-of" />
      {list.isPending ? (
        <SkeletonLines lines={6} />
      ) : (list.data?.data.list.length ?? 0) === 0 ? (
        <EmptyState text={t('list.none')} />
      ) : (
        <ul className="cb-data-list" data-testid="applications">
          {list.data?.data.list.map((a) => (
            <ApplicationItem key={a.id} a={a} />
          ))}
        </ul>
      )}
      {meta ? <Pager page={page} pageCount={meta.pageCount} onPage={setPage} /> : null}
    </div>
  );
}

/** /referral/agent-requests — the applications guests sent through the agent's link. */
export function AgentRequestsScreen() {
  return <ApplicationsScreen kind="requests" />;
}

/** /referral/attracted-clients-applications — client organisations that entered the agent's code. */
export function AttractedScreen() {
  return <ApplicationsScreen kind="attracted" />;
}

/** /referral/admin-list — the bank's view of agents and payouts. */
export function AdminListScreen() {
  const { t } = useTranslation('referral');
  const language = currentLanguage();
  const [page, setPage] = useState(1);
  const [text, setText] = useState('');
  const agents = useAgents(page, text.trim());
  const meta = agents.data?.data._meta;
  return (
    <div className="cb-page" data-testid="referral-admin">
      <h1>{t('admin.title')}</h1>
      <TextField
        label={t('admin.search')}
        testId="agents-search"
        value={text}
        onChange={(v) => {
          setText(v);
          setPage(1);
        }}
      />
      <AsOf asOf={agents.data?.asOf} fetchedAt={agents.dataUpdatedAt} testId="agents-as-of" />
      {agents.isPending ? (
        <SkeletonLines lines={8} />
      ) : (agents.data?.data.list.length ?? 0) === 0 ? (
        <EmptyState text={t('admin.none')} action={{ label: t('admin.reset'), run: () => setText('') }} />
      ) : (
        <ul className="cb-data-list" data-testid="agents">
          {agents.data?.data.list.map((a) => (
            <li key={a.promo_code}>
              <Link to={`/referral/admin-list/agent/${a.promo_code}`}>
                <strong>{a.full_name}</strong>
              </Link>{' '}
              · {a.promo_code}
              <br />
              {a.organization_name || a.username}
              <br />
              {t('agent.applications')}: {a.applications} · {t('agent.opened')}: {a.opened} · {t('admin.due')}
              : {formatMoney(a.payout_due, 'UZS', language)}
            </li>
          ))}
        </ul>
      )}
      {meta ? <Pager page={page} pageCount={meta.pageCount} onPage={setPage} /> : null}
    </div>
  );
}

/** /referral/admin-list/agent/:agentPromoCode — one agent's applications; the bank decides and pays. */
export function AdminAgentScreen() {
  const { t } = useTranslation('referral');
  const language = currentLanguage();
  const { agentPromoCode = '' } = useParams();
  const [page, setPage] = useState(1);
  const agent = useAgent(agentPromoCode, page);
  if (agent.isPending) return <SkeletonLines lines={8} />;
  if (agent.isError || !agent.data) return <EmptyState text={t('admin.unknown')} />;
  const a = agent.data.agent;
  return (
    <div className="cb-page" data-testid="referral-agent">
      <h1>{a.full_name}</h1>
      <p>
        {a.promo_code} · {a.organization_name || a.username} · {formatDate(a.created_at)}
      </p>
      <p>
        {t('agent.payoutTotal')}: {formatMoney(a.payout_total, 'UZS', language)} · {t('admin.due')}:{' '}
        {formatMoney(a.payout_due, 'UZS', language)}
      </p>
      {agent.data.applications.list.length === 0 ? (
        <EmptyState text={t('list.none')} />
      ) : (
        <ul className="cb-data-list" data-testid="applications">
          {agent.data.applications.list.map((x) => (
            <ApplicationItem key={x.id} a={x} actions />
          ))}
        </ul>
      )}
      <Pager page={page} pageCount={agent.data.applications._meta.pageCount} onPage={setPage} />
      <p>
        <Link to="/referral/admin-list">{t('admin.back')}</Link>
      </p>
    </div>
  );
}
