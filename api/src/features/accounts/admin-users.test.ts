import { describe, expect } from 'vitest';
import { it } from '../../../test/helpers/api-test';
import { type TestApi, expectError } from '../../../test/helpers/app';
import {
  createMember,
  membershipOf,
  NOT_AN_IMAGE,
  png,
  type TestAdmin,
  userExists,
  userRows,
} from '../../../test/helpers/fixtures';
import {
  accountInput,
  form,
  freshEmail,
  loginMember,
  storedFileExists,
  verificationOf,
} from './test-support';

const addUser = (api: TestApi, admin: TestAdmin, fields: ReturnType<typeof form>) =>
  api.call('POST', '/Singup/adminAddUser', { token: admin.token, form: fields });
const deleteUser = (api: TestApi, admin: TestAdmin, id: number) =>
  api.call('DELETE', '/Singup/deleteProfile', { token: admin.token, query: { id } });
const listUsers = (api: TestApi, admin: TestAdmin) =>
  api.call('GET', '/Singup/Alluserprofile', { token: admin.token });

describe('GET /Singup/Alluserprofile (listUsers)', () => {
  it('answers [] when there is no member', async ({ api, admin }) => {
    const res = await listUsers(api, admin);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('lists every profile, oldest sign-up first, with no credential in it', async ({
    api,
    admin,
  }) => {
    const first = await createMember(api, { email: freshEmail('first') });
    api.clock.advance(1000);
    const created = await addUser(api, admin, form({ ...accountInput() }));
    const res = await listUsers(api, admin);
    expect(res.status).toBe(200);
    const ids = res.body.map((u: any) => u.uniqueId);
    expect(ids.indexOf(first.userId)).toBeLessThan(ids.indexOf(created.body.uniqueId));
    expect(res.body.find((u: any) => u.uniqueId === created.body.uniqueId)).toMatchObject({
      membershipActive: true,
      emailVerified: true,
    });
    const text = JSON.stringify(res.body);
    expect(text).not.toMatch(/\$argon2|\$2[aby]\$|password|token/i);
    for (const user of res.body) {
      expect(Object.keys(user).sort()).toEqual(
        [
          'createdAt',
          'currentAddress',
          'email',
          'emailVerified',
          'image',
          'membershipActive',
          'mobile',
          'name',
          'permanentAddress',
          'uniqueId',
        ].sort()
      );
    }
  });
});

describe('POST /Singup/adminAddUser (adminCreateUser)', () => {
  it('creates a verified member with a membership active for the configured term, and a photo', async ({
    api,
    admin,
  }) => {
    const input = accountInput({ fullName: '  Abdul  Karim ' });
    const res = await addUser(api, admin, form({ ...input }, ['profileImage', png()]));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ message: 'User created successfully and account activated' });
    expect(storedFileExists(api, res.body.imageUrl)).toBe(true);

    const user = await api.db
      .selectFrom('users')
      .selectAll()
      .where('unique_id', '=', res.body.uniqueId)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ name: 'Abdul  Karim', email: input.email, email_verified: true });
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    const membership = await membershipOf(api, res.body.uniqueId);
    const term = membership.expires_at.getTime() - membership.started_at.getTime();
    expect(term).toBe(api.config.membershipDays * 86_400_000);
    expect(await userRows(api, 'accepted_payments', res.body.uniqueId)).toEqual([]);

    const login = await loginMember(api, input.email, input.password);
    expect(login.status).toBe(200);
  });

  it('answers 201 with imageUrl null without a photo', async ({ api, admin }) => {
    const res = await addUser(api, admin, form({ ...accountInput() }));
    expect(res.status).toBe(201);
    expect(res.body.imageUrl).toBeNull();
  });

  it('answers 409 email_taken for an address in use (any case), creating nothing', async ({
    api,
    admin,
  }) => {
    const member = await createMember(api, { email: freshEmail() });
    const res = await addUser(
      api,
      admin,
      form({ ...accountInput({ email: member.email.toUpperCase() }) })
    );
    expectError(res, 409, { code: 'email_taken', message: 'Email already existed' });
    const memberships = await api.db.selectFrom('memberships').selectAll().execute();
    expect(memberships.some((m) => m.user_id === member.userId)).toBe(false);
  });

  it('answers 400 passwords_mismatch and 400 invalid_file', async ({ api, admin }) => {
    const mismatch = await addUser(
      api,
      admin,
      form({ ...accountInput({ confirmPassword: 'other thing' }) })
    );
    expectError(mismatch, 400, { code: 'passwords_mismatch' });
    const input = accountInput();
    const bad = await addUser(
      api,
      admin,
      form({ ...input }, ['profileImage', { filename: 'a.jpg', data: NOT_AN_IMAGE }])
    );
    expectError(bad, 400, { code: 'invalid_file' });
    expect(await userExists(api, { email: input.email })).toBe(false);
  });

  it('answers 400 validation_failed for a verificationCode (not part of this form)', async ({
    api,
    admin,
  }) => {
    const res = await addUser(api, admin, form({ ...accountInput(), verificationCode: '123456' }));
    expectError(res, 400, {
      code: 'validation_failed',
      field: 'body.verificationCode',
    });
  });
});

describe('DELETE /Singup/deleteProfile (deleteUser)', () => {
  async function addBook(api: TestApi, uniqueId: number, serial: string) {
    await api.db
      .insertInto('books')
      .values({
        unique_id: uniqueId,
        bookname: 'পথের পাঁচালী',
        bookname_en: 'Pather Panchali',
        authorname: 'বিভূতিভূষণ বন্দ্যোপাধ্যায়',
        authorname_en: 'Bibhutibhushan Bandyopadhyay',
        aboutbook: '…',
        aboutbook_en: '…',
        booktype: 'novel',
        image_key: 'covers/00000000-0000-0000-0000-000000000000.jpg',
      })
      .execute();
    await api.db
      .insertInto('book_copies')
      .values({ serial_number: serial, book_id: uniqueId, position: 0 })
      .execute();
  }

  it('deletes the account, its photo, membership and pending requests; login then fails', async ({
    api,
    admin,
  }) => {
    const input = accountInput();
    const created = await addUser(api, admin, form({ ...input }, ['profileImage', png()]));
    const userId = created.body.uniqueId;
    await addBook(api, 200001, 'S-200001-1');
    await api.db
      .insertInto('rent_records')
      .values({
        book_id: 200001,
        user_id: userId,
        bookname: 'Pather Panchali',
        username: input.fullName,
        status: 'pending',
      })
      .execute();
    await api.db
      .insertInto('email_verifications')
      .values({ email: input.email, verified_at: api.clock.now() })
      .execute();

    const res = await deleteUser(api, admin, userId);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'User profile deleted successfully' });

    expect(storedFileExists(api, created.body.imageUrl)).toBe(false);
    for (const table of ['memberships', 'rent_records'] as const) {
      expect(await userRows(api, table, userId)).toEqual([]);
    }
    expect(await userExists(api, { userId })).toBe(false);
    // No leftover proof lets the address sign up again without a new code.
    expect(await verificationOf(api, input.email)).toBeUndefined();

    const login = await loginMember(api, input.email, input.password);
    expect(login.status).toBe(401);
    expect((await deleteUser(api, admin, userId)).status).toBe(404);
  });

  it("ends the deleted member's sessions", async ({ api, admin }) => {
    const member = await createMember(api, { email: freshEmail() });
    expect((await deleteUser(api, admin, member.userId)).status).toBe(200);
    const res = await api.call('GET', `/Singup/getUser/${member.userId}`, {
      token: member.token,
    });
    expect(res.status).toBe(401);
  });

  it('answers 404 for an unknown id', async ({ api, admin }) => {
    const res = await deleteUser(api, admin, 99997);
    expectError(res, 404, { code: 'not_found', message: 'User profile not found' });
  });

  it('answers 400 without an id', async ({ api, admin }) => {
    const res = await api.call('DELETE', '/Singup/deleteProfile', { token: admin.token });
    expectError(res, 400, { code: 'validation_failed', field: 'query.id' });
  });

  it('answers 409 book_on_loan while the member holds a copy, deleting nothing', async ({
    api,
    admin,
  }) => {
    const member = await createMember(api, { email: freshEmail() });
    await addBook(api, 200002, 'S-200002-1');
    const now = api.clock.now();
    await api.db
      .insertInto('rent_records')
      .values({
        book_id: 200002,
        user_id: member.userId,
        bookname: 'Pather Panchali',
        username: member.name,
        status: 'Received',
        serial_number: 'S-200002-1',
        return_day: new Date(now.getTime() + 14 * 86_400_000),
        return_day_number: 14,
      })
      .execute();
    const res = await deleteUser(api, admin, member.userId);
    expectError(res, 409, {
      code: 'book_on_loan',
      message: 'This member still has books out on loan.',
    });
    expect(await userExists(api, { userId: member.userId })).toBe(true);
  });
});
