import i18next, { type FormatterModule } from 'i18next';
import { toBanglaDigits } from './digits';
import { DEFAULT_LANGUAGE, toLanguage } from './languages';

/**
 * The Formatter every interpolated value goes through (with `interpolation.alwaysFormat`): the
 * built-in one, so `{{value, number}}` and the other Intl formats keep working, plus Bangla digits
 * for numbers in a Bangla text ("সিরিয়াল নম্বর {{n}}" → "সিরিয়াল নম্বর ১"). Only values of type
 * number change: a string may be a code or already formatted, and is left as it is.
 *
 * i18next 26 dropped the `interpolation.format` option; a Formatter module is the way in. The
 * built-in Formatter is not exported, so it is taken from a bare instance of our own.
 */
export function localDigitsFormatter(): FormatterModule {
  const bare = i18next.createInstance();
  void bare.init({ lng: DEFAULT_LANGUAGE, initAsync: false });
  const builtIn = bare.services.formatter;
  if (!builtIn) throw new Error('i18next has no built-in formatter');

  return {
    type: 'formatter',
    init: (services, options) => builtIn.init(services, options),
    add: (name, format) => builtIn.add(name, format),
    addCached: (name, format) => builtIn.addCached(name, format),
    format: (value, format, lng, options) => {
      const text = builtIn.format(value, format, lng, options);
      return typeof value === 'number' && toLanguage(lng) === 'bn'
        ? toBanglaDigits(String(text))
        : text;
    },
  };
}
