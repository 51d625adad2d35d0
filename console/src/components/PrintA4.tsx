import GlobalStyles from '@mui/material/GlobalStyles';

/**
 * A4 paper for a printable screen (Book Day, label sheets): only the screen's own content prints,
 * without the console's menu, app bar or anything marked `no-print`; `rules` add the screen's own
 * print layout.
 */
export function PrintA4({
  margin,
  rules = {},
}: {
  margin: string | number;
  rules?: Record<string, Record<string, string | number>>;
}) {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          '@page': { size: 'A4', margin },
          'header, nav, .MuiDrawer-root, .MuiAppBar-root, .no-print': {
            display: 'none !important',
          },
          ...rules,
        },
      }}
    />
  );
}
