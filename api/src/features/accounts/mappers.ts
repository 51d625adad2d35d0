import { normaliseText } from '../../text';
import type { UserProfile } from '@pathagar/sdk/schema';
import { badRequest } from '../../http/errors';
import type { Storage } from '../../storage/index';
import type { ProfileRow } from './repository';

export function toUserProfile(row: ProfileRow, storage: Storage): UserProfile {
  return {
    uniqueId: row.unique_id,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    permanentAddress: row.permanent_address,
    currentAddress: row.current_address,
    image: row.image_key ? storage.url(row.image_key) : null,
    emailVerified: row.email_verified,
    membershipActive: Boolean(row.membership_active),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/**
 * Typed text as stored: NFC (so that Bangla typed on different keyboards compares equal) and
 * trimmed. The schema's minLength counts spaces, so blank text is refused here.
 */
export function cleanText(value: string, field: string): string {
  const clean = normaliseText(value);
  if (!clean) throw badRequest(`${field} must not be empty.`, field);
  return clean;
}
