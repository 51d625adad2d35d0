import { Anchor, Box, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@pathagar/shared-i18n/react';
import {
  IconBrandFacebook,
  IconBrandWhatsapp,
  IconBrandYoutube,
  IconMail,
} from '@tabler/icons-react';
import { AnchorLink } from '../app/links';
import { CLUB } from '../app/club';
import { formatNumber } from '@pathagar/shared-i18n';
import { useLanguage } from '@pathagar/shared-i18n/react';

/** The footer (spec §2): About Us, Quick Links to each page's anchor, Follow Us. */
export function Footer() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const year = formatNumber(new Date().getFullYear(), language, { useGrouping: false });

  // Each page's anchor, as the original site's footer links them.
  const quickLinks = [
    { to: '/', hash: 'home', key: 'home' },
    { to: '/allbooks', hash: 'allbook', key: 'allBooks' },
    { to: '/about', hash: 'about', key: 'about2' },
    { to: '/contact', hash: 'contact', key: 'contact' },
  ] as const;

  const social = [
    { key: 'facebook', href: CLUB.social.facebook, Icon: IconBrandFacebook },
    { key: 'youtube', href: CLUB.social.youtube, Icon: IconBrandYoutube },
    { key: 'whatsapp', href: CLUB.social.whatsapp, Icon: IconBrandWhatsapp },
    { key: 'email', href: `mailto:${CLUB.email}`, Icon: IconMail },
  ] as const;

  return (
    <Box component="footer" bg="pathagar.9" c="white" py="xl" mt="xl">
      <Container size="xl">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          <Stack gap="xs">
            <Title order={2} size="h4">
              {t('site:shell.footer.aboutTitle')}
            </Title>
            <Text size="sm">{t('site:shell.footer.about')}</Text>
          </Stack>
          <Stack gap="xs" component="nav" aria-label={t('site:shell.footer.quickLinks')}>
            <Title order={2} size="h4">
              {t('site:shell.footer.quickLinks')}
            </Title>
            {quickLinks.map(({ to, hash, key }) => (
              <AnchorLink key={key} to={to} hash={hash} c="white">
                {t(`site:shell.footer.${key}`)}
              </AnchorLink>
            ))}
          </Stack>
          <Stack gap="xs">
            <Title order={2} size="h4">
              {t('site:shell.footer.followUs')}
            </Title>
            {social.map(({ key, href, Icon }) => (
              <Anchor key={key} href={href} c="white" target="_blank" rel="noopener noreferrer">
                <Icon
                  size={18}
                  aria-hidden
                  style={{ verticalAlign: 'middle', marginInlineEnd: 6 }}
                />
                {t(`site:shell.footer.${key}`)}
              </Anchor>
            ))}
          </Stack>
        </SimpleGrid>
        <Text size="xs" ta="center" mt="xl">
          {t('site:shell.footer.copyright', { year })}
        </Text>
      </Container>
    </Box>
  );
}
