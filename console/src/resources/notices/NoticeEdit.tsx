import { EditPage } from '../../components/forms';
import { TOAST } from '../../components/toast';
import type { NoticeRecord } from './dataProvider';
import { NoticeForm } from './NoticeForm';

export default function NoticeEdit() {
  return (
    <EditPage<NoticeRecord> resource="notices" duration={TOAST.eventNotice}>
      {(notice, form) => <NoticeForm record={notice} {...form} />}
    </EditPage>
  );
}
