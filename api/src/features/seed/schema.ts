import type { JSONSchemaType } from 'ajv';
import {
  bookCategoryValues,
  mobileWalletValues,
  noticeCategoryValues,
  teamRoleValues,
  type BookCategory,
  type MobileWallet,
  type NoticeCategory,
  type TeamRole,
} from '@pathagar/sdk/schema';

/**
 * The shape of the demo's data files (api/seed/*.yaml): one TypeScript type per file with its
 * JSON Schema beside it. `JSONSchemaType` makes the compiler hold the two together, and the
 * contract's enums (categories, roles, wallets) come from the generated SDK. What each field
 * means is written in the data files themselves.
 */

export interface Catalogue {
  arrivals: { newestDaysAgo: number; everyDays: number };
  books: DemoBook[];
}

export interface DemoBook {
  bn: string;
  en: string;
  authorBn: string;
  authorEn: string;
  category: BookCategory;
  aboutBn: string;
  aboutEn: string;
  copies: number;
}

export type Wallet = MobileWallet | 'bankTransfer';

export interface DemoMember {
  key: string;
  name: string;
  email: string;
  mobile: string;
  permanentAddress: string;
  currentAddress: string;
  photo: boolean;
  wallet: Wallet;
  joinedDaysAgo: number;
  paidDaysAgo?: number[];
  appliedDaysAgo?: number;
}

export type OpenLoanState = 'pending' | 'approved' | 'Received' | 'Returned' | 'rejected';

export interface DemoOpenLoan {
  member: string;
  book: string;
  status: OpenLoanState;
  requestedDaysAgo: number;
  decidedAfterDays?: number;
  receivedAfterDays?: number;
  returnedAfterDays?: number;
  loanDays?: number;
}

export interface People {
  accounts: {
    admin: { email: string; password: string; createdDaysAgo: number };
    memberPassword: string;
    logins: string[];
  };
  members: DemoMember[];
  reads: {
    spacingDays: number;
    thisMonthReader: string;
    readers: Record<string, { latestDaysAgo: number; books: string[] }>;
  };
  openLoans: DemoOpenLoan[];
  donations: {
    accepted: { name: string; email: string; amount: number; daysAgo: number }[];
    pending: {
      name: string;
      email: string;
      amount: number;
      wallet: MobileWallet;
      number: string;
      daysAgo: number;
    };
  };
}

export interface DemoNotice {
  titleBn: string;
  titleEn: string;
  bodyBn: string;
  bodyEn: string;
  category: NoticeCategory;
  image: boolean;
  daysAgo: number;
}

export interface DemoEvent {
  nameBn: string;
  nameEn: string;
  organizerBn: string;
  organizerEn: string;
  bodyBn: string;
  bodyEn: string;
  inDays: number;
  time: string;
}

export interface DemoBlog {
  titleBn: string;
  titleEn: string;
  authorBn: string;
  authorEn: string;
  bodyBn: string;
  bodyEn: string;
  daysAgo: number;
}

export interface DemoGalleryItem {
  titleBn: string;
  titleEn: string;
  bodyBn: string;
  bodyEn: string;
  images: number;
  daysAgo: number;
}

export interface DemoTeamMember {
  key: string;
  name: string;
  role: TeamRole;
  serial: number;
  campus?: string;
  email?: string;
  phone?: string;
  photo: boolean;
}

export interface DemoFaq {
  questionEn: string;
  answerEn: string;
  questionBn: string;
  answerBn: string;
}

export interface Content {
  demoNotice: Omit<DemoNotice, 'image'> & { adminBn: string; adminEn: string };
  notices: DemoNotice[];
  events: DemoEvent[];
  blogs: DemoBlog[];
  gallery: DemoGalleryItem[];
  team: DemoTeamMember[];
  faqs: DemoFaq[];
  mission: { updatedDaysAgo: number; text: string };
}

// ---------------------------------------------------------------- schemas

const text = { type: 'string', minLength: 1 } as const;
const optionalText = { type: 'string', minLength: 1, nullable: true } as const;
const days = { type: 'number', minimum: 0 } as const;
const count = (minimum: number, maximum: number) =>
  ({ type: 'integer', minimum, maximum }) as const;
const email = { type: 'string', pattern: '^[a-z]+@pathagar\\.demo$' } as const;
const phone = { type: 'string', pattern: '^\\+8801[3-9][0-9]{8}$' } as const;
const key = { type: 'string', pattern: '^[a-z]+$' } as const;

/**
 * An object schema whose properties are all required (but the `optional` ones) and nothing else
 * is allowed. `T` comes from where the schema is used, so a property missing here or one the
 * type does not have fails to compile.
 */
function strict<T>(
  properties: NoInfer<{ [K in keyof T]-?: object }>,
  optional: NoInfer<(keyof T & string)[]> = []
): JSONSchemaType<T> {
  return {
    type: 'object',
    properties,
    required: Object.keys(properties).filter(
      (name) => !optional.includes(name as keyof T & string)
    ),
    additionalProperties: false,
  } as unknown as JSONSchemaType<T>;
}

const bookSchema: JSONSchemaType<DemoBook> = {
  type: 'object',
  properties: {
    bn: text,
    en: text,
    authorBn: text,
    authorEn: text,
    category: { type: 'string', enum: [...bookCategoryValues] },
    aboutBn: text,
    aboutEn: text,
    copies: count(1, 4),
  },
  required: ['bn', 'en', 'authorBn', 'authorEn', 'category', 'aboutBn', 'aboutEn', 'copies'],
  additionalProperties: false,
};

export const catalogueSchema: JSONSchemaType<Catalogue> = {
  type: 'object',
  properties: {
    arrivals: {
      type: 'object',
      properties: { newestDaysAgo: days, everyDays: { type: 'number', exclusiveMinimum: 0 } },
      required: ['newestDaysAgo', 'everyDays'],
      additionalProperties: false,
    },
    books: { type: 'array', items: bookSchema, minItems: 1 },
  },
  required: ['arrivals', 'books'],
  additionalProperties: false,
};

const memberSchema: JSONSchemaType<DemoMember> = {
  type: 'object',
  properties: {
    key,
    name: text,
    email,
    mobile: phone,
    permanentAddress: text,
    currentAddress: text,
    photo: { type: 'boolean' },
    wallet: { type: 'string', enum: [...mobileWalletValues, 'bankTransfer'] },
    joinedDaysAgo: days,
    paidDaysAgo: { type: 'array', items: days, minItems: 1, nullable: true },
    appliedDaysAgo: { ...days, nullable: true },
  },
  required: [
    'key',
    'name',
    'email',
    'mobile',
    'permanentAddress',
    'currentAddress',
    'photo',
    'wallet',
    'joinedDaysAgo',
  ],
  // A member has paid for memberships or is waiting for the first one, not both.
  oneOf: [{ required: ['paidDaysAgo'] }, { required: ['appliedDaysAgo'] }],
  additionalProperties: false,
};

const openLoanSchema: JSONSchemaType<DemoOpenLoan> = {
  type: 'object',
  properties: {
    member: key,
    book: text,
    status: { type: 'string', enum: ['pending', 'approved', 'Received', 'Returned', 'rejected'] },
    requestedDaysAgo: days,
    decidedAfterDays: { ...days, nullable: true },
    receivedAfterDays: { ...days, nullable: true },
    returnedAfterDays: { ...days, nullable: true },
    loanDays: { ...count(1, 365), nullable: true },
  },
  required: ['member', 'book', 'status', 'requestedDaysAgo'],
  additionalProperties: false,
};

const readerSchema: JSONSchemaType<People['reads']['readers'][string]> = strict({
  latestDaysAgo: days,
  books: { type: 'array', items: text, minItems: 1 },
});

const donationSchema: JSONSchemaType<People['donations']['accepted'][number]> = strict({
  name: text,
  email,
  amount: count(1, 1_000_000),
  daysAgo: days,
});

export const peopleSchema: JSONSchemaType<People> = {
  type: 'object',
  properties: {
    accounts: {
      type: 'object',
      properties: {
        admin: strict({ email, password: text, createdDaysAgo: days }),
        memberPassword: text,
        logins: { type: 'array', items: key, minItems: 2, maxItems: 2 },
      },
      required: ['admin', 'memberPassword', 'logins'],
      additionalProperties: false,
    },
    members: { type: 'array', items: memberSchema, minItems: 1 },
    reads: {
      type: 'object',
      properties: {
        spacingDays: { type: 'number', exclusiveMinimum: 0 },
        thisMonthReader: key,
        readers: {
          type: 'object',
          required: [],
          additionalProperties: readerSchema,
        },
      },
      required: ['spacingDays', 'thisMonthReader', 'readers'],
      additionalProperties: false,
    },
    openLoans: { type: 'array', items: openLoanSchema },
    donations: {
      type: 'object',
      properties: {
        accepted: {
          type: 'array',
          items: donationSchema,
        },
        pending: strict({
          name: text,
          email,
          amount: count(1, 1_000_000),
          wallet: { type: 'string', enum: [...mobileWalletValues] },
          number: phone,
          daysAgo: days,
        }),
      },
      required: ['accepted', 'pending'],
      additionalProperties: false,
    },
  },
  required: ['accounts', 'members', 'reads', 'openLoans', 'donations'],
  additionalProperties: false,
};

const noticeFields = {
  titleBn: text,
  titleEn: text,
  bodyBn: text,
  bodyEn: text,
  category: { type: 'string', enum: [...noticeCategoryValues] },
  daysAgo: days,
};

const noticeSchema: JSONSchemaType<DemoNotice> = strict({
  ...noticeFields,
  image: { type: 'boolean' },
});

const eventSchema: JSONSchemaType<DemoEvent> = strict({
  nameBn: text,
  nameEn: text,
  organizerBn: text,
  organizerEn: text,
  bodyBn: text,
  bodyEn: text,
  inDays: { type: 'integer' },
  time: { type: 'string', pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' },
});

const blogSchema: JSONSchemaType<DemoBlog> = strict({
  titleBn: text,
  titleEn: text,
  authorBn: text,
  authorEn: text,
  bodyBn: text,
  bodyEn: text,
  daysAgo: days,
});

const galleryItemSchema: JSONSchemaType<DemoGalleryItem> = strict({
  titleBn: text,
  titleEn: text,
  bodyBn: text,
  bodyEn: text,
  images: count(1, 5),
  daysAgo: days,
});

const teamMemberSchema: JSONSchemaType<DemoTeamMember> = strict(
  {
    key,
    name: text,
    role: { type: 'string', enum: [...teamRoleValues] },
    serial: count(1, 1000),
    campus: optionalText,
    email: { ...email, nullable: true },
    phone: { ...phone, nullable: true },
    photo: { type: 'boolean' },
  },
  ['campus', 'email', 'phone']
);

const faqSchema: JSONSchemaType<DemoFaq> = strict({
  questionEn: text,
  answerEn: text,
  questionBn: text,
  answerBn: text,
});

export const contentSchema: JSONSchemaType<Content> = {
  type: 'object',
  properties: {
    demoNotice: strict({ ...noticeFields, adminBn: text, adminEn: text }),
    notices: { type: 'array', items: noticeSchema },
    events: { type: 'array', items: eventSchema },
    blogs: { type: 'array', items: blogSchema },
    gallery: { type: 'array', items: galleryItemSchema },
    team: { type: 'array', items: teamMemberSchema },
    faqs: { type: 'array', items: faqSchema },
    mission: strict({ updatedDaysAgo: days, text }),
  },
  required: ['demoNotice', 'notices', 'events', 'blogs', 'gallery', 'team', 'faqs', 'mission'],
  additionalProperties: false,
};
