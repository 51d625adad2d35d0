import { useEffect, useState } from 'react';
import { pageTime } from '../../app/page-data';

/**
 * The current time, re-read every `intervalMs`: one clock for every countdown on the page. Its
 * first value is the time a prerendered page was rendered at, while the app adopts that page
 * (app/page-data.ts), so that the app's first render matches it; the clock is read at once after.
 */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => pageTime() ?? Date.now());
  useEffect(() => {
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}
