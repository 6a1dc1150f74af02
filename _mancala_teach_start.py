"""The first lines the ``mancala-teach`` program runs, before the package is imported.

Importing ``mancala_teach`` takes a few tenths of a second. A Ctrl-C in that time would be
Python's own: a ``KeyboardInterrupt`` traceback. So the program starts here, outside the
package: until the command sets up its own handling
(:func:`mancala_teach.interrupts.stop_on_signals`, the first thing ``main`` does), a
signal ends the program at once with the usual sentence and exit code 128 + the signal's
number. Nothing has been written by then, so there is nothing to clean up.
"""

import os
import signal
import sys

_CAUSES = {"SIGINT": "Ctrl-C", "SIGTERM": "a stop signal", "SIGHUP": "the terminal closing"}


def run() -> None:
    names = {}
    for name, cause in _CAUSES.items():
        signum = getattr(signal, name, None)
        if signum is not None and signal.getsignal(signum) is not signal.SIG_IGN:
            names[signum] = cause
            signal.signal(signum, _stop)
    _stop.causes = names  # type: ignore[attr-defined]
    from mancala_teach.cli import run as command   # the slow part
    command()


def _stop(signum: int, frame: object) -> None:
    cause = _stop.causes.get(signum, f"signal {signum}")  # type: ignore[attr-defined]
    try:
        os.write(2, f"mancala-teach: Stopped by {cause}; no file was written or changed.\n"
                 .encode())
    finally:
        os._exit(128 + signum)    # at once: an exception could be swallowed by an import
