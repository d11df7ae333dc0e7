import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { FormSummary } from '../../../ui/form-summary.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { StatusChip } from '../../../ui/status-chip.tsx';
import { selectOrganization, useMyChildren } from '../api/multiclient-api.ts';
import '../../../ui/buttons.css';
import './multiclient.css';

/**
 * /multiclients/ch-o — the multiclient's child organisations; switching into one makes every list
 * and form act for it (the server moves the session; the caches of the previous one are dropped).
 */
export function MyChildrenScreen() {
  const { t } = useTranslation('multiclient');
  const navigate = useNavigate();
  const children = useMyChildren();
  const [busy, setBusy] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const select = async (organizationId: number) => {
    setBusy(organizationId);
    setMessage(null);
    try {
      await selectOrganization(organizationId);
      navigate('/', { replace: true });
    } catch (error) {
      if (error instanceof ApiError) setMessage(error.serverMessage);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="cb-page">
      <h1>{t('mine.title')}</h1>
      <FormSummary text={message} />
      {children.data === undefined ? (
        <SkeletonLines lines={4} />
      ) : children.data.length === 0 ? (
        <EmptyState text={t('mine.empty')} />
      ) : (
        <ul className="cb-mc__cards" data-testid="mc-my-children">
          {children.data.map((c) => (
            <li
              key={c.organization_id}
              className={`cb-mc__card${c.is_current ? ' cb-mc__card--current' : ''}`}
              data-testid={`mc-child-${c.inn}`}
            >
              <div className="cb-mc__card-main">
                <strong>{c.alias ?? c.name}</strong>
                {c.alias ? <span className="cb-mc__sub">{c.name}</span> : null}
                <span className="cb-mc__sub">
                  {t('fields.inn')} {c.inn} · {t('fields.mfo')} {c.mfo}
                </span>
                <span>
                  <StatusChip label={c.allowText} tone={c.allowId === 2 ? 'success' : 'neutral'} />
                  {c.is_current ? (
                    <StatusChip label={t('mine.current')} tone="info" testId="mc-current" />
                  ) : null}
                </span>
              </div>
              {c.isSelectAllow ? (
                <button
                  type="button"
                  className="cb-button cb-button--primary"
                  disabled={busy !== null}
                  aria-busy={busy === c.organization_id || undefined}
                  onClick={() => void select(c.organization_id)}
                  data-testid="mc-switch"
                >
                  {t('mine.switch')}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
