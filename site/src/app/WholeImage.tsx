import { Image } from '@mantine/core';
import { responsiveImage } from '@pathagar/sdk';

/**
 * A decorative picture shown whole at its own proportions, never cropped (issue 16.6): posters
 * carry their text to the edges and covers are read as a whole. Lazy, and sized up front so the
 * page does not jump when it arrives.
 */
export function WholeImage({
  src,
  width,
  height,
  ratio,
  sizes,
}: {
  src: string;
  /** How wide the page lays the picture out (`sizes`), so the browser fetches a copy that fits. */
  sizes: string;
  width: number;
  height: number;
  /** The CSS aspect-ratio, e.g. '16 / 9'. */
  ratio: string;
}) {
  return (
    <Image
      {...responsiveImage(src, sizes)}
      alt=""
      loading="lazy"
      width={width}
      height={height}
      fit="contain"
      bg="gray.1"
      style={{ aspectRatio: ratio }}
    />
  );
}
