import { describe, expect, it } from 'vitest';
import {
  ALL_BOOK_CATEGORIES_KEY,
  BOOK_CATEGORIES,
  TEAM_ROLE_ORDER,
  bookCategoryLabel,
  compareTeamRoles,
  createI18n,
  errorMessage,
  errorMessageKey,
  isBookCategory,
  mobileWalletLabel,
  noticeCategoryLabel,
  paymentMethodLabel,
  rankUnitLabel,
  rentDisplayStatus,
  rentStatusLabel,
  resources,
  sortTeamMembers,
  teamRoleLabel,
} from '../src/index';

const bn = createI18n({ storage: null, language: 'bn' });
const en = createI18n({ storage: null, language: 'en', bundled: resources });

describe('book categories', () => {
  it('label each value in both languages, the Bangla label being the value', () => {
    expect(BOOK_CATEGORIES[0]).toBe('উপন্যাস');
    expect(bookCategoryLabel(en.t, 'উপন্যাস')).toBe('Novel');
    expect(bookCategoryLabel(bn.t, 'উপন্যাস')).toBe('উপন্যাস');
    expect(bookCategoryLabel(en.t, 'শিশুসাহিত্য')).toBe("Children's Literature");
    expect(bookCategoryLabel(en.t, 'অন্যান্য')).toBe('Others');
    for (const value of BOOK_CATEGORIES) expect(bookCategoryLabel(bn.t, value)).toBe(value);
  });

  it('match the precomposed য় (U+09DF) that some keyboards type', () => {
    const typed = '\u09A7\u09B0\u09CD\u09AE\u09C0\u09DF';
    expect(typed).not.toBe('ধর্মীয়');
    expect(typed.normalize('NFC')).toBe('ধর্মীয়');
    expect(isBookCategory(typed)).toBe(true);
    expect(bookCategoryLabel(en.t, typed)).toBe('Religious');
  });

  it('show an unknown stored value as it is', () => {
    expect(bookCategoryLabel(en.t, 'পুরোনো ক্যাটাগরি')).toBe('পুরোনো ক্যাটাগরি');
  });

  it('have the All Categories filter option', () => {
    expect(en.t(ALL_BOOK_CATEGORIES_KEY)).toBe('All Categories');
    expect(bn.t(ALL_BOOK_CATEGORIES_KEY)).toBe('সকল ক্যাটাগরি');
  });
});

describe('other labels', () => {
  it('notice categories', () => {
    expect(noticeCategoryLabel(en.t, 'recruitment')).toBe('Recruitment');
    expect(noticeCategoryLabel(bn.t, 'announcement')).toBe('ঘোষণা');
  });

  it('team roles', () => {
    expect(teamRoleLabel(en.t, 'Campus Ambassadors')).toBe('Campus Ambassadors');
    expect(teamRoleLabel(bn.t, 'Volunteers')).toBe('স্বেচ্ছাসেবক');
    expect(teamRoleLabel(bn.t, 'Patrons')).toBe('Patrons');
  });

  it('wallets and payment methods', () => {
    expect(mobileWalletLabel(en.t, 'nogod')).toBe('Nagad');
    expect(mobileWalletLabel(bn.t, 'bkash')).toBe('বিকাশ');
    expect(mobileWalletLabel(bn.t, 'rocket')).toBe('রকেট');
    expect(paymentMethodLabel(en.t, 'bankTransfer')).toBe('Bank transfer');
    expect(paymentMethodLabel(bn.t, 'mobileBank')).toBe('মোবাইল ব্যাংকিং');
  });

  it('rank units', () => {
    expect(rankUnitLabel(en.t, 'weeks')).toBe('Weeks');
    expect(rankUnitLabel(bn.t, 'months')).toBe('মাস');
  });
});

describe('rent statuses', () => {
  it('display the legacy values readably', () => {
    expect(rentStatusLabel(en.t, 'approved')).toBe('Approved');
    expect(rentStatusLabel(en.t, 'readed')).toBe('Read');
    expect(rentStatusLabel(en.t, 'Received')).toBe('Received');
    expect(rentStatusLabel(bn.t, 'pending')).toBe('অপেক্ষমাণ');
    expect(rentStatusLabel(bn.t, 'readed')).toBe('পড়া শেষ');
  });

  it('show Overdue when the server flags the loan', () => {
    expect(rentDisplayStatus('Received', true)).toBe('overdue');
    expect(rentDisplayStatus('Received', false)).toBe('Received');
    expect(rentStatusLabel(en.t, 'approved', true)).toBe('Overdue');
    expect(rentStatusLabel(bn.t, 'Received', true)).toBe('মেয়াদোত্তীর্ণ');
  });
});

describe('team order', () => {
  it('numbers the roles as the spec does', () => {
    expect(TEAM_ROLE_ORDER).toEqual({
      Advisors: 1,
      Directors: 2,
      'Campus Ambassadors': 3,
      Volunteers: 4,
    });
    expect(compareTeamRoles('Advisors', 'Volunteers')).toBeLessThan(0);
    expect(compareTeamRoles('Mentors', 'Volunteers')).toBeGreaterThan(0);
    expect(compareTeamRoles('Mentors', 'Patrons')).toBe(0);
  });

  it('sorts by role order, then serial; unknown roles and missing serials last', () => {
    const members = [
      { Name: 'Volunteer 2', role: 'Volunteers', serial: 2 },
      { Name: 'Mentor', role: 'Mentors', serial: 1 },
      { Name: 'Director 10', role: 'Directors', serial: 10 },
      { Name: 'Volunteer 1', role: 'Volunteers', serial: '1' },
      { Name: 'Director 2', role: 'Directors', serial: 2 },
      { Name: 'Advisor ?', role: 'Advisors', serial: null },
      { Name: 'Advisor 1', role: 'Advisors', serial: 1 },
      { Name: 'Ambassador 3', role: 'Campus Ambassadors', serial: 3 },
    ];
    const before = members.map((m) => m.Name);
    expect(sortTeamMembers(members).map((m) => m.Name)).toEqual([
      'Advisor 1',
      'Advisor ?',
      'Director 2',
      'Director 10',
      'Ambassador 3',
      'Volunteer 1',
      'Volunteer 2',
      'Mentor',
    ]);
    expect(members.map((m) => m.Name)).toEqual(before);
  });
});

describe('error messages', () => {
  it('map contract codes, the SDK error object and its network code', () => {
    expect(errorMessage(en.t, 'wrong_credentials')).toBe(
      'The e-mail address or password is incorrect.'
    );
    expect(errorMessage(bn.t, { code: 'out_of_stock', status: 409 })).toBe(
      'দুঃখিত, এই মুহূর্তে বইটির কোনো কপি নেই।'
    );
    expect(errorMessageKey({ code: 'network_error' })).toBe('common:networkError');
    expect(errorMessage(en.t, { code: 'network_error' })).toMatch(/internet connection/);
  });

  it('fall back to the generic text for anything else', () => {
    for (const other of ['unknown', new TypeError('x'), undefined, 42, { code: 7 }]) {
      expect(errorMessage(en.t, other)).toBe('Something went wrong. Please try again.');
    }
  });
});
