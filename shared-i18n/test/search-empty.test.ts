import { describe, expect, it } from 'vitest';
import { createI18n, emptySearchText, resources } from '../src/index';

describe('emptySearchText', () => {
  it('names the query and suggests the other script, in the current language', async () => {
    const i18n = createI18n({ storage: null, language: 'en', bundled: resources });
    const latin = emptySearchText(i18n.t, '  pother  ');
    expect(latin.title).toBe('No books for “pother”.');
    expect(latin.hint).toMatch(/^Try the Bangla spelling/);
    expect(emptySearchText(i18n.t, 'পথের').hint).toMatch(/^Try it in English letters/);

    await i18n.changeLanguage('bn');
    expect(emptySearchText(i18n.t, 'pother').hint).toMatch(/^বাংলা বানানে/);
  });
});
