import { useTranslation } from 'react-i18next';
import { FAQ_QUESTIONS } from '../components/help-topics.ts';
import '../components/help.css';

/** /faq: questions and answers as an accordion (native details: keyboard and screen readers for free). */
export function FaqScreen() {
  const { t } = useTranslation('help');
  return (
    <div className="cb-page">
      <h1>{t('faq.title')}</h1>
      <div className="cb-faq">
        {FAQ_QUESTIONS.map((key) => (
          <details key={key} className="cb-faq__item">
            <summary className="cb-faq__question">{t(`faq.${key}.q`)}</summary>
            <p className="cb-faq__answer">{t(`faq.${key}.a`)}</p>
          </details>
        ))}
      </div>
    </div>
  );
}
