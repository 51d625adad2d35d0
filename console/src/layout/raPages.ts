// react-admin's own pages that AdminUI (./AdminUI.tsx) loads only when one is shown.
export { AccessDenied, AuthCallback, AuthenticationError, Error, NotFound } from 'react-admin';
