import { useId, type TextareaHTMLAttributes } from 'react';
import '@/components/ui/field.css';
import './todo-forms.css';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
}

/** A multi-line field in the look of TextInput (same label, border and focus ring). */
export function TextAreaField({ label, className, rows = 3, ...rest }: TextAreaFieldProps) {
  const id = useId();
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea {...rest} id={id} rows={rows} className="field__input todo-textarea" />
    </div>
  );
}
