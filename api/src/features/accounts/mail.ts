import { bilingual, type MailLanguage } from '../../mail/index';

export function verificationCodeMail(lang: MailLanguage, code: string) {
  return bilingual(lang, {
    bn: {
      subject: 'পাঠাগার: আপনার ইমেইল যাচাইয়ের কোড',
      text:
        `আপনার ইমেইল যাচাইয়ের কোড: ${code}\n\n` +
        'সদস্য হওয়ার ফর্মে কোডটি লিখুন। কোডটি ১০ মিনিট পর্যন্ত বৈধ।\n' +
        'আপনি যদি পাঠাগারে সদস্য হওয়ার চেষ্টা না করে থাকেন, তবে এই ইমেইলটি উপেক্ষা করুন।',
    },
    en: {
      subject: 'Pathagar: your e-mail verification code',
      text:
        `Your e-mail verification code is: ${code}\n\n` +
        'Type it into the sign-up form. It is valid for 10 minutes.\n' +
        'If you did not try to join Pathagar, you can ignore this e-mail.',
    },
  });
}

export function passwordResetMail(lang: MailLanguage, link: string) {
  return bilingual(lang, {
    bn: {
      subject: 'পাঠাগার: পাসওয়ার্ড রিসেট',
      text:
        'আপনার পাঠাগার অ্যাকাউন্টের পাসওয়ার্ড রিসেট করার অনুরোধ পাওয়া গেছে।\n' +
        `নতুন পাসওয়ার্ড দিতে এই লিংকে যান (লিংকটি ১ ঘণ্টা বৈধ, একবারই ব্যবহার করা যাবে):\n${link}\n\n` +
        'আপনি অনুরোধ না করে থাকলে এই ইমেইলটি উপেক্ষা করুন; আপনার পাসওয়ার্ড বদলাবে না।',
    },
    en: {
      subject: 'Pathagar: reset your password',
      text:
        'Someone asked to reset the password of your Pathagar account.\n' +
        `To choose a new password, open this link (valid for 1 hour, usable once):\n${link}\n\n` +
        'If it was not you, ignore this e-mail; your password stays the same.',
    },
  });
}
