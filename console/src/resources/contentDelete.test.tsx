import type { PathWith } from '@pathagar/sdk/msw';
import type { JsonBodyType } from 'msw';
import { describe, it } from 'vitest';
import { blog, event, galleryItem, member, notice } from '../test/fixtures';
import { renderApp } from '../test/render';
import { apiError, HttpResponse, mockApi, server } from '../test/server';
import { expectDeleteRefusedThenDone, refusingDelete } from '../test/deleteFlow';

/**
 * One content list's delete (admin-content.md §4). GET `list` answers `answer(gone)`: with the
 * item until the delete goes through. DELETE `remove` answers `refusal()` first, then `done`.
 * The screen shows the item as an article named `item`, asks `question` when given, shows
 * `refused`, then `deleted`.
 */
interface DeleteCase {
  route: string;
  language?: 'en';
  refusal: () => Response;
  done: JsonBodyType;
  list: PathWith<'get'>;
  remove: PathWith<'delete'>;
  answer: (gone: boolean) => JsonBodyType;
  item: string;
  question?: string;
  refused: string | RegExp;
  deleted: string;
}

const volunteer = member({ Name: 'Volunteer One', role: 'Volunteers' });

/** The word on the confirm button; the delete button puts it before (English) or after the name. */
const DELETE = { bn: 'মুছে ফেলুন', en: 'Delete' };

// Each list refuses in its own way (no network, a 404 with a reason, a 500 with its own text),
// and the Bangla and English screens both show up, so every case is worth its run.
const cases: Record<string, DeleteCase> = {
  'a blog, after a network failure (Bangla)': {
    route: '/blogs',
    refusal: () => HttpResponse.error(),
    done: { success: true, message: 'Blog deleted successfully', deletedCount: 1 },
    list: '/SingUpAdmin/getblogs',
    remove: '/SingUpAdmin/deleteBlogs',
    answer: (gone) => (gone ? [] : [blog()]),
    item: 'পড়ার আনন্দ',
    refused: /সার্ভারের সাথে যোগাযোগ|ইন্টারনেট/,
    deleted: 'ব্লগটি মুছে ফেলা হয়েছে।',
  },
  'an event, after a 404 (the question names it)': {
    route: '/events',
    language: 'en',
    refusal: () => apiError(404, 'not_found', 'Event not found'),
    done: { message: 'Event deleted successfully' },
    list: '/SingUpAdmin/allEvent',
    remove: '/SingUpAdmin/deleteEvent/{id}',
    answer: (gone) => (gone ? [] : [event()]),
    item: 'Reading circle',
    question: 'Are you sure you want to delete the event "Reading circle"?',
    refused: 'We could not find what you were looking for. It may have been removed.',
    deleted: 'The event has been deleted.',
  },
  'a gallery item, after a 500 ("Are you sure…?" in Bangla)': {
    route: '/gallery',
    refusal: () => apiError(500, 'internal', 'x'),
    done: { success: true, message: 'Gallery item deleted successfully' },
    list: '/SingUpAdmin/allPhotoGallery',
    remove: '/SingUpAdmin/deletePhotoGallery',
    answer: (gone) => (gone ? [] : [galleryItem()]),
    item: 'বইমেলা',
    question: 'আপনি কি নিশ্চিত যে এই গ্যালারি আইটেমটি মুছে ফেলতে চান?',
    refused: 'দুঃখিত আবার চেষ্টা করুন',
    deleted: 'ছবিটি গ্যালারি থেকে সরানো হয়েছে',
  },
  'a notice, after a 404 that says why': {
    route: '/notices',
    language: 'en',
    refusal: () =>
      HttpResponse.json(
        { code: 'not_found', message: 'Notice not found', error: 'x', success: false },
        { status: 404 }
      ),
    done: { success: true, message: 'Notice and image deleted successfully' },
    list: '/SingUpAdmin/allNotice',
    remove: '/SingUpAdmin/deleteNotice',
    answer: (gone) => (gone ? [] : [notice()]),
    item: 'Meeting notice',
    refused: /could not find/,
    deleted: 'The notice has been deleted.',
  },
  'a team member, after a 500': {
    route: '/team',
    language: 'en',
    refusal: () => apiError(500, 'internal', 'x'),
    done: { msg: 'Team member deleted successfully' },
    list: '/SingUpAdmin/allTeamMembers',
    remove: '/SingUpAdmin/deleteTeamMember/{id}',
    answer: (gone) => ({ teamMembers: gone ? [] : [volunteer] }),
    item: 'Volunteer One',
    refused: 'Failed to delete team member',
    deleted: 'The team member has been deleted.',
  },
};

describe('Deleting content: confirmed, a refusal keeps the item and says why, then it goes', () => {
  it.each(Object.entries(cases))('%s', async (_name, c) => {
    const remove = refusingDelete(c.refusal, c.done);
    server.use(
      mockApi.get(c.list, () => HttpResponse.json(c.answer(remove.gone))),
      mockApi.delete(c.remove, remove.handler)
    );
    const { user } = renderApp(c.route, { language: c.language });
    const confirm = DELETE[c.language ?? 'bn'];
    await expectDeleteRefusedThenDone(user, {
      button: c.language === 'en' ? `${confirm} ${c.item}` : `${c.item} ${confirm}`,
      confirm,
      question: c.question,
      item: { role: 'article', name: c.item },
      refused: c.refused,
      done: c.deleted,
      allow: remove.allow,
    });
  });
});
