import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import { BOOK_CATEGORIES, bookCategoryLabel, type BookCategory } from '@pathagar/shared-i18n';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { Field, isAcceptedImage, SelectField } from '../../components/fields';
import {
  FormLayout,
  type FormSave,
  ImageInput,
  TextInputs,
  useFormCheck,
} from '../../components/forms';
import { BOOK_TEXT_FIELDS, type BookInput, type BookRecord } from './dataProvider';
import { takenSerialIndex } from './serialConflict';

interface Serial {
  key: number;
  value: string;
}

let serialKeys = 0;
const serial = (value = ''): Serial => ({ key: ++serialKeys, value });

/** The record's values, or blank ones (and one empty serial) to add. */
const valuesOf = (book?: BookRecord) =>
  ({
    ...Object.fromEntries(BOOK_TEXT_FIELDS.map((f) => [f, book?.[f] ?? ''])),
    booktype: book?.booktype ?? '',
    serialNumbers: book ? (book.serialNumbers ?? []) : [''],
  }) as Omit<BookInput, 'File'>;

/**
 * Add and Edit Book (admin-content.md §2.2–2.3, §5): the six texts and the category are required
 * ("fill in all fields"), serial numbers are numbers added and removed one at a time, the copy
 * count is read-only and equals their number, the cover is jpg/jpeg/png, required only on add.
 */
export function BookForm({ record, pending, save }: FormSave & { record?: BookRecord }) {
  const { t } = useTranslation();
  const [values, setValues] = useState(() => valuesOf(record));
  const [serials, setSerials] = useState<Serial[]>(() => values.serialNumbers.map(serial));
  const [cover, setCover] = useState<File | null>(null);
  const form = useFormCheck();

  const validate = (): boolean => {
    const missing: string[] = form.missing(values, BOOK_TEXT_FIELDS);
    if (!values.booktype) missing.push('booktype');
    if (!record && !cover) missing.push('File');
    // An empty box is a missing serial, not a wrong one; a repeat is named so it can be found.
    const seen = new Set<string>();
    const serialErrors = Object.fromEntries(
      serials.map((s, i) => {
        const value = s.value.trim();
        const repeated = seen.has(value);
        seen.add(value);
        let problem: string | null = null;
        if (!value) problem = t('console:app.form.required');
        else if (!/^[0-9]+$/.test(value)) problem = t('console:books.form.serialNumeric');
        else if (repeated) problem = t('console:books.form.serialTwice', { serial: value });
        return [`serial-${i}`, problem];
      })
    );
    return form.check(missing, {
      serials: serials.length === 0 && t('console:books.form.serialsNeeded'),
      ...serialErrors,
      File: cover && !isAcceptedImage(cover) && t('console:app.form.imageType'),
    });
  };

  const submit = async () => {
    if (!validate()) return;
    const serialNumbers = serials.map((s) => s.value.trim());
    // A serial the server refused as taken (409 duplicate_serial names it) is shown on its field.
    const onError = (error: unknown) => {
      const taken = takenSerialIndex(error, serialNumbers.length);
      if (taken === null) return null;
      const text = t('console:books.form.serialTaken', { serial: serialNumbers[taken] ?? '' });
      form.check([], { [`serial-${taken}`]: text });
      return text;
    };
    const saved = await save({ ...values, serialNumbers, File: cover }, onError);
    if (saved && !record) {
      setValues(valuesOf());
      setSerials([serial()]);
      setCover(null);
    }
  };

  const label = (name: string) =>
    t(`console:books.fields.${name}` as 'console:books.fields.bookname');

  return (
    <FormLayout
      alert={form.alert}
      onSubmit={submit}
      submitLabel={record ? t('console:books.form.update') : t('console:books.form.add')}
      pending={pending}
      inputs={
        <>
          <TextInputs
            names={BOOK_TEXT_FIELDS}
            values={values}
            errors={form.errors}
            label={label}
            isLong={(name) => name.startsWith('aboutbook')}
            onChange={(texts) => setValues({ ...values, ...texts })}
          />
          <SelectField
            label={label('booktype')}
            value={values.booktype}
            required
            error={form.errors.booktype}
            options={BOOK_CATEGORIES.map((value) => ({
              value,
              label: bookCategoryLabel(t, value),
            }))}
            onChange={(value) => setValues({ ...values, booktype: value as BookCategory })}
          />
          <TextField
            label={label('totalbooks')}
            value={serials.length}
            slotProps={{ htmlInput: { readOnly: true } }}
            helperText={t('console:books.form.copiesHint')}
          />
        </>
      }
    >
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1 }}>
        <Typography component="legend" variant="subtitle1">
          {t('console:books.form.serials')}
        </Typography>
        {serials.map((s, i) => (
          <Box key={s.key} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <Field
              size="small"
              label={t('console:books.form.serialN', { n: i + 1 })}
              value={s.value}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              error={form.errors[`serial-${i}`]}
              onChange={(event) =>
                setSerials(
                  serials.map((x) => (x.key === s.key ? { ...x, value: event.target.value } : x))
                )
              }
            />
            <IconButton
              aria-label={t('console:books.form.removeSerial', { n: i + 1 })}
              onClick={() => setSerials(serials.filter((x) => x.key !== s.key))}
            >
              <RemoveIcon />
            </IconButton>
          </Box>
        ))}
        {form.errors.serials && <Typography color="error">{form.errors.serials}</Typography>}
        <Box>
          <Button startIcon={<AddIcon />} onClick={() => setSerials([...serials, serial()])}>
            {t('console:books.form.addSerial')}
          </Button>
        </Box>
      </Box>

      <ImageInput
        label={record ? t('console:books.form.replaceCover') : label('File')}
        file={cover}
        onChange={setCover}
        error={form.errors.File}
        currentUrl={record?.imgUrl}
        previewAlt={t('console:books.form.coverPreview')}
        previewHeight={120}
      />
    </FormLayout>
  );
}
