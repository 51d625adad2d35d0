import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { FilePicker, isImage } from '../../components/fields';
import { responsiveImage } from '@pathagar/sdk';

/** At most 5 images per gallery item, counting kept and new ones (spec §9). */
export const MAX_IMAGES = 5;

/**
 * The images of an upload or an edit: kept images (edit) and new files, each previewed with a
 * remove button. Extra files beyond 5 are cut off; the picker is disabled at 5 with the warning;
 * files that are not images are refused.
 */
export function ImagesField({
  existing = [],
  onExistingChange,
  files,
  onFilesChange,
  error,
  onRejected,
}: {
  existing?: string[];
  onExistingChange?: (urls: string[]) => void;
  files: File[];
  onFilesChange: (files: File[]) => void;
  error?: string | undefined;
  onRejected: (message: string | null) => void;
}) {
  const { t } = useTranslation();
  const total = existing.length + files.length;
  const full = total >= MAX_IMAGES;

  const add = (chosen: File[]) => {
    const images = chosen.filter(isImage);
    const room = MAX_IMAGES - total;
    onRejected(
      images.length < chosen.length
        ? t('console:app.form.imageOnly')
        : images.length > room
          ? t('console:gallery.max')
          : null
    );
    onFilesChange([...files, ...images.slice(0, Math.max(room, 0))]);
  };

  const previews = [
    ...existing.map((url) => ({
      key: url,
      src: url,
      remove: () => onExistingChange?.(existing.filter((u) => u !== url)),
    })),
    ...files.map((file, i) => ({
      key: `${file.name}-${i}`,
      src: URL.createObjectURL(file),
      remove: () => onFilesChange(files.filter((_, j) => j !== i)),
    })),
  ];

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <FilePicker
        label={t('console:gallery.fields.files')}
        accept="image/*"
        multiple
        disabled={full}
        onFiles={add}
        error={error}
        hint={t('console:gallery.count', { count: total, max: MAX_IMAGES })}
      />
      {full && <Alert severity="warning">{t('console:gallery.max')}</Alert>}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {previews.map((preview, i) => (
          <Box key={preview.key} sx={{ position: 'relative' }}>
            <img
              {...responsiveImage(preview.src, '110px')}
              alt={t('console:app.form.preview', { n: i + 1 })}
              style={{ width: 110, height: 110, objectFit: 'cover' }}
            />
            <IconButton
              size="small"
              aria-label={t('console:app.form.removeImage', { n: i + 1 })}
              onClick={preview.remove}
              sx={{ position: 'absolute', top: 0, right: 0, bgcolor: 'background.paper' }}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
