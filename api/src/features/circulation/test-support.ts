import type { TestApi } from '../../../test/helpers/app';
import type { TestMember } from '../../../test/helpers/fixtures';

/** Test helpers of the circulation suites. */

export const placeHold = (api: TestApi, member: TestMember, bookId: number) =>
  api.call('POST', '/ext/holds', { token: member.token, json: { bookId } });

/** The member's open holds (loosely typed, as the suites read fields the contract already checked). */
export const myHolds = async (api: TestApi, member: TestMember) =>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  (await api.call('GET', '/ext/holds', { token: member.token })).body.holds as any[];

/** Runs every job that is due by the test clock (mail, hold windows, reminder runs). */
export const runJobs = (api: TestApi) => api.app.services.jobs.worker.drain();

/** The messages in the outbox for one address. */
export const mailsTo = async (api: TestApi, email: string) =>
  (await api.outbox()).filter((m) => m.to === email) as {
    to: string;
    subject: string;
    text: string;
    html?: string;
  }[];
