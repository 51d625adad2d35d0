import { PasswordInput, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from '@pathagar/shared-i18n/react';
import type { ChangeEvent, ReactNode } from 'react';
import { ImageInput } from './ImageInput';
import type { PasswordValues } from './rules';

/** Whose labels the fields show: the sign-up form's or the profile form's (the same keys). */
export type AccountTexts = 'site:auth.signup' | 'site:profile.edit';

interface PasswordFieldsProps {
  form: UseFormReturnType<PasswordValues>;
  texts: AccountTexts;
  /**
   * The profile form's new password (spec §2 Profile update): no asterisks, and the mismatch
   * message goes as soon as either password changes.
   */
  optional?: boolean;
}

/** Password and confirmation side by side; their rules are `passwordRules`. */
export function PasswordFields({ form, texts, optional = false }: PasswordFieldsProps) {
  const { t } = useTranslation();
  const inputProps = (field: keyof PasswordValues) => {
    const props = form.getInputProps(field);
    if (!optional) return props;
    return {
      ...props,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        props.onChange(event);
        form.clearFieldError('confirmPassword');
      },
    };
  };

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <PasswordInput
        label={t(`${texts}.password`)}
        description={t(`${texts}.passwordHint`)}
        autoComplete="new-password"
        withAsterisk={!optional}
        {...inputProps('password')}
      />
      <PasswordInput
        label={t(`${texts}.confirmPassword`)}
        autoComplete="new-password"
        withAsterisk={!optional}
        {...inputProps('confirmPassword')}
      />
    </SimpleGrid>
  );
}

interface AddressValues {
  permanentAddress: string;
  currentAddress: string;
}

/** Permanent and current address side by side; their rules are `addressRules`. */
export function AddressFields({
  form,
  texts,
}: {
  form: UseFormReturnType<AddressValues>;
  texts: AccountTexts;
}) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Textarea
        label={t(`${texts}.permanentAddress`)}
        rows={2}
        withAsterisk
        {...form.getInputProps('permanentAddress')}
      />
      <Textarea
        label={t(`${texts}.currentAddress`)}
        rows={2}
        withAsterisk
        {...form.getInputProps('currentAddress')}
      />
    </SimpleGrid>
  );
}

/** The optional profile photo (JPEG or PNG, at most 5 MB); `onChange` gets null for none. */
export function ProfileImageField({
  texts,
  onChange,
}: {
  texts: AccountTexts;
  onChange: (file: File | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <ImageInput
      label={t(`${texts}.profileImage`)}
      description={t(`${texts}.imageHint`)}
      onChange={onChange}
    />
  );
}

/** Whose contact labels the fields show; each form names its fields after these keys. */
type ContactTexts = AccountTexts | 'site:membership.form';

interface ContactFieldsProps {
  /** Any form whose field names match its label keys (`fullName`, `phoneNumber`, …). */
  form: Pick<UseFormReturnType<Record<string, string>>, 'getInputProps'>;
  texts: ContactTexts;
  /** Sign-up makes the address read-only once verified; the profile form never lets it change. */
  email?: { readOnly?: boolean; disabled?: boolean; description?: string };
  /** What sits between the e-mail and the mobile field (sign-up's verification step). */
  afterEmail?: ReactNode;
}

/**
 * Name, e-mail and mobile, as the sign-up, membership and profile forms all ask them; their
 * rules are `contactRules`. Sign-up says "full name" and the membership form "phone number",
 * under those field names.
 */
export function ContactFields({ form, texts, email = {}, afterEmail }: ContactFieldsProps) {
  const { t } = useTranslation();
  const locked = Boolean(email.disabled);
  const name = texts === 'site:auth.signup' ? 'fullName' : 'name';
  const mobile = texts === 'site:membership.form' ? 'phoneNumber' : 'mobile';
  return (
    <>
      <TextInput
        label={texts === 'site:auth.signup' ? t(`${texts}.fullName`) : t(`${texts}.name`)}
        autoComplete="name"
        withAsterisk
        {...form.getInputProps(name)}
      />
      <TextInput
        label={t(`${texts}.email`)}
        type="email"
        autoComplete="email"
        withAsterisk={!locked}
        readOnly={email.readOnly}
        disabled={locked}
        description={email.description}
        {...form.getInputProps('email')}
      />
      {afterEmail}
      <TextInput
        label={texts === 'site:membership.form' ? t(`${texts}.phoneNumber`) : t(`${texts}.mobile`)}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        withAsterisk
        {...form.getInputProps(mobile)}
      />
    </>
  );
}
