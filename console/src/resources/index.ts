import type { ResourceProps } from 'react-admin';
import approvals from './approvals';
import audit from './audit';
import blogs from './blogs';
import books from './books';
import circulation from './circulation';
import donations from './donations';
import events from './events';
import faqs from './faqs';
import gallery from './gallery';
import loans from './loans';
import notices from './notices';
import proposals from './proposals';
import rank from './rank';
import requests from './requests';
import returns from './returns';
import team from './team';
import topReaders from './top-readers';
import users from './users';

/**
 * Every resource of the console. Each folder's index.ts lazy-loads its screens, so the first
 * visit downloads only the shell. In the order of the side menu. The dashboard, the mission and
 * the settings are pages, not resources (App.tsx).
 */
export const RESOURCES: ResourceProps[] = [
  requests,
  loans,
  returns,
  approvals,
  donations,
  users,
  proposals,
  books,
  events,
  blogs,
  notices,
  gallery,
  rank,
  topReaders,
  faqs,
  team,
  circulation,
  audit,
];
