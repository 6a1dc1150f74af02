// The Make printables page's worker: Python (start.js) and the package's own maker
// (mancala_teach.web.make_page), away from the page so its progress bar moves while the PDFs
// are drawn. Messages in: {type: 'start', packages}, {type: 'check', what, choices},
// {type: 'make', what, choices}. Out: {type: 'starting', step, of, doing, slow},
// {type: 'ready'}, {type: 'start-failed', sentence}, {type: 'checked', sentence},
// {type: 'progress', fraction, words}, {type: 'made', report, files} (report: JSON text;
// files: ArrayBuffers in the report's order, transferred).
import { startPython } from './start.js';
import { languagePart, say } from './words.js';

let starting = null;
let language = 'en';

function start(packages, pageLanguage) {
  language = pageLanguage || 'en';
  starting = (async () => {
    const py = await startPython({
      packages,
      onProgress: (p) => postMessage({ type: 'starting', ...p }),
    });
    postMessage({ type: 'starting', step: 2, of: 2, doing: say('drawing-tools') });
    const page = py.pyimport('mancala_teach.web.make_page');
    page.warm_up();
    postMessage({ type: 'ready' });
    return page;
  })();
  starting.catch((e) => {
    console.error(e);
    postMessage({
      type: 'start-failed',
      sentence: e && e.name === 'StartError' ? e.message : say('make-no-python'),
    });
  });
}

// The pages' language may differ from the page's (the form's language choice): its
// catalogue part is loaded first (nothing is loaded for English or a language already in).
async function withLanguage(choices) {
  const code = String(choices.language || '').toLowerCase().split(/[-_]/)[0];
  if (['fr', 'es'].includes(code)) await startPython({ packages: languagePart(code) });
}

async function make(page, what, choices) {
  const progress = (fraction, words) => postMessage({ type: 'progress', fraction, words });
  let result;
  try {
    await withLanguage(choices);
    result = page.make(what, JSON.stringify(choices), progress, language);
  } catch (e) {
    console.error(e);
    postMessage({ type: 'made', report: JSON.stringify({ problem: say('make-try-again'),
                                                         retry: true }), files: [] });
    return;
  }
  const [report, made] = result;
  const files = [];
  for (const data of made) {
    files.push(data.toJs().slice().buffer);   // a copy the page can own
    data.destroy();
  }
  made.destroy();
  result.destroy();
  postMessage({ type: 'made', report, files }, files);
}

onmessage = async (event) => {
  const message = event.data;
  if (message.type === 'start') {
    start(message.packages, message.language);
    return;
  }
  let page;
  try {
    page = await starting;
  } catch (e) {
    return;                       // 'start-failed' has said why
  }
  if (message.type === 'check') {
    try {
      await withLanguage(message.choices);
    } catch (e) {
      console.error(e);                 // check says what it can without the catalogue
    }
    postMessage({ type: 'checked', sentence: page.check(
      message.what, JSON.stringify(message.choices), language) });
  } else if (message.type === 'make') {
    await make(page, message.what, message.choices);
  }
};
