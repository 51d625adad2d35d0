import { defineHandlers } from '../../../contract/types';
import { startOfClubMonth, startOfClubYear } from '../../../club-time';
import { dashboardFigures, siteCounters } from './repository';

export const dashboardOperations = defineHandlers({
  getDashboard: async ({ services }) => {
    const now = services.clock.now();
    // "This month" and "this year" are the Asia/Dhaka calendar's, the club's time zone: in
    // UTC the first six hours of every Dhaka month would count towards the month before.
    const { openLoans, ...figures } = await dashboardFigures(services.db, {
      now,
      monthStart: startOfClubMonth(now),
      nextMonthStart: startOfClubMonth(now, 1),
      yearStart: startOfClubYear(now),
      nextYearStart: startOfClubYear(now, 1),
    });
    return {
      ...figures,
      // Every open loan holds one copy (the database allows one open loan per serial number).
      availableCopies: Math.max(0, figures.copies - openLoans),
    };
  },

  getSiteStats: async ({ services }) => siteCounters(services.db),
});
