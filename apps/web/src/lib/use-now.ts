import { useEffect, useState } from 'react';

/** The current time, read once and then every minute: enough for late dates and "5 minutes ago". */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
