import { Container, SimpleGrid, Title } from '@mantine/core';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { useQuery } from '@tanstack/react-query';
import { ProfileCirculation } from '../holds/ProfileCirculation';
import { BookRequests } from './BookRequests';
import { useMemberId } from './member-id';
import { ProfileCard } from './ProfileCard';
import { profileQuery, readRecordsQuery } from './queries';
import { readCounts } from './read-counts';
import { RentedBooks } from './RentedBooks';

/** /profile: the member's card, their loans and their waiting requests (spec §2). */
export function ProfilePage() {
  const { t } = useTranslation();
  const userId = useMemberId() ?? 0;
  const profile = useQuery({ ...profileQuery(userId), enabled: userId > 0 });
  const readRecords = useQuery({ ...readRecordsQuery(userId), enabled: userId > 0 });
  // A failed count is only logged (spec §8): the counts then read 0.
  const counts = readCounts(readRecords.data ?? []);

  return (
    <Container size="xl" py="xl">
      <Title order={1} mb="lg">
        {t('site:profile.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" style={{ alignItems: 'start' }}>
        <ProfileCard
          profile={profile.data}
          loading={userId > 0 && profile.isPending}
          failed={profile.isError || userId === 0}
          onRetry={() => void profile.refetch()}
          counts={counts}
        />
        {userId > 0 && <RentedBooks userId={userId} />}
        {userId > 0 && <BookRequests userId={userId} />}
        {userId > 0 && <ProfileCirculation />}
      </SimpleGrid>
    </Container>
  );
}
