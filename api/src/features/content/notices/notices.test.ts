import { describe, expect } from 'vitest';
import type { UploadPart } from '../testing';
import { itOnEmptyTables as it } from '../../../../test/helpers/api-test';
import { createAdmin, jpeg, png } from '../../../../test/helpers/fixtures';
import {
  contentRecords,
  describeContentRecordRules,
  describeEditableRecordRules,
  type ContentRecordSpec,
} from '../record-testing';
import { fetchImage, filesIn, keyOf } from '../../../../test/helpers/uploads';
import { expectError } from '../../../../test/helpers/app';

const CATEGORIES = 'general, education, announcement, event, recruitment, other';

const NOTICES: ContentRecordSpec = {
  table: 'notices',
  noun: 'Notice',
  fields: {
    noticeTitle: 'লাইব্রেরি বন্ধ থাকবে',
    noticeTitleEnglish: 'Library closed',
    description: 'শুক্রবার লাইব্রেরি বন্ধ থাকবে।',
    descriptionEnglish: 'The library is closed on Friday.',
  },
  imageField: 'file',
  imageRequired: false,
  paths: { add: '/SingUpAdmin/addnotice', list: '/SingUpAdmin/allNotice' },
  remove: { path: '/SingUpAdmin/deleteNotice', by: 'query' },
  deleted: { success: true, message: 'Notice and image deleted successfully' },
};
const {
  form,
  add: addNotice,
  row,
  count,
  expectAdded,
  remove: removeNotice,
} = contentRecords(NOTICES);
const noticeForm = (fields: Partial<Record<string, string>> = {}, file?: UploadPart) =>
  form(fields, file ? ['file', file] : null);

describeContentRecordRules(NOTICES);
describeEditableRecordRules({
  ...NOTICES,
  paths: {
    ...NOTICES.paths,
    get: (id) => `/SingUpAdmin/editnotice/${id}`,
    update: (id) => `/SingUpAdmin/updatenotice/${id}`,
  },
  updateImageField: 'file',
  // No category sent: the notice keeps the one it was made with.
  edit: {
    created: { category: 'education' },
    sent: {
      noticeTitle: ' নতুন শিরোনাম ',
      noticeTitleEnglish: 'New title',
      description: 'নতুন বিবরণ',
      descriptionEnglish: 'New description',
    },
    answered: {
      noticeTitle: 'নতুন শিরোনাম',
      noticeTitleEnglish: 'New title',
      description: 'নতুন বিবরণ',
      descriptionEnglish: 'New description',
      category: 'education',
    },
    stored: {
      notice_title: 'নতুন শিরোনাম',
      notice_title_en: 'New title',
      description: 'নতুন বিবরণ',
      description_en: 'New description',
      category: 'education',
    },
  },
});

describe('addNotice', () => {
  it('stores the notice with its image, dated now, and serves the image', async ({
    api,
    admin,
  }) => {
    const before = api.clock.now().getTime();
    const body = await addNotice(
      api,
      admin,
      {
        // Decomposed Bangla vowel sign (ে + া) and surrounding blanks: stored as NFC, trimmed.
        noticeTitle: '  বই\u09c7\u09be পড়ুন  ',
        noticeTitleEnglish: ' Read books ',
        category: 'recruitment',
      },
      png()
    );
    expectAdded(body);
    expect(body.notice).toMatchObject({
      _id: String(body.uniqueId),
      uniqueId: body.uniqueId,
      noticeTitle: 'বই\u09cb পড়ুন',
      noticeTitleEnglish: 'Read books',
      category: 'recruitment',
      imgUrl: body.imageUrl,
    });
    expect(Date.parse(body.notice.date)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(body.notice.date)).toBeLessThanOrEqual(api.clock.now().getTime());

    const stored = await row(api, body.uniqueId);
    expect(stored).toMatchObject({
      notice_title: 'বই\u09cb পড়ুন',
      notice_title_en: 'Read books',
      description: 'শুক্রবার লাইব্রেরি বন্ধ থাকবে।',
      description_en: 'The library is closed on Friday.',
      category: 'recruitment',
      image_key: keyOf(body.imageUrl),
    });
    expect(await fetchImage(api, body.imageUrl)).toEqual({
      status: 200,
      contentType: 'image/png',
    });
  });

  it('uses the clock for the date', async ({ api, admin }) => {
    api.clock.advance(10 * 86_400_000);
    ({ token: admin.token } = await createAdmin(api)); // the first token has expired by then
    const before = api.clock.now().getTime();
    const body = await addNotice(api, admin);
    // Ten days ahead of the real time: the date comes from the clock, not the database's now().
    expect(Date.parse(body.notice.date)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(body.notice.date)).toBeLessThanOrEqual(api.clock.now().getTime());
  });

  it('accepts a JPEG and serves it as one', async ({ api, admin }) => {
    const body = await addNotice(api, admin, {}, jpeg());
    expect(body.imageUrl).toMatch(/\.jpg$/);
    expect(await fetchImage(api, body.imageUrl)).toEqual({
      status: 200,
      contentType: 'image/jpeg',
    });
  });

  it('defaults the category to general and allows no image', async ({ api, admin }) => {
    const body = await addNotice(api, admin);
    expect(body.imageUrl).toBeNull();
    expect(body.notice.imgUrl).toBeNull();
    expect(body.notice.category).toBe('general');
    expect(await row(api, body.uniqueId)).toMatchObject({ category: 'general', image_key: null });
    expect(await filesIn(api, 'notices')).toEqual([]);
  });

  it('refuses an unknown category', async ({ api, admin }) => {
    const res = await api.call('POST', '/SingUpAdmin/addnotice', {
      token: admin.token,
      form: noticeForm({ category: 'sports' }, png()),
    });
    expectError(res, 400, {
      code: 'validation_failed',
      field: 'body.category',
      message: `body.category must be one of: ${CATEGORIES}.`,
    });
    expect(await count(api)).toBe(0);
    expect(await filesIn(api, 'notices')).toEqual([]);
  });

  it.for([
    ['noticeTitle', undefined, 'body.noticeTitle is required.'],
    ['noticeTitleEnglish', undefined, 'body.noticeTitleEnglish is required.'],
    ['description', undefined, 'body.description is required.'],
    ['descriptionEnglish', '   ', 'body.descriptionEnglish has an invalid format.'],
    ['noticeTitle', '', 'body.noticeTitle must not be empty.'],
  ] as const)('refuses %s = %j', async ([field, value, message], { api, admin }) => {
    const res = await api.call('POST', '/SingUpAdmin/addnotice', {
      token: admin.token,
      form: noticeForm({ [field]: value }),
    });
    expectError(res, 400, { code: 'validation_failed', field: `body.${field}`, message });
    expect(await count(api)).toBe(0);
  });
});

describe('updateNotice', () => {
  it('changes the category when sent', async ({ api, admin }) => {
    const { notice } = await addNotice(api, admin);
    const res = await api.call('PUT', `/SingUpAdmin/updatenotice/${notice._id}`, {
      token: admin.token,
      form: noticeForm({ category: 'announcement' }),
    });
    expect(res.status).toBe(200);
    expect(res.body.notice.category).toBe('announcement');
    expect((await row(api, notice.uniqueId))!.category).toBe('announcement');
  });

  it('adds an image to a notice that had none', async ({ api, admin }) => {
    const { notice } = await addNotice(api, admin);
    const res = await api.call('PUT', `/SingUpAdmin/updatenotice/${notice.uniqueId}`, {
      token: admin.token,
      form: noticeForm({}, png()),
    });
    expect(res.status).toBe(200);
    expect(res.body.notice.imgUrl).toMatch(/\/uploads\/notices\/.+\.png$/);
    expect((await fetchImage(api, res.body.notice.imgUrl)).status).toBe(200);
  });

  it('refuses an unknown category and a missing title', async ({ api, admin }) => {
    const { notice } = await addNotice(api, admin);
    const bad = await api.call('PUT', `/SingUpAdmin/updatenotice/${notice.uniqueId}`, {
      token: admin.token,
      form: noticeForm({ category: 'news' }),
    });
    expectError(bad, 400, {
      code: 'validation_failed',
      message: `body.category must be one of: ${CATEGORIES}.`,
    });
    const missing = await api.call('PUT', `/SingUpAdmin/updatenotice/${notice.uniqueId}`, {
      token: admin.token,
      form: noticeForm({ noticeTitleEnglish: undefined }),
    });
    expectError(missing, 400, {
      code: 'validation_failed',
      message: 'body.noticeTitleEnglish is required.',
    });
    expect((await row(api, notice.uniqueId))!.category).toBe('general');
  });
});

describe('deleteNotice', () => {
  it('deletes a notice without an image', async ({ api, admin }) => {
    const { notice } = await addNotice(api, admin);
    const res = await removeNotice(api, admin, notice.uniqueId);
    expect(res.status).toBe(200);
    expect(await count(api)).toBe(0);
  });
});
