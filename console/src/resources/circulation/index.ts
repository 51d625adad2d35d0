import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

/** Circulation (issue 17): the club's lending rules, the waitlists and the reminders sent. */
export default {
  name: 'circulation',
  list: lazy(() => import('./CirculationPage')),
} satisfies ResourceProps;
