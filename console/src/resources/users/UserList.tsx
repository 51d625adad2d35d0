import Typography from '@mui/material/Typography';
import { Pagination } from '../../components/Pagination';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { RecordCard } from '../../components/cards';
import { CardGrid, NewTabLink, ResourceListPage, TextFilters } from '../../components/lists';
import { CsvActions } from '../csv/CsvActions';
import type { UserRecord } from './dataProvider';
import { UserAvatar } from './UserAvatar';

/** The legacy path of the admin's view of one user (admin-operations.md §2). */
export const profilePath = (id: UserRecord['id']) => `/viewadminprofile/${id}`;

function UserCard({ user }: { user: UserRecord }) {
  const { t } = useTranslation();
  return (
    <RecordCard
      title={user.name}
      avatar={<UserAvatar name={user.name} image={user.image} />}
      actions={
        <NewTabLink
          to={profilePath(user.id)}
          label={t('console:users.viewProfileNamed', { name: user.name })}
        >
          {t('console:users.viewProfile')}
        </NewTabLink>
      }
    >
      <Typography sx={{ overflowWrap: 'anywhere' }}>{user.email}</Typography>
      <Typography color="text.secondary">{user.currentAddress}</Typography>
    </RecordCard>
  );
}

/** Users (admin-operations.md §2): one search over name, e-mail and current address. */
export default function UserList() {
  const { t } = useTranslation();
  return (
    <ResourceListPage
      resource="users"
      title={t('console:users.title')}
      perPage={24}
      syncWithLocation
      empty={t('console:users.empty')}
      actions={<CsvActions what="members" />}
      filters={<TextFilters fields={[{ source: 'q', label: t('console:users.search') }]} />}
    >
      <CardGrid<UserRecord>>{(user) => <UserCard user={user} />}</CardGrid>
      <Pagination rowsPerPageOptions={[12, 24, 48, 96]} />
    </ResourceListPage>
  );
}
