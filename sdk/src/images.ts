import { imageVariantWidths } from './generated/limits';

/** A picture the API serves itself, and so has smaller copies beside it (ImageUrl, openapi/). */
const SERVED_BY_API = /\/uploads\/[a-z]+\/[0-9a-f-]{36}\.(jpg|png)$/;

/**
 * The attributes that let the browser pick the smallest copy of an uploaded picture that is
 * sharp at the size it is shown (the convention is the contract's: ImageUrl in openapi/): a phone
 * showing a cover 180 px wide fetches the 320 or 640 px WebP, not the photo the volunteer took. `sizes` says how wide the picture is laid out, in CSS
 * (`(min-width: 48em) 50vw, 100vw`). A picture from elsewhere (a legacy address, a bucket behind
 * a CDN) keeps its one `src`.
 */
export function responsiveImage(
  url: string,
  sizes: string
): { src: string; srcSet?: string; sizes?: string } {
  if (!SERVED_BY_API.test(url)) return { src: url };
  const stem = url.replace(/\.(jpg|png)$/, '');
  const srcSet = imageVariantWidths.map((width) => `${stem}.w${width}.webp ${width}w`).join(', ');
  return { src: url, srcSet, sizes };
}
