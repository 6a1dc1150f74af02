// The landing page: keep the whole site in this browser for offline use, and say when.
import { keepOffline } from './offline.js';

const note = document.getElementById('mt-offline-note');
keepOffline((sentence) => { note.textContent = sentence; });
