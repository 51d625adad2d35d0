import { describe, expect } from 'vitest';
import { itOnEmptyTables as it } from '../../../../test/helpers/api-test';
import { png } from '../../../../test/helpers/fixtures';
import {
  contentRecords,
  describeContentRecordRules,
  describeEditableRecordRules,
  type ContentRecordSpec,
} from '../record-testing';
import { fetchImage, filesIn, keyOf } from '../../../../test/helpers/uploads';
import { expectError } from '../../../../test/helpers/app';

const FIELDS = {
  blogTitle: 'বই পড়ার আনন্দ',
  blogTitleEnglish: 'The joy of reading',
  authorName: 'রহিম',
  authorNameEnglish: 'Rahim',
  content: 'বই পড়া মানুষকে বদলে দেয়।',
  contentEnglish: 'Reading changes people.',
};

const BLOGS: ContentRecordSpec = {
  table: 'blogs',
  noun: 'Blog',
  fields: FIELDS,
  imageField: 'image',
  imageRequired: true,
  paths: { add: '/SingUpAdmin/addblogs', list: '/SingUpAdmin/getblogs' },
  remove: { path: '/SingUpAdmin/deleteBlogs', by: 'query' },
  deleted: { success: true, message: 'Blog deleted successfully', deletedCount: 1 },
};
const { form: blogForm, add: addBlog, row, count, expectAdded } = contentRecords(BLOGS);

describeContentRecordRules(BLOGS);
describeEditableRecordRules({
  ...BLOGS,
  paths: {
    ...BLOGS.paths,
    get: (id) => `/SingUpAdmin/blog/${id}`,
    update: (id) => `/SingUpAdmin/editblogs/${id}`,
  },
  updateImageField: 'file',
  edit: {
    created: {},
    // `category` is sent by the old admin form; accepted and ignored.
    sent: {
      blogTitle: ' নতুন ',
      blogTitleEnglish: 'New',
      authorName: 'করিম',
      authorNameEnglish: 'Karim',
      content: 'নতুন লেখা',
      contentEnglish: 'New text',
      category: 'ignored',
    },
    answered: {
      blogTitle: 'নতুন',
      blogTitleEnglish: 'New',
      authorName: 'করিম',
      authorNameEnglish: 'Karim',
      content: 'নতুন লেখা',
      contentEnglish: 'New text',
    },
    stored: {
      blog_title: 'নতুন',
      blog_title_en: 'New',
      author_name: 'করিম',
      author_name_en: 'Karim',
      content: 'নতুন লেখা',
      content_en: 'New text',
    },
  },
});

describe('addBlog', () => {
  it('stores the blog with its cover, dated now, and serves the cover', async ({ api, admin }) => {
    const before = api.clock.now().getTime();
    const body = await addBlog(api, admin, {
      blogTitle: ' বই\u09c7\u09be ',
      authorNameEnglish: '  Rahim Uddin ',
      // Sent by the old admin form; accepted and ignored.
      category: 'Novel',
    });
    expectAdded(body);
    expect(body.blog).toEqual({
      ...FIELDS,
      _id: String(body.uniqueId),
      uniqueId: body.uniqueId,
      blogTitle: 'বই\u09cb',
      authorNameEnglish: 'Rahim Uddin',
      date: body.blog.date,
      imgUrl: body.imageUrl,
    });
    expect(Date.parse(body.blog.date)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(body.blog.date)).toBeLessThanOrEqual(api.clock.now().getTime());
    const stored = await row(api, body.uniqueId);
    expect(stored).toMatchObject({
      blog_title: 'বই\u09cb',
      blog_title_en: 'The joy of reading',
      author_name: 'রহিম',
      author_name_en: 'Rahim Uddin',
      content: 'বই পড়া মানুষকে বদলে দেয়।',
      content_en: 'Reading changes people.',
      image_key: keyOf(body.imageUrl),
    });
    expect(stored!.created_at.toISOString()).toBe(body.blog.date);
    expect(await fetchImage(api, body.imageUrl)).toEqual({
      status: 200,
      contentType: 'image/png',
    });
  });

  it.for([
    ['blogTitle', undefined, 'body.blogTitle is required.'],
    ['authorName', undefined, 'body.authorName is required.'],
    ['contentEnglish', '\n\t ', 'body.contentEnglish has an invalid format.'],
    ['blogTitleEnglish', '', 'body.blogTitleEnglish must not be empty.'],
  ] as const)('refuses %s = %j', async ([field, value, message], { api, admin }) => {
    const res = await api.call('POST', '/SingUpAdmin/addblogs', {
      token: admin.token,
      form: blogForm({ [field]: value }, ['image', png()]),
    });
    expectError(res, 400, { code: 'validation_failed', field: `body.${field}`, message });
    expect(await count(api)).toBe(0);
    expect(await filesIn(api, 'blogs')).toEqual([]);
  });
});

describe('updateBlog', () => {
  it('refuses a missing text field', async ({ api, admin }) => {
    const { blog } = await addBlog(api, admin);
    const res = await api.call('PUT', `/SingUpAdmin/editblogs/${blog.uniqueId}`, {
      token: admin.token,
      form: blogForm({ content: undefined, blogTitle: 'changed' }, null),
    });
    expectError(res, 400, {
      code: 'validation_failed',
      field: 'body.content',
      message: 'body.content is required.',
    });
    expect((await row(api, blog.uniqueId))!.blog_title).toBe(FIELDS.blogTitle);
  });
});
