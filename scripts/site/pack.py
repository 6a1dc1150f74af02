"""The classroom pack (``./scripts/build-site --pack``): the whole site as one zip, for a
school that may not use a public web host. Copy it to a laptop or USB stick, unzip it, and in
its folder run ``python3 serve.py`` (``serve.py``'s top says more)."""

from __future__ import annotations

import zipfile
from pathlib import Path

FOLDER = "mancala-classroom"
README = """The classroom site, to use without the internet
================================================

1. Unzip this file (you have done that if you can read this).
2. Open a terminal (Windows: PowerShell) in this folder and run:

       python3 serve.py          (Windows: py serve.py)

   Python 3.8 or newer is needed: python.org, or the Microsoft Store on Windows.
3. Open http://localhost:8000 in the browser. Other devices on the same network open
   the second address serve.py prints.

Opening index.html straight from the disk does not work: browsers only run Python in a
page that a web server sent. After a device's first visit, the site also works on that
device with the network off.
"""


def make_pack(site: Path, dest: Path) -> Path:
    """Zip ``site`` into ``dest`` (one folder inside, and a README.txt); byte-identical for
    the same site."""
    tmp = dest.with_suffix(".part")
    with zipfile.ZipFile(tmp, "w", zipfile.ZIP_DEFLATED, compresslevel=6) as zf:
        entries = [("README.txt", README.encode())]
        entries += [(p.relative_to(site).as_posix(), p.read_bytes())
                    for p in sorted(site.rglob("*")) if p.is_file()]
        for name, data in entries:
            info = zipfile.ZipInfo(f"{FOLDER}/{name}", date_time=(2020, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            zf.writestr(info, data)
    tmp.replace(dest)
    return dest
