import type { TFunction } from '@pathagar/shared-i18n';
import { MIN_PASSWORD_LENGTH } from '../auth/validation';

/** The password pair of the sign-up and profile forms. */
export interface PasswordValues {
  password: string;
  confirmPassword: string;
}

/** A field that must not be blank. */
export const required = (message: string) => (value: string) => (value.trim() ? null : message);

/**
 * The password pair's rules. Sign-up needs both, at least 8 characters and matching; on the
 * profile form a new password is optional (spec §2 Profile update), so only a typed one is
 * checked, and the confirmation only against a typed password.
 */
export function passwordRules(t: TFunction, { optional }: { optional: boolean }) {
  const tooShort = (value: string) =>
    value.length < MIN_PASSWORD_LENGTH ? t('site:auth.validation.passwordLength') : null;
  const mismatch = (value: string, values: PasswordValues) =>
    value !== values.password ? t('site:auth.validation.passwordsMismatch') : null;
  if (optional) {
    return {
      password: (value: string) => (value ? tooShort(value) : null),
      confirmPassword: (value: string, values: PasswordValues) =>
        values.password ? mismatch(value, values) : null,
    };
  }
  return {
    password: (value: string) =>
      value ? tooShort(value) : t('site:auth.validation.passwordRequired'),
    confirmPassword: (value: string, values: PasswordValues) =>
      value ? mismatch(value, values) : t('site:auth.validation.confirmRequired'),
  };
}

/** Both addresses are required on the sign-up and the profile form alike. */
export function addressRules(t: TFunction) {
  return {
    permanentAddress: required(t('site:auth.validation.permanentAddressRequired')),
    currentAddress: required(t('site:auth.validation.currentAddressRequired')),
  };
}

/** The server takes JPEG and PNG photos of at most 5 MB (ProfileImageFile). */
const IMAGE_TYPES = ['image/jpeg', 'image/png'];
const IMAGE_EXTENSIONS = /\.(jpe?g|png)$/i;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export type ImageProblem = 'imageOnly' | 'imageTooLarge';

export function imageProblem(file: File): ImageProblem | null {
  // Some systems report no type for a real photo; its name then decides, as on the server.
  const isImage = file.type ? IMAGE_TYPES.includes(file.type) : IMAGE_EXTENSIONS.test(file.name);
  if (!isImage) return 'imageOnly';
  if (file.size > MAX_IMAGE_BYTES) return 'imageTooLarge';
  return null;
}
