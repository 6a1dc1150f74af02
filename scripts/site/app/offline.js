// Keep the whole site in this browser for offline use (the service worker, sw.js), and say
// when it is ready. Every page of the site calls keepOffline() once it has what it needs
// (a lesson: once its boards are ready, so the saving never slows a lesson's start).
//   import { keepOffline } from '<site root>/app/offline.js';
//   keepOffline((words, ready) => { ... show words ... });
import { say as words } from './words.js';

const ROOT = new URL('../', import.meta.url);

export function keepOffline(say = () => {}) {
  if (!('serviceWorker' in navigator) || !['http:', 'https:'].includes(location.protocol)) {
    return;
  }
  navigator.serviceWorker.addEventListener('message', (event) => {
    const news = event.data && event.data.mancalaOffline;
    if (!news) return;
    if (news.ready) say(words('offline-ready'), true);
    else if (news.saving) say(words('offline-saving', { saving: news.saving, of: news.of }),
                              false);
  });
  navigator.serviceWorker.register(new URL('sw.js', ROOT), { scope: ROOT.href,
                                                              updateViaCache: 'none' })
    .then(async (registration) => {
      if (!registration.installing && !registration.waiting && registration.active) {
        registration.active.postMessage('mancala-offline?');
      }
    })
    .catch(() => say(words('offline-refused'), false));
}
