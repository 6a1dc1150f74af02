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
    write_group({Path(path): data})


def write_group(files: dict[Path, bytes]) -> None:
    """Write several files so that either all are replaced or none is.

    Every file is first written in full to a temporary file beside its target; only when all
    of them are on disk are they renamed into place. A full disk or a permission error
    half-way leaves every old file as it was and no temporary file behind.
    """
    staged: list[tuple[str, Path]] = []
    try:
        for path, data in files.items():
            fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".part", dir=path.parent)
            staged.append((tmp, path))
            with os.fdopen(fd, "wb") as f:
                f.write(data)
            os.chmod(tmp, 0o644)
        while staged:
            tmp, path = staged[0]
            os.replace(tmp, path)
            staged.pop(0)
    finally:
        for tmp, _ in staged:  # whatever was not renamed into place
            try:
                os.unlink(tmp)
            except FileNotFoundError:
                pass


def write_all(folder: str | os.PathLike, files: dict[str, bytes]) -> list[Path]:
    """Write every ``name -> bytes`` (names may contain sub-folders) under ``folder``."""
    base = check_folder(folder)
    targets = {base / name: data for name, data in files.items()}
    for target in targets:
        target.parent.mkdir(parents=True, exist_ok=True)
    write_group(targets)
    return list(targets)
