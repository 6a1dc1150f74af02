"""The frame every page of the site shares: head, style sheets, scripts, the start-up guard.

``page(title, body, depth=...)``: ``depth`` is how many folders below the site's root the
page lives (0: ``index.html``; 1: ``lessons/x.html``), so every link stays relative and the
site works in any sub-folder of any host.
"""

from __future__ import annotations

import html

# Said by a page opened from the disk (file://), where browsers run no module script and no
# Python. The same command as in app/start.js and the README.
SERVE_HELP = ("Open a terminal in the site's folder, run \"python3 serve.py\" (or \"python3 "
              "-m http.server 8000\") and open http://localhost:8000 in the browser.")
FROM_DISK = ("This page was opened straight from the disk, where the browser does not let "
             "Python run. " + SERVE_HELP)
NO_SCRIPT = ("The page's program did not load, so the boards cannot be played. Reload the "
             "page; if it happens again, try another browser.")

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


def page(title: str, body: str, *, depth: int = 0, styles: list[str] = (),
         modules: list[str] = (), watch_start: bool = False, head: str = "") -> str:
    """A whole HTML page of the site; ``styles`` and ``modules`` are files in ``app/``."""
    up = "../" * depth
    links = "".join(f'<link rel="stylesheet" href="{up}app/{name}">\n'
                    for name in ["site.css", *styles])
    scripts = "".join(f'<script type="module" src="{up}app/{name}"></script>\n'
                      for name in modules)
    guard = WATCH_START % (json_text(FROM_DISK), json_text(NO_SCRIPT)) if watch_start else ""
    return (f'<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">\n'
            # No favicon to ask the server for (a 404 in every page's console otherwise).
            f'<link rel="icon" href="data:,">\n'
            f'<title>{html.escape(title)}</title>\n{links}{guard}{scripts}{head}</head>\n'
            f'<body>\n{body}\n</body>\n</html>\n')


def json_text(words: str) -> str:
    import json
    return json.dumps(words).replace("</", "<\\/")
