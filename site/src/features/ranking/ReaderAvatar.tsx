import { useTranslation } from '@pathagar/shared-i18n/react';
import { useState } from 'react';
import { readerInitial } from './reader-text';
import classes from './ReaderAvatar.module.css';
import { responsiveImage } from '@pathagar/sdk';

interface ReaderAvatarProps {
  name: string;
  image: string | null;
  /** Diameter in pixels. */
  size?: number;
}

/**
 * The reader's photo, or the first letter of their name when there is none (or it fails to
 * load). A plain element rather than Mantine's Avatar keeps the home page's script smaller.
 */
export function ReaderAvatar({ name, image, size = 40 }: ReaderAvatarProps) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const style = { width: size, height: size, fontSize: size * 0.42 };
  if (image && !failed) {
    return (
      <img
        {...responsiveImage(image, `${size}px`)}
        alt={t('site:ranking.photoOf', { name })}
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        className={classes.avatar}
        style={style}
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <span className={classes.avatar} style={style} aria-hidden>
      {readerInitial(name)}
    </span>
  );
}
