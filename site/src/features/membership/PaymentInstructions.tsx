import { List, Paper, Text, Title } from '@mantine/core';
import { formatTaka } from '@pathagar/shared-i18n';
import { useLanguage, useTranslation } from '@pathagar/shared-i18n/react';
import { CLUB } from '../../app/club';

/** Where to send the fee (spec §2 Membership); the figures are the club's, in src/app/club.ts. */
export function PaymentInstructions() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <Paper withBorder radius="md" p="md" bg="var(--mantine-color-default-hover)">
      <Title order={2} size="h4" mb="xs">
        {t('site:membership.form.instructionsTitle')}
      </Title>
      <Text size="sm" mb="xs">
        {t('site:membership.form.deposit', {
          fee: formatTaka(CLUB.membershipFeeTaka, language),
        })}
      </Text>
      <List size="sm" spacing={4}>
        <List.Item>
          {t('site:membership.form.mobileBanking', { number: CLUB.mobileBankingNumber })}
        </List.Item>
        <List.Item>{t('site:membership.form.bankName')}</List.Item>
        <List.Item>{t('site:membership.form.accountName')}</List.Item>
        <List.Item>{t('site:membership.form.branch')}</List.Item>
        <List.Item>
          {t('site:membership.form.accountNumber', { number: CLUB.bankAccountNumber })}
        </List.Item>
      </List>
    </Paper>
  );
}
