import { ChevronDown } from 'lucide-react';
import { useId, type SelectHTMLAttributes } from 'react';
import './field.css';
import './select-field.css';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  /** Keeps the label for assistive tech only (the month selector's dropdowns). */
  hideLabel?: boolean;
}

/** A native select in the look of the text inputs. */
export function SelectField({ label, hideLabel = false, className, children, ...rest }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className={hideLabel ? 'visually-hidden' : 'field__label'} htmlFor={id}>
        {label}
      </label>
      <div className="field__control select-field">
        <select {...rest} id={id} className="field__input select-field__input">
          {children}
        </select>
        <ChevronDown className="select-field__chevron" aria-hidden="true" size={18} />
      </div>
    </div>
  );
}
