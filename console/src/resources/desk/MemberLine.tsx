import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { DeskMember } from '@pathagar/sdk/schema';
import { toBanglaDigits, type Language } from '@pathagar/shared-i18n';
import { useTranslation } from '@pathagar/shared-i18n/react';

export const digitsIn = (text: string, language: Language) =>
  language === 'bn' ? toBanglaDigits(text) : text;

/**
 * Who a desk row is about: name (a link to the console's own member view, not the site's user
 * card, where the admin is not logged in), uniqueId and mobile. Two requests for one book are
 * told apart by this line.
 */
export function MemberLine({ member, language }: { member: DeskMember; language: Language }) {
  const { t } = useTranslation();
  return (
    <Typography variant="body2" component="div">
      <Link
        component={RouterLink}
        to={`/members/${member.uniqueId}/desk`}
        aria-label={t('console:desk.memberLink', { name: member.name })}
        sx={{ fontWeight: 600 }}
      >
        {member.name}
      </Link>{' '}
      · {t('console:desk.uniqueId', { id: digitsIn(String(member.uniqueId), language) })} ·{' '}
      <Link href={`tel:${member.mobile}`}>{digitsIn(member.mobile, language)}</Link>
    </Typography>
  );
}
