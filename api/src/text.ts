/**
 * Text as the club stores what people type: NFC, so that Bangla typed on different keyboards
 * (য় as one code point or as য + nukta) compares and searches equal, and trimmed.
 */
export const normaliseText = (value: string): string => value.normalize('NFC').trim();
