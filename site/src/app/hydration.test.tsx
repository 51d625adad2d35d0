import type { ProfilerOnRenderCallback } from 'react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { makeBook, makeBookPage } from '../features/books/fixtures';
import { galleryItem } from '../features/gallery/fixtures';
import { builtWithData } from '../test/prerendered';
import { hydrateRoute } from '../test/render';
import { mockApi, server } from '../test/server';

/** Adopts `path` as main.tsx does; what the test needs to see of it. */
async function adopt(path: string) {
  server.use(
    mockApi.get('/ext/books', () => Response.json(makeBookPage([makeBook()]))),
    mockApi.get('/SingUpAdmin/allPhotoGallery', [
      galleryItem(),
      galleryItem({ _id: '665f1c2a9b1e8a0000000a02', uniqueId: 300002 }),
    ])
  );
  const { page, root } = await builtWithData(path);
  const field = root.querySelector('input');
  const builtId = field?.id;
  const heading = root.querySelector('h1');
  // A commit made in the same task as the one before it: a render a layout effect asked for.
  const commits: string[] = [];
  const again: string[] = [];
  let sameTask = false;
  const onRender: ProfilerOnRenderCallback = (_id, phase) => {
    commits.push(phase);
    if (sameTask) again.push(phase);
    sameTask = true;
    queueMicrotask(() => (sameTask = false));
  };
  const errors = vi.spyOn(console, 'error');
  const app = await hydrateRoute(path, root, { onRender, pageDataFrom: page });
  onTestFinished(app.unmount);
  await new Promise((resolve) => setTimeout(resolve, 100));
  return { root, field, builtId, heading, commits, again, errors };
}

describe('the adoption of a prerendered page', () => {
  it.each(['/login', '/signup', '/allbooks'])(
    '%s keeps its elements and the ids their labels point at, and portals nothing',
    async (path) => {
      const { root, field, builtId, commits, errors } = await adopt(path);
      if (!field) throw new Error(`${path} has no field`);
      expect(commits[0]).toBe('mount');
      // Adopted, not made again (a mismatch would have React render over the page), and with
      // the id its label points at: Mantine gave every field a random one once mounted.
      expect(field.isConnected).toBe(true);
      expect(field.id).toBe(builtId);
      expect(root.querySelector(`label[for="${builtId}"]`)).not.toBeNull();
      // No portal for a toast or a list of suggestions no one has asked for yet.
      expect(document.querySelector('[data-portal]')).toBeNull();
      expect(errors).not.toHaveBeenCalled();
    }
  );

  // A render asked for in a layout effect is done at once, in the commit's task, and makes React
  // run every passive effect there too: what made the take-over a phone's longest task (issue
  // 20, TBT). Mantine's ids (patches/) and portals (the toaster, the search box's list) each
  // asked for one, and so did every gallery entry's viewer (a Modal). (On /allbooks, Floating UI
  // still sets its state when the search box's input is attached, under Mantine's Popover: one
  // render of that box, ~3 ms on this machine.)
  it.each(['/login', '/signup', '/gallery'])(
    '%s is taken over with no render again from a layout effect',
    async (path) => {
      const { heading, commits, again } = await adopt(path);
      expect(commits[0]).toBe('mount');
      expect(heading?.isConnected).toBe(true);
      expect(again).toEqual([]);
      expect(document.querySelector('[data-portal]')).toBeNull();
    }
  );
});
