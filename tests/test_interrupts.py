"""Ctrl-C (and kill) at any moment of ``printables``: no traceback, exit code 130 (143 for
SIGTERM), and the folder exactly as it was, byte for byte; or, if the signal came after the
files were in place, exit code 0 and every file new. Never a mix, never a hidden file left.

The earlier set is the real standard set with a line added to every file, so a file that an
interrupted run replaced would show. Each rename is slowed down (by the test, in the child
process) so that several of the 10 moments fall while the files are being moved into place.
Two runs go at a time, each in its own folder, to keep the test short on two cores.
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from test_output import snapshot

RENAME_DELAY = 0.02   # seconds added to each rename in the child
MOMENTS = 10

CHILD = f"""
import os, sys, time
real_replace = os.replace
def slow_replace(src, dst, **kw):
    time.sleep({RENAME_DELAY})
    return real_replace(src, dst, **kw)
os.replace = slow_replace
sys.argv[0] = "mancala-teach"
from mancala_teach.cli import run   # what the mancala-teach program runs
print("ready", flush=True)          # main() sets up its signal handlers first thing
run()
"""


def run(folder, moment: float | None = None, signum: int = signal.SIGINT):
    """Run printables into ``folder``; send ``signum`` ``moment`` seconds after it is ready.
    Returns (exit code, stderr, seconds from ready to the end)."""
    proc = subprocess.Popen(
        [sys.executable, "-c", CHILD, "printables", "--output", str(folder), "--paper",
         "letter"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert proc.stdout.readline() == "ready\n"
    began = time.monotonic()
    if moment is not None:
        time.sleep(moment)
        proc.send_signal(signum)
    out, err = proc.communicate(timeout=300)
    return proc.returncode, err, time.monotonic() - began


@pytest.mark.skipif(os.name != "posix", reason="POSIX signals")
def test_ctrl_c_at_ten_moments_of_printables(tmp_path):
    folders = [tmp_path / "one", tmp_path / "two"]
    for folder in folders:
        folder.mkdir()
    with ThreadPoolExecutor(2) as pool:                 # how long a run takes, two at a time
        results = list(pool.map(run, folders))
    assert all(code == 0 for code, _, _ in results), results
    took = min(seconds for _, _, seconds in results)    # the moments stay inside a run
    new = snapshot(folders[0])
    assert snapshot(folders[1]) == new
    # a whole Letter set: as many files as the committed one (test_printables_fresh keeps
    # that equal to what the command makes)
    committed = Path(__file__).resolve().parents[1] / "printables" / "letter"
    whole_set = sum(1 for f in committed.rglob("*") if f.is_file())
    assert sum(1 for data in new.values() if data is not None) == whole_set

    def make_earlier_set(folder):
        for rel, data in new.items():
            if data is not None:
                (folder / rel).write_bytes(data + b"% the earlier set\n")
        (folder / "notes.txt").write_bytes(b"the teacher's own file\n")

    for folder in folders:
        make_earlier_set(folder)
    old = snapshot(folders[0])
    new_with_notes = {**new, "notes.txt": old["notes.txt"]}

    def stop_at(k: int):
        folder = folders[k % 2]
        # spread over the first nine tenths of the quickest run: a busy machine's runs vary
        moment = 0.9 * took * (k + 0.5) / MOMENTS
        signum = signal.SIGTERM if k % 5 == 4 else signal.SIGINT
        code, err, _ = run(folder, moment, signum)
        after = snapshot(folder)
        if code == 0:                       # the signal came after the files were in place
            ok = after == new_with_notes and err == ""
            make_earlier_set(folder)
        else:
            cause = "Ctrl-C" if signum == signal.SIGINT else "a stop signal"
            ok = (code == 128 + signum and after == old and
                  err == f"mancala-teach: Stopped by {cause}; no file was written or changed.\n")
        return k, moment, code, ok, err[-300:]

    outcomes = []
    with ThreadPoolExecutor(2) as pool:
        for pair in range(0, MOMENTS, 2):
            outcomes += pool.map(stop_at, (pair, pair + 1))
    bad = [o for o in outcomes if not o[3]]
    assert bad == [], bad
    # The moments were spread over the run, so most of them stopped it (on a busy machine
    # a run's length varies, and a late moment may come after the end: that is fine too).
    assert sum(1 for o in outcomes if o[2] != 0) >= 6, outcomes
    for folder in folders:
        assert not any(p.name.startswith(".mancala") for p in folder.iterdir())


@pytest.mark.skipif(os.name != "posix", reason="POSIX signals")
def test_ctrl_c_while_a_class_set_is_made_keeps_the_old_three_files(tmp_path):
    """The issue's other case: Ctrl-C during ``worksheets`` (students' PDF, key and JSON)."""
    argv = ["worksheets", "--level", "explorer", "--sheets", "4", "--output",
            str(tmp_path / "class.pdf")]
    child = CHILD.replace('"printables"', "")

    def start():
        proc = subprocess.Popen([sys.executable, "-c", child, *argv], stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True)
        assert proc.stdout.readline() == "ready\n"
        return proc

    proc = start()
    began = time.monotonic()
    out, err = proc.communicate(timeout=300)
    took = time.monotonic() - began
    assert proc.returncode == 0, err
    new = snapshot(tmp_path)
    assert sorted(new) == ["class-key.pdf", "class.json", "class.pdf"]
    for name in new:
        (tmp_path / name).write_bytes(b"an earlier " + name.encode())
    old = snapshot(tmp_path)
    for fraction in (0.2, 0.5, 0.8):
        proc = start()
        time.sleep(took * fraction)
        proc.send_signal(signal.SIGINT)
        out, err = proc.communicate(timeout=300)
        after = snapshot(tmp_path)
        if proc.returncode == 0:
            assert after == new
            for name in new:
                (tmp_path / name).write_bytes(b"an earlier " + name.encode())
        else:
            assert proc.returncode == 130
            assert err == "mancala-teach: Stopped by Ctrl-C; no file was written or changed.\n"
            assert after == old


def test_ctrl_c_while_the_program_is_still_loading(tmp_path):
    """The program starts in _mancala_teach_start, outside the package, so a Ctrl-C while
    the package loads (a few tenths of a second) is one sentence too, not a traceback."""
    child = """
import builtins, sys, time
real_import = builtins.__import__
def slow_import(name, *args, **kwargs):      # make loading the package take a while
    if name.startswith("mancala_teach"):
        time.sleep(0.02)
    return real_import(name, *args, **kwargs)
builtins.__import__ = slow_import
import _mancala_teach_start
print("ready", flush=True)
sys.argv = ["mancala-teach", *sys.argv[1:]]
_mancala_teach_start.run()
"""
    proc = subprocess.Popen([sys.executable, "-c", child, "printables", "--output",
                             str(tmp_path)], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True)
    assert proc.stdout.readline() == "ready\n"
    time.sleep(0.1)
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=120)
    assert proc.returncode == 130
    assert err == "mancala-teach: Stopped by Ctrl-C; no file was written or changed.\n"
    assert list(tmp_path.iterdir()) == []
