import {
  Group,
  NativeSelect,
  Radio,
  SimpleGrid,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  MOBILE_WALLETS,
  PAYMENT_METHODS,
  mobileWalletLabel,
  paymentMethodLabel,
  type PaymentMethod,
} from '@pathagar/shared-i18n';
import { useTranslation } from '@pathagar/shared-i18n/react';

/** The payment fields of the donation and membership forms (the contract's PaymentFields). */
export interface PaymentMethodValues {
  /** '' until one is picked; the method's own fields appear after that. */
  paymentMethod: PaymentMethod | '';
  mobileBankMethod: string;
  mobileBankNumber: string;
  bankAccountNumber: string;
}

/** Whose labels the fields show: the donation form's or the membership form's (the same keys). */
export type PaymentTexts = 'site:donation.form' | 'site:membership.form';

interface PaymentMethodFieldsProps {
  form: UseFormReturnType<PaymentMethodValues>;
  /** The chosen method, read as the form reads values (an uncontrolled form watches it). */
  method: PaymentMethod | '';
  texts: PaymentTexts;
  /** The wallet list's empty first entry; `disabled` once a wallet must stay chosen. */
  walletPrompt: { label: string; disabled?: boolean };
  /** How the wallet number is typed (the on-screen keyboard, autofill). */
  walletNumberInput: Pick<TextInputProps, 'type' | 'inputMode' | 'autoComplete'>;
}

/**
 * The method (mobile banking or bank transfer) and then only that method's fields: the wallet and
 * its number, or the bank account number.
 */
export function PaymentMethodFields({
  form,
  method,
  texts,
  walletPrompt,
  walletNumberInput,
}: PaymentMethodFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Radio.Group
        label={t(`${texts}.paymentMethod`)}
        withAsterisk
        key={form.key('paymentMethod')}
        {...form.getInputProps('paymentMethod')}
      >
        <Group mt="xs">
          {PAYMENT_METHODS.map((value) => (
            <Radio key={value} value={value} label={paymentMethodLabel(t, value)} />
          ))}
        </Group>
      </Radio.Group>
      {method === 'mobileBank' && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            label={t(`${texts}.mobileBankMethod`)}
            withAsterisk
            data={[
              { value: '', ...walletPrompt },
              ...MOBILE_WALLETS.map((value) => ({ value, label: mobileWalletLabel(t, value) })),
            ]}
            key={form.key('mobileBankMethod')}
            {...form.getInputProps('mobileBankMethod')}
          />
          <TextInput
            label={t(`${texts}.mobileBankNumber`)}
            {...walletNumberInput}
            withAsterisk
            key={form.key('mobileBankNumber')}
            {...form.getInputProps('mobileBankNumber')}
          />
        </SimpleGrid>
      )}
      {method === 'bankTransfer' && (
        <TextInput
          label={t(`${texts}.bankAccountNumber`)}
          inputMode="numeric"
          withAsterisk
          key={form.key('bankAccountNumber')}
          {...form.getInputProps('bankAccountNumber')}
        />
      )}
    </>
  );
}
