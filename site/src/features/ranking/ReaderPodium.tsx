import { Badge, Stack, Text } from '@mantine/core';
import { useLanguage, useTranslation } from '@pathagar/shared-i18n/react';
import { IconCrown } from '@tabler/icons-react';
import type { RankingPart } from './queries';
import { ReaderAvatar } from './ReaderAvatar';
import { booksRead, readerName, shownRank } from './reader-text';
import classes from './ReaderPodium.module.css';

/** Gold, silver and bronze, for the first three places. */
const CROWN_COLORS = ['#d4a017', '#9ea3a8', '#b8733a'] as const;

/**
 * The first three readers on a podium: the winner in the middle on wide screens. `all` is the
 * whole ranking, so a tie with a reader in the table shows here too.
 */
export function ReaderPodium({ readers, all = readers }: RankingPart) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <ol className={classes.podium} aria-label={t('site:ranking.podium')}>
      {readers.slice(0, 3).map((reader, index) => {
        const name = readerName(t, reader);
        return (
          <li key={`${reader.userId}-${index}`} className={classes.place} data-place={index + 1}>
            <Stack align="center" gap={6}>
              <IconCrown size={36} color={CROWN_COLORS[index]} aria-hidden stroke={1.75} />
              <ReaderAvatar name={name} image={reader.image} size={index === 0 ? 96 : 80} />
              <Text fw={700} ta="center">
                {name}
              </Text>
              <Badge variant="light" size="lg">
                {shownRank(t, all, reader, language)}
              </Badge>
              <Text size="sm" c="dimmed">
                {booksRead(t, reader)}
              </Text>
            </Stack>
          </li>
        );
      })}
    </ol>
  );
}
