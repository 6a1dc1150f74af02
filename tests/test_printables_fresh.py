"""printables/ is exactly what the README's main command makes today (byte for byte)."""

from __future__ import annotations

from pathlib import Path

from mancala_teach.printables.standard_set import standard_files

FOLDER = Path(__file__).resolve().parent.parent / "printables"


def test_printables_folder_is_up_to_date():
    fresh = standard_files()
    on_disk = {str(p.relative_to(FOLDER)): p.read_bytes()
               for p in FOLDER.rglob("*") if p.is_file()}
    stale = sorted(name for name in fresh if on_disk.get(name) != fresh[name])
    extra = sorted(set(on_disk) - set(fresh))
    assert not stale and not extra, (
        f"printables/ is stale (run: .venv/bin/mancala-teach printables); "
        f"changed or missing: {stale}; not made any more: {extra}")


def test_standard_set_is_reproducible():
    assert standard_files(("a4",)) == standard_files(("a4",))
