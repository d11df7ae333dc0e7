/**
 * The in-app survey (spec 2 §9, spec 3 §3.9; docs/decisions.md "Surveys"): a home card offered to a
 * client role when survey/pending says so — after the organisation sent a payment, at most once per
 * period. Score 1–10 as a radio group, comment, products used, credit or non-credit client; "Not
 * now" declines for the period. The answer carries one Idempotency-Key per attempt, so a double tap
 * or a retry stores it once.
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CREDIT_TYPES, SURVEY_COMMENT_MAX } from '../../../../contracts/api/surveys.ts';
import { CLIENT_ROLES, roleAllowed } from '../../../../contracts/roles.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import { answerSurvey, declineSurvey, useSurveyPending } from '../api/surveys-api.ts';
import '../../../ui/buttons.css';
import '../../../ui/fields.css';
import '../../../ui/home-card.css';
import './surveys.css';

export function SurveyPrompt() {
  const { t } = useTranslation('surveys');
  const { user } = useSession();
  const client = user ? roleAllowed(user.role, [...CLIENT_ROLES]) : false;
  const pending = useSurveyPending(client);
  const [score, setScore] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [products, setProducts] = useState<ReadonlySet<number>>(new Set());
  const [creditType, setCreditType] = useState<(typeof CREDIT_TYPES)[number]>('non_credit');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const attempt = useRef(crypto.randomUUID());
  const lang = currentLanguage();

  if (done) {
    return (
      <section className="cb-home-card" data-testid="survey-thanks">
        <p role="status">{t('prompt.thanks')}</p>
      </section>
    );
  }
  if (!client || !pending.data?.pending) return null;
  const offer = pending.data;

  const toggle = (id: number) => {
    const next = new Set(products);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setProducts(next);
  };
  const send = async () => {
    if (score === null) {
      setError(t('prompt.chooseScore'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await answerSurvey(
        {
          score,
          comment,
          product_ids: [...products],
          credit_type: creditType,
        },
        attempt.current,
      );
      setDone(true);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      setError(e.validation[0]?.message ?? e.serverMessage ?? t('prompt.failed'));
      attempt.current = crypto.randomUUID();
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="cb-home-card cb-survey" aria-labelledby="survey-title" data-testid="survey-prompt">
      <h2 id="survey-title">{t('prompt.title')}</h2>
      <p>{t('prompt.intro', { minutes: offer.minutes })}</p>
      <fieldset className="cb-fieldset">
        <legend className="cb-field__label">{t('prompt.score')}</legend>
        <div className="cb-survey__scores" role="radiogroup" aria-label={t('prompt.score')}>
          {Array.from({ length: 10 }, (_, i) => i + 1).map((n) => (
            <label key={n} className={`cb-survey__score${score === n ? ' cb-survey__score--on' : ''}`}>
              <input
                type="radio"
                name="survey-score"
                value={n}
                checked={score === n}
                onChange={() => setScore(n)}
                data-testid={`survey-score-${n}`}
              />
              <span>{n}</span>
            </label>
          ))}
        </div>
        <div className="cb-survey__ends" aria-hidden="true">
          <span>{t('prompt.unlikely')}</span>
          <span>{t('prompt.likely')}</span>
        </div>
      </fieldset>
      {offer.products.length > 0 ? (
        <fieldset className="cb-fieldset">
          <legend className="cb-field__label">{t('prompt.products')}</legend>
          <div className="cb-survey__checks">
            {offer.products.map((p) => (
              <label key={p.id} className="cb-survey__check">
                <input type="checkbox" checked={products.has(p.id)} onChange={() => toggle(p.id)} />
                <span>{lang === 'en' ? p.name_en : lang === 'uz' ? p.name_uz : p.name_ru}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <fieldset className="cb-fieldset">
        <legend className="cb-field__label">{t('prompt.creditType')}</legend>
        <div className="cb-survey__checks">
          {CREDIT_TYPES.map((c) => (
            <label key={c} className="cb-survey__check">
              <input
                type="radio"
                name="survey-credit"
                checked={creditType === c}
                onChange={() => setCreditType(c)}
              />
              <span>{t(`creditType.${c}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="cb-field">
        <label className="cb-field__label" htmlFor="survey-comment">
          {t('prompt.comment')}
        </label>
        <textarea
          id="survey-comment"
          className="cb-input"
          rows={3}
          maxLength={SURVEY_COMMENT_MAX}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          data-testid="survey-comment"
        />
      </div>
      {error ? (
        <p role="alert" className="cb-survey__error">
          {error}
        </p>
      ) : null}
      <div className="cb-survey__actions">
        <button
          type="button"
          className="cb-button cb-button--primary"
          disabled={busy}
          onClick={() => void send()}
          data-testid="survey-send"
        >
          {t('prompt.send')}
        </button>
        <button
          type="button"
          className="cb-button cb-button--secondary"
          disabled={busy}
          onClick={() => void declineSurvey()}
          data-testid="survey-later"
        >
          {t('prompt.later')}
        </button>
      </div>
    </section>
  );
}
