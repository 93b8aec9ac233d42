import { passwordChecks, type PasswordChecks } from '@wayfarer/core';
import { Check, Circle } from 'lucide-react';
import { useMessages } from '@/i18n/language';
import { showsChecklist } from '../form-rules';
import './password-checklist.css';

const items: (keyof PasswordChecks)[] = ['upperCase', 'lowerCase', 'number', 'minLength'];

/** The live password checklist; each rule turns green when met. Renders nothing when it should be hidden. */
export function PasswordChecklist({ password }: { password: string }) {
  const t = useMessages();
  if (!showsChecklist(password)) return null;
  const checks = passwordChecks(password);
  return (
    <ul className="password-checklist" aria-label={t.auth.checklist.label}>
      {items.map((key) => {
        const met = checks[key];
        const Icon = met ? Check : Circle;
        return (
          <li key={key} className={met ? 'is-met' : undefined}>
            <Icon aria-hidden="true" size={16} strokeWidth={met ? 3 : 2} />
            <span>{t.auth.checklist[key]}</span>
            <span className="visually-hidden">{met ? t.auth.checklist.done : t.auth.checklist.missing}</span>
          </li>
        );
      })}
    </ul>
  );
}
