import { useState } from 'react';
import { moneyInputProblem, tidyMoneyInput } from '../../lib/money-text';
import { TextInput } from './text-input';
import './money-input.css';

interface MoneyInputProps {
  label?: string;
  value: string;
  onChange: (text: string) => void;
  /** The code shown at the end of the field: the currency the amount is in. */
  currency?: string;
}

/** Spec section 5: a US-style amount with up to 2 decimals and no sign; the form parses it to cents. */
export function MoneyInput({ label = 'Value', value, onChange, currency = 'USD' }: MoneyInputProps) {
  // The problem shows once the field was left, so that typing '1,2' on the way to '1,234' is not flagged.
  const [touched, setTouched] = useState(value !== '');
  const problem = moneyInputProblem(value);
  const shown = touched ? problem : null;
  return (
    <TextInput
      label={label}
      name="value"
      inputMode="decimal"
      autoComplete="off"
      placeholder="0.00"
      className="money-input"
      value={value}
      invalid={shown !== null}
      hint={shown ?? 'Such as 1,234.56'}
      trailing={
        <span className="money-input__currency" aria-hidden="true">
          {currency}
        </span>
      }
      onChange={(event) => onChange(event.target.value)}
      onBlur={() => {
        setTouched(true);
        onChange(tidyMoneyInput(value));
      }}
    />
  );
}
