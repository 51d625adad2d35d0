import { Button, Stack, Text, TextInput } from '@mantine/core';
import { isApiError } from '@pathagar/sdk';
import { errorMessage } from '@pathagar/shared-i18n';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { AnchorLink } from '../../app/links';
import { AuthCard } from './AuthCard';
import { requestPasswordReset } from './queries';
import { isEmail } from './validation';

type Outcome = 'success' | 'invalid' | 'failed' | 'network' | 'limited';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [outcome, setOutcome] = useState<{ kind: Outcome; error?: unknown } | null>(null);

  const send = useMutation({
    mutationFn: requestPasswordReset,
    onSuccess: () => {
      setOutcome({ kind: 'success' });
      setEmail('');
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 0) setOutcome({ kind: 'network' });
      else if (isApiError(error) && error.status === 429) setOutcome({ kind: 'limited', error });
      else setOutcome({ kind: 'failed' });
    },
  });

  const messages: Record<Outcome, string> = {
    success: t('site:auth.forgot.success'),
    invalid: t('site:auth.forgot.invalidEmail'),
    failed: t('site:auth.forgot.failed'),
    network: t('site:auth.forgot.networkError'),
    limited: errorMessage(t, outcome?.error),
  };
  const isError = outcome !== null && outcome.kind !== 'success';

  return (
    <AuthCard title={t('site:auth.forgot.title')}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!isEmail(email)) {
            setOutcome({ kind: 'invalid' });
            return;
          }
          setOutcome(null);
          send.mutate(email.trim());
        }}
      >
        <Stack>
          <Text size="sm">{t('site:auth.forgot.intro')}</Text>
          <TextInput
            label={t('site:auth.forgot.email')}
            type="email"
            autoComplete="email"
            withAsterisk
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={outcome?.kind === 'invalid' ? messages.invalid : undefined}
          />
          <Button type="submit" fullWidth disabled={send.isPending}>
            {send.isPending ? t('site:auth.forgot.sending') : t('site:auth.forgot.submit')}
          </Button>
          <Text
            size="sm"
            c={isError ? 'red' : 'green'}
            role={isError ? 'alert' : 'status'}
            aria-live="polite"
          >
            {outcome && outcome.kind !== 'invalid' ? messages[outcome.kind] : null}
          </Text>
          <AnchorLink to="/login" size="sm" ta="center">
            {t('site:auth.forgot.backToLogin')}
          </AnchorLink>
        </Stack>
      </form>
    </AuthCard>
  );
}
