// Converts react-admin's English UI messages (ra-language-english, polyglot syntax) into the
// i18next format of shared-i18n: `%{x}` → `{{x}}`, `smart_count` → `count`, and `a |||| b` →
// `key_one` / `key_other`. Writes shared-i18n/src/locales/en/console/ra.json; the Bangla file
// (bn/console/ra.json) is translated by hand with the same keys, which shared-i18n's tests check.
// Usage: node scripts/convert-ra-messages.mjs   (rerun after upgrading react-admin)
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import englishMessages from 'ra-language-english';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const target = join(root, '../shared-i18n/src/locales/en/console/ra.json');

/** Texts react-admin renders as a blank: shared-i18n allows no empty text. */
const BLANK = '—';

export function convertText(text) {
  return text.replace(/%\{smart_count\}/g, '{{count}}').replace(/%\{(\w+)\}/g, '{{$1}}');
}

export function convertTree(tree) {
  const out = {};
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value !== 'string') {
      out[key] = convertTree(value);
    } else if (value.includes('||||')) {
      const [one, other] = value.split('||||').map((part) => convertText(part.trim()));
      out[`${key}_one`] = one;
      out[`${key}_other`] = other;
    } else {
      out[key] = value.trim() ? convertText(value) : BLANK;
    }
  }
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(target, `${JSON.stringify(convertTree(englishMessages.ra), null, 2)}\n`);
  console.log(`wrote ${target}`);
}
