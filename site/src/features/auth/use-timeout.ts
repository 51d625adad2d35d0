import { useCallback, useEffect, useRef } from 'react';

/** setTimeout that is cancelled when the page goes away (no navigation from a page left behind). */
export function useTimeout() {
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);
  return useCallback((run: () => void, ms: number) => {
    timers.current.push(setTimeout(run, ms));
  }, []);
}
