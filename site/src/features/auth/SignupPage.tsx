import { Button, PasswordInput, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { AnchorLink } from '../../app/links';
import { toast } from '../../app/toast';
import { AuthCard } from './AuthCard';
import { EmailVerification } from './EmailVerification';
import { ImageInput } from './ImageInput';
import { signUp } from './queries';
import { RATE_LIMIT_CODES, failureText } from './server-text';
import { SIGNUP_FAILURE_MS, SIGNUP_REDIRECT_MS } from './timings';
import { useEmailVerification } from './use-email-verification';
import { useFormLanguage } from './use-form-language';
import { useTimeout } from './use-timeout';
import { MIN_PASSWORD_LENGTH, isMobileNumber, normalizeNumber } from './validation';

/** Server answers the member can act on; anything else gets the spec's one failure text. */
const EXPLAINED = [
  'email_taken',
  'email_not_verified',
  'invalid_file',
  'payload_too_large',
  ...RATE_LIMIT_CODES,
] as const;

export function SignupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const later = useTimeout();
  const verification = useEmailVerification();
  const [code, setCode] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [done, setDone] = useState(false);
  const verified = verification.status === 'verified';

  const required = (message: string) => (value: string) => (value.trim() ? null : message);
  const form = useForm({
    initialValues: {
      fullName: '',
      email: '',
      mobile: '',
      password: '',
      confirmPassword: '',
      permanentAddress: '',
      currentAddress: '',
    },
    validate: {
      fullName: required(t('site:auth.validation.fullNameRequired')),
      email: required(t('site:auth.validation.emailRequired')),
      mobile: (value) =>
        !value.trim()
          ? t('site:auth.validation.mobileRequired')
          : isMobileNumber(value)
            ? null
            : t('site:auth.validation.mobileNumeric'),
      password: (value) =>
        !value
          ? t('site:auth.validation.passwordRequired')
          : value.length < MIN_PASSWORD_LENGTH
            ? t('site:auth.validation.passwordLength')
            : null,
      confirmPassword: (value, values) =>
        !value
          ? t('site:auth.validation.confirmRequired')
          : value !== values.password
            ? t('site:auth.validation.passwordsMismatch')
            : null,
      permanentAddress: required(t('site:auth.validation.permanentAddressRequired')),
      currentAddress: required(t('site:auth.validation.currentAddressRequired')),
    },
  });
  useFormLanguage(form);

  const signup = useMutation({
    mutationFn: (values: typeof form.values) =>
      signUp({
        ...values,
        fullName: values.fullName.trim(),
        email: values.email.trim(),
        mobile: normalizeNumber(values.mobile),
        verificationCode: normalizeNumber(code),
        ...(image ? { profileImage: image } : {}),
      }),
    onSuccess: () => {
      setDone(true);
      toast.show(t('site:auth.signup.success'), 'green', SIGNUP_REDIRECT_MS);
      later(() => void navigate({ to: '/login', replace: true }), SIGNUP_REDIRECT_MS);
    },
    onError: (error) => {
      const message = failureText(t, error, t('site:auth.signup.failed'), EXPLAINED);
      toast.show(message, 'red', SIGNUP_FAILURE_MS);
    },
  });

  return (
    <AuthCard title={t('site:auth.signup.title')} width={680}>
      <form noValidate onSubmit={form.onSubmit((values) => signup.mutate(values))}>
        <Stack>
          <TextInput
            label={t('site:auth.signup.fullName')}
            autoComplete="name"
            withAsterisk
            {...form.getInputProps('fullName')}
          />
          <TextInput
            label={t('site:auth.signup.email')}
            type="email"
            autoComplete="email"
            withAsterisk
            readOnly={verified}
            {...form.getInputProps('email')}
          />
          <EmailVerification
            {...verification}
            code={code}
            onCodeChange={setCode}
            onSend={() => void verification.send(form.values.email)}
            onVerify={() => void verification.verify(form.values.email, code)}
          />
          <TextInput
            label={t('site:auth.signup.mobile')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            withAsterisk
            {...form.getInputProps('mobile')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <PasswordInput
              label={t('site:auth.signup.password')}
              description={t('site:auth.signup.passwordHint')}
              autoComplete="new-password"
              withAsterisk
              {...form.getInputProps('password')}
            />
            <PasswordInput
              label={t('site:auth.signup.confirmPassword')}
              autoComplete="new-password"
              withAsterisk
              {...form.getInputProps('confirmPassword')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Textarea
              label={t('site:auth.signup.permanentAddress')}
              rows={2}
              withAsterisk
              {...form.getInputProps('permanentAddress')}
            />
            <Textarea
              label={t('site:auth.signup.currentAddress')}
              rows={2}
              withAsterisk
              {...form.getInputProps('currentAddress')}
            />
          </SimpleGrid>
          <ImageInput
            label={t('site:auth.signup.profileImage')}
            description={t('site:auth.signup.imageHint')}
            onChange={setImage}
          />
          {!verified && (
            <Text size="sm" c="dimmed" id="signup-verify-first">
              {t('site:auth.signup.verifyFirst')}
            </Text>
          )}
          <Button
            type="submit"
            fullWidth
            loading={signup.isPending}
            disabled={!verified || done}
            aria-describedby={verified ? undefined : 'signup-verify-first'}
          >
            {t('site:auth.signup.submit')}
          </Button>
          <Text size="sm" ta="center">
            {t('site:auth.signup.haveAccount')}{' '}
            <AnchorLink to="/login">{t('site:auth.signup.login')}</AnchorLink>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
