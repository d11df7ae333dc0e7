import type { UzsTypeId } from '../../../contracts/api/uzs-payment.ts';
import { SelectField } from '../../ui/select-field.tsx';
import { useUzsCodes } from './post-codes.ts';

/** The purpose code of a soum document, from the codes the bank allows for its payment type. */
export function UzsCodeSelect({
  id,
  label,
  emptyLabel,
  type,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  emptyLabel: string;
  type: UzsTypeId;
  value: string;
  error: string | null;
  onChange: (code: string) => void;
}) {
  const codes = useUzsCodes(type);
  return (
    <SelectField
      id={id}
      testId={id}
      label={label}
      required
      emptyLabel={emptyLabel}
      value={value}
      error={error}
      options={(codes.data ?? []).map((c) => ({ value: c.code, label: `${c.code} · ${c.name}` }))}
      onChange={onChange}
    />
  );
}
