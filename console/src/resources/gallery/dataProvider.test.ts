import { describe, expect, it } from 'vitest';
import { added, galleryItem } from '../../test/fixtures';
import { mockApi, server } from '../../test/server';
import { png } from '../../test/render';
import { capture, dp, listParams } from '../../test/providerCalls';

describe('gallery', () => {
  it('lists newest first', async () => {
    server.use(
      mockApi.get('/SingUpAdmin/allPhotoGallery', [
        galleryItem({ uniqueId: 1, date: '2026-01-01T00:00:00Z' }),
        galleryItem({ uniqueId: 2, date: '2026-03-01T00:00:00Z' }),
      ])
    );
    expect((await dp.getList('gallery', listParams())).data.map((g) => g.id)).toEqual([2, 1]);
  });

  it('adds with repeated files, edits with existingImages as a JSON list, deletes by ?id=', async () => {
    const c = capture();
    const texts = { title: 'a', titleEnglish: 'b', description: 'c', descriptionEnglish: 'd' };
    server.use(
      mockApi.get('/SingUpAdmin/singleGallery/{id}', galleryItem()),
      mockApi.post('/SingUpAdmin/addGallery', c.answer(added.gallery(), { status: 201 }))
    );
    expect((await dp.getOne('gallery', { id: 500001 })).data.id).toBe(500001);
    await dp.create('gallery', { data: { ...texts, files: [png('1.png'), png('2.png')] } });
    expect(c.seen.form).toEqual({
      title: ['a'],
      titleEnglish: ['b'],
      description: ['c'],
      descriptionEnglish: ['d'],
      files: ['FILE', 'FILE'],
    });

    server.use(
      mockApi.put(
        '/SingUpAdmin/editGallery/{id}',
        c.answer({ msg: 'Gallery updated successfully', gallery: galleryItem() })
      ),
      mockApi.delete(
        '/SingUpAdmin/deletePhotoGallery',
        c.answer({ success: true, message: 'Gallery item deleted successfully' })
      )
    );
    await dp.update('gallery', {
      id: 500001,
      previousData: { id: 500001 },
      data: { ...texts, files: [png()], existingImages: ['http://x/1.png'] },
    });
    expect(c.seen.url!.pathname).toBe('/SingUpAdmin/editGallery/500001');
    expect(c.seen.form!.existingImages).toEqual(['["http://x/1.png"]']);
    expect(c.seen.form!.files).toEqual(['FILE']);
    await dp.delete('gallery', { id: 500001 });
    expect(c.seen.url!.searchParams.get('id')).toBe('500001');
  });
});
