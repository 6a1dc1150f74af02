// A lesson page (lessons/N.html): the lesson is on screen already, with a still picture of
// each board. This starts Python (start.js), runs the lesson's code cells in order with
// mancala_teach.web.runner and puts each cell's live output in place of its saved one; the
// boards become playable. The bar at the foot says how far it has got, in words.
import { startPython } from './start.js';
import { keepOffline } from './offline.js';
import { WidgetHost } from './widgets.js';
import { LANGUAGE, say } from './words.js';

window.mancalaPageStarted = true;
// What the lesson loads (scripts/site/runtime.py: LESSON_PACKAGES), written into the page.
const PACKAGES = document.getElementById('lesson').dataset.packages.split(' ');
const bar = document.getElementById('mt-status');
const words = bar.querySelector('.mt-words-now');
const meter = bar.querySelector('progress');
const code = JSON.parse(document.getElementById('mt-code').textContent);
const steps = code.length + 2;

function progress(step, slow) {
  meter.value = step;
  words.textContent = say(slow ? 'boards-ready-step-slow' : 'boards-ready-step', { step, steps });
}

function problem(sentence) {
  bar.classList.add('mt-problem');
  meter.remove();
  words.textContent = sentence;
}

const paint = () => new Promise((resolve) => setTimeout(resolve, 0));

async function show(cell, outputs, host) {
  const live = [];
  let failed = false;
  for (const out of outputs) {
    const box = document.createElement('div');
    box.className = 'mt-output';
    if (out.type === 'widget') {
      box.classList.add('mt-live-widget');
      box.append(await host.view(out.model_id));
    } else if (out.type === 'problem') {
      failed = true;
      box.classList.add('mt-problem-note');
      box.textContent = out.text;
    } else {
      box.innerHTML = out.html;
    }
    live.push(box);
  }
  if (failed) {
    // Keep the saved picture, with the sentence above it.
    cell.prepend(...live.filter((b) => b.classList.contains('mt-problem-note')));
  } else {
    cell.replaceChildren(...live);
  }
}

async function main() {
  progress(0);
  const python = await startPython({
    packages: PACKAGES,
    onProgress: ({ step, slow }) => progress(step, slow),
  });
  // The widgets, the puzzles and what the lesson prints speak the page's language.
  const runner = python.pyimport('mancala_teach.web.runner').CellRunner(LANGUAGE);
  const comm = python.pyimport('mancala_teach.web.comm');
  const host = new WidgetHost((id, message) => {
    try {
      comm.deliver(id, JSON.stringify(message));
    } catch (e) {
      console.error(e);
    }
  });
  comm.connect((text) => host.fromPython(text));
  const json = python.pyimport('json');
  const cells = document.querySelectorAll('.mt-cell');
  for (let i = 0; i < code.length; i++) {
    progress(i + 3);
    await paint();
    const outputs = JSON.parse(json.dumps(runner.run(code[i])));
    await show(cells[i], outputs, host);
  }
  progress(steps);
  bar.classList.add('mt-done');
  words.textContent = say('boards-ready');
  meter.remove();
  const note = document.querySelector('.mt-offline');
  setTimeout(() => bar.classList.add('mt-gone'), 4000);
  keepOffline((sentence, ready) => {
    if (ready && note) {
      note.hidden = false;
      note.textContent = say('works-offline');
    }
    bar.classList.remove('mt-gone');
    words.textContent = sentence;
    clearTimeout(bar.hideTimer);
    bar.hideTimer = setTimeout(() => bar.classList.add('mt-gone'), ready ? 6000 : 15000);
  });
}

main().catch((e) => {
  console.error(e);
  problem(e.name === 'StartError' ? e.message : say('lesson-failed'));
});
