import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ValidationMessage } from '../../contracts/validation/messages.ts';

/**
 * Turns a rule's message key (contracts/validation/messages.ts) into text of the `kit` namespace.
 * The amount minimum names the currency by its word where the language has one (UZS: сум).
 */
export function useMessageText(): (problem: ValidationMessage | null) => string | null {
  const { t } = useTranslation('kit');
  return useCallback(
    (problem) => {
      if (problem === null) return null;
      if (problem.key === 'amount.min') {
        const { currency } = problem.params;
        const word = currency === 'UZS' ? t('currencyWords.UZS') : currency;
        return t('validation.amount.min', { min: problem.params.min, currency: word }).trim();
      }
      const params = 'params' in problem ? problem.params : {};
      return t(`validation.${problem.key}`, params);
    },
    [t],
  );
}
