"""A Jupyter server extension: a tap on the board reaches the kernel and comes back at once.

Jupyter Server's kernel websocket (a Tornado ``WebSocketHandler``) leaves Nagle's algorithm on.
A tap on a pit is a small message out and a small message back; with Nagle on one side and
the browser's delayed acknowledgement on the other, the reply waits about 40 ms for an
acknowledgement that never hurries. Measured here (``benchmarks/browser_click.py``): a
trivial widget's round trip 54 ms median, the stepper's 62-70 ms; with ``TCP_NODELAY`` on
the kernel websocket, 15 ms and 24 ms. Tornado's own documentation recommends
``set_nodelay(True)`` for exactly this.

Installing mancala-teach enables it in JupyterLab and Notebook 7 on that Python
(``etc/jupyter/jupyter_server_config.d/mancala_teach.json``); ``jupyter server extension
disable mancala_teach.lab`` turns it off. It changes nothing but that socket option, and does
nothing if Jupyter Server's handler has moved (it says so in the server's log).
"""

from __future__ import annotations

from typing import Any


def _jupyter_server_extension_points() -> list[dict[str, str]]:
    return [{"module": "mancala_teach.lab"}]


def _load_jupyter_server_extension(server_app: Any) -> None:
    try:
        from jupyter_server.services.kernels.websocket import KernelWebsocketHandler
        opened = KernelWebsocketHandler.open
    except (ImportError, AttributeError):
        server_app.log.warning("mancala-teach: this Jupyter Server's kernel websocket is not "
                               "where it was; taps on the board may answer 40 ms later.")
        return
    if getattr(opened, "mancala_teach_nodelay", False):
        return

    async def open(self: Any, *args: Any, **kwargs: Any) -> Any:
        self.set_nodelay(True)
        return await opened(self, *args, **kwargs)

    open.mancala_teach_nodelay = True  # type: ignore[attr-defined]
    KernelWebsocketHandler.open = open
    server_app.log.info("mancala-teach: kernel messages go to the browser at once "
                        "(TCP_NODELAY on the kernel websocket)")
