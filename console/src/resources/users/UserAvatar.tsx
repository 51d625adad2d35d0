import Avatar from '@mui/material/Avatar';
import { useTranslation } from '@pathagar/shared-i18n/react';

/** The first letter as a reader sees it: a whole grapheme, so a Bangla vowel sign stays on. */
export function initial(name: string): string {
  const text = name.trim();
  if (!text) return '?';
  const first = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text);
  for (const { segment } of first) return segment.toLocaleUpperCase();
  return '?';
}

/** The profile photo, or the first letter of the name when there is none (spec §2). */
export function UserAvatar({
  name,
  image,
  size = 56,
}: {
  name: string;
  image: string | null | undefined;
  size?: number;
}) {
  const { t } = useTranslation();
  if (image) {
    return (
      <Avatar
        src={image}
        alt={t('console:users.avatar', { name })}
        sx={{ width: size, height: size }}
      />
    );
  }
  return (
    <Avatar
      aria-hidden
      // MUI's grey letter avatar is 1.8:1; white on the club's green is 5.4:1.
      sx={{ width: size, height: size, fontSize: size / 2.4, bgcolor: 'primary.main' }}
    >
      {initial(name)}
    </Avatar>
  );
}
