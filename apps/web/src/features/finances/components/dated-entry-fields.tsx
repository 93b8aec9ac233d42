import { MoneyInput } from '../../../components/ui/money-input';
import { TextInput } from '../../../components/ui/text-input';
import './dated-entry-fields.css';

interface DatedEntryFieldsProps {
  title: string;
  onTitleChange: (title: string) => void;
  valueText: string;
  onValueTextChange: (text: string) => void;
  /** The date input's 'YYYY-MM-DD'. */
  day: string;
  onDayChange: (day: string) => void;
}

/** Title, value and date: what an entrance and a cost both start with. */
export function DatedEntryFields(props: DatedEntryFieldsProps) {
  return (
    <>
      <TextInput
        label="Title"
        name="title"
        autoComplete="off"
        data-autofocus
        value={props.title}
        onChange={(event) => props.onTitleChange(event.target.value)}
      />
      <div className="entry-form__row">
        <MoneyInput value={props.valueText} onChange={props.onValueTextChange} />
        <TextInput
          label="Date"
          type="date"
          name="date"
          value={props.day}
          onChange={(event) => props.onDayChange(event.target.value)}
        />
      </div>
    </>
  );
}
