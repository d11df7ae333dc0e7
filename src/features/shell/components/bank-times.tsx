import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BankTime } from '../../../../contracts/api/shell.ts';
import { formatClock } from '../../../lib/dates.ts';
import { useMediaQuery, WIDE_QUERY } from '../../../lib/media-query.ts';
import { useBankTimes } from '../api/get-bank-times.ts';
import type shellRu from '../../../../locales/ru/shell.json';
import './bank-times.css';

type ClockName = keyof (typeof shellRu)['bankTimes']['names'];

const ROTATE_MS = 5_000;

function ClockLabel({ time }: { time: BankTime }) {
  const { t } = useTranslation('shell');
  // The server names each clock with an i18n key; an unknown one shows as sent.
  const name = t(`bankTimes.names.${time.name as ClockName}`, { defaultValue: time.name });
  return (
    <span className="cb-times__item">
      <span className="cb-times__name">{name}:</span>{' '}
      <time dateTime={time.value}>{formatClock(time.value)}</time>
    </span>
  );
}

/**
 * The carousel of bank system times (spec 1 §2.5). Wide screens see every clock at once; phones
 * show one at a time, pausing while pointed at or focused. `stacked`: every clock, one a line
 * (the phone's overflow menu, issue 17 point 9).
 */
export function BankTimes({ stacked = false }: { stacked?: boolean }) {
  const { t } = useTranslation('shell');
  const wide = useMediaQuery(WIDE_QUERY) || stacked;
  const { data } = useBankTimes();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const times = data ?? [];
  // Swapping the text is not motion (nothing slides), so reduced-motion users get the same carousel.
  const rotate = !wide && times.length > 1;

  useEffect(() => {
    if (!rotate || paused) return;
    const timer = setInterval(() => setIndex((i) => i + 1), ROTATE_MS);
    return () => clearInterval(timer);
  }, [rotate, paused]);

  if (times.length === 0) return null;
  const shown = rotate ? [times[index % times.length] as BankTime] : times;
  return (
    <section
      className={stacked ? 'cb-times cb-times--stacked' : 'cb-times'}
      aria-label={t('bankTimes.title')}
      data-testid="bank-times"
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      // Focusable while it rotates, so keyboard users can stop it too (WCAG 2.2.2).
      tabIndex={rotate ? 0 : undefined}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {shown.map((time) => (
        <ClockLabel key={time.name} time={time} />
      ))}
    </section>
  );
}
