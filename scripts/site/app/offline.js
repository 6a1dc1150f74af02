// Keep the whole site in this browser for offline use (the service worker, sw.js), and say
// when it is ready. Every page of the site calls keepOffline() once it has what it needs
// (a lesson: once its boards are ready, so the saving never slows a lesson's start).
//   import { keepOffline } from '<site root>/app/offline.js';
//   keepOffline((words, ready) => { ... show words ... });
const ROOT = new URL('../', import.meta.url);

export function keepOffline(say = () => {}) {
  if (!('serviceWorker' in navigator) || !['http:', 'https:'].includes(location.protocol)) {
    return;
  }
  navigator.serviceWorker.addEventListener('message', (event) => {
    const news = event.data && event.data.mancalaOffline;
    if (!news) return;
    if (news.ready) say('Ready to work offline: the lessons, printables and pages now open ' +
                        'in this browser without the internet.', true);
    else if (news.saving) say(`Saving the site for offline use: ${news.saving} of ` +
                              `${news.of} files.`, false);
  });
  navigator.serviceWorker.register(new URL('sw.js', ROOT), { scope: ROOT.href,
                                                              updateViaCache: 'none' })
    .then(async (registration) => {
      if (!registration.installing && !registration.waiting && registration.active) {
        registration.active.postMessage('mancala-offline?');
      }
    })
    .catch(() => say('This browser will not keep the site for offline use (private ' +
                     'window or a setting); it still works while the network is on.', false));
}
