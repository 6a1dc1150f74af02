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
