"""The frame every page of the site shares: head, style sheets, scripts, the start-up guard.

``page(title, body, path=...)``, called inside ``use_language(code)``: the page in that
language, ``path`` where it lives in the language's folder (``index.html``,
``lessons/x.html``; English at the site's root, other languages in ``fr/``, ``es/``), so every
link stays relative and the site works in any sub-folder of any host.

Why copies per language: the pages are written here, at build time, by Python that reads the
catalogue as the package does (the Make page's form is ``form_data(language)``); a copy per
language costs a few kilobytes and shows its words at once, with no English first and no
JavaScript to read them; the pages' scripts read their sentences from ``app/words-<code>.js``
(``words.py``), made from the same catalogue.
"""

from __future__ import annotations

import html
import json
import sys

from common import ROOT

sys.path.insert(0, str(ROOT))
from mancala_teach.i18n import _, available_languages, current_language  # noqa: E402

# The site's language choice (the landing page's menu), kept in this browser only.
LANGUAGE_KEY = "mancala-language"
LOCAL_ADDRESS = "http://localhost:8000"      # where serve.py serves the site


def serve_help() -> str:
    """The one command that serves the site (as in app/start.js and the README)."""
    return _("Open a terminal in the site's folder, run \"python3 serve.py\" (or \"python3 "
             "-m http.server 8000\") and open {address} in the browser.", address=LOCAL_ADDRESS)


def from_disk() -> str:
    """Said by a page opened from the disk (file://), where browsers run no module script and
    no Python."""
    return _("This page was opened straight from the disk, where the browser does not let "
             "Python run. {serve}", serve=serve_help())


def no_script() -> str:
    return _("The page's program did not load, so the boards cannot be played. Reload the "
             "page; if it happens again, try another browser.")


def language_folder(code: str) -> str:
    """Where a language's pages live: English at the site's root, others in ``fr/``, ``es/``
    (the same pages, the same names: ``fr/lessons/1-meet-the-board.html``)."""
    return "" if code == "en" else f"{code}/"


# A classic script at the top of every page: a page in another language than the one this
# browser chose (a bookmark, a link on a worksheet, a colleague's link) gives way at once to
# the same page in the chosen language. Nothing leaves the browser.
FOLLOW_CHOICE = """<script>
(function () {
  try {
    var want = localStorage.getItem(%s);
    if (want && want !== document.documentElement.lang && %s.indexOf(want) >= 0) {
      location.replace(%s + (want === 'en' ? '' : want + '/') + %s + location.search +
                       location.hash);
    }
  } catch (e) {}
})();
</script>
"""

# A classic script (it runs where module scripts do not, e.g. from file://): on a page that
# starts Python, say in the status bar what went wrong instead of waiting for ever.
WATCH_START = """<script>
(function () {
  function say(words) {
    var bar = document.getElementById('mt-status');
    if (!bar) return;
    bar.classList.add('mt-problem');
    bar.querySelector('.mt-words-now').textContent = words;
    var meter = bar.querySelector('progress');
    if (meter) meter.remove();
  }
  if (location.protocol === 'file:') {
    document.addEventListener('DOMContentLoaded', function () { say(%s); });
    return;
  }
  setTimeout(function () { if (!window.mancalaPageStarted) say(%s); }, 10000);
})();
</script>
"""


def page(title: str, body: str, *, path: str, styles: list[str] = (),
         modules: list[str] = (), watch_start: bool = False, head: str = "") -> str:
    """A whole HTML page of the site in the language in use; ``path`` is where it lives in
    its language's folder (``index.html``, ``lessons/1-meet-the-board.html``); ``styles``
    and ``modules`` are files in ``app/``."""
    language = current_language()
    up = "../" * (path.count("/") + (language != "en"))
    links = "".join(f'<link rel="stylesheet" href="{up}app/{name}">\n'
                    for name in ["site.css", *styles])
    scripts = "".join(f'<script type="module" src="{up}app/{name}"></script>\n'
                      for name in modules)
    guard = WATCH_START % (json_text(from_disk()), json_text(no_script())) if watch_start \
        else ""
    follow = FOLLOW_CHOICE % (json_text(LANGUAGE_KEY), json_text(list(available_languages())),
                              json_text(up), json_text(path))
    return (f'<!DOCTYPE html>\n<html lang="{language}">\n<head>\n<meta charset="utf-8">\n'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">\n'
            # No favicon to ask the server for (a 404 in every page's console otherwise).
            f'<link rel="icon" href="data:,">\n'
            f'<title>{html.escape(title)}</title>\n{follow}{links}{guard}{scripts}{head}'
            f'</head>\n'
            f'<body>\n{body}\n</body>\n</html>\n')


def json_text(value: object) -> str:
    return json.dumps(value, ensure_ascii=False).replace("</", "<\\/")
