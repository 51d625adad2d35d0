import type { TFunction } from '@pathagar/shared-i18n';
import { fieldLimits, tooLongMessage } from '../../app/form-checks';
import { isEmail, isMobileNumber, MIN_PASSWORD_LENGTH } from '../auth/validation';

const LIMITS = fieldLimits.AccountFields;

/** The password pair of the sign-up and profile forms. */
export interface PasswordValues {
  password: string;
  confirmPassword: string;
}

/** A field that must not be blank. */
export const required = (message: string) => (value: string) => (value.trim() ? null : message);

/** A required text the contract caps in length (a name, an address). */
export const requiredText =
  (t: TFunction, message: string, limit: { maxLength?: number }) => (value: string) =>
    value.trim() ? tooLongMessage(t, value, limit) : message;

/** The texts of the name, e-mail and mobile rules, which differ between forms (spec §8). */
export interface ContactMessages {
  nameRequired: string;
  emailRequired: string;
  emailInvalid: string;
  mobileRequired: string;
  mobileInvalid: string;
}

/**
 * Name, e-mail and mobile as the sign-up, membership and profile forms all check them: required,
 * the shape of an address and of a number, and the contract's lengths (AccountFields: the same
 * 120, 254 and pattern as MembershipApplication's).
 */
export type TextRule = (value: string) => string | null;

export function contactRules(
  t: TFunction,
  messages: ContactMessages
): { name: TextRule; email: TextRule; mobile: TextRule } {
  return {
    name: requiredText(t, messages.nameRequired, LIMITS.fullName),
    email: (value: string) =>
      !value.trim()
        ? messages.emailRequired
        : !isEmail(value)
          ? messages.emailInvalid
          : tooLongMessage(t, value, LIMITS.email),
    mobile: (value: string) =>
      !value.trim()
        ? messages.mobileRequired
        : isMobileNumber(value)
          ? null
          : messages.mobileInvalid,
  };
}

/**
 * The password pair's rules. Sign-up needs both, at least 8 characters and matching; on the
 * profile form a new password is optional (spec §2 Profile update), so only a typed one is
 * checked, and the confirmation only against a typed password.
 */
export function passwordRules(t: TFunction, { optional }: { optional: boolean }) {
  const tooShort = (value: string) =>
    value.length < MIN_PASSWORD_LENGTH
      ? t('site:auth.validation.passwordLength')
      : value.length > LIMITS.password.maxLength
        ? t('site:forms.tooLong', { max: LIMITS.password.maxLength })
        : null;
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
    permanentAddress: requiredText(
      t,
      t('site:auth.validation.permanentAddressRequired'),
      LIMITS.permanentAddress
    ),
    currentAddress: requiredText(
      t,
      t('site:auth.validation.currentAddressRequired'),
      LIMITS.currentAddress
    ),
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
