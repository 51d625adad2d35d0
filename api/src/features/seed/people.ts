/**
 * The demo's people and what they did: accounts, memberships, payments, loans, donations.
 * Every address is at pathagar.demo (a reserved-looking domain nobody receives mail for) and
 * every phone number is a run of zeros, so nothing here can reach a real person.
 */

const MEMBER_PASSWORD = 'pathagar-member-demo';

/**
 * The logins of the demo, documented in the README and used by the tests: one source. The
 * admin exists only when the server was started without ADMIN_EMAIL (otherwise that address is
 * the first admin and no demo admin is made).
 */
export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@pathagar.demo', password: 'pathagar-admin-demo' },
  members: [
    { email: 'rahim@pathagar.demo', password: MEMBER_PASSWORD, name: 'রহিম উদ্দিন' },
    { email: 'nusrat@pathagar.demo', password: MEMBER_PASSWORD, name: 'নুসরাত জাহান' },
  ],
} as const;

export type MembershipState = 'active' | 'expired' | 'applied';

export interface DemoMember {
  key: string;
  name: string;
  email: string;
  mobile: string;
  permanentAddress: string;
  currentAddress: string;
  /** Whether the member has a profile photo (the others show their initial). */
  photo: boolean;
  membership: MembershipState;
  /** Days since the current (or last) membership started. */
  memberForDays: number;
  wallet: 'bkash' | 'nogod' | 'rocket' | 'bankTransfer';
  /** Joined `days` ago. */
  joinedDaysAgo: number;
}

/**
 * Rahim and Nusrat are the accounts to log in with; the four other readers fill the ranking
 * (a podium of three and a table below it, with a tie), the membership states (expired, pending
 * application) and the admin's queues. They share the member password.
 */
export const DEMO_MEMBERS: readonly DemoMember[] = [
  {
    key: 'rahim',
    name: DEMO_ACCOUNTS.members[0].name,
    email: DEMO_ACCOUNTS.members[0].email,
    mobile: '+8801700000001',
    permanentAddress: 'গ্রাম: চারখাই, উপজেলা: বিয়ানীবাজার, জেলা: সিলেট',
    currentAddress: 'বাসা ১২, রোড ৩, শিবগঞ্জ, সিলেট',
    photo: true,
    membership: 'active',
    memberForDays: 0,
    wallet: 'bkash',
    joinedDaysAgo: 400,
  },
  {
    key: 'nusrat',
    name: DEMO_ACCOUNTS.members[1].name,
    email: DEMO_ACCOUNTS.members[1].email,
    mobile: '+8801800000002',
    permanentAddress: 'গ্রাম: শ্রীরামসি, উপজেলা: জগন্নাথপুর, জেলা: সুনামগঞ্জ',
    currentAddress: 'বাসা ৭, জিন্দাবাজার, সিলেট',
    photo: false,
    membership: 'active',
    memberForDays: 0,
    wallet: 'nogod',
    joinedDaysAgo: 300,
  },
  {
    key: 'karim',
    name: 'করিম আহমদ',
    email: 'karim@pathagar.demo',
    mobile: '+8801900000003',
    permanentAddress: 'মৌলভীবাজার সদর, মৌলভীবাজার',
    currentAddress: 'আম্বরখানা, সিলেট',
    photo: true,
    membership: 'active',
    memberForDays: 120,
    wallet: 'rocket',
    joinedDaysAgo: 200,
  },
  {
    key: 'farhana',
    name: 'ফারহানা ইসলাম',
    email: 'farhana@pathagar.demo',
    mobile: '+8801600000004',
    permanentAddress: 'হবিগঞ্জ সদর, হবিগঞ্জ',
    currentAddress: 'উপশহর, সিলেট',
    photo: false,
    membership: 'active',
    memberForDays: 100,
    wallet: 'bankTransfer',
    joinedDaysAgo: 250,
  },
  {
    key: 'tanvir',
    name: 'তানভীর হাসান',
    email: 'tanvir@pathagar.demo',
    mobile: '+8801500000005',
    permanentAddress: 'কুলাউড়া, মৌলভীবাজার',
    currentAddress: 'টিলাগড়, সিলেট',
    photo: false,
    membership: 'expired',
    memberForDays: 400,
    wallet: 'bkash',
    joinedDaysAgo: 420,
  },
  {
    key: 'sumaiya',
    name: 'সুমাইয়া আক্তার',
    email: 'sumaiya@pathagar.demo',
    mobile: '+8801300000006',
    permanentAddress: 'গোলাপগঞ্জ, সিলেট',
    currentAddress: 'মদিনা মার্কেট, সিলেট',
    photo: false,
    membership: 'applied',
    memberForDays: 0,
    wallet: 'nogod',
    joinedDaysAgo: 3,
  },
];

export const DEMO_MEMBER_PASSWORD = MEMBER_PASSWORD;

/**
 * Books each reader has read (confirmed returns), by English title, most recent first: the
 * n-th was confirmed `READ_SPACING_DAYS * n` days before the reader's `latestDaysAgo`, all
 * within a membership, so the ranking has recent and older reads and Rahim's "this month" count
 * is not empty.
 */
export const READ_SPACING_DAYS = 25;
/** The reader whose profile shows a book read this month. */
export const THIS_MONTH_READER = 'rahim';
export const DEMO_LATEST_READ_DAYS_AGO: Record<string, number> = {
  rahim: 0.2,
  nusrat: 3,
  karim: 9,
  farhana: 14,
  tanvir: 50,
};
export const DEMO_READS: Record<string, readonly string[]> = {
  rahim: [
    'Pather Panchali',
    'Gitanjali',
    'Lalsalu',
    'Deshe Bideshe',
    'Computer Programming',
    'Ekattorer Dinguli',
  ],
  nusrat: [
    'Shesher Kobita',
    'Pather Panchali',
    'Hangor Nadi Grenade',
    'Nakshi Kanthar Math',
    'Atomic Habits',
  ],
  karim: ['Padma Nadir Majhi', 'Pather Panchali', 'Feluda Samagra', 'The Alchemist'],
  farhana: ['Gitanjali', 'Shesher Kobita', 'Amar Bondhu Rashed', 'One Hundred Years of Solitude'],
  tanvir: ['Python Programming', 'Pather Panchali'],
};

export type OpenLoanState = 'pending' | 'approved' | 'Received' | 'Returned' | 'rejected';

/** Requests and loans that are still moving, each showing one state on some screen. */
export interface DemoOpenLoan {
  member: string;
  book: string;
  status: OpenLoanState;
  /** When the member asked, in days before now. */
  requestedDaysAgo: number;
  /** Loan length the admin chose (approved and later). */
  loanDays?: number;
  /** Days between the request and the admin's answer. */
  decidedAfterDays?: number;
  receivedAfterDays?: number;
  returnedAfterDays?: number;
}

export const DEMO_OPEN_LOANS: readonly DemoOpenLoan[] = [
  // Rahim picked up a book and is ten days late with it: the overdue row and badge.
  {
    member: 'rahim',
    book: 'Chilekothar Sepai',
    status: 'Received',
    requestedDaysAgo: 25,
    decidedAfterDays: 1,
    receivedAfterDays: 2,
    loanDays: 14,
  },
  // Nusrat waits for an answer (the admin's Book Request queue) …
  { member: 'nusrat', book: 'Sei Somoy', status: 'pending', requestedDaysAgo: 0.1 },
  // … and may collect the only copy of another book, which is therefore out of stock.
  {
    member: 'nusrat',
    book: 'Jochona O Jononir Golpo',
    status: 'approved',
    requestedDaysAgo: 2,
    decidedAfterDays: 1,
    loanDays: 14,
  },
  // Karim says he brought his book back; the admin has to confirm it.
  {
    member: 'karim',
    book: 'Devdas',
    status: 'Returned',
    requestedDaysAgo: 16,
    decidedAfterDays: 1,
    receivedAfterDays: 2,
    returnedAfterDays: 15,
    loanDays: 14,
  },
  // Farhana reads a book that is not due yet, and had an earlier request turned down.
  {
    member: 'farhana',
    book: 'Sapiens',
    status: 'Received',
    requestedDaysAgo: 6,
    decidedAfterDays: 1,
    receivedAfterDays: 2,
    loanDays: 21,
  },
  {
    member: 'farhana',
    book: 'Kapalkundala',
    status: 'rejected',
    requestedDaysAgo: 40,
    decidedAfterDays: 1,
  },
];

/** Accepted donations (the dashboard's totals) and one waiting for the admin. */
export const DEMO_DONATIONS = {
  accepted: [
    { name: 'আব্দুল্লাহ আল মামুন', email: 'mamun@pathagar.demo', amount: 500, daysAgo: 70 },
    { name: 'শাহানা পারভীন', email: 'shahana@pathagar.demo', amount: 1000, daysAgo: 25 },
    { name: 'রাশেদ চৌধুরী', email: 'rashed@pathagar.demo', amount: 250, daysAgo: 4 },
  ],
  pending: {
    name: 'জুবায়ের আহমদ',
    email: 'jubayer@pathagar.demo',
    amount: 300,
    wallet: 'bkash' as const,
    number: '+8801700000099',
  },
};

/** The yearly fee the membership page asks for. */
export const MEMBERSHIP_FEE = 100;
