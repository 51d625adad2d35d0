import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { IconExternalLink } from '@tabler/icons-react';
import { AnchorLink } from '../../app/links';
import { CONSOLE_URL } from '../../app/config';

/** The admin console is its own app on its own origin; this page only points admins there. */
export function AdminLoginPage() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={64}>
      <Paper withBorder radius="md" p="xl">
        <Stack gap="md">
          <Title order={1}>{t('site:contact.adminLogin.title')}</Title>
          <Text>{t('site:contact.adminLogin.text')}</Text>
          <Button
            component="a"
            href={CONSOLE_URL}
            rightSection={<IconExternalLink size={18} aria-hidden />}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('site:contact.adminLogin.open')}
          </Button>
          <Text size="sm" c="dimmed">
            {t('site:contact.adminLogin.memberQuestion')}{' '}
            <AnchorLink to="/login" size="sm">
              {t('site:contact.adminLogin.memberLogin')}
            </AnchorLink>
          </Text>
        </Stack>
      </Paper>
    </Container>
  );
}
