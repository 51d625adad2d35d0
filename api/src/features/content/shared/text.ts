/**
 * Whether PostgreSQL's `date` can hold this 'YYYY-MM-DD' (already checked as a calendar date by
 * the contract's `format: date`): year 0000 passes the format but there is no year zero.
 */
export const isStorableDate = (value: string): boolean => Number(value.slice(0, 4)) >= 1;
