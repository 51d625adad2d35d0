import {
  Anchor,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useTranslation } from '@pathagar/shared-i18n/react';
import {
  IconBrandFacebook,
  IconBrandWhatsapp,
  IconBrandYoutube,
  IconMail,
  IconMapPin,
  IconPhone,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { CLUB } from '../../app/club';
import { PageIntro } from '../../shell/PageIntro';

function Detail({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" radius="md">
      <Group wrap="nowrap" align="flex-start">
        <ThemeIcon size="lg" radius="xl" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <Stack gap={2}>
          <Title order={2} size="h5">
            {label}
          </Title>
          {children}
        </Stack>
      </Group>
    </Paper>
  );
}

export function ContactPage() {
  const { t } = useTranslation();
  const social = [
    { key: 'facebook', href: CLUB.social.facebook, Icon: IconBrandFacebook, external: true },
    { key: 'whatsapp', href: CLUB.social.whatsapp, Icon: IconBrandWhatsapp, external: true },
    { key: 'email', href: `mailto:${CLUB.email}`, Icon: IconMail, external: false },
    { key: 'youtube', href: CLUB.social.youtube, Icon: IconBrandYoutube, external: true },
  ] as const;

  return (
    <Container size="md" py="xl" id="contact">
      <Stack gap="lg">
        <PageIntro texts="site:contact" />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Detail icon={<IconPhone size={18} />} label={t('site:contact.phone')}>
            <Anchor href={`tel:${CLUB.phone}`}>{CLUB.phoneDisplay}</Anchor>
          </Detail>
          <Detail icon={<IconMapPin size={18} />} label={t('site:contact.address')}>
            <Text component="address" fs="normal">
              {t('site:contact.addressText')}
            </Text>
          </Detail>
          <Detail icon={<IconMail size={18} />} label={t('site:contact.email')}>
            <Anchor href={`mailto:${CLUB.email}`}>{CLUB.email}</Anchor>
          </Detail>
        </SimpleGrid>
        <Stack gap="xs" component="section" aria-labelledby="contact-social">
          <Title order={2} size="h4" id="contact-social">
            {t('site:contact.social.title')}
          </Title>
          <Group>
            {social.map(({ key, href, Icon, external }) => (
              <Anchor
                key={key}
                href={href}
                {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                <Group gap={6} wrap="nowrap">
                  <Icon size={20} aria-hidden />
                  <span>{t(`site:contact.social.${key}`)}</span>
                  {external && <VisuallyHidden>{t('site:contact.social.newTab')}</VisuallyHidden>}
                </Group>
              </Anchor>
            ))}
          </Group>
        </Stack>
        <Text size="sm" c="dimmed">
          {t('site:contact.developer')}{' '}
          {/* Underlined: inside a line of text a link must not stand out by colour alone. */}
          <Anchor
            href={CLUB.developer.url}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            underline="always"
          >
            {t('site:contact.developerName')}
          </Anchor>
        </Text>
      </Stack>
    </Container>
  );
}
