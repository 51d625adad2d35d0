/**
 * The club's name as its mails and printed labels carry it. The app serves one club; there is no
 * settings field for it yet, so it lives here, in one place.
 */
export const CLUB_NAME = { bn: 'বইয়ের পাতা', en: 'Boiyer Pata' } as const;
