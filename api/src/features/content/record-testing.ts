// Test helpers for the content records (blogs, notices, events), imported by *.test.ts only.
// The three share one store (shared/records.ts); these helpers let their tests share the rules
// that store gives all three, so each test file keeps only what is its own.
import { describe, expect } from 'vitest';
import { itOnEmptyTables as it } from '../../../test/helpers/api-test';
import type { TestApi } from '../../../test/helpers/app';
import { jpeg, NOT_AN_IMAGE, png, type TestAdmin } from '../../../test/helpers/fixtures';
import type { MultipartField } from '../../../test/helpers/multipart';
import { fetchImage, fileExists, filesIn, keyOf } from '../../../test/helpers/uploads';
import { FOREIGN_IDS, unusedId, type UploadPart } from './testing';

export const INVALID_FILE = 'Invalid file format. Only .jpg, .jpeg, .png allowed.';

/** A file that claims to be a JPEG and is text: every upload must refuse it. */
export const FAKE_JPEG: UploadPart = {
  filename: 'fake.jpg',
  data: NOT_AN_IMAGE,
  contentType: 'image/jpeg',
};

type Table = 'blogs' | 'notices' | 'events';

export interface ContentRecordSpec {
  table: Table;
  /** The record's name in the API's messages ("Blog not found"). */
  noun: string;
  /** A valid text part of the create form. */
  fields: Record<string, string>;
  /** The multipart field that carries the image on create. */
  imageField: string;
  /** Whether create answers 400 without an image. */
  imageRequired: boolean;
  paths: { add: string; list: string };
  /** How a record is deleted: `?id=` on `path` (blogs, notices) or `path/{id}` (events). */
  remove: { path: string; by: 'query' | 'path' };
  /** The answer to a successful delete. */
  deleted: Record<string, unknown>;
}

export type FieldValues = Partial<Record<string, string | undefined>>;

/** The form, create call and row lookups of one kind of content record. */
export function contentRecords(spec: ContentRecordSpec) {
  /** The create/update form: the valid fields with `fields` laid over them (undefined drops one). */
  function form(fields: FieldValues = {}, file?: [field: string, file: UploadPart] | null) {
    const parts: MultipartField[] = Object.entries({ ...spec.fields, ...fields })
      .filter((entry): entry is [string, string] => entry[1] !== undefined)
      .map(([k, v]) => [k, v]);
    if (file) parts.push(file);
    return parts;
  }

  /** Creates a record (with `image` unless null) and answers the 201 body. */
  async function add(
    api: TestApi,
    admin: TestAdmin,
    fields: FieldValues = {},
    image: UploadPart | null = spec.imageRequired ? png() : null
  ) {
    const res = await api.call('POST', spec.paths.add, {
      token: admin.token,
      form: form(fields, image ? [spec.imageField, image] : null),
    });
    expect(res.status).toBe(201);
    return res.body;
  }

  const row = (api: TestApi, id: number) =>
    api.db.selectFrom(spec.table).selectAll().where('unique_id', '=', id).executeTakeFirst();

  const count = async (api: TestApi) =>
    (await api.db.selectFrom(spec.table).select('unique_id').execute()).length;

  /** The frame of a 201 answer: its message, a 6-digit uniqueId, the PNG's URL in the folder. */
  function expectAdded(body: { msg: string; uniqueId: number; imageUrl: string | null }) {
    expect(body.msg).toBe(`${spec.noun} added successfully`);
    expect(body.uniqueId).toBeGreaterThanOrEqual(100000);
    expect(body.uniqueId).toBeLessThanOrEqual(999999);
    expect(body.imageUrl).toMatch(new RegExp(`^http://api\\.test/uploads/${spec.table}/.+\\.png$`));
  }

  const remove = (api: TestApi, admin: TestAdmin, id: number | string) =>
    spec.remove.by === 'query'
      ? api.call('DELETE', spec.remove.path, { token: admin.token, query: { id } })
      : api.call('DELETE', `${spec.remove.path}/${id}`, { token: admin.token });

  return { form, add, row, count, expectAdded, remove };
}

/** The create and list rules every content record follows. */
export function describeContentRecordRules(spec: ContentRecordSpec) {
  const { form, add, row, count, remove } = contentRecords(spec);

  describe(`${spec.noun}: rules shared by the content records`, () => {
    it('refuses a text file renamed .jpg on create, storing nothing', async ({ api, admin }) => {
      const res = await api.call('POST', spec.paths.add, {
        token: admin.token,
        form: form({}, [spec.imageField, FAKE_JPEG]),
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'invalid_file', message: INVALID_FILE });
      expect(await count(api)).toBe(0);
      expect(await filesIn(api, spec.table)).toEqual([]);
    });

    it(`${spec.imageRequired ? 'requires' : 'does not require'} the image on create`, async ({
      api,
      admin,
    }) => {
      const res = await api.call('POST', spec.paths.add, { token: admin.token, form: form() });
      if (spec.imageRequired) {
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({
          code: 'file_required',
          message: 'File is required',
          field: `body.${spec.imageField}`,
        });
        expect(await count(api)).toBe(0);
      } else {
        expect(res.status).toBe(201);
        expect(res.body.imageUrl).toBeNull();
      }
    });

    it('lists [] when there are none', async ({ api }) => {
      const res = await api.call('GET', spec.paths.list);
      expect(res.status).toBe(200);
      expect(res.body).toEqual([]);
    });

    it('deletes the record and its image, and no other', async ({ api, admin }) => {
      const gone = await add(api, admin, {}, png());
      const other = await add(api, admin, {}, png());
      const res = await remove(api, admin, gone.uniqueId);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(spec.deleted);
      expect(await row(api, gone.uniqueId)).toBeUndefined();
      expect((await fetchImage(api, gone.imageUrl)).status).toBe(404);
      expect(fileExists(api, gone.imageUrl)).toBe(false);
      expect(await row(api, other.uniqueId)).toBeDefined();
      expect((await fetchImage(api, other.imageUrl)).status).toBe(200);
      expect(await filesIn(api, spec.table)).toEqual([keyOf(other.imageUrl)]);
    });
  });
}

/**
 * The read, update and delete rules of the records edited by multipart PUT and deleted by
 * `?id=` (blogs and notices; events are edited as JSON and deleted by path).
 */
export function describeEditableRecordRules(
  spec: ContentRecordSpec & {
    paths: { get: (id: string) => string; update: (id: string) => string };
    /** The multipart field that carries a new image on update. */
    updateImageField: string;
    /** A text edit: the record it is made to, the fields sent, and the record answered and stored. */
    edit: {
      created: FieldValues;
      sent: FieldValues;
      answered: Record<string, string>;
      stored: Record<string, string>;
    };
  }
) {
  const { form, add, row, remove } = contentRecords(spec);
  const notFound = `${spec.noun} not found`;

  describe(`${spec.noun}: read, update and delete rules shared by blogs and notices`, () => {
    it('lists newest first, and an edit does not move a record', async ({ api, admin }) => {
      const key = spec.noun.toLowerCase();
      const [field] = Object.keys(spec.fields) as [string];
      const added: { _id: string; uniqueId: number }[] = [];
      for (const name of ['first', 'second', 'third']) {
        added.push((await add(api, admin, { [field]: name }))[key]);
        api.clock.advance(60_000);
      }
      const first = added[0]!;
      const edit = await api.call('PUT', spec.paths.update(first._id), {
        token: admin.token,
        form: form({ [field]: 'first, edited' }, null),
      });
      expect(edit.status).toBe(200);

      const res = await api.call('GET', spec.paths.list);
      expect(res.status).toBe(200);
      expect(res.body.map((r: Record<string, unknown>) => r[field])).toEqual([
        'third',
        'second',
        'first, edited',
      ]);
      expect(res.body.map((r: { uniqueId: number }) => r.uniqueId)).toEqual(
        added.map((r) => r.uniqueId).reverse()
      );
      expect(res.body[2]).toEqual({ ...first, [field]: 'first, edited' });
    });

    it('finds a record by its uniqueId and by its _id', async ({ api, admin }) => {
      const body = await add(api, admin, {}, png());
      const record = body[spec.noun.toLowerCase()];
      for (const id of [String(record.uniqueId), record._id]) {
        const res = await api.call('GET', spec.paths.get(id));
        expect(res.status).toBe(200);
        expect(res.body).toEqual(record);
      }
    });

    it('answers 404 for unknown and foreign ids on read', async ({ api, admin }) => {
      await add(api, admin);
      for (const id of [String(await unusedId(api, spec.table)), ...FOREIGN_IDS]) {
        const res = await api.call('GET', spec.paths.get(id));
        expect(res.status, id).toBe(404);
        expect(res.body).toMatchObject({ code: 'not_found', message: notFound });
      }
    });

    it('answers 404 for unknown ids on update and keeps no uploaded file', async ({
      api,
      admin,
    }) => {
      await add(api, admin);
      const before = await filesIn(api, spec.table);
      for (const id of [String(await unusedId(api, spec.table)), ...FOREIGN_IDS]) {
        const res = await api.call('PUT', spec.paths.update(id), {
          token: admin.token,
          form: form({}, [spec.updateImageField, png()]),
        });
        expect(res.status, id).toBe(404);
        expect(res.body).toMatchObject({ code: 'not_found', message: notFound });
      }
      expect(await filesIn(api, spec.table)).toEqual(before);
    });

    it('replaces the texts and keeps the image and the date when no file is sent', async ({
      api,
      admin,
    }) => {
      const key = spec.noun.toLowerCase();
      const record = (await add(api, admin, spec.edit.created, png()))[key];
      api.clock.advance(3_600_000);
      const res = await api.call('PUT', spec.paths.update(record._id), {
        token: admin.token,
        form: form(spec.edit.sent, null),
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        msg: `${spec.noun} updated successfully`,
        [key]: { ...record, ...spec.edit.answered },
      });
      const stored = await row(api, record.uniqueId);
      expect(stored).toMatchObject({ ...spec.edit.stored, image_key: keyOf(record.imgUrl) });
      expect(stored!.created_at.toISOString()).toBe(record.date);
      expect(stored!.updated_at.getTime()).toBeGreaterThan(stored!.created_at.getTime());
      expect((await fetchImage(api, record.imgUrl)).status).toBe(200);
    });

    it('replaces the image and deletes the old file', async ({ api, admin }) => {
      const added = await add(api, admin, {}, png());
      const oldUrl = added.imageUrl;
      const res = await api.call('PUT', spec.paths.update(String(added.uniqueId)), {
        token: admin.token,
        form: form({}, [spec.updateImageField, jpeg()]),
      });
      expect(res.status).toBe(200);
      const newUrl = res.body[spec.noun.toLowerCase()].imgUrl;
      expect(newUrl).not.toBe(oldUrl);
      expect((await row(api, added.uniqueId))!.image_key).toBe(keyOf(newUrl));
      expect(await fetchImage(api, newUrl)).toEqual({ status: 200, contentType: 'image/jpeg' });
      expect((await fetchImage(api, oldUrl)).status).toBe(404);
      expect(fileExists(api, oldUrl)).toBe(false);
      expect(await filesIn(api, spec.table)).toEqual([keyOf(newUrl)]);
    });

    it('refuses a text file renamed .jpg on update and keeps the record as it was', async ({
      api,
      admin,
    }) => {
      const { uniqueId } = await add(api, admin, {}, png());
      const before = await row(api, uniqueId);
      const [field] = Object.keys(spec.fields);
      const res = await api.call('PUT', spec.paths.update(String(uniqueId)), {
        token: admin.token,
        form: form({ [field!]: 'changed' }, [spec.updateImageField, FAKE_JPEG]),
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'invalid_file', message: INVALID_FILE });
      expect(await row(api, uniqueId)).toEqual(before);
      expect(await filesIn(api, spec.table)).toEqual([before!.image_key]);
    });

    it('answers 404 with success false on deleting an unknown uniqueId', async ({ api, admin }) => {
      const { uniqueId } = await add(api, admin);
      expect((await remove(api, admin, uniqueId)).status).toBe(200);
      for (const id of [uniqueId, await unusedId(api, spec.table)]) {
        const res = await remove(api, admin, id);
        expect(res.status).toBe(404);
        expect(res.body).toMatchObject({ code: 'not_found', message: notFound, success: false });
      }
    });

    it('refuses a delete id that is not a 6-digit uniqueId', async ({ api, admin }) => {
      for (const id of ['abc', '12345', '1000000']) {
        const res = await remove(api, admin, id);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ code: 'validation_failed', field: 'query.id' });
      }
    });
  });
}
