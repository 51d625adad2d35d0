import { CreatePage } from '../../components/forms';
import { TOAST } from '../../components/toast';
import { BlogForm } from './BlogForm';

export default function BlogCreate() {
  return (
    <CreatePage resource="blogs" duration={TOAST.add}>
      {(form) => <BlogForm {...form} />}
    </CreatePage>
  );
}
