import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notice } from '../../test/fixtures';
import { fill, renderApp, screen, png } from '../../test/render';
import { formFields, HttpResponse, mockApi, server } from '../../test/server';

describe('All Notices', () => {
  it('searches by title and filters by the six categories', async () => {
    server.use(
      mockApi.get('/SingUpAdmin/allNotice', [
        notice(),
        notice({
          uniqueId: 2,
          _id: '2',
          noticeTitleEnglish: 'Volunteers wanted',
          category: 'recruitment',
        }),
      ])
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

  it('deletes after confirmation; a failure keeps the notice and shows the reason', async () => {
    let fail = true;
    let gone = false;
    server.use(
      mockApi.get('/SingUpAdmin/allNotice', () => HttpResponse.json(gone ? [] : [notice()])),
      mockApi.delete('/SingUpAdmin/deleteNotice', () => {
        if (fail)
          return HttpResponse.json(
            { code: 'not_found', message: 'Notice not found', error: 'x', success: false },
            { status: 404 }
          );
        gone = true;
        return HttpResponse.json({
          success: true,
          message: 'Notice and image deleted successfully',
        });
      })
    );
    const { user } = renderApp('/notices', { language: 'en' });
    const remove = async () => {
      await user.click(await screen.findByRole('button', { name: 'Delete Meeting notice' }));
      await user.click(
        within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' })
      );
    };
    await remove();
    expect(await screen.findByText(/could not find/)).toBeInTheDocument();
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('article', { name: 'Meeting notice' })).toBeInTheDocument();
    fail = false;
    await remove();
    expect(await screen.findByText('The notice has been deleted.')).toBeInTheDocument();
    await expect.poll(() => screen.queryByRole('article')).toBeNull();
  });
});

describe('Add and Edit Notice', () => {
  it('requires the four texts (image optional) and posts them with the category', async () => {
    let form: Record<string, string[]> = {};
    server.use(
      mockApi.post('/SingUpAdmin/addnotice', async ({ request }) => {
        form = await formFields(request);
        return HttpResponse.json(
          { msg: 'Notice added successfully', uniqueId: 1, imageUrl: null, notice: notice() },
          { status: 201 }
        );
      })
    );
    const { user } = renderApp('/notices/create', { language: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Add notice' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields.');
    expect(screen.getAllByText('Required')).toHaveLength(4);
    await fill(user, screen.getByLabelText(/Title \(Bangla\)/), 'শিরোনাম');
    await fill(user, screen.getByLabelText(/Title \(English\)/), 'Title');
    await fill(user, screen.getByLabelText(/Description \(Bangla\)/), 'বিবরণ');
    await fill(user, screen.getByLabelText(/Description \(English\)/), 'Text');
    await user.selectOptions(screen.getByLabelText('Category'), 'Event');
    await user.click(screen.getByRole('button', { name: 'Add notice' }));
    expect(await screen.findByText('The notice has been successfully added.')).toBeInTheDocument();
    expect(form).toEqual({
      noticeTitle: ['শিরোনাম'],
      noticeTitleEnglish: ['Title'],
      description: ['বিবরণ'],
      descriptionEnglish: ['Text'],
      category: ['event'],
    });
  });

  it('edits with the notice prefilled and an optional new image as `file`', async () => {
    let form: Record<string, string[]> = {};
    server.use(
      mockApi.get('/SingUpAdmin/editnotice/{id}', notice({ category: 'education' })),
      mockApi.put('/SingUpAdmin/updatenotice/{id}', async ({ request }) => {
        form = await formFields(request);
        return HttpResponse.json({ msg: 'Notice updated successfully', notice: notice() });
      })
    );
    const { user } = renderApp('/editnotice/400001', { language: 'en' });
    expect(await screen.findByLabelText(/Title \(English\)/)).toHaveValue('Meeting notice');
    await user.upload(screen.getByLabelText('Replace the image (optional)'), png());
    await user.click(screen.getByRole('button', { name: 'Update notice' }));
    expect(
      await screen.findByText('The notice has been updated successfully.')
    ).toBeInTheDocument();
    expect(form).toEqual({
      noticeTitle: ['সভার নোটিশ'],
      noticeTitleEnglish: ['Meeting notice'],
      description: ['বিবরণ'],
      descriptionEnglish: ['Description'],
      category: ['education'],
      file: ['FILE'],
    });
  });
});
