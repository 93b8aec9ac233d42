import { Check } from 'lucide-react';
import './ability-list.css';

/** What a role may do, one checked line each: in the role guide and on an invitation. */
export function AbilityList({ abilities }: { abilities: readonly string[] }) {
  return (
    <ul className="ability-list">
      {abilities.map((ability) => (
        <li key={ability}>
          <Check aria-hidden="true" size={16} />
          {ability}
        </li>
      ))}
    </ul>
  );
}
