import { useState, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { Field, FilePicker, FormAlert, formGrid, isAcceptedImage } from './fields';

export interface ContentFormProps<F extends string> {
  /** The text fields, all required; names ending in the long-text fields get several rows. */
  fields: readonly F[];
  multiline: readonly F[];
  label: (field: F) => string;
  initial: Record<F, string>;
  imageLabel: string;
  imageRequired: boolean;
  /** The current image, on edit. */
  imageUrl?: string | null | undefined;
  submitLabel: string;
  pending: boolean;
  /** Extra inputs (a category), rendered after the texts. */
  extra?: ReactNode;
  /** Resolves true when saved: an add form then starts over. */
  onSubmit: (values: Record<F, string>, image: File | null) => Promise<boolean>;
  resetOnSuccess: boolean;
}

/**
 * The form of blogs and notices (admin-content.md §2.7–2.10, §5): every text required, with one
 * "please fill in all fields" alert; the image jpg/jpeg/png, required where the spec says so.
 */
export function ContentForm<F extends string>(props: ContentFormProps<F>) {
  const { t } = useTranslation();
  const [values, setValues] = useState(props.initial);
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    for (const name of props.fields) {
      if (!values[name].trim()) next[name] = t('console:app.form.required');
    }
    if (props.imageRequired && !image) next.image = t('console:app.form.required');
    const missing = Object.keys(next).length > 0;
    if (image && !isAcceptedImage(image)) next.image = t('console:app.form.imageType');
    setErrors(next);
    setAlert(missing ? t('console:app.form.fillAll') : null);
    if (Object.keys(next).length) return;
    const saved = await props.onSubmit(values, image);
    if (saved && props.resetOnSuccess) {
      setValues(props.initial);
      setImage(null);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      <FormAlert message={alert} />
      <Box sx={formGrid}>
        {props.fields.map((name) => (
          <Field
            key={name}
            label={props.label(name)}
            value={values[name]}
            required
            error={errors[name]}
            multiline={props.multiline.includes(name)}
            minRows={props.multiline.includes(name) ? 4 : undefined}
            onChange={(e) => setValues({ ...values, [name]: e.target.value })}
          />
        ))}
        {props.extra}
      </Box>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        {(image || props.imageUrl) && (
          <img
            src={image ? URL.createObjectURL(image) : (props.imageUrl ?? undefined)}
            alt={t('console:app.form.preview', { n: 1 })}
            style={{ height: 100 }}
          />
        )}
        <FilePicker
          label={props.imageLabel}
          accept=".jpg,.jpeg,.png,image/jpeg,image/png"
          onFiles={([file]) => setImage(file ?? null)}
          error={errors.image}
          hint={image?.name ?? t('console:app.form.imageHint')}
        />
      </Box>
      <Box>
        <Button type="submit" variant="contained" disabled={props.pending}>
          {props.submitLabel}
        </Button>
      </Box>
    </Box>
  );
}
