import { screen, within } from '@testing-library/react';

/** The body rows of the table on screen (the header row left out). */
export const bodyRows = () => screen.queryAllByRole('row').slice(1);

/** The text of one column in every body row, top to bottom. */
export const columnTexts = (column: number) =>
  bodyRows().map((row) => within(row).getAllByRole('cell')[column]!.textContent);

/** The body row holding a cell named `name`. */
export const rowWith = (name: string) =>
  bodyRows().find((row) => within(row).queryByRole('cell', { name }) !== null)!;

/** The column headers of the table named `name`, once it shows. */
export async function findColumnHeaders(name: string) {
  const table = await screen.findByRole('table', { name });
  return within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
}

/** The texts of a row's first `count` cells (the data, without the buttons). */
export const cellTexts = (row: HTMLElement, count: number) =>
  within(row)
    .getAllByRole('cell')
    .slice(0, count)
    .map((cell) => cell.textContent);
