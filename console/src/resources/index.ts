import type { ResourceProps } from 'react-admin';
import blogs from './blogs';
import books from './books';
import events from './events';
import faqs from './faqs';
import gallery from './gallery';
import mission from './mission';
import notices from './notices';
import team from './team';
import users from './users';

/**
 * Every resource of the console. Each folder's index.ts lazy-loads its screens, so the first
 * visit downloads only the shell; Console II adds its resources here.
 */
export const RESOURCES: ResourceProps[] = [
  books,
  events,
  blogs,
  notices,
  gallery,
  team,
  faqs,
  mission,
  users,
];
