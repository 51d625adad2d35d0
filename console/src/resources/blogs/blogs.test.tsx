import { describe, expect, it } from 'vitest';
import { added, blog, two } from '../../test/fixtures';
import { fill, png, renderApp, screen } from '../../test/render';
import { apiError, formFields, HttpResponse, mockApi, server } from '../../test/server';
import { serve } from '../../test/providerCalls';
import { expectEmptySubmitRefused } from '../../test/forms';

const labels = {
  blogTitle: /Title \(Bangla\)/,
  blogTitleEnglish: /Title \(English\)/,
  authorName: /Author \(Bangla\)/,
  authorNameEnglish: /Author \(English\)/,
  content: /Content \(Bangla\)/,
  contentEnglish: /Content \(English\)/,
};
const texts = {
  blogTitle: 'শিরোনাম',
  blogTitleEnglish: 'Title',
  authorName: 'লেখক',
  authorNameEnglish: 'Author',
  content: 'লেখা',
  contentEnglish: 'Text',
};

describe('All Blogs', () => {
  it('searches by title or author', async () => {
    server.use(
      mockApi.get(
        '/SingUpAdmin/getblogs',
        two(blog, { blogTitleEnglish: 'Poems of spring', authorNameEnglish: 'Nusrat' })
      )
    );
    const { user } = renderApp('/blogs', { language: 'en' });
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    await fill(user, screen.getByLabelText('Search by title or author'), 'nusrat');
    await expect.poll(() => screen.queryAllByRole('article').length).toBe(1);
    expect(screen.getByRole('article', { name: 'Poems of spring' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Poems of spring' })).toHaveAttribute(
      'target',
      '_blank'
    );
  });
});

describe('Add Blog', () => {
  it('requires the six texts and an image', async () => {
    const { user } = renderApp('/blogs/create', { language: 'en' });
    await expectEmptySubmitRefused(user, 'Add blog', 7);
  });

  it('posts the texts and the image as multipart', async () => {
    const seen = serve('post', '/SingUpAdmin/addblogs', added.blog(), 201);
    const { user } = renderApp('/blogs/create', { language: 'en' });
    await screen.findByLabelText(labels.blogTitle);
    for (const [name, value] of Object.entries(texts)) {
      await fill(user, screen.getByLabelText(labels[name as keyof typeof labels]), value);
    }
    await user.upload(screen.getByLabelText('Image'), png());
    await user.click(screen.getByRole('button', { name: 'Add blog' }));
    expect(await screen.findByText('The blog has been successfully added.')).toBeInTheDocument();
    expect(seen.form).toEqual({
      ...Object.fromEntries(Object.entries(texts).map(([k, v]) => [k, [v]])),
      image: ['FILE'],
    });
  });
});

describe('Edit Blog', () => {
  it('prefills, requires all six texts, and sends a new image as `file`', async () => {
    let form: Record<string, string[]> = {};
    let fail = true;
    server.use(
      mockApi.get('/SingUpAdmin/blog/{id}', blog()),
      mockApi.put('/SingUpAdmin/editblogs/{id}', async ({ request }) => {
        if (fail) return apiError(500, 'internal', 'boom');
        form = await formFields(request);
        return HttpResponse.json({ msg: 'Blog updated successfully', blog: blog() });
      })
    );
    const { user } = renderApp('/editblogs/300001');
    const title = await screen.findByLabelText(/শিরোনাম \(ইংরেজি\)/);
    expect(title).toHaveValue('The joy of reading');
    await fill(user, title, '');
    await user.click(screen.getByRole('button', { name: 'ব্লগ হালনাগাদ করুন' }));
    expect(screen.getByRole('alert')).toHaveTextContent('অনুগ্রহ করে সব ক্ষেত্র পূরণ করুন।');
    await fill(user, title, 'Joy');
    await user.upload(screen.getByLabelText('ছবি বদলান (ঐচ্ছিক)'), png());
    await user.click(screen.getByRole('button', { name: 'ব্লগ হালনাগাদ করুন' }));
    expect(await screen.findByText('দুঃখিত, কোনো সমস্যা হয়েছে। আবার চেষ্টা করুন।')).toBeInTheDocument();
    expect(title).toHaveValue('Joy');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'ব্লগ হালনাগাদ করুন' }));
    expect(await screen.findByText('ব্লগটি সফলভাবে হালনাগাদ করা হয়েছে।')).toBeInTheDocument();
    expect(form.blogTitleEnglish).toEqual(['Joy']);
    expect(form.file).toEqual(['FILE']);
    expect(form.image).toBeUndefined();
  });
});
