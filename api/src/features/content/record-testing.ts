// Test helpers for the content records (blogs, notices, events), imported by *.test.ts only.
// The three share one store (shared/records.ts); these helpers let their tests share the rules
// that store gives all three, so each test file keeps only what is its own.
import { describe, expect } from 'vitest';
import { itOnEmptyTables as it } from '../../../test/helpers/api-test';
import type { TestApi } from '../../../test/helpers/app';
import { NOT_AN_IMAGE, png, type TestAdmin } from '../../../test/helpers/fixtures';
import type { MultipartField } from '../../../test/helpers/multipart';
import { filesIn } from '../../../test/helpers/uploads';
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

  return { form, add, row, count };
}

/** The create and list rules every content record follows. */
export function describeContentRecordRules(spec: ContentRecordSpec) {
  const { form, count } = contentRecords(spec);

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
  });
}

/**
 * The read, update and delete rules of the records edited by multipart PUT and deleted by
 * `?id=` (blogs and notices; events are edited as JSON and deleted by path).
 */
export function describeEditableRecordRules(
  spec: ContentRecordSpec & {
    paths: { get: (id: string) => string; update: (id: string) => string; remove: string };
    /** The multipart field that carries a new image on update. */
    updateImageField: string;
  }
) {
  const { form, add, row } = contentRecords(spec);
  const notFound = `${spec.noun} not found`;
  const remove = (api: TestApi, admin: TestAdmin, id: number | string) =>
    api.call('DELETE', spec.paths.remove, { token: admin.token, query: { id } });

  describe(`${spec.noun}: read, update and delete rules shared by blogs and notices`, () => {
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
