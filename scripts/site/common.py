"""What every module of the site build shares: where things are, and how it speaks."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
# Downloads and the build environment; MANCALA_SITE_CACHE moves it (a benchmark's cold build).
CACHE = Path(os.environ.get("MANCALA_SITE_CACHE") or ROOT / ".site-cache").resolve()
VENV = CACHE / "venv"


class BuildError(Exception):
    """A build problem a person can act on; printed as one sentence."""


def say(*parts: object) -> None:
    print("build-site:", *parts, flush=True)


def run(cmd: list[str], **kw) -> subprocess.CompletedProcess:
    result = subprocess.run(cmd, capture_output=True, text=True, **kw)
    if result.returncode != 0:
        tail = (result.stdout + result.stderr).strip().splitlines()[-15:]
        raise BuildError(f"{' '.join(map(str, cmd[:4]))} ... failed:\n" + "\n".join(tail))
    return result


def venv_python() -> Path:
    return VENV / "bin" / "python"


def in_build_venv() -> bool:
    return Path(sys.prefix).resolve() == VENV.resolve()
