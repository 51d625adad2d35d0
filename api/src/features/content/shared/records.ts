import type { Insertable, Selectable, Updateable } from 'kysely';
import type { UploadedFile } from '../../../contract/multipart';
import type { Services } from '../../../contract/types';
import type { Database } from '../../../db/index';
import { insertWithUniqueId, ITEM_ID_RANGE, parseItemId } from '../../../db/ids';
import type { DB } from '../../../db/schema';
import { notFound } from '../../../http/errors';
import type { Storage } from '../../../storage/index';
import { discardUploads, withStoredUpload } from '../../../storage/uploads';

/** The tables of records under a 6-digit uniqueId with one image each: notices, events, blogs. */
export type ContentTable = 'notices' | 'events' | 'blogs';
export type ContentRow<T extends ContentTable> = Selectable<DB[T]>;

type Column<T extends ContentTable> = keyof DB[T] & string;

export interface ContentStoreOptions<T extends ContentTable, R> {
  table: T;
  /** The upload folder of the records' images. */
  folder: string;
  /** The message of every 404, e.g. 'Blog not found'. */
  notFound: string;
  /** The list order; its last column must make it total (uniqueId). */
  order: readonly (readonly [Column<T>, 'asc' | 'desc'])[];
  /** The contract's shape of a row (its image as a URL). */
  toRecord: (row: ContentRow<T>, storage: Storage) => R;
}

/** Newest first; uniqueId breaks ties of the same instant so the order is stable. */
export const NEWEST_FIRST = [
  ['created_at', 'desc'],
  ['unique_id', 'desc'],
] as const;

/** The ids an add answers with beside the record itself. */
export const addedIds = <Url extends string | null>(record: { uniqueId: number; imgUrl: Url }) => ({
  uniqueId: record.uniqueId,
  imageUrl: record.imgUrl,
});

/**
 * What notices, events and blogs do alike: the rows of one table, each with one uploaded image
 * whose file lives and dies with the row (storage/uploads.ts), addressed by a path id that is the
 * uniqueId, and answered in the contract's shape. What differs (columns, required files, messages,
 * the shapes themselves) stays in each feature's handlers and mappers.
 */
export function contentStore<T extends ContentTable, R>(options: ContentStoreOptions<T, R>) {
  type Row = ContentRow<T>;
  /** What the handlers give: the record's own columns (the store sets key, image and dates). */
  type Values = Omit<Insertable<DB[T]>, 'unique_id' | 'image_key' | 'created_at' | 'updated_at'>;
  // The three tables share the key and image columns the queries below touch; Kysely cannot
  // check a query over a table chosen by a type parameter, so one table's types stand for all.
  const table = options.table as 'notices';
  const missing = (extra?: Record<string, unknown>) => notFound(options.notFound, extra);
  const select = (db: Database, id: number) =>
    db.selectFrom(table).selectAll().where('unique_id', '=', id);
  const present = (services: Pick<Services, 'storage'>, row: unknown) =>
    options.toRecord(row as Row, services.storage);

  return {
    async list(services: Pick<Services, 'db' | 'storage'>): Promise<R[]> {
      let query = services.db.selectFrom(table).selectAll();
      for (const [column, direction] of options.order) {
        query = query.orderBy(column as Column<'notices'>, direction);
      }
      return (await query.execute()).map((row) => present(services, row));
    },

    /** The record a path id names; 404 for an unknown or malformed id. */
    async get(services: Pick<Services, 'db' | 'storage'>, pathId: string): Promise<R> {
      const id = parseItemId(pathId);
      const row = id === null ? undefined : await select(services.db, id).executeTakeFirst();
      if (!row) throw missing();
      return present(services, row);
    },

    /** Stores the image (if any) and inserts the record, dated now, under a fresh uniqueId. */
    add(services: Services, image: UploadedFile | undefined, values: Values): Promise<R> {
      const now = services.clock.now();
      return withStoredUpload(services, options.folder, image, async (image_key) => {
        const row = { ...values, image_key, created_at: now, updated_at: now } as Omit<
          Insertable<DB[T]>,
          'unique_id'
        >;
        const id = await insertWithUniqueId(services.db, options.table, ITEM_ID_RANGE, row);
        return present(services, await select(services.db, id).executeTakeFirstOrThrow());
      });
    },

    /**
     * Applies `changes()` (and a new image, if one came) under the row's lock, dated now, then
     * deletes the image it replaced. A malformed or unknown id is a 404, found before `changes()`
     * runs, so before the body's own checks.
     */
    async update(
      services: Services,
      pathId: string,
      image: UploadedFile | undefined,
      changes: () => Partial<Values>
    ): Promise<R> {
      const id = parseItemId(pathId);
      if (id === null) throw missing();
      const { row, previousImage } = await withStoredUpload(
        services,
        options.folder,
        image,
        (newImage) =>
          services.db.transaction().execute(async (trx) => {
            const current = await trx
              .selectFrom(table)
              .select('image_key')
              .where('unique_id', '=', id)
              .forUpdate()
              .executeTakeFirst();
            if (!current) throw missing();
            const row = await trx
              .updateTable(table)
              .set({
                ...changes(),
                ...(newImage ? { image_key: newImage } : {}),
                updated_at: services.clock.now(),
              } as Updateable<DB['notices']>)
              .where('unique_id', '=', id)
              .returningAll()
              .executeTakeFirstOrThrow();
            return { row: row as Row, previousImage: current.image_key };
          })
      );
      if (image) await discardUploads(services, [previousImage]);
      return present(services, row);
    },

    /** Deletes the record and then its image; 404 (with `extra` in the body) when there is none. */
    async remove(
      services: Services,
      id: number | string,
      extra?: Record<string, unknown>
    ): Promise<void> {
      const key = typeof id === 'number' ? id : parseItemId(id);
      const deleted =
        key === null
          ? undefined
          : await services.db
              .deleteFrom(table)
              .where('unique_id', '=', key)
              .returning('image_key')
              .executeTakeFirst();
      if (!deleted) throw missing(extra);
      await discardUploads(services, [deleted.image_key]);
    },
  };
}
