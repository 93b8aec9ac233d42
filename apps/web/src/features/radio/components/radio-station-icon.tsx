import { Radio } from 'lucide-react';
import { useState } from 'react';

/**
 * The station's own icon, or ours when it has none or its picture does not load. Give it the station
 * as its key, so that a picture that failed for one station is tried for the next.
 */
export function RadioStationIcon({ favicon }: { favicon: string }) {
  const [broken, setBroken] = useState(false);
  return (
    <span className="radio-widget__icon">
      {favicon && !broken ? (
        <img
          src={favicon}
          alt=""
          width={48}
          height={48}
          referrerPolicy="no-referrer"
          onError={() => setBroken(true)}
        />
      ) : (
        <Radio aria-hidden="true" size={28} />
      )}
    </span>
  );
}
