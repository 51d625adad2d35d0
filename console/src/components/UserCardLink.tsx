import Link from '@mui/material/Link';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { SITE_URL } from '../app/config';

/** A member's public card on the site (admin-operations.md §2: /userprofile/{userId}). */
export const userCardUrl = (userId: number | string) => `${SITE_URL}/userprofile/${userId}`;

/**
 * The link from a request table to the member's card, in a new tab. `accessibleName` says whose
 * card it is and that it opens a new tab, and starts with the visible `label` so speech input
 * users can say what they see.
 */
export function UserCardLink({
  userId,
  label,
  accessibleName,
}: {
  userId: number | string;
  label: string;
  accessibleName: string;
}) {
  return (
    <Link
      href={userCardUrl(userId)}
      target="_blank"
      rel="noopener"
      aria-label={accessibleName}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}
    >
      {label}
      <OpenInNewIcon fontSize="inherit" aria-hidden />
    </Link>
  );
}
