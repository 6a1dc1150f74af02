"""Ctrl-C and ``kill``: a command stops cleanly, and putting files in place is never cut in half.

The command line runs inside :func:`stop_on_signals`. The first SIGINT (Ctrl-C), SIGTERM
(``kill``) or SIGHUP (the terminal closed) raises :class:`Interrupted`, which the command line
turns into one sentence and exit code 128 + the signal's number (130 for Ctrl-C, 143 for
SIGTERM). Later signals are only noted, so the clean-up that the first one starts is never
cut short by a second Ctrl-C.

Code that must not stop half-way (moving a group of files into place, or putting the old ones
back) runs inside :func:`held`: a signal that arrives there waits, and the code decides what to
do about it (the file writer puts every old file back, then stops). Once a command's work is
done, :func:`finished` says so, and a signal after that is ignored: the command only has to
say what it wrote.

The ``mancala-teach`` program starts in ``_mancala_teach_start`` (outside the package), which
turns a signal into the same sentence and exit code while the package is still loading. What
remains is Python's own start-up before that (a few hundredths of a second; longer on a busy
machine): a Ctrl-C there is Python's ``KeyboardInterrupt``, before anything is written.

Outside :func:`stop_on_signals` (the package used from Python), :func:`held` installs
holding handlers of its own for the duration of the block and hands a held signal back to the
handler that was there before (Python's own raises ``KeyboardInterrupt``). Signal handlers can
only be set in the main thread; elsewhere nothing is held.
"""

from __future__ import annotations

import signal
import sys
import threading
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, Iterator

from .i18n import N_, _

SIGNALS = tuple(getattr(signal, name) for name in ("SIGINT", "SIGTERM", "SIGHUP")
                if hasattr(signal, name))
# What stopped a command, after "Stopped by" (translated where it is said: Interrupted.cause)
_NAMES = {getattr(signal, "SIGINT"): N_("Ctrl-C"),
          getattr(signal, "SIGTERM", None): N_("a stop signal"),
          getattr(signal, "SIGHUP", None): N_("the terminal closing")}


class Interrupted(BaseException):
    """A command stopped by a signal. A ``BaseException``, like ``KeyboardInterrupt``, so code
    that catches ``Exception`` lets it through."""

    def __init__(self, signum: int) -> None:
        super().__init__(signum)
        self.signum = signum

    @property
    def exit_code(self) -> int:
        return 128 + self.signum

    @property
    def cause(self) -> str:
        """What stopped the command, in the language in use: "Ctrl-C", "a stop signal"."""
        name = _NAMES.get(self.signum)
        return _(name) if name else _("signal {number}", number=self.signum)


@dataclass
class _Watch:
    received: int | None = None   # the first signal
    raised: bool = False          # Interrupted has been raised for it
    holding: int = 0              # depth of held() blocks
    done: bool = False            # the command's work is complete


_active: _Watch | None = None


def _main_thread() -> bool:
    return threading.current_thread() is threading.main_thread()


@contextmanager
def stop_on_signals(*, exiting: bool = False) -> Iterator[_Watch]:
    """While the block runs, the first signal raises :class:`Interrupted` (unless held).

    As the block ends the old handlers come back, unless ``exiting`` (the process ends right
    after): then the signals are ignored, so one that comes as Python shuts down cannot kill a
    command that has finished its work (Python leaves an ignored signal ignored to the end).
    """
    global _active
    watch = _Watch()
    if not _main_thread():
        yield watch
        return

    def handler(signum: int, frame: Any) -> None:
        if watch.received is not None:
            return                     # only the first signal counts
        watch.received = signum
        if watch.holding or watch.done:
            return                     # held (or too late to matter)
        watch.raised = True
        raise Interrupted(signum)

    # Raised where Python cannot pass it on (a weakref callback or a __del__ running at that
    # moment), Interrupted would be printed as "Exception ignored in ..." with a traceback.
    # The watch has the signal, so the command still stops with its one sentence: stay quiet.
    earlier_hook = sys.unraisablehook

    def unraisable(info: Any) -> None:
        if not isinstance(info.exc_value, Interrupted):
            earlier_hook(info)

    # A signal ignored on purpose stays ignored (nohup, or a background job of a shell).
    previous = {s: signal.signal(s, handler) for s in SIGNALS
                if signal.getsignal(s) is not signal.SIG_IGN}
    outer, _active = _active, watch
    sys.unraisablehook = unraisable
    try:
        yield watch
    finally:
        sys.unraisablehook = earlier_hook
        _active = outer
        for s, old in previous.items():
            signal.signal(s, signal.SIG_IGN if exiting else old)


class Hold:
    """What :func:`held` yields: the signal that arrived and still waits, if any."""

    def __init__(self, watch: _Watch | None) -> None:
        self._watch = watch
        self._own: int | None = None

    @property
    def signal(self) -> int | None:
        """The signal to stop for: one that came while held, or one that raised
        :class:`Interrupted` but was swallowed on the way (a library's bare ``except:``)."""
        if self._watch is not None:
            w = self._watch
            return None if w.done else w.received
        return self._own


@contextmanager
def held() -> Iterator[Hold]:
    """Hold SIGINT, SIGTERM and SIGHUP while the block runs; see :meth:`Hold.signal`.

    The caller deals with a held signal (see :func:`deliver`); one it leaves is delivered when
    the block ends.
    """
    watch = _active
    hold = Hold(watch)
    if watch is not None:
        watch.holding += 1
        try:
            yield hold
        except BaseException:
            watch.holding -= 1
            raise
        watch.holding -= 1
        if not watch.holding:
            deliver(hold)
        return
    if not _main_thread():
        yield hold
        return

    def note(signum: int, frame: Any) -> None:
        if hold._own is None:
            hold._own = signum

    previous = {s: signal.signal(s, note) for s in SIGNALS
                if signal.getsignal(s) not in (signal.SIG_IGN, None)}
    try:
        yield hold
    except _Deferred:
        pass
    finally:
        for s, old in previous.items():
            signal.signal(s, old)
        if hold._own is not None:
            signum, hold._own = hold._own, None
            signal.raise_signal(signum)    # to the handler that was there before


def deliver(hold: Hold) -> None:
    """Stop now for a signal that :func:`held` kept waiting (call it inside the block)."""
    signum = hold.signal
    if signum is None:
        return
    if hold._watch is not None:
        hold._watch.raised = True
        raise Interrupted(signum)
    raise _Deferred   # held() hands the signal to the old handler as the block ends


class _Deferred(BaseException):
    """Leaves a held() block so that it can hand its signal on (outside the command line)."""


def finished() -> None:
    """The command's work is complete: a signal from now on is ignored."""
    if _active is not None:
        _active.done = True


def interrupted(watch: _Watch) -> Interrupted | None:
    """The interruption a watch saw, if it counts: whatever exception it turned into on the
    way out (a library may wrap it), or one held while a clean-up ran."""
    if watch.received is not None and not watch.done:
        return Interrupted(watch.received)
    return None
