import { Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { AnchorLink } from '../../app/links';
import { toast } from '../../app/toast';
import { showServerFieldError } from '../../app/form-checks';
import {
  AddressFields,
  ContactFields,
  PasswordFields,
  ProfileImageField,
} from '../account-fields/AccountFields';
import { addressRules, contactRules, passwordRules } from '../account-fields/rules';
import { AuthCard } from './AuthCard';
import { EmailVerification } from './EmailVerification';
import { signUp } from './queries';
import { RATE_LIMIT_CODES, failureText } from './server-text';
import { SIGNUP_FAILURE_MS, SIGNUP_REDIRECT_MS } from './timings';
import { useEmailVerification } from './use-email-verification';
import { useFormLanguage } from './use-form-language';
import { useTimeout } from './use-timeout';
import { normalizeNumber } from './validation';

/** Server answers the member can act on; anything else gets the spec's one failure text. */
const EXPLAINED = [
  'email_taken',
  'email_not_verified',
  'invalid_file',
  'payload_too_large',
  ...RATE_LIMIT_CODES,
] as const;

/** Sign-up names the contact fields as the contract does: `fullName`, not `name`. */
function renameRules({ name, ...rest }: ReturnType<typeof contactRules>) {
  return { fullName: name, ...rest };
}

export function SignupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const later = useTimeout();
  const verification = useEmailVerification();
  const [code, setCode] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [done, setDone] = useState(false);
  const verified = verification.status === 'verified';

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
      ...renameRules(
        contactRules(t, {
          nameRequired: t('site:auth.validation.fullNameRequired'),
          emailRequired: t('site:auth.validation.emailRequired'),
          emailInvalid: t('site:auth.validation.emailInvalid'),
          mobileRequired: t('site:auth.validation.mobileRequired'),
          mobileInvalid: t('site:auth.validation.mobileNumeric'),
        })
      ),
      ...passwordRules(t, { optional: false }),
      ...addressRules(t),
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
      // A field the server refused is marked on that field, not with "Oops!" (issue 16.10).
      if (showServerFieldError(t, form, error)) return;
      const message = failureText(t, error, t('site:auth.signup.failed'), EXPLAINED);
      toast.show(message, 'red', SIGNUP_FAILURE_MS);
    },
  });

  return (
    <AuthCard title={t('site:auth.signup.title')} width={680}>
      <form noValidate onSubmit={form.onSubmit((values) => signup.mutate(values))}>
        <Stack>
          <ContactFields
            form={form}
            texts="site:auth.signup"
            email={{ readOnly: verified }}
            afterEmail={
              <EmailVerification
                {...verification}
                code={code}
                onCodeChange={setCode}
                onSend={() => {
                  // The address is checked here first: a wrong one is said on the field, not as
                  // "Failed to send verification email" (issue 16.10).
                  // (An empty one gets the spec's "Please enter your email first." from the hook.)
                  if (form.values.email.trim() && form.validateField('email').hasError) return;
                  void verification.send(form.values.email);
                }}
                onVerify={() => void verification.verify(form.values.email, code)}
              />
            }
          />
          <PasswordFields form={form} texts="site:auth.signup" />
          <AddressFields form={form} texts="site:auth.signup" />
          <ProfileImageField texts="site:auth.signup" onChange={setImage} />
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
