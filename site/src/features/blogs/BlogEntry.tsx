import { Button, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '@pathagar/shared-i18n';
import { useLanguage, useTranslation } from '@pathagar/shared-i18n/react';
import { useId, useState } from 'react';
import type { Blog } from './queries';
import { BLOG_PREVIEW_WORDS, blogText, firstWords } from './text';

export function BlogEntry({ blog }: { blog: Blog }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [expanded, setExpanded] = useState(false);
  const contentId = useId();
  const { title, author, content } = blogText(blog, language);
  const preview = firstWords(content, BLOG_PREVIEW_WORDS);

  return (
    <Paper component="article" withBorder p="md" radius="md">
      <Stack gap="sm">
        <Image
          src={blog.imgUrl}
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
        <Text id={contentId} style={{ whiteSpace: 'pre-line' }}>
          {preview && !expanded ? `${preview}…` : content}
        </Text>
        {preview && (
          <Button
            variant="subtle"
            px={0}
            style={{ alignSelf: 'flex-start' }}
            aria-expanded={expanded}
            aria-controls={contentId}
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? t('site:blogs.seeLess') : t('site:blogs.seeMore')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
