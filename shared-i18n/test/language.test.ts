import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  LANGUAGE_STORAGE_KEY,
  clearSessionStorageKeepLanguage,
  createI18n,
  readStoredLanguage,
  resources,
  storeLanguage,
  whenReady,
  type StorageLike,
} from '../src/index';
import { MemoryStorage } from './memory-storage';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the language rule', () => {
  it('is Bangla when nothing is stored', () => {
    expect(LANGUAGE_STORAGE_KEY).toBe('language');
    expect(readStoredLanguage(new MemoryStorage())).toBe('bn');
  });

  it('is English only for the exact legacy value English', () => {
    expect(readStoredLanguage(new MemoryStorage({ language: 'English' }))).toBe('en');
    for (const other of ['Bangla', 'english', 'en', 'ENGLISH', ' English', '']) {
      expect(readStoredLanguage(new MemoryStorage({ language: other })), other).toBe('bn');
    }
  });

  it('is Bangla when there is no storage or it throws', () => {
    const broken: StorageLike = {
      length: 0,
      key: () => null,
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(readStoredLanguage(broken)).toBe('bn');
    expect(readStoredLanguage(null)).toBe('bn');
    expect(() => storeLanguage(broken, 'en')).not.toThrow();
  });

  it('stores the legacy values English and Bangla', () => {
    const storage = new MemoryStorage();
    storeLanguage(storage, 'en');
    expect(storage.getItem('language')).toBe('English');
    storeLanguage(storage, 'bn');
    expect(storage.getItem('language')).toBe('Bangla');
  });

  it('uses globalThis.localStorage when no storage is given', () => {
    const storage = new MemoryStorage({ language: 'English' });
    vi.stubGlobal('localStorage', storage);
    expect(readStoredLanguage()).toBe('en');
    storeLanguage(undefined, 'bn');
    expect(storage.getItem('language')).toBe('Bangla');
  });
});

describe('clearSessionStorageKeepLanguage', () => {
  it('removes every key except language', () => {
    const storage = new MemoryStorage({
      username: 'rahim@example.com',
      userId: '10001',
      Token: 'abc',
      language: 'English',
      access_token: 'def',
      normaluser: 'true',
      AdminLogin: 'true',
    });
    clearSessionStorageKeepLanguage(storage);
    expect(storage.toObject()).toEqual({ language: 'English' });
  });

  it('leaves an empty storage empty when no language was chosen', () => {
    const storage = new MemoryStorage({ Token: 'abc', userId: '10001' });
    clearSessionStorageKeepLanguage(storage);
    expect(storage.length).toBe(0);
  });
});

describe('createI18n', () => {
  it('starts in Bangla by default and translates synchronously', () => {
    const i18n = createI18n({ storage: new MemoryStorage() });
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.resolvedLanguage).toBe('bn');
    expect(i18n.t('retry')).toBe('আবার চেষ্টা করুন');
    expect(i18n.t('errors:not_found')).toBe(
      'আপনি যা খুঁজছেন তা পাওয়া যায়নি। হয়তো এটি সরিয়ে ফেলা হয়েছে।'
    );
  });

  it('picks the stored language, loading its texts before they are used', async () => {
    const i18n = createI18n({ storage: new MemoryStorage({ language: 'English' }) });
    await whenReady(i18n);
    expect(i18n.resolvedLanguage).toBe('en');
    expect(i18n.t('noData')).toBe('No data available');
  });

  it('bundles only Bangla: English is fetched the first time it is chosen', async () => {
    const i18n = createI18n({ storage: null });
    expect(i18n.hasResourceBundle('bn', 'site')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'common')).toBe(false);
    await i18n.changeLanguage('en');
    expect(i18n.hasResourceBundle('en', 'common')).toBe(true);
    expect(i18n.t('save')).toBe('Save');
  });

  it('starts at once in a language passed as bundled', () => {
    const i18n = createI18n({ storage: null, language: 'en', bundled: resources });
    expect(i18n.t('close')).toBe('Close');
  });

  it('finds keys of the fallback namespaces without a prefix', () => {
    const i18n = createI18n({ storage: null, language: 'en', bundled: resources });
    expect(i18n.t('not_found')).toBe(i18n.t('errors:not_found'));
    expect(i18n.t('allBookCategories')).toBe('All Categories');
  });

  it('does not escape interpolated values (React does)', () => {
    const i18n = createI18n({ storage: null, language: 'en', bundled: resources });
    const text = i18n.services.interpolator.interpolate('{{name}}', { name: '<b>&' }, 'en', {});
    expect(text).toBe('<b>&');
  });

  it('does not write to storage on start-up', () => {
    const storage = new MemoryStorage();
    createI18n({ storage });
    expect(storage.length).toBe(0);
  });

  it('sets <html lang> at start and persists and applies every change', async () => {
    const documentElement = { lang: '' };
    vi.stubGlobal('document', { documentElement });
    const storage = new MemoryStorage();
    const i18n = createI18n({ storage });
    expect(documentElement.lang).toBe('bn');

    await i18n.changeLanguage('en');
    expect(storage.getItem('language')).toBe('English');
    expect(documentElement.lang).toBe('en');
    expect(i18n.t('save')).toBe('Save');

    await i18n.changeLanguage('bn');
    expect(storage.getItem('language')).toBe('Bangla');
    expect(documentElement.lang).toBe('bn');
    expect(i18n.t('save')).toBe('সংরক্ষণ করুন');
  });

  it('keeps instances independent', async () => {
    const a = createI18n({ storage: null });
    const b = createI18n({ storage: null });
    await a.changeLanguage('en');
    expect(b.resolvedLanguage).toBe('bn');
  });

  it('falls back to Bangla for an unsupported language', async () => {
    const storage = new MemoryStorage();
    const i18n = createI18n({ storage, language: 'en' });
    await i18n.changeLanguage('fr');
    expect(i18n.t('yes')).toBe('হ্যাঁ');
    expect(storage.getItem('language')).toBe('Bangla');
  });
});
