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

export const SITE_ROOT = new URL('../', import.meta.url);
export const PYODIDE_URL = new URL('static/pyodide/', SITE_ROOT);

const SERVE_HELP = 'Open a terminal in the site\'s folder, run "python3 serve.py" (or ' +
  '"python3 -m http.server 8000") and open http://localhost:8000 in the browser.';

export class StartError extends Error {
  constructor(sentence, cause) {
    super(sentence);
    this.name = 'StartError';
    if (cause) this.cause = cause;
  }
}

function startable() {
  if (typeof location !== 'undefined' && location.protocol === 'file:') {
    return 'This page was opened straight from the disk, where the browser does not let ' +
      'Python run. ' + SERVE_HELP;
  }
  if (typeof WebAssembly !== 'object') {
    return 'This browser does not run WebAssembly, which Python in the browser needs (a ' +
      'school\'s settings sometimes switch it off). Try another browser, such as Chrome, ' +
      'Edge, Firefox or Safari, or ask the school\'s technician to allow WebAssembly.';
  }
  try {    // the smallest module there is: blocked when the page may not compile WebAssembly
    new WebAssembly.Module(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0]));
  } catch (e) {
    return 'This browser has WebAssembly switched off for this site (a security setting or ' +
      'a filter), so Python cannot start. Ask the school\'s technician to allow ' +
      'WebAssembly for this address, or try another browser.';
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
    throw new StartError('The site could not be reached to fetch Python (the network ' +
      'may be down). Check the connection and reload the page; once a page has been ' +
      'open with the network on, the site also works offline.', e);
  }
  if (response.status === 404) {
    throw new StartError(`A file the site needs is missing (static/pyodide/${name}). ` +
      'Copy or build the whole site again.');
  }
  const got = (response.headers.get('content-type') || '').split(';')[0].trim();
  if (!response.ok || (type && got === 'text/html')) {
    throw new StartError(`The file Python needs (static/pyodide/${name}) was refused ` +
      `(${response.status} ${got || 'no type'}): a filter or firewall may block it. Ask ` +
      'the school\'s technician to allow this site, or use the classroom pack from a USB ' +
      'stick.');
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
          fail(new StartError(`The file Python needs (${new URL(response.url).pathname}) ` +
            `was refused (${response.status} ${got || 'no type'}): a filter or firewall may ` +
            'block it. Ask the school\'s technician to allow this site, or use the ' +
            'classroom pack from a USB stick.'));
        }
      }, () => fail(new StartError('The site could not be reached to fetch Python (the ' +
        'network may be down). Check the connection and reload the page.')));
      return real.call(this, source, ...rest);
    };
  }
  return problem;
}

const NEVER_STARTED = 'Python has not started after two minutes. Reload the page; if it ' +
  'happens again, try another browser, or ask whether a filter blocks this site.';

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
  onProgress({ step, of, doing: 'Loading the lesson\'s tools' });
  const problems = [];
  await py.loadPackage(packages, {
    messageCallback: () => {},
    errorCallback: (text) => problems.push(text),
  });
  const missing = packages.filter((name) => !(canonical(name) in py.loadedPackages) &&
    !(name in py.loadedPackages));
  if (missing.length || problems.length) {
    throw new StartError(`Part of the site would not load (${missing.join(', ') ||
      problems[0]}). Reload the page; if it happens again, copy or build the whole site ` +
      'again.');
  }
}

function canonical(name) {
  return name.toLowerCase().replace(/[-_.]+/g, '-');
}

async function start({ packages = [], onProgress = () => {} } = {}) {
  const why = startable();
  if (why) throw new StartError(why);
  onProgress({ step: 1, of: 2, doing: 'Starting Python' });
  const slow = setTimeout(() => onProgress({ step: 1, of: 2, doing: 'Starting Python',
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
      throw new StartError('Python\'s start-up file would not load (static/pyodide/' +
        'pyodide.esm.js). Reload the page; if it happens again, copy or build the whole site ' +
        'again.', e);
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
        giveUp = setTimeout(() => reject(new StartError(NEVER_STARTED)), 120000);
      })]);
    } catch (e) {
      if (e instanceof StartError) throw e;
      throw new StartError('Python could not start in this browser (' +
        String(e && e.message || e).split('\n')[0].slice(0, 120) + '). Reload the page; ' +
        'if it happens again, try another browser.', e);
    } finally {
      clearTimeout(giveUp);
    }
    await loadPackages(py, packages, onProgress, 2, 2);
    return py;
  } finally {
    clearTimeout(slow);
  }
}
