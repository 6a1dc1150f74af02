"""Page furniture shared by every printable: headings, flowing text, page breaks."""

from __future__ import annotations

from ..render.pdf import PdfDocument, line_height, wrap

# Type sizes in points. Regular print is 12 pt or more; large print 16 pt or more.
SIZES = {
    False: {"title": 20.0, "heading": 15.0, "body": 12.0, "small": 12.0},
    True: {"title": 26.0, "heading": 20.0, "body": 16.0, "small": 16.0},
}


class Flow:
    """Top-to-bottom content on portrait pages, starting a new page when one is full."""

    def __init__(self, doc: PdfDocument, *, large_print: bool = False,
                 footer: str = "", landscape: bool = False) -> None:
        self.doc = doc
        self.sizes = SIZES[large_print]
        self.footer = footer
        self.landscape = landscape
        self.y = 0.0
        self.inset = 0.0   # moves the left and right edges in (inside a box)
        self.new_page()

    @property
    def left(self) -> float:
        return self.doc.content_box[0] + self.inset

    @property
    def width(self) -> float:
        box = self.doc.content_box
        return box[2] - box[0] - 2 * self.inset

    @property
    def bottom(self) -> float:
        return self.doc.content_box[3]

    def new_page(self) -> None:
        self.doc.new_page(landscape=self.landscape)
        if self.footer:
            self.doc.footer(self.footer)
        self.y = self.doc.content_box[1]

    def room(self, height: float) -> None:
        """Start a new page unless ``height`` mm still fit on this one."""
        if self.y + height > self.bottom:
            self.new_page()

    def space(self, mm_: float) -> None:
        self.y += mm_

    def text_height(self, text: str, size: float, *, bold: bool = False,
                    indent: float = 0.0) -> float:
        return len(wrap(text, size, self.width - indent, bold=bold)) * line_height(size)

    def title(self, text: str) -> None:
        self.paragraph(text, size=self.sizes["title"], bold=True)
        self.space(2)

    def heading(self, text: str) -> None:
        size = self.sizes["heading"]
        # keep a heading with at least two lines of what follows
        self.room(line_height(size) + 2 * line_height(self.sizes["body"]) + 3)
        self.space(2)
        self.paragraph(text, size=size, bold=True)
        self.space(1)

    def paragraph(self, text: str, *, size: float | None = None, bold: bool = False,
                  indent: float = 0.0, colour: str | None = None) -> None:
        size = size or self.sizes["body"]
        lh = line_height(size)
        for line in wrap(text, size, self.width - indent, bold=bold):
            self.room(lh)
            self.y += lh
            if line:
                self.doc.text(self.left + indent, self.y - lh * 0.25, line, size=size,
                              bold=bold, colour=colour, what="body")

    def bullets(self, items: list[str], *, size: float | None = None) -> None:
        size = size or self.sizes["body"]
        indent = size * 0.5
        for item in items:
            # keep a bullet's lines together (a short item never breaks over two pages)
            self.room(self.text_height(item, size, indent=indent))
            self.doc.text(self.left, self.y + line_height(size) * 0.75, "\u2022", size=size)
            self.paragraph(item, size=size, indent=indent)
            self.space(0.8)

    def boxed(self, title: str, items: list[str]) -> None:
        """A framed box (the rule sheets' "maths you practise")."""
        size = self.sizes["body"]
        pad = 3.0
        inner = self.width - 2 * pad - size * 0.5
        height = 2 * pad + line_height(self.sizes["heading"]) + 2 + sum(
            len(wrap(i, size, inner)) * line_height(size) + 0.8 for i in items)
        self.room(height + 2)
        top = self.y
        self.doc.rect(self.left, top, self.width, height, stroke=self.doc.colours["text"],
                      width=0.6, radius=2.0)
        self.y += pad
        self.inset += pad
        try:
            self.paragraph(title, size=self.sizes["heading"], bold=True)
            self.space(2)
            self.bullets(items)
        finally:
            self.inset -= pad
        self.y = top + height + 2
