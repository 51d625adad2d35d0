import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { it } from './helpers/api-test';
import { loanAt } from '../src/features/lending/test-support';
import { exportsDir, restoreExport } from '../src/maintenance/exports';
import { type TestApi, expectError } from './helpers/app';
import type { TestAdmin } from './helpers/fixtures';

/**
 * The two resets wipe a whole table, so they need an explicit confirmation, write what they
 * delete to an export first (nothing is deleted if that fails), and the export restores it.
 */
const reset = (
  api: TestApi,
  admin: TestAdmin,
  url: string,
  query: Record<string, string | boolean> = { confirm: true }
) => api.call('DELETE', url, { token: admin.token, query });

const count = async (api: TestApi, table: 'rent_records' | 'donations') =>
  Number(
    (
      await api.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n
  );

describe('the lending reset', () => {
  it('refuses without confirm=true and deletes nothing', async ({ api, admin }) => {
    await loanAt(api, admin, 'readed', { copies: 1 });
    const before = await count(api, 'rent_records');
    const attempts: Record<string, string | boolean>[] = [
      {},
      { confirm: false },
      { confirm: 'yes' },
    ];
    for (const query of attempts) {
      const res = await reset(api, admin, '/SingUpAdmin/deleteAllBookInfo', query);
      expectError(res, 400, { code: 'validation_failed', field: 'query.confirm' });
    }
    expect(await count(api, 'rent_records')).toBe(before);
  });

  it('exports exactly what it deletes, and the export restores the history', async ({
    api,
    admin,
  }) => {
    const { book } = await loanAt(api, admin, 'readed');
    const before = await api.db.selectFrom('rent_records').selectAll().orderBy('id').execute();

    const res = await reset(api, admin, '/SingUpAdmin/deleteAllBookInfo');
    expect(res.status).toBe(200);
    expect(res.body.deletedCount).toBe(before.length);
    expect(await count(api, 'rent_records')).toBe(0);
    const file = path.join(exportsDir(api.config.dataDir), res.body.exportFile);
    const exported = JSON.parse(await readFile(file, 'utf8'));
    expect(exported).toMatchObject({ table: 'rent_records', count: before.length });
    expect(exported.rows.map((r: { rent_id: string }) => r.rent_id).sort()).toEqual(
      before.map((r) => r.rent_id).sort()
    );

    expect(await restoreExport(api.db, file)).toEqual({
      table: 'rent_records',
      restored: before.length,
    });
    const reads = await api.call('GET', '/Singup/readedSingleBook', { query: { id: book.bookId } });
    expect(reads.body).toEqual({ total: 1 });
    const restored = await api.db
      .selectFrom('rent_records')
      .selectAll()
      .orderBy('rent_id')
      .execute();
    expect(restored.map(({ id: _id, ...r }) => r)).toEqual(
      [...before].sort((a, b) => a.rent_id.localeCompare(b.rent_id)).map(({ id: _id, ...r }) => r)
    );
    // Restoring twice would duplicate loans: it fails as a whole and changes nothing.
    await expect(restoreExport(api.db, file)).rejects.toThrow();
    expect(await count(api, 'rent_records')).toBe(before.length);
  });

  it('deletes nothing when the export cannot be written', async ({ api, admin }) => {
    await loanAt(api, admin, 'Received', { copies: 1 });
    const before = await count(api, 'rent_records');
    const dir = exportsDir(api.config.dataDir);
    await rm(dir, { recursive: true, force: true });
    await writeFile(dir, 'a file where the exports folder should be');
    try {
      const res = await reset(api, admin, '/SingUpAdmin/deleteAllBookInfo', {
        confirm: true,
        writeOff: true,
      });
      expect(res.status).toBe(500);
      expect(await count(api, 'rent_records')).toBe(before);
    } finally {
      await rm(dir, { force: true });
    }
  });
});

describe('the donations reset', () => {
  it('exports the accepted donations it deletes and restores them', async ({ api, admin }) => {
    await api.db
      .insertInto('donations')
      .values([
        { donation_id: 11111, amount: 500, name: 'দাতা এক', email: 'one@example.com' },
        { donation_id: 22222, amount: 1250.5, name: 'দাতা দুই', email: 'two@example.com' },
      ])
      .execute();
    expect((await reset(api, admin, '/SingUpAdmin/deletealldonaton', {})).status).toBe(400);
    const res = await reset(api, admin, '/SingUpAdmin/deletealldonaton');
    expect(res.body).toMatchObject({
      deletedCount: 2,
      exportFile: expect.stringMatching(/donations\.json$/),
    });
    expect(await count(api, 'donations')).toBe(0);
    await restoreExport(api.db, path.join(exportsDir(api.config.dataDir), res.body.exportFile));
    const rows = await api.db
      .selectFrom('donations')
      .select(['donation_id', 'amount'])
      .orderBy('donation_id')
      .execute();
    expect(rows).toEqual([
      { donation_id: 11111, amount: 500 },
      { donation_id: 22222, amount: 1250.5 },
    ]);
  });
});
