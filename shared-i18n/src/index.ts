export type { TFunction, i18n as I18n } from 'i18next';
export { createI18n, whenReady, type CreateI18nOptions } from './create-i18n';
export { applyDocumentLanguage } from './document-language';
export { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, toLanguage, type Language } from './languages';
export {
  LANGUAGE_STORAGE_KEY,
  STORED_LANGUAGE_VALUES,
  browserStorage,
  clearSessionStorageKeepLanguage,
  readStoredLanguage,
  storeLanguage,
  type StorageLike,
} from './language-storage';
export { DEFAULT_NAMESPACE, FALLBACK_NAMESPACES, NAMESPACES, type Namespace } from './namespaces';
export { resources, type LanguageResources } from './resources';
export {
  ERROR_CODES,
  NETWORK_ERROR_CODE,
  errorMessage,
  errorMessageKey,
  isErrorCode,
  type ErrorCode,
} from './errors';
export {
  CLUB_TIME_ZONE,
  INTL_LOCALES,
  clubDay,
  formatDate,
  formatDateTime,
  formatNumber,
  formatTaka,
  formatTime,
  startOfClubDay,
  type DateInput,
} from './format';
export { parseLocalizedNumber, toBanglaDigits, toLatinDigits } from './digits';
export { formatRankLabel } from './ordinal';
export {
  ALL_BOOK_CATEGORIES_KEY,
  BOOK_CATEGORIES,
  BOOK_CATEGORY_SLUGS,
  bookCategoryKey,
  bookCategoryLabel,
  isBookCategory,
  type BookCategory,
  type BookCategorySlug,
} from './closed-sets/book-categories';
export {
  NOTICE_CATEGORIES,
  isNoticeCategory,
  noticeCategoryKey,
  noticeCategoryLabel,
  type NoticeCategory,
} from './closed-sets/notice-categories';
export {
  TEAM_ROLES,
  TEAM_ROLE_ORDER,
  compareTeamMembers,
  compareTeamRoles,
  isTeamRole,
  sortTeamMembers,
  teamRoleKey,
  teamRoleLabel,
  teamRoleOrder,
  type TeamMemberOrdering,
  type TeamRole,
} from './closed-sets/team-roles';
export {
  MOBILE_WALLETS,
  PAYMENT_METHODS,
  isMobileWallet,
  isPaymentMethod,
  mobileWalletKey,
  mobileWalletLabel,
  paymentMethodKey,
  paymentMethodLabel,
  type MobileWallet,
  type PaymentMethod,
} from './closed-sets/payments';
export {
  RANK_UNITS,
  isRankUnit,
  rankUnitKey,
  rankUnitLabel,
  type RankUnit,
} from './closed-sets/rank-units';
export {
  OVERDUE,
  RENT_DISPLAY_STATUSES,
  RENT_STATUSES,
  isRentStatus,
  rentDisplayStatus,
  rentStatusKey,
  rentStatusLabel,
  type RentDisplayStatus,
  type RentStatus,
} from './closed-sets/rent-statuses';
export { emptySearchText } from './search-empty';
