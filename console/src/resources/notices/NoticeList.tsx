import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatDate, NOTICE_CATEGORIES, noticeCategoryLabel } from '@pathagar/shared-i18n';
import { useLanguage, useTranslation } from '@pathagar/shared-i18n/react';
import { RecordCard } from '../../components/cards';
import { CardGrid, ChoiceFilter, ResourceListPage, TextFilters } from '../../components/lists';
import { TOAST } from '../../components/toast';
import type { NoticeRecord } from './dataProvider';

function NoticeCard({ notice }: { notice: NoticeRecord }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const title = language === 'en' ? notice.noticeTitleEnglish : notice.noticeTitle;
  return (
    <RecordCard
      title={title}
      manage={{ resource: 'notices', record: notice, deleteDuration: TOAST.eventNotice }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', my: 1 }}>
        <Chip size="small" label={noticeCategoryLabel(t, notice.category)} />
        <Typography color="text.secondary">{formatDate(notice.date, language)}</Typography>
      </Box>
    </RecordCard>
  );
}

/** All Notices (admin-content.md §2.9): search by title and a category dropdown. */
export default function NoticeList() {
  const { t } = useTranslation();
  return (
    <ResourceListPage
      resource="notices"
      title={t('console:notices.title')}
      filters={
        <>
          <TextFilters fields={[{ source: 'title', label: t('console:notices.search') }]} />
          <ChoiceFilter
            source="category"
            label={t('console:notices.fields.category')}
            emptyLabel={t('console:notices.allCategories')}
            options={NOTICE_CATEGORIES.map((value) => ({
              value,
              label: noticeCategoryLabel(t, value),
            }))}
          />
        </>
      }
    >
      <CardGrid<NoticeRecord>>{(notice) => <NoticeCard notice={notice} />}</CardGrid>
    </ResourceListPage>
  );
}
