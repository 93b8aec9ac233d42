import { useState } from 'react';
import { useFormats } from '@/i18n/formats';
import { useMessages } from '@/i18n/language';
import { moneyInputProblem, tidyMoneyInput } from '@/lib/money-text';
import { TextInput } from './text-input';
import './money-input.css';

interface MoneyInputProps {
  label?: string;
  value: string;
  onChange: (text: string) => void;
  /** The code shown at the end of the field: the currency the amount is in. */
  currency?: string;
  /** What keeps the form from being sent, when the amount itself reads well (lib/use-send-attempt.ts). */
  missing?: string;
}

/**
 * Spec section 5: an amount with up to 2 decimals and no sign, written with the language's separators
 * ('1,234.56' / '1.234,56'); the form parses it to cents.
 */
export function MoneyInput({ label, value, onChange, currency = 'USD', missing }: MoneyInputProps) {
  const t = useMessages().finances.moneyInput;
  const format = useFormats();
  // The problem shows once the field was left, so that typing '1,2' on the way to '1,234' is not flagged.
  const [touched, setTouched] = useState(value !== '');
  const problem = moneyInputProblem(value, format);
  const shown = (touched ? problem : null) ?? missing ?? null;
  return (
    <TextInput
      label={label ?? t.label}
      name="value"
      inputMode="decimal"
      autoComplete="off"
      placeholder={format.moneyInput(0)}
      className="money-input"
      value={value}
      invalid={shown !== null}
      hint={shown ?? t.example(format.moneyInput(123456))}
      trailing={
        <span className="money-input__currency" aria-hidden="true">
          {currency}
        </span>
      }
      onChange={(event) => onChange(event.target.value)}
      onBlur={() => {
        setTouched(true);
        onChange(tidyMoneyInput(value, format));
      }}
    />
  );
}
