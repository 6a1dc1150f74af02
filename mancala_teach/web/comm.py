"""ipywidgets without a kernel: widget messages go straight to the page's JavaScript.

ipywidgets (and so anywidget, and our Stepper and PuzzleBoard) talk through the ``comm``
package, whose ``create_comm`` is meant to be replaced by whoever carries the messages. On the
classroom site there is no kernel: :func:`connect` makes every new comm hand its messages (as
JSON text) to a function the page gives, and :func:`deliver` hands the page's messages (a tap
on a pit, a button) to the widget, exactly as a Jupyter kernel would.
"""

from __future__ import annotations

import json
from typing import Any, Callable

import comm as comm_package
from comm.base_comm import BaseComm

_send: Callable[[str], None] | None = None


class PageComm(BaseComm):
    """A comm whose messages go to the page (``{"type", "comm_id", "target", "data"}``)."""

    def publish_msg(self, msg_type: str, data: Any = None, metadata: Any = None,
                    buffers: Any = None, **keys: Any) -> None:
        if _send is None:
            return
        _send(json.dumps({"type": msg_type, "comm_id": self.comm_id,
                          "target": self.target_name, "data": data or {}}))


def _create_comm(*args: Any, **kwargs: Any) -> BaseComm:
    return PageComm(*args, **kwargs)


def connect(send: Callable[[str], None]) -> None:
    """From now on, every widget made sends its messages to ``send`` (JSON text)."""
    global _send
    _send = send
    comm_package.create_comm = _create_comm


def deliver(comm_id: str, message: str) -> bool:
    """Give a widget a message from the page (JSON text of ``{"method": ...}``, as a front end
    sends it); False if no widget has that id (closed, or from an earlier run)."""
    target = comm_package.get_comm_manager().get_comm(comm_id)
    if target is None:
        return False
    target.handle_msg({"content": {"comm_id": comm_id, "data": json.loads(message)},
                       "buffers": [], "header": {"msg_type": "comm_msg"},
                       "metadata": {}})
    return True
