"""Serve the classroom site from this folder: ``python3 serve.py`` (Python 3.8+, nothing else).

Then open http://localhost:8000 on this computer; other devices on the same network (the
class's Chromebooks or tablets) open the address it prints. Stop it with Ctrl+C.

Why not ``python3 -m http.server``? That works too, but sends every file as it is. This server
compresses what compresses (the page's program, Python's WebAssembly: about 10 MB less for
each device's first visit, as GitHub Pages and most web hosts do), gives every file its right
type, and lets browsers check a file they already have instead of fetching it again.

    python3 serve.py                  # port 8000, every network of this computer
    python3 serve.py --port 8080
    python3 serve.py --local          # this computer only
"""

from __future__ import annotations

import argparse
import email.utils
import gzip
import hashlib
import http.server
import os
import socket
import sys
import threading
from pathlib import Path

TYPES = {
    ".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8", ".css": "text/css; charset=utf-8",
    ".json": "application/json", ".wasm": "application/wasm", ".svg": "image/svg+xml",
    ".pdf": "application/pdf", ".zip": "application/zip", ".whl": "application/zip",
    ".png": "image/png", ".ico": "image/x-icon", ".py": "text/plain; charset=utf-8",
    ".ipynb": "application/json", ".woff2": "font/woff2", ".woff": "font/woff",
    ".txt": "text/plain; charset=utf-8", ".webmanifest": "application/manifest+json",
}
COMPRESS = {".html", ".js", ".mjs", ".css", ".json", ".wasm", ".svg", ".py", ".ipynb",
            ".txt", ".webmanifest"}


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    _gzipped: dict = {}            # (path, size, mtime) -> compressed bytes, shared
    _lock = threading.Lock()

    def log_message(self, *args) -> None:      # quiet: a class makes hundreds of requests
        pass

    def do_GET(self) -> None:  # noqa: N802 - http.server's name
        self._send(body=True)

    def do_HEAD(self) -> None:  # noqa: N802
        self._send(body=False)

    def _send(self, body: bool) -> None:
        path = Path(self.translate_path(self.path))
        if path.is_dir():
            if not self.path.split("?")[0].endswith("/"):
                self.send_response(301)
                self.send_header("Location", self.path.split("?")[0] + "/")
                self.send_header("Content-Length", "0")
                self.end_headers()
                return
            path = path / "index.html"
        if not path.is_file():
            self.send_error(404, "Not found")
            return
        stat = path.stat()
        tag = '"%x-%x"' % (stat.st_size, int(stat.st_mtime * 1000))
        if self.headers.get("If-None-Match") == tag:
            self.send_response(304)
            self.send_header("ETag", tag)
            self.send_header("Cache-Control", "no-cache")
            self.end_headers()
            return
        data = path.read_bytes()
        compressed = path.suffix in COMPRESS and "gzip" in self.headers.get(
            "Accept-Encoding", "")
        if compressed:
            data = self._gzip(path, stat, data)
        self.send_response(200)
        self.send_header("Content-Type", TYPES.get(path.suffix, "application/octet-stream"))
        self.send_header("Content-Length", str(len(data)))
        self.send_header("ETag", tag)
        self.send_header("Last-Modified", email.utils.formatdate(stat.st_mtime, usegmt=True))
        # Always ask before using a kept copy (cheap: "not modified"); the site's service
        # worker keeps everything for offline use.
        self.send_header("Cache-Control", "no-cache")
        if compressed:
            self.send_header("Content-Encoding", "gzip")
            self.send_header("Vary", "Accept-Encoding")
        self.end_headers()
        if body:
            try:
                self.wfile.write(data)
            except (BrokenPipeError, ConnectionResetError):
                return
            with self._lock:
                self.server.bytes_sent += len(data)

    def _gzip(self, path: Path, stat: os.stat_result, data: bytes) -> bytes:
        key = (str(path), stat.st_size, stat.st_mtime)
        with self._lock:
            found = self._gzipped.get(key)
        if found is None:
            found = gzip.compress(data, compresslevel=6, mtime=0)
            with self._lock:
                self._gzipped[key] = found
        return found


class SiteServer(http.server.ThreadingHTTPServer):
    daemon_threads = True
    bytes_sent = 0

    def handle_error(self, request, client_address) -> None:
        # A browser that closes a connection mid-download (a tab closed, a page left) is
        # normal in a classroom: not worth a traceback in the teacher's window.
        if not isinstance(sys.exc_info()[1], (ConnectionError, TimeoutError)):
            super().handle_error(request, client_address)


def make_server(folder: Path, port: int = 8000, host: str = "") -> SiteServer:
    """A server for ``folder`` (not yet serving: call ``serve_forever``); port 0 picks one."""
    handler = lambda *a, **kw: SiteHandler(*a, directory=str(folder), **kw)  # noqa: E731
    return SiteServer((host, port), handler)


def lan_address() -> str | None:
    """This computer's address on its network (no packet is sent), for the other devices."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.connect(("10.255.255.255", 1))
            return s.getsockname()[0]
    except OSError:
        return None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Serve the classroom site from this folder.")
    parser.add_argument("--port", type=int, default=8000, help="the port (default 8000)")
    parser.add_argument("--local", action="store_true",
                        help="only this computer can open the site")
    parser.add_argument("--folder", default=str(Path(__file__).resolve().parent),
                        help="the site's folder (default: the one serve.py is in)")
    args = parser.parse_args(argv)
    folder = Path(args.folder)
    if not (folder / "index.html").is_file():
        print(f"serve.py: {folder} has no index.html: run serve.py from the site's folder.",
              file=sys.stderr)
        return 2
    try:
        server = make_server(folder, args.port, "127.0.0.1" if args.local else "")
    except OSError:
        print(f"serve.py: port {args.port} is taken (is the site already being served?). "
              f"Try: python3 serve.py --port {args.port + 1}", file=sys.stderr)
        return 2
    print(f"The classroom site is on http://localhost:{args.port}")
    other = None if args.local else lan_address()
    if other:
        print(f"Other devices on this network: http://{other}:{args.port}")
    print("Leave this window open while the class uses it; Ctrl+C stops it.")
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
