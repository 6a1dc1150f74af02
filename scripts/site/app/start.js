// start.js: the classroom site's one way to start Python in the browser (an ES module).
//
// The contract for every page of the site (the lessons, and pages such as Make or Practice):
//
//   import { startPython, StartError } from '<site root>/app/start.js';
//   const pyodide = await startPython({
//     packages: ['mancala-teach'],            // names in static/pyodide/pyodide-lock.json;
//                                             // their dependencies come with them
//     onProgress: ({ step, of, doing }) => {}, // step 1 of 2 "Starting Python",
//   });                                       // step 2 of 2 "Loading ..."
//
// - One Pyodide for the whole site, in static/pyodide/, with ONE lock file listing every
//   wheel any page may load; a page loads only the packages it names (and their depends).
// - It works the same in a window and in a module Web Worker (new Worker(url, {type:
//   'module'})): it touches no DOM. In a worker, post the progress to the page yourself.
// - Every start-up failure (the site opened from file://, WebAssembly switched off or
//   blocked, a file of the site missing or replaced by a filter's page, a package that
//   would not load) rejects within seconds with a StartError whose message is one plain
//   sentence saying what went wrong and what to do. Show it as it is.
// - The service worker (sw.js, made by the build from every file of the site) serves all of
//   this offline after the first visit; pages call keepOffline() from offline.js.
// - Nothing is ever fetched from outside the site.
// - Its sentences are the page's language's (words.js).

import { say } from './words.js';

export const SITE_ROOT = new URL('../', import.meta.url);
export const PYODIDE_URL = new URL('static/pyodide/', SITE_ROOT);

export class StartError extends Error {
  constructor(sentence, cause) {
    super(sentence);
    this.name = 'StartError';
    if (cause) this.cause = cause;
  }
}

function startable() {
  if (typeof location !== 'undefined' && location.protocol === 'file:') {
    return say('from-disk');
  }
  if (typeof WebAssembly !== 'object') {
    return say('no-wasm');
  }
  try {    // the smallest module there is: blocked when the page may not compile WebAssembly
    new WebAssembly.Module(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0]));
  } catch (e) {
    return say('wasm-off');
  }
  return null;
}

// A file the start needs, checked quickly (HEAD: no download) so a missing or blocked file
// is said in seconds instead of a start that never ends.
async function checkFile(name, type) {
  let response;
  try {
    response = await fetch(new URL(name, PYODIDE_URL), { method: 'HEAD', cache: 'no-cache' });
  } catch (e) {
    throw new StartError(say('unreachable'), e);
  }
  if (response.status === 404) {
    throw new StartError(say('missing-file', { file: `static/pyodide/${name}` }));
  }
  const got = (response.headers.get('content-type') || '').split(';')[0].trim();
  if (!response.ok || (type && got === 'text/html')) {
    throw new StartError(say('refused-file', { file: `static/pyodide/${name}`,
                                                status: `${response.status} ${got || '-'}` }));
  }
}

// Pyodide waits for ever when its WebAssembly does not come (it logs "wasm instantiation
// failed!"). The response it compiles is looked at here: refused, or a filter's page instead
// of WebAssembly, and the start ends with a sentence at once.
function watchWasm() {
  let fail;
  const problem = new Promise((_, reject) => { fail = reject; });
  problem.catch(() => {});
  for (const name of ['instantiateStreaming', 'compileStreaming']) {
    const real = WebAssembly[name];
    if (typeof real !== 'function') continue;
    WebAssembly[name] = function (source, ...rest) {
      Promise.resolve(source).then((response) => {
        const got = (response.headers.get('content-type') || '').split(';')[0].trim();
        if (!response.ok || got === 'text/html') {
          fail(new StartError(say('refused-file', { file: new URL(response.url).pathname,
                                                    status: `${response.status} ${got || '-'}` })));
        }
      }, () => fail(new StartError(say('unreachable-short'))));
      return real.call(this, source, ...rest);
    };
  }
  return problem;
}

let started = null;

export function startPython(options = {}) {
  if (!started) started = start(options);
  else if (options.packages) {
    started = started.then((py) => loadPackages(py, options.packages,
      options.onProgress || (() => {}), 2, 2).then(() => py));
  }
  return started;
}

async function loadPackages(py, packages, onProgress, step, of) {
  if (!packages.length) return;
  onProgress({ step, of, doing: say('loading-tools') });
  const problems = [];
  await py.loadPackage(packages, {
    messageCallback: () => {},
    errorCallback: (text) => problems.push(text),
  });
  const missing = packages.filter((name) => !(canonical(name) in py.loadedPackages) &&
    !(name in py.loadedPackages));
  if (missing.length || problems.length) {
    throw new StartError(say('part-missing', { what: missing.join(', ') || problems[0] }));
  }
}

function canonical(name) {
  return name.toLowerCase().replace(/[-_.]+/g, '-');
}

async function start({ packages = [], onProgress = () => {} } = {}) {
  const why = startable();
  if (why) throw new StartError(why);
  onProgress({ step: 1, of: 2, doing: say('starting-python') });
  const slow = setTimeout(() => onProgress({ step: 1, of: 2, doing: say('starting-python'),
    slow: true }), 30000);
  try {
    const checks = Promise.all([checkFile('pyodide.asm.wasm', 'wasm'),
                                checkFile('pyodide-lock.json'),
                                checkFile('python_stdlib.zip', 'zip')]);
    let module;
    try {
      module = await import(new URL('pyodide.esm.js', PYODIDE_URL).href);
    } catch (e) {
      await checks;        // a clearer sentence when a file is missing or blocked
      throw new StartError(say('start-file', { file: 'static/pyodide/pyodide.esm.js' }), e);
    }
    // Both at once: the checks usually answer long before Python is up, and a failed check
    // ends the wait (Pyodide itself may wait for ever on a file that never comes).
    const wasmProblem = watchWasm();
    const loading = module.loadPyodide({ indexURL: PYODIDE_URL.href });
    loading.catch(() => {});
    await Promise.race([checks, wasmProblem]);
    let py, giveUp;
    try {
      py = await Promise.race([loading, wasmProblem, new Promise((_, reject) => {
        giveUp = setTimeout(() => reject(new StartError(say('never-started'))), 120000);
      })]);
    } catch (e) {
      if (e instanceof StartError) throw e;
      throw new StartError(say('could-not-start', {
        why: String(e && e.message || e).split('\n')[0].slice(0, 120) }), e);
    } finally {
      clearTimeout(giveUp);
    }
    await loadPackages(py, packages, onProgress, 2, 2);
    return py;
  } finally {
    clearTimeout(slow);
  }
}
