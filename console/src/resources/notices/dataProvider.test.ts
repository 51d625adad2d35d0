import { describe, expect, it } from 'vitest';
import { added, notice, two } from '../../test/fixtures';
import { mockApi, server } from '../../test/server';
import { png } from '../../test/render';
import { capture, dp, listParams } from '../../test/providerCalls';

describe('notices', () => {
  it('filters by title (either language) and category', async () => {
    server.use(
      mockApi.get(
        '/SingUpAdmin/allNotice',
        two(notice, { noticeTitleEnglish: 'Recruiting volunteers', category: 'recruitment' })
      )
    );
    expect(
      (await dp.getList('notices', { ...listParams(), filter: { title: 'meeting' } })).data.map(
        (n) => n.id
      )
    ).toEqual([400001]);
    expect(
      (
        await dp.getList('notices', { ...listParams(), filter: { category: 'recruitment' } })
      ).data.map((n) => n.id)
    ).toEqual([2]);
    expect(
      (
        await dp.getList('notices', {
          ...listParams(),
          filter: { title: 'meeting', category: 'recruitment' },
        })
      ).total
    ).toBe(0);
  });

  it('gets by /editnotice/{id}, adds and updates as multipart with file and category, deletes by ?id=', async () => {
    const c = capture();
    const texts = {
      noticeTitle: 'a',
      noticeTitleEnglish: 'b',
      description: 'c',
      descriptionEnglish: 'd',
    };
    server.use(
      mockApi.get('/SingUpAdmin/editnotice/{id}', notice()),
      mockApi.post('/SingUpAdmin/addnotice', c.answer(added.notice(), { status: 201 }))
    );
    expect((await dp.getOne('notices', { id: 400001 })).data.id).toBe(400001);
    await dp.create('notices', { data: { ...texts, category: 'event', file: null } });
    expect(c.seen.form).toEqual({
      noticeTitle: ['a'],
      noticeTitleEnglish: ['b'],
      description: ['c'],
      descriptionEnglish: ['d'],
      category: ['event'],
    });

    server.use(
      mockApi.put(
        '/SingUpAdmin/updatenotice/{id}',
        c.answer({ msg: 'Notice updated successfully', notice: notice() })
      ),
      mockApi.delete(
        '/SingUpAdmin/deleteNotice',
        c.answer({
          success: true,
          message: 'Notice and image deleted successfully',
        })
      )
    );
    await dp.update('notices', {
      id: 400001,
      previousData: { id: 400001 },
      data: { ...texts, category: 'general', file: png() },
    });
    expect(c.seen.url!.pathname).toBe('/SingUpAdmin/updatenotice/400001');
    expect(c.seen.form!.file).toEqual(['FILE']);
    await dp.delete('notices', { id: 400001 });
    expect(c.seen.url!.searchParams.get('id')).toBe('400001');
  });
});
