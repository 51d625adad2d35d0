import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageLoader } from '../../shell/PageLoader';

/** One titled card of the profile page, a region named by its heading. */
export function ProfileSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** A profile section's records as a list: a loader while they load, `empty` when there are none. */
export function ProfileRecords<R>({
  pending,
  records,
  empty,
  children,
}: {
  pending: boolean;
  records: R[];
  empty: string;
  children: (record: R) => ReactNode;
}) {
  if (pending) return <PageLoader />;
  if (records.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {records.map(children)}
    </Stack>
  );
}
