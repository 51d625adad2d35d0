import type { JobRunner } from '../../jobs/index';
import { expireHold } from './holds';
import { runReminders } from './reminders';

/** The scheduled work of circulation, run by the job queue. */
export const circulationJobs: Record<string, JobRunner> = {
  hold_expire: (job, services) => expireHold(services, (job.payload as { holdId: string }).holdId),
  reminder_sweep: async (_job, services) => {
    await runReminders(services);
  },
};
