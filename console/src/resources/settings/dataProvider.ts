import { dataOf, type ApiClient } from '@pathagar/sdk';

/** What a reset answers: how many records went, and the server's export of them. */
export interface ResetResult {
  deletedCount: number;
  exportFile: string;
}

/** Settings has no records, only its two resets (SettingsPage.tsx, useConsoleDataProvider()). */
export const settingsActions = (api: ApiClient) => ({
  /** The export a reset wrote, as a file the admin's browser saves (GET /ext/exports/{file}). */
  downloadExport: async (file: string): Promise<Blob> => {
    const data = dataOf(await api.GET('/ext/exports/{file}', { params: { path: { file } } }));
    return new Blob([JSON.stringify(data, null, 1)], { type: 'application/json' });
  },
  /** Reset Book Data: every borrow record (the server exports them first). */
  resetBookData: async (writeOff = false): Promise<{ data: ResetResult }> => {
    // Refused (409 copies_out) while copies are out, unless the admin ticked to write them off.
    const { deletedCount, exportFile } = dataOf(
      await api.DELETE('/SingUpAdmin/deleteAllBookInfo', {
        params: { query: { confirm: true, ...(writeOff ? { writeOff: true } : {}) } },
      })
    );
    return { data: { deletedCount, exportFile } };
  },
  /** Reset Donation Data: every accepted donation (exported first). */
  resetDonationData: async (): Promise<{ data: ResetResult }> => {
    const { deletedCount, exportFile } = dataOf(
      await api.DELETE('/SingUpAdmin/deletealldonaton', { params: { query: { confirm: true } } })
    );
    return { data: { deletedCount, exportFile } };
  },
});
