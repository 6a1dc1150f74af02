"""Writing printables safely: check the folder first, then a temporary file and a rename.

A reader (or a printer queue) never sees half a PDF, and an existing file is only replaced by
a complete new one.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from ..errors import MancalaError


class OutputError(MancalaError):
    """An output folder that is missing, not a folder, or not writable."""


def check_folder(folder: str | os.PathLike) -> Path:
    """The folder as a Path, or an :class:`OutputError` saying what is wrong with it."""
    path = Path(folder)
    if not path.exists():
        raise OutputError(f"The output folder {str(path)!r} does not exist; create it first "
                          f"or choose another with --output.")
    if not path.is_dir():
        raise OutputError(f"The output path {str(path)!r} is not a folder.")
    if not os.access(path, os.W_OK | os.X_OK):
        raise OutputError(f"The output folder {str(path)!r} is not writable.")
    return path


def write_atomic(path: str | os.PathLike, data: bytes) -> None:
    """Write ``data`` to ``path`` through a temporary file in the same folder and a rename."""
    path = Path(path)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".part", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.chmod(tmp, 0o644)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        raise


def write_all(folder: str | os.PathLike, files: dict[str, bytes]) -> list[Path]:
    """Write every ``name -> bytes`` (names may contain sub-folders) under ``folder``."""
    base = check_folder(folder)
    written = []
    for name, data in files.items():
        target = base / name
        target.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(target, data)
        written.append(target)
    return written
