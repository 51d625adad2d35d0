import { useEffect, useState } from 'react';

/** The counters run from 0 to their figure in this long (spec §9). */
export const COUNT_UP_MS = 2000;
const FRAME_MS = 40;

const easeOut = (progress: number) => 1 - (1 - progress) ** 3;

/**
 * 0 rising to `target` over 2 s, fast then slowing. Steps are counted on a timer rather than read
 * from the clock, so the figure is exactly `target` at 2 s and never before.
 */
export function useCountUp(target: number | undefined): number {
  const [value, setValue] = useState(0);
  useEffect(() => {
    if (target === undefined) return;
    const frames = COUNT_UP_MS / FRAME_MS;
    let frame = 0;
    setValue(0);
    const timer = setInterval(() => {
      frame += 1;
      if (frame >= frames) {
        clearInterval(timer);
        setValue(target);
      } else {
        setValue(Math.max(0, Math.min(target - 1, Math.floor(target * easeOut(frame / frames)))));
      }
    }, FRAME_MS);
    return () => clearInterval(timer);
  }, [target]);
  return value;
}
