import { useTranslation } from '@pathagar/shared-i18n/react';
import type { DonationError } from './donation-form';

/**
 * A validation message that translates when it renders, so a message already on screen follows
 * a language switch instead of staying in the language it was raised in.
 */
export function FormMessage({ error }: { error: DonationError }) {
  const { t } = useTranslation();
  return <>{t(`site:donation.errors.${error}`)}</>;
}
