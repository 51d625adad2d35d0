import { describe, expect } from 'vitest';
import { itOnEmptyTables as it } from '../../../../test/helpers/api-test';
import type { GalleryItem } from '@pathagar/sdk/schema';
import { type TestApi, expectError } from '../../../../test/helpers/app';
import { jpeg, NOT_AN_IMAGE, png, type TestAdmin } from '../../../../test/helpers/fixtures';
import type { MultipartField } from '../../../../test/helpers/multipart';
import { fetchImage, filesIn } from '../../../../test/helpers/uploads';

const TEXTS = {
  title: 'বইমেলা',
  titleEnglish: 'Book fair',
  description: 'আমাদের বইমেলার ছবি',
  descriptionEnglish: 'Photos of our book fair',
};

type Upload = ReturnType<typeof png>;

function galleryForm(
  files: Upload[],
  texts: Partial<Record<keyof typeof TEXTS, string>> = {},
  extra: MultipartField[] = []
): MultipartField[] {
  const fields = Object.entries({ ...TEXTS, ...texts }).map(
    ([name, value]) => [name, value] as MultipartField
  );
  return [...fields, ...extra, ...files.map((f) => ['files', f] as MultipartField)];
}

const postGallery = (api: TestApi, admin: TestAdmin, form: MultipartField[]) =>
  api.call('POST', '/SingUpAdmin/addGallery', { token: admin.token, form });

async function addItem(
  api: TestApi,
  admin: TestAdmin,
  files: Upload[] = [png(), jpeg()],
  texts = {}
): Promise<GalleryItem> {
  const res = await postGallery(api, admin, galleryForm(files, texts));
  expect(res.status).toBe(201);
  return res.body.gallery;
}

const imagesOf = (item: GalleryItem) => [item.imgUrl, ...item.subImages];

async function imageRows(api: TestApi, itemId: number) {
  return api.db
    .selectFrom('gallery_images')
    .select(['position', 'image_key'])
    .where('item_id', '=', itemId)
    .orderBy('position')
    .execute();
}

function edit(api: TestApi, admin: TestAdmin, id: string | number, form: MultipartField[]) {
  return api.call('PUT', `/SingUpAdmin/editGallery/${id}`, { token: admin.token, form });
}

describe('addGalleryItem', () => {
  it('stores the item with its images in the order sent', async ({ api, admin }) => {
    const res = await postGallery(
      api,
      admin,
      galleryForm([png('a.png'), jpeg('b.jpg'), png('c.png')], {
        // Decomposed "কো" and "é", with spaces around: stored composed and trimmed.
        title: '  \u0995\u09C7\u09BE বইমেলা  ',
        titleEnglish: ' Cafe\u0301 day ',
      })
    );
    expect(res.status).toBe(201);
    expect(res.body.msg).toBe('Images added to gallery successfully');
    const item: GalleryItem = res.body.gallery;
    expect(item.uniqueId).toBeGreaterThanOrEqual(100000);
    expect(item.uniqueId).toBeLessThanOrEqual(999999);
    expect(item._id).toBe(String(item.uniqueId));
    expect(item).toMatchObject({
      title: '\u0995\u09CB বইমেলা',
      titleEnglish: 'Caf\u00E9 day',
      description: TEXTS.description,
      descriptionEnglish: TEXTS.descriptionEnglish,
    });
    expect(item.subImages).toHaveLength(2);
    expect(Math.abs(Date.parse(item.date) - api.clock.now().getTime())).toBeLessThan(60_000);

    const row = await api.db
      .selectFrom('gallery_items')
      .selectAll()
      .where('unique_id', '=', item.uniqueId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ title: '\u0995\u09CB বইমেলা', title_en: 'Caf\u00E9 day' });
    const images = await imageRows(api, item.uniqueId);
    expect(images.map((i) => i.position)).toEqual([0, 1, 2]);
    expect(images.map((i) => api.config.publicUrl + '/uploads/' + i.image_key)).toEqual(
      imagesOf(item)
    );

    // Served, in the order sent: PNG, JPEG, PNG.
    const served = await Promise.all(imagesOf(item).map((url) => fetchImage(api, url)));
    expect(served.map((s) => s.status)).toEqual([200, 200, 200]);
    expect(served.map((s) => s.contentType)).toEqual(['image/png', 'image/jpeg', 'image/png']);
  });

  it('accepts a single image and exactly five', async ({ api, admin }) => {
    const one = await addItem(api, admin, [jpeg()]);
    expect(one.subImages).toEqual([]);
    const five = await addItem(api, admin, [png(), png(), jpeg(), png(), jpeg()]);
    expect(five.subImages).toHaveLength(4);
    expect(await imageRows(api, five.uniqueId)).toHaveLength(5);
  });

  it('refuses a submission without an image', async ({ api, admin }) => {
    const res = await postGallery(api, admin, galleryForm([]));
    expectError(res, 400, { code: 'file_required', message: 'File is required' });
    expect(await api.db.selectFrom('gallery_items').selectAll().execute()).toEqual([]);
  });

  it('refuses six images with too_many_files and stores nothing', async ({ api, admin }) => {
    const res = await postGallery(
      api,
      admin,
      galleryForm([png(), png(), png(), png(), png(), png()])
    );
    expectError(res, 400, {
      code: 'too_many_files',
      message: 'You can only upload up to 5 images in total.',
    });
    expect(await api.db.selectFrom('gallery_items').selectAll().execute()).toEqual([]);
    expect(await filesIn(api, 'gallery')).toEqual([]);
  });

  it('refuses a text file named .jpg', async ({ api, admin }) => {
    const res = await postGallery(
      api,
      admin,
      galleryForm([png(), { filename: 'photo.jpg', data: NOT_AN_IMAGE, contentType: 'image/jpeg' }])
    );
    expectError(res, 400, {
      code: 'invalid_file',
      message: 'Invalid file format. Only .jpg, .jpeg, .png allowed.',
    });
    expect(await api.db.selectFrom('gallery_items').selectAll().execute()).toEqual([]);
  });

  it.for(['title', 'titleEnglish', 'description', 'descriptionEnglish'] as const)(
    'requires a non-blank %s',
    async (name, { api, admin }) => {
      const blank = await postGallery(api, admin, galleryForm([png()], { [name]: '   ' }));
      expectError(blank, 400, { code: 'validation_failed', field: `body.${name}` });

      const form = galleryForm([png()]).filter(([field]) => field !== name);
      const missing = await postGallery(api, admin, form);
      expectError(missing, 400, {
        code: 'validation_failed',
        field: `body.${name}`,
        message: `body.${name} is required.`,
      });
      expect(await api.db.selectFrom('gallery_items').selectAll().execute()).toEqual([]);
    }
  );
});

describe('listGalleryItems', () => {
  it('answers [] when the gallery is empty', async ({ api }) => {
    const res = await api.call('GET', '/SingUpAdmin/allPhotoGallery');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('lists every item newest first, with its images in order', async ({ api, admin }) => {
    const oldest = await addItem(api, admin, [png()], { titleEnglish: 'Oldest' });
    api.clock.advance(60_000);
    const middle = await addItem(api, admin, [jpeg(), png(), jpeg()], { titleEnglish: 'Middle' });
    api.clock.advance(60_000);
    const newest = await addItem(api, admin, [png(), jpeg()], { titleEnglish: 'Newest' });

    const res = await api.call('GET', '/SingUpAdmin/allPhotoGallery');
    expect(res.status).toBe(200);
    expect(res.body.map((i: GalleryItem) => i.titleEnglish)).toEqual([
      'Newest',
      'Middle',
      'Oldest',
    ]);
    expect(res.body).toEqual([newest, middle, oldest]);
  });
});

describe('getGalleryItem', () => {
  it('answers one item by its uniqueId (= _id)', async ({ api, admin }) => {
    const item = await addItem(api, admin, [png(), jpeg(), png()]);
    await addItem(api, admin, [jpeg()]);
    const res = await api.call('GET', `/SingUpAdmin/singleGallery/${item._id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(item);
  });

  it.for(['123456', 'abc', '64b7f0c2a1b2c3d4e5f60718', '1234567', '99999'])(
    'answers 404 for the unknown id %s',
    async (id, { api, admin }) => {
      await addItem(api, admin);
      const res = await api.call('GET', `/SingUpAdmin/singleGallery/${id}`);
      expectError(res, 404, { code: 'not_found', message: 'Gallery item not found' });
    }
  );
});

describe('updateGalleryItem', () => {
  it('keeps the listed images in their new order, appends new ones and deletes the rest', async ({
    api,
    admin,
  }) => {
    const item = await addItem(api, admin, [png('a.png'), jpeg('b.jpg'), png('c.png')]);
    const [a, b, c] = imagesOf(item) as [string, string, string];
    api.clock.advance(3_600_000);

    const res = await edit(
      api,
      admin,
      item._id,
      galleryForm(
        [jpeg('d.jpg')],
        { title: ' নতুন শিরোনাম ', descriptionEnglish: 'New description' },
        [['existingImages', JSON.stringify([c, a])]]
      )
    );
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('Gallery updated successfully');
    const updated: GalleryItem = res.body.gallery;
    expect(updated).toMatchObject({
      _id: item._id,
      uniqueId: item.uniqueId,
      title: 'নতুন শিরোনাম',
      titleEnglish: TEXTS.titleEnglish,
      descriptionEnglish: 'New description',
      date: item.date,
      imgUrl: c,
    });
    expect(updated.subImages).toHaveLength(2);
    expect(updated.subImages[0]).toBe(a);
    const d = updated.subImages[1]!;
    expect([a, b, c]).not.toContain(d);

    const images = await imageRows(api, item.uniqueId);
    expect(images.map((i) => i.position)).toEqual([0, 1, 2]);
    expect(images.map((i) => `${api.config.publicUrl}/uploads/${i.image_key}`)).toEqual([c, a, d]);
    const row = await api.db
      .selectFrom('gallery_items')
      .selectAll()
      .where('unique_id', '=', item.uniqueId)
      .executeTakeFirstOrThrow();
    expect(row.title).toBe('নতুন শিরোনাম');
    expect(row.description_en).toBe('New description');
    expect(row.created_at.toISOString()).toBe(item.date);

    expect((await fetchImage(api, b)).status).toBe(404);
    for (const url of [a, c, d]) expect((await fetchImage(api, url)).status).toBe(200);
    expect((await fetchImage(api, d)).contentType).toBe('image/jpeg');
    expect(await filesIn(api, 'gallery')).toHaveLength(3);

    const read = await api.call('GET', `/SingUpAdmin/singleGallery/${item.uniqueId}`);
    expect(read.body).toEqual(updated);
  });

  it('keeps every current image when existingImages is absent', async ({ api, admin }) => {
    const item = await addItem(api, admin, [png(), jpeg()]);
    const res = await edit(api, admin, item.uniqueId, galleryForm([png(), png(), jpeg()]));
    expect(res.status).toBe(200);
    const updated: GalleryItem = res.body.gallery;
    expect(updated.imgUrl).toBe(item.imgUrl);
    expect(updated.subImages.slice(0, 1)).toEqual(item.subImages);
    expect(updated.subImages).toHaveLength(4);
    expect(await imageRows(api, item.uniqueId)).toHaveLength(5);
    for (const url of imagesOf(updated)) expect((await fetchImage(api, url)).status).toBe(200);
  });

  it('replaces every image when existingImages is [] and new files are sent', async ({
    api,
    admin,
  }) => {
    const item = await addItem(api, admin, [png(), jpeg()]);
    const res = await edit(
      api,
      admin,
      item._id,
      galleryForm([jpeg()], {}, [['existingImages', '[]']])
    );
    expect(res.status).toBe(200);
    const updated: GalleryItem = res.body.gallery;
    expect(updated.subImages).toEqual([]);
    expect(imagesOf(item)).not.toContain(updated.imgUrl);
    for (const url of imagesOf(item)) expect((await fetchImage(api, url)).status).toBe(404);
    expect((await fetchImage(api, updated.imgUrl)).status).toBe(200);
    expect(await filesIn(api, 'gallery')).toHaveLength(1);
  });

  it('changes only the texts when no image field is sent', async ({ api, admin }) => {
    const item = await addItem(api, admin, [png(), jpeg()]);
    const res = await edit(api, admin, item._id, galleryForm([], { titleEnglish: 'Renamed' }));
    expect(res.status).toBe(200);
    expect(res.body.gallery).toEqual({ ...item, titleEnglish: 'Renamed' });
    for (const url of imagesOf(item)) expect((await fetchImage(api, url)).status).toBe(200);
  });

  it('refuses an edit that would exceed 5 images, and changes nothing', async ({ api, admin }) => {
    const item = await addItem(api, admin, [png(), jpeg(), png()]);
    const before = await filesIn(api, 'gallery');
    const res = await edit(
      api,
      admin,
      item._id,
      galleryForm([png(), jpeg(), png()], { title: 'নতুন' })
    );
    expectError(res, 400, {
      code: 'too_many_files',
      message: 'You can only upload up to 5 images in total.',
    });
    const read = await api.call('GET', `/SingUpAdmin/singleGallery/${item._id}`);
    expect(read.body).toEqual(item);
    // The new uploads were not left behind.
    expect(await filesIn(api, 'gallery')).toEqual(before);
  });

  it('counts only the kept images towards the limit', async ({ api, admin }) => {
    const item = await addItem(api, admin, [png(), jpeg(), png()]);
    const res = await edit(
      api,
      admin,
      item._id,
      galleryForm([png(), jpeg(), png(), jpeg()], {}, [
        ['existingImages', JSON.stringify([item.subImages[1]])],
      ])
    );
    expect(res.status).toBe(200);
    expect(res.body.gallery.imgUrl).toBe(item.subImages[1]);
    expect(res.body.gallery.subImages).toHaveLength(4);
  });

  it('refuses six new images even when none is kept', async ({ api, admin }) => {
    const item = await addItem(api, admin, [png()]);
    const res = await edit(
      api,
      admin,
      item._id,
      galleryForm([png(), png(), png(), png(), png(), png()], {}, [['existingImages', '[]']])
    );
    expectError(res, 400, {
      code: 'too_many_files',
      message: 'You can only upload up to 5 images in total.',
    });
  });

  it('refuses an edit that removes every image, and deletes none', async ({ api, admin }) => {
    const item = await addItem(api, admin, [png(), jpeg()]);
    const res = await edit(api, admin, item._id, galleryForm([], {}, [['existingImages', '[]']]));
    expectError(res, 400, { code: 'file_required', message: 'File is required' });
    expect(await imageRows(api, item.uniqueId)).toHaveLength(2);
    for (const url of imagesOf(item)) expect((await fetchImage(api, url)).status).toBe(200);
  });

  it('refuses existingImages naming an image the item does not have', async ({ api, admin }) => {
    const item = await addItem(api, admin, [png(), jpeg()]);
    const other = await addItem(api, admin, [png()]);
    for (const urls of [[item.imgUrl, other.imgUrl], ['https://elsewhere.test/x.jpg']]) {
      const res = await edit(
        api,
        admin,
        item._id,
        galleryForm([], {}, [['existingImages', JSON.stringify(urls)]])
      );
      expectError(res, 400, {
        code: 'validation_failed',
        field: 'body.existingImages',
        message: "existingImages may only list the item's current images.",
      });
    }
    expect((await api.call('GET', `/SingUpAdmin/singleGallery/${item._id}`)).body).toEqual(item);
    expect((await fetchImage(api, other.imgUrl)).status).toBe(200);
  });

  it.for(['not json', '"a string"', '{"a":1}', '[1,2]', ''])(
    'refuses existingImages that is not a JSON array of URLs: %s',
    async (value, { api, admin }) => {
      const item = await addItem(api, admin, [png()]);
      const res = await edit(
        api,
        admin,
        item._id,
        galleryForm([png()], {}, [['existingImages', value]])
      );
      expectError(res, 400, {
        code: 'validation_failed',
        field: 'body.existingImages',
        message: 'body.existingImages must be a JSON array of image URLs.',
      });
      expect(await filesIn(api, 'gallery')).toHaveLength(1);
    }
  );

  it('refuses existingImages listing the same image twice', async ({ api, admin }) => {
    const item = await addItem(api, admin, [png(), jpeg()]);
    const res = await edit(
      api,
      admin,
      item._id,
      galleryForm([], {}, [['existingImages', JSON.stringify([item.imgUrl, item.imgUrl])]])
    );
    expectError(res, 400, { code: 'validation_failed', field: 'body.existingImages' });
  });

  it('refuses a text file named .jpg', async ({ api, admin }) => {
    const item = await addItem(api, admin, [png()]);
    const res = await edit(
      api,
      admin,
      item._id,
      galleryForm([{ filename: 'photo.jpg', data: NOT_AN_IMAGE, contentType: 'image/jpeg' }])
    );
    expectError(res, 400, {
      code: 'invalid_file',
      message: 'Invalid file format. Only .jpg, .jpeg, .png allowed.',
    });
    expect(await imageRows(api, item.uniqueId)).toHaveLength(1);
  });

  it('requires the four texts', async ({ api, admin }) => {
    const item = await addItem(api, admin, [png()]);
    const res = await edit(api, admin, item._id, galleryForm([], { descriptionEnglish: ' ' }));
    expectError(res, 400, {
      code: 'validation_failed',
      field: 'body.descriptionEnglish',
    });
  });

  it.for(['123456', 'abc', '64b7f0c2a1b2c3d4e5f60718'])(
    'answers 404 for the unknown id %s and keeps no upload',
    async (id, { api, admin }) => {
      await addItem(api, admin, [png()]);
      const res = await edit(api, admin, id, galleryForm([jpeg()]));
      expectError(res, 404, { code: 'not_found', message: 'Gallery item not found' });
      expect(await filesIn(api, 'gallery')).toHaveLength(1);
    }
  );
});

describe('deleteGalleryItem', () => {
  it('deletes the item, its image rows and its files', async ({ api, admin }) => {
    const item = await addItem(api, admin, [png(), jpeg(), png()]);
    const kept = await addItem(api, admin, [jpeg()]);
    const res = await api.call('DELETE', '/SingUpAdmin/deletePhotoGallery', {
      token: admin.token,
      query: { id: item.uniqueId },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Gallery item deleted successfully' });

    const items = await api.db.selectFrom('gallery_items').select('unique_id').execute();
    expect(items).toEqual([{ unique_id: kept.uniqueId }]);
    expect(await imageRows(api, item.uniqueId)).toEqual([]);
    for (const url of imagesOf(item)) expect((await fetchImage(api, url)).status).toBe(404);
    expect((await fetchImage(api, kept.imgUrl)).status).toBe(200);
    expect(await filesIn(api, 'gallery')).toHaveLength(1);

    const list = await api.call('GET', '/SingUpAdmin/allPhotoGallery');
    expect(list.body).toEqual([kept]);
  });

  it('answers 404 with success false for an unknown uniqueId', async ({ api, admin }) => {
    const item = await addItem(api, admin, [png()]);
    const id = item.uniqueId === 999999 ? 999998 : item.uniqueId + 1;
    const res = await api.call('DELETE', '/SingUpAdmin/deletePhotoGallery', {
      token: admin.token,
      query: { id },
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      code: 'not_found',
      message: 'Gallery item not found',
      error: 'Gallery item not found',
      success: false,
    });
    expect(await imageRows(api, item.uniqueId)).toHaveLength(1);
  });

  it('answers 400 for an id that is not a uniqueId', async ({ api, admin }) => {
    const res = await api.call('DELETE', '/SingUpAdmin/deletePhotoGallery', {
      token: admin.token,
      query: { id: 'abc' },
    });
    expectError(res, 400, { code: 'validation_failed', field: 'query.id' });
  });
});
