import { useEffect, useState } from 'react';

/** The current time, refreshed every `everyMs` (a hold's minutes left move on while the page is open). */
export function useNow(everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
