import { useCallback, useState, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useGetOne, type RaRecord } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { Field, FilePicker, FormAlert, FormPage, formGrid } from './fields';
import { useT } from './i18n';
import { useSave, type OnSaveError } from './useSave';

/*
 * What the add and edit forms share (admin-content.md §5): one check that marks every empty
 * required field and raises the "please fill in all fields" alert, the text inputs, the image
 * input, the submit button, and the Create and Edit pages around a resource's one form.
 */

type Errors = Record<string, string>;

/** The names among `names` whose value is blank. */
const blankFields = <V extends Record<F, unknown>, F extends string>(
  values: V,
  names: readonly F[]
) => names.filter((name) => !String(values[name] ?? '').trim());

/**
 * The errors and the alert of a form. `check(missing, problems)` marks `missing` as required and
 * adds the other problems (a wrong file type, a bad number); the alert says "fill in all fields"
 * when anything required is missing, else `otherAlert`. Returns true when nothing is wrong.
 */
export function useFormCheck() {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const check = (
    missing: readonly string[],
    problems: Record<string, string | false | null | undefined> = {},
    otherAlert: string | null = null
  ) => {
    const next: Errors = {};
    for (const name of missing) next[name] = t('console:app.form.required');
    for (const [name, problem] of Object.entries(problems)) if (problem) next[name] = problem;
    setErrors(next);
    setAlert(missing.length ? t('console:app.form.fillAll') : otherAlert);
    return Object.keys(next).length === 0;
  };
  const reset = useCallback(() => {
    setErrors({});
    setAlert(null);
  }, []);
  return { errors, alert, check, reset, missing: blankFields };
}

/** One required text input a field name, the long ones with several rows. */
export function TextInputs<F extends string>({
  names,
  values,
  errors,
  label,
  isLong = () => false,
  minRows = 3,
  onChange,
}: {
  names: readonly F[];
  values: Record<F, string>;
  errors: Errors;
  label: (name: F) => string;
  isLong?: (name: F) => boolean;
  minRows?: number;
  onChange: (values: Record<F, string>) => void;
}) {
  return (
    <>
      {names.map((name) => (
        <Field
          key={name}
          label={label(name)}
          value={values[name]}
          required
          error={errors[name]}
          multiline={isLong(name)}
          minRows={isLong(name) ? minRows : undefined}
          onChange={(e) => onChange({ ...values, [name]: e.target.value })}
        />
      ))}
    </>
  );
}

/** The image types the server takes for covers, posters and pictures (jpg, jpeg, png). */
export const IMAGE_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';

/** A single-image input: the chosen file's (or else the current image's) preview, then the picker. */
export function ImageInput({
  label,
  file,
  onChange,
  error,
  currentUrl,
  previewAlt,
  previewHeight = 100,
}: {
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string | undefined;
  /** The image saved now, on edit. */
  currentUrl?: string | null | undefined;
  /** With a preview: its alternative text. */
  previewAlt?: string;
  previewHeight?: number;
}) {
  const { t } = useTranslation();
  const picker = (
    <FilePicker
      label={label}
      accept={IMAGE_ACCEPT}
      onFiles={([chosen]) => onChange(chosen ?? null)}
      error={error}
      hint={file?.name ?? t('console:app.form.imageHint')}
    />
  );
  if (previewAlt === undefined) return picker;
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
      {(file || currentUrl) && (
        <img
          src={file ? URL.createObjectURL(file) : (currentUrl ?? undefined)}
          alt={previewAlt}
          style={{ height: previewHeight }}
        />
      )}
      {picker}
    </Box>
  );
}

/**
 * A checked form: its alert on top, its inputs in two columns on wide screens (one on phones),
 * what comes below them (a picture), then Save, and Cancel where the form has one.
 */
export function FormLayout({
  alert,
  onSubmit,
  submitLabel,
  pending,
  onCancel,
  heading,
  notice,
  inputs,
  children,
}: {
  alert: string | null;
  onSubmit: () => unknown;
  submitLabel: string;
  pending: boolean;
  onCancel?: (() => void) | undefined;
  /** A title inside the form, for forms that share their page with a list. */
  heading?: string;
  /** A warning under the alert (files that were not taken). */
  notice?: ReactNode;
  inputs: ReactNode;
  children?: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onSubmit();
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'grid', gap: 2, mb: heading ? 3 : 0 }}
    >
      {heading && (
        <Typography component="h2" variant="h6">
          {heading}
        </Typography>
      )}
      <FormAlert message={alert} />
      {notice}
      <Box sx={formGrid}>{inputs}</Box>
      {children}
      <FormButtons label={submitLabel} pending={pending} onCancel={onCancel} />
    </Box>
  );
}

/** The form's submit button (disabled while saving), and Cancel where the form has one. */
export function FormButtons({
  label,
  pending,
  onCancel,
}: {
  label: string;
  pending: boolean;
  onCancel?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <Button type="submit" variant="contained" disabled={pending}>
        {label}
      </Button>
      {onCancel && (
        <Button onClick={onCancel} disabled={pending}>
          {t('cancel')}
        </Button>
      )}
    </Box>
  );
}

/** What a resource's form gets from its page: the save call and whether it is in flight. */
export interface FormSave {
  pending: boolean;
  /** Resolves true when saved, false (the form keeps its input) when not. */
  save: (data: object, onError?: OnSaveError) => Promise<boolean>;
}

interface PageProps {
  /** Also the texts' prefix: `console:<resource>.addTitle`, `.added`, `.editTitle`, `.updated`. */
  resource: string;
  /** How long the toasts stay (ms). */
  duration: number;
  /** The failure toast's key, when the resource has its own. */
  failure?: string;
}

const usePageSave = (
  { resource, duration, failure = 'console:app.failed' }: PageProps,
  done: 'added' | 'updated'
) => {
  const tx = useT();
  return useSave(resource, {
    success: tx(`console:${resource}.${done}`),
    failure: tx(failure),
    duration,
  });
};

/** An add screen (react-admin's Create): the title, then the resource's form, saving by `create`. */
export function CreatePage({
  children,
  ...page
}: PageProps & { children: (props: FormSave) => ReactNode }) {
  const tx = useT();
  const save = usePageSave(page, 'added');
  return (
    <FormPage title={tx(`console:${page.resource}.addTitle`)}>
      {children({ pending: save.pending, save: save.create })}
    </FormPage>
  );
}

/**
 * An edit screen (react-admin's Edit): the record of the `:id` in the path (a spinner while it
 * loads, an alert when it cannot), then the resource's form, saving by a pessimistic `update`.
 */
export function EditPage<R extends RaRecord>({
  children,
  ...page
}: PageProps & { children: (record: R, props: FormSave) => ReactNode }) {
  const { t } = useTranslation();
  const tx = useT();
  const { id = '' } = useParams<'id'>();
  const { data: record, isPending, error } = useGetOne<R>(page.resource, { id: Number(id) });
  const save = usePageSave(page, 'updated');
  return (
    <FormPage title={tx(`console:${page.resource}.editTitle`)}>
      {isPending && <CircularProgress aria-label={t('loading')} />}
      {error && <Typography role="alert">{t('console:app.loadFailed')}</Typography>}
      {record &&
        children(record, {
          pending: save.pending,
          save: (data, onError) => save.update(record.id, data, record, onError),
        })}
    </FormPage>
  );
}
