import { CreatePage } from '../../components/forms';
import { TOAST } from '../../components/toast';
import { BookForm } from './BookForm';

export default function BookCreate() {
  return (
    <CreatePage resource="books" duration={TOAST.add}>
      {(form) => <BookForm {...form} />}
    </CreatePage>
  );
}
