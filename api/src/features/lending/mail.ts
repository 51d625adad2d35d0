import { formatClubDate } from '../../club-time';
import { bilingual, type MailMessage } from '../../mail/index';

export interface ReminderFacts {
  to: string;
  name: string;
  bookname: string;
  booknameEn: string;
  serialNumber: string | null;
  dueDate: Date | null;
  now: Date;
}

function dueLines(facts: ReminderFacts): { bn: string; en: string } {
  if (!facts.dueDate) return { bn: '', en: '' };
  const bn = formatClubDate(facts.dueDate, 'bn-BD');
  const en = formatClubDate(facts.dueDate, 'en-GB');
  return facts.dueDate.getTime() < facts.now.getTime()
    ? {
        bn: `বইটি ফেরত দেওয়ার শেষ তারিখ ছিল ${bn}, যা পেরিয়ে গেছে।`,
        en: `It was due back on ${en}, which has passed.`,
      }
    : {
        bn: `বইটি ফেরত দেওয়ার শেষ তারিখ ${bn}।`,
        en: `It is due back on ${en}.`,
      };
}

const copyBn = (serial: string | null) => (serial ? ` (কপি নম্বর ${serial})` : '');
const copyEn = (serial: string | null) => (serial ? ` (copy no. ${serial})` : '');

interface Letter {
  subject: string;
  lines: string[];
}

/** A letter to the borrower in both languages: greeting, the given lines, the club's sign-off. */
function toBorrower(facts: ReminderFacts, bn: Letter, en: Letter): MailMessage {
  return {
    to: facts.to,
    ...bilingual('bn', {
      bn: {
        subject: bn.subject,
        text: [`প্রিয় ${facts.name},`, '', ...bn.lines, '', 'ধন্যবাদান্তে,', 'পাঠাগার'].join('\n'),
      },
      en: {
        subject: en.subject,
        text: [`Dear ${facts.name},`, '', ...en.lines, '', 'With thanks,', 'Pathagar'].join('\n'),
      },
    }),
  };
}

/** The admin's "Request a return": a polite reminder naming the book and its due date. */
export function returnReminder(facts: ReminderFacts): MailMessage {
  const due = dueLines(facts);
  return toBorrower(
    facts,
    {
      subject: `বই ফেরত দেওয়ার অনুরোধ: ${facts.bookname}`,
      lines: [
        `আপনি পাঠাগার থেকে "${facts.bookname}" বইটি ধার নিয়েছেন${copyBn(facts.serialNumber)}। ${due.bn}`.trim(),
        'অনুগ্রহ করে যত দ্রুত সম্ভব বইটি পাঠাগারে ফেরত দিন, যাতে অন্য সদস্যরাও বইটি পড়তে পারেন।',
      ],
    },
    {
      subject: `Please return "${facts.booknameEn}"`,
      lines: [
        `You borrowed "${facts.booknameEn}"${copyEn(facts.serialNumber)} from the Pathagar library. ${due.en}`.trim(),
        'Please bring it back to the library soon, so that other members can read it too.',
      ],
    }
  );
}

/** The admin's "Not Received" answer to a member who marked a book as returned. */
export function notReceivedReminder(facts: ReminderFacts): MailMessage {
  const due = dueLines(facts);
  return toBorrower(
    facts,
    {
      subject: `বইটি এখনো ফেরত পাওয়া যায়নি: ${facts.bookname}`,
      lines: [
        `আপনি "${facts.bookname}" বইটি${copyBn(facts.serialNumber)} ফেরত দিয়েছেন বলে জানিয়েছেন, কিন্তু পাঠাগার এখনো বইটি পায়নি। ${due.bn}`.trim(),
        'অনুগ্রহ করে যত দ্রুত সম্ভব বইটি পাঠাগারে ফেরত দিন। আপনি যদি ইতিমধ্যে বইটি ফেরত দিয়ে থাকেন, তাহলে পাঠাগারের সঙ্গে যোগাযোগ করুন।',
      ],
    },
    {
      subject: `"${facts.booknameEn}" has not reached the library yet`,
      lines: [
        `You marked "${facts.booknameEn}"${copyEn(facts.serialNumber)} as returned, but the library has not received it yet. ${due.en}`.trim(),
        'Please return it to the library as soon as you can. If you have already returned it, please contact the library.',
      ],
    }
  );
}
