import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { isApiError } from '@pathagar/sdk';
import { useCreate } from 'react-admin';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { Field, FilePicker, FormAlert, FormPage, formGrid, isImage } from '../../components/fields';
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
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    for (const name of TEXT_FIELDS) {
      if (!values[name].trim()) next[name] = t('console:app.form.required');
    }
    const missing = Object.keys(next).length > 0;
    if (values.mobile.trim() && !/^[0-9]+$/.test(values.mobile.trim())) {
      next.mobile = t('console:users.mobileNumeric');
    }
    if (values.password && values.confirmPassword && values.password !== values.confirmPassword) {
      next.confirmPassword = t('console:users.passwordsMismatch');
    }
    if (image && !isImage(image)) next.profileImage = t('console:app.form.imageOnly');
    setErrors(next);
    setAlert(missing ? t('console:app.form.fillAll') : (next.confirmPassword ?? null));
    if (Object.keys(next).length) return;
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
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
        <FormAlert message={alert} />
        <Box sx={formGrid}>
          {TEXT_FIELDS.map((name) => (
            <Field
              key={name}
              label={tx(`console:users.fields.${name}`)}
              type={TYPES[name] ?? 'text'}
              value={values[name]}
              required
              error={errors[name]}
              slotProps={name === 'mobile' ? { htmlInput: { inputMode: 'numeric' } } : undefined}
              onChange={(e) => setValues({ ...values, [name]: e.target.value })}
            />
          ))}
        </Box>
        <FilePicker
          label={tx('console:users.fields.profileImage')}
          accept="image/*"
          onFiles={([file]) => setImage(file ?? null)}
          error={errors.profileImage}
          hint={image?.name}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={isPending}>
            {t('console:users.add')}
          </Button>
        </Box>
      </Box>
    </FormPage>
  );
}
