import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import { BOOK_CATEGORIES, bookCategoryLabel, type BookCategory } from '@pathagar/shared-i18n';
import { useTranslation } from '@pathagar/shared-i18n/react';
import {
  Field,
  FilePicker,
  FormAlert,
  formGrid,
  isAcceptedImage,
  SelectField,
} from '../../components/fields';
import type { BookInput } from './dataProvider';

const TEXT_FIELDS = [
  'bookname',
  'booknameEnglish',
  'authorname',
  'authornameEnglish',
  'aboutbook',
  'aboutbookEnglish',
] as const;
type TextField = (typeof TEXT_FIELDS)[number];

interface Serial {
  key: number;
  value: string;
}

let serialKeys = 0;
const serial = (value = ''): Serial => ({ key: ++serialKeys, value });

export function emptyBook(): Omit<BookInput, 'File'> {
  return {
    bookname: '',
    booknameEnglish: '',
    authorname: '',
    authornameEnglish: '',
    aboutbook: '',
    aboutbookEnglish: '',
    booktype: '' as BookCategory,
    serialNumbers: [''],
  };
}

export interface BookFormProps {
  mode: 'create' | 'edit';
  initial: Omit<BookInput, 'File'>;
  /** The current cover, on edit. */
  coverUrl?: string | undefined;
  pending: boolean;
  /**
   * Resolves true when saved (the add form then starts over), false to keep the input, or the
   * position of a serial the server refused as taken (shown on that serial's field).
   */
  onSubmit: (input: BookInput) => Promise<boolean | { serialTaken: number }>;
}

/**
 * Add and Edit Book (admin-content.md §2.2–2.3, §5): the six texts and the category are required
 * ("fill in all fields"), serial numbers are numbers added and removed one at a time, the copy
 * count is read-only and equals their number, the cover is jpg/jpeg/png, required only on add.
 */
export function BookForm({ mode, initial, coverUrl, pending, onSubmit }: BookFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [serials, setSerials] = useState<Serial[]>(() => initial.serialNumbers.map(serial));
  const [cover, setCover] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);

  const set = (name: TextField) => (event: { target: { value: string } }) =>
    setValues({ ...values, [name]: event.target.value });

  const validate = (): boolean => {
    const next: Record<string, string> = {};
    const required = t('console:app.form.required');
    for (const name of TEXT_FIELDS) if (!values[name].trim()) next[name] = required;
    if (!values.booktype) next.booktype = required;
    if (mode === 'create' && !cover) next.File = required;
    const missing = Object.keys(next).length > 0;
    if (serials.length === 0) next.serials = t('console:books.form.serialsNeeded');
    const seen = new Set<string>();
    serials.forEach((s, i) => {
      const value = s.value.trim();
      // An empty box is a missing serial, not a wrong one; a repeat is named so it can be found.
      if (!value) next[`serial-${i}`] = required;
      else if (!/^[0-9]+$/.test(value)) next[`serial-${i}`] = t('console:books.form.serialNumeric');
      else if (seen.has(value))
        next[`serial-${i}`] = t('console:books.form.serialTwice', { serial: value });
      seen.add(value);
    });
    if (cover && !isAcceptedImage(cover)) next.File = t('console:app.form.imageType');
    setErrors(next);
    setAlert(missing ? t('console:app.form.fillAll') : null);
    return Object.keys(next).length === 0;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!validate()) return;
    const serialNumbers = serials.map((s) => s.value.trim());
    const saved = await onSubmit({ ...values, serialNumbers, File: cover });
    if (typeof saved === 'object') {
      const i = saved.serialTaken;
      setErrors({
        [`serial-${i}`]: t('console:books.form.serialTaken', { serial: serialNumbers[i] ?? '' }),
      });
      return;
    }
    if (saved && mode === 'create') {
      setValues(emptyBook());
      setSerials([serial()]);
      setCover(null);
    }
  };

  const label = (name: string) =>
    t(`console:books.fields.${name}` as 'console:books.fields.bookname');

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      <FormAlert message={alert} />
      <Box sx={formGrid}>
        {TEXT_FIELDS.map((name) => (
          <Field
            key={name}
            label={label(name)}
            value={values[name]}
            onChange={set(name)}
            required
            error={errors[name]}
            multiline={name.startsWith('aboutbook')}
            minRows={name.startsWith('aboutbook') ? 3 : undefined}
          />
        ))}
        <SelectField
          label={label('booktype')}
          value={values.booktype}
          required
          error={errors.booktype}
          options={BOOK_CATEGORIES.map((value) => ({ value, label: bookCategoryLabel(t, value) }))}
          onChange={(value) => setValues({ ...values, booktype: value as BookCategory })}
        />
        <TextField
          label={label('totalbooks')}
          value={serials.length}
          slotProps={{ htmlInput: { readOnly: true } }}
          helperText={t('console:books.form.copiesHint')}
        />
      </Box>

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
              error={errors[`serial-${i}`]}
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
        {errors.serials && <Typography color="error">{errors.serials}</Typography>}
        <Box>
          <Button startIcon={<AddIcon />} onClick={() => setSerials([...serials, serial()])}>
            {t('console:books.form.addSerial')}
          </Button>
        </Box>
      </Box>

      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        {(cover || coverUrl) && (
          <img
            src={cover ? URL.createObjectURL(cover) : coverUrl}
            alt={t('console:books.form.coverPreview')}
            style={{ height: 120 }}
          />
        )}
        <FilePicker
          label={mode === 'create' ? label('File') : t('console:books.form.replaceCover')}
          accept=".jpg,.jpeg,.png,image/jpeg,image/png"
          onFiles={([file]) => setCover(file ?? null)}
          error={errors.File}
          hint={cover?.name ?? t('console:app.form.imageHint')}
        />
      </Box>

      <Box>
        <Button type="submit" variant="contained" disabled={pending}>
          {mode === 'create' ? t('console:books.form.add') : t('console:books.form.update')}
        </Button>
      </Box>
    </Box>
  );
}
