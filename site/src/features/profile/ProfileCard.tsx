import { Avatar, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { components } from '@pathagar/sdk';
import { formatNumber } from '@pathagar/shared-i18n';
import { useLanguage, useTranslation } from '@pathagar/shared-i18n/react';
import { LoadFailedLine } from '../../app/LoadFailed';
import { ButtonLink } from '../../app/links';
import { PageLoader } from '../../shell/PageLoader';

type UserProfile = components['schemas']['UserProfile'];

interface ProfileCardProps {
  profile: UserProfile | null | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  counts: { thisMonth: number; total: number };
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}

function Count({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="xs" radius="md" ta="center" style={{ flex: 1 }}>
      <Text fw={700} size="xl">
        {value}
      </Text>
      <Text size="xs">{label}</Text>
    </Paper>
  );
}

/** The left panel: photo or initial, contact details, read counts and the Edit Profile link. */
export function ProfileCard({ profile, loading, failed, onRetry, counts }: ProfileCardProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();

  let body;
  if (loading) {
    body = <PageLoader />;
  } else if (failed || !profile) {
    body = <LoadFailedLine text={t('site:profile.loadFailed')} onRetry={onRetry} />;
  } else {
    body = (
      <Stack>
        <Stack align="center" gap="xs">
          <Avatar
            src={profile.image}
            alt={profile.image ? t('site:profile.photoAlt', { name: profile.name }) : undefined}
            size={112}
            radius={112}
            color="teal"
          >
            <span aria-hidden>{profile.name.trim().charAt(0).toUpperCase()}</span>
          </Avatar>
          <Title order={2} size="h3" ta="center">
            {profile.name}
          </Title>
        </Stack>
        <Detail label={t('site:profile.email')} value={profile.email} />
        <Detail label={t('site:profile.permanentAddress')} value={profile.permanentAddress} />
        <Detail label={t('site:profile.currentAddress')} value={profile.currentAddress} />
        <Group gap="xs" wrap="nowrap" align="stretch">
          <Count
            label={t('site:profile.readThisMonth')}
            value={formatNumber(counts.thisMonth, language)}
          />
          <Count label={t('site:profile.readTotal')} value={formatNumber(counts.total, language)} />
        </Group>
        <ButtonLink
          to="/editprofile/$userId"
          params={{ userId: profile.uniqueId }}
          variant="light"
          fullWidth
        >
          {t('site:profile.editProfile')}
        </ButtonLink>
      </Stack>
    );
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={profile?.name}>
      {body}
    </Paper>
  );
}
