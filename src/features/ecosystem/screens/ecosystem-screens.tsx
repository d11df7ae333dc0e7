import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { InsuredCar } from '../../../../contracts/api/insurance.ts';
import { bankToday, formatDate } from '../../../lib/dates.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { AsOf } from '../../../ui/as-of.tsx';
import { COPY_NOTICE_MS } from '../../../ui/copy-button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { formatMoney } from '../../../ui/format.ts';
import { ModalDialog } from '../../../ui/modal-dialog.tsx';
import { SkeletonLines } from '../../../ui/skeleton-lines.tsx';
import { useCars, useEcoMenu } from '../api/ecosystem-api.ts';
import { elapsedPercent, splitPlate } from '../plate.ts';
import '../../../ui/buttons.css';
import '../../../ui/data-list.css';
import './ecosystem.css';

/** /ecosystem — the partner services (spec 3 §2.5). */
export function EcosystemScreen() {
  const { t } = useTranslation('ecosystem');
  const menu = useEcoMenu();
  return (
    <div className="cb-page" data-testid="ecosystem">
      <h1>{t('menu.title')}</h1>
      <AsOf asOf={menu.data?.asOf} fetchedAt={menu.dataUpdatedAt} testId="eco-as-of" />
      {menu.isPending ? (
        <SkeletonLines lines={4} />
      ) : (
        <ul className="cb-eco-menu">
          {(menu.data?.data ?? []).map((item) => (
            <li key={item.code} className="cb-eco-card">
              {item.path === null ? (
                <div aria-disabled="true" className="cb-eco-card__body cb-eco-card__body--soon">
                  <strong>{item.name}</strong>
                  <span>{item.description}</span>
                </div>
              ) : (
                <Link to={item.path} className="cb-eco-card__body" data-testid={`eco-${item.code}`}>
                  <strong>{item.name}</strong>
                  <span>{item.description}</span>
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Plate({ number }: { number: string }) {
  const { t } = useTranslation('ecosystem');
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const parts = splitPlate(number);
  return (
    <span className="cb-plate-wrap">
      <button
        type="button"
        className="cb-plate"
        data-testid={`plate-${number}`}
        aria-label={t('cars.copyPlate', { number })}
        onClick={(event) => {
          // The plate copies; the card around it opens the policy.
          event.stopPropagation();
          void navigator.clipboard.writeText(number).then(() => setCopied(true));
        }}
      >
        {parts === null ? (
          <span className="cb-plate__main">{number}</span>
        ) : (
          <>
            <span className="cb-plate__region">{parts.region}</span>
            <span className="cb-plate__main">
              {[parts.letter, parts.digits, parts.letters].filter((p) => p !== '').join(' ')}
            </span>
          </>
        )}
      </button>
      <span role="status" className="cb-plate__notice">
        {copied ? t('cars.copied') : ''}
      </span>
    </span>
  );
}

function CarDialog({ car, onClose }: { car: InsuredCar; onClose: () => void }) {
  const { t } = useTranslation('ecosystem');
  const language = currentLanguage();
  const percent = elapsedPercent(car.policyStartDate, car.policyEndDate, bankToday());
  const rows: [string, string][] = [
    [t('cars.applicant'), car.applicantName],
    [t('cars.insurer'), car.insuranceOrgName],
    [t('cars.policy'), car.policyNumber],
    [t('cars.govNumber'), car.govNumber],
    [t('cars.policyType'), car.policyType],
    [t('cars.drivers'), car.drivers.length === 0 ? t('cars.anyDriver') : car.drivers.join(', ')],
    [t('cars.start'), formatDate(car.policyStartDate)],
    [t('cars.end'), formatDate(car.policyEndDate)],
    [t('cars.model'), car.vehicleModel],
    [t('cars.premium'), formatMoney(car.insurancePremium, 'UZS', language)],
    [t('cars.sum'), formatMoney(car.insuranceSum, 'UZS', language)],
    [t('cars.insuredName'), car.applicantName],
    [t('cars.status'), car.policyStatus],
  ];
  return (
    <ModalDialog open onClose={onClose} labelledBy="car-title" variant="status">
      <div className="cb-car-dialog" data-testid="car-dialog">
        <h2 id="car-title">{car.vehicleModel}</h2>
        <dl className="cb-car-dialog__fields">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <p>{t('cars.elapsed', { percent: Math.min(percent, 100) })}</p>
        <div
          className={`cb-progress ${percent >= 100 ? 'cb-progress--over' : 'cb-progress--ok'}`}
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.min(percent, 100)}
          aria-label={t('cars.elapsedLabel')}
          data-testid="car-progress"
        >
          <span style={{ width: `${String(Math.min(percent, 100))}%` }} />
        </div>
        <button type="button" className="cb-button cb-button--secondary" onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </ModalDialog>
  );
}

/** /ecosystem/my-cars — the organisation's cars and their motor policies (spec 3 §2.5). */
export function MyCarsScreen() {
  const { t } = useTranslation('ecosystem');
  const cars = useCars();
  const [open, setOpen] = useState<InsuredCar | null>(null);
  return (
    <div className="cb-page" data-testid="my-cars">
      <h1>{t('cars.title')}</h1>
      <AsOf asOf={cars.data?.asOf} fetchedAt={cars.dataUpdatedAt} testId="cars-as-of" />
      {cars.isPending ? (
        <div className="cb-spinner" role="progressbar" aria-label={t('loading')} />
      ) : (cars.data?.data.length ?? 0) === 0 ? (
        <EmptyState text={t('cars.none')} />
      ) : (
        <ul className="cb-eco-menu" data-testid="cars">
          {cars.data?.data.map((car) => (
            <li key={car.id} className="cb-eco-card">
              <div
                className="cb-eco-card__body"
                role="button"
                tabIndex={0}
                data-testid={`car-${String(car.id)}`}
                onClick={() => setOpen(car)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' || e.key === ' ') setOpen(car);
                }}
              >
                <strong>{car.vehicleModel}</strong>
                <Plate number={car.govNumber} />
                <span>
                  {t('cars.insuredUntil')} {formatDate(car.policyEndDate)}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
      {open ? <CarDialog car={open} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
