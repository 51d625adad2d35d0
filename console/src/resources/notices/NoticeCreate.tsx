import { useTranslation } from '@pathagar/shared-i18n/react';
import { FormPage } from '../../components/fields';
import { TOAST } from '../../components/toast';
import { useSave } from '../../components/useSave';
import { emptyNotice, NoticeForm } from './NoticeForm';

export default function NoticeCreate() {
  const { t } = useTranslation();
  const save = useSave('notices', {
    success: t('console:notices.added'),
    failure: t('console:app.failed'),
    duration: TOAST.eventNotice,
  });
  return (
    <FormPage title={t('console:notices.addTitle')}>
      <NoticeForm
        initial={emptyNotice()}
        initialCategory="general"
        imageLabel={t('console:notices.fields.file')}
        submitLabel={t('console:notices.add')}
        pending={save.pending}
        resetOnSuccess
        onSubmit={save.create}
      />
    </FormPage>
  );
}
