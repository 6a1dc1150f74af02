"""Test-session set-up shared by every test file."""

from __future__ import annotations

import signal

# A command started in the background by a shell without job control ("cmd &" in a script)
# inherits SIGINT as ignored, and Python then never raises KeyboardInterrupt: every Ctrl-C
# test would fail for a reason that is not ours. Ctrl-C is what they test, so take it back.
# (Child processes get the default action again: exec resets handled signals, not ignored.)
if signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
    signal.signal(signal.SIGINT, signal.default_int_handler)
