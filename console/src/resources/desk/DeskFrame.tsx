import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@pathagar/shared-i18n/react';

/** The frame every desk queue shares: its heading, then the member or book search, then its rows. */
export function DeskFrame({
  title,
  search,
  onSearch,
  children,
}: {
  title: string;
  search: string;
  onSearch: (value: string) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Box component="main" sx={{ p: { xs: 1, sm: 2 }, maxWidth: 960, mx: 'auto', minWidth: 0 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <TextField
        label={t('console:desk.search')}
        value={search}
        onChange={(e) => onSearch(e.target.value)}
        size="small"
        fullWidth
        sx={{ mb: 1 }}
      />
      {children}
    </Box>
  );
}

/** The number of pages of a desk answer (at least one, so the pager always has a page). */
export const pageCount = (page?: { total: number; limit: number }) =>
  Math.max(1, Math.ceil((page?.total ?? 0) / (page?.limit ?? 25)));
