import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import { isApiError } from '@pathagar/sdk';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { LoadFailedAlert } from '../../app/LoadFailed';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../app/links';
import { useSession } from '../../app/session';
import { PageLoader } from '../../shell/PageLoader';
import { parseUserId, userCardQuery } from './queries';
import { UserCard } from './UserCard';

function Frame({ children }: { children: ReactNode }) {
  return (
    <Center mih="100dvh" p="md" bg="gray.0">
      <Paper withBorder shadow="sm" radius="lg" p="xl" w="100%" maw={480}>
        {children}
      </Paper>
    </Center>
  );
}

/** What a visitor may not see: a title and a way on, no personal data. */
function Notice({ text, action }: { text: string; action: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack align="center" ta="center" gap="md">
      <Title order={1} size="h2">
        {t('site:userCard.title')}
      </Title>
      <Text>{text}</Text>
      {action}
    </Stack>
  );
}

function SignInPrompt() {
  const { t } = useTranslation();
  return (
    <Notice
      text={t('site:userCard.private')}
      action={<ButtonLink to="/login">{t('site:userCard.login')}</ButtonLink>}
    />
  );
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <Notice
      text={t('site:userCard.notFound')}
      action={
        <ButtonLink to="/" variant="light">
          {t('site:userCard.home')}
        </ButtonLink>
      }
    />
  );
}

/**
 * The server decides who may see a card (the member themself, or an admin): a visitor without a
 * session is not even sent there, and a 401/403 turns into the same sign-in prompt.
 */
function MemberCard({ userId, token }: { userId: number; token: string }) {
  const { t } = useTranslation();
  const card = useQuery(userCardQuery(userId, token));

  if (card.isPending) return <PageLoader label={t('site:userCard.loading')} />;
  if (card.isError) {
    const status = isApiError(card.error) ? card.error.status : 0;
    if (status === 401 || status === 403) return <SignInPrompt />;
    if (status === 404) return <NotFound />;
    return (
      <LoadFailedAlert title={t('site:userCard.loadFailed')} onRetry={() => void card.refetch()} />
    );
  }
  return <UserCard user={card.data} />;
}

export function UserCardPage() {
  const { id } = useParams({ from: '/userprofile/$id' });
  const { token } = useSession();
  const userId = parseUserId(id);

  return (
    <Frame>
      {userId === null ? (
        <NotFound />
      ) : token ? (
        <MemberCard userId={userId} token={token} />
      ) : (
        <SignInPrompt />
      )}
    </Frame>
  );
}
