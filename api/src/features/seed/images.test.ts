import { describe, expect, it } from 'vitest';
import { Canvas, hashString } from './canvas';
import { printable, wrap } from './font';
import {
  COVER_SIZE,
  coverPng,
  PHOTO_SIZE,
  photoPng,
  PORTRAIT_SIZE,
  portraitPng,
  POSTER_SIZE,
  posterPng,
} from './images';
import { encodePng, encodeRgb } from './png';
import { decodePng } from './testing';

describe('PNG encoder', () => {
  it('writes pixels that an independent decoder reads back exactly', () => {
    // Flat areas, gradients in both directions and noise, so every filter choice is exercised.
    const pixel = (x: number, y: number): [number, number, number] => [
      x < 10 ? 200 : (x * 7) & 0xff,
      (y * 11) & 0xff,
      (x * 31 + y * 17 + ((x * y) % 13)) & 0xff,
    ];
    const png = encodePng(37, 23, pixel);
    const decoded = decodePng(png);
    expect([decoded.width, decoded.height]).toEqual([37, 23]);
    for (let y = 0; y < 23; y++) {
      for (let x = 0; x < 37; x++) {
        const i = (y * 37 + x) * 3;
        expect([decoded.rgb[i], decoded.rgb[i + 1], decoded.rgb[i + 2]]).toEqual(pixel(x, y));
      }
    }
  });

  it('round-trips raw RGB and refuses a buffer of the wrong size', () => {
    const rgb = Uint8Array.from({ length: 5 * 4 * 3 }, (_, i) => (i * 37) % 256);
    expect(decodePng(encodeRgb(5, 4, rgb)).rgb).toEqual(rgb);
    expect(() => encodeRgb(5, 4, rgb.subarray(1))).toThrow(/Expected 60 bytes/);
  });
});

describe('pixel font', () => {
  it('prints English titles in capitals without accents and drops what it cannot draw', () => {
    expect(printable('Gabriel García Márquez')).toBe('GABRIEL GARCIA MARQUEZ');
    expect(printable('Sultana’s Dream')).toBe("SULTANA'S DREAM");
    expect(printable('পথের পাঁচালী')).toBe('');
    expect(printable('  K&R:   C — 2nd ed.  ')).toBe('K&R: C - 2ND ED.');
  });

  it('wraps between words, cuts words longer than a line, and says when lines run out', () => {
    expect(wrap('PROGRAMMING CONTEST: DATA STRUCTURES', 14, 4)).toEqual([
      'PROGRAMMING',
      'CONTEST: DATA',
      'STRUCTURES',
    ]);
    expect(wrap('ABCDEFGHIJ', 4, 3)).toEqual(['ABCD', 'EFGH', 'IJ']);
    expect(wrap('ONE TWO THREE', 3, 2)).toBeNull();
  });

  it('keeps text inside its box', () => {
    const canvas = new Canvas(120, 80);
    const box = { x0: 20, y0: 10, x1: 100, y1: 50 };
    canvas.textBox('The Pragmatic Programmer, twentieth anniversary edition', box, {
      maxScale: 3,
      color: [255, 255, 255],
    });
    let lit = 0;
    for (let y = 0; y < 80; y++) {
      for (let x = 0; x < 120; x++) {
        if (canvas.data[(y * 120 + x) * 3] === 0) continue;
        lit++;
        expect(x >= box.x0 && x < box.x1 && y >= box.y0 && y < box.y1).toBe(true);
      }
    }
    expect(lit).toBeGreaterThan(100);
  });
});

describe('demo pictures', () => {
  it('draws covers of the advertised size, the same for the same title', () => {
    const cover = coverPng('Pather Panchali', 'Bibhutibhushan Bandyopadhyay');
    const decoded = decodePng(cover);
    expect([decoded.width, decoded.height]).toEqual([COVER_SIZE.width, COVER_SIZE.height]);
    expect(coverPng('Pather Panchali', 'Bibhutibhushan Bandyopadhyay').equals(cover)).toBe(true);
    expect(coverPng('Aranyak', 'Bibhutibhushan Bandyopadhyay').equals(cover)).toBe(false);
  });

  it('gives different titles different colours', () => {
    const hues = new Set(
      ['Gitanjali', 'Devdas', 'Cosmos', 'Lalsalu', 'Kabar', 'Mother'].map(
        (title) => hashString(title) % 360
      )
    );
    expect(hues.size).toBe(6);
  });

  it('draws photos, posters and portraits of their sizes', () => {
    for (const [png, size] of [
      [photoPng('river', 2), PHOTO_SIZE],
      [posterPng('Science Olympiad', 'Friday 5 December 2025 - 10:00'), POSTER_SIZE],
      [portraitPng('রহিম উদ্দিন'), PORTRAIT_SIZE],
    ] as const) {
      const decoded = decodePng(png);
      expect([decoded.width, decoded.height]).toEqual([size.width, size.height]);
    }
    expect(photoPng('river', 1).equals(photoPng('river', 2))).toBe(false);
  });
});
