import { MoneyInput } from '@/components/ui/money-input';
import { TextInput } from '@/components/ui/text-input';
import { TitleInput } from '@/components/ui/title-input';
import { useMessages } from '@/i18n/language';
import type { AmountFields } from '../use-amount-fields';
import { CurrencyChoice, RateFields } from './amount-fields';
import './dated-entry-fields.css';

interface DatedEntryFieldsProps {
  title: string;
  onTitleChange: (title: string) => void;
  amount: AmountFields;
  /** The date input's 'YYYY-MM-DD'. */
  day: string;
  onDayChange: (day: string) => void;
  /** What a field lacks, once the user tried to save the form. */
  problem: (field: 'title' | 'value' | 'date') => string | undefined;
}

/** Title, currency, value and date, and the rate of an amount in the trip currency: what an entrance and a cost start with. */
export function DatedEntryFields({
  title,
  onTitleChange,
  amount,
  day,
  onDayChange,
  problem,
}: DatedEntryFieldsProps) {
  const t = useMessages().finances.forms;
  return (
    <>
      <TitleInput value={title} onChange={onTitleChange} problem={problem('title')} />
      <CurrencyChoice amount={amount} />
      <div className="entry-form__row">
        <MoneyInput
          value={amount.valueText}
          onChange={amount.setValueText}
          currency={amount.currency}
          missing={problem('value')}
        />
        <TextInput
          label={t.date}
          type="date"
          name="date"
          value={day}
          invalid={problem('date') !== undefined}
          hint={problem('date')}
          onChange={(event) => onDayChange(event.target.value)}
        />
      </div>
      <RateFields amount={amount} />
    </>
  );
}
