// Compiled by `tsc` (the typecheck script), not run: it proves the key types bite.
import { createI18n, errorMessage } from '../src/index';
import { useTranslation } from '../src/react';

const i18n = createI18n({ storage: null });

export function TypedKeys() {
  const { t } = useTranslation();
  const texts: string[] = [
    t('errors:not_found'),
    t('not_found'),
    t('loading'),
    t('labels:bookCategory.novel'),
    i18n.t('errors:internal'),
    errorMessage(t, 'not_found'),
    errorMessage(i18n.t, 'not_found'),
  ];
  // @ts-expect-error a misspelt key does not compile
  t('errors:not_fuond');
  // @ts-expect-error a misspelt key does not compile
  i18n.t('loadin');
  return texts.join();
}
