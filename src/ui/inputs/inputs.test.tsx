// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ValidationMessage } from '../../../contracts/validation/messages.ts';
import { initKitI18n } from '../kit-test-i18n.ts';
import { PhoneInput } from '../phone-input.tsx';
import { SearchBox } from '../search-box.tsx';
import { AmountInput, type AmountInputProps } from './amount-input.tsx';
import { DateInput, DateTimeInput } from './date-inputs.tsx';
import {
  AccountInput,
  CardInput,
  CardNumber,
  ExpiryInput,
  InnInput,
  PassportInputs,
} from './identifier-inputs.tsx';

beforeAll(() => initKitI18n('ru'));
afterEach(cleanup);

const valueSetter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;

/** What a key press or paste does: the browser's new text with the caret where it left it. */
function typeAt(input: HTMLInputElement, text: string, caret = text.length) {
  input.focus();
  valueSetter?.call(input, text);
  input.setSelectionRange(caret, caret);
  fireEvent.input(input);
}

function input(label: RegExp): HTMLInputElement {
  return screen.getByLabelText(label) as HTMLInputElement;
}

type Changes = { value: string; problem: ValidationMessage | null }[];

function Amount(props: Partial<AmountInputProps> & { changes: Changes }) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <AmountInput
      label="Сумма"
      required
      {...props}
      value={value}
      onChange={(next, problem) => {
        props.changes.push({ value: next, problem });
        setValue(next);
      }}
    />
  );
}

describe('AmountInput', () => {
  it('is labelled, marks required with an asterisk and asks for the decimal keyboard', () => {
    render(<Amount changes={[]} />);
    const field = input(/Сумма/);
    expect(field.inputMode).toBe('decimal');
    expect(screen.getByText('*')).toBeTruthy();
  });

  it('groups thousands on each key press and yields the exact decimal string', () => {
    const changes: Changes = [];
    render(<Amount changes={changes} />);
    const field = input(/Сумма/);
    typeAt(field, '1234567');
    expect(field.value).toBe('1 234 567');
    typeAt(field, '1 234 567.5');
    expect(field.value).toBe('1 234 567.5');
    expect(changes.at(-1)?.value).toBe('1234567.50');
  });

  it('keeps the caret after the digit it followed when a separator appears', () => {
    render(<Amount changes={[]} />);
    const field = input(/Сумма/);
    typeAt(field, '123 456');
    // Typing 9 after "1" gives "1923 456": regrouped to "1 923 456", caret after the 9.
    typeAt(field, '1923 456', 2);
    expect(field.value).toBe('1 923 456');
    expect(field.selectionStart).toBe(3);
  });

  it('cleans a paste: letters dropped, one dot, two decimals, at most 25 characters', () => {
    render(<Amount changes={[]} />);
    const field = input(/Сумма/);
    typeAt(field, 'abc12a34.5.67');
    expect(field.value).toBe('1 234.56');
    typeAt(field, '9'.repeat(40));
    expect(field.value.length).toBeLessThanOrEqual(25);
  });

  it('refuses the dot when dots are off', () => {
    render(<Amount changes={[]} allowDot={false} />);
    const field = input(/Сумма/);
    typeAt(field, '12.5');
    expect(field.value).toBe('125');
  });

  it('says "Заполните поле" once left empty, and the currency minimum with the word for soum', () => {
    const changes: Changes = [];
    render(<Amount changes={changes} currency="UZS" />);
    const field = input(/Сумма/);
    fireEvent.blur(field);
    expect(screen.getByRole('alert').textContent).toBe('Заполните поле');
    typeAt(field, '0.5');
    expect(screen.getByRole('alert').textContent).toBe('Минимальная сумма 1 сум');
    expect(changes.at(-1)?.problem).toEqual({ key: 'amount.min', params: { min: '1', currency: 'UZS' } });
  });

  it('uses 0.01 for USD, a field’s own minimum, and no rules when switched off', () => {
    const { unmount } = render(<Amount changes={[]} currency="USD" />);
    typeAt(input(/Сумма/), '0.00');
    fireEvent.blur(input(/Сумма/));
    expect(screen.getByRole('alert').textContent).toBe('Минимальная сумма 0.01 USD');
    unmount();
    const own = render(<Amount changes={[]} currency="UZS" min="1000" />);
    typeAt(input(/Сумма/), '999');
    fireEvent.blur(input(/Сумма/));
    expect(screen.getByRole('alert').textContent).toBe('Минимальная сумма 1000 сум');
    own.unmount();
    render(<Amount changes={[]} currency="UZS" rules={[]} />);
    fireEvent.blur(input(/Сумма/));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

function Controlled({
  kind,
}: {
  kind: 'date' | 'dateTime' | 'account' | 'card' | 'expiry' | 'inn' | 'phone';
}) {
  const [value, setValue] = useState('');
  const common = { value, onChange: (v: string) => setValue(v), required: true };
  const field = {
    date: <DateInput label="Дата" {...common} />,
    dateTime: <DateTimeInput label="Дата и время" {...common} />,
    account: <AccountInput label="Счёт" {...common} />,
    card: <CardInput label="Карта" {...common} />,
    expiry: <ExpiryInput label="Срок" {...common} />,
    inn: <InnInput label="ИНН" {...common} />,
    phone: <PhoneInput label="Телефон" {...common} />,
  }[kind];
  return (
    <>
      {field}
      <output data-testid="value">{value}</output>
    </>
  );
}

const shownValue = () => screen.getByTestId('value').textContent;

describe('DateInput', () => {
  it('types DD.MM.YYYY and stores YYYY-MM-DD', () => {
    render(<Controlled kind="date" />);
    const field = input(/^Дата/);
    expect(field.inputMode).toBe('numeric');
    typeAt(field, '31122024');
    expect(field.value).toBe('31.12.2024');
    expect(shownValue()).toBe('2024-12-31');
  });

  it('says the field is filled in incorrectly for a date that does not exist', () => {
    render(<Controlled kind="date" />);
    const field = input(/^Дата/);
    typeAt(field, '30.02.2024');
    fireEvent.blur(field);
    expect(screen.getByRole('alert').textContent).toBe('Поле заполнено неверно');
    expect(shownValue()).toBe('');
  });

  it('picks from a calendar whose week starts on Monday', () => {
    render(<Controlled kind="date" />);
    const field = input(/^Дата/);
    typeAt(field, '10.01.2024');
    fireEvent.click(screen.getByRole('button', { name: 'Открыть календарь' }));
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers[0]?.toLowerCase()).toMatch(/^пн/);
    fireEvent.click(screen.getByRole('button', { name: '15.01.2024' }));
    expect(shownValue()).toBe('2024-01-15');
    expect(field.value).toBe('15.01.2024');
    expect(screen.queryByTestId('calendar')).toBeNull();
  });
});

describe('DateTimeInput', () => {
  it('takes a 24-hour time and is always required', () => {
    render(<Controlled kind="dateTime" />);
    const field = input(/Дата и время/);
    typeAt(field, '010220252359');
    expect(field.value).toBe('01.02.2025 23:59');
    expect(shownValue()).toBe('2025-02-01T23:59');
    typeAt(field, '01.02.2025 24:00');
    fireEvent.blur(field);
    expect(screen.getByRole('alert').textContent).toBe('Поле заполнено неверно');
  });
});

describe('digit fields', () => {
  it('account: digits only, a counter and "enter n more"', () => {
    render(<Controlled kind="account" />);
    const field = input(/Счёт/);
    expect(field.inputMode).toBe('numeric');
    typeAt(field, '2020 8000-a1234567890123');
    expect(field.value).toBe('202080001234567890123');
    expect(screen.getByText('21 из 27')).toBeTruthy();
    fireEvent.blur(field);
    expect(screen.getByRole('alert').textContent).toBe('Введите ещё символов: 4');
  });

  it('card: groups of four, spaces stripped for the value; masked display', () => {
    render(<Controlled kind="card" />);
    const field = input(/Карта/);
    typeAt(field, '8600123456789012');
    expect(field.value).toBe('8600 1234 5678 9012');
    expect(shownValue()).toBe('8600123456789012');
    render(<CardNumber number="8600123456789012" />);
    expect(screen.getByText('8600 12** **** 9012')).toBeTruthy();
  });

  it('expiry: MM/YY shown, MMYY sent, a past month refused', () => {
    render(<Controlled kind="expiry" />);
    const field = input(/Срок/);
    typeAt(field, '1299');
    expect(field.value).toBe('12/99');
    expect(shownValue()).toBe('1299');
    typeAt(field, '01/20');
    fireEvent.blur(field);
    expect(screen.getByRole('alert').textContent).toBe('Срок действия карты истёк');
  });

  it('inn: nine digits at most', () => {
    render(<Controlled kind="inn" />);
    const field = input(/ИНН/);
    typeAt(field, '1234567890123');
    expect(field.value).toBe('123456789');
  });

  it('phone: +998 mask, a pasted number loses its 998, stored 998 + nine digits', () => {
    render(<Controlled kind="phone" />);
    const field = input(/Телефон/);
    expect(field.inputMode).toBe('tel');
    typeAt(field, '+998 90 123 45 67');
    expect(field.value).toBe('(90)123-45-67');
    expect(shownValue()).toBe('998901234567');
    typeAt(field, '(90)123');
    fireEvent.blur(field);
    expect(screen.getByRole('alert').textContent).toBe('Неверный номер телефона');
  });

  it('passport: series upper-cased letters, number seven digits', () => {
    const seen: { series: string; number: string }[] = [];
    function Passport() {
      const [value, setValue] = useState({ series: '', number: '' });
      return (
        <PassportInputs
          value={value}
          onChange={(v) => {
            seen.push(v);
            setValue(v);
          }}
        />
      );
    }
    render(<Passport />);
    typeAt(input(/Серия/), 'a1b');
    expect(input(/Серия/).value).toBe('AB');
    typeAt(input(/Номер паспорта/), '12345678');
    expect(input(/Номер паспорта/).value).toBe('1234567');
    expect(seen.at(-1)).toEqual({ series: 'AB', number: '1234567' });
  });
});

describe('SearchBox', () => {
  it('fires 300 ms after typing stops, at once on Enter, and never twice for one text', () => {
    vi.useFakeTimers();
    try {
      const onSearch = vi.fn();
      function Box({ delayed }: { delayed?: boolean }) {
        const [value, setValue] = useState('');
        return (
          <SearchBox
            label="Поиск"
            value={value}
            delayedRequest={delayed}
            onSearch={(text) => {
              onSearch(text);
              setValue(text);
            }}
          />
        );
      }
      const { unmount } = render(<Box />);
      const field = input(/Поиск/);
      fireEvent.change(field, { target: { value: 'ab' } });
      act(() => vi.advanceTimersByTime(299));
      expect(onSearch).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(onSearch).toHaveBeenLastCalledWith('ab');
      fireEvent.change(field, { target: { value: 'abc' } });
      fireEvent.keyDown(field, { key: 'Enter' });
      expect(onSearch).toHaveBeenLastCalledWith('abc');
      act(() => vi.advanceTimersByTime(1000));
      expect(onSearch).toHaveBeenCalledTimes(2);
      unmount();

      onSearch.mockClear();
      render(<Box delayed />);
      fireEvent.change(input(/Поиск/), { target: { value: 'x' } });
      act(() => vi.advanceTimersByTime(999));
      expect(onSearch).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(onSearch).toHaveBeenCalledWith('x');
    } finally {
      vi.useRealTimers();
    }
  });
});
