import type { Language } from '@pathagar/shared-i18n';

const BANGLA = /[\u0980-\u09FF]/g;
const LATIN = /[A-Za-z]/g;

/** Which language a paragraph is written in, by its letters; null when it has none (a date). */
function paragraphLanguage(paragraph: string): Language | null {
  const bangla = paragraph.match(BANGLA)?.length ?? 0;
  const latin = paragraph.match(LATIN)?.length ?? 0;
  if (!bangla && !latin) return null;
  return bangla >= latin ? 'bn' : 'en';
}

/**
 * The admin writes the mission as one text, usually Bangla then English (issue 16.5: both showed
 * in each language, under a repeated heading). This keeps the paragraphs of the page's language,
 * or all of them when that language has none, and drops a paragraph that only repeats the
 * page's heading.
 */
export function missionInLanguage(text: string, language: Language, heading: string): string {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  const own = paragraphs.filter((p) => {
    const lang = paragraphLanguage(p);
    return lang === null || lang === language;
  });
  const chosen = own.some((p) => paragraphLanguage(p) === language) ? own : paragraphs;
  const normalized = (value: string) => value.trim().toLocaleLowerCase();
  return chosen.filter((p) => normalized(p) !== normalized(heading)).join('\n\n');
}
