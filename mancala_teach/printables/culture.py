""""Where these games come from": one page about the people and places behind our games.

Children read it, so the words are plain; every fact on it is one our source documents
support or that standard histories of mancala agree on, and no date or place is given that
neither does. Where a game got its name from the person who wrote it down (Lane's games), the
page says who he was and whose games they are. The picture is a real Oware board at the
start, drawn from the same layout as every other board.

Its words are in the catalogue (:func:`stories`, :func:`intro`, :func:`invitation`); the
upper-case constants are the English words.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import IO

from ..i18n import N_, _, use_language
from ..layout import board_layout
from ..position import Position
from ..render.pdf import draw_board
from ..variants import variant
from .document import (Document, Drawing, Flowable, LARGE, Part, REGULAR, Spacer, Styles,
                       boxed, figure, mm, side_by_side)

TITLE = N_("Where these games come from")      # translated where it is read: _(TITLE)


@dataclass(frozen=True)
class Story:
    """One game or family of games: a heading and a few plain sentences."""
    heading: str
    text: str


def intro() -> str:
    return _("People have played games of sowing seeds into pits for a very long time, in many "
             "countries. We call the whole family of games mancala. The word comes from Arabic "
             "and means something like \"moving\". There are more than a hundred mancala "
             "games, and many of the oldest come from Africa.")


def stories() -> tuple[Story, ...]:
    """Each game's story, in the language in use."""
    return (
        # TRANSLATORS: the names of these games are their own names, in headings too
        # (French may put Awalé first: it is the name known in France and Côte d'Ivoire).
        Story(_("Oware, Awal\u00e9 and Ayo"),
              _("These are names for one family of games played across West Africa: Oware in "
                "Ghana, Awal\u00e9 in C\u00f4te d'Ivoire, Ayo among the Yoruba people of "
                "Nigeria, and Wari is another name for it. The rules change a little from "
                "place to place. Oware is played in the Caribbean too. Our Oware uses the "
                "rules of Oware tournaments.")),
        Story(_("Kalah"),
              _("Kalah was invented in the United States by William Julius Champion Jr., "
                "around 1940, from older mancala games; books say its sets were first sold in "
                "1944, or in the 1950s. In Kalah you drop seeds into your own store as you "
                "sow, and you play again when your last seed lands there. That is more like "
                "games from South-East Asia, such as congkak, than like Oware, Awal\u00e9 or "
                "Ayo. Many boards sold as \"Mancala\" in shops use Kalah's rules.")),
        Story(_("The Game of the Ignorant and the Game of the Wise"),
              _("These are two games from Egypt. Edward William Lane, an English writer who "
                "lived in Cairo, watched people play them in coffee shops and wrote down their "
                "rules in his book about life in Egypt, which came out in 1836. We call them "
                "Lane's games only because he wrote them down: they are Egyptian games. In "
                "Egypt the game was called manqala, and that is where the name mancala comes "
                "from.")),
        Story(_("Giuthi"),
              _("Giuthi is played in Kenya. A board can have from 5 to 10 pits on each side, "
                "and you may sow either way round. When your last seed lands in a pit that "
                "already has seeds, you pick them all up and sow on.")),
        Story(_("Four-sided mancala"),
              _("This is not an old game: we made it for classes that play in fours. It has a "
                "row and a store for each player round a square board, and uses Kalah's "
                "rules.")),
    )


def invitation() -> str:
    return _("Do you play a mancala game at home, or does someone in your family? It may have "
             "its own name and its own rules. Would you teach it to the class? Bring the "
             "rules, or show us with beans.")


with use_language("en"):
    #: The page's words in English.
    INTRO, STORIES, INVITATION = intro(), stories(), invitation()


def _board_picture(large_print: bool) -> Drawing:
    """A real Oware board at the start: 4 seeds in each of the 12 pits."""
    position = Position.start(variant("oware"))
    pit = 12.0 if large_print else 8.0
    layout = board_layout(position.rules, pit_diameter=pit, gap=pit * 0.3,
                          label_space=pit * 0.55)
    count = 18.0 if large_print else 12.0

    def draw(p) -> None:
        # no store names: at this size they would touch pits A and F, and the caption says
        # what the picture shows
        draw_board(p, layout, pits=position.pits, stores=position.stores, arrows=False,
                   store_labels=False, count_size=count, label_size=max(9.0, count * 0.8))
    return Drawing(draw, pad=0.5, name="culture board")


def culture_flowables(*, large_print: bool = False, width: float = 186.0) -> list[Flowable]:
    """The page as flowables for a frame ``width`` mm wide."""
    st = Styles(LARGE if large_print else REGULAR)
    board = _board_picture(large_print)
    caption = st.para(_("An Oware board at the start: 4 seeds in each of the 12 pits."),
                      st.note)
    out: list[Flowable] = [st.para(_(TITLE), st.title), st.para(intro())]
    beside = width - board.size[0] - 4
    if beside >= 45:      # the caption beside the board, level with its middle
        out.append(figure("culture board", [Spacer(1, 1 * mm), side_by_side(
            [board, caption], [board.size[0] + 4, beside], valign="MIDDLE")]))
    else:
        out.append(figure("culture board", [board, caption]))
    for english, story in zip(STORIES, stories()):     # figures named in English
        out.append(figure(f"culture: {english.heading}",
                          [st.para(story.heading, st.heading), st.para(story.text)]))
    out.append(figure("culture: invitation", [Spacer(1, 2 * mm), boxed(
        [st.para(_("Teach us your game"), st.bold), st.para(invitation())], width=width)]))
    return out


def culture_part(*, paper: str = "a4", large_print: bool = False,
                 language: str | None = None) -> Part:
    """The page in ``language`` (None: the language in use)."""
    with use_language(language):
        width, _room = Document.frame_size(paper, False, "none")
        return Part("culture", culture_flowables(large_print=large_print, width=width),
                    bars="none", footer=_(TITLE))


def culture_pdf(target: str | IO[bytes], *, paper: str = "a4", large_print: bool = False,
                language: str | None = None) -> int:
    """Write the page in ``language`` (None: the language in use); returns its page count
    (one page in regular print)."""
    with use_language(language):
        doc = Document(target, paper=paper, title=_(TITLE))
        return doc.render([culture_part(paper=paper, large_print=large_print)]).page_count


__all__ = ["INTRO", "INVITATION", "STORIES", "TITLE", "culture_flowables", "culture_part",
           "culture_pdf", "intro", "invitation", "stories"]
