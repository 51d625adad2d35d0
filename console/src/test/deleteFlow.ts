import { within } from '@testing-library/react';
import type { JsonBodyType } from 'msw';
import { expect } from 'vitest';
import { screen, type renderApp } from './render';
import { HttpResponse } from './server';

type User = ReturnType<typeof renderApp>['user'];

/**
 * A delete endpoint that refuses (answers `refusal()`) until `allow()`, then deletes and answers
 * `done`; the list's handler reads `gone` to answer without the item.
 */
export function refusingDelete(refusal: () => Response, done: JsonBodyType) {
  const state = { refuse: true, gone: false };
  return {
    get gone() {
      return state.gone;
    },
    allow: () => {
      state.refuse = false;
    },
    handler: () => {
      if (state.refuse) return refusal();
      state.gone = true;
      return HttpResponse.json(done);
    },
  };
}

/**
 * The delete flow of admin-content.md §4 on screen: the button named `button`, then Delete in
 * the dialog (whose text must hold `question` when given). The first try is refused: its reason
 * shows, the dialog closes and the item stays; after `allow()` the second removes the item.
 */
export async function expectDeleteRefusedThenDone(
  user: User,
  flow: {
    button: string;
    confirm: string;
    question?: string;
    item: { role: 'article' | 'button'; name: string };
    refused: string | RegExp;
    done: string;
    allow: () => void;
  }
) {
  const remove = async () => {
    await user.click(await screen.findByRole('button', { name: flow.button }));
    const dialog = await screen.findByRole('dialog');
    if (flow.question) expect(dialog).toHaveTextContent(flow.question);
    await user.click(within(dialog).getByRole('button', { name: flow.confirm }));
  };
  await remove();
  expect(await screen.findByText(flow.refused)).toBeInTheDocument();
  await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
  expect(screen.getByRole(flow.item.role, { name: flow.item.name })).toBeInTheDocument();
  flow.allow();
  await remove();
  expect(await screen.findByText(flow.done)).toBeInTheDocument();
  await expect.poll(() => screen.queryByRole(flow.item.role, { name: flow.item.name })).toBeNull();
}
