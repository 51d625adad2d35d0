import { describe, expect, it } from 'vitest';
import { matchesDigits } from './listing';

describe('matchesDigits', () => {
  it('matches partially, case-insensitively, with Bangla or Latin digits on either side', () => {
    expect(matchesDigits('01722222222', '০১৭২')).toBe(true);
    expect(matchesDigits('০১৭২২', '172')).toBe(true);
    expect(matchesDigits('TXN-AB12', 'ab১২')).toBe(true);
    expect(matchesDigits('TXN-AB12', 'ab13')).toBe(false);
    expect(matchesDigits(undefined, '1')).toBe(false);
    expect(matchesDigits(undefined, '')).toBe(true);
  });
});
