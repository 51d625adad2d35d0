import { screen, within } from '@testing-library/react';

/** The body rows of the table on screen (the header row left out). */
export const bodyRows = () => screen.queryAllByRole('row').slice(1);

/** The text of one column in every body row, top to bottom. */
export const columnTexts = (column: number) =>
  bodyRows().map((row) => within(row).getAllByRole('cell')[column]!.textContent);

/** The body row holding a cell named `name`. */
export const rowWith = (name: string) =>
  bodyRows().find((row) => within(row).queryByRole('cell', { name }) !== null)!;
