import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { added, notice, two } from '../../test/fixtures';
import { fill, renderApp, screen, png } from '../../test/render';
import { mockApi, server } from '../../test/server';
import { serve } from '../../test/providerCalls';
import { expectEmptySubmitRefused } from '../../test/forms';

describe('All Notices', () => {
  it('searches by title and filters by the six categories', async () => {
    server.use(
      mockApi.get(
        '/SingUpAdmin/allNotice',
        two(notice, { noticeTitleEnglish: 'Volunteers wanted', category: 'recruitment' })
      )
    );
    const { user } = renderApp('/notices', { language: 'en' });
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    const category = screen.getByLabelText('Category');
    expect(within(category).getAllByRole('option')).toHaveLength(7);
    await user.selectOptions(category, 'Recruitment');
    await expect.poll(() => screen.queryAllByRole('article').length).toBe(1);
    await user.selectOptions(category, 'All categories');
    await fill(user, screen.getByLabelText('Search by title'), 'MEETING');
    await expect
      .poll(() => screen.queryAllByRole('article').map((a) => a.getAttribute('aria-label')))
      .toEqual(['Meeting notice']);
    expect(screen.getByRole('link', { name: 'Edit Meeting notice' })).toHaveAttribute(
      'href',
      '/notices/400001'
    );
  });
});

describe('Add and Edit Notice', () => {
  it('requires the four texts (image optional) and posts them with the category', async () => {
    const seen = serve('post', '/SingUpAdmin/addnotice', added.notice(), 201);
    const { user } = renderApp('/notices/create', { language: 'en' });
    await expectEmptySubmitRefused(user, 'Add notice', 4);
    await fill(user, screen.getByLabelText(/Title \(Bangla\)/), 'শিরোনাম');
    await fill(user, screen.getByLabelText(/Title \(English\)/), 'Title');
    await fill(user, screen.getByLabelText(/Description \(Bangla\)/), 'বিবরণ');
    await fill(user, screen.getByLabelText(/Description \(English\)/), 'Text');
    await user.selectOptions(screen.getByLabelText('Category'), 'Event');
    await user.click(screen.getByRole('button', { name: 'Add notice' }));
    expect(await screen.findByText('The notice has been successfully added.')).toBeInTheDocument();
    expect(seen.form).toEqual({
      noticeTitle: ['শিরোনাম'],
      noticeTitleEnglish: ['Title'],
      description: ['বিবরণ'],
      descriptionEnglish: ['Text'],
      category: ['event'],
    });
  });

  it('edits with the notice prefilled and an optional new image as `file`', async () => {
    server.use(mockApi.get('/SingUpAdmin/editnotice/{id}', notice({ category: 'education' })));
    const seen = serve('put', '/SingUpAdmin/updatenotice/{id}', {
      msg: 'Notice updated successfully',
      notice: notice(),
    });
    const { user } = renderApp('/editnotice/400001', { language: 'en' });
    expect(await screen.findByLabelText(/Title \(English\)/)).toHaveValue('Meeting notice');
    await user.upload(screen.getByLabelText('Replace the image (optional)'), png());
    await user.click(screen.getByRole('button', { name: 'Update notice' }));
    expect(
      await screen.findByText('The notice has been updated successfully.')
    ).toBeInTheDocument();
    expect(seen.form).toEqual({
      noticeTitle: ['সভার নোটিশ'],
      noticeTitleEnglish: ['Meeting notice'],
      description: ['বিবরণ'],
      descriptionEnglish: ['Description'],
      category: ['education'],
      file: ['FILE'],
    });
  });
});
