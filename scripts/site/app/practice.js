// The Practice page (practice/index.html): the student chooses a level or a lesson; the
// worker (practice-worker.js) runs the practice session in Python; the widgets' own view
// module (widget-view.js, the same one the notebooks' widgets use) draws each view and sends
// back taps and key presses. The tally of the sitting is kept in this browser
// (localStorage), never sent anywhere. practice/index.html?plan=explorer starts at once.
import widget from './widget-view.js';
import { keepOffline } from './offline.js';
import { say, workerOptions } from './words.js';

window.mancalaPageStarted = true;
const STORE = 'mancala-teach practice';
const bar = document.getElementById('mt-status');
const barWords = bar.querySelector('.mt-words-now');
const barMeter = bar.querySelector('progress');
const choose = document.getElementById('choose');
const practice = document.getElementById('practice');
const board = document.getElementById('practice-board');

// What the widgets' module expects of anywidget's model, for one trait: "view".
class PageModel {
  constructor(send) {
    this.view = {};
    this.handlers = new Set();
    this.sendToPython = send;
  }

  get(name) { return name === 'view' ? this.view : undefined; }

  on(event, handler) { if (event === 'change:view') this.handlers.add(handler); }

  off(event, handler) { this.handlers.delete(handler); }

  send(content) { this.sendToPython(content); }

  show(view) {
    this.view = view;
    for (const handler of this.handlers) handler();
  }
}

const params = new URLSearchParams(location.search);
let ready = false;
let wanted = null;
let drawn = false;
const worker = new Worker(new URL('./practice-worker.js', import.meta.url), workerOptions());
// Events sent and views back: the page says when Python has answered everything it was sent
// (body[data-busy], for tests and benchmarks).
let sent = 0;
let answered = 0;
function busy() { document.body.dataset.busy = sent > answered ? 'yes' : 'no'; }
const model = new PageModel((content) => {
  sent += 1;
  busy();
  worker.postMessage({ type: 'event', content });
});

function saved() {
  try {
    return JSON.parse(localStorage.getItem(STORE)) || {};
  } catch (e) {
    return {};
  }
}

function save(view) {
  try {
    localStorage.setItem(STORE, JSON.stringify({ tally: view.tally, plan: view.plan }));
  } catch (e) {
    // private windows may refuse: the count then lasts as long as the page
  }
}

function problem(sentence) {
  bar.classList.remove('mt-gone', 'mt-done');
  bar.classList.add('mt-problem');
  if (barMeter.isConnected) barMeter.remove();
  barWords.textContent = sentence;
}

function start(plan) {
  wanted = plan;
  choose.hidden = true;
  practice.hidden = false;
  const address = new URLSearchParams(params);
  address.delete('lesson');
  address.set('plan', plan);
  history.replaceState(null, '', `?${address}`);
  if (!ready) {
    barWords.textContent = say('puzzles-first');
    return;
  }
  const random = new Uint32Array(1);
  crypto.getRandomValues(random);
  // ?seed=N gives the same puzzles again (a teacher checking a sitting, or a test)
  const seed = /^[0-9]{1,9}$/.test(params.get('seed') || '') ? Number(params.get('seed'))
    : random[0] % 1000000000;
  sent += 1;
  busy();
  worker.postMessage({ type: 'start', plan, seed, tally: saved().tally || null });
}

worker.onmessage = (event) => {
  const message = event.data;
  if (message.type === 'starting') {
    barMeter.value = message.step;
    const doing = `${message.doing[0].toLowerCase()}${message.doing.slice(1)}`;
    barWords.textContent = say(message.slow ? 'puzzles-getting-ready-slow'
      : 'puzzles-getting-ready', { doing });
  } else if (message.type === 'ready') {
    ready = true;
    document.body.dataset.state = 'ready';
    bar.classList.add('mt-done');
    barMeter.remove();
    barWords.textContent = say('puzzles-ready');
    setTimeout(() => bar.classList.add('mt-gone'), 3000);
    if (wanted) start(wanted);
    keepOffline(() => {});
  } else if (message.type === 'start-failed') {
    problem(message.sentence);
  } else if (message.type === 'problem') {
    answered += 1;
    busy();
    problem(message.sentence);
  } else if (message.type === 'view') {
    answered += 1;
    busy();
    const view = JSON.parse(message.view);
    if (view.problem) {
      problem(view.problem);
      choose.hidden = false;
      practice.hidden = true;
      return;
    }
    model.show(view);
    if (!drawn) {
      drawn = true;
      widget.render({ model, el: board });
      board.querySelector('g.pit[tabindex="0"], g.store[tabindex="0"], input, button')
        ?.focus({ preventScroll: true });
    }
    document.body.dataset.state = 'puzzle';
    document.body.dataset.seq = String(view.seq);
    if (view.plan && view.plan !== wanted) {
      wanted = view.plan;
      history.replaceState(null, '', `?plan=${encodeURIComponent(view.plan)}`);
    }
    save(view);
  }
};
worker.onerror = (event) => {
  event.preventDefault();
  problem(say('puzzles-stopped'));
};

for (const button of document.querySelectorAll('button.plan')) {
  button.addEventListener('click', () => start(button.dataset.plan));
}
const asked = params.get('plan') || (params.get('lesson') && `lesson-${params.get('lesson')}`);
if (asked) start(asked);
