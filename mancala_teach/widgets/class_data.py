"""The class's own games in notebook 5: a box to type them in, and their statistics.

:class:`ClassDataSession` is plain Python (tested without a browser): it reads what was typed
(:mod:`mancala_teach.teaching.class_games`) and makes the HTML to show: a table of the
median, range, quartiles and IQR of each game, what the timer means for them, and the dot
plot with the games the timer stopped drawn hollow. :class:`ClassData` is the thin view: an
ipywidgets text box, a button and the HTML, so a class types its games in the classroom view
too, where there is no code to edit.
"""

from __future__ import annotations

from html import escape

from ..errors import MancalaError
from ..render.chart_svg import dot_plot
from ..teaching.class_games import EXAMPLE_CLASS, ClassGames, read_class_games

BUTTON = "Show our games"
HELP = ("One line a game: the game, how many moves (sowings), whether it ended (yes) or the "
        "timer stopped it (no), and the minutes on the timer. The first line names the "
        "columns. You can paste the tournament's CSV too.")


class ClassDataSession:
    """What the class typed, and what to show for it."""

    def __init__(self, text: str = EXAMPLE_CLASS) -> None:
        self.text = text
        self.games: ClassGames | None = None
        self.problem = ""
        self.submit(text)

    def submit(self, text: str) -> None:
        """Read ``text``; on a mistake keep the last good result and say what was wrong."""
        self.text = text
        try:
            self.games = read_class_games(text)
            self.problem = ""
        except MancalaError as exc:
            self.problem = str(exc)

    def table_html(self) -> str:
        if self.games is None:
            return ""
        head = ("<tr><th>Game</th><th>Games</th><th>Median</th><th>Range</th>"
                "<th>Lower quartile</th><th>Upper quartile</th><th>IQR</th>"
                "<th>Stopped by the timer</th></tr>")
        rows = []
        for s in self.games.summaries():
            at = " or ".join(f"{m:g}" for m in s.cut_offs)
            stopped = (f"{len(s.stopped)} (at {at} min)" if s.stopped and at else
                       str(len(s.stopped)) if not s.unrecorded else "not recorded")
            rows.append(f"<tr><td>{escape(s.game)}</td><td>{s.count}</td><td>{s.median:g}</td>"
                        f"<td>{s.range} ({s.lowest} to {s.highest})</td><td>{s.q1:g}</td>"
                        f"<td>{s.q3:g}</td><td>{s.iqr:g}</td><td>{escape(stopped)}</td></tr>")
        return (f"<table class='mancala-class-data' style='border-collapse:collapse'>"
                f"<caption style='font-weight:bold;text-align:left'>Our class's games"
                f"</caption>{head}{''.join(rows)}</table>").replace(
                    "<td>", "<td style='border:1px solid #888;padding:2px 8px'>").replace(
                    "<th>", "<th style='border:1px solid #888;padding:2px 8px;"
                            "background:#eee'>")

    def html(self) -> str:
        parts = []
        if self.problem:
            parts.append(f"<p class='mancala-problem' role='alert'><b>Not read:</b> "
                         f"{escape(self.problem)}</p>")
        if self.games is not None:
            words = "".join(f"<li>{escape(w)}</li>" for w in self.games.words())
            parts.append(self.table_html() + f"<ul>{words}</ul>"
                         + dot_plot(*self.games.plot_rows(),
                                    title="Our class's games: how many moves?").svg)
        return "".join(parts)


class ClassData:
    """The box, the button and the result; shows itself as the last line of a cell."""

    def __init__(self, text: str = EXAMPLE_CLASS) -> None:
        import ipywidgets as w
        self.session = ClassDataSession(text)
        self.box = w.Textarea(value=text, rows=12, description="",
                              layout=w.Layout(width="100%"))
        self.button = w.Button(description=BUTTON, button_style="primary")
        self.output = w.HTML(value=self.session.html())
        self.button.on_click(self._show)
        self.widget = w.VBox([w.HTML(value=f"<p>{escape(HELP)}</p>"), self.box, self.button,
                              self.output])

    def _show(self, _button: object = None) -> None:
        self.session.submit(self.box.value)
        self.output.value = self.session.html()

    def _repr_mimebundle_(self, **kwargs: object) -> object:
        # The live box where a kernel runs; beside it, the example's numbers as HTML, what a
        # saved notebook shows before the kernel starts (the classroom site's first seconds).
        bundle = self.widget._repr_mimebundle_(**kwargs)
        data = bundle[0] if isinstance(bundle, tuple) else bundle
        if data is not None:
            data["text/html"] = (f"<p>{escape(HELP)}</p><pre>{escape(self.session.text)}</pre>"
                                 + self.session.html())
        return bundle


__all__ = ["ClassData", "ClassDataSession"]
