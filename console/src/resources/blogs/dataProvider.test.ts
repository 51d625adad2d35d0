import { describe, expect, it } from 'vitest';
import { added, blog, two } from '../../test/fixtures';
import { mockApi, server } from '../../test/server';
import { png } from '../../test/render';
import { capture, dp, listParams } from '../../test/providerCalls';

describe('blogs', () => {
  it('searches title and author in both languages, case-insensitively', async () => {
    server.use(
      mockApi.get(
        '/SingUpAdmin/getblogs',
        two(blog, {
          blogTitle: 'অন্য',
          blogTitleEnglish: 'Other',
          authorNameEnglish: 'Karim',
          authorName: 'করিম',
        })
      )
    );
    const byTitle = await dp.getList('blogs', { ...listParams(), filter: { q: 'JOY' } });
    expect(byTitle.data.map((b) => b.id)).toEqual([300001]);
    const byAuthor = await dp.getList('blogs', { ...listParams(), filter: { q: 'করিম' } });
    expect(byAuthor.data.map((b) => b.id)).toEqual([2]);
  });

  it('gets, adds (image), edits (file) and deletes (?id=) with the contract names', async () => {
    const c = capture();
    server.use(
      mockApi.get('/SingUpAdmin/blog/{id}', blog()),
      mockApi.post('/SingUpAdmin/addblogs', c.answer(added.blog(), { status: 201 }))
    );
    expect((await dp.getOne('blogs', { id: 300001 })).data.id).toBe(300001);
    const texts = {
      blogTitle: 'a',
      blogTitleEnglish: 'b',
      authorName: 'c',
      authorNameEnglish: 'd',
      content: 'e',
      contentEnglish: 'f',
    };
    await dp.create('blogs', { data: { ...texts, image: png() } });
    expect(c.seen.form).toEqual({
      ...Object.fromEntries(Object.entries(texts).map(([k, v]) => [k, [v]])),
      image: ['FILE'],
    });

    server.use(
      mockApi.put(
        '/SingUpAdmin/editblogs/{id}',
        c.answer({ msg: 'Blog updated successfully', blog: blog() })
      )
    );
    await dp.update('blogs', {
      id: 300001,
      previousData: { id: 300001 },
      data: { ...texts, image: png() },
    });
    expect(c.seen.url!.pathname).toBe('/SingUpAdmin/editblogs/300001');
    expect(c.seen.form!.file).toEqual(['FILE']);
    expect(c.seen.form!.image).toBeUndefined();

    server.use(
      mockApi.delete(
        '/SingUpAdmin/deleteBlogs',
        c.answer({
          success: true,
          message: 'Blog deleted successfully',
          deletedCount: 1,
        })
      )
    );
    await dp.delete('blogs', { id: 300001 });
    expect(c.seen.url!.searchParams.get('id')).toBe('300001');
  });
});
