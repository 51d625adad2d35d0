import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The page every demo picture is drawn on: the fonts (Noto Serif/Sans Bengali and Noto Serif,
 * OFL, from @fontsource, which Chromium shapes correctly: conjuncts, vowel signs, reph) and
 * `fitText()`, which shrinks a text until it fits its box, so no title is ever cut. (It is
 * written in the page, not passed from here: tsx adds helpers to functions that the page lacks.)
 */

const require = createRequire(import.meta.url);
const fontCss = (file: string) => pathToFileURL(require.resolve(`@fontsource/${file}`)).href;

const FONTS = [
  'noto-serif-bengali/400.css',
  'noto-serif-bengali/700.css',
  'noto-sans-bengali/400.css',
  'noto-sans-bengali/700.css',
  'noto-serif/400.css',
  'noto-serif/400-italic.css',
  'noto-serif/700.css',
];

/** Bangla first, so Bangla letters get the Bengali font and Latin ones its Latin companion. */
export const SERIF = "'Noto Serif Bengali', 'Noto Serif', serif";
export const SANS = "'Noto Sans Bengali', 'Noto Serif', sans-serif";
export const LATIN = "'Noto Serif', serif";

export const SHELL = `<!doctype html>
<html lang="bn"><head><meta charset="utf-8">
${FONTS.map((file) => `<link rel="stylesheet" href="${fontCss(file)}">`).join('\n')}
<style>
  /* min-height 0: a text box shrinks to its share of the picture and fitText makes it fit. */
  * { margin: 0; padding: 0; box-sizing: border-box; min-height: 0; min-width: 0; }
  body { background: #fff; }
  #picture { position: relative; overflow: hidden; }
  [data-fit] { overflow: hidden; text-wrap: balance; }
</style>
<script>
  // Every [data-fit] element loses a pixel of font size (its line height with it) until its
  // text fits; returns the texts that still do not fit at the smallest size or lie partly
  // outside the picture.
  function fitText() {
    const picture = document.getElementById('picture').getBoundingClientRect();
    const overflowing = (el) =>
      el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1;
    const outside = (box) =>
      box.left < picture.left || box.top < picture.top ||
      box.right > picture.right || box.bottom > picture.bottom;
    const failed = [];
    for (const el of document.querySelectorAll('[data-fit]')) {
      let size = parseFloat(getComputedStyle(el).fontSize);
      while (overflowing(el) && size > 9) el.style.fontSize = \`\${--size}px\`;
      if (overflowing(el) || outside(el.getBoundingClientRect())) failed.push(el.textContent.trim());
    }
    return failed;
  }
</script></head><body><div id="picture"></div></body></html>`;

/** Where the shell is written, so it can load the fonts from node_modules by file URL. */
export const shellFile = (dir: string) => path.join(dir, 'shell.html');

export const escape = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A stable number from a text (FNV-1a), so a title always gets the same picture. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const char of text) {
    h ^= char.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** A small seeded random generator (mulberry32) for scenes that need many numbers. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const hsl = (h: number, s: number, l: number, a = 1) =>
  `hsl(${Math.round(h) % 360} ${s}% ${l}% / ${a})`;
