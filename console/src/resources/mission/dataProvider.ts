import { dataOf, type ApiClient, type Mission } from '@pathagar/sdk';
import { resourceProvider } from '../../providers/resourceProvider';

/** The one record of `mission`. */
export const MISSION_ID = 'mission';

export type MissionRecord = Mission & { id: typeof MISSION_ID };

const record = (m: Mission): MissionRecord => ({ id: MISSION_ID, ...m });

/** One text: getOne reads it, create adds it (POST), update replaces it (PUT). */
export const missionProvider = (api: ApiClient) =>
  resourceProvider({
    getOne: async () => record(dataOf(await api.GET('/SingUpAdmin/mission'))),
    create: async ({ mission }: { mission: string }) =>
      record(dataOf(await api.POST('/SingUpAdmin/mission', { body: { mission } })).mission),
    update: async (_id, { mission }) =>
      record(dataOf(await api.PUT('/SingUpAdmin/mission', { body: { mission } })).mission),
  });
