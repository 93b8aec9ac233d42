import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import './field.css';

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** A message under the field; shown in red and announced with the field when `invalid`. */
  hint?: ReactNode;
  invalid?: boolean;
  /** Extra content under the field (a checklist, for instance), described by the field. */
  below?: ReactNode;
  /** Something drawn inside the field at its end, such as the password's eye button. */
  trailing?: ReactNode;
  /** Lets a parent give the input a fixed id (for aria-controls); one is made otherwise. */
  inputId?: string;
}

export function TextInput({
  label,
  hint,
  invalid = false,
  below,
  trailing,
  inputId,
  className,
  type = 'text',
  ...rest
}: TextInputProps) {
  const madeId = useId();
  const id = inputId ?? madeId;
  const hintId = `${id}-hint`;
  const belowId = `${id}-below`;
  const describedBy = [hint ? hintId : null, below ? belowId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className={['field__control', trailing && 'field__control--trailing'].filter(Boolean).join(' ')}>
        <input
          {...rest}
          id={id}
          type={type}
          className="field__input"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        />
        {trailing}
      </div>
      {hint && (
        <p id={hintId} className={['field__hint', invalid && 'field__hint--error'].filter(Boolean).join(' ')}>
          {hint}
        </p>
      )}
      {below && <div id={belowId}>{below}</div>}
    </div>
  );
}
