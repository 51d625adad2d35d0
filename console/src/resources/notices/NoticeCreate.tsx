import { CreatePage } from '../../components/forms';
import { TOAST } from '../../components/toast';
import { NoticeForm } from './NoticeForm';

export default function NoticeCreate() {
  return (
    <CreatePage resource="notices" duration={TOAST.eventNotice}>
      {(form) => <NoticeForm {...form} />}
    </CreatePage>
  );
}
