import { Button, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { isMobileWallet, type PaymentMethod } from '@pathagar/shared-i18n';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { toast } from '../../app/toast';
import { useFormLanguage } from '../auth/use-form-language';
import { isEmail, isMobileNumber, normalizeNumber } from '../auth/validation';
import { PaymentMethodFields } from '../payment-fields/PaymentMethodFields';
import { PaymentInstructions } from './PaymentInstructions';
import { useApplyForMembership, type MembershipApplication } from './queries';

/** Spec §9: the membership message shows for 1 s. */
export const MEMBERSHIP_MESSAGE_MS = 1000;

const EMPTY = {
  name: '',
  email: '',
  phoneNumber: '',
  paymentMethod: '' as PaymentMethod | '',
  mobileBankMethod: '',
  mobileBankNumber: '',
  bankAccountNumber: '',
  transactionId: '',
};

type Values = typeof EMPTY;

/** The application the contract takes: only the chosen method's fields, numbers in ASCII. */
function toApplication(values: Values, userId: number): MembershipApplication {
  const common = {
    name: values.name.trim(),
    email: values.email.trim(),
    phoneNumber: normalizeNumber(values.phoneNumber),
    transactionId: values.transactionId.trim(),
    userId,
  };
  if (values.paymentMethod === 'bankTransfer') {
    return {
      ...common,
      paymentMethod: 'bankTransfer',
      bankAccountNumber: normalizeNumber(values.bankAccountNumber),
    };
  }
  return {
    ...common,
    paymentMethod: 'mobileBank',
    mobileBankMethod: isMobileWallet(values.mobileBankMethod) ? values.mobileBankMethod : 'bkash',
    mobileBankNumber: normalizeNumber(values.mobileBankNumber),
  };
}

/** The Accept Membership form (spec §2 Membership, view 4). */
export function MembershipForm({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const apply = useApplyForMembership(userId);

  const required = (message: string) => (value: string) => (value.trim() ? null : message);
  const number = (missing: string) => (value: string) =>
    !value.trim()
      ? missing
      : isMobileNumber(value)
        ? null
        : t('site:membership.validation.numberInvalid');
  const form = useForm({
    initialValues: EMPTY,
    validate: {
      name: required(t('site:membership.validation.nameRequired')),
      email: (value) =>
        !value.trim()
          ? t('site:membership.validation.emailRequired')
          : isEmail(value)
            ? null
            : t('site:membership.validation.emailInvalid'),
      phoneNumber: number(t('site:membership.validation.phoneRequired')),
      paymentMethod: (value) => (value ? null : t('site:membership.validation.methodRequired')),
      mobileBankMethod: (value, values) =>
        values.paymentMethod === 'mobileBank' && !isMobileWallet(value)
          ? t('site:membership.validation.walletRequired')
          : null,
      mobileBankNumber: (value, values) =>
        values.paymentMethod === 'mobileBank'
          ? number(t('site:membership.validation.walletNumberRequired'))(value)
          : null,
      bankAccountNumber: (value, values) =>
        values.paymentMethod !== 'bankTransfer'
          ? null
          : !value.trim()
            ? t('site:membership.validation.accountRequired')
            : /^[0-9]+$/.test(normalizeNumber(value))
              ? null
              : t('site:membership.validation.accountInvalid'),
      transactionId: required(t('site:membership.validation.transactionRequired')),
    },
  });
  useFormLanguage(form);

  const submit = form.onSubmit((values) =>
    apply.mutate(toApplication(values, userId), {
      onSuccess: () => {
        form.reset();
        toast.show(t('site:membership.form.success'), 'green', MEMBERSHIP_MESSAGE_MS);
      },
      // The form keeps what was typed (spec §4).
      onError: () => toast.show(t('site:membership.form.failed'), 'red', MEMBERSHIP_MESSAGE_MS),
    })
  );

  const method = form.values.paymentMethod;
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('site:membership.form.title')}
      </Title>
      <PaymentInstructions />
      <form noValidate onSubmit={submit}>
        <Stack>
          <TextInput
            label={t('site:membership.form.name')}
            autoComplete="name"
            withAsterisk
            {...form.getInputProps('name')}
          />
          <TextInput
            label={t('site:membership.form.email')}
            type="email"
            autoComplete="email"
            withAsterisk
            {...form.getInputProps('email')}
          />
          <TextInput
            label={t('site:membership.form.phoneNumber')}
            type="tel"
            autoComplete="tel"
            withAsterisk
            {...form.getInputProps('phoneNumber')}
          />
          <PaymentMethodFields
            form={form}
            method={method}
            texts="site:membership.form"
            walletPrompt={{ label: t('site:membership.form.chooseWallet'), disabled: true }}
            walletNumberInput={{ type: 'tel' }}
          />
          <TextInput
            label={t('site:membership.form.transactionId')}
            withAsterisk
            {...form.getInputProps('transactionId')}
          />
          <Button type="submit" loading={apply.isPending}>
            {t('site:membership.form.submit')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
