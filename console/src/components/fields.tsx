import { useState, type ChangeEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadIcon from '@mui/icons-material/Upload';
import { maxImageBytes } from '@pathagar/sdk/limits';
import { formatNumber, type Language } from '@pathagar/shared-i18n';
import { useLanguage, useTranslation } from '@pathagar/shared-i18n/react';

export const IMAGE_TYPES = ['image/jpeg', 'image/png'];
const IMAGE_EXTENSIONS = /\.(jpe?g|png)$/i;

/** A cover or photo the server accepts (spec: jpg, jpeg or png). */
export const isAcceptedImage = (file: File) =>
  IMAGE_TYPES.includes(file.type) || IMAGE_EXTENSIONS.test(file.name);

/** Any image (gallery and profile pictures: "only image files"). */
export const isImage = (file: File) => file.type.startsWith('image/') || isAcceptedImage(file);

export function Field({
  error,
  helperText,
  ...props
}: Omit<TextFieldProps, 'error'> & { error?: string | undefined }) {
  return <TextField fullWidth {...props} error={Boolean(error)} helperText={error ?? helperText} />;
}

/**
 * A labelled native select: quick with the keyboard, read well by screen readers, and light to
 * render even with the ~50 book categories.
 */
export function SelectField<V extends string>({
  options,
  label,
  value,
  onChange,
  error,
  required,
  emptyLabel,
}: {
  options: readonly { value: V; label: string }[];
  label: string;
  value: V | '';
  onChange: (value: V | '') => void;
  error?: string | undefined;
  required?: boolean;
  emptyLabel?: string;
}) {
  return (
    <TextField
      select
      fullWidth
      label={label}
      value={value}
      required={required}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      onChange={(e) => onChange(e.target.value as V | '')}
    >
      <option value="">{emptyLabel ?? ''}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}

/** A labelled file picker (a real <input type="file">, reachable by keyboard and by label). */
export function FilePicker({
  label,
  accept,
  multiple,
  disabled,
  onFiles,
  error,
  hint,
}: {
  label: string;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
  error?: string | undefined;
  hint?: string | undefined;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [tooBig, setTooBig] = useState<string | null>(null);
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Refused here, named with the limit, instead of after uploading megabytes the server drops.
    const big = files.find((file) => file.size > maxImageBytes);
    setTooBig(
      big
        ? t('console:app.form.imageTooBig', {
            name: big.name,
            size: megabytes(big.size, language),
            limit: megabytes(maxImageBytes, language),
          })
        : null
    );
    onFiles(files.filter((file) => file.size <= maxImageBytes));
    event.target.value = '';
  };
  return (
    <Box>
      <Button component="label" variant="outlined" startIcon={<UploadIcon />} disabled={disabled}>
        {label}
        <input
          hidden
          type="file"
          aria-label={label}
          accept={accept}
          multiple={multiple}
          disabled={disabled}
          onChange={change}
        />
      </Button>
      {hint && <FormHelperText>{hint}</FormHelperText>}
      {(tooBig ?? error) && <FormHelperText error>{tooBig ?? error}</FormHelperText>}
    </Box>
  );
}

/** "5 MB", "২০.৩ MB": sizes as the limit is stated. */
const megabytes = (bytes: number, language: Language) =>
  `${formatNumber(Math.round((bytes / 1024 / 1024) * 10) / 10, language)} MB`;

export function FormAlert({ message }: { message: string | null }) {
  return message ? <Alert severity="error">{message}</Alert> : null;
}

export function FormPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ p: 2, maxWidth: 900 }}>
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export const formGrid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
} as const;
