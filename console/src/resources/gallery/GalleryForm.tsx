import { useState } from 'react';
import Alert from '@mui/material/Alert';

import { useTranslation } from '@pathagar/shared-i18n/react';

import { FormLayout, type FormSave, TextInputs, useFormCheck } from '../../components/forms';
import { useT } from '../../components/i18n';
import type { GalleryInput, GalleryRecord } from './dataProvider';
import { ImagesField, MAX_IMAGES } from './ImagesField';

export const GALLERY_FIELDS = [
  'title',
  'titleEnglish',
  'description',
  'descriptionEnglish',
] as const;
type GalleryField = (typeof GALLERY_FIELDS)[number];

/** The record's texts, or blank ones to add. */
const textsOf = (record?: GalleryRecord) =>
  Object.fromEntries(GALLERY_FIELDS.map((f) => [f, record?.[f] ?? ''])) as Record<
    GalleryField,
    string
  >;

/**
 * Upload Gallery Images and Edit Gallery (admin-content.md §2.12–2.13, §5): four texts required,
 * at least one image and at most 5 in total (kept plus new).
 */
export function GalleryForm({ record, pending, save }: FormSave & { record?: GalleryRecord }) {
  const { t } = useTranslation();
  const tx = useT();
  const [values, setValues] = useState(() => textsOf(record));
  const [kept, setKept] = useState(() => (record ? [record.imgUrl, ...record.subImages] : []));
  const [files, setFiles] = useState<File[]>([]);
  const form = useFormCheck();
  const [rejected, setRejected] = useState<string | null>(null);

  const submit = async () => {
    const missing: string[] = form.missing(values, GALLERY_FIELDS);
    const count = kept.length + files.length;
    if (count === 0) missing.push('files');
    const tooMany = count > MAX_IMAGES && t('console:gallery.maxTotal');
    if (!form.check(missing, { files: tooMany }, tooMany || null)) return;
    const input: GalleryInput = { ...values, files, ...(record ? { existingImages: kept } : {}) };
    const saved = await save(input);
    if (saved && !record) setValues(textsOf());
    if (saved) setFiles([]);
  };

  return (
    <FormLayout
      alert={form.alert}
      onSubmit={submit}
      notice={rejected && <Alert severity="warning">{rejected}</Alert>}
      submitLabel={record ? t('console:gallery.update') : t('console:gallery.add')}
      pending={pending}
      inputs={
        <>
          <TextInputs
            names={GALLERY_FIELDS}
            values={values}
            errors={form.errors}
            label={(name) => tx(`console:gallery.fields.${name}`)}
            isLong={(name) => name.startsWith('description')}
            onChange={setValues}
          />
        </>
      }
    >
      <ImagesField
        existing={kept}
        onExistingChange={setKept}
        files={files}
        onFilesChange={setFiles}
        error={form.errors.files}
        onRejected={setRejected}
      />
    </FormLayout>
  );
}
