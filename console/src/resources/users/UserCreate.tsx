import { useState } from 'react';

import { isApiError } from '@pathagar/sdk';
import { useCreate } from 'react-admin';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { Field, FilePicker, FormPage, isImage } from '../../components/fields';
import { FormLayout, useFormCheck } from '../../components/forms';
import { failureText, useT } from '../../components/i18n';
import { TOAST, useToast } from '../../components/toast';
import type { UserInput } from './dataProvider';

const TEXT_FIELDS = [
  'fullName',
  'email',
  'mobile',
  'password',
  'confirmPassword',
  'permanentAddress',
  'currentAddress',
] as const;
type Values = Omit<UserInput, 'profileImage'>;

const empty = (): Values => ({
  fullName: '',
  email: '',
  mobile: '',
  password: '',
  confirmPassword: '',
  permanentAddress: '',
  currentAddress: '',
});

const TYPES: Partial<Record<keyof Values, string>> = {
  email: 'email',
  mobile: 'tel',
  password: 'password',
  confirmPassword: 'password',
};

/** Add New User (admin-content.md §2.17, §5): an account created and activated by an admin. */
export default function UserCreate() {
  const { t } = useTranslation();
  const tx = useT();
  const toast = useToast();
  const [create, { isPending }] = useCreate();
  const [values, setValues] = useState(empty);
  const [image, setImage] = useState<File | null>(null);
  const form = useFormCheck();

  const submit = () => {
    const mobile = values.mobile.trim();
    const mismatch =
      Boolean(values.password && values.confirmPassword) &&
      values.password !== values.confirmPassword &&
      t('console:users.passwordsMismatch');
    const ok = form.check(
      form.missing(values, TEXT_FIELDS),
      {
        mobile: mobile && !/^[0-9]+$/.test(mobile) && t('console:users.mobileNumeric'),
        confirmPassword: mismatch,
        profileImage: image && !isImage(image) && t('console:app.form.imageOnly'),
      },
      mismatch || null
    );
    if (!ok) return;
    void create(
      'users',
      {
        data: {
          ...values,
          email: values.email.trim(),
          mobile: values.mobile.trim(),
          profileImage: image,
        },
      },
      {
        onSuccess: () => {
          toast(t('console:users.added'), 'success', TOAST.add);
          setValues(empty());
          setImage(null);
        },
        onError: (error) =>
          toast(
            isApiError(error) && error.code === 'network_error'
              ? t('console:users.error')
              : failureText(t, error, t('console:users.failed')),
            'error',
            TOAST.add
          ),
      }
    );
  };

  return (
    <FormPage title={t('console:users.addTitle')}>
      <FormLayout
        alert={form.alert}
        onSubmit={submit}
        submitLabel={t('console:users.add')}
        pending={isPending}
        inputs={
          <>
            {TEXT_FIELDS.map((name) => (
              <Field
                key={name}
                label={tx(`console:users.fields.${name}`)}
                type={TYPES[name] ?? 'text'}
                value={values[name]}
                required
                error={form.errors[name]}
                slotProps={name === 'mobile' ? { htmlInput: { inputMode: 'numeric' } } : undefined}
                onChange={(e) => setValues({ ...values, [name]: e.target.value })}
              />
            ))}
          </>
        }
      >
        <FilePicker
          label={tx('console:users.fields.profileImage')}
          accept="image/*"
          onFiles={([file]) => setImage(file ?? null)}
          error={form.errors.profileImage}
          hint={image?.name}
        />
      </FormLayout>
    </FormPage>
  );
}
