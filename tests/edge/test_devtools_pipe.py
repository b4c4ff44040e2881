"""The DevTools pipe client's event handling, over real pipes with the browser's side written by the test."""

from __future__ import annotations

import json
import os

import pytest

from screenroute.edge.errors import SandboxError
from screenroute.edge.sandbox.devtools import DevToolsPipe


def _pipe_with_replies(*messages: dict[str, object]) -> tuple[DevToolsPipe, int]:
    """A client whose replies are ``messages``, and the read end of its commands (the pipe's buffer holds them)."""
    commands_read, commands_write = os.pipe()
    replies_read, replies_write = os.pipe()
    os.write(replies_write, b"".join(json.dumps(m).encode() + b"\0" for m in messages))
    os.close(replies_write)
    return DevToolsPipe(commands_write, replies_read), commands_read


def test_an_event_that_arrives_while_a_reply_is_awaited_is_kept_for_wait_event() -> None:
    expired = {"method": "Emulation.virtualTimeBudgetExpired", "sessionId": "s1", "params": {}}
    other = {"method": "Page.loadEventFired", "sessionId": "s2", "params": {"timestamp": 1.0}}
    pipe, commands = _pipe_with_replies(other, expired, {"id": 1, "result": {"ok": True}})
    try:
        assert pipe.call("Emulation.setVirtualTimePolicy", {"policy": "pause"}, session="s1") == {"ok": True}
        assert pipe.wait_event("Emulation.virtualTimeBudgetExpired", session="s1", timeout_s=1.0) == {}
        # Another session's event of that name is not this session's; the other event is still there.
        assert pipe.wait_event("Page.loadEventFired", timeout_s=1.0) == {"timestamp": 1.0}
        with pytest.raises(SandboxError, match="closed"):
            pipe.wait_event("Emulation.virtualTimeBudgetExpired", session="s1", timeout_s=1.0)
    finally:
        pipe.close()
        os.close(commands)
