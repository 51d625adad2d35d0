import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { AccountDetails } from './AccountDetails';
import { DonationForm } from './DonationForm';

export function DonationPage() {
  const { t } = useTranslation();
  return (
    <Container size="md" py="xl">
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1}>{t('site:donation.title')}</Title>
          <Text c="dimmed">{t('site:donation.intro')}</Text>
        </Stack>
        <AccountDetails />
        <DonationForm />
      </Stack>
    </Container>
  );
}
