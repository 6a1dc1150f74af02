"""The one file writer: every file of a command is new or none is, whatever goes wrong.

Failures are made to happen where they would in real life: a full disk while the files are
written, a rename that fails half-way through putting them in place, Ctrl-C at that moment,
and a run killed outright (``kill -9``) in the middle of the renames.
"""

from __future__ import annotations

import errno
import os
import signal
import subprocess
import sys
import textwrap

import pytest

from mancala_teach.cli import main
from mancala_teach.errors import shown_path
from mancala_teach.interrupts import Interrupted, held, stop_on_signals
from mancala_teach.printables import output
from mancala_teach.printables.output import OutputError, recover, write_files


def snapshot(folder) -> dict[str, bytes | None]:
    """Every file and folder under ``folder`` (hidden ones too): path -> bytes (None: folder)."""
    found: dict[str, bytes | None] = {}
    for path in sorted(folder.rglob("*")):
        rel = str(path.relative_to(folder))
        found[rel] = None if path.is_dir() else path.read_bytes()
    return found


@pytest.fixture
def old_set(tmp_path):
    """A folder with two old files and a file of the user's that is nothing to do with us."""
    (tmp_path / "sub").mkdir()
    (tmp_path / "a.pdf").write_bytes(b"old a")
    (tmp_path / "sub" / "b.pdf").write_bytes(b"old b")
    (tmp_path / "mine.txt").write_bytes(b"the teacher's own notes")
    return tmp_path


def new_files(root):
    return {root / "a.pdf": b"new a", root / "sub" / "b.pdf": b"new b",
            root / "new" / "deeper" / "c.pdf": b"new c", root / "d.json": b"{}"}


def test_every_file_is_written_and_nothing_hidden_is_left(old_set):
    written = write_files(new_files(old_set), root=old_set)
    assert written == list(new_files(old_set))
    assert snapshot(old_set) == {
        "a.pdf": b"new a", "d.json": b"{}", "mine.txt": b"the teacher's own notes",
        "new": None, "new/deeper": None, "new/deeper/c.pdf": b"new c",
        "sub": None, "sub/b.pdf": b"new b"}


def test_a_full_disk_while_writing_changes_nothing_and_names_the_users_file(old_set,
                                                                             monkeypatch):
    before = snapshot(old_set)
    real_write, calls = os.write, []

    def write(fd, data):
        if fd != 1 and fd != 2:
            calls.append(fd)
            if len(calls) == 3:           # the third file: the disk is full
                raise OSError(errno.ENOSPC, "No space left on device")
        return real_write(fd, data)

    monkeypatch.setattr(output.os, "write", write)
    with pytest.raises(OutputError) as info:
        write_files(new_files(old_set), root=old_set)
    message = str(info.value)
    assert message == (f"Could not write {shown_path(old_set / 'new' / 'deeper' / 'c.pdf')}: "
                       f"the disk is full; no file was changed.")
    assert message.startswith("Could not write '/") and message.endswith("/new/deeper/c.pdf': "
                                                                         "the disk is full; "
                                                                         "no file was changed.")
    assert ".part" not in message and "mancala-teach-" not in message
    assert snapshot(old_set) == before


@pytest.mark.parametrize("fail_at", [1, 2, 3, 4])
def test_a_rename_failing_half_way_puts_every_old_file_back(old_set, monkeypatch, fail_at):
    before = snapshot(old_set)
    real_replace, calls = os.replace, []

    def replace(src, dst):
        calls.append(dst)
        if len(calls) == fail_at:
            raise OSError(errno.EIO, "Input/output error")
        return real_replace(src, dst)

    monkeypatch.setattr(output.os, "replace", replace)
    with pytest.raises(OutputError) as info:
        write_files(new_files(old_set), root=old_set)
    assert "the disk reported an error; no file was changed" in str(info.value)
    assert ".part" not in str(info.value)
    assert snapshot(old_set) == before          # the folders it made are gone too


def test_a_folder_in_the_way_is_found_before_anything_is_written(old_set):
    (old_set / "d.json").mkdir()
    before = snapshot(old_set)
    with pytest.raises(OutputError, match="a folder of that name is in the way"):
        write_files(new_files(old_set), root=old_set)
    assert snapshot(old_set) == before


def test_a_file_where_a_folder_must_go_is_found_first(old_set):
    (old_set / "new").write_bytes(b"a file called new")
    before = snapshot(old_set)
    with pytest.raises(OutputError, match="The folder '.*new' cannot be made: a file"):
        write_files(new_files(old_set), root=old_set)
    assert snapshot(old_set) == before


def test_the_old_files_permissions_are_kept(tmp_path):
    (tmp_path / "a.pdf").write_bytes(b"old")
    (tmp_path / "a.pdf").chmod(0o600)
    write_files({tmp_path / "a.pdf": b"new"})
    assert (tmp_path / "a.pdf").stat().st_mode & 0o777 == 0o600


@pytest.mark.parametrize("name, words", [
    ("bad\nname.pdf", "holds a control character (\\n)"),
    ("x" * 300 + ".pdf", "is too long: names here can have at most 255 bytes"),
    ("x\udcff.pdf", "is not valid utf-8 text (it holds the byte \\xff)"),
])
def test_names_the_computer_cannot_write_are_refused_first(tmp_path, name, words):
    if "\udcff" in name and sys.getfilesystemencoding() != "utf-8":
        pytest.skip("needs a UTF-8 file system encoding")
    with pytest.raises(OutputError) as info:
        write_files({tmp_path / name: b"x"})
    assert words in str(info.value)
    assert len(str(info.value)) < 200 and "\n" not in str(info.value)
    assert snapshot(tmp_path) == {}


# --- signals ----------------------------------------------------------------------------------

def _signal_at_rename(monkeypatch, which: int, signum=signal.SIGINT):
    real_replace, calls = os.replace, []

    def replace(src, dst):
        calls.append(dst)
        if len(calls) == which:
            os.kill(os.getpid(), signum)     # Ctrl-C in the middle of putting files in place
        return real_replace(src, dst)

    monkeypatch.setattr(output.os, "replace", replace)
    return calls


@pytest.mark.parametrize("signum, code", [(signal.SIGINT, 130), (signal.SIGTERM, 143)])
def test_ctrl_c_while_files_go_into_place_puts_the_old_ones_back(old_set, monkeypatch,
                                                                 capsys, signum, code):
    before = snapshot(old_set)
    calls = _signal_at_rename(monkeypatch, 2, signum)
    with stop_on_signals():
        with pytest.raises(Interrupted) as info:
            write_files(new_files(old_set), root=old_set)
    assert info.value.exit_code == code
    assert len(calls) > 4            # all four renames ran, then the old files went back
    assert snapshot(old_set) == before


def test_ctrl_c_outside_the_command_line_is_a_keyboard_interrupt_after_the_undo(old_set,
                                                                              monkeypatch):
    before = snapshot(old_set)
    _signal_at_rename(monkeypatch, 3)
    with pytest.raises(KeyboardInterrupt):
        write_files(new_files(old_set), root=old_set)
    assert snapshot(old_set) == before


def test_ctrl_c_while_a_rule_sheet_goes_into_place_exits_130_with_a_sentence(tmp_path,
                                                                           monkeypatch,
                                                                           capsys):
    (tmp_path / "r.pdf").write_bytes(b"old")
    _signal_at_rename(monkeypatch, 1)
    assert main(["rules", "--output", str(tmp_path / "r.pdf")]) == 130
    err = capsys.readouterr().err
    assert err == "mancala-teach: Stopped by Ctrl-C; no file was written or changed.\n"
    assert snapshot(tmp_path) == {"r.pdf": b"old"}


def test_a_second_ctrl_c_does_not_cut_the_clean_up_short(old_set, monkeypatch):
    before = snapshot(old_set)
    real_unlink = os.unlink

    def unlink(path, *a, **k):
        os.kill(os.getpid(), signal.SIGINT)     # the teacher presses Ctrl-C again and again
        return real_unlink(path, *a, **k)

    _signal_at_rename(monkeypatch, 2)
    monkeypatch.setattr(output.os, "unlink", unlink)
    with stop_on_signals():
        with pytest.raises(Interrupted):
            write_files(new_files(old_set), root=old_set)
    assert snapshot(old_set) == before


def test_a_signal_after_the_files_are_in_place_is_ignored(old_set, monkeypatch):
    real_unlink = os.unlink

    def unlink(path, *a, **k):   # the journal is deleted once every new file is in place
        result = real_unlink(path, *a, **k)
        if str(path).endswith(output.JOURNAL):
            os.kill(os.getpid(), signal.SIGINT)
        return result

    monkeypatch.setattr(output.os, "unlink", unlink)
    reported: list = []                  # what Python would print as "Exception ignored"
    monkeypatch.setattr(sys, "unraisablehook", reported.append)
    with stop_on_signals() as watch:
        write_files(new_files(old_set), root=old_set)
    assert watch.received == signal.SIGINT
    assert (old_set / "a.pdf").read_bytes() == b"new a"
    assert not any(p.name.startswith(".mancala") for p in old_set.iterdir())


def test_held_hands_a_signal_on_when_nobody_dealt_with_it():
    with pytest.raises(KeyboardInterrupt):
        with held():
            os.kill(os.getpid(), signal.SIGINT)
    with stop_on_signals():
        with pytest.raises(Interrupted):
            with held():
                os.kill(os.getpid(), signal.SIGINT)


# --- a run killed outright --------------------------------------------------------------------

KILLED_RUN = textwrap.dedent("""
    import os, sys
    from pathlib import Path
    from mancala_teach.printables import output
    root = Path(sys.argv[1])
    real_replace, calls = os.replace, []
    def replace(src, dst):
        calls.append(dst)
        if len(calls) == 3:
            os._exit(9)                  # kill -9 after two of the four renames
        return real_replace(src, dst)
    output.os.replace = replace
    output.write_files({root / "a.pdf": b"new a", root / "sub" / "b.pdf": b"new b",
                        root / "new" / "deeper" / "c.pdf": b"new c", root / "d.json": b"{}"},
                       root=root)
""")


def test_a_run_killed_during_the_renames_is_undone_by_the_next_write(old_set):
    before = snapshot(old_set)
    run = subprocess.run([sys.executable, "-c", KILLED_RUN, str(old_set)])
    assert run.returncode == 9
    left = snapshot(old_set)
    assert left["a.pdf"] == b"new a" and left["sub/b.pdf"] == b"new b"   # a mix, for now
    assert any(name.startswith(".mancala-teach-") for name in left)
    recover(old_set)
    assert snapshot(old_set) == before
    # and the next write goes through as usual
    write_files({old_set / "a.pdf": b"newer a"})
    assert (old_set / "a.pdf").read_bytes() == b"newer a"
    assert not any(p.name.startswith(".mancala") for p in old_set.iterdir())


def test_recover_leaves_a_live_runs_folder_alone(tmp_path):
    import fcntl
    stage = tmp_path / ".mancala-teach-1-abcd.part"
    stage.mkdir()
    (stage / output.JOURNAL).write_text('{"files": [], "folders": []}')
    fd = os.open(stage / output.LOCK, os.O_RDWR | os.O_CREAT)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        recover(tmp_path)
        assert stage.exists()
    finally:
        os.close(fd)
    recover(tmp_path)
    assert not stage.exists()


def test_if_the_old_files_cannot_go_back_the_next_write_puts_them_back(old_set, monkeypatch):
    before = snapshot(old_set)
    real_replace, calls = os.replace, []

    def replace(src, dst):
        calls.append(dst)
        if len(calls) >= 3:        # the third rename fails, and so does putting one back
            raise OSError(errno.EIO, "Input/output error")
        return real_replace(src, dst)

    monkeypatch.setattr(output.os, "replace", replace)
    with pytest.raises(OutputError) as info:
        write_files(new_files(old_set), root=old_set)
    message = str(info.value)
    assert message.startswith("Could not put back '") and "puts the old files back" in message
    assert len(message) < 200 and "\n" not in message
    monkeypatch.setattr(output.os, "replace", real_replace)
    assert snapshot(old_set) != before        # a mix is left, with its journal ...
    recover(old_set)                          # ... until the next write into the folder
    assert snapshot(old_set) == before


def test_a_ctrl_c_that_a_library_swallows_still_stops_the_write(old_set, monkeypatch, capsys):
    """Some libraries catch everything (a bare ``except:``); the writer checks again before
    it moves anything into place, and the command line before it reports success."""
    before = snapshot(old_set)
    real_write = output._Stage.write

    def write(self, item):
        try:
            os.kill(os.getpid(), signal.SIGINT)
            sum(range(1000))                  # the handler runs here, and raises
        except BaseException:
            pass                              # ... and the library swallows it
        return real_write(self, item)

    monkeypatch.setattr(output._Stage, "write", write)
    with stop_on_signals():
        with pytest.raises(Interrupted):
            write_files(new_files(old_set), root=old_set)
    assert snapshot(old_set) == before
    assert main(["rules", "--output", str(old_set / "a.pdf")]) == 130
    assert capsys.readouterr().err.endswith("Stopped by Ctrl-C; no file was written or "
                                            "changed.\n")
    assert snapshot(old_set) == before


def test_ctrl_c_inside_a_weakref_callback_is_not_printed_and_still_stops(monkeypatch):
    """A signal can arrive while Python runs a weakref callback or a __del__, where an
    exception cannot be passed on: Python would print "Exception ignored in ..." and a
    traceback (seen once in 20 interrupted runs). The watch still has the signal, so the
    command stops with its sentence; nothing else is printed."""
    import gc
    import weakref

    class Thing:
        pass

    reported: list = []                  # what Python would print as "Exception ignored"
    monkeypatch.setattr(sys, "unraisablehook", reported.append)
    with stop_on_signals() as watch:
        thing = Thing()
        ref = weakref.ref(thing, lambda _ref: os.kill(os.getpid(), signal.SIGINT))
        del thing                 # the callback runs here, and the signal's handler inside it
        gc.collect()
        assert ref() is None
    assert watch.received == signal.SIGINT and watch.raised
    assert reported == []
    # Outside the block, the usual report of an ignored exception is back.
    assert sys.unraisablehook == reported.append
