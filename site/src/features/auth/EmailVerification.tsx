import { Badge, Button, Group, Text, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from '@pathagar/shared-i18n/react';
import type { VerificationNotice, VerificationStatus } from './use-email-verification';

interface EmailVerificationProps {
  status: VerificationStatus;
  sending: boolean;
  verifying: boolean;
  notice: VerificationNotice | null;
  code: string;
  onCodeChange: (code: string) => void;
  onSend: () => void;
  onVerify: () => void;
}

/** The send-code / type-code / verify row under the e-mail field of the sign-up form. */
export function EmailVerification(props: EmailVerificationProps) {
  const { t } = useTranslation();
  const { status, sending, verifying, notice } = props;
  const verified = status === 'verified';

  return (
    <>
      {verified ? (
        <Badge
          color="green"
          variant="light"
          leftSection={<IconCircleCheck size={14} aria-hidden />}
        >
          {t('site:auth.signup.verifiedBadge')}
        </Badge>
      ) : (
        <Group align="flex-end" gap="xs" wrap="wrap">
          <Button variant="light" onClick={props.onSend} disabled={sending || verifying}>
            {sending
              ? t('site:auth.signup.sending')
              : status === 'sent'
                ? t('site:auth.signup.resendCode')
                : t('site:auth.signup.sendCode')}
          </Button>
          <TextInput
            label={t('site:auth.signup.code')}
            description={t('site:auth.signup.codeHint')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={props.code}
            onChange={(event) => props.onCodeChange(event.currentTarget.value)}
            style={{ flex: '1 1 10rem' }}
          />
          <Button onClick={props.onVerify} disabled={sending || verifying}>
            {verifying ? t('site:auth.signup.verifying') : t('site:auth.signup.verify')}
          </Button>
        </Group>
      )}
      <Text
        size="sm"
        c={notice?.tone === 'error' ? 'red' : 'green'}
        role={notice?.tone === 'error' ? 'alert' : 'status'}
        aria-live="polite"
      >
        {notice?.text}
      </Text>
    </>
  );
}
