import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useGetOne } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { FormPage } from '../../components/fields';
import { TOAST } from '../../components/toast';
import { useSave } from '../../components/useSave';
import type { NoticeRecord } from './dataProvider';
import { NoticeForm } from './NoticeForm';

export default function NoticeEdit() {
  const { t } = useTranslation();
  const { id = '' } = useParams<'id'>();
  const { data: notice, isPending, error } = useGetOne<NoticeRecord>('notices', { id: Number(id) });
  const save = useSave('notices', {
    success: t('console:notices.updated'),
    failure: t('console:app.failed'),
    duration: TOAST.eventNotice,
  });
  return (
    <FormPage title={t('console:notices.editTitle')}>
      {isPending && <CircularProgress aria-label={t('loading')} />}
      {error && <Typography role="alert">{t('console:app.loadFailed')}</Typography>}
      {notice && (
        <NoticeForm
          initial={{
            noticeTitle: notice.noticeTitle,
            noticeTitleEnglish: notice.noticeTitleEnglish,
            description: notice.description,
            descriptionEnglish: notice.descriptionEnglish,
          }}
          initialCategory={notice.category}
          imageUrl={notice.imgUrl}
          imageLabel={t('console:notices.replaceImage')}
          submitLabel={t('console:notices.update')}
          pending={save.pending}
          resetOnSuccess={false}
          onSubmit={(data) => save.update(notice.id, data, notice)}
        />
      )}
    </FormPage>
  );
}
