import type { DemoBook } from '../../src/features/seed/schema';
import { escape, hash, hsl, LATIN, random, SERIF } from './page';

/**
 * Book covers, 400×600 (2:3): the Bangla title large, the English title under it, the author
 * in both languages, and the club's imprint. The design follows the category (a moon for
 * poetry, the flag's red sun for the Liberation War, code for programming…), the colour the
 * book's place in the catalogue.
 */
export const COVER = { width: 400, height: 600 };

interface Look {
  hue: number;
  seed: number;
}

const titles = (book: DemoBook, color: string, align = 'center') => `
  <div data-fit style="flex:1;display:flex;flex-direction:column;justify-content:center;gap:14px;
    text-align:${align};color:${color};font-size:50px">
    <div style="font:700 1em/1.32 ${SERIF}">${escape(book.bn)}</div>
    <div style="font:italic 400 0.46em/1.3 ${LATIN};opacity:.92">${escape(book.en)}</div>
  </div>`;

const authors = (book: DemoBook, color: string, align = 'center') => `
  <div data-fit style="height:74px;display:flex;flex-direction:column;justify-content:flex-end;
    text-align:${align};color:${color};font-size:21px">
    <div style="font:400 1em/1.4 ${SERIF}">${escape(book.authorBn)}</div>
    <div style="font:400 0.62em/1.4 ${LATIN};letter-spacing:.12em;text-transform:uppercase;
      opacity:.85">${escape(book.authorEn)}</div>
  </div>`;

const imprint = (color: string) => `
  <div style="margin-top:14px;text-align:center;font:400 11px/1 ${SERIF};letter-spacing:.08em;
    color:${color};opacity:.7">পাঠাগার · ডেমো সংস্করণ</div>`;

/** The spine's shadow along the left edge, on every cover. */
const spine = `<div style="position:absolute;inset:0 auto 0 0;width:14px;
  background:linear-gradient(90deg,rgb(0 0 0/.32),rgb(255 255 255/.10) 80%,rgb(0 0 0/.12))"></div>`;

const layout = (background: string, inner: string, padding = '46px 38px 26px 50px') => `
  <div style="position:relative;width:${COVER.width}px;height:${COVER.height}px;background:${background};
    display:flex;flex-direction:column;padding:${padding}">${inner}</div>${spine}`;

/** Cloth and a gold frame with a small ornament: novels, stories, essays, plays. */
function classic(book: DemoBook, { hue }: Look) {
  const ink = hsl(hue, 35, 94);
  const gold = hsl(42, 62, 66);
  return layout(
    `radial-gradient(circle at 50% 40%, ${hsl(hue, 42, 36)}, ${hsl(hue, 48, 22)})`,
    `<div style="position:absolute;inset:20px 20px 20px 32px;border:2px solid ${gold};opacity:.8"></div>
     <div style="position:absolute;inset:27px 27px 27px 39px;border:1px solid ${gold};opacity:.55"></div>
     ${titles(book, ink)}
     <svg width="120" height="18" viewBox="0 0 120 18" style="margin:10px auto 16px">
       <path d="M0 9h48M72 9h48" stroke="${gold}" stroke-width="2"/>
       <path d="M60 1l8 8-8 8-8-8z" fill="${gold}"/></svg>
     ${authors(book, ink)}${imprint(ink)}`
  );
}

/** Three bands, the middle one paper-white with the title: novels, translations, lives, travel. */
function bands(book: DemoBook, { hue }: Look) {
  const band = hsl(hue, 62, 46);
  const ink = hsl(hue, 55, 18);
  return `<div style="position:relative;width:${COVER.width}px;height:${COVER.height}px;
      background:${band};display:flex;flex-direction:column">
      <div style="height:92px;display:flex;align-items:center;justify-content:center;
        font:700 15px/1 ${LATIN};letter-spacing:.3em;color:${hsl(hue, 40, 95)}">PATHAGAR</div>
      <div style="flex:1;background:${hsl(40, 40, 96)};margin:0 0 0 14px;display:flex;
        flex-direction:column;padding:34px 30px 22px">
        ${titles(book, ink)}
        <div style="width:64px;height:3px;background:${band};margin:16px auto"></div>
        ${authors(book, ink)}</div>
      <div style="height:70px;display:flex;align-items:center;justify-content:center">
        ${imprint(hsl(hue, 40, 95))}</div></div>${spine}`;
}

/** A full moon over dark water and a few stars: poetry. */
function poetry(book: DemoBook, { hue, seed }: Look) {
  const r = random(seed);
  const stars = Array.from(
    { length: 26 },
    () =>
      `<circle cx="${(r() * 400).toFixed(0)}" cy="${(r() * 300).toFixed(0)}" r="${(r() * 1.6 + 0.4).toFixed(1)}" fill="#fff" opacity="${(r() * 0.6 + 0.3).toFixed(2)}"/>`
  ).join('');
  const ink = hsl(hue, 30, 95);
  return layout(
    `linear-gradient(${hsl(hue, 50, 14)}, ${hsl(hue + 20, 45, 28)})`,
    `<svg width="400" height="600" style="position:absolute;inset:0">${stars}
       <circle cx="290" cy="120" r="62" fill="${hsl(48, 80, 86)}" opacity=".92"/>
       <circle cx="270" cy="108" r="62" fill="${hsl(hue, 50, 14)}" opacity=".35"/>
       <path d="M0 470 Q100 450 200 470 T400 465 V600 H0z" fill="${hsl(hue + 20, 40, 12)}" opacity=".7"/></svg>
     <div style="position:relative;flex:1;display:flex;flex-direction:column;padding-top:120px">
       ${titles(book, ink)}</div>
     <div style="position:relative">${authors(book, ink)}${imprint(ink)}</div>`
  );
}

/** Bright confetti on a warm ground: children's books. */
function children(book: DemoBook, { hue, seed }: Look) {
  const r = random(seed);
  const dots = Array.from({ length: 34 }, () => {
    const x = r() * 400;
    const y = r() < 0.5 ? r() * 120 : 470 + r() * 130;
    return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${(r() * 9 + 4).toFixed(0)}" fill="${hsl(r() * 360, 80, 60)}"/>`;
  }).join('');
  const ink = hsl(hue, 60, 20);
  return layout(
    hsl(hue, 85, 86),
    `<svg width="400" height="600" style="position:absolute;inset:0">${dots}</svg>
     <div style="position:relative;flex:1;display:flex;flex-direction:column;margin:90px 0 20px;
       padding:18px 20px;border-radius:28px;background:rgb(255 255 255/.82)">
       ${titles(book, ink)}${authors(book, ink)}</div>
     <div style="position:relative">${imprint(ink)}</div>`,
    '26px 30px 24px 44px'
  );
}

/** The flag's red sun on green: the Liberation War and Bangladesh. */
function liberation(book: DemoBook, { hue, seed }: Look) {
  const ink = hsl(0, 0, 98);
  const sun = { x: 120 + (seed % 140), r: 78 + (seed % 24) };
  return layout(
    `linear-gradient(160deg, hsl(152 85% 22%), hsl(${150 + (hue % 20)} 80% 14%))`,
    `<svg width="400" height="600" style="position:absolute;inset:0">
       <circle cx="${sun.x}" cy="150" r="${sun.r}" fill="hsl(354 78% 46%)"/>
       <path d="M0 560 L60 520 L110 548 L170 500 L240 540 L300 505 L400 550 V600 H0z"
         fill="hsl(152 60% 10%)" opacity=".8"/></svg>
     <div style="position:relative;flex:1;display:flex;flex-direction:column;padding:220px 0 24px">
       ${titles(book, ink)}</div>
     <div style="position:relative">${authors(book, ink)}${imprint(ink)}</div>`
  );
}

/** Orbits around a small sun: science and nature. */
function science(book: DemoBook, { hue }: Look) {
  const line = hsl(hue + 180, 70, 70);
  const ink = hsl(hue, 40, 96);
  return layout(
    `radial-gradient(circle at 70% 25%, ${hsl(hue, 55, 30)}, ${hsl(hue, 60, 10)})`,
    `<svg width="400" height="600" style="position:absolute;inset:0">
       ${[60, 100, 145, 195]
         .map(
           (rx, i) =>
             `<ellipse cx="280" cy="150" rx="${rx}" ry="${rx * 0.42}" fill="none" stroke="${line}"
               stroke-width="1.5" opacity=".55" transform="rotate(${-20 + i * 12} 280 150)"/>`
         )
         .join('')}
       <circle cx="280" cy="150" r="16" fill="${hsl(45, 95, 65)}"/>
       <circle cx="${280 + 100}" cy="150" r="7" fill="${line}"/></svg>
     <div style="position:relative;flex:1;display:flex;flex-direction:column;padding-top:170px">
       ${titles(book, ink, 'left')}</div>
     <div style="position:relative">${authors(book, ink, 'left')}${imprint(ink)}</div>`
  );
}

/** Lines of code in editor colours: programming and software. */
function code(book: DemoBook, { hue, seed }: Look) {
  const r = random(seed);
  const colours = ['#7dd3fc', '#f9a8d4', '#fde68a', '#86efac', '#c4b5fd', '#94a3b8'];
  const lines = Array.from({ length: 13 }, (_, i) => {
    let x = 40 + Math.floor(r() * 3) * 18;
    return Array.from({ length: 1 + Math.floor(r() * 4) }, () => {
      const w = 20 + r() * 70;
      const rect = `<rect x="${x.toFixed(0)}" y="${40 + i * 16}" width="${w.toFixed(0)}" height="7" rx="3" fill="${colours[Math.floor(r() * colours.length)]}" opacity=".8"/>`;
      x += w + 10;
      return x < 380 ? rect : '';
    }).join('');
  }).join('');
  const ink = '#f1f5f9';
  return layout(
    `linear-gradient(${hsl(hue, 40, 11)}, ${hsl(hue, 32, 19)})`,
    `<svg width="400" height="600" style="position:absolute;inset:0">${lines}</svg>
     <div style="position:relative;flex:1;display:flex;flex-direction:column;padding-top:200px">
       ${titles(book, ink, 'left')}</div>
     <div style="position:relative">${authors(book, ink, 'left')}${imprint(ink)}</div>`
  );
}

/** A bold diagonal block of colour: psychology, business, self-help, economics. */
function modern(book: DemoBook, { hue }: Look) {
  const ink = hsl(hue, 50, 14);
  return layout(
    hsl(hue, 30, 94),
    `<svg width="400" height="600" style="position:absolute;inset:0">
       <path d="M0 0 H400 V210 L0 330z" fill="${hsl(hue, 70, 52)}"/>
       <path d="M0 330 L400 210 V236 L0 356z" fill="${hsl(hue + 40, 80, 60)}"/></svg>
     <div style="position:relative;flex:1;display:flex;flex-direction:column;padding-top:300px">
       ${titles(book, ink, 'left')}</div>
     <div style="position:relative">${authors(book, ink, 'left')}${imprint(ink)}</div>`
  );
}

/** An eight-pointed star lattice: Islamic books. */
function lattice(book: DemoBook, { hue }: Look) {
  const gold = hsl(44, 60, 62);
  const ink = hsl(44, 50, 94);
  const star = (x: number, y: number) =>
    `<g transform="translate(${x} ${y})" fill="none" stroke="${gold}" stroke-width="1.3" opacity=".45">
       <rect x="-16" y="-16" width="32" height="32"/><rect x="-16" y="-16" width="32" height="32" transform="rotate(45)"/></g>`;
  const stars = [];
  for (let y = 30; y < 600; y += 56) for (let x = 30; x < 420; x += 56) stars.push(star(x, y));
  return layout(
    hsl(160 + (hue % 40), 45, 20),
    `<svg width="400" height="600" style="position:absolute;inset:0">${stars.join('')}</svg>
     <div style="position:relative;flex:1;display:flex;flex-direction:column;margin:70px 0 24px;
       padding:20px 22px;background:${hsl(160 + (hue % 40), 45, 16)};border:2px solid ${gold}">
       ${titles(book, ink)}${authors(book, ink)}</div>
     <div style="position:relative">${imprint(ink)}</div>`
  );
}

const BY_CATEGORY: Record<string, (book: DemoBook, look: Look) => string> = {
  কবিতা: poetry,
  শিশুসাহিত্য: children,
  মুক্তিযুদ্ধ: liberation,
  'বাংলাদেশ বিষয়ক': liberation,
  বিজ্ঞান: science,
  'পরিবেশ ও প্রকৃতি': science,
  প্রোগ্রামিং: code,
  'কম্পিউটার ও সফটওয়্যার': code,
  'ওয়েব ডেভেলপমেন্ট': code,
  মনোবিজ্ঞান: modern,
  'ব্যবসা ও উদ্যোক্তা': modern,
  আত্মউন্নয়ন: modern,
  অর্থনীতি: modern,
  ইসলামিক: lattice,
};

/**
 * The cover's HTML: the category's design, or cloth or bands (by the title) for the rest. Hues
 * step by the golden angle along the catalogue, so books listed together never share a colour.
 */
export function coverHtml(book: DemoBook, index: number): string {
  const h = hash(book.en);
  const look = { hue: (index * 137.508) % 360, seed: h };
  const design = BY_CATEGORY[book.category] ?? ((h >>> 9) % 2 === 0 ? classic : bands);
  return design(book, look);
}
