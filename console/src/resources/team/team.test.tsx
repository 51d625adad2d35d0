import { describe, expect, it } from 'vitest';
import { added, member } from '../../test/fixtures';
import { fill, renderApp, screen } from '../../test/render';
import { formFields, HttpResponse, mockApi, server } from '../../test/server';
import { serve } from '../../test/providerCalls';
import { expectEmptySubmitRefused } from '../../test/forms';

const team = [
  member({ _id: '1', Name: 'Volunteer One', role: 'Volunteers', serial: 1 }),
  member({ _id: '2', Name: 'Advisor Two', role: 'Advisors', serial: 2 }),
  member({ _id: '3', Name: 'Advisor One', role: 'Advisors', serial: 1 }),
];

/** The Team screen (its list and its add/edit form) in English, listing `members`. */
function showTeam(members = team) {
  server.use(mockApi.get('/SingUpAdmin/allTeamMembers', { teamMembers: members }));
  return renderApp('/team', { language: 'en' });
}

describe('Team members', () => {
  it('lists in position order then serial, and filters by position', async () => {
    const { user } = showTeam();
    await screen.findByRole('article', { name: 'Advisor One' });
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([
      'Advisor One',
      'Advisor Two',
      'Volunteer One',
    ]);
    await user.selectOptions(
      screen.getByLabelText('Position', { selector: 'select[id]:not([required])' }),
      'Volunteers'
    );
    await expect.poll(() => screen.queryAllByRole('article').length).toBe(1);
  });

  it('requires Name, role and serial (a number from 1); campus only for Campus Ambassadors', async () => {
    const { user } = showTeam([]);
    await expectEmptySubmitRefused(user, 'Add member', 3);
    expect(screen.queryByLabelText('Campus')).not.toBeInTheDocument();
    await fill(user, screen.getByLabelText(/^Name/), 'Rina');
    await user.selectOptions(
      screen.getByLabelText(/^Position/, { selector: 'select[required]' }),
      'Campus Ambassadors'
    );
    expect(screen.getByLabelText('Campus')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    await fill(user, screen.getByLabelText(/^Serial/), '0');
    await user.click(screen.getByRole('button', { name: 'Add member' }));
    expect(screen.getByText('The serial is a whole number, at least 1.')).toBeInTheDocument();
  });

  it('prefills the serial with the members in that role plus one and posts the form', async () => {
    const seen = serve('post', '/SingUpAdmin/addTeamMember', added.member(), 201);
    const { user } = showTeam();
    await screen.findByRole('article', { name: 'Advisor One' });
    await fill(user, screen.getByLabelText(/^Name/), 'Rina');
    await user.selectOptions(
      screen.getByLabelText(/^Position/, { selector: 'select[required]' }),
      'Advisors'
    );
    expect(screen.getByLabelText(/^Serial/)).toHaveValue(3);
    await fill(user, screen.getByLabelText(/^Mobile/), '01711111111');
    await user.click(screen.getByRole('button', { name: 'Add member' }));
    expect(
      await screen.findByText('The team member has been added successfully.')
    ).toBeInTheDocument();
    expect(seen.form).toEqual({
      Name: ['Rina'],
      role: ['Advisors'],
      serial: ['3'],
      Mobile: ['01711111111'],
      email: [''],
    });
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
  });

  it('edits a chosen member (edit mode), then returns to add mode', async () => {
    let path = '';
    let form: Record<string, string[]> = {};
    server.use(
      mockApi.put('/SingUpAdmin/updateTeamMember/{id}', async ({ request }) => {
        path = new URL(request.url).pathname;
        form = await formFields(request);
        return HttpResponse.json({ msg: 'Team member updated successfully', teamMember: member() });
      })
    );
    const { user } = showTeam();
    await user.click(await screen.findByRole('button', { name: 'Edit Advisor Two' }));
    expect(screen.getByRole('heading', { name: 'Edit Advisor Two' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Serial/)).toHaveValue(2);
    await fill(user, screen.getByLabelText(/^Serial/), '5');
    await user.click(screen.getByRole('button', { name: 'Update member' }));
    expect(
      await screen.findByText('The team member has been updated successfully.')
    ).toBeInTheDocument();
    expect(path).toBe('/SingUpAdmin/updateTeamMember/2');
    expect(form.serial).toEqual(['5']);
    expect(form.Name).toEqual(['Advisor Two']);
    expect(await screen.findByRole('heading', { name: 'Add a team member' })).toBeInTheDocument();
  });
});
