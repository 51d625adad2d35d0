import type { FastifyBaseLogger } from 'fastify';
import { bilingual, type MailMessage, type Mailer } from '../../../mail/index';
import { formatClubDate } from '../../../club-time';

const CLUB_NAME_BN = 'বইয়ের পাতা';
const CLUB_NAME_EN = 'Boiyer Pata';

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

/** Waits before each new attempt after a failed one: 1 min, 5 min, 30 min, 2 h. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000];

/**
 * Sends a message now and, if the mail server fails, keeps retrying in the background, so the
 * caller's work (already committed) does not depend on the mail server. `first` settles with
 * the outcome of the first attempt and `done` with the final one; neither rejects. The retries
 * live in this process only: a restart while they are pending loses the message, which is logged.
 */
export function deliverWithRetry(
  mailer: () => Mailer,
  message: MailMessage,
  log: Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>,
  delaysMs: readonly number[] = RETRY_DELAYS_MS
): { first: Promise<boolean>; done: Promise<boolean> } {
  const attempt = async (n: number): Promise<boolean> => {
    try {
      await mailer().send(message);
      if (n > 0) log.info({ to: message.to, attempt: n + 1 }, 'mail delivered after a retry');
      return true;
    } catch (error) {
      const delay = delaysMs[n];
      if (delay === undefined) {
        log.error({ err: error, to: message.to, subject: message.subject }, 'mail not delivered');
        return false;
      }
      log.warn({ err: error, to: message.to, retryInMs: delay }, 'mail failed; will retry');
      return false;
    }
  };

  let resolveDone!: (ok: boolean) => void;
  const done = new Promise<boolean>((resolve) => (resolveDone = resolve));
  const retry = (n: number) => {
    const timer = setTimeout(
      async () => {
        if (await attempt(n)) resolveDone(true);
        else if (n < delaysMs.length) retry(n + 1);
        else resolveDone(false);
      },
      delaysMs[n - 1]
    );
    timer.unref?.();
  };
  const first = attempt(0).then((ok) => {
    if (ok) resolveDone(true);
    else if (delaysMs.length > 0) retry(1);
    else resolveDone(false);
    return ok;
  });
  return { first, done };
}
