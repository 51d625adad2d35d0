import { Container, Stack } from '@mantine/core';
import { AccountDetails } from './AccountDetails';
import { DonationForm } from './DonationForm';
import { PageIntro } from '../../shell/PageIntro';

export function DonationPage() {
  return (
    <Container size="md" py="xl">
      <Stack gap="xl">
        <PageIntro texts="site:donation" />
        <AccountDetails />
        <DonationForm />
      </Stack>
    </Container>
  );
}
