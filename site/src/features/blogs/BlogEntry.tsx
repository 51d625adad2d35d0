import { Image, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '@pathagar/shared-i18n';
import { useLanguage, useTranslation } from '@pathagar/shared-i18n/react';
import { ExpandableText } from '../../app/ExpandableText';
import type { Blog } from './queries';
import { BLOG_PREVIEW_WORDS, blogText, firstWords } from './text';
import { responsiveImage } from '@pathagar/sdk';

export function BlogEntry({ blog }: { blog: Blog }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { title, author, content } = blogText(blog, language);
  const preview = firstWords(content, BLOG_PREVIEW_WORDS);

  return (
    <Paper component="article" withBorder p="md" radius="md">
      <Stack gap="sm">
        <Image
          {...responsiveImage(blog.imgUrl, '(min-width: 62em) 720px, 100vw')}
          alt=""
          loading="lazy"
          width={800}
          height={450}
          radius="sm"
          style={{ aspectRatio: '16 / 9', objectFit: 'cover' }}
        />
        <Title order={2} size="h3">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {t('site:blogs.by', { author })} ·{' '}
          <time dateTime={blog.date}>{formatDate(blog.date, language)}</time>
        </Text>
        <ExpandableText
          text={content}
          preview={preview}
          more={t('site:blogs.seeMore')}
          less={t('site:blogs.seeLess')}
        />
      </Stack>
    </Paper>
  );
}
