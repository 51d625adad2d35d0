import { EditPage } from '../../components/forms';
import { TOAST } from '../../components/toast';
import type { BlogRecord } from './dataProvider';
import { BlogForm } from './BlogForm';

export default function BlogEdit() {
  return (
    <EditPage<BlogRecord> resource="blogs" duration={TOAST.add}>
      {(blog, form) => <BlogForm record={blog} {...form} />}
    </EditPage>
  );
}
