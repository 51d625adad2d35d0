import { Alert, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '@pathagar/shared-i18n';
import { useLanguage, useTranslation } from '@pathagar/shared-i18n/react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { ButtonLink } from '../../app/links';
import { PageLoader } from '../../shell/PageLoader';
import { useMemberId } from '../profile/member-id';
import { MembershipForm } from './MembershipForm';
import { profileQuery } from '../profile/queries';
import { activeMembershipQuery, pendingMembershipQuery } from './queries';

const route = getRouteApi('/_member/membership');

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
  // Fills the form in (name, e-mail, mobile); a failed load leaves it empty.
  const profile = useQuery({ ...profileQuery(userId), enabled: userId > 0 });
  const { book } = route.useSearch();
  const backToBook = book !== undefined && (
    <ButtonLink to="/specificbooks/$id" params={{ id: String(book) }} variant="light">
      {t('site:membership.backToBook')}
    </ButtonLink>
  );

  let view;
  if (userId > 0 && (pending.isPending || active.isPending || profile.isPending)) {
    view = <PageLoader />;
  } else if (pending.data?.length) {
    view = (
      <Stack align="center" ta="center">
        <Title order={1} size="h2">
          {t('site:membership.pending.title')}
        </Title>
        <Text>{t('site:membership.pending.text')}</Text>
        <ButtonLink to="/profile">{t('site:membership.pending.viewProfile')}</ButtonLink>
        {backToBook}
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
        {backToBook}
      </Stack>
    );
  } else {
    view = (
      <Stack>
        {/* A member sent here by "Take the book to read." is told why (issue 16.4). */}
        {book !== undefined && (
          <Alert color="blue" title={t('site:membership.needed.title')}>
            {t('site:membership.needed.text')}
          </Alert>
        )}
        <MembershipForm userId={userId} profile={profile.data ?? null} />
      </Stack>
    );
  }

  return (
    <Container size="sm" py="xl">
      <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }}>
        {view}
      </Paper>
    </Container>
  );
}
