import { within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { added, galleryItem } from '../../test/fixtures';
import { fill, png, renderApp, screen } from '../../test/render';
import { mockApi, server } from '../../test/server';
import { serve } from '../../test/providerCalls';

describe('Gallery admin list', () => {
  it('lists newest first and says "No data available" when empty', async () => {
    server.use(
      mockApi.get('/SingUpAdmin/allPhotoGallery', [
        galleryItem({ uniqueId: 1, titleEnglish: 'Old', date: '2025-01-01T00:00:00Z' }),
        galleryItem({ uniqueId: 2, titleEnglish: 'New', date: '2026-01-01T00:00:00Z' }),
      ])
    );
    renderApp('/gallery', { language: 'en' });
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(['New', 'Old']);
  });

  it('shows an empty list as "No data available"', async () => {
    server.use(mockApi.get('/SingUpAdmin/allPhotoGallery', []));
    renderApp('/gallery', { language: 'en' });
    expect(await screen.findByText('No data available')).toBeInTheDocument();
  });

  it('opens a lightbox that advances every 2 seconds, wraps around, and closes', async () => {
    server.use(mockApi.get('/SingUpAdmin/allPhotoGallery', [galleryItem()]));
    const { user } = renderApp('/gallery', { language: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Open image 2 of Book fair' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('img')).toHaveAccessibleName('Image 2 of 2: Book fair');
    await user.click(within(dialog).getByRole('button', { name: 'Next image' }));
    expect(within(dialog).getByRole('img')).toHaveAccessibleName('Image 1 of 2: Book fair');
    // The timer restarted with the manual step; 2 s later it moves on by itself.
    await expect
      .poll(() => within(dialog).getByRole('img').getAttribute('alt'), { timeout: 3500 })
      .toBe('Image 2 of 2: Book fair');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
  });

  it('asks before opening the edit screen in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    server.use(mockApi.get('/SingUpAdmin/allPhotoGallery', [galleryItem()]));
    const { user } = renderApp('/gallery', { language: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Edit Book fair' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Do you want to edit this gallery item?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(open).toHaveBeenCalledWith('/gallery/500001', '_blank', 'noopener');
    open.mockRestore();
  });
});

async function fillTexts(user: ReturnType<typeof renderApp>['user']) {
  await fill(user, await screen.findByLabelText(/Title \(Bangla\)/), 'মেলা');
  await fill(user, screen.getByLabelText(/Title \(English\)/), 'Fair');
  await fill(user, screen.getByLabelText(/Description \(Bangla\)/), 'ছবি');
  await fill(user, screen.getByLabelText(/Description \(English\)/), 'Pictures');
}

describe('Upload Gallery Images', () => {
  it('requires the four texts and at least one image', async () => {
    const { user } = renderApp('/gallery/create', { language: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Upload' }));
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent('Please fill in all fields.');
    expect(screen.getAllByText('Required')).toHaveLength(5);
  });

  it('takes images only, cuts off beyond 5, disables the picker at 5, removes a preview, and posts files', async () => {
    const seen = serve('post', '/SingUpAdmin/addGallery', added.gallery(), 201);
    const { user } = renderApp('/gallery/create', { language: 'en', user: { applyAccept: false } });
    await fillTexts(user);
    const picker = screen.getByLabelText('Choose images');
    await user.upload(picker, [new File(['x'], 'notes.txt', { type: 'text/plain' }), png('1.png')]);
    expect(screen.getByText('Only image files are accepted.')).toBeInTheDocument();
    await user.upload(picker, [
      png('2.png'),
      png('3.png'),
      png('4.png'),
      png('5.png'),
      png('6.png'),
    ]);
    expect(screen.getAllByRole('img', { name: /Preview of image/ })).toHaveLength(5);
    expect(screen.getAllByText('You can only upload up to 5 images.').length).toBeGreaterThan(0);
    expect(picker).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove image 2' }));
    expect(screen.getAllByRole('img', { name: /Preview of image/ })).toHaveLength(4);
    expect(picker).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(
      await screen.findByText('The images have been added to the gallery.')
    ).toBeInTheDocument();
    expect(seen.form).toEqual({
      title: ['মেলা'],
      titleEnglish: ['Fair'],
      description: ['ছবি'],
      descriptionEnglish: ['Pictures'],
      files: ['FILE', 'FILE', 'FILE', 'FILE'],
    });
  });
});

describe('Edit Gallery', () => {
  it('keeps or removes existing images within 5 in total and sends existingImages as JSON', async () => {
    const item = galleryItem({ subImages: ['http://x/2.png', 'http://x/3.png', 'http://x/4.png'] });
    server.use(mockApi.get('/SingUpAdmin/singleGallery/{id}', item));
    const seen = serve('put', '/SingUpAdmin/editGallery/{id}', {
      msg: 'Gallery updated successfully',
      gallery: item,
    });
    const { user } = renderApp('/editgallery/500001', { language: 'en' });
    expect(await screen.findByLabelText(/Title \(English\)/)).toHaveValue('Book fair');
    const picker = screen.getByLabelText('Choose images');
    await user.upload(picker, [png('a.png'), png('b.png')]);
    expect(screen.getAllByRole('img', { name: /Preview of image/ })).toHaveLength(5);
    expect(picker).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove image 2' }));
    await user.click(screen.getByRole('button', { name: 'Update gallery' }));
    expect(await screen.findByText('✅ Gallery updated successfully.')).toBeInTheDocument();
    expect(seen.form!.existingImages).toEqual([
      JSON.stringify([item.imgUrl, 'http://x/3.png', 'http://x/4.png']),
    ]);
    expect(seen.form!.files).toEqual(['FILE']);
    expect(seen.form!.titleEnglish).toEqual(['Book fair']);
  });

  it('requires the texts on edit', async () => {
    server.use(mockApi.get('/SingUpAdmin/singleGallery/{id}', galleryItem()));
    const { user } = renderApp('/gallery/500001', { language: 'en' });
    await fill(user, await screen.findByLabelText(/Title \(English\)/), ' ');
    await user.click(screen.getByRole('button', { name: 'Update gallery' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields.');
  });
});
