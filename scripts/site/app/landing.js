// The landing page: the site's language (remembered in this browser, never sent anywhere;
// every page then opens in it, pages.py's FOLLOW_CHOICE), and the whole site kept in this
// browser for offline use, saying when.
import { keepOffline } from './offline.js';

const KEY = JSON.parse(document.getElementById('mt-language-key').textContent);
for (const link of document.querySelectorAll('.mt-languages a[data-language]')) {
  link.addEventListener('click', () => {
    try {
      localStorage.setItem(KEY, link.dataset.language);
    } catch (e) {
      // a private window may refuse: the link still opens the page in that language
    }
  });
}

const note = document.getElementById('mt-offline-note');
keepOffline((sentence) => { note.textContent = sentence; });
