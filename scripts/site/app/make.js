// The Make printables page (make/index.html): the form is on the page already (drawn at build
// time from mancala_teach.printables.choices). This reads the teacher's choices, has the
// worker (make-worker.js) make the files with the package's own maker, shows how far it has
// got, and offers the files to download. Its address may carry the choices:
//   make/index.html?what=worksheets&level=explorer&sheets=30&seed=7&paper=letter
//   make/index.html?what=rules&variant=wari&o=grand_slam=forbidden
import { keepOffline } from './offline.js';
import { LANGUAGE, languagePart, number, say as tr, workerOptions } from './words.js';

window.mancalaPageStarted = true;
const FORM = JSON.parse(document.getElementById('mt-form').textContent);
const form = document.getElementById('make-form');
const bar = document.getElementById('mt-status');
const barWords = bar.querySelector('.mt-words-now');
const barMeter = bar.querySelector('progress');
const problem = document.getElementById('problem');
const tryAgain = document.getElementById('try-again');
const making = document.getElementById('making');
const makingBar = document.getElementById('making-bar');
const makingWords = document.getElementById('making-words');
const results = document.getElementById('results');
const fileList = document.getElementById('files');
const YES = ['yes', 'true', 'on', '1'];

let worker = null;
let ready = false;
let waiting = null;        // a job asked for before Python was ready
let lastJob = null;
let urls = [];

// --- the form ------------------------------------------------------------------------------------

const fieldsets = () => [...form.querySelectorAll('fieldset.printable')];
const chosen = () => form.querySelector('input[name="what"]:checked').value;
const fieldsetOf = (what) => form.querySelector(`fieldset.printable[data-what="${what}"]`);

function showChosen() {
  const what = chosen();
  for (const set of fieldsets()) set.hidden = set.dataset.what !== what;
  const set = fieldsetOf(what);
  for (const field of set.querySelectorAll('[data-only-for]')) {
    const [name, values] = field.dataset.onlyFor.split(':');
    const control = set.querySelector(`[name="${name}"]`);
    field.hidden = !values.split(',').includes(control.value);
  }
  const game = set.querySelector('[name="variant"]');
  for (const block of set.querySelectorAll('.house-rules')) {
    block.hidden = !game || block.dataset.game !== game.value;
  }
}

function choicesOf(what) {
  const set = fieldsetOf(what);
  const choices = {};
  for (const control of set.querySelectorAll('[name]')) {
    if (control.closest('[hidden]')) continue;
    if (control.type === 'checkbox') choices[control.name] = control.checked;
    else if (control.value.trim() !== '') choices[control.name] = control.value.trim();
  }
  if (choices.id) {                 // one sheet again: its id holds the rest
    delete choices.level;
    delete choices.sheets;
    delete choices.seed;
  }
  const game = set.querySelector('[name="variant"]');
  const block = game && set.querySelector(`.house-rules[data-game="${game.value}"]`);
  if (block) {
    const options = {};
    for (const control of block.querySelectorAll('[data-option]')) {
      const value = control.type === 'checkbox' ? (control.checked ? 'yes' : 'no')
        : control.value.trim();
      if (value !== control.dataset.default) options[control.dataset.option] = value;
    }
    if (Object.keys(options).length) choices.options = options;
  }
  return choices;
}

function address(what, choices) {
  const params = new URLSearchParams({ what });
  for (const [name, value] of Object.entries(choices)) {
    if (name === 'options') {
      for (const [option, v] of Object.entries(value)) params.append('o', `${option}=${v}`);
    } else if (value === true) params.set(name, 'yes');
    else if (value === false) params.set(name, 'no');
    else params.set(name, value);
  }
  return `?${params}`;
}

// The choices a link carries (the lessons link here), put into the form; the choices as the
// link gave them, for Python to check as soon as it is ready.
function fromAddress() {
  const params = new URLSearchParams(location.search);
  const what = params.get('what');
  if (!what) return null;
  const radio = form.querySelector(`input[name="what"][value="${CSS.escape(what)}"]`);
  const raw = {};
  for (const [name, value] of params) {
    if (name === 'what') continue;
    if (name === 'o') {
      const [option, ...rest] = value.split('=');
      raw.options = raw.options || {};
      raw.options[option] = rest.join('=');
    } else raw[name] = value;
  }
  if (!radio) return { what, raw };
  radio.checked = true;
  showChosen();
  const set = fieldsetOf(what);
  for (const [name, value] of Object.entries(raw)) {
    const control = set.querySelector(`[name="${CSS.escape(name)}"]`);
    if (!control || name === 'options') continue;
    if (control.type === 'checkbox') control.checked = YES.includes(value.toLowerCase());
    else if (control.tagName === 'SELECT') {
      const option = [...control.options].find((o) => o.value === value.toLowerCase());
      if (option) control.value = option.value;
    } else control.value = value;
  }
  showChosen();
  const game = set.querySelector('[name="variant"]');
  const block = game && set.querySelector(`.house-rules[data-game="${game.value}"]`);
  if (block && raw.options) {
    for (const [option, value] of Object.entries(raw.options)) {
      const control = block.querySelector(`[data-option="${CSS.escape(option)}"]`);
      if (!control) continue;
      if (control.type === 'checkbox') control.checked = YES.includes(value.toLowerCase());
      else control.value = value;
    }
    block.closest('details').open = true;
  }
  return { what, raw };
}

// A new class set gets a new number (shown, so the same set can be made again).
function freshClassSetNumber() {
  const seed = fieldsetOf('worksheets').querySelector('[name="seed"]');
  const random = new Uint32Array(1);
  crypto.getRandomValues(random);
  seed.value = String(1 + (random[0] % 9999));
}

// --- the worker ----------------------------------------------------------------------------------

function startWorker() {
  ready = false;
  worker = new Worker(new URL('./make-worker.js', import.meta.url), workerOptions());
  worker.onmessage = (event) => heard(event.data);
  worker.onerror = (event) => {
    event.preventDefault();
    stopped(tr('make-stopped'));
  };
  worker.postMessage({ type: 'start', packages: [...FORM.packages, ...languagePart()],
                       language: LANGUAGE });
}

function heard(message) {
  if (message.type === 'starting') {
    barMeter.value = message.step;
    const doing = `${message.doing[0].toLowerCase()}${message.doing.slice(1)}`;
    barWords.textContent = tr(message.slow ? 'make-getting-ready-slow' : 'make-getting-ready',
                                 { doing });
  } else if (message.type === 'ready') {
    ready = true;
    document.body.dataset.state = 'ready';
    bar.classList.add('mt-done');
    barMeter.remove();
    barWords.textContent = tr('make-ready');
    setTimeout(() => bar.classList.add('mt-gone'), 5000);
    if (waiting) {
      const job = waiting;
      waiting = null;
      send(job);
    } else if (linked && !lastJob) {
      worker.postMessage({ type: 'check', what: linked.what, choices: linked.raw });
    }
    keepOffline(() => {});
  } else if (message.type === 'start-failed') {
    bar.classList.add('mt-problem');
    barMeter.remove();
    barWords.textContent = message.sentence;
    making.hidden = true;
    say(message.sentence, false);
  } else if (message.type === 'checked') {
    if (message.sentence) say(message.sentence, false);
  } else if (message.type === 'progress') {
    makingBar.value = Math.round(message.fraction * 100);
    makingWords.textContent = tr('make-progress', {
      words: message.words, percent: Math.round(message.fraction * 100) });
  } else if (message.type === 'made') {
    made(JSON.parse(message.report), message.files);
  }
}

function stopped(sentence) {
  worker.terminate();
  worker = null;
  making.hidden = true;
  say(sentence, true);
}

// --- making --------------------------------------------------------------------------------------

function say(sentence, retry) {
  problem.querySelector('.sentence').textContent = sentence;
  tryAgain.hidden = !retry;
  problem.hidden = false;
  problem.scrollIntoView({ block: 'center', behavior: 'smooth' });
}

function send(job) {
  lastJob = job;
  problem.hidden = true;
  results.hidden = true;
  making.hidden = false;
  making.scrollIntoView({ block: 'center', behavior: 'smooth' });
  makingBar.value = 0;
  if (!ready) {
    waiting = job;
    makingWords.textContent = tr('make-waiting');
    return;
  }
  makingWords.textContent = tr('make-starting');
  document.getElementById('making-said').textContent = tr('make-making');
  document.body.dataset.state = 'making';
  worker.postMessage({ type: 'make', ...job });
}

function sizeWords(bytes) {
  if (bytes < 1e6) return tr('kilobytes', { size: number(Math.max(1, Math.round(bytes / 1000))) });
  return tr('megabytes', { size: number(bytes / 1e6, 1) });
}

function made(report, files) {
  making.hidden = true;
  document.body.dataset.state = 'ready';
  if (report.problem) {
    say(report.problem, report.retry);
    return;
  }
  for (const url of urls) URL.revokeObjectURL(url);
  urls = [];
  fileList.replaceChildren(...report.files.map((file, k) => {
    const type = file.name.endsWith('.pdf') ? 'application/pdf' : 'application/json';
    const url = URL.createObjectURL(new Blob([files[k]], { type }));
    urls.push(url);
    const item = document.createElement('li');
    const link = document.createElement('a');
    link.className = 'button';
    link.href = url;
    link.download = file.name;
    link.textContent = tr('download');
    const hidden = document.createElement('span');
    hidden.className = 'visually-hidden';
    hidden.textContent = `: ${file.words}`;
    link.append(hidden);
    const words = document.createElement('span');
    words.className = 'file-words';
    words.textContent = file.words;
    const name = document.createElement('span');
    name.className = 'file-name';
    const pages = file.pages ? ` · ${tr('pages', { n: file.pages })}` : '';
    name.textContent = `${file.name}${pages} · ${sizeWords(file.size)}`;
    item.append(link, words, name);
    return item;
  }));
  const c = report.choices;
  const again = lastJob.what === 'worksheets' && c.level
    ? tr('class-set-again', { seed: c.seed, id: `${c.level}-${c.seed}-1` })
    : '';
  document.getElementById('results-words').textContent = again;
  results.hidden = false;
  history.replaceState(null, '', address(lastJob.what, lastJob.choices));
  document.getElementById('results-title').focus();
}

form.addEventListener('change', (event) => {
  if (event.target.name === 'what' || event.target.name === 'kind' ||
      event.target.name === 'variant') showChosen();
});
form.addEventListener('submit', (event) => {
  event.preventDefault();
  const what = chosen();
  send({ what, choices: choicesOf(what) });
});
tryAgain.addEventListener('click', () => {
  if (!worker) startWorker();
  if (lastJob) send(lastJob);
});

const linked = fromAddress();
if (!linked || !('seed' in linked.raw)) freshClassSetNumber();
showChosen();
startWorker();
