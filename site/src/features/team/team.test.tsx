import { within } from '@testing-library/react';
import { delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute, screen } from '../../test/render';
import { apiError, mockApi, server } from '../../test/server';
import type { TeamMember } from './queries';

let n = 0;
function member(overrides: Partial<TeamMember>): TeamMember {
  n += 1;
  return {
    _id: `665f1c2a9b1e8a0000000b${String(n).padStart(2, '0')}`,
    Name: `Member ${n}`,
    role: 'Volunteers',
    serial: 1,
    imgUrl: null,
    ...overrides,
  };
}

const team = () => [
  member({ Name: 'Vera Volunteer', role: 'Volunteers' }),
  member({
    Name: 'Cara Campus',
    role: 'Campus Ambassadors',
    Campus: 'SUST',
    email: 'cara@pathagar.demo',
    phone: '+880 1711-000000',
    imgUrl: 'https://cdn.example.org/team/cara.jpg',
  }),
  member({ Name: 'Dina Director 2', role: 'Directors', serial: 2 }),
  member({ Name: 'Dan Director 1', role: 'Directors', serial: 1, Campus: 'Ignored' }),
  member({ Name: 'Ada Advisor', role: 'Advisors' }),
];

describe('/ourteam', () => {
  it('groups members under role headings in the fixed order, by serial within a role', async () => {
    server.use(mockApi.get('/SingUpAdmin/allTeamMembers', { teamMembers: team() }));
    renderRoute('/ourteam', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Meet Our Team' })).toBeVisible();
    const main = screen.getByRole('main');
    const roles = within(main)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(roles).toEqual(['Advisors', 'Directors', 'Campus Ambassadors', 'Volunteers']);
    const names = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(names).toEqual([
      'Ada Advisor',
      'Dan Director 1',
      'Dina Director 2',
      'Cara Campus',
      'Vera Volunteer',
    ]);
  });

  it('centres each role’s cards under its centred heading (issue 16.12)', async () => {
    server.use(mockApi.get('/SingUpAdmin/allTeamMembers', { teamMembers: team() }));
    renderRoute('/ourteam', { language: 'en' });
    const heading = await screen.findByRole('heading', { level: 2, name: 'Advisors' });
    const card = screen.getByRole('heading', { level: 3, name: 'Ada Advisor' });
    const row = heading.nextElementSibling as HTMLElement;
    expect(row).toContainElement(card);
    expect(row.getAttribute('style')).toContain('--group-justify: center');
  });

  it('shows campus, e-mail and phone only when present (campus for ambassadors only)', async () => {
    server.use(mockApi.get('/SingUpAdmin/allTeamMembers', { teamMembers: team() }));
    renderRoute('/ourteam', { language: 'en' });
    const cara = await screen.findByRole('article', { name: 'Cara Campus' });
    expect(within(cara).getByText('Campus Ambassadors')).toBeInTheDocument();
    expect(within(cara).getByText('Campus: SUST')).toBeInTheDocument();
    expect(within(cara).getByRole('link', { name: /E-mail Cara Campus/ })).toHaveAttribute(
      'href',
      'mailto:cara@pathagar.demo'
    );
    expect(within(cara).getByRole('link', { name: /Call Cara Campus/ })).toHaveAttribute(
      'href',
      'tel:+8801711000000'
    );
    expect(within(cara).getByRole('img', { name: 'Cara Campus' })).toHaveAttribute(
      'src',
      'https://cdn.example.org/team/cara.jpg'
    );

    const dan = screen.getByRole('article', { name: 'Dan Director 1' });
    expect(within(dan).queryByText(/Campus:/)).not.toBeInTheDocument();
    expect(within(dan).queryByRole('link')).not.toBeInTheDocument();
    // No photo: the initials stand in.
    expect(within(dan).getByText('DD')).toBeInTheDocument();
  });

  it('shows Bangla role headings and texts in Bangla', async () => {
    server.use(mockApi.get('/SingUpAdmin/allTeamMembers', { teamMembers: team() }));
    renderRoute('/ourteam');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'আমাদের টিমের সাথে পরিচিত হোন' })
    ).toBeVisible();
    const cara = screen.getByRole('article', { name: 'Cara Campus' });
    expect(within(cara).getByText('ক্যাম্পাস: SUST')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getAllByRole('heading', { level: 2 })).toHaveLength(4);
  });

  it('shows the alert "Failed to fetch team members" when the fetch fails', async () => {
    server.use(mockApi.get('/SingUpAdmin/allTeamMembers', () => apiError(500, 'internal', 'x')));
    renderRoute('/ourteam', { language: 'en' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch team members');
  });

  it('shows the failure alert in Bangla', async () => {
    server.use(mockApi.get('/SingUpAdmin/allTeamMembers', () => apiError(500, 'internal', 'x')));
    renderRoute('/ourteam');
    expect(await screen.findByRole('alert')).toHaveTextContent('টিম সদস্যদের তথ্য আনা যায়নি');
  });

  it('shows the empty text and a spinner while loading', async () => {
    server.use(
      mockApi.get('/SingUpAdmin/allTeamMembers', async () => {
        await delay(200);
        return Response.json({ teamMembers: [] });
      })
    );
    renderRoute('/ourteam', { language: 'en' });
    expect(await screen.findByLabelText(/^Loading/)).toBeInTheDocument();
    expect(await screen.findByText('No team members have been added yet.')).toBeInTheDocument();
  });
});
