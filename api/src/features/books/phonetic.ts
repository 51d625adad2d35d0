/**
 * The phonetic key of a text: Bangla and Latin letters folded to one Latin skeleton, so that a
 * title stored in Bangla ("পথের পাঁচালী") and the same words typed in Latin letters the way
 * Avro's phonetic keyboard reads them ("pother pachali", "pather panchali") give the same key.
 *
 * Search compares keys with keys (see search.ts): the catalogue stores the key of each book's
 * Bangla and English title and author, and the query is folded by this same function. So this is
 * not a transliterator that must be right for a reader; it must only send the spellings people
 * use for one word to one key, and keep different words apart where it can.
 *
 * Two steps:
 *  1. Bangla → Latin, letter by letter, in the spirit of Avro's rules read backwards (ক k, খ kh,
 *     শ/ষ sh, য় y, ৎ t, ং ng…), with the inherent vowel `a` after a consonant that has no vowel
 *     sign, no hasanta and does not end the word. Variants fold here: ু/ূ → u, ি/ী → i, য় in
 *     either encoding, ZWJ/ZWNJ dropped, NFC and NFD alike.
 *  2. Latin folding, the same for typed Latin and for step 1's output: lower case, accents off,
 *     aspirates to their plain letter (kh→k, th→t, bh→b…), sh→s, v→b, z→j, q→k, ph→f, w dropped,
 *     ee→i, oo→u, o→a, then every `a` dropped except at a word's start (the inherent vowel is
 *     the commonest disagreement: "nondito"/"nandit", "debdas"/"debadas"), then doubled letters
 *     made single.
 */

// Independent vowels and vowel signs (NFD: ো and ৌ arrive as ে + া / ে + ৗ, handled below).
const VOWELS: Record<string, string> = {
  অ: 'o',
  আ: 'a',
  ই: 'i',
  ঈ: 'i',
  উ: 'u',
  ঊ: 'u',
  ঋ: 'ri',
  এ: 'e',
  ঐ: 'oi',
  ও: 'o',
  ঔ: 'ou',
};
const SIGNS: Record<string, string> = {
  '\u09BE': 'a', // া
  '\u09BF': 'i', // ি
  '\u09C0': 'i', // ী
  '\u09C1': 'u', // ু
  '\u09C2': 'u', // ূ
  '\u09C3': 'ri', // ৃ
  '\u09C7': 'e', // ে
  '\u09C8': 'oi', // ৈ
  '\u09CB': 'o', // ো (precomposed, when not decomposed)
  '\u09CC': 'ou', // ৌ
  '\u09D7': 'ou', // ৗ (second half of a decomposed ৌ)
};
const CONSONANTS: Record<string, string> = {
  ক: 'k',
  খ: 'kh',
  গ: 'g',
  ঘ: 'gh',
  ঙ: 'ng',
  চ: 'ch',
  ছ: 'ch',
  জ: 'j',
  ঝ: 'jh',
  ঞ: 'n',
  ট: 't',
  ঠ: 'th',
  ড: 'd',
  ঢ: 'dh',
  ণ: 'n',
  ত: 't',
  থ: 'th',
  দ: 'd',
  ধ: 'dh',
  ন: 'n',
  প: 'p',
  ফ: 'f',
  ব: 'b',
  ভ: 'bh',
  ম: 'm',
  য: 'j',
  র: 'r',
  ল: 'l',
  শ: 'sh',
  ষ: 'sh',
  স: 's',
  হ: 'h',
  // With the nukta (U+09BC) in NFD; the precomposed code points are decomposed first.
  ড়: 'r',
  ঢ়: 'r',
  য়: 'y',
};
const NUKTA = '\u09BC';
const HASANTA = '\u09CD';
const E_SIGN = '\u09C7';
const OTHERS: Record<string, string> = {
  ৎ: 't',
  'ং': 'ng',
  'ঃ': 'h',
  'ঁ': '',
};
const DIGITS = '০১২৩৪৫৬৭৮৯';

const isBanglaLetter = (c: string | undefined) =>
  c !== undefined && (c in CONSONANTS || c in VOWELS || c in OTHERS || c in SIGNS || c === HASANTA);

/** Step 1: Bangla letters to Latin; anything else passes through. */
export function banglaToLatin(text: string): string {
  // NFD splits য়/ড়/ঢ় into letter + nukta and ো/ৌ into two signs; ZWJ/ZWNJ only shape conjuncts.
  const chars = [...text.normalize('NFD').replace(/[\u200C\u200D]/g, '')];
  let out = '';
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i]!;
    let consonant = CONSONANTS[c];
    if (consonant !== undefined) {
      if (chars[i + 1] === NUKTA) consonant = CONSONANTS[c + NUKTA] ?? consonant;
      let next = i + 1 + (chars[i + 1] === NUKTA ? 1 : 0);
      // জ্ঞ is said (and typed) "gg"/"gy", not "jn": বিজ্ঞান "biggan".
      if (c === 'জ' && chars[next] === HASANTA && chars[next + 1] === 'ঞ') {
        out += 'gg';
        i = next + 1;
        next = i + 1;
        if (!(chars[next]! in SIGNS) && chars[next] !== HASANTA && isBanglaLetter(chars[next]))
          out += 'a';
        continue;
      }
      // ক্ষ is said and typed "kh" (Avro's "kkh"): ক্ষুধিত "khudito".
      if (c === 'ক' && chars[next] === HASANTA && chars[next + 1] === 'ষ') {
        consonant = 'kh';
        next += 2;
      }
      // ব-ফলা after a consonant is silent ("biswas", "shopno"); ম্ব and র্ব keep their b.
      if (c === 'ব' && chars[i - 1] === HASANTA && !'মর'.includes(chars[i - 2] ?? 'ম'))
        consonant = '';
      // য-ফলা after a consonant: typed "y" by most ("bidya", "bandyopadhyay").
      if (c === 'য' && chars[i - 1] === HASANTA && out.length > 0) consonant = 'y';
      out += consonant;
      i = next - 1;
      const after = chars[next];
      if (after === HASANTA || (after !== undefined && after in SIGNS)) continue;
      // The inherent vowel, unless the word ends here (word-final অ is silent: পথ "poth").
      if (after !== undefined && (after in CONSONANTS || after in OTHERS) && after !== 'ঁ')
        out += 'a';
      else if (after === 'ঁ' && isBanglaLetter(chars[next + 1])) out += 'a';
      continue;
    }
    if (c === E_SIGN && chars[i + 1] === '\u09BE') {
      out += 'o'; // ে + া = ো
      i++;
      continue;
    }
    if (c === E_SIGN && chars[i + 1] === '\u09D7') {
      out += 'ou'; // ে + ৗ = ৌ
      i++;
      continue;
    }
    // ও before য় is the "w" of ওয়ালীউল্লাহ "waliullah".
    if (c === 'ও' && chars[i + 1] === 'য' && chars[i + 2] === NUKTA) {
      out += 'w';
      i += 2;
      continue;
    }
    const mapped = VOWELS[c] ?? SIGNS[c] ?? OTHERS[c];
    if (mapped !== undefined) {
      out += mapped;
      continue;
    }
    if (c === HASANTA || c === NUKTA) continue;
    const digit = DIGITS.indexOf(c);
    out += digit >= 0 ? String(digit) : c;
  }
  return out;
}

// Step 2, in order: each rule sees the output of the ones before it.
const LATIN_RULES: [RegExp, string][] = [
  [/x/g, 'ks'],
  [/ck/g, 'k'],
  [/ph/g, 'f'],
  [/([kgcjtdb])h/g, '$1'], // aspirates: kh gh ch jh th dh bh
  [/que$/, 'k'], // "haque", "hoque"
  [/sh/g, 's'],
  [/v/g, 'b'],
  [/w/g, ''],
  [/z/g, 'j'],
  [/q/g, 'k'],
  [/ee/g, 'i'],
  [/oo/g, 'u'],
  [/o/g, 'a'],
  [/ye/g, 'i'], // "syed" সৈয়দ
  [/y/g, 'i'], // য় is typed y, i or e; as a vowel-like i it folds with "humaiun"
  [/([a-z])\1+/g, '$1'],
];

/** Step 2 on one word of Latin letters. */
function foldWord(word: string): string {
  let w = word;
  for (const [pattern, replacement] of LATIN_RULES) w = w.replace(pattern, replacement);
  // The inherent vowel and o/a are the commonest disagreement: keep only a word-initial a.
  w = w[0] + w.slice(1).replace(/a/g, '');
  // A nasal before a consonant is the commonest other disagreement: ঁ typed n or not
  // ("panchali"/"pachali", "kando"), ঙ/ং typed ng or n ("shonkhonil"). Drop it.
  w = w[0] + w.slice(1).replace(/n(?=[bcdgjkpt])/g, '');
  // An initial e and i are written for each other ("Elias" ইলিয়াস, "Enamul" এনামুল).
  w = w.replace(/^e/, 'i');
  return w.replace(/([a-z])\1+/g, '$1'); // doubled letters, not digits
}

/**
 * The phonetic key of any text: space-separated folded words of [a-z0-9], in order. Empty when
 * the text has no letters or digits.
 */
export function phoneticKey(text: string): string {
  const latin = banglaToLatin(text).normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return latin
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map(foldWord)
    .join(' ');
}

/** The words of a query's key (each a separate condition of the search). */
export const keyWords = (text: string): string[] => phoneticKey(text).split(' ').filter(Boolean);
