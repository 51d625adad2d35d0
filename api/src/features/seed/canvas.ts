import { GLYPH_ADVANCE, GLYPH_HEIGHT, printable, rasterize, textWidth, wrap } from './font';
import { encodeRgb } from './png';

export type Rgb = [number, number, number];

/** FNV-1a: a stable 32-bit number from a string, so the same title always gets the same art. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  // Murmur3's finaliser spreads FNV's weak low bits, which pick hues and motifs.
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return (hash ^ (hash >>> 16)) >>> 0;
}

/** A small deterministic random sequence (mulberry32) for scattering shapes. */
export function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Hue in degrees, saturation and lightness in 0..1. */
export function hsl(hue: number, saturation: number, lightness: number): Rgb {
  const h = (((hue % 360) + 360) % 360) / 360;
  const q =
    lightness < 0.5
      ? lightness * (1 + saturation)
      : lightness + saturation - lightness * saturation;
  const p = 2 * lightness - q;
  const channel = (t: number) => {
    const u = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    const v =
      u < 1 / 6
        ? p + (q - p) * 6 * u
        : u < 1 / 2
          ? q
          : u < 2 / 3
            ? p + (q - p) * (2 / 3 - u) * 6
            : p;
    return Math.round(v * 255);
  };
  return [channel(h + 1 / 3), channel(h), channel(h - 1 / 3)];
}

export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [
    Math.round(a[0] + (b[0] - a[0]) * t),
    Math.round(a[1] + (b[1] - a[1]) * t),
    Math.round(a[2] + (b[2] - a[2]) * t),
  ];
}

/**
 * An RGB raster with the few drawing operations the demo pictures need. Every operation clips
 * to the canvas, and `alpha` blends over what is already there.
 */
export class Canvas {
  readonly data: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number
  ) {
    this.data = new Uint8Array(width * height * 3);
  }

  /** The integer pixel range of a bounding box that lies on the canvas (inclusive). */
  private clip(x0: number, y0: number, x1: number, y1: number): [number, number, number, number] {
    return [
      Math.max(0, Math.floor(x0)),
      Math.max(0, Math.floor(y0)),
      Math.min(this.width - 1, Math.ceil(x1)),
      Math.min(this.height - 1, Math.ceil(y1)),
    ];
  }

  private put(x: number, y: number, color: Rgb, alpha: number): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = (y * this.width + x) * 3;
    const d = this.data;
    if (alpha >= 1) {
      d[i] = color[0];
      d[i + 1] = color[1];
      d[i + 2] = color[2];
    } else {
      d[i] = Math.round(d[i]! + (color[0] - d[i]!) * alpha);
      d[i + 1] = Math.round(d[i + 1]! + (color[1] - d[i + 1]!) * alpha);
      d[i + 2] = Math.round(d[i + 2]! + (color[2] - d[i + 2]!) * alpha);
    }
  }

  /** Fills [x0, x1) × [y0, y1). */
  rect(x0: number, y0: number, x1: number, y1: number, color: Rgb, alpha = 1): this {
    const left = Math.max(0, Math.round(x0));
    const right = Math.min(this.width, Math.round(x1));
    if (right <= left) return this;
    for (let y = Math.max(0, Math.round(y0)); y < Math.min(this.height, Math.round(y1)); y++) {
      if (alpha < 1) {
        for (let x = left; x < right; x++) this.put(x, y, color, alpha);
        continue;
      }
      // An opaque span: one pixel, then copies doubling in size.
      const start = (y * this.width + left) * 3;
      const end = (y * this.width + right) * 3;
      this.data.set(color, start);
      for (let filled = 3; start + filled < end; filled *= 2) {
        this.data.copyWithin(start + filled, start, start + Math.min(filled, end - start - filled));
      }
    }
    return this;
  }

  /** A top-to-bottom gradient over [y0, y1) of the whole width. */
  verticalGradient(top: Rgb, bottom: Rgb, y0 = 0, y1 = this.height): this {
    const span = Math.max(1, y1 - y0 - 1);
    for (let y = Math.max(0, y0); y < Math.min(this.height, y1); y++) {
      this.rect(0, y, this.width, y + 1, mix(top, bottom, (y - y0) / span));
    }
    return this;
  }

  /** A disc; `softness` pixels of its rim fade out (a glow when large). */
  circle(cx: number, cy: number, radius: number, color: Rgb, alpha = 1, softness = 0): this {
    const reach = radius + softness;
    const [, y0, , y1] = this.clip(cx - reach, cy - reach, cx + reach, cy + reach);
    for (let y = y0; y <= y1; y++) {
      const dy = y - cy;
      if (Math.abs(dy) > reach) continue;
      // The solid part of this row is one span; only the soft rim needs pixel by pixel.
      const solid = radius > Math.abs(dy) ? Math.sqrt(radius * radius - dy * dy) : -1;
      if (solid >= 0)
        this.rect(Math.ceil(cx - solid), y, Math.floor(cx + solid) + 1, y + 1, color, alpha);
      if (softness <= 0) continue;
      const outer = Math.sqrt(reach * reach - dy * dy);
      const [x0, , x1] = this.clip(cx - outer, y, cx + outer, y);
      for (let x = x0; x <= x1; x++) {
        const distance = Math.hypot(x - cx, dy);
        if (distance > radius && distance < reach) {
          this.put(x, y, color, alpha * (1 - (distance - radius) / softness));
        }
      }
    }
    return this;
  }

  /** A ring between two radii. */
  ring(cx: number, cy: number, inner: number, outer: number, color: Rgb, alpha = 1): this {
    const [, y0, , y1] = this.clip(cx - outer, cy - outer, cx + outer, cy + outer);
    for (let y = y0; y <= y1; y++) {
      const dy = Math.abs(y - cy);
      if (dy > outer) continue;
      const out = Math.sqrt(outer * outer - dy * dy);
      if (dy >= inner) {
        this.rect(Math.ceil(cx - out), y, Math.floor(cx + out) + 1, y + 1, color, alpha);
        continue;
      }
      const hole = Math.sqrt(inner * inner - dy * dy);
      this.rect(Math.ceil(cx - out), y, Math.floor(cx - hole) + 1, y + 1, color, alpha);
      this.rect(Math.ceil(cx + hole), y, Math.floor(cx + out) + 1, y + 1, color, alpha);
    }
    return this;
  }

  /** A square standing on its corner, of half-diagonal `radius`. */
  diamond(cx: number, cy: number, radius: number, color: Rgb, alpha = 1): this {
    for (let y = Math.floor(cy - radius); y <= Math.ceil(cy + radius); y++) {
      const half = radius - Math.abs(y - cy);
      this.rect(cx - half, y, cx + half, y + 1, color, alpha);
    }
    return this;
  }

  /** Diagonal stripes of `width` every `period` pixels inside a rectangle. */
  stripes(
    x0: number,
    y0: number,
    x1: number,
    y1: number,
    period: number,
    width: number,
    color: Rgb,
    alpha = 1
  ): this {
    for (let y = Math.max(0, y0); y < Math.min(this.height, y1); y++) {
      // Stripe starts on this row are where (x + y) is a multiple of the period.
      const first = x0 - ((((x0 + y) % period) + period) % period);
      for (let x = first; x < x1; x += period) {
        this.rect(Math.max(x, x0), y, Math.min(x + width, x1), y + 1, color, alpha);
      }
    }
    return this;
  }

  /** Fills every column from `top(x)` down to the bottom edge: hills, fields, water. */
  below(top: (x: number) => number, color: Rgb, alpha = 1): this {
    for (let x = 0; x < this.width; x++) {
      for (let y = Math.max(0, Math.round(top(x))); y < this.height; y++) {
        this.put(x, y, color, alpha);
      }
    }
    return this;
  }

  /** One line of text, horizontally centred on `cx`, top edge at `top`. */
  textLine(line: string, cx: number, top: number, scale: number, color: Rgb): this {
    const left = Math.round(cx - textWidth(line, scale) / 2);
    rasterize(line, left, top, scale, (x, y) => this.put(x, y, color, 1));
    return this;
  }

  /**
   * Text wrapped and centred in the box [x0, x1) × [y0, y1), at the largest scale up to
   * `maxScale` at which it fits; at scale 1 whatever does not fit is left out.
   */
  textBox(
    text: string,
    box: { x0: number; y0: number; x1: number; y1: number },
    options: { maxScale: number; color: Rgb; shadow?: Rgb }
  ): this {
    const clean = printable(text);
    for (let scale = options.maxScale; scale >= 1; scale--) {
      const lineHeight = (GLYPH_HEIGHT + 3) * scale;
      const maxChars = Math.floor((box.x1 - box.x0 + scale) / (GLYPH_ADVANCE * scale));
      const maxLines = Math.floor((box.y1 - box.y0 + 3 * scale) / lineHeight);
      if (maxChars < 1 || maxLines < 1) continue;
      const lines =
        wrap(clean, maxChars, maxLines) ??
        (scale === 1
          ? (wrap(clean.slice(0, maxChars * maxLines), maxChars, 99) ?? []).slice(0, maxLines)
          : null);
      if (!lines) continue;
      const height = lines.length * lineHeight - 3 * scale;
      const top = Math.round((box.y0 + box.y1 - height) / 2);
      const cx = (box.x0 + box.x1) / 2;
      lines.forEach((line, index) => {
        const y = top + index * lineHeight;
        if (options.shadow) this.textLine(line, cx + scale, y + scale, scale, options.shadow);
        this.textLine(line, cx, y, scale, options.color);
      });
      return this;
    }
    return this;
  }

  png(): Buffer {
    return encodeRgb(this.width, this.height, this.data);
  }
}
