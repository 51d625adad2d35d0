/**
 * The club's fixed contact and payment details, printed on the contact, donation and membership
 * pages and in the footer. Texts that need translating (address, bank and branch names) live in
 * shared-i18n under `site:contact` and `site:donation`; these are the parts that do not.
 * The spec leaves the real figures out; a club deploying Pathagar edits them here.
 */
export const CLUB = {
  phone: '+8801700000000',
  phoneDisplay: '+880 1700-000000',
  email: 'contact@pathagar.org',
  social: {
    facebook: 'https://www.facebook.com/pathagar',
    youtube: 'https://www.youtube.com/@pathagar',
    whatsapp: 'https://wa.me/8801700000000',
  },
  /** One wallet number accepts bKash, Nagad and Rocket. */
  mobileBankingNumber: '01700000000',
  bankAccountNumber: '2050 1234 5678 9012',
  membershipFeeTaka: 100,
  // The credit's name is a text (site:contact.developerName), so it reads in the page's language.
  developer: { url: 'https://github.com/pathagar' },
} as const;
