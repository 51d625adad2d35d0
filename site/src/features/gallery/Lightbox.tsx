import { ActionIcon, Group, Modal, Text } from '@mantine/core';
import { formatNumber } from '@pathagar/shared-i18n';
import { useLanguage, useTranslation } from '@pathagar/shared-i18n/react';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import classes from './Gallery.module.css';
import { responsiveImage } from '@pathagar/sdk';

/** Spec §9: the lightbox moves on by itself every 2000 ms. */
export const LIGHTBOX_ADVANCE_MS = 2000;

interface LightboxProps {
  title: string;
  images: readonly string[];
  /** The image shown, or null when the lightbox is closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * Full-screen viewer. Mantine's Modal traps focus, closes on Escape and gives focus back to the
 * main image that opened it. Each change of image (by the timer or by hand) starts a fresh 2 s
 * wait, so a visitor who just pressed Next gets the whole 2 s on the image they chose.
 */
export function Lightbox({ title, images, index, onIndexChange, onClose }: LightboxProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const opened = index !== null;
  const total = images.length;
  // A manual move to the image the timer was about to show must still restart the wait.
  const [moves, setMoves] = useState(0);

  useEffect(() => {
    if (index === null || total < 2) return;
    const id = setTimeout(() => onIndexChange((index + 1) % total), LIGHTBOX_ADVANCE_MS);
    return () => clearTimeout(id);
  }, [index, total, moves, onIndexChange]);

  const go = (step: number) => {
    if (index === null) return;
    onIndexChange((index + step + total) % total);
    setMoves((n) => n + 1);
  };

  useEffect(() => {
    if (!opened) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') go(1);
      else if (event.key === 'ArrowLeft') go(-1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const current = index ?? 0;
  const label = t('site:gallery.lightbox.label', {
    title,
    number: formatNumber(current + 1, language),
    total: formatNumber(total, language),
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      fullScreen
      title={title}
      closeButtonProps={{ 'aria-label': t('site:gallery.lightbox.close') }}
      classNames={{ content: classes.lightbox, header: classes.lightboxHeader }}
    >
      <div className={classes.lightboxStage}>
        {total > 1 && <Step direction={-1} onClick={() => go(-1)} />}
        <img
          {...responsiveImage(images[current]!, '100vw')}
          alt={label}
          className={classes.lightboxImage}
        />
        {total > 1 && <Step direction={1} onClick={() => go(1)} />}
      </div>
      <Group justify="center" mt="sm">
        <Text c="white" aria-hidden>
          {formatNumber(current + 1, language)} / {formatNumber(total, language)}
        </Text>
      </Group>
    </Modal>
  );
}

/** The previous (-1) or next (1) button beside the image. */
function Step({ direction, onClick }: { direction: -1 | 1; onClick: () => void }) {
  const { t } = useTranslation();
  const Icon = direction < 0 ? IconChevronLeft : IconChevronRight;
  return (
    <ActionIcon
      size="xl"
      radius="xl"
      variant="white"
      aria-label={t(
        direction < 0 ? 'site:gallery.lightbox.previous' : 'site:gallery.lightbox.next'
      )}
      onClick={onClick}
    >
      <Icon aria-hidden />
    </ActionIcon>
  );
}
