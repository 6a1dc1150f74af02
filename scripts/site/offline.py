"""The service worker's list: every file of the site, written into ``sw.js`` at each build.

Called last, after every part of the site has written its pages and wheels, so whatever a
part adds is kept offline without anyone editing a list. The cache's name carries a hash of
every file's content: a new build makes a new cache and the old one is deleted whole when the
new one is complete (``app/sw.js``).
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from common import HERE

# Not kept offline: the service worker itself, the server a classroom pack runs with, and
# (named by the build) the optional notebook view: JupyterLite is 20 MB more for every device.
LEFT_OUT_FILES = {"sw.js", "serve.py", ".nojekyll"}


def offline_files(out: Path, left_out: set[str] = frozenset()) -> list[str]:
    """Every file of the site but those left out (files, or folders: every file under)."""
    files = []
    for path in sorted(out.rglob("*")):
        name = path.relative_to(out).as_posix()
        if not path.is_file() or name in LEFT_OUT_FILES or any(
                name == gone or name.startswith(gone + "/") for gone in left_out):
            continue
        files.append(name)
    return files


def write_service_worker(out: Path, left_out: set[str] = frozenset()) -> tuple[str, int]:
    """``out/sw.js`` for the files now in ``out``; (the cache's version, how many files)."""
    files = offline_files(out, left_out)
    digest = hashlib.sha256()
    for name in files:
        digest.update(name.encode() + b"\0" + hashlib.sha256((out / name).read_bytes()).digest())
    version = digest.hexdigest()[:16]
    # "./" too: the site's address without index.html.
    listed = ["./", *files]
    text = (HERE / "app" / "sw.js").read_text()
    text = text.replace("'__VERSION__'", json.dumps(version))
    text = text.replace("__FILES__", json.dumps(listed, indent=0))
    (out / "sw.js").write_text(text)
    return version, len(listed)
