/** The console's texts, one file per resource: `t('console:<file>.<key>')`. */
import app from './app.json';
import audit from './audit.json';
import ra from './ra.json';
import dashboard from './dashboard.json';
import books from './books.json';
import events from './events.json';
import blogs from './blogs.json';
import notices from './notices.json';
import gallery from './gallery.json';
import team from './team.json';
import faqs from './faqs.json';
import mission from './mission.json';
import users from './users.json';
import requests from './requests.json';
import loans from './loans.json';
import returns from './returns.json';
import approvals from './approvals.json';
import donations from './donations.json';
import proposals from './proposals.json';
import rank from './rank.json';
import settings from './settings.json';
import circulation from './circulation.json';
import desk from './desk.json';
import twoFactor from './twoFactor.json';
import csv from './csv.json';
import copies from './copies.json';

export default {
  app,
  audit,
  ra,
  dashboard,
  books,
  events,
  blogs,
  notices,
  gallery,
  team,
  faqs,
  mission,
  users,
  requests,
  loans,
  returns,
  approvals,
  donations,
  proposals,
  rank,
  settings,
  circulation,
  desk,
  twoFactor,
  csv,
  copies,
};
