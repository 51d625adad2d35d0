import { Alert, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { AnchorLink } from '../../app/links';
import { toast } from '../../app/toast';
import { fieldLimits, showServerFieldError, tooLongMessage } from '../../app/form-checks';
import { AuthCard } from './AuthCard';
import { isLocalPath } from './local-path';
import { logIn } from './queries';
import { RATE_LIMIT_CODES, failureText } from './server-text';
import { LOGIN_FAILURE_MS, LOGIN_REDIRECT_MS } from './timings';
import { useFormLanguage } from './use-form-language';
import { useTimeout } from './use-timeout';
import { isEmail } from './validation';

const LIMITS = fieldLimits.LoginRequest;

interface LoginPageProps {
  /** A member page that sent the visitor here; /profile otherwise. */
  redirectTo?: string | undefined;
  /** The member's session ended (token expired or revoked): said above the form. */
  sessionEnded?: boolean;
}

export function LoginPage({ redirectTo, sessionEnded = false }: LoginPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const later = useTimeout();
  const [isAdmin, setIsAdmin] = useState(false);
  const [redirecting, setRedirecting] = useState(false);

  const form = useForm({
    initialValues: { email: '', password: '' },
    // The shape and the contract's lengths are checked here: `abc` is not sent to come back as
    // "Something is wrong" (issue 16.10).
    validate: {
      email: (value) =>
        !value.trim()
          ? t('site:auth.login.emailRequired')
          : !isEmail(value)
            ? t('site:auth.validation.emailInvalid')
            : tooLongMessage(t, value, LIMITS.email),
      password: (value) =>
        value ? tooLongMessage(t, value, LIMITS.password) : t('site:auth.login.passwordRequired'),
    },
  });
  useFormLanguage(form);

  const login = useMutation({
    mutationFn: (values: typeof form.values) => logIn(values.email.trim(), values.password),
    onSuccess: (outcome) => {
      if (outcome === 'admin') {
        setIsAdmin(true);
        return;
      }
      setRedirecting(true);
      toast.show(t('site:auth.login.success'), 'green', LOGIN_REDIRECT_MS);
      later(() => {
        void (isLocalPath(redirectTo)
          ? navigate({ href: redirectTo, replace: true })
          : navigate({ to: '/profile', replace: true }));
      }, LOGIN_REDIRECT_MS);
    },
    onError: (error) => {
      if (showServerFieldError(t, form, error)) return;
      const message = failureText(t, error, t('site:auth.login.failed'), RATE_LIMIT_CODES);
      toast.show(message, 'red', LOGIN_FAILURE_MS);
    },
  });

  return (
    <AuthCard title={t('site:auth.login.title')}>
      <form
        noValidate
        onSubmit={form.onSubmit((values) => {
          setIsAdmin(false);
          login.mutate(values);
        })}
      >
        <Stack>
          {sessionEnded && (
            <Alert color="yellow" role="status">
              {t('site:auth.login.sessionEnded')}
            </Alert>
          )}
          <TextInput
            label={t('site:auth.login.email')}
            type="email"
            autoComplete="username"
            withAsterisk
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label={t('site:auth.login.password')}
            autoComplete="current-password"
            withAsterisk
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <AnchorLink to="/forgetpasswordpage" size="sm">
              {t('site:auth.login.forgotPassword')}
            </AnchorLink>
          </Group>
          {isAdmin && (
            <Alert color="yellow" role="alert">
              <Text size="sm">{t('site:auth.login.adminAccount')}</Text>
              <AnchorLink to="/adminlogin" size="sm">
                {t('site:auth.login.adminLink')}
              </AnchorLink>
            </Alert>
          )}
          <Button type="submit" loading={login.isPending} disabled={redirecting} fullWidth>
            {t('site:auth.login.submit')}
          </Button>
          <Text size="sm" ta="center">
            {t('site:auth.login.noAccount')}{' '}
            <AnchorLink to="/signup">{t('site:auth.login.beMember')}</AnchorLink>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
