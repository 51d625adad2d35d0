import { defaultTheme, type RaThemeOptions } from 'react-admin';

const fontFamily =
  "'Noto Sans Bengali', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/**
 * react-admin's default theme with the club's green and the bundled Bangla font: Material's blue
 * app bar and orange warnings fail WCAG AA contrast with white, and without the font a machine lacking a
 * Bangla system font shows empty boxes for every Bangla letter.
 */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#13794d' },
    secondary: { main: '#00693f' },
    // Material's orange (#ed6c02) is 3.1:1 on white; this one is 5:1 (Deactivate, "expired").
    warning: { main: '#b45309' },
  },
  typography: { ...defaultTheme.typography, fontFamily },
};
