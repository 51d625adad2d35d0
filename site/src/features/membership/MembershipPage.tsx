import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '@pathagar/shared-i18n';
import { useLanguage, useTranslation } from '@pathagar/shared-i18n/react';
import { useQuery } from '@tanstack/react-query';
import { ButtonLink } from '../../app/links';
import { PageLoader } from '../../shell/PageLoader';
import { useMemberId } from '../profile/member-id';
import { MembershipForm } from './MembershipForm';
import { activeMembershipQuery, pendingMembershipQuery } from './queries';

/**
 * /membership: one of four views (spec §2): loading, a pending application, an active
 * membership, or the application form. A failed check is only logged (spec §8): the form shows.
 */
export function MembershipPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const userId = useMemberId() ?? 0;
  const pending = useQuery({ ...pendingMembershipQuery(userId), enabled: userId > 0 });
  const active = useQuery({ ...activeMembershipQuery(userId), enabled: userId > 0 });

  let view;
  if (userId > 0 && (pending.isPending || active.isPending)) {
    view = <PageLoader />;
  } else if (pending.data?.length) {
    view = (
      <Stack align="center" ta="center">
        <Title order={1} size="h2">
          {t('site:membership.pending.title')}
        </Title>
        <Text>{t('site:membership.pending.text')}</Text>
        <ButtonLink to="/profile">{t('site:membership.pending.viewProfile')}</ButtonLink>
      </Stack>
    );
  } else if (active.data?.[0]) {
    view = (
      <Stack align="center" ta="center">
        <Title order={1} size="h2">
          {t('site:membership.active.title', {
            date: formatDate(active.data[0].date, language),
          })}
        </Title>
        <Text>{t('site:membership.active.text')}</Text>
        <ButtonLink to="/profile">{t('site:membership.active.goToProfile')}</ButtonLink>
      </Stack>
    );
  } else {
    view = <MembershipForm userId={userId} />;
  }

  return (
    <Container size="sm" py="xl">
      <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }}>
        {view}
      </Paper>
    </Container>
  );
}
