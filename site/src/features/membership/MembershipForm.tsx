import { Button, Stack, TextInput, Title } from '@mantine/core';
import { fieldLimits, showServerFieldError, tooLongMessage } from '../../app/form-checks';
import { ContactFields } from '../account-fields/AccountFields';
import { contactRules } from '../account-fields/rules';
import { useForm } from '@mantine/form';
import type { components } from '@pathagar/sdk';
import { isMobileWallet, type PaymentMethod } from '@pathagar/shared-i18n';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { toast } from '../../app/toast';
import { useFormLanguage } from '../auth/use-form-language';
import { isMobileNumber, normalizeNumber } from '../auth/validation';
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

/** The application calls the mobile number `phoneNumber`. */
function asMembership({ mobile, ...rest }: ReturnType<typeof contactRules>) {
  return { ...rest, phoneNumber: mobile };
}

type Profile = components['schemas']['UserProfile'];

/** The form starts with the member's own name, e-mail and mobile: they are asked once, at sign-up. */
function initialValues(profile: Profile | null): Values {
  if (!profile) return EMPTY;
  return { ...EMPTY, name: profile.name, email: profile.email, phoneNumber: profile.mobile };
}

interface MembershipFormProps {
  userId: number;
  profile: Profile | null;
}

/** The Accept Membership form (spec §2 Membership, view 4). */
export function MembershipForm({ userId, profile }: MembershipFormProps) {
  const { t } = useTranslation();
  const apply = useApplyForMembership(userId);

  const number = (missing: string) => (value: string) =>
    !value.trim()
      ? missing
      : isMobileNumber(value)
        ? null
        : t('site:membership.validation.numberInvalid');
  const form = useForm({
    initialValues: initialValues(profile),
    validate: {
      ...asMembership(
        contactRules(t, {
          nameRequired: t('site:membership.validation.nameRequired'),
          emailRequired: t('site:membership.validation.emailRequired'),
          emailInvalid: t('site:membership.validation.emailInvalid'),
          mobileRequired: t('site:membership.validation.phoneRequired'),
          mobileInvalid: t('site:membership.validation.numberInvalid'),
        })
      ),
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
      transactionId: (value) =>
        value.trim()
          ? tooLongMessage(t, value, fieldLimits.PaymentFields.transactionId)
          : t('site:membership.validation.transactionRequired'),
    },
  });
  useFormLanguage(form);

  const submit = form.onSubmit((values) =>
    apply.mutate(toApplication(values, userId), {
      onSuccess: () => {
        form.reset();
        toast.show(t('site:membership.form.success'), 'green', MEMBERSHIP_MESSAGE_MS);
      },
      // The form keeps what was typed (spec §4); a refused field is marked on the field.
      onError: (error) => {
        if (showServerFieldError(t, form, error)) return;
        toast.show(t('site:membership.form.failed'), 'red', MEMBERSHIP_MESSAGE_MS);
      },
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
          <ContactFields form={form} texts="site:membership.form" />
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
