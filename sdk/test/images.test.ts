import { describe, expect, it } from 'vitest';
import { responsiveImage } from '../src/images';

const uuid = '3f2c9a10-5b7e-4c1d-9e8f-0123456789ab';

describe('responsiveImage', () => {
  it('offers the smaller WebP copies of a picture the API serves', () => {
    const url = `https://api.example/uploads/covers/${uuid}.jpg`;
    expect(responsiveImage(url, '50vw')).toEqual({
      src: url,
      srcSet: [320, 640, 1280]
        .map((w) => `https://api.example/uploads/covers/${uuid}.w${w}.webp ${w}w`)
        .join(', '),
      sizes: '50vw',
    });
    expect(
      responsiveImage(`https://api.example/uploads/gallery/${uuid}.png`, '72px').srcSet
    ).toMatch(new RegExp(`gallery/${uuid}\\.w320\\.webp 320w`));
  });

  it('keeps the one address of a picture from elsewhere', () => {
    for (const url of [
      `https://files.example/covers/${uuid}.jpg`,
      'http://localhost:5000/uploads/1690000000000-cover.jpg',
      `https://api.example/uploads/covers/${uuid}.w320.webp`,
    ]) {
      expect(responsiveImage(url, '100vw')).toEqual({ src: url });
    }
  });
});
