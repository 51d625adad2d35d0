import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { responsiveImage } from '@pathagar/sdk';

/** Lightbox auto-advance (spec §9). */
export const LIGHTBOX_INTERVAL = 2000;

/**
 * The gallery lightbox (admin-content.md §2.11, §4): previous, next and close; it advances every
 * 2 seconds and wraps around; a manual step restarts the timer (the effect restarts with `index`).
 */
export function Lightbox({
  images,
  start,
  title,
  onClose,
}: {
  images: string[];
  start: number;
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(start);
  const step = (by: number) => setIndex((i) => (i + by + images.length) % images.length);

  useEffect(() => {
    const timer = setTimeout(() => step(1), LIGHTBOX_INTERVAL);
    return () => clearTimeout(timer);
  }, [index]);

  return (
    <Dialog open onClose={onClose} maxWidth="lg" aria-label={title}>
      <Box sx={{ position: 'relative', bgcolor: 'black', display: 'flex', alignItems: 'center' }}>
        <IconButton
          aria-label={t('console:gallery.previous')}
          onClick={() => step(-1)}
          sx={{ color: 'white' }}
        >
          <ChevronLeft />
        </IconButton>
        <img
          {...responsiveImage(images[index]!, '80vw')}
          alt={t('console:gallery.imageOf', { n: index + 1, total: images.length, title })}
          style={{ maxHeight: '80vh', maxWidth: '80vw' }}
        />
        <IconButton
          aria-label={t('console:gallery.next')}
          onClick={() => step(1)}
          sx={{ color: 'white' }}
        >
          <ChevronRight />
        </IconButton>
        <IconButton
          aria-label={t('close')}
          onClick={onClose}
          sx={{ position: 'absolute', top: 4, right: 4, color: 'white' }}
        >
          <CloseIcon />
        </IconButton>
      </Box>
    </Dialog>
  );
}
