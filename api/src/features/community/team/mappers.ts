import type { TeamMember } from '@pathagar/sdk/schema';
import type { Storage } from '../../../storage/index';
import type { TeamMemberRow } from './repository';

/** Optional fields are left out when empty; the phone is given under both of its names. */
export function toTeamMember(row: TeamMemberRow, storage: Storage): TeamMember {
  return {
    _id: String(row.id),
    Name: row.name,
    role: row.role,
    serial: row.serial,
    imgUrl: row.image_key ? storage.url(row.image_key) : null,
    ...(row.campus !== null ? { Campus: row.campus } : {}),
    ...(row.email !== null ? { email: row.email } : {}),
    ...(row.phone !== null ? { phone: row.phone, Mobile: row.phone } : {}),
  };
}
