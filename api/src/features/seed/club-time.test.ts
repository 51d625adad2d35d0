import { describe, expect, it } from 'vitest';
import { clubDate, daysIntoClubMonth } from './club-time';

describe('club calendar (Asia/Dhaka)', () => {
  it('turns the date at midnight in Dhaka, six hours before UTC', () => {
    expect(clubDate(new Date('2025-11-30T17:59:00Z'))).toBe('2025-11-30');
    expect(clubDate(new Date('2025-11-30T18:00:00Z'))).toBe('2025-12-01');
    expect(clubDate(new Date('2025-11-30T18:00:00Z'), -1)).toBe('2025-11-30');
    expect(clubDate(new Date('2025-12-31T20:00:00Z'), 27)).toBe('2026-01-28');
  });

  it('measures the time since the club month began', () => {
    expect(daysIntoClubMonth(new Date('2025-11-30T18:30:00Z'))).toBeCloseTo(0.5 / 24, 10);
    expect(daysIntoClubMonth(new Date('2025-12-03T18:00:00Z'))).toBe(3);
  });
});
