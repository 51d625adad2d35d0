import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { ListBase, useListContext } from 'react-admin';
import { formatDate, NOTICE_CATEGORIES, noticeCategoryLabel } from '@pathagar/shared-i18n';
import { useLanguage, useTranslation } from '@pathagar/shared-i18n/react';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { SelectField } from '../../components/fields';
import { cardGrid, EditInNewTab, TextFilters, ListBody, ListPage } from '../../components/lists';
import { TOAST } from '../../components/toast';
import type { NoticeRecord } from './dataProvider';

function CategoryFilter() {
  const { t } = useTranslation();
  const { filterValues, setFilters } = useListContext();
  return (
    <SelectField
      label={t('console:notices.fields.category')}
      value={(filterValues.category as string) ?? ''}
      emptyLabel={t('console:notices.allCategories')}
      options={NOTICE_CATEGORIES.map((value) => ({ value, label: noticeCategoryLabel(t, value) }))}
      onChange={(value) => setFilters({ ...filterValues, category: value || undefined })}
    />
  );
}

function NoticeCard({ notice }: { notice: NoticeRecord }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const title = language === 'en' ? notice.noticeTitleEnglish : notice.noticeTitle;
  return (
    <Card component="article" aria-label={title}>
      <CardContent>
        <Typography component="h2" variant="h6">
          {title}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', my: 1 }}>
          <Chip size="small" label={noticeCategoryLabel(t, notice.category)} />
          <Typography color="text.secondary">{formatDate(notice.date, language)}</Typography>
        </Box>
      </CardContent>
      <CardActions>
        <EditInNewTab
          to={`/notices/${notice.id}`}
          label={t('console:notices.editNamed', { name: title })}
        />
        <ConfirmDeleteButton
          resource="notices"
          record={notice}
          label={t('console:notices.deleteNamed', { name: title })}
          question={t('console:notices.deleteQuestion', { name: title })}
          success={t('console:notices.deleted')}
          failure={t('console:notices.deleteFailed')}
          duration={TOAST.eventNotice}
        />
      </CardActions>
    </Card>
  );
}

function NoticeCards() {
  const { data } = useListContext<NoticeRecord>();
  return (
    <Box sx={cardGrid}>
      {data?.map((notice) => (
        <NoticeCard key={notice.id} notice={notice} />
      ))}
    </Box>
  );
}

/** All Notices (admin-content.md §2.9): search by title and a category dropdown. */
export default function NoticeList() {
  const { t } = useTranslation();
  return (
    <ListBase resource="notices" perPage={1000} disableSyncWithLocation>
      <ListPage
        title={t('console:notices.title')}
        filters={
          <>
            <TextFilters fields={[{ source: 'title', label: t('console:notices.search') }]} />
            <CategoryFilter />
          </>
        }
      >
        <ListBody>
          <NoticeCards />
        </ListBody>
      </ListPage>
    </ListBase>
  );
}
