// The sentences of the site's scripts, in the page's language (scripts/site/words.py writes
// app/words-all.js from the catalogue at each build).
//   import { say, LANGUAGE } from './words.js';
//   say('offline-saving', { saving: 3, of: 200 })
// The language: the page's <html lang>; in a Web Worker, the worker's name (the page makes
// its workers with workerOptions(); not the worker's address, which the service worker's
// cached copy replaces by its own).
import ALL from './words-all.js';

const fromPage = typeof document !== 'undefined' && document.documentElement.lang;
const fromWorker = typeof document === 'undefined' && /^mancala-(\w+)$/.test(self.name || '') &&
  self.name.slice('mancala-'.length);
export const LANGUAGE = fromPage || fromWorker || 'en';

const table = ALL[LANGUAGE] || ALL.en;

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

// A module worker's options, carrying the page's language.
export function workerOptions() {
  return { type: 'module', name: `mancala-${LANGUAGE}` };
}
