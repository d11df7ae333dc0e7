import type { UzsAccountOption } from '../../../contracts/api/uzs-payment.ts';
import { formatMoney } from '../../ui/format.ts';
import { SelectField } from '../../ui/select-field.tsx';
import { currentLanguage } from '../i18n.ts';

/**
 * The organisation's open soum accounts to pick one from, each with its available balance (paying)
 * or its name (receiving). Hands back the number picked and the account, when it is one of them.
 */
export function UzsAccountSelect({
  id,
  label,
  emptyLabel,
  accounts,
  detail,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  emptyLabel: string;
  accounts: readonly UzsAccountOption[] | undefined;
  detail: 'balance' | 'name';
  value: string;
  error: string | null;
  onChange: (number: string, account: UzsAccountOption | undefined) => void;
}) {
  const language = currentLanguage();
  const open = (accounts ?? []).filter((a) => a.state === 'open');
  return (
    <SelectField
      id={id}
      testId={id}
      label={label}
      required
      emptyLabel={emptyLabel}
      value={value}
      error={error}
      options={open.map((a) => ({
        key: `${a.number}-${a.mfo}`,
        value: a.number,
        label: `${a.number} · ${detail === 'balance' ? formatMoney(a.balance, a.currency, language) : a.name}`,
      }))}
      onChange={(number) =>
        onChange(
          number,
          accounts?.find((a) => a.number === number),
        )
      }
    />
  );
}
