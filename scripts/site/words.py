"""The sentences the site's scripts say (``app/*.js``), in every language: ``app/words-all.js``.

Written at each build from the package's catalogue, as the pages are, so one ``.po`` file per
language holds every word of the site. A script reads them with ``app/words.js``::

    import { say } from './words.js';
    bar.textContent = say('boards-ready', { step: 3, steps: 7 });

``words.js`` picks the file of the page's language (``<html lang>``; in a Web Worker, the
name of the worker: ``mancala-fr``) and fills the ``{name}``
placeholders. A sentence whose words change with a number has its forms for 1 and for 2
(``say('pages', {n})`` picks), as ``ngettext`` gives them.
"""

from __future__ import annotations

import json
from pathlib import Path

from pages import from_disk, no_script, serve_help

from mancala_teach.i18n import N_, _, available_languages, ngettext, use_language

# (In English; translated when the files are written.)
WORDS = {
    # app/start.js: Python starting, and every way it may fail.
    "starting-python": N_("Starting Python"),
    "loading-tools": N_("Loading the lesson's tools"),
    "no-wasm": N_("This browser does not run WebAssembly, which Python in the browser needs (a "
                  "school's settings sometimes switch it off). Try another browser, such as "
                  "Chrome, Edge, Firefox or Safari, or ask the school's technician to allow "
                  "WebAssembly."),
    "wasm-off": N_("This browser has WebAssembly switched off for this site (a security setting "
                   "or a filter), so Python cannot start. Ask the school's technician to allow "
                   "WebAssembly for this address, or try another browser."),
    "unreachable": N_("The site could not be reached to fetch Python (the network may be "
                      "down). Check the connection and reload the page; once a page has been "
                      "open with the network on, the site also works offline."),
    "unreachable-short": N_("The site could not be reached to fetch Python (the network may "
                            "be down). Check the connection and reload the page."),
    "missing-file": N_("A file the site needs is missing ({file}). Copy or build the whole "
                       "site again."),
    "refused-file": N_("The file Python needs ({file}) was refused ({status}): a filter or "
                       "firewall may block it. Ask the school's technician to allow this site, "
                       "or use the classroom pack from a USB stick."),
    "start-file": N_("Python's start-up file would not load ({file}). Reload the page; if it "
                     "happens again, copy or build the whole site again."),
    "never-started": N_("Python has not started after two minutes. Reload the page; if it "
                        "happens again, try another browser, or ask whether a filter blocks "
                        "this site."),
    "could-not-start": N_("Python could not start in this browser ({why}). Reload the page; if "
                          "it happens again, try another browser."),
    "part-missing": N_("Part of the site would not load ({what}). Reload the page; if it "
                       "happens again, copy or build the whole site again."),
    # app/offline.js
    "offline-ready": N_("Ready to work offline: the lessons, printables and pages now open in "
                        "this browser without the internet."),
    "offline-saving": N_("Saving the site for offline use: {saving} of {of} files."),
    "offline-refused": N_("This browser will not keep the site for offline use (private window "
                          "or a setting); it still works while the network is on."),
    "works-offline": N_("Works offline"),
    # app/lesson.js
    "boards-ready-step": N_("Getting the boards ready: {step} of {steps}"),
    "boards-ready-step-slow": N_("Getting the boards ready: {step} of {steps} (this computer "
                                 "or the network is slow today)"),
    "boards-ready": N_("The boards are ready: tap a pit to play."),
    "lesson-failed": N_("Something went wrong while the boards got ready. Reload the page; the "
                        "lesson and its pictures are all here meanwhile."),
    # app/make.js and app/make-worker.js
    "make-stopped": N_("This page stopped working while it made your files, so nothing was "
                       "downloaded. Press Try again."),
    "make-getting-ready": N_("Getting ready to make printables: {doing}."),
    "make-getting-ready-slow": N_("Getting ready to make printables: {doing} (this computer "
                                  "or the network is slow today)."),
    "make-ready": N_("Ready: choose what to make and press the button."),
    "make-waiting": N_("Waiting for Python to start in this browser; your files will be made "
                       "as soon as it is ready."),
    "make-starting": N_("Starting"),
    "make-making": N_("Making your files: this takes a few seconds."),
    "make-progress": N_("{words}: {percent}%"),
    "download": N_("Download"),
    "kilobytes": N_("{size} KB"),
    "megabytes": N_("{size} MB"),
    "class-set-again": N_("Class-set number {seed}: make it again with the same number for the "
                          "same worksheets. Each sheet's id (like {id}) is printed at its "
                          "foot."),
    "make-try-again": N_("Something went wrong inside this page while it made your files, so "
                         "nothing was downloaded. Press Try again; if it happens again, reload "
                         "the page."),
    "make-no-python": N_("Python could not start in this browser, so nothing can be made here. "
                         "Reload the page; if it happens again, try another browser."),
    "drawing-tools": N_("Getting the drawing tools ready"),
    # app/practice.js and app/practice-worker.js
    "puzzles-first": N_("Getting the puzzles ready: the first one comes in a moment."),
    "puzzles-getting-ready": N_("Getting the puzzles ready: {doing}."),
    "puzzles-getting-ready-slow": N_("Getting the puzzles ready: {doing} (this computer or the "
                                     "network is slow today)."),
    "puzzles-ready": N_("The puzzles are ready."),
    "puzzles-stopped": N_("The puzzles stopped working. Reload the page to go on."),
    "puzzles-no-python": N_("Python could not start in this browser, so the puzzles cannot "
                            "run. Reload the page; if it happens again, try another browser."),
    "puzzles-wrong": N_("Something went wrong with the puzzles. Reload the page to go on."),
}


def words(code: str) -> dict[str, object]:
    """Every sentence of the scripts in ``code``, placeholders left for the script to fill."""
    with use_language(code):
        table: dict[str, object] = {key: _(text) for key, text in WORDS.items()}
        table["serve-help"] = serve_help()
        table["from-disk"] = from_disk()
        table["no-script"] = no_script()
        # [for 1, for 2 and more]: how many pages a file has.
        table["pages"] = [ngettext("{n} page", "{n} pages", k, n="{n}") for k in (1, 2)]
    # Placeholders the script fills: _() has filled none, so they come through as written.
    return table


def write_words(app: Path) -> Path:
    """``app/words-all.js``: every language's sentences in one module (``words.js`` imports
    it statically: a top-level ``await`` for one language's file would leave a Web Worker
    deaf to the messages its page sends at once). About 7 KB compressed."""
    path = app / "words-all.js"
    table = {code: words(code) for code in available_languages()}
    path.write_text("// Made by scripts/site/words.py from the catalogue: do not edit.\n"
                    "export default " + json.dumps(table, ensure_ascii=False, indent=0,
                                                   sort_keys=True) + ";\n")
    return path
