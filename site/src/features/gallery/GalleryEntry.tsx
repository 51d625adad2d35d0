import { Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { formatDate, formatNumber } from '@pathagar/shared-i18n';
import { useLanguage, useTranslation } from '@pathagar/shared-i18n/react';
import { useState } from 'react';
import classes from './Gallery.module.css';
import { Lightbox } from './Lightbox';
import type { GalleryItem } from './queries';
import { responsiveImage } from '@pathagar/sdk';

interface GalleryEntryProps {
  item: GalleryItem;
  /** Odd entries put the pictures on the other side (spec: alternating layout). */
  flip: boolean;
  /** The first entry's picture is the page's largest element: fetched first, not lazily. */
  priority?: boolean;
}

export function GalleryEntry({ item, flip, priority = false }: GalleryEntryProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const en = language === 'en';
  const title = en ? item.titleEnglish : item.title;
  const description = en ? item.descriptionEnglish : item.description;
  // images[0] is the main image; a thumbnail click swaps places with it.
  const [images, setImages] = useState(() => [item.imgUrl, ...item.subImages]);
  const [viewing, setViewing] = useState<number | null>(null);
  // The viewer (Mantine's Modal, through a portal) is mounted once a visitor reaches for the
  // image, not with the page: a portal mounts in a layout effect that renders again at once,
  // which, for every entry, made the page's take-over one long task (issue 20). Mounted by the
  // pointer or the focus before the click, it opens with its transition and gives the focus back.
  const [viewer, setViewer] = useState(false);
  const prepareViewer = () => setViewer(true);

  const swap = (i: number) =>
    setImages((list) => {
      const next = [...list];
      [next[0], next[i]] = [list[i] as string, list[0] as string];
      return next;
    });

  return (
    <article className={classes.entry} data-flip={flip || undefined} aria-label={title}>
      <div className={classes.media}>
        <UnstyledButton
          className={classes.mainButton}
          aria-label={t('site:gallery.openImage', { title })}
          onPointerEnter={prepareViewer}
          onPointerDown={prepareViewer}
          onFocus={prepareViewer}
          onClick={() => {
            prepareViewer();
            setViewing(0);
          }}
        >
          <img
            {...responsiveImage(images[0]!, '(min-width: 48em) 50vw, 100vw')}
            alt=""
            className={classes.mainImage}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            width={800}
            height={600}
          />
        </UnstyledButton>
        {images.length > 1 && (
          <div className={classes.thumbs}>
            {images.slice(1).map((src, i) => (
              <UnstyledButton
                key={src + i}
                className={classes.thumb}
                aria-label={t('site:gallery.showImage', {
                  title,
                  number: formatNumber(i + 2, language),
                })}
                onClick={() => swap(i + 1)}
              >
                <img
                  {...responsiveImage(src, '72px')}
                  alt=""
                  loading="lazy"
                  width={72}
                  height={54}
                />
              </UnstyledButton>
            ))}
          </div>
        )}
      </div>
      <Stack className={classes.text} gap="xs">
        <Title order={2}>{title}</Title>
        <Text size="sm" c="dimmed">
          <time dateTime={item.date}>{formatDate(item.date, language)}</time>
        </Text>
        <Text style={{ whiteSpace: 'pre-line' }}>{description}</Text>
      </Stack>
      {viewer && (
        <Lightbox
          title={title}
          images={images}
          index={viewing}
          onIndexChange={setViewing}
          onClose={() => setViewing(null)}
        />
      )}
    </article>
  );
}
