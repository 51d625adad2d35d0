/** The site's texts, one file per screen: `t('site:<file>.<key>')`. */
import shell from './shell.json';
import home from './home.json';
import books from './books.json';
import blogs from './blogs.json';
import events from './events.json';
import gallery from './gallery.json';
import team from './team.json';
import faq from './faq.json';
import mission from './mission.json';
import contact from './contact.json';
import donation from './donation.json';
import ranking from './ranking.json';
import userCard from './userCard.json';
import auth from './auth.json';
import membership from './membership.json';
import profile from './profile.json';
import history from './history.json';
import forms from './forms.json';
import holds from './holds.json';

export default {
  shell,
  home,
  books,
  blogs,
  events,
  gallery,
  team,
  faq,
  mission,
  contact,
  donation,
  ranking,
  userCard,
  auth,
  membership,
  profile,
  history,
  forms,
  holds,
};
