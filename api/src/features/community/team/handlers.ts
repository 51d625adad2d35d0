import type { components } from '@pathagar/sdk/schema';
import { defineHandlers } from '../../../contract/types';
import { notFound } from '../../../http/errors';
import {
  clean,
  cleanOptional,
  deleteFiles,
  parseNumericId,
  storeFiles,
  withNewFiles,
} from '../shared';
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
    name: clean(form.Name),
    role: form.role,
    serial: form.serial,
    campus: form.role === 'Campus Ambassadors' ? cleanOptional(form.Campus) : null,
    email: cleanOptional(form.email),
    phone: cleanOptional(form.Mobile),
  };
}

export const teamHandlers = defineHandlers({
  addTeamMember: async ({ body, files, services }) => {
    const { db, storage, log, clock } = services;
    const values = valuesOf(body);
    const [imageKey = null] = await storeFiles(storage, FOLDER, files.file ?? []);
    const row = await withNewFiles(storage, log, imageKey ? [imageKey] : [], () =>
      insertTeamMember(db, { ...values, image_key: imageKey }, clock.now())
    );
    return { msg: 'Team member added successfully', teamMember: toTeamMember(row, storage) };
  },

  listTeamMembers: async ({ services }) => {
    const rows = await listTeamMembers(services.db);
    return { teamMembers: rows.map((row) => toTeamMember(row, services.storage)) };
  },

  updateTeamMember: async ({ params, body, files, services }) => {
    const { db, storage, log } = services;
    const id = parseNumericId(params.id);
    if (id === null) throw notFound(NOT_FOUND);
    const values = valuesOf(body);
    const [newKey = null] = await storeFiles(storage, FOLDER, files.file ?? []);
    const { row, oldKey } = await withNewFiles(storage, log, newKey ? [newKey] : [], () =>
      db.transaction().execute(async (trx) => {
        const current = await findTeamMemberForUpdate(trx, id);
        if (!current) throw notFound(NOT_FOUND);
        const imageKey = newKey ?? current.image_key;
        const row = await updateTeamMember(trx, id, { ...values, image_key: imageKey });
        return { row, oldKey: newKey ? current.image_key : null };
      })
    );
    if (oldKey) await deleteFiles(storage, log, [oldKey]);
    return { msg: 'Team member updated successfully', teamMember: toTeamMember(row, storage) };
  },

  deleteTeamMember: async ({ params, services }) => {
    const { db, storage, log } = services;
    const id = parseNumericId(params.id);
    const deleted = id === null ? undefined : await deleteTeamMember(db, id);
    if (!deleted) throw notFound(NOT_FOUND);
    if (deleted.image_key) await deleteFiles(storage, log, [deleted.image_key]);
    return { msg: 'Team member deleted successfully' };
  },
});
