import { readFileSync } from 'node:fs';
import type { Clock } from './types';

/**
 * The clock of TEST_CLOCK_FILE (tests only): real time plus the milliseconds written in the file.
 * Read at every call, so a test moves every API process's clock with one write; a missing or
 * half-written file counts as the last offset read.
 */
export function fileClock(file: string): Clock {
  let offsetMs = 0;
  return {
    now() {
      try {
        const text = readFileSync(file, 'utf8').trim();
        if (text !== '' && Number.isFinite(Number(text))) offsetMs = Number(text);
      } catch {
        // not written yet: keep the last offset
      }
      return new Date(Date.now() + offsetMs);
    },
  };
}
