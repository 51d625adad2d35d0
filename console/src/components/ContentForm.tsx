import { useState, type ReactNode } from 'react';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { isAcceptedImage } from './fields';
import { FormLayout, ImageInput, TextInputs, useFormCheck } from './forms';
import { useT } from './i18n';

export interface ContentFormProps<F extends string> {
  /** The texts' prefix too: `console:<resource>.fields.<name>`, `.add`, `.update`, `.replaceImage`. */
  resource: string;
  /** The text fields, all required. */
  fields: readonly F[];
  /** The long texts, which get several rows. */
  multiline: readonly F[];
  /** The record on edit; without it the form adds. */
  record?: (Record<F, string> & { imgUrl?: string | null | undefined }) | undefined;
  /** The add form's image field, which names its label; edit says "replace the image". */
  imageField: string;
  /** Whether adding needs an image (editing never does). */
  imageRequired: boolean;
  /** Extra inputs (a category), rendered after the texts. */
  extra?: ReactNode;
  pending: boolean;
  /** Resolves true when saved: an add form then starts over. */
  onSubmit: (values: Record<F, string>, image: File | null) => Promise<boolean>;
}

const pick = <F extends string>(record: Record<F, string>, fields: readonly F[]) =>
  Object.fromEntries(fields.map((f) => [f, record[f]])) as Record<F, string>;

/**
 * The add and edit form of blogs and notices (admin-content.md §2.7–2.10, §5): every text
 * required, with one "please fill in all fields" alert; the image jpg/jpeg/png, required where
 * the spec says so.
 */
export function ContentForm<F extends string>(props: ContentFormProps<F>) {
  const { t } = useTranslation();
  const tx = useT();
  const { record, resource } = props;
  const [values, setValues] = useState(() =>
    record ? pick(record, props.fields) : blank(props.fields)
  );
  const [image, setImage] = useState<File | null>(null);
  const form = useFormCheck();

  const submit = async () => {
    const missing: string[] = form.missing(values, props.fields);
    if (props.imageRequired && !record && !image) missing.push('image');
    const ok = form.check(missing, {
      image: image && !isAcceptedImage(image) && t('console:app.form.imageType'),
    });
    if (!ok) return;
    const saved = await props.onSubmit(values, image);
    if (saved && !record) {
      setValues(blank(props.fields));
      setImage(null);
    }
  };

  return (
    <FormLayout
      alert={form.alert}
      onSubmit={submit}
      submitLabel={tx(`console:${resource}.${record ? 'update' : 'add'}`)}
      pending={props.pending}
      inputs={
        <>
          <TextInputs
            names={props.fields}
            values={values}
            errors={form.errors}
            label={(name) => tx(`console:${resource}.fields.${name}`)}
            isLong={(name) => props.multiline.includes(name)}
            minRows={4}
            onChange={setValues}
          />
          {props.extra}
        </>
      }
    >
      <ImageInput
        label={
          record
            ? tx(`console:${resource}.replaceImage`)
            : tx(`console:${resource}.fields.${props.imageField}`)
        }
        file={image}
        onChange={setImage}
        error={form.errors.image}
        currentUrl={record?.imgUrl}
        previewAlt={t('console:app.form.preview', { n: 1 })}
      />
    </FormLayout>
  );
}

const blank = <F extends string>(fields: readonly F[]) =>
  Object.fromEntries(fields.map((f) => [f, ''])) as Record<F, string>;
