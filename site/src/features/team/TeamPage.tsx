import { Alert, Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import { sortTeamMembers, teamRoleLabel } from '@pathagar/shared-i18n';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { useQuery } from '@tanstack/react-query';
import { PageLoader } from '../../shell/PageLoader';
import { teamQuery, type TeamMember } from './queries';
import { TeamMemberCard } from './TeamMemberCard';
import { PageIntro } from '../../shell/PageIntro';

/** Consecutive runs of one role in the sorted list: Advisors, Directors, … (spec §9 order). */
function groupByRole(members: readonly TeamMember[]) {
  const groups: { role: string; members: TeamMember[] }[] = [];
  for (const member of sortTeamMembers(members)) {
    const last = groups.at(-1);
    if (last?.role === member.role) last.members.push(member);
    else groups.push({ role: member.role, members: [member] });
  }
  return groups;
}

export function TeamPage() {
  const { t } = useTranslation();
  const team = useQuery(teamQuery());

  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <PageIntro texts="site:team" centered />
        {team.isPending ? (
          <PageLoader label={t('site:team.loading')} />
        ) : team.isError ? (
          <Alert color="red" role="alert">
            {t('site:team.loadFailed')}
          </Alert>
        ) : team.data.length === 0 ? (
          <Text c="dimmed" ta="center">
            {t('site:team.empty')}
          </Text>
        ) : (
          groupByRole(team.data).map((group) => (
            <Stack key={group.role} component="section" gap="md">
              <Title order={2} ta="center">
                {teamRoleLabel(t, group.role)}
              </Title>
              {/* Centred rows under the centred heading: a group of one or two no longer sits at
                  the left edge (issue 16.12). */}
              <Group justify="center" align="stretch" gap="lg">
                {group.members.map((member) => (
                  <Box key={member._id} w={{ base: '100%', xs: 260 }}>
                    <TeamMemberCard member={member} />
                  </Box>
                ))}
              </Group>
            </Stack>
          ))
        )}
      </Stack>
    </Container>
  );
}
