import { Canvas, hashString, hsl, mix, randomFrom, type Rgb } from './canvas';

/**
 * Generated pictures for the demo data: book covers, gallery "photos", posters and portraits.
 * Everything is derived from the text it illustrates, so a title always gets the same picture,
 * and every picture is marked as demo material.
 */

export const COVER_SIZE = { width: 300, height: 450 } as const;
export const PHOTO_SIZE = { width: 640, height: 420 } as const;
export const POSTER_SIZE = { width: 640, height: 400 } as const;
export const PORTRAIT_SIZE = { width: 240, height: 240 } as const;

const DEMO_MARK = 'PATHAGAR DEMO';

/** A book cover: title panel, a motif chosen by the title's hash, the author, a spine. */
export function coverPng(title: string, author: string): Buffer {
  const { width, height } = COVER_SIZE;
  const hash = hashString(title);
  const hue = hash % 360;
  const base = hsl(hue, 0.5, 0.42);
  const dark = hsl(hue + 20, 0.55, 0.18);
  const light = hsl(hue, 0.4, 0.92);
  const accent = hsl(hue + 180, 0.55, 0.62);
  const canvas = new Canvas(width, height).verticalGradient(base, dark);

  const cx = width / 2 + 6;
  const cy = 262;
  switch ((hash >>> 9) % 5) {
    case 0:
      for (let r = 24; r <= 110; r += 22) canvas.ring(cx, cy, r, r + 8, light, 0.22);
      break;
    case 1:
      canvas.stripes(14, 180, width, 350, 26, 9, light, 0.16);
      canvas.circle(cx, cy, 46, accent, 0.85);
      break;
    case 2:
      canvas.diamond(cx, cy, 92, light, 0.2);
      canvas.diamond(cx, cy, 54, accent, 0.8);
      canvas.diamond(cx, cy, 22, dark, 0.7);
      break;
    case 3:
      for (let y = 196; y <= 330; y += 30) {
        for (let x = 44; x <= 276; x += 30) canvas.circle(x, y, 6, light, 0.3);
      }
      canvas.circle(cx, cy, 30, accent, 0.9);
      break;
    default:
      canvas.circle(cx, cy - 10, 58, accent, 0.9, 26);
      for (let y = 290; y < 350; y += 12) canvas.rect(14, y, width, y + 5, dark, 0.45);
  }

  canvas.rect(26, 30, 286, 170, light, 0.94);
  canvas.rect(26, 164, 286, 170, accent);
  canvas.textBox(title, { x0: 36, y0: 40, x1: 276, y1: 158 }, { maxScale: 3, color: dark });
  canvas.textBox(author, { x0: 30, y0: 366, x1: 282, y1: 414 }, { maxScale: 2, color: light });
  canvas.textLine(DEMO_MARK, cx, 430, 1, mix(light, base, 0.45));
  // The spine: a dark strip and a highlight along the left edge.
  canvas.rect(0, 0, 12, height, dark, 0.6).rect(12, 0, 15, height, light, 0.18);
  return canvas.png();
}

const SKIES: { top: Rgb; horizon: Rgb; sun: Rgb; far: Rgb; near: Rgb }[] = [
  // dawn over paddy fields
  {
    top: [46, 74, 140],
    horizon: [250, 200, 160],
    sun: [255, 236, 190],
    far: [96, 128, 120],
    near: [70, 130, 60],
  },
  // noon by the river
  {
    top: [70, 140, 220],
    horizon: [200, 230, 250],
    sun: [255, 255, 230],
    far: [110, 150, 120],
    near: [60, 140, 80],
  },
  // sunset
  {
    top: [70, 50, 120],
    horizon: [250, 150, 90],
    sun: [255, 210, 120],
    far: [110, 70, 100],
    near: [60, 50, 70],
  },
  // monsoon afternoon
  {
    top: [90, 100, 120],
    horizon: [190, 200, 205],
    sun: [235, 240, 240],
    far: [80, 110, 100],
    near: [40, 100, 70],
  },
  // tea garden hills
  {
    top: [60, 120, 190],
    horizon: [220, 235, 220],
    sun: [255, 250, 210],
    far: [70, 130, 90],
    near: [30, 110, 50],
  },
];

/**
 * A photo-like landscape (sky, sun, two ranges of hills, trees and a river) for gallery items;
 * `seed` picks the layout and `palette` the time of day (by default also from the seed).
 */
export function photoPng(seed: string, palette?: number): Buffer {
  const { width, height } = PHOTO_SIZE;
  const hash = hashString(seed);
  const random = randomFrom(hash);
  const sky = SKIES[(palette ?? hash) % SKIES.length]!;
  const horizon = Math.round(height * (0.5 + random() * 0.12));
  const canvas = new Canvas(width, height).verticalGradient(sky.top, sky.horizon, 0, horizon + 40);

  canvas.circle(
    80 + random() * (width - 160),
    horizon * (0.3 + random() * 0.4),
    26,
    sky.sun,
    1,
    40
  );
  const phase = random() * 10;
  canvas.below(
    (x) => horizon - 34 - 22 * Math.sin(x / 85 + phase) - 12 * Math.sin(x / 31 + phase * 2),
    sky.far
  );
  canvas.below((x) => horizon + 8 + 10 * Math.sin(x / 120 + phase * 3), sky.near);
  // A river across the lower third, lighter towards the viewer.
  const water = Math.round(horizon + (height - horizon) * 0.55);
  canvas.rect(0, water, width, water + 26, mix(sky.top, [120, 175, 215], 0.55), 0.9);
  for (let y = water + 4; y < water + 26; y += 6) {
    canvas.rect(random() * width * 0.5, y, width * (0.5 + random() * 0.5), y + 1, sky.horizon, 0.6);
  }
  const trees = 4 + Math.floor(random() * 6);
  for (let i = 0; i < trees; i++) {
    const x = random() * width;
    const base = horizon + 14 + random() * (water - horizon - 20);
    const size = 10 + random() * 16;
    canvas.rect(x - 2, base - size, x + 2, base + 4, [70, 50, 35]);
    canvas.circle(x, base - size, size * 0.8, mix(sky.near, [20, 60, 25], 0.5));
  }
  canvas.textLine(DEMO_MARK, width - 50, height - 14, 1, [255, 255, 255]);
  return canvas.png();
}

/** A poster for an event, a blog post or a notice: English title and a subtitle on a card. */
export function posterPng(title: string, subtitle: string): Buffer {
  const { width, height } = POSTER_SIZE;
  const hash = hashString(title);
  const hue = hash % 360;
  const dark = hsl(hue, 0.5, 0.22);
  const light = hsl(hue, 0.45, 0.95);
  const accent = hsl(hue + 40, 0.7, 0.58);
  const canvas = new Canvas(width, height).verticalGradient(hsl(hue, 0.55, 0.45), dark);
  if (hash & 1) {
    for (let r = 40; r < 420; r += 36) canvas.ring(width - 60, 60, r, r + 12, light, 0.12);
  } else {
    canvas.stripes(0, 0, width, height, 34, 12, light, 0.08);
  }
  canvas.rect(48, 70, width - 48, 300, light, 0.95);
  canvas.rect(48, 70, 60, 300, accent);
  canvas.textBox(title, { x0: 80, y0: 88, x1: width - 68, y1: 222 }, { maxScale: 4, color: dark });
  canvas.textBox(
    subtitle,
    { x0: 80, y0: 238, x1: width - 68, y1: 284 },
    {
      maxScale: 2,
      color: mix(dark, accent, 0.4),
    }
  );
  canvas.textLine(DEMO_MARK, width / 2, height - 50, 2, light);
  return canvas.png();
}

const SKIN: Rgb[] = [
  [141, 85, 36],
  [198, 134, 66],
  [224, 172, 105],
  [170, 110, 70],
  [120, 75, 45],
];

/** A head-and-shoulders silhouette on a coloured ground, for team members and profiles. */
export function portraitPng(name: string): Buffer {
  const { width, height } = PORTRAIT_SIZE;
  const hash = hashString(name);
  const hue = hash % 360;
  const canvas = new Canvas(width, height).verticalGradient(
    hsl(hue, 0.45, 0.8),
    hsl(hue, 0.45, 0.62)
  );
  const cx = width / 2;
  canvas.circle(cx, 268, 104, hsl(hue + 150, 0.35, 0.35));
  canvas.rect(cx - 16, 140, cx + 16, 172, SKIN[hash % SKIN.length]!);
  canvas.circle(cx, 96, 52, [35, 28, 25]);
  canvas.circle(cx, 110, 45, SKIN[hash % SKIN.length]!);
  canvas.textLine('DEMO', cx, height - 14, 1, [255, 255, 255]);
  return canvas.png();
}
