import { describe, expect } from 'vitest';
import { it } from '../../../test/helpers/api-test';
import { type TestApi, expectError } from '../../../test/helpers/app';
import {
  activateMembership,
  createMember,
  jpeg,
  NOT_AN_IMAGE,
  png,
  type TestMember,
  unusedUserId,
} from '../../../test/helpers/fixtures';
import { freshEmail, loginMember, storedFileExists } from './test-support';

const userRow = (api: TestApi, userId: number) =>
  api.db.selectFrom('users').selectAll().where('unique_id', '=', userId).executeTakeFirstOrThrow();
/** The member's own profile update (their id in the path, their token). */
const update = (api: TestApi, member: TestMember, form: [string, any][]) =>
  api.call('PUT', `/Singup/update/${member.userId}`, { token: member.token, form });

describe('GET /Singup/Profile (getProfileByEmail)', () => {
  it("answers the member's own profile as a one-item array, without credentials", async ({
    api,
  }) => {
    const member = await createMember(api, { email: freshEmail(), name: 'Karim' });
    const res = await api.call('GET', '/Singup/Profile', {
      token: member.token,
      query: { email: member.email.toUpperCase() },
    });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    expect(res.body[0]).toMatchObject({
      uniqueId: member.userId,
      name: 'Karim',
      email: member.email,
      image: null,
      emailVerified: true,
      membershipActive: false,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/argon2|password|token_version/i);
  });

  it('answers an admin for any address, and [] when none matches', async ({ api, admin }) => {
    const member = await createMember(api, { email: freshEmail() });
    const found = await api.call('GET', '/Singup/Profile', {
      token: admin.token,
      query: { email: member.email },
    });
    expect(found.body.map((p: any) => p.uniqueId)).toEqual([member.userId]);
    const none = await api.call('GET', '/Singup/Profile', {
      token: admin.token,
      query: { email: freshEmail('nobody') },
    });
    expect(none.status).toBe(200);
    expect(none.body).toEqual([]);
  });

  it('says whether a membership is running now', async ({ api }) => {
    const member = await createMember(api, { email: freshEmail() });
    await activateMembership(api, member.userId, 30);
    const get = () =>
      api.call('GET', '/Singup/Profile', { token: member.token, query: { email: member.email } });
    expect((await get()).body[0].membershipActive).toBe(true);
    await api.db
      .updateTable('memberships')
      .set({
        started_at: new Date(api.clock.now().getTime() - 31 * 86_400_000),
        expires_at: new Date(api.clock.now().getTime() - 1000),
      })
      .where('user_id', '=', member.userId)
      .execute();
    expect((await get()).body[0].membershipActive).toBe(false);
  });
});

describe('GET /Singup/viewProfile (viewUserProfile)', () => {
  it('answers the member or an admin with a one-item array', async ({ api, admin }) => {
    const member = await createMember(api, { email: freshEmail() });
    for (const token of [member.token, admin.token]) {
      const res = await api.call('GET', '/Singup/viewProfile', {
        token,
        query: { id: member.userId },
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual([expect.objectContaining({ uniqueId: member.userId })]);
    }
  });

  it('answers 404 for an unknown id', async ({ api, admin }) => {
    const res = await api.call('GET', '/Singup/viewProfile', {
      token: admin.token,
      query: { id: await unusedUserId(api) },
    });
    expectError(res, 404, { code: 'not_found', message: 'User not found' });
  });

  it('answers 400 for an id outside the 5-digit range', async ({ api, admin }) => {
    const res = await api.call('GET', '/Singup/viewProfile', {
      token: admin.token,
      query: { id: 123 },
    });
    expectError(res, 400, { code: 'validation_failed', field: 'query.id' });
  });
});

describe('GET /Singup/getUser/{userId} (getUserById)', () => {
  it('answers the profile to the member and to an admin', async ({ api, admin }) => {
    const member = await createMember(api, { email: freshEmail(), name: 'Nusrat' });
    for (const token of [member.token, admin.token]) {
      const res = await api.call('GET', `/Singup/getUser/${member.userId}`, { token });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        uniqueId: member.userId,
        name: 'Nusrat',
        mobile: '+8801712345678',
        permanentAddress: 'Permanent address',
        currentAddress: 'Current address',
      });
      expect(res.body.password_hash).toBeUndefined();
    }
  });

  it('answers 404 for an unknown id', async ({ api, admin }) => {
    const res = await api.call('GET', '/Singup/getUser/99998', { token: admin.token });
    expectError(res, 404, { code: 'not_found', message: 'User not found' });
  });
});

describe('PUT /Singup/update/{userId} (updateProfile)', () => {
  it('changes the fields sent (NFC, trimmed), keeps the others and the password', async ({
    api,
  }) => {
    const member = await createMember(api, { email: freshEmail() });
    const before = await userRow(api, member.userId);
    const res = await update(api, member, [
      ['name', '  Jose\u0301 Rahman '],
      ['email', member.email.toUpperCase()],
      ['mobile', '01811111111'],
      ['currentAddress', ' Sylhet '],
      ['password', ''],
    ]);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Profile updated successfully!');
    expect(res.body.user).toMatchObject({
      uniqueId: member.userId,
      name: 'Jos\u00E9 Rahman',
      email: member.email,
      mobile: '01811111111',
      currentAddress: 'Sylhet',
      permanentAddress: 'Permanent address',
    });
    const after = await userRow(api, member.userId);
    expect(after).toMatchObject({
      name: 'Jos\u00E9 Rahman',
      mobile: '01811111111',
      current_address: 'Sylhet',
      password_hash: before.password_hash,
      token_version: 0,
    });
    // The session goes on.
    const again = await api.call('GET', `/Singup/getUser/${member.userId}`, {
      token: member.token,
    });
    expect(again.status).toBe(200);
  });

  it('refuses to change the e-mail address', async ({ api }) => {
    const member = await createMember(api, { email: freshEmail() });
    const res = await update(api, member, [
      ['name', 'New Name'],
      ['email', freshEmail('other')],
    ]);
    expectError(res, 400, {
      code: 'validation_failed',
      message: 'Email cannot be changed.',
      field: 'body.email',
    });
    expect((await userRow(api, member.userId)).name).toBe('Test Member');
  });

  it('changes the password, which ends the sessions issued before', async ({ api }) => {
    const member = await createMember(api, { email: freshEmail() });
    const res = await update(api, member, [
      ['password', 'my new password'],
      ['confirmPassword', 'my new password'],
      ['currentPassword', member.password],
    ]);
    expect(res.status).toBe(200);
    expect((await userRow(api, member.userId)).token_version).toBe(1);
    const old = await api.call('GET', `/Singup/getUser/${member.userId}`, {
      token: member.token,
    });
    expect(old.status).toBe(401);
    expect((await loginMember(api, member.email, member.password)).status).toBe(401);
    expect((await loginMember(api, member.email, 'my new password')).status).toBe(200);
  });

  // Issue 21, finding 1: on the main of before, a bearer token alone could change the password.
  it('needs the current password to change the password (a session alone cannot)', async ({
    api,
  }) => {
    const member = await createMember(api, { email: freshEmail() });
    const before = await userRow(api, member.userId);
    const missing = await update(api, member, [
      ['password', 'taken over now'],
      ['confirmPassword', 'taken over now'],
    ]);
    expectError(missing, 400, {
      code: 'validation_failed',
      field: 'body.currentPassword',
    });
    const wrong = await update(api, member, [
      ['password', 'taken over now'],
      ['confirmPassword', 'taken over now'],
      ['currentPassword', 'a guess at it'],
    ]);
    expectError(wrong, 400, {
      code: 'wrong_current_password',
      message: 'The current password is wrong.',
      field: 'body.currentPassword',
    });
    const row = await userRow(api, member.userId);
    expect(row.password_hash).toBe(before.password_hash);
    expect(row.token_version).toBe(before.token_version);
    // The owner's session still works and the old password still logs in.
    const own = await api.call('GET', `/Singup/getUser/${member.userId}`, { token: member.token });
    expect(own.status).toBe(200);
    // Other profile fields need no password.
    const rename = await update(api, member, [
      ['name', 'Renamed'],
      ['password', ''],
    ]);
    expect(rename.status).toBe(200);
  });

  it('throttles guesses at the current password like failed logins (429 with Retry-After)', async ({
    api,
  }) => {
    const member = await createMember(api, { email: freshEmail() });
    const guess = (currentPassword: string) =>
      update(api, member, [
        ['password', 'taken over now'],
        ['currentPassword', currentPassword],
      ]);
    for (let i = 0; i < 5; i++) expect((await guess(`guess ${i}`)).status).toBe(400);
    const limited = await guess(member.password);
    expectError(limited, 429, { code: 'too_many_attempts' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  // Issue 21, finding 7: the message was "body.password must be at most 0 characters."
  it('names the real limit when a new password is too long or too short', async ({ api }) => {
    const member = await createMember(api, { email: freshEmail() });
    const long = await update(api, member, [['password', 'x'.repeat(200)]]);
    expectError(long, 400, {
      field: 'body.password',
      message: 'body.password must be at most 128 characters.',
    });
    const short = await update(api, member, [['password', 'short']]);
    expect(short.body).toMatchObject({
      field: 'body.password',
      message: 'body.password must be at least 8 characters.',
    });
  });

  it('answers 400 passwords_mismatch when the confirmation differs', async ({ api }) => {
    const member = await createMember(api, { email: freshEmail() });
    const before = await userRow(api, member.userId);
    const res = await update(api, member, [
      ['password', 'my new password'],
      ['confirmPassword', 'my new passw0rd'],
    ]);
    expectError(res, 400, {
      code: 'passwords_mismatch',
      message: 'Passwords do not match',
    });
    expect((await userRow(api, member.userId)).password_hash).toBe(before.password_hash);
  });

  it('answers 400 for a short new password and for a blank name', async ({ api }) => {
    const member = await createMember(api, { email: freshEmail() });
    const short = await update(api, member, [['password', 'short']]);
    expectError(short, 400, { code: 'validation_failed', field: 'body.password' });
    const blank = await update(api, member, [['name', '   ']]);
    expectError(blank, 400, { code: 'validation_failed', field: 'body.name' });
    expect((await userRow(api, member.userId)).name).toBe('Test Member');
  });

  it('replaces the photo and deletes the old file', async ({ api }) => {
    const member = await createMember(api, { email: freshEmail() });
    const first = await update(api, member, [
      ['name', 'Photo Person'],
      ['profileImage', png()],
    ]);
    expect(first.status).toBe(200);
    const firstUrl = first.body.user.image;
    expect(firstUrl).toMatch(/^http:\/\/api\.test\/uploads\/profiles\/.+\.png$/);
    expect(storedFileExists(api, firstUrl)).toBe(true);

    const second = await update(api, member, [
      ['name', 'Photo Person'],
      ['profileImage', jpeg()],
    ]);
    expect(second.status).toBe(200);
    const secondUrl = second.body.user.image;
    expect(secondUrl).toMatch(/\.jpg$/);
    expect(storedFileExists(api, secondUrl)).toBe(true);
    expect(storedFileExists(api, firstUrl)).toBe(false);
    expect((await userRow(api, member.userId)).image_key).toBe(
      new URL(secondUrl).pathname.replace('/uploads/', '')
    );

    // Without a new photo the current one stays.
    const third = await update(api, member, [['name', 'Still Photo']]);
    expect(third.body.user.image).toBe(secondUrl);
    expect(storedFileExists(api, secondUrl)).toBe(true);
  });

  it('answers 400 invalid_file for a text file named .png and keeps the old photo', async ({
    api,
  }) => {
    const member = await createMember(api, { email: freshEmail() });
    const ok = await update(api, member, [
      ['name', 'A'],
      ['profileImage', png()],
    ]);
    const res = await update(api, member, [
      ['name', 'B'],
      ['profileImage', { filename: 'x.png', data: NOT_AN_IMAGE, contentType: 'image/png' }],
    ]);
    expectError(res, 400, { code: 'invalid_file' });
    const row = await userRow(api, member.userId);
    expect(row.name).toBe('A');
    expect(storedFileExists(api, ok.body.user.image)).toBe(true);
  });
});
