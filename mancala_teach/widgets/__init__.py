"""Jupyter widgets for stepping through moves seed by seed.

They need ipywidgets (a dependency of this package); the import is guarded so the rest of the
package works without it.
"""

from __future__ import annotations

try:
    import ipywidgets  # noqa: F401
except ImportError as exc:  # pragma: no cover - ipywidgets is a core dependency
    raise ImportError(
        "The mancala_teach widgets need ipywidgets: pip install 'mancala-teach[notebooks]' "
        "(or pip install ipywidgets).") from exc

from .stepper import Stepper

__all__ = ["Stepper"]
