import { Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { MOBILE_WALLETS, mobileWalletLabel } from '@pathagar/shared-i18n';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { CLUB } from '../../app/club';

/** The club's fixed accounts (club.ts); numbers stay in Latin digits, as apps expect them. */
export function AccountDetails() {
  const { t } = useTranslation();
  const bankRows = [
    ['bankName', t('site:donation.accounts.bankNameValue')],
    ['accountName', t('site:donation.accounts.accountNameValue')],
    ['branch', t('site:donation.accounts.branchValue')],
    ['accountNumber', CLUB.bankAccountNumber],
  ] as const;

  return (
    <Stack gap="sm" component="section" aria-labelledby="donation-accounts">
      <Title order={2} size="h3" id="donation-accounts">
        {t('site:donation.accounts.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Paper withBorder p="md" radius="md">
          <Title order={3} size="h4" mb="xs">
            {t('site:donation.accounts.mobileBanking')}
          </Title>
          <Text>
            {t('site:donation.accounts.mobileBankingText', {
              number: CLUB.mobileBankingNumber,
            })}
          </Text>
          <Group gap="xs" mt="xs">
            {MOBILE_WALLETS.map((wallet) => (
              <Badge key={wallet} variant="light" size="lg">
                {mobileWalletLabel(t, wallet)}
              </Badge>
            ))}
          </Group>
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Title order={3} size="h4" mb="xs">
            {t('site:donation.accounts.bank')}
          </Title>
          <Table variant="vertical" withRowBorders={false} verticalSpacing={2}>
            <Table.Tbody>
              {bankRows.map(([key, value]) => (
                <Table.Tr key={key}>
                  <Table.Th scope="row" w={140}>
                    {t(`site:donation.accounts.${key}`)}
                  </Table.Th>
                  <Table.Td>{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
