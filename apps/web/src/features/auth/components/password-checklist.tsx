import { passwordChecks, type PasswordChecks } from '@wayfarer/core';
import { Check, Circle } from 'lucide-react';
import { showsChecklist } from '../form-rules';
import './password-checklist.css';

const items: { key: keyof PasswordChecks; label: string }[] = [
  { key: 'upperCase', label: 'Upper case' },
  { key: 'lowerCase', label: 'Lower case' },
  { key: 'number', label: 'Number' },
  { key: 'minLength', label: 'Min 8 Caracters' },
];

/** The live password checklist; each rule turns green when met. Renders nothing when it should be hidden. */
export function PasswordChecklist({ password }: { password: string }) {
  if (!showsChecklist(password)) return null;
  const checks = passwordChecks(password);
  return (
    <ul className="password-checklist" aria-label="Password rules">
      {items.map(({ key, label }) => {
        const met = checks[key];
        const Icon = met ? Check : Circle;
        return (
          <li key={key} className={met ? 'is-met' : undefined}>
            <Icon aria-hidden="true" size={16} strokeWidth={met ? 3 : 2} />
            <span>{label}</span>
            <span className="visually-hidden">{met ? ', done' : ', missing'}</span>
          </li>
        );
      })}
    </ul>
  );
}
