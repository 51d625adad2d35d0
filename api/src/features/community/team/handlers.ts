import type { components } from '@pathagar/sdk/schema';
import { normaliseText } from '../../../text';
import { defineHandlers } from '../../../contract/types';
import { notFound } from '../../../http/errors';
import { discardUploads, storeUploads, withNewUploads } from '../../../storage/uploads';
import { cleanOptional, parseNumericId } from '../shared';
import { toTeamMember } from './mappers';
import {
  deleteTeamMember,
  findTeamMemberForUpdate,
  insertTeamMember,
  listTeamMembers,
  updateTeamMember,
  type TeamMemberValues,
} from './repository';

const FOLDER = 'team';
const NOT_FOUND = 'Team member not found';

type TeamMemberForm = Omit<components['schemas']['TeamMemberForm'], 'file'>;

/** The stored columns of a form; the campus only means something for Campus Ambassadors. */
function valuesOf(form: TeamMemberForm): Omit<TeamMemberValues, 'image_key'> {
  return {
    name: normaliseText(form.Name),
    role: form.role,
    serial: form.serial,
    campus: form.role === 'Campus Ambassadors' ? cleanOptional(form.Campus) : null,
    email: cleanOptional(form.email),
    phone: cleanOptional(form.Mobile),
  };
}

export const teamHandlers = defineHandlers({
  addTeamMember: async ({ body, files, services }) => {
    const { db, storage, clock } = services;
    const values = valuesOf(body);
    const [imageKey = null] = await storeUploads(services, FOLDER, files.file ?? []);
    const row = await withNewUploads(services, [imageKey], () =>
      insertTeamMember(db, { ...values, image_key: imageKey }, clock.now())
    );
    return { msg: 'Team member added successfully', teamMember: toTeamMember(row, storage) };
  },

  listTeamMembers: async ({ services }) => {
    const rows = await listTeamMembers(services.db);
    return { teamMembers: rows.map((row) => toTeamMember(row, services.storage)) };
  },

  updateTeamMember: async ({ params, body, files, services }) => {
    const { db, storage } = services;
    const id = parseNumericId(params.id);
    if (id === null) throw notFound(NOT_FOUND);
    const values = valuesOf(body);
    const [newKey = null] = await storeUploads(services, FOLDER, files.file ?? []);
    const { row, oldKey } = await withNewUploads(services, [newKey], () =>
      db.transaction().execute(async (trx) => {
        const current = await findTeamMemberForUpdate(trx, id);
        if (!current) throw notFound(NOT_FOUND);
        const imageKey = newKey ?? current.image_key;
        const row = await updateTeamMember(trx, id, { ...values, image_key: imageKey });
        return { row, oldKey: newKey ? current.image_key : null };
      })
    );
    await discardUploads(services, [oldKey]);
    return { msg: 'Team member updated successfully', teamMember: toTeamMember(row, storage) };
  },

  deleteTeamMember: async ({ params, services }) => {
    const id = parseNumericId(params.id);
    const deleted = id === null ? undefined : await deleteTeamMember(services.db, id);
    if (!deleted) throw notFound(NOT_FOUND);
    await discardUploads(services, [deleted.image_key]);
    return { msg: 'Team member deleted successfully' };
  },
});
