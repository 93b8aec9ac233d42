import type { TripRole } from '@wayfarer/core';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { Card } from '../../../components/ui/card';
import { roleGuide } from '../companions';
import { companionsTexts } from '../messages';

const GUIDE = roleGuide();

/** Each role in plain words: what it is for and, from core's roles table, what it may do. */
export function RoleGuide({ myRole }: { myRole: TripRole }) {
  const titleId = useId();
  return (
    <Card className="companions__card role-guide" aria-labelledby={titleId}>
      <h2 id={titleId} className="companions__title">
        {companionsTexts.roles}
      </h2>
      <dl className="role-guide__roles">
        {GUIDE.map(({ role, name, summary, abilities }) => (
          <div
            key={role}
            className={['role-guide__role', role === myRole && 'role-guide__role--mine']
              .filter(Boolean)
              .join(' ')}
          >
            <dt className="role-guide__name">
              <span className={`role-badge role-badge--${role}`}>{name}</span>
              {role === myRole && <span className="role-guide__mine">{companionsTexts.yourRole}</span>}
            </dt>
            <dd className="role-guide__what">
              <p>{summary}</p>
              <ul className="role-guide__abilities">
                {abilities.map((ability) => (
                  <li key={ability}>
                    <Check aria-hidden="true" size={16} />
                    {ability}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
