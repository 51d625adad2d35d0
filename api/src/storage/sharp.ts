import type Sharp from 'sharp';

let sharpModule: Promise<typeof Sharp> | null = null;
/**
 * libvips is loaded with the first upload or picture size asked for, not at start: about 30 MB of
 * resident memory that a process only answering reads never needs (issue 20 point 5).
 */
export function loadSharp(): Promise<typeof Sharp> {
  sharpModule ??= import('sharp').then(({ default: sharp }) => {
    // Decoded images are not worth keeping in libvips' operation cache: each is seen once.
    sharp.cache(false);
    return sharp;
  });
  return sharpModule;
}
