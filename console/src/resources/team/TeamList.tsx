import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Typography from '@mui/material/Typography';
import { useGetList } from 'react-admin';
import { TEAM_ROLES, teamRoleLabel } from '@pathagar/shared-i18n';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { RecordCard } from '../../components/cards';
import { CardGrid, ChoiceFilter, ResourceListPage } from '../../components/lists';
import { useSave } from '../../components/useSave';
import { TOAST } from '../../components/toast';
import type { TeamInput, TeamRecord } from './dataProvider';
import { TeamForm } from './TeamForm';
import { responsiveImage } from '@pathagar/sdk';

function MemberCard({ member, onEdit }: { member: TeamRecord; onEdit: () => void }) {
  const { t } = useTranslation();
  return (
    <RecordCard
      title={member.Name}
      headingVariant="subtitle1"
      avatar={
        <Avatar
          {...(member.imgUrl ? responsiveImage(member.imgUrl, '40px') : {})}
          alt={member.Name}
        >
          {member.Name.charAt(0)}
        </Avatar>
      }
      manage={{
        resource: 'team',
        record: member,
        onEdit,
      }}
    >
      <Typography color="text.secondary">
        {teamRoleLabel(t, member.role)} · {t('console:team.serialShort', { serial: member.serial })}
      </Typography>
      {member.Campus && <Typography>{member.Campus}</Typography>}
    </RecordCard>
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
    <ResourceListPage
      resource="team"
      title={t('console:team.title')}
      filters={
        <ChoiceFilter
          source="role"
          label={t('console:team.filter')}
          emptyLabel={t('console:team.allRoles')}
          options={TEAM_ROLES.map((value) => ({ value, label: teamRoleLabel(t, value) }))}
        />
      }
      before={
        <TeamForm
          editing={editing}
          members={everyone}
          pending={save.pending}
          onSubmit={submit}
          onCancel={() => setEditing(null)}
        />
      }
    >
      <CardGrid<TeamRecord>>
        {(member) => <MemberCard member={member} onEdit={() => setEditing(member)} />}
      </CardGrid>
    </ResourceListPage>
  );
}
