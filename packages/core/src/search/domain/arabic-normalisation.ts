import type { Language } from '../../locale/domain/locale.js';
import { westernDigits } from '../../shared/domain/input.js';

/**
 * Text analysis shared by every native search index and its queries: the index and the shopper's
 * words go through the same steps, so whatever a step folds together matches on both sides.
 * Snowball's Arabic stemmer misses broken plurals (خواتم / خاتم) and mangles prefixed forms
 * (والخاتم), so Arabic gets its own rules here (decision 0500).
 */

/** Harakat, Quranic annotation marks and the superscript alef: never part of a spelling. */
const ARABIC_MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED]/g;
const TATWEEL = /\u0640/g;

/** One letter for every way of writing it: hamza carriers, ta marbuta, alef maqsura, Persian forms. */
const LETTER_FORMS: Readonly<Record<string, string>> = {
  '\u0622': '\u0627', // آ -> ا
  '\u0623': '\u0627', // أ -> ا
  '\u0625': '\u0627', // إ -> ا
  '\u0671': '\u0627', // ٱ -> ا
  '\u0672': '\u0627',
  '\u0673': '\u0627',
  '\u0624': '\u0648', // ؤ -> و
  '\u0626': '\u064A', // ئ -> ي
  '\u0621': '', // a lone hamza is left out by many writers, so it is left out here
  '\u0629': '\u0647', // ة -> ه
  '\u0649': '\u064A', // ى -> ي
  '\u06CC': '\u064A', // Persian yeh
  '\u06D0': '\u064A',
  '\u06A9': '\u0643', // Persian kaf
  '\u06C0': '\u0647', // heh with yeh above
  '\u06D5': '\u0647', // ae
  '\u066B': '.', // Arabic decimal separator
  '\u066C': '', // Arabic thousands separator
};
const LETTER_FORM = new RegExp(`[${Object.keys(LETTER_FORMS).join('')}]`, 'g');

/**
 * Folds the spellings of Arabic text together: alef and hamza forms, ta marbuta (ة -> ه), alef
 * maqsura (ى -> ي), diacritics, tatweel and Arabic-Indic digits. Other scripts pass unchanged
 * (apart from Unicode NFKC, which also unfolds presentation forms such as ligatures).
 */
export function normaliseArabic(text: string): string {
  const folded = westernDigits(
    text
      .normalize('NFKC')
      .replace(ARABIC_MARKS, '')
      .replace(TATWEEL, '')
      .replace(LETTER_FORM, (letter) => LETTER_FORMS[letter] ?? letter),
  );
  // Dropping a mark can free a Latin accent to compose; composing again keeps this idempotent.
  return folded.normalize('NFKC');
}

const NOT_WORD = /[^\p{L}\p{N}]+/gu;
const COMBINING = /\p{M}/gu;

/**
 * The form both the index and the queries hold: Arabic folded as above, lower case, Latin
 * accents dropped (é -> e), digits in ASCII, and every run of punctuation or space as one space.
 * Words are analysed by their script, since shoppers mix scripts whatever their language; the
 * language only picks the lower-casing rules.
 */
export function normaliseForSearch(text: string, language: Language): string {
  const locale = language === 'ar' ? 'ar' : 'en';
  const bare = normaliseArabic(text).toLocaleLowerCase(locale).normalize('NFKD').replace(COMBINING, '');
  return normaliseArabic(bare).toLocaleLowerCase(locale).replace(NOT_WORD, ' ').trim();
}

/** Broken and sound plurals of the catalogue's own nouns, and other spellings, to one singular. */
const ARABIC_NOUNS: Readonly<Record<string, string>> = {
  خواتم: 'خاتم',
  أساور: 'سوار',
  أسورة: 'سوار',
  أسوار: 'سوار',
  أقراط: 'قرط',
  حلقان: 'حلق',
  قلائد: 'قلادة',
  سلاسل: 'سلسلة',
  أطقم: 'طقم',
  ألماسات: 'ألماس',
  ماس: 'ألماس',
  ماسات: 'ألماس',
  ألماسة: 'ألماس',
  خلاخيل: 'خلخال',
  خلاخل: 'خلخال',
  معلقات: 'معلقة',
  تعليقات: 'تعليقة',
  دبل: 'دبلة',
  دبلات: 'دبلة',
  محابس: 'محبس',
  عقود: 'عقد',
  لآلئ: 'لؤلؤ',
  لؤلؤة: 'لؤلؤ',
  أحجار: 'حجر',
  عملات: 'عملة',
  سبائك: 'سبيكة',
  غوايش: 'غويشة',
  أزرار: 'زر',
  هدايا: 'هدية',
  أطفال: 'طفل',
  ألوان: 'لون',
  قلوب: 'قلب',
  نجوم: 'نجمة',
  نجمات: 'نجمة',
  زهور: 'زهرة',
  فراشات: 'فراشة',
  حروف: 'حرف',
  أبراج: 'برج',
  مناسبات: 'مناسبة',
  ساعات: 'ساعة',
  مجوهرات: 'مجوهرة',
};

/** Nouns that look prefixed but are not: ألماس folds to الماس, whose ال is part of the word. */
const WHOLE_WORDS = ['ألماس', 'لؤلؤ', 'ذهب', 'فضة', 'بلاتين', 'زمرد', 'ياقوت', 'فيروز', 'خرز'];

const fold = (word: string) => normaliseArabic(word);
const NOUNS = new Map(Object.entries(ARABIC_NOUNS).map(([plural, singular]) => [fold(plural), fold(singular)]));
const PROTECTED = new Set(WHOLE_WORDS.map(fold));
/** Words a one-letter prefix may be taken off: only the catalogue's known nouns, so وردي stays وردي. */
const KNOWN = new Set([...NOUNS.keys(), ...NOUNS.values(), ...PROTECTED]);
const LONG_PREFIXES = ['وبال', 'وال', 'بال', 'فال', 'كال', 'لل', 'ال'];
const SHORT_PREFIXES = ['و', 'ب', 'ل', 'ف'];
const MIN_STEM = 3;
const ARABIC_WORD = /^[\u0621-\u064A]+$/;
const LATIN_WORD = /^[a-z]+$/;

function arabicNoun(word: string): string | undefined {
  if (PROTECTED.has(word)) return word;
  return NOUNS.get(word);
}

function stemArabic(word: string): string {
  const noun = arabicNoun(word);
  if (noun !== undefined) return noun;
  for (const prefix of LONG_PREFIXES) {
    const rest = word.slice(prefix.length);
    if (word.startsWith(prefix) && rest.length >= MIN_STEM) return arabicNoun(rest) ?? rest;
  }
  for (const prefix of SHORT_PREFIXES) {
    const rest = word.slice(prefix.length);
    if (word.startsWith(prefix) && rest.length >= MIN_STEM && KNOWN.has(rest)) return arabicNoun(rest) ?? rest;
  }
  return word;
}

/** English plurals folded to their singular the simple way: rings, necklaces, butterflies, boxes. */
function stemEnglish(word: string): string {
  if (word.length <= 3 || !word.endsWith('s')) return word;
  if (word.endsWith('ss') || word.endsWith('us') || word.endsWith('is')) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:sh|ch|x|z)es$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

/**
 * The stem of one normalised word: an Arabic noun's singular without its و / ال / بال / وال /
 * لل prefix (only when at least three letters remain, and a one-letter prefix only before a known
 * noun), an English plural's singular, anything else unchanged.
 */
export function stemSearchWord(word: string): string {
  if (ARABIC_WORD.test(word)) return stemArabic(word);
  if (LATIN_WORD.test(word)) return stemEnglish(word);
  return word;
}

/** One word of a text as written (normalised) and as stemmed; a word is found by either. */
export interface SearchTerm {
  readonly surface: string;
  readonly stem: string;
}

/** The words of a text for an index or a query, in order, repeats kept. */
export function searchTerms(text: string, language: Language): readonly SearchTerm[] {
  const normalised = normaliseForSearch(text, language);
  if (normalised === '') return [];
  return normalised.split(' ').map((surface) => ({ surface, stem: stemSearchWord(surface) }));
}

/** Every distinct surface and stem form of a text, space-separated: what an index stores. */
export function searchDocument(text: string, language: Language): string {
  const forms = new Set<string>();
  for (const term of searchTerms(text, language)) {
    forms.add(term.surface);
    forms.add(term.stem);
  }
  return [...forms].join(' ');
}
