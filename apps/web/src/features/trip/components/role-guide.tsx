import type { TripRole } from '@wayfarer/core';
import { useId } from 'react';
import { Card } from '@/components/ui/card';
import { useMessages } from '@/i18n/language';
import { roleGuide } from '../companions';
import { AbilityList } from './ability-list';

/** Each role in plain words: what it is for and, from core's roles table, what it may do. */
export function RoleGuide({ myRole }: { myRole: TripRole }) {
  const titleId = useId();
  const t = useMessages().companions;
  const guide = roleGuide(t);
  return (
    <Card className="companions__card role-guide" aria-labelledby={titleId}>
      <h2 id={titleId} className="companions__title">
        {t.guide.title}
      </h2>
      <dl className="role-guide__roles">
        {guide.map(({ role, name, summary, abilities }) => (
          <div
            key={role}
            className={['role-guide__role', role === myRole && 'role-guide__role--mine']
              .filter(Boolean)
              .join(' ')}
          >
            <dt className="role-guide__name">
              <span className={`role-badge role-badge--${role}`}>{name}</span>
              {role === myRole && <span className="role-guide__mine">{t.guide.yourRole}</span>}
            </dt>
            <dd className="role-guide__what">
              <p>{summary}</p>
              <AbilityList abilities={abilities} />
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
