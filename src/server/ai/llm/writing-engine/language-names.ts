/**
 * Languages, as written: each is a whole name of one word, so two said side
 * by side before "and" are two items ("she speaks Hindi, Tamil and English"),
 * never one name of two words ("Anna Schmidt").
 */
const LANGUAGE_NAMES = new Set(
  (
    "Amharic Arabic Bengali Bulgarian Cantonese Catalan Croatian Czech Danish Dutch English Farsi Finnish " +
    "French German Greek Gujarati Hausa Hebrew Hindi Hungarian Igbo Indonesian Italian Japanese Kannada " +
    "Korean Malay Malayalam Mandarin Marathi Norwegian Persian Polish Portuguese Punjabi Romanian Russian " +
    "Serbian Slovak Spanish Swahili Swedish Tagalog Tamil Telugu Thai Turkish Ukrainian Urdu Vietnamese Yoruba"
  ).split(" "),
);

/** Whether a word written with its capital names a language: "Tamil", "Polish". */
export const isLanguageName = (text: string) => LANGUAGE_NAMES.has(text);
