"""The little of ``IPython.display`` that lessons use, for the classroom site's own runner.

On the site, a stand-in package named ``IPython`` (made by the site build, listed only in the
site's own Pyodide lock) re-exports these names, so ``from IPython.display import HTML,
display`` in a lesson runs unchanged without the real IPython and its friends (prompt_toolkit,
pygments, jedi, stack_data: megabytes and seconds of every page's start).
"""

from __future__ import annotations

from typing import Any, Callable

__all__ = ["HTML", "SVG", "DisplayHandle", "DisplayObject", "Markdown", "clear_output",
           "display", "get_ipython"]

# Where displayed objects go: the runner pushes its collector while a cell runs.
_sinks: list[Callable[[Any], None]] = []


def get_ipython() -> None:
    """There is no IPython shell on the site (ipywidgets asks, then goes on without one)."""
    return None


def display(*objs: Any, **_options: Any) -> None:
    """Show each object below the running cell (as Jupyter's ``display``)."""
    for obj in objs:
        if _sinks:
            _sinks[-1](obj)
        else:                       # not inside a cell: there is nowhere else to show it
            print(repr(obj))


def clear_output(wait: bool = False) -> None:
    """Lessons never clear their output; kept so code written for Jupyter runs."""


class DisplayHandle:
    """Returned by nothing here; kept so code that names it imports."""


class DisplayObject:
    """Data shown by its ``_repr_*_`` method; ``data`` may be given as text."""

    def __init__(self, data: str | None = None, url: str | None = None,
                 filename: str | None = None, metadata: dict | None = None) -> None:
        if data is None and filename is not None:
            with open(filename, encoding="utf-8") as f:
                data = f.read()
        self.data = data or ""

    def __repr__(self) -> str:
        return f"<{type(self).__name__} object>"


class HTML(DisplayObject):
    def _repr_html_(self) -> str:
        return self.data


class SVG(DisplayObject):
    def _repr_svg_(self) -> str:
        return self.data


class Markdown(DisplayObject):
    def _repr_markdown_(self) -> str:
        return self.data
