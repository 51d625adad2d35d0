import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { ListBase, useGetList, useListContext } from 'react-admin';
import { TEAM_ROLES, teamRoleLabel } from '@pathagar/shared-i18n';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { SelectField } from '../../components/fields';
import { cardGrid, ListBody, ListPage } from '../../components/lists';
import { useSave } from '../../components/useSave';
import { TOAST } from '../../components/toast';
import type { TeamInput, TeamRecord } from './dataProvider';
import { TeamForm } from './TeamForm';

function RoleFilter() {
  const { t } = useTranslation();
  const { filterValues, setFilters } = useListContext();
  return (
    <SelectField
      label={t('console:team.filter')}
      value={(filterValues.role as string) ?? ''}
      emptyLabel={t('console:team.allRoles')}
      options={TEAM_ROLES.map((value) => ({ value, label: teamRoleLabel(t, value) }))}
      onChange={(value) => setFilters({ ...filterValues, role: value || undefined })}
    />
  );
}

function MemberCards({ onEdit }: { onEdit: (member: TeamRecord) => void }) {
  const { t } = useTranslation();
  const { data } = useListContext<TeamRecord>();
  return (
    <Box sx={cardGrid}>
      {data?.map((member) => (
        <Card key={member.id} component="article" aria-label={member.Name}>
          <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
            <Avatar src={member.imgUrl ?? undefined} alt={member.Name}>
              {member.Name.charAt(0)}
            </Avatar>
            <Box>
              <Typography component="h2" variant="subtitle1">
                {member.Name}
              </Typography>
              <Typography color="text.secondary">
                {teamRoleLabel(t, member.role)} ·{' '}
                {t('console:team.serialShort', { serial: member.serial })}
              </Typography>
              {member.Campus && <Typography>{member.Campus}</Typography>}
            </Box>
          </CardContent>
          <CardActions>
            <Button
              size="small"
              aria-label={t('console:team.editNamed', { name: member.Name })}
              onClick={() => onEdit(member)}
            >
              {t('console:app.edit')}
            </Button>
            <ConfirmDeleteButton
              resource="team"
              record={member}
              label={t('console:team.deleteNamed', { name: member.Name })}
              question={t('console:team.deleteQuestion', { name: member.Name })}
              success={t('console:team.deleted')}
              failure={t('console:team.deleteFailed')}
            />
          </CardActions>
        </Card>
      ))}
    </Box>
  );
}

/** Team members (admin-content.md §2.14). */
export default function TeamList() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<TeamRecord | null>(null);
  // Every member (not only the filtered ones) counts for a new member's default serial.
  const { data: everyone = [] } = useGetList<TeamRecord>('team', {
    pagination: { page: 1, perPage: 1000 },
  });
  const save = useSave('team', {
    success: editing ? t('console:team.updated') : t('console:team.added'),
    failure: t('console:team.failed'),
    duration: TOAST.default,
  });
  const submit = async (input: TeamInput) => {
    const saved = editing
      ? await save.update(editing.id, input, editing)
      : await save.create(input);
    if (saved) setEditing(null);
    return saved;
  };
  return (
    <ListBase resource="team" perPage={1000} disableSyncWithLocation>
      <ListPage title={t('console:team.title')} filters={<RoleFilter />}>
        <TeamForm
          editing={editing}
          members={everyone}
          pending={save.pending}
          onSubmit={submit}
          onCancel={() => setEditing(null)}
        />
        <ListBody>
          <MemberCards onEdit={setEditing} />
        </ListBody>
      </ListPage>
    </ListBase>
  );
}
