import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SUM_CURRENCIES, sumToText } from '../../../contracts/api/shell.ts';
import {
  amountToDecimalString,
  formatAmount,
  reformatAmount,
  validateAmount,
  type AmountOptions,
} from '../../../contracts/validation/amount.ts';
import { callApi, dataOf, endpointKey } from '../../lib/api-client.ts';
import { useDebouncedValue } from '../use-debounced-value.ts';
import { MaskedField, type KitFieldProps } from './masked-field.tsx';

type SumCurrency = (typeof SUM_CURRENCIES)[number];

export interface AmountInputProps extends KitFieldProps, AmountOptions {
  /** The exact decimal string with two places ("1500000.00"), '' while empty. */
  readonly value: string;
  readonly onChange: (value: string, problem: ReturnType<typeof validateAmount>) => void;
  /** Shows the amount in words (page/sum-to-text) under the field. */
  readonly inWords?: boolean;
}

function isSumCurrency(currency: string | undefined): currency is SumCurrency {
  return (SUM_CURRENCIES as readonly string[]).includes(currency?.toUpperCase() ?? '');
}

const IN_WORDS_DELAY = 300;

function AmountInWords({ amount, currency }: { amount: string; currency: SumCurrency }) {
  const { t } = useTranslation('kit');
  const settled = useDebouncedValue(amount, IN_WORDS_DELAY);
  const { data } = useQuery({
    queryKey: endpointKey(sumToText, settled, currency),
    enabled: settled !== '',
    // A failed lookup only leaves the words out: the field must not raise dialogs while typing.
    queryFn: async ({ signal }) =>
      dataOf(await callApi(sumToText, { body: { amount: settled, currency }, signal, handle: false })),
    staleTime: Infinity,
  });
  if (amount === '' || !data) return null;
  return (
    <span className="cb-field__words" data-testid="amount-in-words">
      {t('fields.amountInWords')}: {data.sum_in_text}
    </span>
  );
}

/**
 * Amount field (spec 1 §5): digits and one dot, regrouped on every key press without moving the
 * caret off its digit, at most 25 characters and two decimals; the parent receives the exact
 * decimal string. The rules (required, currency minimum, a field's own) are those of contracts.
 */
export function AmountInput({
  value,
  onChange,
  currency,
  min,
  rules,
  allowDot,
  maxLength,
  groupSeparator,
  inWords,
  ...field
}: AmountInputProps) {
  const options: AmountOptions = { currency, min, rules, allowDot, maxLength, groupSeparator };
  const upper = currency?.toUpperCase();
  return (
    <MaskedField
      {...field}
      value={value}
      onChange={onChange}
      inputMode="decimal"
      autoComplete="off"
      end={upper ? <span className="cb-field__suffix">{upper}</span> : undefined}
      reformat={(text, caret) => reformatAmount(text, caret, options)}
      toValue={(text) => amountToDecimalString(text, options) ?? ''}
      fromValue={(decimal) => (decimal === '' ? '' : formatAmount(decimal, options))}
      check={(text) => validateAmount(text, options)}
      below={(text) => {
        const amount = amountToDecimalString(text, options);
        return inWords && amount !== null && isSumCurrency(upper) ? (
          <AmountInWords amount={amount} currency={upper} />
        ) : null;
      }}
    />
  );
}
