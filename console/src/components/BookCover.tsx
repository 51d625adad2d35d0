import Box from '@mui/material/Box';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import { responsiveImage } from '@pathagar/sdk';

/**
 * A small cover for a table row, described by the book's name. A book missing from the catalogue
 * has no cover: a plain placeholder stands in, hidden from screen readers (the name is in the
 * next column).
 */
export function BookCover({ src, name }: { src: string | null | undefined; name: string }) {
  if (!src) {
    return (
      <Box
        aria-hidden
        sx={{ width: 48, height: 64, display: 'grid', placeItems: 'center', bgcolor: 'grey.100' }}
      >
        <MenuBookIcon color="disabled" />
      </Box>
    );
  }
  return (
    <img
      {...responsiveImage(src, '48px')}
      alt={name}
      width={48}
      height={64}
      loading="lazy"
      style={{ objectFit: 'cover', display: 'block' }}
    />
  );
}
