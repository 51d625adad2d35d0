import { expect } from 'vitest';
import { screen, type renderApp } from './render';

type User = ReturnType<typeof renderApp>['user'];

/**
 * Submits the form on screen untouched: it must answer with the one banner and a "Required"
 * under each of the `required` fields.
 */
export async function expectEmptySubmitRefused(user: User, button: string, required: number) {
  await user.click(await screen.findByRole('button', { name: button }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields.');
  expect(screen.getAllByText('Required')).toHaveLength(required);
}
