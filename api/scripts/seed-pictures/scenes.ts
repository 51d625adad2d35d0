import { escape, hash, hsl, LATIN, random, SANS, SERIF } from './page';

/**
 * The other pictures: posters for notices, events and blogs (the title in both languages and
 * who it is from), landscapes standing in for the gallery's photos, and head-and-shoulders
 * portraits for the team and members. None claims to be a real photograph: each carries a
 * small "demo" mark.
 */
export const POSTER = { width: 640, height: 400 };
export const PHOTO = { width: 640, height: 420 };
export const PORTRAIT = { width: 240, height: 240 };

const mark = (color: string) => `<div style="position:absolute;right:14px;bottom:10px;
  font:400 11px/1 ${SANS};letter-spacing:.06em;color:${color};opacity:.75">পাঠাগার ডেমো · demo</div>`;

/** A poster: a card with the Bangla and English title on a patterned ground. */
export function posterHtml(text: { bn: string; en: string; byBn: string; byEn: string }): string {
  const h = hash(text.en);
  const hue = h % 360;
  const light = hsl(hue, 45, 96);
  const dark = hsl(hue, 55, 20);
  const accent = hsl(hue + 40, 75, 55);
  const pattern =
    h & 1
      ? Array.from(
          { length: 11 },
          (_, i) =>
            `<circle cx="600" cy="40" r="${50 + i * 38}" fill="none" stroke="${light}" stroke-width="12" opacity=".09"/>`
        ).join('')
      : Array.from(
          { length: 24 },
          (_, i) =>
            `<path d="M${i * 40 - 200} 0 l200 400" stroke="${light}" stroke-width="12" opacity=".08"/>`
        ).join('');
  return `<div style="position:absolute;inset:0;background:linear-gradient(${hsl(hue, 55, 42)}, ${dark})">
      <svg width="640" height="400" style="position:absolute;inset:0">${pattern}</svg>
      <div style="position:absolute;inset:46px 46px 58px;background:${light};border-left:12px solid ${accent};
        display:flex;flex-direction:column;padding:22px 28px 18px;gap:10px">
        <div data-fit style="flex:1;display:flex;flex-direction:column;justify-content:center;gap:8px;
          color:${dark};font-size:40px">
          <div style="font:700 1em/1.3 ${SERIF}">${escape(text.bn)}</div>
          <div style="font:italic 400 .55em/1.3 ${LATIN}">${escape(text.en)}</div>
        </div>
        <div data-fit style="height:40px;color:${hsl(hue, 40, 35)};font-size:15px">
          <div style="font:400 1em/1.35 ${SERIF}">${escape(text.byBn)}</div>
          <div style="font:400 .85em/1.35 ${LATIN}">${escape(text.byEn)}</div>
        </div>
      </div>${mark(light)}</div>`;
}

const SKIES = [
  // dawn over paddy fields, noon by the river, sunset, a monsoon afternoon, tea garden hills
  { top: '#2e4a8c', horizon: '#fac8a0', sun: '#ffecbe', far: '#608078', near: '#46823c' },
  { top: '#468cdc', horizon: '#c8e6fa', sun: '#ffffe6', far: '#6e9678', near: '#3c8c50' },
  { top: '#463278', horizon: '#fa965a', sun: '#ffd278', far: '#6e4664', near: '#3c3246' },
  { top: '#5a6478', horizon: '#bec8cd', sun: '#ebf0f0', far: '#506e64', near: '#286446' },
  { top: '#3c78be', horizon: '#dcebdc', sun: '#fffad2', far: '#46825a', near: '#1e6e32' },
];

/** A landscape: sky, sun, two ranges of hills, a river and trees; `seed` varies the layout. */
export function photoHtml(name: string, palette: number): string {
  const r = random(hash(name));
  const sky = SKIES[palette % SKIES.length]!;
  const horizon = 210 + r() * 50;
  const phase = r() * 10;
  const ridge = (base: number, amplitude: number, wave: number) => {
    const points = [];
    for (let x = 0; x <= 640; x += 16) {
      points.push(`${x} ${(base - amplitude * Math.sin(x / wave + phase)).toFixed(1)}`);
    }
    return `M0 420 L${points.join(' L')} L640 420z`;
  };
  const water = horizon + (420 - horizon) * 0.55;
  const trees = Array.from({ length: 4 + Math.floor(r() * 6) }, () => {
    const x = r() * 640;
    const y = horizon + 14 + r() * (water - horizon - 24);
    const size = 10 + r() * 16;
    return `<rect x="${x - 2}" y="${y - size}" width="4" height="${size + 4}" fill="#463223"/>
      <circle cx="${x}" cy="${y - size}" r="${size * 0.8}" fill="${sky.near}" filter="brightness(.7)"/>`;
  }).join('');
  return `<svg width="640" height="420" style="position:absolute;inset:0">
      <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="${sky.top}"/><stop offset="${(horizon / 420).toFixed(2)}" stop-color="${sky.horizon}"/></linearGradient>
        <radialGradient id="sun"><stop offset=".55" stop-color="${sky.sun}"/><stop offset="1" stop-color="${sky.sun}" stop-opacity="0"/></radialGradient></defs>
      <rect width="640" height="420" fill="url(#sky)"/>
      <circle cx="${80 + r() * 480}" cy="${horizon * (0.3 + r() * 0.4)}" r="48" fill="url(#sun)"/>
      <path d="${ridge(horizon - 40, 24, 85)}" fill="${sky.far}"/>
      <path d="${ridge(horizon + 8, 10, 120)}" fill="${sky.near}"/>
      <rect x="0" y="${water}" width="640" height="28" fill="${sky.top}" opacity=".55"/>
      <rect x="${r() * 200}" y="${water + 10}" width="${200 + r() * 300}" height="2" fill="${sky.horizon}" opacity=".7"/>
      ${trees}</svg>${mark('#fff')}`;
}

const SKIN = ['#8d5524', '#c68642', '#e0ac69', '#aa6e46', '#784b2d'];

/**
 * A head-and-shoulders silhouette on a coloured ground: short hair, long hair or a headscarf by
 * the name. No mark: a silhouette claims to be no one, and profiles show portraits in a circle.
 */
export function portraitHtml(name: string): string {
  const h = hash(name);
  const hue = h % 360;
  const skin = SKIN[h % SKIN.length]!;
  const cloth = hsl(hue + 150, 35, 35);
  const hair = [
    `<circle cx="120" cy="96" r="52" fill="#231c19"/>`,
    `<path d="M64 170 Q60 60 120 44 Q180 60 176 170z" fill="#231c19"/>`,
    `<path d="M58 190 Q52 48 120 40 Q188 48 182 190z" fill="${hsl(hue + 210, 45, 40)}"/>`,
  ][(h >>> 8) % 3];
  return `<svg width="240" height="240" style="position:absolute;inset:0">
      <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="${hsl(hue, 45, 80)}"/><stop offset="1" stop-color="${hsl(hue, 45, 62)}"/></linearGradient></defs>
      <rect width="240" height="240" fill="url(#bg)"/>
      <ellipse cx="120" cy="262" rx="104" ry="96" fill="${cloth}"/>
      ${hair}
      <rect x="104" y="138" width="32" height="36" rx="8" fill="${skin}"/>
      <ellipse cx="120" cy="110" rx="43" ry="47" fill="${skin}"/></svg>`;
}
