import Typography from '@mui/material/Typography';
import { formatDate } from '@pathagar/shared-i18n';
import { useLanguage, useTranslation } from '@pathagar/shared-i18n/react';
import { RecordCard } from '../../components/cards';
import { CardGrid, ResourceListPage, TextFilters } from '../../components/lists';
import type { BlogRecord } from './dataProvider';

function BlogCard({ blog }: { blog: BlogRecord }) {
  const { language } = useLanguage();
  const title = language === 'en' ? blog.blogTitleEnglish : blog.blogTitle;
  const author = language === 'en' ? blog.authorNameEnglish : blog.authorName;
  return (
    <RecordCard
      title={title}
      image={blog.imgUrl}
      imageHeight={160}
      manage={{ resource: 'blogs', record: blog }}
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
