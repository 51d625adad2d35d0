import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { Field, FormAlert, formGrid } from '../../components/fields';
import { useT } from '../../components/i18n';
import type { GalleryInput } from './dataProvider';
import { ImagesField, MAX_IMAGES } from './ImagesField';

export const GALLERY_FIELDS = [
  'title',
  'titleEnglish',
  'description',
  'descriptionEnglish',
] as const;
type GalleryField = (typeof GALLERY_FIELDS)[number];
type Texts = Record<GalleryField, string>;

export const emptyGallery = (): Texts => ({
  title: '',
  titleEnglish: '',
  description: '',
  descriptionEnglish: '',
});

/**
 * Upload Gallery Images and Edit Gallery (admin-content.md §2.12–2.13, §5): four texts required,
 * at least one image and at most 5 in total (kept plus new).
 */
export function GalleryForm({
  mode,
  initial,
  existingImages = [],
  pending,
  onSubmit,
}: {
  mode: 'create' | 'edit';
  initial: Texts;
  existingImages?: string[];
  pending: boolean;
  onSubmit: (input: GalleryInput) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const tx = useT();
  const [values, setValues] = useState(initial);
  const [kept, setKept] = useState(existingImages);
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [rejected, setRejected] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    for (const name of GALLERY_FIELDS) {
      if (!values[name].trim()) next[name] = t('console:app.form.required');
    }
    if (kept.length + files.length === 0) next.files = t('console:app.form.required');
    const missing = Object.keys(next).length > 0;
    if (kept.length + files.length > MAX_IMAGES) next.files = t('console:gallery.maxTotal');
    setErrors(next);
    setAlert(missing ? t('console:app.form.fillAll') : (next.files ?? null));
    if (Object.keys(next).length) return;
    const saved = await onSubmit({
      ...values,
      files,
      ...(mode === 'edit' ? { existingImages: kept } : {}),
    });
    if (saved && mode === 'create') {
      setValues(emptyGallery());
      setFiles([]);
    }
    if (saved && mode === 'edit') setFiles([]);
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      <FormAlert message={alert} />
      {rejected && <Alert severity="warning">{rejected}</Alert>}
      <Box sx={formGrid}>
        {GALLERY_FIELDS.map((name) => (
          <Field
            key={name}
            label={tx(`console:gallery.fields.${name}`)}
            value={values[name]}
            required
            error={errors[name]}
            multiline={name.startsWith('description')}
            minRows={name.startsWith('description') ? 3 : undefined}
            onChange={(e) => setValues({ ...values, [name]: e.target.value })}
          />
        ))}
      </Box>
      <ImagesField
        existing={kept}
        onExistingChange={setKept}
        files={files}
        onFilesChange={setFiles}
        error={errors.files}
        onRejected={setRejected}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={pending}>
          {mode === 'create' ? t('console:gallery.add') : t('console:gallery.update')}
        </Button>
      </Box>
    </Box>
  );
}
