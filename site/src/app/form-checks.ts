import { fieldLimits, type FieldLimit } from '@pathagar/sdk/limits';
import { isApiError } from '@pathagar/sdk';
import type { TFunction } from '@pathagar/shared-i18n';

/**
 * What every form of the site checks the same way: the contract's limits (generated from
 * openapi/ into `@pathagar/sdk/limits`, so the page refuses exactly what the server would), and
 * the one mapping of a server 400's `field` to the form field it names (issue 16.10).
 */
export { fieldLimits };

/** The message for a value longer than the contract allows (counted as the server counts). */
export function tooLongMessage(t: TFunction, value: string, limit: FieldLimit): string | null {
  const max = limit.maxLength;
  return max !== undefined && value.trim().length > max ? t('site:forms.tooLong', { max }) : null;
}

/**
 * The form field a server validation error names (`body.email` → `email`), if the form has it;
 * `aliases` maps a contract name to the form's own (`fullName` on the API, `name` on a form).
 */
export function serverField<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  aliases: Partial<Record<string, Field>> = {}
): Field | null {
  if (!isApiError(error) || error.status !== 400 || !error.field) return null;
  const name = error.field.replace(/^(body|query|path)\./, '');
  const field = aliases[name] ?? name;
  return (fields as readonly string[]).includes(field) ? (field as Field) : null;
}

interface SettableForm<Field extends string> {
  values: Record<Field, unknown>;
  setFieldError: (field: Field, error: string) => void;
}

/**
 * Puts a server 400 on the field it names, in the page's language; true when it did, so the
 * caller shows its general failure text only for other errors.
 */
export function showServerFieldError<Field extends string>(
  t: TFunction,
  form: SettableForm<Field>,
  error: unknown,
  aliases: Partial<Record<string, Field>> = {}
): boolean {
  const field = serverField(error, Object.keys(form.values) as Field[], aliases);
  if (!field) return false;
  form.setFieldError(field, t('site:forms.serverField'));
  return true;
}
