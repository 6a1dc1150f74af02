"""Helpers for the printables tests: parse PDFs, render pages with pdftoppm, check margins."""

from __future__ import annotations

import io
import os
import shutil
import subprocess
from pathlib import Path

import pytest
from pypdf import PdfReader

MM_PER_PT = 25.4 / 72
EDGE_MM = 10.0


def require_tool(name: str) -> str:
    """The tool's path; skip (or fail, in CI) when it is missing."""
    path = shutil.which(name)
    if path is None:
        if os.environ.get("MANCALA_TEACH_REQUIRE_ALL") == "1":
            pytest.fail(f"{name} is required (MANCALA_TEACH_REQUIRE_ALL=1); "
                        f"apt-get install poppler-utils")
        pytest.skip(f"{name} is not installed (apt-get install poppler-utils)")
    return path


def reader(data: bytes) -> PdfReader:
    return PdfReader(io.BytesIO(data))


def page_size_mm(page) -> tuple[float, float]:
    box = page.mediabox
    return float(box.width) * MM_PER_PT, float(box.height) * MM_PER_PT


def embedded_fonts(pdf: PdfReader) -> dict[str, bool]:
    """Every font used, and whether its program is embedded in the file."""
    fonts: dict[str, bool] = {}
    for page in pdf.pages:
        resources = page.get("/Resources") or {}
        for font in (resources.get("/Font") or {}).values():
            font = font.get_object()
            name = str(font.get("/BaseFont"))
            descriptor = font.get("/FontDescriptor")
            if descriptor is None and "/DescendantFonts" in font:
                descriptor = font["/DescendantFonts"][0].get_object().get("/FontDescriptor")
            descriptor = descriptor.get_object() if descriptor is not None else {}
            fonts[name] = any(k in descriptor for k in ("/FontFile", "/FontFile2", "/FontFile3"))
    return fonts


def assert_marks_inside(doc) -> None:
    """Every recorded mark keeps EDGE_MM from the paper's left and top edges."""
    assert doc.marks, "nothing was drawn"
    for m in doc.marks:
        assert m.x0 >= EDGE_MM - 1e-6 and m.y0 >= EDGE_MM - 1e-6, m


def assert_inside_page(doc, data: bytes) -> None:
    """Marks keep 10 mm from every edge, using each page's own size (pages may turn)."""
    assert_marks_inside(doc)
    pdf = reader(data)
    for m in doc.marks:
        w, h = page_size_mm(pdf.pages[m.page - 1])
        assert m.x1 <= w - EDGE_MM + 1e-6, (m, w)
        assert m.y1 <= h - EDGE_MM + 1e-6, (m, h)


def render_pages(data: bytes, tmp_path: Path, dpi: int = 30) -> list[Path]:
    """Render every page to a greyscale PGM with pdftoppm; fails if the PDF is invalid."""
    tool = require_tool("pdftoppm")
    pdf = tmp_path / "in.pdf"
    pdf.write_bytes(data)
    subprocess.run([tool, "-gray", "-r", str(dpi), str(pdf), str(tmp_path / "page")],
                   check=True, capture_output=True, timeout=120)
    return sorted(tmp_path.glob("page*.pgm"))


def assert_margins_clear(data: bytes, pages: int, tmp_path: Path, mm: float = 10.0) -> None:
    """Rendered by pdftoppm, every page of ``data`` (``pages`` of them) has ink on it and
    none within ``mm`` of the paper's edge, where printers cannot print."""
    dpi = 25
    rendered = render_pages(data, tmp_path, dpi=dpi)
    assert len(rendered) == pages
    pdf = reader(data)
    for png, page in zip(rendered, pdf.pages):
        box = inked_box(png)
        assert box is not None
        w, h = page_size_mm(page)
        edge_px = mm / 25.4 * dpi
        assert box[0] >= edge_px - 1 and box[1] >= edge_px - 1
        assert box[2] <= w / 25.4 * dpi - edge_px + 1 and box[3] <= h / 25.4 * dpi - edge_px + 1


def read_pgm(path: Path) -> tuple[int, int, bytes]:
    data = path.read_bytes()
    parts = data.split(maxsplit=4)
    assert parts[0] == b"P5"
    width, height, _maxval = int(parts[1]), int(parts[2]), int(parts[3])
    pixels = parts[4][-width * height:]
    return width, height, pixels


def inked_box(path: Path, threshold: int = 250) -> tuple[int, int, int, int] | None:
    """(left, top, right, bottom) pixel box of everything not white, or None if blank."""
    width, height, px = read_pgm(path)
    rows = [y for y in range(height) if min(px[y * width:(y + 1) * width]) < threshold]
    if not rows:
        return None
    cols = [x for x in range(width) if min(px[x::width]) < threshold]
    return cols[0], rows[0], cols[-1], rows[-1]


# --- reading what is on a page: text with its position and size, filled rectangles ----------

def _mul(a, b):
    """Multiply two PDF matrices [a b c d e f]."""
    return [a[0] * b[0] + a[1] * b[2], a[0] * b[1] + a[1] * b[3],
            a[2] * b[0] + a[3] * b[2], a[2] * b[1] + a[3] * b[3],
            a[4] * b[0] + a[5] * b[2] + b[4], a[4] * b[1] + a[5] * b[3] + b[5]]


def text_runs(page) -> list[tuple[str, float, float, float]]:
    """Every piece of text on ``page`` as (text, x mm, y mm from the top, size in points)."""
    _, height = page_size_mm(page)
    runs = []

    def visit(text, cm, tm, font, size):
        if not text.strip():
            return
        m = _mul(list(tm), list(cm))
        scale = (m[2] ** 2 + m[3] ** 2) ** 0.5
        runs.append((text, m[4] * MM_PER_PT, height - m[5] * MM_PER_PT, size * scale))

    page.extract_text(visitor_text=visit)
    return runs


def page_words(page) -> str:
    return " ".join(" ".join(t for t, *_ in text_runs(page)).split())


def filled_rects(page) -> list[tuple[float, float, float, float]]:
    """Rectangles drawn with ``re`` and filled, as (x, y from the top, w, h) in mm."""
    from pypdf.generic import ContentStream
    _, height = page_size_mm(page)
    content = ContentStream(page.get_contents(), page.pdf)
    stack, ctm, pending, out = [], [1, 0, 0, 1, 0, 0], [], []
    for operands, op in content.operations:
        if op == b"q":
            stack.append(ctm)
        elif op == b"Q":
            ctm = stack.pop() if stack else [1, 0, 0, 1, 0, 0]
        elif op == b"cm":
            ctm = _mul([float(v) for v in operands], ctm)
        elif op == b"re":
            x, y, w, h = (float(v) for v in operands)
            a, b, c, d, e, f = ctm
            x0, y0 = a * x + c * y + e, b * x + d * y + f
            x1, y1 = a * (x + w) + c * (y + h) + e, b * (x + w) + d * (y + h) + f
            pending.append((min(x0, x1), max(y0, y1), abs(x1 - x0), abs(y1 - y0)))
        elif op in (b"f", b"F", b"f*", b"B", b"B*", b"b", b"b*"):
            for x, top, w, h in pending:
                out.append((x * MM_PER_PT, height - top * MM_PER_PT, w * MM_PER_PT,
                            h * MM_PER_PT))
            pending = []
        elif op in (b"S", b"s", b"n", b"W", b"W*"):
            pending = [] if op != b"W" and op != b"W*" else pending
    return out


def segment_hits_box(ends, box, pad: float = 0.0) -> bool:
    """Does the line segment ``ends`` (x0, y0, x1, y1) cross the box (x0, y0, x1, y1)?"""
    x0, y0, x1, y1 = ends
    bx0, by0, bx1, by1 = box[0] - pad, box[1] - pad, box[2] + pad, box[3] + pad
    steps = 40
    for i in range(steps + 1):
        t = i / steps
        x, y = x0 + (x1 - x0) * t, y0 + (y1 - y0) * t
        if bx0 <= x <= bx1 and by0 <= y <= by1:
            return True
    return False


def word_spacing(page) -> list[float]:
    """Every word spacing (``Tw``) set on ``page``. Justified text needs positive ones;
    reportlab's left-aligned lines only ever squeeze a hair (negative) when a line is a
    fraction of a point too long."""
    import re
    data = page.get_contents().get_data().decode("latin-1")
    return [float(v) for v in re.findall(r"(-?[\d.]+) Tw", data)]
