/** What the two resets answer when they are done: how many rows went, and the export file. */
export const booksReset = (exportFile = '2026-11-21T20-15-00-000Z-rent_records.json') => ({
  message: 'All Book Information have been deleted successfully.',
  deletedCount: 7,
  exportFile,
});

export const donationsReset = (
  deletedCount = 1,
  exportFile = '2026-11-21T20-16-00-000Z-donations.json'
) => ({
  message: 'All donations have been deleted successfully.',
  deletedCount,
  exportFile,
});
