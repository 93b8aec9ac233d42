import { useId, type TextareaHTMLAttributes } from 'react';
import '@/components/ui/field.css';
import './todo-forms.css';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  /** What keeps the form from being sent, shown under the field (lib/use-send-attempt.ts). */
  problem?: string;
}

/** A multi-line field in the look of TextInput (same label, border and focus ring). */
export function TextAreaField({ label, problem, className, rows = 3, ...rest }: TextAreaFieldProps) {
  const id = useId();
  const problemId = `${id}-problem`;
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        {...rest}
        id={id}
        rows={rows}
        className="field__input todo-textarea"
        aria-invalid={problem !== undefined || undefined}
        aria-describedby={problem === undefined ? undefined : problemId}
      />
      {problem !== undefined && (
        <p id={problemId} className="field__hint field__hint--error">
          {problem}
        </p>
      )}
    </div>
  );
}
