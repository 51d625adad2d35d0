import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';
import { ListBase, useListContext } from 'react-admin';
import { formatDate } from '@pathagar/shared-i18n';
import { useLanguage, useTranslation } from '@pathagar/shared-i18n/react';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { cardGrid, EditInNewTab, TextFilters, ListBody, ListPage } from '../../components/lists';
import type { BlogRecord } from './dataProvider';

function BlogCard({ blog }: { blog: BlogRecord }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const title = language === 'en' ? blog.blogTitleEnglish : blog.blogTitle;
  const author = language === 'en' ? blog.authorNameEnglish : blog.authorName;
  return (
    <Card component="article" aria-label={title}>
      <CardMedia component="img" height="160" image={blog.imgUrl} alt={title} />
      <CardContent>
        <Typography component="h2" variant="h6">
          {title}
        </Typography>
        <Typography color="text.secondary">
          {author} · {formatDate(blog.date, language)}
        </Typography>
      </CardContent>
      <CardActions>
        <EditInNewTab
          to={`/blogs/${blog.id}`}
          label={t('console:blogs.editNamed', { name: title })}
        />
        <ConfirmDeleteButton
          resource="blogs"
          record={blog}
          label={t('console:blogs.deleteNamed', { name: title })}
          question={t('console:blogs.deleteQuestion', { name: title })}
          success={t('console:blogs.deleted')}
          failure={t('console:blogs.deleteFailed')}
        />
      </CardActions>
    </Card>
  );
}

function BlogCards() {
  const { data } = useListContext<BlogRecord>();
  return (
    <Box sx={cardGrid}>
      {data?.map((blog) => (
        <BlogCard key={blog.id} blog={blog} />
      ))}
    </Box>
  );
}

/** All Blogs (admin-content.md §2.6). */
export default function BlogList() {
  const { t } = useTranslation();
  return (
    <ListBase resource="blogs" perPage={1000} disableSyncWithLocation>
      <ListPage
        title={t('console:blogs.title')}
        filters={<TextFilters fields={[{ source: 'q', label: t('console:blogs.search') }]} />}
      >
        <ListBody>
          <BlogCards />
        </ListBody>
      </ListPage>
    </ListBase>
  );
}
