import { bilingual, type MailMessage } from '../../../mail/index';
import { formatClubDate } from '../../../club-time';
import { CLUB_NAME } from '../../../club';

const { bn: CLUB_NAME_BN, en: CLUB_NAME_EN } = CLUB_NAME;

function formatTaka(amount: number, locale: string): string {
  const fraction = Number.isInteger(amount) ? 0 : 2;
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: fraction,
    maximumFractionDigits: fraction,
  }).format(amount);
}

/**
 * The receipt of an accepted donation. Bangla comes first: the donor gave no language (the
 * request that triggers the mail is the admin's), and the club's donors read Bangla; the English
 * text follows for those who do not.
 */
export function donationReceipt(input: {
  to: string;
  name: string | null;
  amount: number;
  donationId: number;
  date: Date;
}): MailMessage {
  const { name, amount, donationId, date } = input;
  const content = bilingual('bn', {
    bn: {
      subject: `আপনার অনুদান গ্রহণ করা হয়েছে — ${CLUB_NAME_BN}`,
      text: [
        `প্রিয় ${name ?? 'দাতা'},`,
        '',
        `আমরা আপনার ${formatTaka(amount, 'bn-BD')} টাকার অনুদান পেয়েছি। আপনার সহযোগিতার জন্য আন্তরিক ধন্যবাদ।`,
        '',
        `অনুদান নম্বর: ${donationId}`,
        `তারিখ: ${formatClubDate(date, 'bn-BD')}`,
        '',
        'শুভেচ্ছান্তে,',
        CLUB_NAME_BN,
      ].join('\n'),
    },
    en: {
      subject: `Your donation has been received — ${CLUB_NAME_EN}`,
      text: [
        `Dear ${name ?? 'donor'},`,
        '',
        `We received your donation of ${formatTaka(amount, 'en-US')} taka. Thank you for supporting the library.`,
        '',
        `Donation number: ${donationId}`,
        `Date: ${formatClubDate(date, 'en-GB')}`,
        '',
        'With thanks,',
        `${CLUB_NAME_EN} (${CLUB_NAME_BN})`,
      ].join('\n'),
    },
  });
  return { to: input.to, ...content };
}
