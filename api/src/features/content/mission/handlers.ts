import type { Mission } from '@pathagar/sdk/schema';
import { defineHandlers } from '../../../contract/types';
import { HttpError } from '../../../http/errors';
import { normaliseText } from '../../../text';
import * as repo from './repository';

const toMission = (row: repo.MissionRow | undefined): Mission =>
  row
    ? { mission: row.mission, updatedAt: row.updated_at.toISOString() }
    : { mission: null, updatedAt: null };

export const missionHandlers = defineHandlers({
  getMission: async ({ services }) => toMission(await repo.readMission(services.db)),

  saveMission: async ({ body, services }) => {
    const row = await repo.upsertMission(
      services.db,
      normaliseText(body.mission),
      services.clock.now()
    );
    return { message: 'Mission saved successfully', mission: toMission(row) };
  },

  updateMission: async ({ body, services }) => {
    const row = await repo.replaceMission(
      services.db,
      normaliseText(body.mission),
      services.clock.now()
    );
    if (!row) throw new HttpError(404, 'mission_missing', 'Mission not found');
    return { message: 'Mission updated successfully', mission: toMission(row) };
  },
});
