/**
 * A 5×7 pixel font for the English titles printed on generated covers and posters. Bangla
 * needs conjuncts and vowel signs that a bitmap font cannot shape, so pictures carry the
 * English text only; the Bangla text is in the records themselves.
 */
const GLYPHS: Record<string, string> = {
  A: '.###. #...# #...# ##### #...# #...# #...#',
  B: '####. #...# #...# ####. #...# #...# ####.',
  C: '.###. #...# #.... #.... #.... #...# .###.',
  D: '###.. #..#. #...# #...# #...# #..#. ###..',
  E: '##### #.... #.... ####. #.... #.... #####',
  F: '##### #.... #.... ####. #.... #.... #....',
  G: '.###. #...# #.... #.### #...# #...# .####',
  H: '#...# #...# #...# ##### #...# #...# #...#',
  I: '.###. ..#.. ..#.. ..#.. ..#.. ..#.. .###.',
  J: '..### ...#. ...#. ...#. ...#. #..#. .##..',
  K: '#...# #..#. #.#.. ##... #.#.. #..#. #...#',
  L: '#.... #.... #.... #.... #.... #.... #####',
  M: '#...# ##.## #.#.# #.#.# #...# #...# #...#',
  N: '#...# #...# ##..# #.#.# #..## #...# #...#',
  O: '.###. #...# #...# #...# #...# #...# .###.',
  P: '####. #...# #...# ####. #.... #.... #....',
  Q: '.###. #...# #...# #...# #.#.# #..#. .##.#',
  R: '####. #...# #...# ####. #.#.. #..#. #...#',
  S: '.#### #.... #.... .###. ....# ....# ####.',
  T: '##### ..#.. ..#.. ..#.. ..#.. ..#.. ..#..',
  U: '#...# #...# #...# #...# #...# #...# .###.',
  V: '#...# #...# #...# #...# #...# .#.#. ..#..',
  W: '#...# #...# #...# #.#.# #.#.# #.#.# .#.#.',
  X: '#...# #...# .#.#. ..#.. .#.#. #...# #...#',
  Y: '#...# #...# .#.#. ..#.. ..#.. ..#.. ..#..',
  Z: '##### ....# ...#. ..#.. .#... #.... #####',
  '0': '.###. #...# #..## #.#.# ##..# #...# .###.',
  '1': '..#.. .##.. ..#.. ..#.. ..#.. ..#.. .###.',
  '2': '.###. #...# ....# ...#. ..#.. .#... #####',
  '3': '##### ...#. ..#.. ...#. ....# #...# .###.',
  '4': '...#. ..##. .#.#. #..#. ##### ...#. ...#.',
  '5': '##### #.... ####. ....# ....# #...# .###.',
  '6': '..##. .#... #.... ####. #...# #...# .###.',
  '7': '##### ....# ...#. ..#.. .#... .#... .#...',
  '8': '.###. #...# #...# .###. #...# #...# .###.',
  '9': '.###. #...# #...# .#### ....# ...#. .##..',
  '.': '..... ..... ..... ..... ..... .##.. .##..',
  ',': '..... ..... ..... ..... .##.. ..#.. .#...',
  ':': '..... .##.. .##.. ..... .##.. .##.. .....',
  '-': '..... ..... ..... ##### ..... ..... .....',
  '&': '.##.. #..#. #.#.. .#... #.#.# #..#. .##.#',
  "'": '..#.. ..#.. .#... ..... ..... ..... .....',
  '!': '..#.. ..#.. ..#.. ..#.. ..#.. ..... ..#..',
  '?': '.###. #...# ....# ...#. ..#.. ..... ..#..',
  '/': '..... ....# ...#. ..#.. .#... #.... .....',
  '(': '...#. ..#.. .#... .#... .#... ..#.. ...#.',
  ')': '.#... ..#.. ...#. ...#. ...#. ..#.. .#...',
  '+': '..... ..#.. ..#.. ##### ..#.. ..#.. .....',
  ' ': '..... ..... ..... ..... ..... ..... .....',
};

export const GLYPH_WIDTH = 5;
export const GLYPH_HEIGHT = 7;
/** One blank column between letters. */
export const GLYPH_ADVANCE = GLYPH_WIDTH + 1;

/** Lit pixels of each glyph as [column, row] pairs, parsed once. */
const PIXELS = new Map<string, [number, number][]>(
  Object.entries(GLYPHS).map(([char, rows]) => [
    char,
    rows
      .split(' ')
      .flatMap((row, y) =>
        [...row].flatMap((cell, x): [number, number][] => (cell === '#' ? [[x, y]] : []))
      ),
  ])
);

/**
 * Upper case without accents (García → GARCIA), with anything the font lacks as a space, so
 * every character of the result has a glyph.
 */
export function printable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[’‘]/g, "'")
    .replace(/[–—]/g, '-')
    .toUpperCase()
    .split('')
    .map((char) => (PIXELS.has(char) ? char : ' '))
    .join('')
    .replace(/ +/g, ' ')
    .trim();
}

/** Width in pixels of a printable line at `scale`. */
export function textWidth(line: string, scale: number): number {
  return line.length === 0 ? 0 : (line.length * GLYPH_ADVANCE - 1) * scale;
}

/**
 * Breaks printable text into lines of at most `maxChars`, between words where possible; a word
 * longer than a line is cut. Returns null when more than `maxLines` lines are needed.
 */
export function wrap(text: string, maxChars: number, maxLines: number): string[] | null {
  const lines: string[] = [];
  let current = '';
  for (let word of text.split(' ').filter(Boolean)) {
    while (word.length > maxChars) {
      if (current) lines.push(current);
      lines.push(word.slice(0, maxChars));
      word = word.slice(maxChars);
      current = '';
    }
    if (!current) current = word;
    else if (current.length + 1 + word.length <= maxChars) current += ` ${word}`;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  return lines.length <= maxLines ? lines : null;
}

/** Calls `plot(x, y)` for every lit pixel of a printable line drawn at (left, top). */
export function rasterize(
  line: string,
  left: number,
  top: number,
  scale: number,
  plot: (x: number, y: number) => void
): void {
  [...line].forEach((char, index) => {
    const originX = left + index * GLYPH_ADVANCE * scale;
    for (const [gx, gy] of PIXELS.get(char) ?? []) {
      for (let dy = 0; dy < scale; dy++) {
        for (let dx = 0; dx < scale; dx++) plot(originX + gx * scale + dx, top + gy * scale + dy);
      }
    }
  });
}
