import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { isApiError } from '@pathagar/sdk';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { useMutation } from '@tanstack/react-query';
import { AnchorLink } from '../../app/links';
import { AuthCard } from './AuthCard';
import { resetPassword } from './queries';
import { RATE_LIMIT_CODES, failureText } from './server-text';
import { useFormLanguage } from './use-form-language';
import { MIN_PASSWORD_LENGTH } from './validation';

const EXPLAINED = ['invalid_token', ...RATE_LIMIT_CODES] as const;

/** /reset-password/{email}/{token}: the link the forgot-password e-mail carries. */
export function ResetPasswordPage({ email, token }: { email: string; token: string }) {
  const { t } = useTranslation();
  const form = useForm({
    initialValues: { password: '', confirmPassword: '' },
    validate: {
      password: (value) =>
        !value
          ? t('site:auth.validation.passwordRequired')
          : value.length < MIN_PASSWORD_LENGTH
            ? t('site:auth.validation.passwordLength')
            : null,
      confirmPassword: (value, values) =>
        value === values.password ? null : t('site:auth.reset.mismatch'),
    },
  });
  useFormLanguage(form);

  const reset = useMutation({
    mutationFn: (password: string) => resetPassword(email, token, password),
  });
  const invalidLink = isApiError(reset.error) && reset.error.code === 'invalid_token';

  return (
    <AuthCard title={t('site:auth.reset.title')}>
      {reset.isSuccess ? (
        <Stack>
          <Text c="green" role="status">
            {t('site:auth.reset.success')}
          </Text>
          <AnchorLink to="/login">{t('site:auth.reset.goToLogin')}</AnchorLink>
        </Stack>
      ) : (
        <form noValidate onSubmit={form.onSubmit((values) => reset.mutate(values.password))}>
          <Stack>
            <Text size="sm">{t('site:auth.reset.forEmail', { email })}</Text>
            <PasswordInput
              label={t('site:auth.reset.password')}
              description={t('site:auth.signup.passwordHint')}
              autoComplete="new-password"
              withAsterisk
              {...form.getInputProps('password')}
            />
            <PasswordInput
              label={t('site:auth.reset.confirmPassword')}
              autoComplete="new-password"
              withAsterisk
              {...form.getInputProps('confirmPassword')}
            />
            <Button type="submit" fullWidth loading={reset.isPending}>
              {t('site:auth.reset.submit')}
            </Button>
            {reset.isError && (
              <Text size="sm" c="red" role="alert">
                {failureText(t, reset.error, t('site:auth.reset.failed'), EXPLAINED)}
              </Text>
            )}
            {invalidLink && (
              <AnchorLink to="/forgetpasswordpage" size="sm">
                {t('site:auth.reset.newLink')}
              </AnchorLink>
            )}
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
