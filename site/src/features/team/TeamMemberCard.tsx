import { Anchor, Avatar, Card, Stack, Text, Title } from '@mantine/core';
import { teamRoleLabel } from '@pathagar/shared-i18n';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { IconMail, IconPhone } from '@tabler/icons-react';
import type { TeamMember } from './queries';
import { responsiveImage } from '@pathagar/sdk';

export function TeamMemberCard({ member }: { member: TeamMember }) {
  const { t } = useTranslation();
  const name = member.Name;
  // The public page reads `phone`; `Mobile` is the same number under the admin form's name.
  const phone = member.phone?.trim() || member.Mobile?.trim();
  const email = member.email?.trim();
  const campus = member.role === 'Campus Ambassadors' ? member.Campus?.trim() : undefined;

  return (
    <Card component="article" withBorder radius="md" padding="lg" aria-label={name}>
      <Stack align="center" gap={6} ta="center">
        <Avatar
          src={member.imgUrl ?? undefined}
          alt={member.imgUrl ? name : undefined}
          name={name}
          color="initials"
          size={112}
          radius={112}
          imageProps={{
            loading: 'lazy',
            width: 112,
            height: 112,
            ...(member.imgUrl ? responsiveImage(member.imgUrl, '112px') : {}),
          }}
        />
        <Title order={3} size="h4" mt="sm">
          {name}
        </Title>
        <Text c="pathagar.8" fw={500}>
          {teamRoleLabel(t, member.role)}
        </Text>
        {campus && <Text size="sm">{t('site:team.campus', { campus })}</Text>}
        {email && (
          <Anchor
            href={`mailto:${email}`}
            size="sm"
            aria-label={`${t('site:team.email', { name })}: ${email}`}
          >
            <IconMail
              size={16}
              aria-hidden
              style={{ verticalAlign: 'middle', marginInlineEnd: 4 }}
            />
            {email}
          </Anchor>
        )}
        {phone && (
          <Anchor
            href={`tel:${phone.replace(/[^\d+]/g, '')}`}
            size="sm"
            aria-label={`${t('site:team.phone', { name })}: ${phone}`}
          >
            <IconPhone
              size={16}
              aria-hidden
              style={{ verticalAlign: 'middle', marginInlineEnd: 4 }}
            />
            {phone}
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}
