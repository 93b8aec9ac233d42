import { useId, type InputHTMLAttributes } from 'react';
import './field.css';

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  label: string;
}

export function Checkbox({ label, className, ...rest }: CheckboxProps) {
  const id = useId();
  return (
    <div className={['checkbox', className].filter(Boolean).join(' ')}>
      <input {...rest} id={id} type="checkbox" className="checkbox__input" />
      <label htmlFor={id} className="checkbox__label">
        {label}
      </label>
    </div>
  );
}
