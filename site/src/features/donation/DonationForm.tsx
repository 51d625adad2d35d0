import { Button, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from '@pathagar/shared-i18n/react';
import type { ReactNode } from 'react';
import { toast } from '../../app/toast';
import { PaymentMethodFields } from '../payment-fields/PaymentMethodFields';
import {
  DONATION_RULES,
  EMPTY_DONATION,
  formFieldOf,
  toDonationBody,
  type DonationField,
  type DonationValues,
} from './donation-form';
import { FormMessage } from './FormMessage';
import { useDonate } from './queries';

/** Spec §4/§9: the success and failure messages stay 2 s. */
const MESSAGE_MS = 2000;

function rules() {
  const entries = Object.entries(DONATION_RULES).map(([field, rule]) => [
    field,
    (value: string, values: DonationValues) => {
      const error = rule(value, values);
      return error ? <FormMessage error={error} /> : null;
    },
  ]);
  return Object.fromEntries(entries) as Record<
    DonationField,
    (value: string, values: DonationValues) => ReactNode
  >;
}

export function DonationForm() {
  const { t } = useTranslation();
  const donate = useDonate();
  const form = useForm<DonationValues>({
    mode: 'uncontrolled',
    initialValues: EMPTY_DONATION,
    validate: rules(),
  });
  const method = form.useWatchValue('paymentMethod');

  const submit = form.onSubmit(async (values) => {
    try {
      await donate.mutateAsync(toDonationBody(values));
      toast.show(t('site:donation.success'), 'green', MESSAGE_MS);
      form.reset();
    } catch (error) {
      // Everything typed stays; a field the server refused is marked where it is.
      const field = formFieldOf(error);
      if (field) form.setFieldError(field, <FormMessage error="serverField" />);
      toast.show(t('site:donation.failure'), 'red', MESSAGE_MS);
    }
  });

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3">
            {t('site:donation.form.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('site:donation.form.name')}
              autoComplete="name"
              withAsterisk
              key={form.key('name')}
              {...form.getInputProps('name')}
            />
            <TextInput
              label={t('site:donation.form.email')}
              type="email"
              autoComplete="email"
              withAsterisk
              key={form.key('email')}
              {...form.getInputProps('email')}
            />
          </SimpleGrid>
          <TextInput
            label={t('site:donation.form.donationAmount')}
            inputMode="decimal"
            leftSection="৳"
            withAsterisk
            key={form.key('donationAmount')}
            {...form.getInputProps('donationAmount')}
          />
          <PaymentMethodFields
            form={form}
            method={method}
            texts="site:donation.form"
            walletPrompt={{ label: t('site:donation.form.mobileBankMethodPlaceholder') }}
            walletNumberInput={{ inputMode: 'numeric', autoComplete: 'tel' }}
          />
          {method && (
            <TextInput
              label={t('site:donation.form.transactionId')}
              autoComplete="off"
              withAsterisk
              key={form.key('transactionId')}
              {...form.getInputProps('transactionId')}
            />
          )}
          <Button type="submit" loading={donate.isPending} style={{ alignSelf: 'flex-start' }}>
            {t('site:donation.form.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
