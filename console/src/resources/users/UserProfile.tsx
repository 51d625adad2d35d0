import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import BlockIcon from '@mui/icons-material/Block';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import { isApiError } from '@pathagar/sdk';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { useGetOne } from 'react-admin';
import { useParams } from 'react-router-dom';
import { ConfirmActionButton } from '../../components/ConfirmActionButton';
import { isGone, useDropFromLists, useRowAction } from '../../components/useRowAction';
import type { UserRecord } from './dataProvider';
import { useConsoleDataProvider } from '../../providers/useConsoleDataProvider';
import { UserAvatar } from './UserAvatar';

function Page({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ p: 2, maxWidth: 720 }}>
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {t('console:users.profile.title')}
      </Typography>
      {children}
    </Box>
  );
}

function Detail({ label, value }: { label: string; value: ReactNode }) {
  return (
    <>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </>
  );
}

function Profile({ user }: { user: UserRecord }) {
  const { t } = useTranslation();
  const dataProvider = useConsoleDataProvider();
  const drop = useDropFromLists();
  const { pending, run } = useRowAction();
  const [deleted, setDeleted] = useState(false);
  const [active, setActive] = useState(user.membershipActive);

  const deactivate = async () => {
    const done = await run(() => dataProvider.deactivateMember(user.uniqueId), {
      success: t('console:users.profile.deactivated'),
      failure: (error) => {
        if (!isGone(error)) return t('console:users.profile.failed');
        setActive(false);
        return t('console:users.profile.notActive');
      },
    });
    if (done) setActive(false);
  };

  const gone = () => {
    setDeleted(true);
    // The Users list of this tab no longer shows the account.
    drop('users', (r) => r.id === user.id);
  };

  const remove = async () => {
    const done = await run(() => dataProvider.deleteMember(user.uniqueId), {
      success: t('console:users.profile.deleted'),
      failure: (error) => {
        if (isApiError(error) && error.code === 'book_on_loan') {
          return t('console:users.profile.booksOut');
        }
        if (!isGone(error)) return t('console:users.profile.failed');
        gone();
        return t('console:users.profile.alreadyGone');
      },
    });
    if (done) gone();
  };

  if (deleted) {
    return (
      <Page>
        <Typography component="h2" variant="h6">
          {t('console:users.profile.deletedTitle')}
        </Typography>
        <Typography role="status">
          {t('console:users.profile.deletedText', { name: user.name })}
        </Typography>
      </Page>
    );
  }

  return (
    <Page>
      <Card component="article" aria-label={user.name}>
        <CardContent sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
          <UserAvatar name={user.name} image={user.image} size={96} />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
              {user.name}
            </Typography>
            <Box
              component="dl"
              sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1, m: 0 }}
            >
              <Detail label={t('console:users.fields.email')} value={user.email} />
              <Detail label={t('console:users.fields.mobile')} value={user.mobile} />
              <Detail
                label={t('console:users.fields.currentAddress')}
                value={user.currentAddress}
              />
              <Detail
                label={t('console:users.fields.permanentAddress')}
                value={user.permanentAddress}
              />
              {active !== undefined && (
                <Detail
                  label={t('console:users.profile.membership')}
                  value={
                    <Chip
                      size="small"
                      color={active ? 'success' : 'default'}
                      label={t(
                        active
                          ? 'console:users.profile.membershipActive'
                          : 'console:users.profile.membershipInactive'
                      )}
                    />
                  }
                />
              )}
            </Box>
          </Box>
        </CardContent>
        <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <ConfirmActionButton
            text={t('console:users.profile.deactivate')}
            icon={<BlockIcon />}
            color="warning"
            // Nothing to end once the server said the membership is not active.
            disabled={pending || active === false}
            title={t('console:users.profile.deactivateTitle')}
            question={t('console:users.profile.deactivateQuestion', { name: user.name })}
            confirmText={t('console:users.profile.deactivate')}
            onConfirm={() => void deactivate()}
          />
          <ConfirmActionButton
            text={t('console:users.profile.delete')}
            icon={<DeleteForeverIcon />}
            variant="contained"
            disabled={pending}
            title={t('console:users.profile.deleteTitle')}
            question={t('console:users.profile.deleteQuestion', { name: user.name })}
            confirmText={t('console:users.profile.delete')}
            onConfirm={() => void remove()}
          />
        </CardActions>
      </Card>
    </Page>
  );
}

/**
 * The admin's view of one user (admin-operations.md §2, §8), at the legacy /viewadminprofile/{id}
 * and at /users/{id}/show. A missing account reads as not found; nothing redirects, since the page
 * usually sits alone in its own tab.
 */
export default function UserProfilePage() {
  const { t } = useTranslation();
  const { id } = useParams();
  // uniqueIds are 5-digit numbers; anything else cannot be an account.
  const uniqueId = /^[0-9]+$/.test(id ?? '') ? Number(id) : null;
  const { data, isPending, error } = useGetOne<UserRecord>(
    'users',
    { id: uniqueId ?? 0 },
    // A missing account stays missing; anything else is worth one more try.
    { enabled: uniqueId !== null, retry: (failures, err) => !isGone(err) && failures < 1 }
  );

  if (uniqueId === null || isGone(error) || (error as { status?: number } | null)?.status === 404) {
    return (
      <Page>
        <Typography role="status">{t('console:users.profile.notFound')}</Typography>
      </Page>
    );
  }
  if (error) {
    return (
      <Page>
        <Typography role="alert">{t('console:app.loadFailed')}</Typography>
      </Page>
    );
  }
  if (isPending || !data) {
    return (
      <Page>
        <CircularProgress aria-label={t('loading')} />
      </Page>
    );
  }
  return <Profile key={data.id} user={data} />;
}
