import { getI18n } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { resources } from '../src/index';
import { I18nextProvider, Trans, createReactI18n, useLanguage, useTranslation } from '../src/react';

describe('the React entry', () => {
  it('registers the instance with react-i18next, so hooks work even outside the provider', () => {
    const i18n = createReactI18n({ storage: null, language: 'en', bundled: resources });
    expect(getI18n()).toBe(i18n);
    expect(i18n.t('close')).toBe('Close');
  });

  it('re-exports what the apps need', () => {
    for (const value of [I18nextProvider, Trans, useTranslation, useLanguage]) {
      expect(value).toBeTypeOf('function');
    }
  });
});
