import { Avatar, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from '@pathagar/shared-i18n/react';
import type { UserProfile } from './queries';

export function UserCard({ user }: { user: UserProfile }) {
  const { t } = useTranslation();
  const initial = Array.from(user.name.trim())[0]?.toUpperCase() ?? '?';
  const rows = [
    ['email', <a href={`mailto:${user.email}`}>{user.email}</a>],
    ['mobile', <a href={`tel:${user.mobile}`}>{user.mobile}</a>],
    ['presentAddress', user.currentAddress],
    ['permanentAddress', user.permanentAddress],
  ] as const;

  return (
    <Stack align="center" gap="md">
      <Avatar
        src={user.image ?? undefined}
        alt={user.image ? t('site:userCard.photo', { name: user.name }) : undefined}
        size={120}
        radius={120}
        color="pathagar"
      >
        <span aria-hidden>{initial}</span>
      </Avatar>
      <Title order={1} size="h2" ta="center">
        {user.name}
      </Title>
      <Table variant="vertical" layout="fixed" withTableBorder>
        <Table.Tbody>
          {rows.map(([key, value]) => (
            <Table.Tr key={key}>
              <Table.Th scope="row" w={150}>
                {t(`site:userCard.${key}`)}
              </Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                {value || <Text c="dimmed">—</Text>}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
