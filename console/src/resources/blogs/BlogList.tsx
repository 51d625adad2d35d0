import Typography from '@mui/material/Typography';
import { formatDate } from '@pathagar/shared-i18n';
import { useLanguage, useTranslation } from '@pathagar/shared-i18n/react';
import { DeleteRecordButton, RecordCard } from '../../components/cards';
import { CardGrid, EditInNewTab, ResourceListPage, TextFilters } from '../../components/lists';
import type { BlogRecord } from './dataProvider';

function BlogCard({ blog }: { blog: BlogRecord }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const title = language === 'en' ? blog.blogTitleEnglish : blog.blogTitle;
  const author = language === 'en' ? blog.authorNameEnglish : blog.authorName;
  return (
    <RecordCard
      title={title}
      image={blog.imgUrl}
      imageHeight={160}
      actions={
        <>
          <EditInNewTab
            to={`/blogs/${blog.id}`}
            label={t('console:blogs.editNamed', { name: title })}
          />
          <DeleteRecordButton resource="blogs" record={blog} name={title} />
        </>
      }
    >
      <Typography color="text.secondary">
        {author} · {formatDate(blog.date, language)}
      </Typography>
    </RecordCard>
  );
}

/** All Blogs (admin-content.md §2.6). */
export default function BlogList() {
  const { t } = useTranslation();
  return (
    <ResourceListPage
      resource="blogs"
      title={t('console:blogs.title')}
      filters={<TextFilters fields={[{ source: 'q', label: t('console:blogs.search') }]} />}
    >
      <CardGrid<BlogRecord>>{(blog) => <BlogCard blog={blog} />}</CardGrid>
    </ResourceListPage>
  );
}
