import { describe, expect, it } from 'vitest';
import { checkpointPgliteIfWalGrew, openPglite } from './index';

// PGlite's own behaviour, whichever database the suite runs on.
describe('checkpointPgliteIfWalGrew', () => {
  it('checkpoints once the WAL written since the last checkpoint passes the bound, and only then', async () => {
    const pglite = await openPglite(null);
    try {
      const walSinceCheckpoint = async () => {
        const { rows } = await pglite.query<{ written: string | number }>(
          'select pg_wal_lsn_diff(pg_current_wal_insert_lsn(), redo_lsn) as written from pg_control_checkpoint()'
        );
        return Number(rows[0]!.written);
      };
      await pglite.query('checkpoint');
      await pglite.query('create table filler (text text)');
      // Random text: it does not compress, so about 2 MB of WAL.
      await pglite.query(
        `insert into filler select string_agg(md5(random()::text), '') from generate_series(1, 60000)`
      );
      const written = await walSinceCheckpoint();
      expect(written).toBeGreaterThan(2 * 2 ** 20);
      expect(await checkpointPgliteIfWalGrew(pglite, 4 * written)).toBe(false);
      expect(await walSinceCheckpoint()).toBeGreaterThanOrEqual(written);
      expect(await checkpointPgliteIfWalGrew(pglite, written)).toBe(true);
      expect(await walSinceCheckpoint()).toBeLessThan(64 * 1024);
    } finally {
      await pglite.close();
    }
  });
});
