import { Container, Stack, Text, Timeline } from '@mantine/core';
import { useTranslation } from '@pathagar/shared-i18n/react';
import { LoadFailedAlert } from '../../app/LoadFailed';
import { IconNotebook } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { PageLoader } from '../../shell/PageLoader';
import { BlogEntry } from './BlogEntry';
import { blogsQuery } from './queries';
import { PageIntro } from '../../shell/PageIntro';

export function BlogsPage() {
  const { t } = useTranslation();
  const blogs = useQuery(blogsQuery());

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <PageIntro texts="site:blogs" />
        {blogs.isPending ? (
          <PageLoader label={t('site:blogs.loading')} />
        ) : blogs.isError ? (
          <LoadFailedAlert
            title={t('site:blogs.loadFailed')}
            onRetry={() => void blogs.refetch()}
          />
        ) : blogs.data.length === 0 ? (
          <Text c="dimmed">{t('site:blogs.empty')}</Text>
        ) : (
          <Timeline bulletSize={28} lineWidth={2} active={blogs.data.length}>
            {blogs.data.map((blog) => (
              <Timeline.Item key={blog.uniqueId} bullet={<IconNotebook size={16} aria-hidden />}>
                <BlogEntry blog={blog} />
              </Timeline.Item>
            ))}
          </Timeline>
        )}
      </Stack>
    </Container>
  );
}
