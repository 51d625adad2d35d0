import { useLanguage } from '@pathagar/shared-i18n/react';
import { useEffect, useRef } from 'react';

interface ValidatingForm {
  errors: Record<string, unknown>;
  validate: () => unknown;
}

/**
 * Validation messages are made when a form is checked; after a language switch the ones on
 * screen are made again so they read in the new language.
 */
export function useFormLanguage(form: ValidatingForm) {
  const { language } = useLanguage();
  const previous = useRef(language);
  const { errors, validate } = form;
  useEffect(() => {
    if (previous.current === language) return;
    previous.current = language;
    if (Object.keys(errors).length > 0) validate();
  }, [language, errors, validate]);
}
