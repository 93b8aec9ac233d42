import { Radio } from 'lucide-react';

/** A country radio-browser lists no playable station for. */
export function RadioEmpty({ country }: { country: string }) {
  return (
    <div className="radio-widget__panel radio-widget__panel--empty">
      <span className="radio-widget__icon">
        <Radio aria-hidden="true" size={28} />
      </span>
      <p>No radio stations are listed for {country} yet.</p>
    </div>
  );
}
