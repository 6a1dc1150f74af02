"""The one file writer: every file of a command is new, or none is.

Every command that writes files (``boards``, ``rules``, ``worksheets``, ``printables``) hands
all its files to :func:`write_files` at once, made in memory. The writer

1. checks every name first (the folder exists and is writable, no folder sits where a file
   goes, the name can be written on this computer and is not too long), so bad input is
   refused before anything is touched;
2. writes every file into a hidden folder beside the targets (``.mancala-teach-*.part``),
   flushes it to disk and reads it back to check it;
3. keeps a hard link to each file it will replace, and a journal of what it is about to do;
4. with Ctrl-C and ``kill`` held (:func:`mancala_teach.interrupts.held`), makes the folders
   it needs and renames each new file into place; if a rename fails or a signal arrived, it
   puts every old file back, removes every new one and every folder it made;
5. deletes the journal (the moment the command's files count as written) and the hidden
   folder.

Each rename is atomic (POSIX ``rename``), so no file is ever half-written, and step 4 takes a
few milliseconds. What remains: if the process is killed outright (``kill -9``) or the power
fails during step 4, some files are new and some old until the next write into the same
folder, which finds the journal of the dead run and puts the old files back before it starts
(:func:`recover`). Without ``fcntl`` (Windows) that recovery is skipped. A target that is a
symbolic link is replaced by a file; the file it pointed to is left alone.

Messages name the user's paths, never the hidden folder, in the language in use.
"""

from __future__ import annotations

import errno
import json
import os
import secrets
import shutil
import stat
import sys
import time
import unicodedata
from dataclasses import dataclass
from pathlib import Path
from typing import Mapping

from ..errors import MancalaError, shown_path
from ..i18n import N_, _
from ..interrupts import deliver, finished, held

try:
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]

STAGE_PREFIX = ".mancala-teach-"
STAGE_SUFFIX = ".part"
JOURNAL = "journal.json"
LOCK = "lock"


class OutputError(MancalaError):
    """An output folder or file name that cannot be written, or a write that failed."""


# --- checking names and folders ---------------------------------------------------------------

def check_folder(folder: str | os.PathLike) -> Path:
    """The folder as a Path, or an :class:`OutputError` saying what is wrong with it."""
    check_name(folder, what="folder")
    path = Path(folder)
    if not path.exists():
        raise OutputError(_("The output folder {path} does not exist; create it first or "
                            "choose another with --output.", path=shown_path(path)))
    if not path.is_dir():
        raise OutputError(_("The output path {path} is not a folder.", path=shown_path(path)))
    if not os.access(path, os.W_OK | os.X_OK):
        raise OutputError(_("The output folder {path} is not writable.", path=shown_path(path)))
    return path


def check_name(path: str | os.PathLike, what: str = "file") -> None:
    """Refuse a name this computer cannot write, before anything is written. ``what`` is
    ``file`` or ``folder``."""
    folder = what == "folder"
    try:
        text = os.fspath(path)
    except TypeError:
        kind = type(path).__name__
        raise OutputError(_("A folder name must be text, not {kind}.", kind=kind) if folder
                          else _("A file name must be text, not {kind}.", kind=kind)) from None
    if isinstance(text, bytes):
        text = os.fsdecode(text)
    if not text.strip():
        raise OutputError(_("The folder name is empty; give a name like printables.") if folder
                          else _("The file name is empty; give a name like sheet.pdf."))
    encoding = sys.getfilesystemencoding()
    name = shown_path(text)
    for ch in text:
        code = ord(ch)
        if 0xDC80 <= code <= 0xDCFF:
            byte = f"\\x{code - 0xDC00:02x}"
            # TRANSLATORS: {encoding} is the computer's way of writing names (utf-8).
            raise OutputError(
                _("The folder name {name} is not valid {encoding} text (it holds the byte "
                  "{byte}); choose a name made of letters and digits.", name=name,
                  encoding=encoding, byte=byte) if folder else
                _("The file name {name} is not valid {encoding} text (it holds the byte "
                  "{byte}); choose a name made of letters and digits.", name=name,
                  encoding=encoding, byte=byte))
        if unicodedata.category(ch) in ("Cc", "Cs"):
            control = repr(ch)[1:-1]
            raise OutputError(
                _("The folder name {name} holds a control character ({character}); choose a "
                  "name made of letters and digits.", name=name, character=control) if folder
                else _("The file name {name} holds a control character ({character}); choose "
                       "a name made of letters and digits.", name=name, character=control))
    try:
        text.encode(encoding)
    except UnicodeEncodeError as exc:
        bad = repr(text[exc.start])
        raise OutputError(
            _("The folder name {name} cannot be written on this computer, whose file names "
              "are {encoding}; choose a name without {character}.", name=name,
              encoding=encoding, character=bad) if folder else
            _("The file name {name} cannot be written on this computer, whose file names are "
              "{encoding}; choose a name without {character}.", name=name, encoding=encoding,
              character=bad)) from None
    limit = _name_max(text)
    for part in Path(text).parts:
        size = len(part.encode(encoding))
        if size > limit:
            shown = shown_path(part)
            raise OutputError(
                _("The folder name {name} is too long: names here can have at most {limit} "
                  "bytes, and it has {size}.", name=shown, limit=limit, size=size) if folder
                else _("The file name {name} is too long: names here can have at most "
                       "{limit} bytes, and it has {size}.", name=shown, limit=limit,
                       size=size))
    path_max = _path_max(text)
    size = len(os.path.abspath(text).encode(encoding))
    if size >= path_max:
        raise OutputError(_("The path {path} is too long: paths here can have at most {limit} "
                            "bytes, and it has {size}.", path=name, limit=path_max - 1,
                            size=size))


def _existing_parent(text: str) -> str:
    folder = os.path.dirname(os.path.abspath(text))
    while folder and not os.path.isdir(folder):
        parent = os.path.dirname(folder)
        if parent == folder:
            break
        folder = parent
    return folder or "."


def _name_max(text: str) -> int:
    try:
        return os.pathconf(_existing_parent(text), "PC_NAME_MAX")
    except (OSError, ValueError, AttributeError):
        return 255


def _path_max(text: str) -> int:
    try:
        return os.pathconf(_existing_parent(text), "PC_PATH_MAX")
    except (OSError, ValueError, AttributeError):
        return 4096


@dataclass
class _Item:
    target: Path        # the path as the user sees it
    rel: str            # relative to the root folder (recorded in the journal)
    data: bytes
    index: int
    had_old: bool = False
    mode: int | None = None   # the old file's permissions, kept for the new one
    placed: bool = False


def _plan(files: Mapping[Path, bytes], root: Path) -> tuple[list[_Item], list[Path]]:
    """Check every target; return the items and the folders to make (parents first)."""
    root = check_folder(root)
    items: list[_Item] = []
    to_make: list[Path] = []
    seen: set[str] = set()
    for index, (target, data) in enumerate(files.items()):
        target = Path(target)
        check_name(target)
        rel = os.path.relpath(os.path.abspath(target), os.path.abspath(root))
        if rel.startswith(os.pardir) or os.path.isabs(rel) or rel == os.curdir:
            raise ValueError(f"{target} is not inside {root}")   # a caller's bug
        key = os.path.normcase(rel)
        if key in seen:
            raise ValueError(f"{target} is given twice")   # a caller's bug
        seen.add(key)
        folder = root
        for part in Path(rel).parts[:-1]:
            folder = folder / part
            if os.path.lexists(folder) and not folder.is_dir():
                raise OutputError(_("The folder {path} cannot be made: a file of that name is "
                                    "in the way.", path=shown_path(folder)))
            if not os.path.lexists(folder) and folder not in to_make:
                to_make.append(folder)
        if folder not in to_make and not os.access(folder, os.W_OK | os.X_OK):
            raise OutputError(_("The output folder {path} is not writable.",
                                path=shown_path(folder)))
        if os.path.isdir(target):
            raise OutputError(_("Cannot write {path}: a folder of that name is in the way; "
                                "choose another name or move the folder.",
                                path=shown_path(target)))
        if not isinstance(data, (bytes, bytearray, memoryview)):
            raise TypeError(f"the contents of {target} must be bytes")   # a caller's bug
        item = _Item(target, rel, bytes(data), index)
        if os.path.lexists(target):
            item.had_old = True
            info = os.lstat(target)
            if stat.S_ISREG(info.st_mode):
                item.mode = stat.S_IMODE(info.st_mode)
        items.append(item)
    return items, to_make


# --- messages ---------------------------------------------------------------------------------

# Why a write failed, in words (translated where they are read). TRANSLATORS: each finishes
# "Could not write 'sheet.pdf': ..." (lower case).
_REASONS = {
    errno.ENOSPC: N_("the disk is full"),
    errno.EDQUOT: N_("the disk quota is used up"),
    errno.EACCES: N_("permission denied"),
    errno.EPERM: N_("the operation is not permitted"),
    errno.EROFS: N_("the disk is read-only"),
    errno.EIO: N_("the disk reported an error"),
    errno.ENAMETOOLONG: N_("the name is too long"),
    errno.EXDEV: N_("part of the output is on another disk"),
    errno.ENOENT: N_("a folder on the way disappeared"),
    errno.ENOTDIR: N_("a file is in the way of a folder"),
    errno.EISDIR: N_("a folder is in the way"),
    errno.EMLINK: N_("the folder is full"),
}


def _reason(exc: OSError) -> str:
    if exc.errno in _REASONS:
        return _(_REASONS[exc.errno])
    text = exc.strerror or type(exc).__name__     # the system's own words
    return text[0].lower() + text[1:]


def _failed(exc: OSError, path: Path) -> OutputError:
    return OutputError(_("Could not write {path}: {reason}; no file was changed.",
                         path=shown_path(path), reason=_reason(exc)))


# --- the hidden folder ------------------------------------------------------------------------

class _Stage:
    """The hidden folder ``.mancala-teach-<random>.part`` inside the root folder."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.path = root / f"{STAGE_PREFIX}{os.getpid()}-{secrets.token_hex(4)}{STAGE_SUFFIX}"
        self.made: list[Path] = []       # folders made in the commit
        self.lock_fd: int | None = None
        self.keep = False                # left for recover(): the old files could not go back

    def new(self, item: _Item) -> Path:
        return self.path / f"{item.index:04d}.new"

    def old(self, item: _Item) -> Path:
        return self.path / f"{item.index:04d}.old"

    def create(self) -> None:
        os.mkdir(self.path, 0o700)
        self.lock_fd = os.open(self.path / LOCK, os.O_RDWR | os.O_CREAT, 0o600)
        if fcntl is not None:
            fcntl.flock(self.lock_fd, fcntl.LOCK_EX)

    def write(self, item: _Item) -> None:
        fd = os.open(self.new(item), os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
        try:
            view = memoryview(item.data)
            while view:
                view = view[os.write(fd, view):]
            if item.mode is not None:
                os.fchmod(fd, item.mode)
            os.fsync(fd)
        finally:
            os.close(fd)

    def check(self, item: _Item) -> None:
        with open(self.new(item), "rb") as f:
            if f.read() != item.data:
                raise OSError(errno.EIO, "The file read back differs from what was written")

    def backup(self, item: _Item) -> None:
        """A second name for the old file, so it can be put back (a hard link costs nothing)."""
        try:
            os.link(item.target, self.old(item), follow_symlinks=False)
        except OSError as exc:
            if exc.errno not in (errno.EPERM, errno.ENOTSUP, errno.EOPNOTSUPP, errno.EMLINK):
                raise
            shutil.copy2(item.target, self.old(item), follow_symlinks=False)

    def write_journal(self, items: list[_Item], to_make: list[Path]) -> None:
        journal = {"files": [[item.index, item.rel, item.had_old] for item in items],
                   "folders": [os.path.relpath(p, self.root) for p in to_make]}
        fd = os.open(self.path / JOURNAL, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        try:
            os.write(fd, json.dumps(journal).encode())
            os.fsync(fd)
        finally:
            os.close(fd)
        _sync_folder(self.path)

    def commit(self, items: list[_Item], to_make: list[Path]) -> None:
        for folder in to_make:
            os.mkdir(folder)
            self.made.append(folder)
        for item in items:
            os.replace(self.new(item), item.target)
            item.placed = True
        for folder in sorted({str(item.target.parent) for item in items}):
            _sync_folder(Path(folder))

    def seal(self) -> None:
        """The point of no return: without the journal, recovery keeps the new files."""
        os.unlink(self.path / JOURNAL)
        _sync_folder(self.path)

    def roll_back(self, items: list[_Item]) -> None:
        for item in reversed(items):
            if not item.placed:
                continue
            if item.had_old:
                os.replace(self.old(item), item.target)
            else:
                os.unlink(item.target)
            item.placed = False
        for folder in reversed(self.made):
            try:
                os.rmdir(folder)
            except OSError:
                pass
        self.made.clear()

    def remove(self) -> None:
        if self.lock_fd is not None:
            os.close(self.lock_fd)       # lets go of the lock: recover() may now take over
            self.lock_fd = None
        if not self.keep:
            shutil.rmtree(self.path, ignore_errors=True)


def _sync_folder(folder: Path) -> None:
    """Flush a folder's entries (new names, renames) to disk, where the system allows it."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


# --- writing ----------------------------------------------------------------------------------

def write_files(files: Mapping[str | os.PathLike, bytes],
                root: str | os.PathLike | None = None) -> list[Path]:
    """Write every file, or none; see the module's docstring for how.

    ``files`` maps each target path to its bytes; every target lies inside ``root`` (by
    default the folder of the first file), which must exist. Folders between ``root`` and a
    target are made as needed, and removed again if the write fails. Raises
    :class:`OutputError` with one sentence naming the user's path, or
    :class:`~mancala_teach.interrupts.Interrupted`; either way every file is as it was.
    """
    targets = {Path(p): data for p, data in files.items()}
    if not targets:
        return []
    if root is None:
        first = next(iter(targets))
        root = first.parent if str(first.parent) else Path(".")
    root = Path(root)
    items, to_make = _plan(targets, root)
    recover(root)
    stage = _Stage(root)
    current: Path = root
    try:
        try:
            stage.create()
            for item in items:
                current = item.target
                if item.had_old:
                    stage.backup(item)
                stage.write(item)
                stage.check(item)
            current = root
            stage.write_journal(items, to_make)
        except OSError as exc:
            raise _failed(exc, current) from None
        stopped = False
        with held() as hold:
            deliver(hold)            # a signal came and was swallowed on the way: stop here
            try:
                stage.commit(items, to_make)
            except BaseException as exc:
                _undo(stage, items)
                if isinstance(exc, OSError):
                    raise _failed(exc, _which(items, exc)) from None
                raise
            if hold.signal is not None:      # Ctrl-C or kill during the renames
                _undo(stage, items)
                stopped = True
                deliver(hold)
            else:
                try:
                    stage.seal()
                except OSError:
                    pass   # the new files are in place; recover() tidies the folder
                finished()
        if stopped:   # only when the old signal handler chose to carry on
            raise OutputError(_("Writing was stopped by a signal; no file was changed."))
    finally:
        with held():
            stage.remove()
    return [item.target for item in items]


def _which(items: list[_Item], exc: OSError) -> Path:
    for item in items:
        if not item.placed:
            return item.target
    return items[-1].target


def _undo(stage: _Stage, items: list[_Item]) -> None:
    try:
        stage.roll_back(items)
    except OSError as exc:
        stage.keep = True   # the journal and the old files stay for recover()
        raise OutputError(_(
            "Could not put back {path} ({reason}); the next write into {folder} puts the old "
            "files back.", path=shown_path(_which_placed(items), 40), reason=_reason(exc),
            folder=shown_path(stage.root, 40))) from None


def _which_placed(items: list[_Item]) -> Path:
    return next((item.target for item in items if item.placed), items[0].target)


def recover(root: str | os.PathLike) -> None:
    """Finish off hidden folders left in ``root`` by a run that was killed outright.

    A folder whose journal still exists belongs to a run killed while it moved files into
    place: its old files are put back and its new ones removed. Folders another running
    command holds (its lock is taken) are left alone.
    """
    if fcntl is None:
        return
    try:
        entries = [e for e in os.scandir(root) if e.name.startswith(STAGE_PREFIX)
                   and e.name.endswith(STAGE_SUFFIX) and e.is_dir(follow_symlinks=False)]
    except OSError:
        return
    for entry in entries:
        folder = Path(entry.path)
        with held():
            try:
                fd = os.open(folder / LOCK, os.O_RDWR)
            except FileNotFoundError:
                # killed before it took its lock, or just starting: wait a minute to be sure
                try:
                    if time.time() - entry.stat(follow_symlinks=False).st_mtime < 60:
                        continue
                except OSError:
                    continue
                shutil.rmtree(folder, ignore_errors=True)
                continue
            except OSError:
                continue
            try:
                try:
                    fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                except OSError:
                    continue          # a live run holds it
                try:
                    _replay(Path(root), folder)
                except (OSError, ValueError, KeyError, TypeError):
                    continue          # leave it; nothing of ours can be undone safely
                shutil.rmtree(folder, ignore_errors=True)
            finally:
                os.close(fd)


def _replay(root: Path, folder: Path) -> None:
    """Undo what a dead run's journal says it was doing."""
    try:
        journal = json.loads((folder / JOURNAL).read_text())
    except FileNotFoundError:
        return      # sealed (all new files in place) or never began: nothing to undo
    for index, rel, had_old in reversed(journal["files"]):
        target = root / rel
        new, old = folder / f"{index:04d}.new", folder / f"{index:04d}.old"
        if had_old:
            if os.path.lexists(old):
                os.replace(old, target)
        elif not os.path.lexists(new) and os.path.lexists(target):
            os.unlink(target)       # its new file was moved in; there was none before
    for rel in reversed(journal["folders"]):
        try:
            os.rmdir(root / rel)
        except OSError:
            pass
    _sync_folder(root)


# --- the names the commands use ---------------------------------------------------------------

def write_atomic(path: str | os.PathLike, data: bytes) -> None:
    """Write one file: the new one in full, or the old one left as it was."""
    write_files({Path(path): data})


def write_group(files: dict[Path, bytes]) -> None:
    """Write several files in one folder so that either all are new or none is."""
    write_files(files)


def write_all(folder: str | os.PathLike, files: dict[str, bytes]) -> list[Path]:
    """Write every ``name -> bytes`` (names may contain sub-folders) under ``folder``."""
    base = check_folder(folder)
    return write_files({base / name: data for name, data in files.items()}, root=base)
