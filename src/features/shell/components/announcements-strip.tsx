import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n.ts';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../../../lib/media-query.ts';
import { activeAnnouncements, useAnnouncements } from '../api/get-announcements.ts';
import './announcements-strip.css';

/**
 * The scrolling strip of active announcements (spec 1 §2.5). It scrolls only for users who
 * accept motion, pauses under the pointer or focus, and screen readers get each text once.
 */
export function AnnouncementsStrip() {
  const { t } = useTranslation('shell');
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const { data } = useAnnouncements();
  const items = data ? activeAnnouncements(data, currentLanguage()) : [];
  if (items.length === 0) return null;

  const texts = items.map((item) => (
    <span key={item.id} className="cb-strip__item">
      {item.text}
    </span>
  ));
  return (
    <section
      className={reducedMotion ? 'cb-strip cb-strip--static' : 'cb-strip'}
      aria-label={t('announcements.strip')}
      data-testid="announcements-strip"
      // Focusable either way: moving pauses the strip, standing still it scrolls with the keys.
      tabIndex={0}
    >
      <div className="cb-strip__track">
        <div className="cb-strip__group">{texts}</div>
        {/* The copy makes the loop seamless; it is decoration, so hidden from assistive tech. */}
        {reducedMotion ? null : (
          <div className="cb-strip__group" aria-hidden="true">
            {texts}
          </div>
        )}
      </div>
    </section>
  );
}
