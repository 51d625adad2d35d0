import type { Insertable, Selectable, Updateable } from 'kysely';
import type { BooksTable, RentRecordsTable, UsersTable } from './database.gen';

/**
 * Row types of the tables made by the migrations (database shapes, not API shapes: those come
 * from the SDK). They are generated into database.gen.ts from a migrated database; after adding
 * a migration, run `pnpm gen` (see README.md). `Generated` columns have defaults; timestamps read
 * back as Date, numeric as a number and a calendar date as 'YYYY-MM-DD' text (db/index.ts).
 */
export type * from './database.gen';

export type RentStatusValue = Selectable<RentRecordsTable>['status'];
export type UserRow = Selectable<UsersTable>;
export type BookRow = Selectable<BooksTable>;
export type RentRecordRow = Selectable<RentRecordsTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
