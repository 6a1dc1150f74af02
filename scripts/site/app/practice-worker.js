// The Practice page's worker: Python (start.js) and a practice session
// (mancala_teach.web.practice_page), away from the page so the page never waits on it.
// In: {type: 'start', plan, seed, tally}, {type: 'event', content}. Out: {type: 'starting',
// step, of, doing, slow}, {type: 'ready'}, {type: 'start-failed', sentence},
// {type: 'view', view} (JSON text), {type: 'problem', sentence}.
import { startPython } from './start.js';
import { LANGUAGE, languagePart, say } from './words.js';

const starting = (async () => {
  const py = await startPython({
    packages: ['mancala-teach', ...languagePart()],
    onProgress: (p) => postMessage({ type: 'starting', ...p }),
  });
  const page = py.pyimport('mancala_teach.web.practice_page').PracticePage();
  postMessage({ type: 'ready' });
  return page;
})();
starting.catch((e) => {
  console.error(e);
  postMessage({
    type: 'start-failed',
    sentence: e && e.name === 'StartError' ? e.message : say('puzzles-no-python'),
  });
});

onmessage = async (event) => {
  const message = event.data;
  let page;
  try {
    page = await starting;
  } catch (e) {
    return;                       // 'start-failed' has said why
  }
  try {
    const view = message.type === 'start'
      ? page.start(JSON.stringify({ plan: message.plan, seed: message.seed,
                                    tally: message.tally, language: LANGUAGE }))
      : page.handle(JSON.stringify(message.content));
    postMessage({ type: 'view', view });
  } catch (e) {
    console.error(e);
    postMessage({ type: 'problem', sentence: say('puzzles-wrong') });
    return;
  }
  page.prepare();                 // the next puzzle, made while the student reads this one
};
