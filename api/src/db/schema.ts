import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Row types of the tables made by the migrations (database shapes, not API shapes: those come
 * from the SDK). `Generated` columns have defaults; timestamps read back as Date.
 */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type TimestampNullable = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
/** numeric(12,2) is read as a number (see the type parsers in db/index.ts). */
type Money = ColumnType<number, number | string, number | string>;

export interface AdminsTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  token_version: Generated<number>;
  created_at: Generated<Date>;
}

export interface UsersTable {
  unique_id: number;
  name: string;
  email: string;
  mobile: string;
  permanent_address: string;
  current_address: string;
  image_key: string | null;
  password_hash: string;
  email_verified: Generated<boolean>;
  token_version: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface EmailVerificationsTable {
  email: string;
  code_hash: string | null;
  code_expires_at: TimestampNullable;
  attempts: Generated<number>;
  window_started_at: Generated<Date>;
  sends_in_window: Generated<number>;
  last_sent_at: TimestampNullable;
  verified_at: TimestampNullable;
}

export interface PasswordResetsTable {
  token_hash: string;
  user_id: number;
  expires_at: Timestamp;
  used_at: TimestampNullable;
  created_at: Generated<Date>;
}

export interface BooksTable {
  unique_id: number;
  bookname: string;
  bookname_en: string;
  authorname: string;
  authorname_en: string;
  aboutbook: string;
  aboutbook_en: string;
  booktype: string;
  image_key: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface BookCopiesTable {
  serial_number: string;
  book_id: number;
  position: number;
}

export type RentStatusValue =
  'pending' | 'approved' | 'rejected' | 'Received' | 'Returned' | 'readed';

export interface RentRecordsTable {
  id: Generated<number>;
  rent_id: Generated<string>;
  /** Null only on finished loans whose book or member was deleted. */
  book_id: number | null;
  user_id: number | null;
  bookname: string;
  username: string;
  status: RentStatusValue;
  serial_number: string | null;
  return_day: TimestampNullable;
  return_day_number: number | null;
  requested_at: Generated<Date>;
  decided_at: TimestampNullable;
  approved_at: TimestampNullable;
  received_at: TimestampNullable;
  returned_at: TimestampNullable;
  confirmed_at: TimestampNullable;
}

interface PaymentColumns {
  payment_method: 'mobileBank' | 'bankTransfer';
  mobile_bank_method: 'bkash' | 'nogod' | 'rocket' | null;
  mobile_bank_number: string | null;
  bank_account_number: string | null;
  transaction_id: string;
}

export interface MembershipApplicationsTable extends PaymentColumns {
  id: Generated<number>;
  user_id: number;
  name: string;
  email: string;
  phone_number: string;
  created_at: Generated<Date>;
}

export interface MembershipsTable {
  id: Generated<number>;
  user_id: number;
  started_at: Generated<Date>;
  expires_at: Timestamp;
}

export interface AcceptedPaymentsTable {
  id: Generated<number>;
  /** Null once the member's account was deleted (the payment record is kept). */
  user_id: number | null;
  plan_name: string;
  mobile_number: string;
  banking_service: string;
  transaction_id: string;
  amount: Money | null;
  approved_at: Generated<Date>;
  exp_date: Timestamp;
}

export interface DonationRequestsTable extends PaymentColumns {
  donation_id: number;
  name: string;
  email: string;
  donation_amount: Money;
  created_at: Generated<Date>;
}

export interface DonationsTable {
  id: Generated<number>;
  donation_id: number;
  amount: Money;
  name: string | null;
  email: string | null;
  created_at: Generated<Date>;
}

export interface RankSettingsTable {
  id: Generated<boolean>;
  hide_rank_list: Generated<boolean>;
  filter_value: Generated<number>;
  filter_unit: Generated<'days' | 'weeks' | 'months' | 'years'>;
  updated_at: Generated<Date>;
}

export interface NoticesTable {
  unique_id: number;
  notice_title: string;
  notice_title_en: string;
  description: string;
  description_en: string;
  category: string;
  image_key: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface EventsTable {
  unique_id: number;
  eventname: string;
  eventname_en: string;
  organizer: string;
  organizer_en: string;
  description: string;
  description_en: string;
  /** A calendar date, read back as 'YYYY-MM-DD' text (never as a Date, which has a zone). */
  event_date: string;
  event_time: string;
  image_key: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface BlogsTable {
  unique_id: number;
  blog_title: string;
  blog_title_en: string;
  author_name: string;
  author_name_en: string;
  content: string;
  content_en: string;
  image_key: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface GalleryItemsTable {
  unique_id: number;
  title: string;
  title_en: string;
  description: string;
  description_en: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface GalleryImagesTable {
  item_id: number;
  position: number;
  image_key: string;
}

export interface TeamMembersTable {
  id: Generated<number>;
  name: string;
  role: 'Advisors' | 'Directors' | 'Campus Ambassadors' | 'Volunteers';
  serial: number;
  image_key: string | null;
  campus: string | null;
  email: string | null;
  phone: string | null;
  created_at: Generated<Date>;
}

export interface FaqsTable {
  id: Generated<number>;
  question: string;
  question_bn: string | null;
  answer: string;
  answer_bn: string | null;
  created_at: Generated<Date>;
}

export interface MissionTable {
  id: Generated<boolean>;
  mission: string;
  updated_at: Generated<Date>;
}

export interface DB {
  admins: AdminsTable;
  users: UsersTable;
  email_verifications: EmailVerificationsTable;
  password_resets: PasswordResetsTable;
  books: BooksTable;
  book_copies: BookCopiesTable;
  rent_records: RentRecordsTable;
  membership_applications: MembershipApplicationsTable;
  memberships: MembershipsTable;
  accepted_payments: AcceptedPaymentsTable;
  donation_requests: DonationRequestsTable;
  donations: DonationsTable;
  rank_settings: RankSettingsTable;
  notices: NoticesTable;
  events: EventsTable;
  blogs: BlogsTable;
  gallery_items: GalleryItemsTable;
  gallery_images: GalleryImagesTable;
  team_members: TeamMembersTable;
  faqs: FaqsTable;
  mission: MissionTable;
}

export type UserRow = Selectable<UsersTable>;
export type BookRow = Selectable<BooksTable>;
export type RentRecordRow = Selectable<RentRecordsTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
