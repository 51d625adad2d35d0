import { Button, Container, Paper, PasswordInput, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { LoadFailedLine } from '../../app/LoadFailed';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { AnchorLink } from '../../app/links';
import { session } from '../../app/session';
import { toast } from '../../app/toast';
import { PageLoader } from '../../shell/PageLoader';
import { showServerFieldError } from '../../app/form-checks';
import {
  AddressFields,
  ContactFields,
  PasswordFields,
  ProfileImageField,
} from '../account-fields/AccountFields';
import { addressRules, contactRules, passwordRules } from '../account-fields/rules';
import { failureText } from '../auth/server-text';
import { useFormLanguage } from '../auth/use-form-language';
import { useTimeout } from '../auth/use-timeout';
import { normalizeNumber } from '../auth/validation';
import { editableProfileQuery, useUpdateProfile } from './queries';

/** Spec §9: the profile toast shows for 1 s, then the member is taken to /profile. */
export const PROFILE_TOAST_MS = 1000;
/** Long enough to read that they must log in again. */
const PASSWORD_CHANGED_MS = 6000;
/** Server answers worth their own text (the spec's red toast says only "try again"). */
const EXPLAINED = ['invalid_file', 'payload_too_large', 'too_many_attempts'] as const;

function pick({ name, mobile }: ReturnType<typeof contactRules>) {
  return { name, mobile };
}

/** /editprofile/{userId} (spec §2): the member's details, an optional new password and photo. */
export function EditProfilePage({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const later = useTimeout();
  const stored = useQuery(editableProfileQuery(userId));
  const update = useUpdateProfile(userId);
  const [image, setImage] = useState<File | null>(null);
  const [done, setDone] = useState(false);

  const form = useForm({
    initialValues: {
      name: '',
      email: '',
      mobile: '',
      permanentAddress: '',
      currentAddress: '',
      password: '',
      confirmPassword: '',
      currentPassword: '',
    },
    validate: {
      // The address cannot change here, so only name and mobile are checked.
      ...pick(
        contactRules(t, {
          nameRequired: t('site:auth.validation.nameRequired'),
          emailRequired: '',
          emailInvalid: '',
          mobileRequired: t('site:auth.validation.mobileRequired'),
          mobileInvalid: t('site:auth.validation.mobileNumeric'),
        })
      ),
      ...addressRules(t),
      ...passwordRules(t, { optional: true }),
      // The server needs the current password for a new one (a borrowed session cannot change it).
      currentPassword: (value, values) =>
        values.password && !value ? t('site:profile.edit.currentPasswordRequired') : null,
    },
  });
  useFormLanguage(form);

  const { initialize } = form;
  useEffect(() => {
    if (!stored.data) return;
    initialize({
      name: stored.data.name,
      email: stored.data.email,
      mobile: stored.data.mobile,
      permanentAddress: stored.data.permanentAddress,
      currentAddress: stored.data.currentAddress,
      password: '',
      confirmPassword: '',
      currentPassword: '',
    });
  }, [stored.data, initialize]);

  const submit = form.onSubmit((values) => {
    const newPassword = values.password;
    update.mutate(
      {
        name: values.name.trim(),
        email: values.email,
        mobile: normalizeNumber(values.mobile),
        permanentAddress: values.permanentAddress.trim(),
        currentAddress: values.currentAddress.trim(),
        ...(newPassword ? { password: newPassword, currentPassword: values.currentPassword } : {}),
        ...(image ? { profileImage: image } : {}),
      },
      {
        onSuccess: (result) => {
          if (result.message !== 'Profile updated successfully!') {
            toast.show(t('site:profile.edit.failed'), 'red', PROFILE_TOAST_MS);
            return;
          }
          setDone(true);
          if (newPassword) {
            // The server ended every session when the password changed, this one included.
            session.end();
            queryClient.clear();
            toast.show(t('site:profile.edit.passwordChanged'), 'green', PASSWORD_CHANGED_MS);
            void navigate({ to: '/login', replace: true });
            return;
          }
          toast.show(t('site:profile.edit.success'), 'green', PROFILE_TOAST_MS);
          later(() => void navigate({ to: '/profile', replace: true }), PROFILE_TOAST_MS);
        },
        onError: (error) => {
          if ((error as { code?: string }).code === 'wrong_current_password') {
            form.setFieldError('currentPassword', t('errors:wrong_current_password'));
            return;
          }
          if (showServerFieldError(t, form, error)) return;
          const message = failureText(t, error, t('site:profile.edit.failed'), EXPLAINED);
          toast.show(message, 'red', PROFILE_TOAST_MS);
        },
      }
    );
  });

  let body;
  if (stored.isPending) {
    body = <PageLoader />;
  } else if (stored.isError) {
    body = (
      <LoadFailedLine
        text={t('site:profile.edit.loadFailed')}
        onRetry={() => void stored.refetch()}
      />
    );
  } else {
    body = (
      <form noValidate onSubmit={submit}>
        <Stack>
          <ContactFields
            form={form}
            texts="site:profile.edit"
            email={{ disabled: true, description: t('site:profile.edit.emailLocked') }}
          />
          <AddressFields form={form} texts="site:profile.edit" />
          <PasswordFields form={form} texts="site:profile.edit" optional />
          {form.values.password && (
            <PasswordInput
              label={t('site:profile.edit.currentPassword')}
              description={t('site:profile.edit.currentPasswordHint')}
              autoComplete="current-password"
              withAsterisk
              {...form.getInputProps('currentPassword')}
            />
          )}
          <ProfileImageField texts="site:profile.edit" onChange={setImage} />
          <Button type="submit" loading={update.isPending} disabled={done}>
            {t('site:profile.edit.submit')}
          </Button>
          <AnchorLink to="/profile" size="sm">
            {t('site:profile.edit.back')}
          </AnchorLink>
        </Stack>
      </form>
    );
  }

  return (
    <Container size="sm" py="xl">
      <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Title order={1} size="h2" mb="lg">
          {t('site:profile.edit.title')}
        </Title>
        {body}
      </Paper>
    </Container>
  );
}
