import { describe, expect } from 'vitest';
import { itOnEmptyTables as it } from '../../../../test/helpers/api-test';
import type { TeamMember } from '@pathagar/sdk/schema';
import { type TestApi, expectError } from '../../../../test/helpers/app';
import { jpeg, NOT_AN_IMAGE, png, type TestAdmin } from '../../../../test/helpers/fixtures';
import type { MultipartField } from '../../../../test/helpers/multipart';
import { fetchImage, filesIn } from '../../../../test/helpers/uploads';

type Fields = Partial<Record<'Name' | 'role' | 'serial' | 'Mobile' | 'email' | 'Campus', string>>;

/** The admin form always sends every text field, empty when not filled in. */
function memberForm(fields: Fields = {}, file?: ReturnType<typeof png>): MultipartField[] {
  const values = {
    Name: 'Rahim Uddin',
    role: 'Directors',
    serial: '1',
    Mobile: '',
    email: '',
    Campus: '',
    ...fields,
  };
  const form: MultipartField[] = Object.entries(values).map(([k, v]) => [k, v]);
  if (file) form.push(['file', file]);
  return form;
}

const postMember = (api: TestApi, admin: TestAdmin, form: MultipartField[]) =>
  api.call('POST', '/SingUpAdmin/addTeamMember', { token: admin.token, form });

async function addMember(
  api: TestApi,
  admin: TestAdmin,
  fields: Fields = {},
  file?: ReturnType<typeof png>
): Promise<TeamMember> {
  const res = await postMember(api, admin, memberForm(fields, file));
  expect(res.status).toBe(201);
  return res.body.teamMember;
}

const rowOf = (api: TestApi, id: string) =>
  api.db.selectFrom('team_members').selectAll().where('id', '=', Number(id)).executeTakeFirst();

const update = (api: TestApi, admin: TestAdmin, id: string, form: MultipartField[]) =>
  api.call('PUT', `/SingUpAdmin/updateTeamMember/${id}`, { token: admin.token, form });

const BAD_IDS = ['999999', 'abc', '64b7f0c2a1b2c3d4e5f60718', '12345678901234567890', '0'];

describe('addTeamMember', () => {
  it('stores a campus ambassador with photo, phone, e-mail and campus', async ({ api, admin }) => {
    const res = await postMember(
      api,
      admin,
      memberForm(
        {
          Name: '  Kari\u0301m  ',
          role: 'Campus Ambassadors',
          serial: '3',
          Mobile: '+8801711111111',
          email: 'karim@example.com',
          Campus: ' Dhaka University ',
        },
        png()
      )
    );
    expect(res.status).toBe(201);
    expect(res.body.msg).toBe('Team member added successfully');
    const member: TeamMember = res.body.teamMember;
    expect(member).toEqual({
      _id: expect.stringMatching(/^[0-9]+$/),
      Name: 'Kar\u00EDm',
      role: 'Campus Ambassadors',
      serial: 3,
      imgUrl: expect.stringMatching(/^http:\/\/api\.test\/uploads\/team\//),
      Campus: 'Dhaka University',
      email: 'karim@example.com',
      phone: '+8801711111111',
      Mobile: '+8801711111111',
    });
    expect(await rowOf(api, member._id)).toMatchObject({
      name: 'Kar\u00EDm',
      role: 'Campus Ambassadors',
      serial: 3,
      campus: 'Dhaka University',
      email: 'karim@example.com',
      phone: '+8801711111111',
    });
    const image = await fetchImage(api, member.imgUrl!);
    expect(image).toEqual({ status: 200, contentType: 'image/png' });
  });

  it('stores a member without photo, phone, e-mail or campus', async ({ api, admin }) => {
    const member = await addMember(api, admin, { role: 'Advisors' });
    expect(member).toEqual({
      _id: member._id,
      Name: 'Rahim Uddin',
      role: 'Advisors',
      serial: 1,
      imgUrl: null,
    });
    expect(await rowOf(api, member._id)).toMatchObject({
      image_key: null,
      campus: null,
      email: null,
      phone: null,
    });
  });

  it('accepts a form without the optional fields at all', async ({ api, admin }) => {
    const res = await postMember(api, admin, [
      ['Name', 'Salma'],
      ['role', 'Volunteers'],
      ['serial', '2'],
    ]);
    expect(res.status).toBe(201);
    expect(res.body.teamMember).toMatchObject({ Name: 'Salma', role: 'Volunteers', serial: 2 });
  });

  it.for(['Advisors', 'Directors', 'Volunteers'])(
    'does not store a campus for %s',
    async (role, { api, admin }) => {
      const member = await addMember(api, admin, { role, Campus: 'Chittagong College' });
      expect(member.Campus).toBeUndefined();
      expect((await rowOf(api, member._id))?.campus).toBeNull();
    }
  );

  it('refuses an unknown role', async ({ api, admin }) => {
    const res = await postMember(api, admin, memberForm({ role: 'Presidents' }));
    expectError(res, 400, {
      code: 'validation_failed',
      field: 'body.role',
      message: 'body.role must be one of: Advisors, Directors, Campus Ambassadors, Volunteers.',
    });
    expect(await api.db.selectFrom('team_members').selectAll().execute()).toEqual([]);
  });

  it.for([
    ['Name', { Name: '   ' }],
    ['serial', { serial: '0' }],
    ['serial', { serial: 'first' }],
    ['email', { email: 'not-an-email' }],
    ['Mobile', { Mobile: '12ab' }],
    ['Campus', { role: 'Campus Ambassadors', Campus: 'x'.repeat(201) }],
  ] as const)('refuses an invalid %s (%j)', async ([field, fields], { api, admin }) => {
    const res = await postMember(api, admin, memberForm(fields));
    expectError(res, 400, { code: 'validation_failed', field: `body.${field}` });
    expect(await api.db.selectFrom('team_members').selectAll().execute()).toEqual([]);
  });

  it.for(['Name', 'role', 'serial'])('requires %s', async (name, { api, admin }) => {
    const form = memberForm().filter(([field]) => field !== name);
    const res = await postMember(api, admin, form);
    expectError(res, 400, {
      code: 'validation_failed',
      field: `body.${name}`,
      message: `body.${name} is required.`,
    });
  });

  it('refuses a text file named .jpg', async ({ api, admin }) => {
    const res = await postMember(
      api,
      admin,
      memberForm({}, { filename: 'me.jpg', data: NOT_AN_IMAGE, contentType: 'image/jpeg' })
    );
    expectError(res, 400, {
      code: 'invalid_file',
      message: 'Invalid file format. Only .jpg, .jpeg, .png allowed.',
    });
    expect(await api.db.selectFrom('team_members').selectAll().execute()).toEqual([]);
    expect(await filesIn(api, 'team')).toEqual([]);
  });
});

describe('listTeamMembers', () => {
  it('answers an empty team as {teamMembers: []}', async ({ api }) => {
    const res = await api.call('GET', '/SingUpAdmin/allTeamMembers');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ teamMembers: [] });
  });

  it('orders by role, then serial, then creation order', async ({ api, admin }) => {
    const added = [
      ['V2', 'Volunteers', '2'],
      ['A2', 'Advisors', '2'],
      ['C1', 'Campus Ambassadors', '1'],
      ['V1', 'Volunteers', '1'],
      ['D10', 'Directors', '10'],
      ['A1', 'Advisors', '1'],
      ['D2', 'Directors', '2'],
      // Same serial as D2: after it, because it was added later (not by name).
      ['Ab', 'Directors', '2'],
    ];
    for (const [Name, role, serial] of added) await addMember(api, admin, { Name, role, serial });

    const res = await api.call('GET', '/SingUpAdmin/allTeamMembers');
    expect(res.status).toBe(200);
    expect(res.body.teamMembers.map((m: TeamMember) => m.Name)).toEqual([
      'A1',
      'A2',
      'D2',
      'Ab',
      'D10',
      'C1',
      'V1',
      'V2',
    ]);
  });

  it('gives the phone as both phone and Mobile, and the photo URL', async ({ api, admin }) => {
    const added = await addMember(
      api,
      admin,
      { Mobile: '01712345678', email: 'x@example.com' },
      jpeg()
    );
    const res = await api.call('GET', '/SingUpAdmin/allTeamMembers');
    expect(res.body.teamMembers).toEqual([added]);
    expect(added).toMatchObject({ phone: '01712345678', Mobile: '01712345678' });
    expect((await fetchImage(api, added.imgUrl!)).status).toBe(200);
  });
});

describe('updateTeamMember', () => {
  /** The member every update starts from: a campus ambassador with a photo. */
  const addAmbassador = (api: TestApi, admin: TestAdmin) =>
    addMember(
      api,
      admin,
      {
        role: 'Campus Ambassadors',
        Campus: 'BUET',
        Mobile: '01711111111',
        email: 'old@example.com',
      },
      png()
    );

  it('replaces every field and the photo, deleting the old photo', async ({ api, admin }) => {
    const before = await addAmbassador(api, admin);
    const res = await update(
      api,
      admin,
      before._id,
      memberForm(
        {
          Name: ' Rahima ',
          role: 'Campus Ambassadors',
          serial: '7',
          Campus: 'Dhaka College',
          Mobile: '01822222222',
          email: 'new@example.com',
        },
        jpeg()
      )
    );
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('Team member updated successfully');
    const after: TeamMember = res.body.teamMember;
    expect(after).toEqual({
      _id: before._id,
      Name: 'Rahima',
      role: 'Campus Ambassadors',
      serial: 7,
      imgUrl: expect.any(String),
      Campus: 'Dhaka College',
      email: 'new@example.com',
      phone: '01822222222',
      Mobile: '01822222222',
    });
    expect(after.imgUrl).not.toBe(before.imgUrl);
    expect(await rowOf(api, before._id)).toMatchObject({
      name: 'Rahima',
      serial: 7,
      campus: 'Dhaka College',
      email: 'new@example.com',
      phone: '01822222222',
    });
    expect((await fetchImage(api, before.imgUrl!)).status).toBe(404);
    expect(await fetchImage(api, after.imgUrl!)).toEqual({
      status: 200,
      contentType: 'image/jpeg',
    });
    expect(await filesIn(api, 'team')).toHaveLength(1);
  });

  it('keeps the photo without a file, and clears emptied fields and the campus of other roles', async ({
    api,
    admin,
  }) => {
    const before = await addAmbassador(api, admin);
    const res = await update(
      api,
      admin,
      before._id,
      memberForm({ role: 'Volunteers', serial: '2', Campus: 'BUET' })
    );
    expect(res.status).toBe(200);
    expect(res.body.teamMember).toEqual({
      _id: before._id,
      Name: 'Rahim Uddin',
      role: 'Volunteers',
      serial: 2,
      imgUrl: before.imgUrl,
    });
    expect(await rowOf(api, before._id)).toMatchObject({
      role: 'Volunteers',
      campus: null,
      email: null,
      phone: null,
    });
    expect((await fetchImage(api, before.imgUrl!)).status).toBe(200);
  });

  it('refuses an unknown role and changes nothing', async ({ api, admin }) => {
    const before = await addMember(api, admin);
    const res = await update(
      api,
      admin,
      before._id,
      memberForm({ role: 'Presidents', Name: 'Other' })
    );
    expectError(res, 400, { code: 'validation_failed', field: 'body.role' });
    expect((await rowOf(api, before._id))?.name).toBe('Rahim Uddin');
  });

  it('refuses a text file named .jpg and keeps the photo', async ({ api, admin }) => {
    const before = await addMember(api, admin, {}, png());
    const res = await update(
      api,
      admin,
      before._id,
      memberForm({}, { filename: 'x.jpg', data: NOT_AN_IMAGE, contentType: 'image/jpeg' })
    );
    expectError(res, 400, { code: 'invalid_file' });
    expect((await fetchImage(api, before.imgUrl!)).status).toBe(200);
  });

  it.for(BAD_IDS)(
    'answers 404 for the unknown id %s and keeps no upload',
    async (id, { api, admin }) => {
      await addMember(api, admin);
      const res = await update(api, admin, id, memberForm({}, png()));
      expectError(res, 404, { code: 'not_found', message: 'Team member not found' });
      expect(await filesIn(api, 'team')).toEqual([]);
    }
  );
});

describe('deleteTeamMember', () => {
  it('deletes the member and the photo', async ({ api, admin }) => {
    const gone = await addMember(api, admin, { Name: 'Gone' }, png());
    const kept = await addMember(api, admin, { Name: 'Kept' }, jpeg());
    const res = await api.call('DELETE', `/SingUpAdmin/deleteTeamMember/${gone._id}`, {
      token: admin.token,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ msg: 'Team member deleted successfully' });
    expect(await rowOf(api, gone._id)).toBeUndefined();
    expect(await rowOf(api, kept._id)).toBeDefined();
    expect((await fetchImage(api, gone.imgUrl!)).status).toBe(404);
    expect((await fetchImage(api, kept.imgUrl!)).status).toBe(200);

    const again = await api.call('DELETE', `/SingUpAdmin/deleteTeamMember/${gone._id}`, {
      token: admin.token,
    });
    expectError(again, 404, { code: 'not_found', message: 'Team member not found' });
  });

  it('deletes a member without a photo', async ({ api, admin }) => {
    const member = await addMember(api, admin);
    const res = await api.call('DELETE', `/SingUpAdmin/deleteTeamMember/${member._id}`, {
      token: admin.token,
    });
    expect(res.status).toBe(200);
    expect(await rowOf(api, member._id)).toBeUndefined();
  });

  it.for(BAD_IDS)('answers 404 for the unknown id %s', async (id, { api, admin }) => {
    await addMember(api, admin);
    const res = await api.call('DELETE', `/SingUpAdmin/deleteTeamMember/${id}`, {
      token: admin.token,
    });
    expectError(res, 404, { code: 'not_found', message: 'Team member not found' });
    expect(await api.db.selectFrom('team_members').selectAll().execute()).toHaveLength(1);
  });
});
