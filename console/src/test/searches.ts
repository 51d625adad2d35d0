import { expect } from 'vitest';
import { fill, screen, type renderApp } from './render';

type User = ReturnType<typeof renderApp>['user'];

/**
 * Each search in turn: types `text` into the box labelled `label`, waits until `read()` shows
 * `expected`, then empties the box again so the next search starts from the whole list.
 */
export async function expectSearches(
  user: User,
  read: () => unknown,
  searches: [label: string, text: string, expected: unknown][]
) {
  for (const [label, text, expected] of searches) {
    await fill(user, screen.getByLabelText(label), text);
    await expect.poll(read).toEqual(expected);
    await fill(user, screen.getByLabelText(label), '');
  }
}
