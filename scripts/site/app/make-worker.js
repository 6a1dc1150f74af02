// The Make printables page's worker: Python (start.js) and the package's own maker
// (mancala_teach.web.make_page), away from the page so its progress bar moves while the PDFs
// are drawn. Messages in: {type: 'start', packages}, {type: 'check', what, choices},
// {type: 'make', what, choices}. Out: {type: 'starting', step, of, doing, slow},
// {type: 'ready'}, {type: 'start-failed', sentence}, {type: 'checked', sentence},
// {type: 'progress', fraction, words}, {type: 'made', report, files} (report: JSON text;
// files: ArrayBuffers in the report's order, transferred).
import { startPython } from './start.js';

const TRY_AGAIN = 'Something went wrong inside this page while it made your files, so ' +
  'nothing was downloaded. Press Try again; if it happens again, reload the page.';
let starting = null;

function start(packages) {
  starting = (async () => {
    const py = await startPython({
      packages,
      onProgress: (p) => postMessage({ type: 'starting', ...p }),
    });
    postMessage({ type: 'starting', step: 2, of: 2, doing: 'Getting the drawing tools ready' });
    const page = py.pyimport('mancala_teach.web.make_page');
    page.warm_up();
    postMessage({ type: 'ready' });
    return page;
  })();
  starting.catch((e) => {
    console.error(e);
    postMessage({
      type: 'start-failed',
      sentence: e && e.name === 'StartError' ? e.message : 'Python could not start in ' +
        'this browser, so nothing can be made here. Reload the page; if it happens again, ' +
        'try another browser.',
    });
  });
}

function make(page, what, choices) {
  const progress = (fraction, words) => postMessage({ type: 'progress', fraction, words });
  let result;
  try {
    result = page.make(what, JSON.stringify(choices), progress);
  } catch (e) {
    console.error(e);
    postMessage({ type: 'made', report: JSON.stringify({ problem: TRY_AGAIN, retry: true }),
                  files: [] });
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
    start(message.packages);
    return;
  }
  let page;
  try {
    page = await starting;
  } catch (e) {
    return;                       // 'start-failed' has said why
  }
  if (message.type === 'check') {
    postMessage({ type: 'checked', sentence: page.check(message.what,
                                                         JSON.stringify(message.choices)) });
  } else if (message.type === 'make') {
    make(page, message.what, message.choices);
  }
};
