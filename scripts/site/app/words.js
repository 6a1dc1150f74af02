// The sentences of the site's scripts, in the page's language (scripts/site/words.py writes
// app/words-<code>.js from the catalogue at each build).
//   import { say, LANGUAGE } from './words.js';
//   say('offline-saving', { saving: 3, of: 200 })
// The language: the page's <html lang>; in a Web Worker, its address's ?lang= (the page
// makes its workers with workerUrl()).
const fromPage = typeof document !== 'undefined' && document.documentElement.lang;
const fromWorker = typeof document === 'undefined' &&
  new URL(self.location.href).searchParams.get('lang');
export const LANGUAGE = fromPage || fromWorker || 'en';

let table;
try {
  table = (await import(`./words-${LANGUAGE}.js`)).default;
} catch (e) {
  table = (await import('./words-en.js')).default;
}

export function say(key, values = {}) {
  let text = table[key];
  if (Array.isArray(text)) text = text[values.n === 1 ? 0 : 1];
  if (text === undefined) return key;
  return text.replace(/\{(\w+)\}/g, (whole, name) => (name in values ? String(values[name])
    : whole));
}

// A number the language's way (12.5 / 12,5).
export function number(value, digits = 0) {
  return new Intl.NumberFormat(LANGUAGE, { maximumFractionDigits: digits,
                                           minimumFractionDigits: digits }).format(value);
}

// The catalogue part a page loads for its language (scripts/site/runtime.py: language_part).
export function languagePart(code = LANGUAGE) {
  return code === 'en' ? [] : [`mancala-teach-locale-${code}`];
}

// A worker's address, carrying the page's language.
export function workerUrl(url) {
  const found = new URL(url);
  found.searchParams.set('lang', LANGUAGE);
  return found;
}
