/**
 * Only a path on this site: `//evil.example` or `/\evil.example` would send a member who just
 * logged in to another site (an open redirect), so such values are dropped.
 */
export function isLocalPath(value: unknown): value is string {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value);
}
