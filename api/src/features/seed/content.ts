import type { NoticeCategory, TeamRole } from '@pathagar/sdk/schema';
import { DEMO_ACCOUNTS, DEMO_MEMBER_PASSWORD, MEMBERSHIP_FEE } from './people';

/** The club's public pages: notices, events, blogs, gallery, team, FAQs and the mission. */

export interface DemoNotice {
  titleBn: string;
  titleEn: string;
  bodyBn: string;
  bodyEn: string;
  category: NoticeCategory;
  /** Whether it carries a poster (the others show text only). */
  image: boolean;
  daysAgo: number;
}

/** The notice that says what this data is; written for the accounts that actually exist. */
export function demoNotice(withDemoAdmin: boolean): DemoNotice {
  const [rahim, nusrat] = DEMO_ACCOUNTS.members;
  const admin = DEMO_ACCOUNTS.admin;
  return {
    titleBn: 'এটি পাঠাগারের ডেমো সংস্করণ',
    titleEn: 'This is a demo of Pathagar',
    bodyBn:
      'এখানে যত বই, নোটিশ, ইভেন্ট, ব্লগ, ছবি, সদস্য আর বই ধার দেওয়ার ইতিহাস দেখছেন, সবই পাঠাগার ঘুরে দেখার জন্য বানানো নমুনা ডেটা। ' +
      `সদস্য হিসেবে দেখতে লগইন করুন ${rahim.email} অথবা ${nusrat.email} ঠিকানা আর ${DEMO_MEMBER_PASSWORD} পাসওয়ার্ড দিয়ে।` +
      (withDemoAdmin ? ` অ্যাডমিন প্যানেলের জন্য: ${admin.email} / ${admin.password}।` : '') +
      ' ডেমো ডেটা ছাড়া সত্যিকারের পাঠাগার চালু করতে খালি ডেটাবেসে SEED=none দিয়ে সার্ভার চালান।',
    bodyEn:
      'Every book, notice, event, blog post, photo, member and loan you see here is sample data for trying Pathagar. ' +
      `To look around as a member, log in as ${rahim.email} or ${nusrat.email} with the password ${DEMO_MEMBER_PASSWORD}.` +
      (withDemoAdmin ? ` For the admin panel: ${admin.email} / ${admin.password}.` : '') +
      ' To run a real library without demo data, start the server with SEED=none on an empty database.',
    category: 'announcement',
    image: false,
    daysAgo: 0,
  };
}

export const DEMO_NOTICES: readonly DemoNotice[] = [
  {
    titleBn: 'প্রতি শুক্রবার বই দিবস',
    titleEn: 'Every Friday is Book Day',
    bodyBn:
      'প্রতি শুক্রবার আমাদের স্বেচ্ছাসেবকেরা সিলেট শহরের ভেতরে সদস্যদের বাসায় অনুমোদিত বই বিনামূল্যে পৌঁছে দেন এবং পড়া শেষ হওয়া বই সংগ্রহ করেন। বৃহস্পতিবার রাতের মধ্যে অনুরোধ পাঠালে সেই শুক্রবারেই বই পাবেন।',
    bodyEn:
      'Every Friday our volunteers deliver approved books free of charge to members’ homes in Sylhet city and collect the books they have finished. Send your request by Thursday night to get the book that Friday.',
    category: 'general',
    image: true,
    daysAgo: 2,
  },
  {
    titleBn: 'মাসিক পাঠ প্রতিযোগিতার নিয়মাবলি',
    titleEn: 'Rules of the monthly reading competition',
    bodyBn:
      'মাসের শুরুতে একটি বই ঘোষণা করা হবে। মাসের শেষ শুক্রবার বইটি থেকে ৩০ নম্বরের লিখিত প্রশ্নোত্তর পর্ব হবে। সব সদস্য অংশ নিতে পারবেন; প্রথম তিনজন পাবেন বই উপহার।',
    bodyEn:
      'A book is announced at the start of each month. On the last Friday of the month there is a 30-mark written quiz on it. Every member may take part; the top three win books.',
    category: 'education',
    image: false,
    daysAgo: 9,
  },
  {
    titleBn: 'বিজ্ঞান অলিম্পিয়াডের নিবন্ধন চলছে',
    titleEn: 'Science Olympiad registration is open',
    bodyBn:
      'ষষ্ঠ থেকে দ্বাদশ শ্রেণির শিক্ষার্থীরা পাঠাগারে এসে অথবা ক্যাম্পাস অ্যাম্বাসেডরদের মাধ্যমে নিবন্ধন করতে পারবে। নিবন্ধন ফি নেই।',
    bodyEn:
      'Students from class six to twelve can register at the library or through our campus ambassadors. Registration is free.',
    category: 'event',
    image: true,
    daysAgo: 4,
  },
  {
    titleBn: 'স্বেচ্ছাসেবক ও ক্যাম্পাস অ্যাম্বাসেডর আহ্বান',
    titleEn: 'Call for volunteers and campus ambassadors',
    bodyBn:
      'বই দিবসে বই পৌঁছে দেওয়া, প্রতিযোগিতা আয়োজন আর ক্যাম্পাসে পাঠচক্র চালাতে আমরা আগ্রহী স্বেচ্ছাসেবক খুঁজছি। আগ্রহীরা যোগাযোগ পাতায় দেওয়া ঠিকানায় লিখুন।',
    bodyEn:
      'We are looking for volunteers to deliver books on Book Day, help run competitions and lead reading circles on campus. Write to us at the address on the contact page.',
    category: 'recruitment',
    image: false,
    daysAgo: 16,
  },
  {
    titleBn: 'সদস্য ফি ও নবায়ন',
    titleEn: 'Membership fee and renewal',
    bodyBn: `বার্ষিক সদস্য ফি ${MEMBERSHIP_FEE} টাকা। বিকাশ, নগদ, রকেট অথবা ব্যাংকে টাকা পাঠিয়ে সদস্যপদ পাতায় লেনদেন নম্বর জমা দিন; অনুমোদনের পর এক বছরের জন্য সদস্যপদ চালু হবে।`,
    bodyEn: `The yearly membership fee is ${MEMBERSHIP_FEE} Taka. Pay by bKash, Nagad, Rocket or bank transfer and submit the transaction ID on the Membership page; once approved, your membership runs for one year.`,
    category: 'announcement',
    image: false,
    daysAgo: 30,
  },
  {
    titleBn: 'সময়মতো বই ফেরত দিন',
    titleEn: 'Please return books on time',
    bodyBn:
      'ফেরতের তারিখ পেরিয়ে গেলে প্রোফাইলে বইটি লাল রঙে দেখা যাবে। অন্য পাঠকেরা অপেক্ষায় আছেন, তাই পড়া শেষ হলে বই ফেরত দিয়ে প্রোফাইল থেকে “ফেরত” চাপুন।',
    bodyEn:
      'A book past its return date shows in red on your profile. Other readers are waiting, so please bring it back when you finish and press “Return” on your profile.',
    category: 'other',
    image: true,
    daysAgo: 45,
  },
];

export interface DemoEvent {
  nameBn: string;
  nameEn: string;
  organizerBn: string;
  organizerEn: string;
  bodyBn: string;
  bodyEn: string;
  /** Calendar days from today in club time (negative: already held). */
  inDays: number;
  time: string;
}

const CLUB_BN = 'পাঠাগার পাঠচক্র, সিলেট';
const CLUB_EN = 'Pathagar Reading Circle, Sylhet';

/** Two events already held and two to come, whenever the demo is started. */
export const DEMO_EVENTS: readonly DemoEvent[] = [
  {
    nameBn: 'মাসিক পাঠ প্রতিযোগিতা ও পুরস্কার বিতরণ',
    nameEn: 'Monthly Reading Competition and Prize-giving',
    organizerBn: CLUB_BN,
    organizerEn: CLUB_EN,
    bodyBn:
      'এ মাসের বই ছিল বিভূতিভূষণ বন্দ্যোপাধ্যায়ের “পথের পাঁচালী”। লিখিত প্রশ্নোত্তর পর্বের পর বিজয়ীদের হাতে বই তুলে দেওয়া হয়। অংশ নিয়েছিলেন ৪২ জন পাঠক।',
    bodyEn:
      'This month’s book was Bibhutibhushan Bandyopadhyay’s “Pather Panchali”. After the written quiz the winners received books as prizes. Forty-two readers took part.',
    inDays: -45,
    time: '15:00',
  },
  {
    nameBn: 'কবিতা সন্ধ্যা: জীবনানন্দ ও নজরুল',
    nameEn: 'Poetry Evening: Jibanananda and Nazrul',
    organizerBn: CLUB_BN,
    organizerEn: CLUB_EN,
    bodyBn:
      'সদস্যরা “রূপসী বাংলা” আর “অগ্নিবীণা” থেকে কবিতা আবৃত্তি করেন, তারপর দুই কবির ভাষা ও ছন্দ নিয়ে খোলা আলোচনা হয়।',
    bodyEn:
      'Members recited poems from “Rupasi Bangla” and “Agnibina”, followed by an open discussion of the two poets’ language and rhythm.',
    inDays: -12,
    time: '17:30',
  },
  {
    nameBn: 'বিজ্ঞান অলিম্পিয়াড',
    nameEn: 'Science Olympiad',
    organizerBn: 'পাঠাগার পাঠচক্র ও ক্যাম্পাস অ্যাম্বাসেডরবৃন্দ',
    organizerEn: 'Pathagar Reading Circle and the campus ambassadors',
    bodyBn:
      'ষষ্ঠ থেকে দ্বাদশ শ্রেণির শিক্ষার্থীদের জন্য পদার্থ, রসায়ন, জীববিজ্ঞান ও গণিতের প্রশ্নে লিখিত পরীক্ষা। বিজয়ীরা পাবে সনদ ও বই। নিবন্ধন চলছে।',
    bodyEn:
      'A written contest in physics, chemistry, biology and mathematics for students from class six to twelve. Winners receive certificates and books. Registration is open.',
    inDays: 6,
    time: '10:00',
  },
  {
    nameBn: 'ইতিহাস অলিম্পিয়াড ও সিরাত আলোচনা',
    nameEn: 'History Olympiad and Seerah Talk',
    organizerBn: CLUB_BN,
    organizerEn: CLUB_EN,
    bodyBn:
      'বাংলার ইতিহাস ও মহানবী (সা.)-এর জীবনী থেকে প্রশ্নোত্তর প্রতিযোগিতা, এরপর অতিথি শিক্ষকের আলোচনা। সবার জন্য উন্মুক্ত।',
    bodyEn:
      'A quiz on the history of Bengal and the life of the Prophet (peace be upon him), followed by a talk by a guest teacher. Open to all.',
    inDays: 27,
    time: '09:30',
  },
];

export interface DemoBlog {
  titleBn: string;
  titleEn: string;
  authorBn: string;
  authorEn: string;
  bodyBn: string;
  bodyEn: string;
  daysAgo: number;
}

export const DEMO_BLOGS: readonly DemoBlog[] = [
  {
    titleBn: 'আজও কেন পড়ব “পথের পাঁচালী”',
    titleEn: 'Why read “Pather Panchali” today',
    authorBn: 'নুসরাত জাহান',
    authorEn: 'Nusrat Jahan',
    bodyBn: [
      'প্রায় এক শতাব্দী আগে লেখা একটি উপন্যাস আজকের পাঠকের কাছে কেন এত জীবন্ত? “পথের পাঁচালী” পড়তে গিয়ে মনে হয়, নিশ্চিন্দিপুর গ্রামটা যেন আমাদের নিজেদের শৈশবেরই কোনো কোণ।',
      'অপু আর দুর্গার চোখে আমরা দেখি রেলগাড়ি দেখার স্বপ্ন, বর্ষার দিনে আম কুড়ানো, আর অভাবের সংসারে মায়ের নিঃশব্দ লড়াই। বিভূতিভূষণ কোথাও উপদেশ দেন না, শুধু দেখান।',
      'আমাদের পাঠচক্রে এ মাসে বইটি নিয়ে আলোচনায় সবচেয়ে বেশি উঠে এসেছে প্রকৃতির বর্ণনা। শহরে বড় হওয়া অনেক সদস্য বললেন, বইটি পড়ে তাঁরা প্রথমবার গ্রামের বিকেলকে “শুনতে” পেয়েছেন।',
      'আপনিও পড়ে দেখুন, আর পড়া শেষে পাঠাগারে এসে আপনার প্রিয় অংশটি আমাদের শোনান।',
    ].join('\n\n'),
    bodyEn: [
      'Why does a novel written almost a century ago still feel so alive? Reading “Pather Panchali”, the village of Nischindipur feels like a corner of our own childhood.',
      'Through the eyes of Apu and Durga we see the dream of watching a train go by, gathering mangoes in the monsoon, and a mother’s silent struggle to keep a poor household going. Bibhutibhushan never lectures; he simply shows.',
      'When our reading circle discussed the book this month, what came up most was the writing about nature. Several members who grew up in the city said the book let them “hear” a village afternoon for the first time.',
      'Read it yourself, and when you are done, come to the library and tell us your favourite passage.',
    ].join('\n\n'),
    daysAgo: 5,
  },
  {
    titleBn: 'শুক্রবারের বই দিবস যেভাবে চলে',
    titleEn: 'How Friday Book Day works',
    authorBn: 'সাইফুল ইসলাম',
    authorEn: 'Saiful Islam',
    bodyBn: [
      'সপ্তাহজুড়ে সদস্যরা ওয়েবসাইট থেকে বইয়ের অনুরোধ পাঠান। বৃহস্পতিবার রাতে আমরা অনুমোদিত অনুরোধগুলো এলাকা ধরে ভাগ করি।',
      'শুক্রবার সকালে স্বেচ্ছাসেবকেরা সাইকেলে করে বই পৌঁছে দেন আর পড়া শেষ হওয়া বই ফিরিয়ে আনেন। ফেরত আসা প্রতিটি বই পরীক্ষা করে আমরা ওয়েবসাইটে “পড়া হয়েছে” হিসেবে নিশ্চিত করি, তখনই তা র‍্যাংকিংয়ে যোগ হয়।',
      'এ পর্যন্ত কোনো বই হারায়নি, আর প্রতি সপ্তাহে নতুন স্বেচ্ছাসেবক যোগ দিচ্ছেন। আপনিও চাইলে যোগ দিতে পারেন।',
    ].join('\n\n'),
    bodyEn: [
      'All week, members send book requests from the website. On Thursday night we sort the approved requests by neighbourhood.',
      'On Friday morning volunteers deliver the books by bicycle and bring back the ones members have finished. We check every returned book and confirm it as read on the website, which is when it counts in the ranking.',
      'No book has been lost so far, and new volunteers join every week. You are welcome to join them.',
    ].join('\n\n'),
    daysAgo: 19,
  },
  {
    titleBn: 'প্রোগ্রামিং শেখা শুরু করবেন কোন বই দিয়ে',
    titleEn: 'Which book to start programming with',
    authorBn: 'রহিম উদ্দিন',
    authorEn: 'Rahim Uddin',
    bodyBn: [
      'পাঠাগারে এখন প্রোগ্রামিংয়ের বেশ কয়েকটি বই আছে। একদম নতুন হলে তামিম শাহরিয়ার সুবিনের “কম্পিউটার প্রোগ্রামিং” দিয়ে শুরু করুন: সহজ বাংলায়, ছোট ছোট উদাহরণে সি ভাষা শেখায়।',
      'এরপর “পাইথন প্রোগ্রামিং” আর প্রতিযোগিতায় আগ্রহ থাকলে মাহবুবুল হাসানের ডেটা স্ট্রাকচার ও অ্যালগরিদমের বই। ইংরেজিতে পড়তে চাইলে “দ্য সি প্রোগ্রামিং ল্যাঙ্গুয়েজ” আর “ক্লিন কোড” আছে।',
    ].join('\n\n'),
    bodyEn: [
      'The library now has several programming books. If you are completely new, start with Tamim Shahriar Subeen’s “Computer Programming”: it teaches C in plain Bangla with small examples.',
      'Then try “Python Programming”, and if contests interest you, Mahbubul Hasan’s book on data structures and algorithms. For reading in English we have “The C Programming Language” and “Clean Code”.',
    ].join('\n\n'),
    daysAgo: 33,
  },
  {
    titleBn: 'শিশুর বই পড়ার অভ্যাস গড়ার পাঁচটি উপায়',
    titleEn: 'Five ways to help a child love reading',
    authorBn: 'তাসনিম রহমান',
    authorEn: 'Tasnim Rahman',
    bodyBn:
      'প্রতিদিন একসঙ্গে দশ মিনিট পড়ুন; শিশুকে নিজে বই বাছতে দিন; ছড়া দিয়ে শুরু করুন, যেমন “আবোল তাবোল”; পড়া গল্পটা তার মুখে শুনুন; আর মাসে একবার তাকে পাঠাগারে নিয়ে আসুন।',
    bodyEn:
      'Read together for ten minutes every day; let the child choose the book; start with rhymes such as “Abol Tabol”; ask them to tell you the story back; and bring them to the library once a month.',
    daysAgo: 58,
  },
];

export interface DemoGalleryItem {
  titleBn: string;
  titleEn: string;
  bodyBn: string;
  bodyEn: string;
  images: number;
  daysAgo: number;
}

/** One to five pictures each, so the gallery shows every thumbnail layout. */
export const DEMO_GALLERY: readonly DemoGalleryItem[] = [
  {
    titleBn: 'মাসিক পাঠ প্রতিযোগিতা',
    titleEn: 'Monthly reading competition',
    bodyBn: 'প্রতিযোগিতার দিনের কিছু মুহূর্ত: প্রশ্নোত্তর পর্ব, বিজয়ী আর পুরস্কারের বই।',
    bodyEn: 'Moments from competition day: the quiz, the winners and their prize books.',
    images: 5,
    daysAgo: 44,
  },
  {
    titleBn: 'শুক্রবারের বই বিতরণ',
    titleEn: 'Friday book delivery',
    bodyBn: 'সাইকেলে বই নিয়ে স্বেচ্ছাসেবকেরা শহরের নানা প্রান্তে।',
    bodyEn: 'Volunteers cycling books across the city.',
    images: 4,
    daysAgo: 23,
  },
  {
    titleBn: 'নদীর ধারে পাঠচক্র',
    titleEn: 'Reading circle by the river',
    bodyBn: 'সুরমার তীরে বিকেলের পাঠচক্রে “তিতাস একটি নদীর নাম” নিয়ে আলোচনা।',
    bodyEn:
      'An afternoon reading circle on the bank of the Surma, discussing “Titash Ekti Nadir Naam”.',
    images: 3,
    daysAgo: 12,
  },
  {
    titleBn: 'চা-বাগানে শিক্ষাসফর',
    titleEn: 'Study trip to a tea garden',
    bodyBn: 'সদস্যদের সঙ্গে চা-বাগানের শ্রমিকদের জীবন ও ইতিহাস জানার একদিন।',
    bodyEn: 'A day with members learning about the life and history of tea garden workers.',
    images: 2,
    daysAgo: 90,
  },
  {
    titleBn: 'নতুন বইয়ের তাক',
    titleEn: 'The new bookshelf',
    bodyBn: 'দাতাদের সহায়তায় পাঠাগারে যোগ হলো নতুন তাক।',
    bodyEn: 'A new shelf for the library, thanks to our donors.',
    images: 1,
    daysAgo: 3,
  },
];

export interface DemoTeamMember {
  name: string;
  role: TeamRole;
  serial: number;
  campus?: string;
  email?: string;
  phone?: string;
  photo: boolean;
}

/** All four roles; some with e-mail or phone and some without, one without a photo. */
export const DEMO_TEAM: readonly DemoTeamMember[] = [
  {
    name: 'অধ্যাপক মাহমুদা খাতুন',
    role: 'Advisors',
    serial: 1,
    email: 'mahmuda@pathagar.demo',
    photo: true,
  },
  { name: 'মোহাম্মদ আব্দুল হাই', role: 'Advisors', serial: 2, photo: true },
  {
    name: 'সাইফুল ইসলাম',
    role: 'Directors',
    serial: 1,
    email: 'saiful@pathagar.demo',
    phone: '+8801700000011',
    photo: true,
  },
  {
    name: 'তাসনিম রহমান',
    role: 'Directors',
    serial: 2,
    email: 'tasnim@pathagar.demo',
    photo: true,
  },
  {
    name: 'আরিফ হোসেন',
    role: 'Campus Ambassadors',
    serial: 1,
    campus: 'শাহজালাল বিজ্ঞান ও প্রযুক্তি বিশ্ববিদ্যালয়',
    phone: '+8801700000012',
    photo: true,
  },
  {
    name: 'জান্নাতুল ফেরদৌস',
    role: 'Campus Ambassadors',
    serial: 2,
    campus: 'মুরারিচাঁদ (এমসি) কলেজ',
    email: 'jannatul@pathagar.demo',
    photo: true,
  },
  {
    name: 'রাকিব হাসান',
    role: 'Campus Ambassadors',
    serial: 3,
    campus: 'মদন মোহন কলেজ',
    photo: true,
  },
  { name: 'মেহেদী হাসান', role: 'Volunteers', serial: 1, phone: '+8801700000013', photo: true },
  { name: 'ফাতেমা তুজ জোহরা', role: 'Volunteers', serial: 2, photo: false },
  {
    name: 'নাঈম উদ্দিন',
    role: 'Volunteers',
    serial: 3,
    email: 'naim@pathagar.demo',
    phone: '+8801700000014',
    photo: true,
  },
];

export interface DemoFaq {
  questionEn: string;
  answerEn: string;
  questionBn: string;
  answerBn: string;
}

export const DEMO_FAQS: readonly DemoFaq[] = [
  {
    questionEn: 'How do I become a member?',
    answerEn: `Sign up with your e-mail address (we send a code to verify it), then pay the yearly fee of ${MEMBERSHIP_FEE} Taka by bKash, Nagad, Rocket or bank transfer and submit the transaction ID on the Membership page. An admin activates your membership, usually within a day.`,
    questionBn: 'কীভাবে সদস্য হব?',
    answerBn: `ই-মেইল ঠিকানা দিয়ে নিবন্ধন করুন (যাচাইয়ের জন্য একটি কোড পাঠানো হবে), তারপর বিকাশ, নগদ, রকেট বা ব্যাংকে বার্ষিক ফি ${MEMBERSHIP_FEE} টাকা পাঠিয়ে সদস্যপদ পাতায় লেনদেন নম্বর জমা দিন। সাধারণত এক দিনের মধ্যে অ্যাডমিন সদস্যপদ চালু করে দেন।`,
  },
  {
    questionEn: 'How do I borrow a book?',
    answerEn:
      'Open the book’s page and press “Take the book to read”. When an admin approves the request you can collect the book, or get it delivered on Friday Book Day. Mark it as received on your profile when you have it.',
    questionBn: 'কীভাবে বই ধার নেব?',
    answerBn:
      'বইয়ের পাতায় গিয়ে “বইটি পড়তে নিন” চাপুন। অ্যাডমিন অনুমোদন দিলে বইটি সংগ্রহ করুন অথবা শুক্রবারের বই দিবসে বাসায় পেয়ে যান। হাতে পেলে প্রোফাইল থেকে “পেয়েছি” চিহ্নিত করুন।',
  },
  {
    questionEn: 'How long can I keep a book?',
    answerEn:
      'The admin sets the return date when approving your request, usually two weeks. Your profile shows the date, and a book that is late is marked in red.',
    questionBn: 'একটি বই কত দিন রাখতে পারব?',
    answerBn:
      'অনুরোধ অনুমোদনের সময় অ্যাডমিন ফেরতের তারিখ ঠিক করে দেন, সাধারণত দুই সপ্তাহ। তারিখটি প্রোফাইলে দেখা যায়, আর দেরি হলে বইটি লাল রঙে চিহ্নিত হয়।',
  },
  {
    questionEn: 'What is Friday Book Day?',
    answerEn:
      'Every Friday volunteers deliver approved books to members’ homes in Sylhet city and collect finished ones, free of charge.',
    questionBn: 'শুক্রবারের বই দিবস কী?',
    answerBn:
      'প্রতি শুক্রবার স্বেচ্ছাসেবকেরা সিলেট শহরে সদস্যদের বাসায় অনুমোদিত বই বিনামূল্যে পৌঁছে দেন এবং পড়া শেষ হওয়া বই সংগ্রহ করেন।',
  },
  {
    questionEn: 'How is the reader ranking decided?',
    answerEn:
      'By the number of books each member has read, counted when an admin confirms the return. Admins choose the period the ranking covers, or all time.',
    questionBn: 'পাঠকের র‍্যাংকিং কীভাবে ঠিক হয়?',
    answerBn:
      'প্রত্যেক সদস্য কয়টি বই পড়েছেন, তা দিয়ে; অ্যাডমিন বই ফেরত নিশ্চিত করলে তবেই গণনায় আসে। র‍্যাংকিং কোন সময়ের হিসাবে হবে, তা অ্যাডমিন ঠিক করেন।',
  },
  {
    questionEn: 'Can I donate books or money?',
    answerEn:
      'Yes. Money donations can be made on the Donation page without an account; you get a receipt by e-mail once we have checked the payment. For books, bring them to the library on any Friday.',
    questionBn: 'বই বা অর্থ দান করতে পারি?',
    answerBn:
      'অবশ্যই। অ্যাকাউন্ট ছাড়াই অনুদান পাতা থেকে অর্থ দান করা যায়; লেনদেন যাচাইয়ের পর ই-মেইলে রসিদ পাবেন। বই দান করতে যেকোনো শুক্রবার পাঠাগারে নিয়ে আসুন।',
  },
];

/** One text, as the admin would write it: Bangla first, then English. */
export const DEMO_MISSION = [
  'আমাদের লক্ষ্য',
  'পাঠাগারের যাত্রা শুরু ২০১৮ সালের ৩০ সেপ্টেম্বর, মানুষের মধ্যে বই পড়ার অভ্যাস আর গবেষণার আগ্রহ ছড়িয়ে দেওয়ার লক্ষ্যে। প্রতি শুক্রবার বই দিবসে আমরা সদস্যদের বাসায় বিনামূল্যে বই পৌঁছে দিই এবং পড়া শেষ হওয়া বই সংগ্রহ করি। প্রতি মাসে পাঠ প্রতিযোগিতা হয়; ইতিহাস, বিজ্ঞান ও সিরাত বিষয়ে অলিম্পিয়াড আয়োজন করি; আর চালু আছে বিভিন্ন বিষয়ে ডিপ্লোমা কোর্স।',
  'Our mission',
  'Pathagar began on 30 September 2018 to spread the habit of reading and a love of research. Every Friday is Book Day: we deliver books to members’ homes free of charge and collect the ones they have finished. We hold a reading competition every month, organise Olympiads in history, science and the seerah, and run diploma courses.',
].join('\n\n');
