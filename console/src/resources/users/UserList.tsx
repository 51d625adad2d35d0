import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { ListBase, useListContext } from 'react-admin';
import { Pagination } from '../../components/Pagination';
import { useHref } from 'react-router-dom';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { cardGrid, ListBody, ListPage, TextFilters } from '../../components/lists';
import type { UserRecord } from './dataProvider';
import { UserAvatar } from './UserAvatar';

/** The legacy path of the admin's view of one user (admin-operations.md §2). */
export const profilePath = (id: UserRecord['id']) => `/viewadminprofile/${id}`;

function UserCard({ user }: { user: UserRecord }) {
  const { t } = useTranslation();
  const href = useHref(profilePath(user.id));
  return (
    <Card component="article" aria-label={user.name}>
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <UserAvatar name={user.name} image={user.image} />
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h2" variant="h6">
            {user.name}
          </Typography>
          <Typography sx={{ overflowWrap: 'anywhere' }}>{user.email}</Typography>
          <Typography color="text.secondary">{user.currentAddress}</Typography>
        </Box>
      </CardContent>
      <CardActions>
        <Button
          size="small"
          href={href}
          target="_blank"
          rel="noopener"
          startIcon={<OpenInNewIcon />}
          aria-label={t('console:users.viewProfileNamed', { name: user.name })}
        >
          {t('console:users.viewProfile')}
        </Button>
      </CardActions>
    </Card>
  );
}

function UserCards() {
  const { data } = useListContext<UserRecord>();
  return (
    <Box sx={cardGrid}>
      {data?.map((user) => (
        <UserCard key={user.id} user={user} />
      ))}
    </Box>
  );
}

/** Users (admin-operations.md §2): one search over name, e-mail and current address. */
export default function UserList() {
  const { t } = useTranslation();
  return (
    <ListBase resource="users" perPage={24}>
      <ListPage
        title={t('console:users.title')}
        filters={<TextFilters fields={[{ source: 'q', label: t('console:users.search') }]} />}
      >
        <ListBody empty={t('console:users.empty')}>
          <UserCards />
          <Pagination rowsPerPageOptions={[12, 24, 48, 96]} />
        </ListBody>
      </ListPage>
    </ListBase>
  );
}
