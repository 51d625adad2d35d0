import { sql } from 'kysely';
import { describe, expect } from 'vitest';
import type { TestApi } from '../../../test/helpers/app';
import { itOnEmptyTables as it } from '../../../test/helpers/api-test';
import { createAdmin, png, type TestAdmin } from '../../../test/helpers/fixtures';
import { createBook, createBorrower, lend } from '../lending/test-support';

type Change = { table: string; key: any; op: string; before: any; after: any };
type Event = { id: number; kind: string; adminEmail: string; at: string; changes: Change[] };

async function auditLog(
  api: TestApi,
  admin: TestAdmin,
  query: Record<string, string | number> = {}
) {
  const res = await api.call('GET', '/ext/audit', { token: admin.token, query });
  expect(res.status).toBe(200);
  return res.body as { events: Event[]; total: number };
}

const addFaq = (api: TestApi, admin: TestAdmin, question = 'কেন পড়ি?') =>
  api.call('POST', '/SingUpAdmin/addFaqs', {
    token: admin.token,
    json: { question, answer: 'আনন্দের জন্য।' },
  });

async function faqId(api: TestApi) {
  const row = await api.db.selectFrom('faqs').select('id').executeTakeFirstOrThrow();
  return row.id;
}

describe('GET /ext/audit', () => {
  it('shows an update with its values before and after, newest first', async ({ api, admin }) => {
    await addFaq(api, admin);
    await api.call('PUT', '/SingUpAdmin/mission', {
      token: admin.token,
      json: { mission: 'পড়ি' },
    });
    const first = await api.call('POST', '/SingUpAdmin/mission', {
      token: admin.token,
      json: { mission: 'পড়ি ও পড়াই' },
    });
    expect(first.status).toBe(200);
    const update = await api.call('PUT', '/SingUpAdmin/mission', {
      token: admin.token,
      json: { mission: 'সবাই মিলে পড়ি' },
    });
    expect(update.status).toBe(200);

    const { events, total } = await auditLog(api, admin);
    expect(events.map((e) => e.kind)).toEqual(['mission.update', 'mission.update', 'faqs.create']);
    expect(total).toBe(3);
    const [change] = events[0]!.changes;
    expect(change).toMatchObject({
      table: 'mission',
      op: 'update',
      before: { mission: 'পড়ি ও পড়াই' },
      after: { mission: 'সবাই মিলে পড়ি' },
    });
    expect(events[2]!.changes).toEqual([
      expect.objectContaining({ table: 'faqs', op: 'insert', before: null }),
    ]);
  });

  it('shows a deleted row as it was, keyed by its primary key', async ({ api, admin }) => {
    await addFaq(api, admin, 'মুছে ফেলা প্রশ্ন');
    const id = await faqId(api);
    const res = await api.call('DELETE', `/SingUpAdmin/deleteFaq/${id}`, { token: admin.token });
    expect(res.status).toBe(200);
    const { events } = await auditLog(api, admin, { kind: 'faqs.delete' });
    expect(events).toHaveLength(1);
    expect(events[0]!.changes).toEqual([
      {
        table: 'faqs',
        key: { id },
        op: 'delete',
        before: expect.objectContaining({ id, question: 'মুছে ফেলা প্রশ্ন' }),
        after: null,
      },
    ]);
  });

  it('keeps no entry and no change when the handler fails after writing', async ({
    api,
    admin,
  }) => {
    const missing = await api.call('DELETE', '/SingUpAdmin/deleteFaq/999999', {
      token: admin.token,
    });
    expect(missing.status).toBe(404);
    // A book whose serial is taken: the handler inserts, the copy insert fails, all rolls back.
    const book = await createBook(api, { copies: 1 });
    const taken = await api.call('POST', '/SingUpAdmin/addbooks', {
      token: admin.token,
      form: [
        ['bookname', 'আরণ্যক'],
        ['booknameEnglish', 'Aranyak'],
        ['authorname', 'বিভূতিভূষণ'],
        ['authornameEnglish', 'Bibhutibhushan'],
        ['aboutbook', 'উপন্যাস'],
        ['aboutbookEnglish', 'A novel'],
        ['booktype', 'উপন্যাস'],
        ['totalbooks', '1'],
        ['serialNumber-1', book.serials[0]!],
        ['File', png()],
      ],
    });
    expect(taken.status).toBe(409);
    expect(await api.db.selectFrom('audit_event').selectAll().execute()).toEqual([]);
    expect(await api.db.selectFrom('audit_change').selectAll().execute()).toEqual([]);
    expect(await api.db.selectFrom('books').select('unique_id').execute()).toHaveLength(1);
  });

  it('never stores a password hash or a TOTP secret', async ({ api, admin }) => {
    const added = await api.call('POST', '/Singup/adminAddUser', {
      token: admin.token,
      form: [
        ['fullName', 'নতুন সদস্য'],
        ['email', 'new.member@example.com'],
        ['mobile', '+8801712345678'],
        ['password', 'a long password 1'],
        ['confirmPassword', 'a long password 1'],
        ['permanentAddress', 'ঢাকা'],
        ['currentAddress', 'ঢাকা'],
      ],
    });
    expect(added.status).toBe(201);
    const start = await api.call('POST', '/ext/admin/two-factor', { token: admin.token });
    expect(start.status).toBe(200);
    const { secret } = start.body as { secret: string };

    const raw = JSON.stringify(await auditLog(api, admin));
    expect(raw).not.toContain(secret);
    expect(raw).not.toMatch(/\$2[aby]\$|a long password/);
    const stored = JSON.stringify(
      await api.db.selectFrom('audit_change').select(['before', 'after']).execute()
    );
    expect(stored).not.toContain(secret);
    const { events } = await auditLog(api, admin);
    const user = events
      .flatMap((e) => e.changes)
      .find((c) => c.table === 'users' && c.op === 'insert');
    expect(user?.after).toMatchObject({
      email: 'new.member@example.com',
      password_hash: '[redacted]',
    });
    const totp = events.flatMap((e) => e.changes).find((c) => c.table === 'admin_totp');
    expect(totp?.after).toMatchObject({ secret: '[redacted]' });
  });

  it('survives a data reset, which is itself logged with what it deleted', async ({
    api,
    admin,
  }) => {
    const loan = await lend(api, admin, await createBorrower(api), await createBook(api), 'readed');
    const before = (await auditLog(api, admin)).total;
    expect(before).toBeGreaterThan(0);
    const reset = await api.call('DELETE', '/SingUpAdmin/deleteAllBookInfo', {
      token: admin.token,
      query: { confirm: true },
    });
    expect(reset.status).toBe(200);
    const { events, total } = await auditLog(api, admin);
    expect(total).toBe(before + 1);
    expect(events[0]!.kind).toBe('reset.loans');
    expect(events[0]!.changes).toContainEqual(
      expect.objectContaining({
        table: 'rent_records',
        op: 'delete',
        before: expect.objectContaining({ rent_id: loan.rentId }),
      })
    );
  });

  it('filters by admin, kind and time, a page at a time', async ({ api, admin }) => {
    const other = await createAdmin(api, { email: 'other.admin@example.com' });
    await addFaq(api, admin);
    api.clock.advance(60 * 60_000);
    const cut = api.clock.now().toISOString();
    api.clock.advance(1000);
    await addFaq(api, other);
    await api.call('POST', '/SingUpAdmin/mission', {
      token: other.token,
      json: { mission: 'পড়ি' },
    });

    const byOther = await auditLog(api, admin, { admin: 'OTHER.admin' });
    expect(byOther.total).toBe(2);
    expect(byOther.events.every((e) => e.adminEmail === 'other.admin@example.com')).toBe(true);
    expect((await auditLog(api, admin, { kind: 'faqs.create' })).total).toBe(2);
    expect((await auditLog(api, admin, { to: cut })).total).toBe(1);
    expect((await auditLog(api, admin, { from: cut, kind: 'faqs.create' })).total).toBe(1);
    const page2 = await auditLog(api, admin, { limit: 2, page: 2 });
    expect(page2).toMatchObject({ total: 3, events: [{ kind: 'faqs.create' }] });
    // The admin filter is a plain text match: LIKE's wildcards match only themselves.
    expect((await auditLog(api, admin, { admin: '%' })).total).toBe(0);
  });

  it('watches every table but the log and bookkeeping no admin decides', async ({ api }) => {
    const { rows } = await sql<{ name: string }>`
      select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relkind = 'r'
        and not exists (select 1 from pg_trigger t where t.tgrelid = c.oid and t.tgname = 'audit_row')
      order by 1`.execute(api.db);
    expect(rows.map((r) => r.name)).toEqual([
      'audit_change',
      'audit_event',
      'catalogue_bodies',
      'catalogue_body_parts',
      'catalogue_entries',
      'catalogue_entries_format',
      'catalogue_stale',
      'catalogue_version',
      'jobs',
      'kysely_migration',
      'kysely_migration_lock',
      'login_throttles',
      'rate_limit_hits',
      'search_words',
    ]);
  });

  it('refuses an unknown kind with 400', async ({ api, admin }) => {
    const res = await api.call('GET', '/ext/audit', {
      token: admin.token,
      query: { kind: 'books.burn' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'validation_failed' });
  });
});
