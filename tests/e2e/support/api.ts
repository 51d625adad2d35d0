import { stack } from './stack';

/**
 * Direct API calls for what a journey needs to know or set up outside the browser (which book
 * to look for, a member's token); the journeys themselves go through the pages.
 */
export async function call<T = unknown>(
  method: string,
  path: string,
  { token, body }: { token?: string; body?: unknown } = {}
): Promise<{ status: number; data: T }> {
  const response = await fetch(`${stack().apiUrl}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, data: (text ? JSON.parse(text) : null) as T };
}

export async function get<T>(path: string, token?: string): Promise<T> {
  const { status, data } = await call<T>('GET', path, { token });
  if (status !== 200) throw new Error(`GET ${path} answered ${status}: ${JSON.stringify(data)}`);
  return data;
}

export interface LoginAnswer {
  access_token: string;
  role: string;
  uniqueId?: number;
}

/** A member's or admin's token, as the login pages get it. */
export async function login(email: string, password: string, admin = false): Promise<LoginAnswer> {
  const path = admin ? '/SingUpAdmin/login' : '/Singup/login';
  const { status, data } = await call<LoginAnswer>('POST', path, { body: { email, password } });
  if (status !== 200) throw new Error(`Login of ${email} answered ${status}`);
  return data;
}

export const adminToken = async () => {
  const { admin } = stack();
  return (await login(admin.email, admin.password, true)).access_token;
};

/** The demo data's members (api/src/features/seed/people.ts, listed in the root README). */
export const DEMO_MEMBER = { email: 'rahim@pathagar.demo', password: 'pathagar-member-demo' };

export interface Book {
  uniqueId: number;
  bookname: string;
  booknameEnglish: string;
  authorname: string;
  authornameEnglish: string;
  aboutbook: string;
  aboutbookEnglish: string;
  booktype: string;
  totalbooks: number;
}
export const allBooks = () => get<Book[]>('/Singup/Allbooks');

export interface GalleryItem {
  uniqueId: number;
  title: string;
  titleEnglish: string;
  imgUrl: string;
  subImages: string[];
}
export const gallery = () => get<GalleryItem[]>('/SingUpAdmin/allPhotoGallery');

export interface EventItem {
  _id: string;
  eventname: string;
  eventnameEnglish: string;
  eventDate: string;
  eventTime: string;
}
export const events = () => get<EventItem[]>('/SingUpAdmin/allEvent');

export interface Faq {
  _id: string;
  question: string;
  questionBangla?: string;
  answer: string;
  answerBangla?: string;
}
export const faqs = () => get<Faq[]>('/SingUpAdmin/allFaqs');

export interface TeamMember {
  Name: string;
  role: string;
}
export const team = async () =>
  (await get<{ teamMembers: TeamMember[] }>('/SingUpAdmin/allTeamMembers')).teamMembers;

export interface Notice {
  noticeTitle: string;
  noticeTitleEnglish: string;
}
export const notices = () => get<Notice[]>('/SingUpAdmin/allNotice');
