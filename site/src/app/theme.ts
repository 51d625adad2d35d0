import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** The club's green (the logo's), as a 10-shade palette. */
const pathagar: MantineColorsTuple = [
  '#e7f8f0',
  '#d3ece1',
  '#a8d7c2',
  '#7ac1a1',
  '#54ae86',
  '#3ca274',
  '#2e9c6a',
  '#1f8858',
  '#13794d',
  '#00693f',
];

/**
 * Bangla from the preloaded subset of the texts' letters, then the whole Bengali face for other
 * letters (book titles), both one weight (app/fonts/fonts.css); Latin from the system's fonts.
 */
const fontFamily =
  "'Noto Sans Bengali UI', 'Noto Sans Bengali', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export const theme = createTheme({
  primaryColor: 'pathagar',
  // Shade 8 keeps white text on filled buttons above 4.5:1 (WCAG AA) in the light scheme.
  primaryShade: { light: 8, dark: 6 },
  colors: { pathagar },
  fontFamily,
  headings: { fontFamily, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
});

/**
 * Mantine's dimmed text (gray 6) is 3.3:1 on white, below WCAG AA's 4.5:1 for body text; gray 7
 * keeps the quieter look at 7:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
