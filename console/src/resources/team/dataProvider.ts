import { dataOf, type ApiClient, type TeamMember, type TeamRole } from '@pathagar/sdk';
import { sortTeamMembers } from '@pathagar/shared-i18n';
import { page, type Filter } from '../../providers/listing';
import { multipart, notFound, resourceProvider } from '../../providers/resourceProvider';
import { idInPath } from '../../providers/ids';

/** What the team form hands over; the photo is optional. */
export interface TeamInput {
  Name: string;
  role: TeamRole;
  serial: number;
  Mobile: string;
  email: string;
  Campus: string;
  file?: File | null;
}

export type TeamRecord = TeamMember & { id: string };

const record = (m: TeamMember): TeamRecord => ({ ...m, id: m._id });

function body(input: TeamInput) {
  return {
    Name: input.Name,
    role: input.role,
    serial: input.serial,
    Mobile: input.Mobile,
    email: input.email,
    // The campus means something only for Campus Ambassadors (spec §5).
    ...(input.role === 'Campus Ambassadors' ? { Campus: input.Campus } : {}),
    ...(input.file ? { file: input.file } : {}),
  };
}

export function teamProvider(api: ApiClient) {
  const all = async () =>
    sortTeamMembers(dataOf(await api.GET('/SingUpAdmin/allTeamMembers')).teamMembers).map(record);

  return resourceProvider({
    // Position order, then serial (spec §9); the role filter is the position filter.
    getList: async ({ filter, pagination }) => {
      const { role } = filter as Filter;
      return page(
        (await all()).filter((m) => !role || m.role === role),
        { pagination }
      );
    },
    getOne: async (id) => {
      const found = (await all()).find((m) => m.id === String(id));
      if (!found) notFound();
      return found;
    },
    create: async (input: TeamInput) =>
      record(
        dataOf(await api.POST('/SingUpAdmin/addTeamMember', { body: body(input), ...multipart }))
          .teamMember
      ),
    update: async (id, input) => {
      const options = { ...idInPath(id), body: body(input), ...multipart };
      return record(
        dataOf(await api.PUT('/SingUpAdmin/updateTeamMember/{id}', options)).teamMember
      );
    },
    delete: async (id) => {
      await api.DELETE('/SingUpAdmin/deleteTeamMember/{id}', {
        ...idInPath(id),
      });
    },
  });
}
