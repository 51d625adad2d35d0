import { describe, expect, it } from 'vitest';
import { added, member } from '../../test/fixtures';
import { mockApi, server } from '../../test/server';
import { png } from '../../test/render';
import { capture, dp, listParams } from '../../test/providerCalls';

describe('team', () => {
  it('sorts by position order then serial and filters by role', async () => {
    server.use(
      mockApi.get('/SingUpAdmin/allTeamMembers', {
        teamMembers: [
          member({ _id: '1', role: 'Volunteers', serial: 1 }),
          member({ _id: '2', role: 'Advisors', serial: 2 }),
          member({ _id: '3', role: 'Advisors', serial: 1 }),
        ],
      })
    );
    expect((await dp.getList('team', listParams())).data.map((m) => m.id)).toEqual(['3', '2', '1']);
    expect(
      (await dp.getList('team', { ...listParams(), filter: { role: 'Volunteers' } })).data.map(
        (m) => m.id
      )
    ).toEqual(['1']);
  });

  it('adds and updates as multipart (Name, role, Mobile, email, serial; Campus only for ambassadors)', async () => {
    const c = capture();
    server.use(
      mockApi.post('/SingUpAdmin/addTeamMember', c.answer(added.member(), { status: 201 })),
      mockApi.put(
        '/SingUpAdmin/updateTeamMember/{id}',
        c.answer({ msg: 'Team member updated successfully', teamMember: member() })
      ),
      mockApi.delete(
        '/SingUpAdmin/deleteTeamMember/{id}',
        c.answer({ msg: 'Team member deleted successfully' })
      )
    );
    const input = {
      Name: 'Rina',
      role: 'Campus Ambassadors' as const,
      serial: 3,
      Mobile: '017',
      email: 'r@x.org',
      Campus: 'DU',
      file: png(),
    };
    await dp.create('team', { data: input });
    expect(c.seen.form).toEqual({
      Name: ['Rina'],
      role: ['Campus Ambassadors'],
      serial: ['3'],
      Mobile: ['017'],
      email: ['r@x.org'],
      Campus: ['DU'],
      file: ['FILE'],
    });
    await dp.update('team', {
      id: '7',
      previousData: { id: '7' },
      data: { ...input, role: 'Directors', file: null },
    });
    expect(c.seen.url!.pathname).toBe('/SingUpAdmin/updateTeamMember/7');
    expect(c.seen.form!.Campus).toBeUndefined();
    expect(c.seen.form!.file).toBeUndefined();
    await dp.delete('team', { id: '7' });
    expect(c.seen.url!.pathname).toBe('/SingUpAdmin/deleteTeamMember/7');
  });
});
