import { Badge, Group, Paper, Text } from '@mantine/core';
import { formatDate, rentStatusLabel } from '@pathagar/shared-i18n';
import { useLanguage, useTranslation } from '@pathagar/shared-i18n/react';
import { useQuery } from '@tanstack/react-query';
import { ProfileRecords, ProfileSection } from './ProfileSection';
import { BookTitle } from './BookTitle';
import { requestsQuery } from './queries';

/** "Request For Books": the member's requests still waiting for the librarian. */
export function BookRequests({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const requests = useQuery(requestsQuery(userId));

  return (
    <ProfileSection id="book-requests" title={t('site:profile.requests.title')}>
      <ProfileRecords
        pending={requests.isPending}
        records={requests.data ?? []}
        empty={t('site:profile.requests.empty')}
      >
        {(record) => (
          <Paper component="li" key={record.rentId} withBorder radius="md" p="sm">
            <Text fw={600}>
              <BookTitle record={record} />
            </Text>
            <Group justify="space-between" mt={4}>
              <Text size="sm">
                {t('site:profile.requests.requestedOn', {
                  date: formatDate(record.date, language),
                })}
              </Text>
              <Badge color="blue" variant="light">
                {rentStatusLabel(t, record.status, record.overdue)}
              </Badge>
            </Group>
          </Paper>
        )}
      </ProfileRecords>
    </ProfileSection>
  );
}
