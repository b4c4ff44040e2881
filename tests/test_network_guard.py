"""The suite's network guard refuses connections off this machine and allows loopback."""

from __future__ import annotations

import socket

import pytest


def test_remote_connection_is_refused() -> None:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s, pytest.raises(OSError, match="network is off"):
        s.connect(("192.0.2.1", 80))  # TEST-NET-1, never routed


def test_loopback_is_allowed() -> None:
    with socket.socket() as server:
        server.bind(("127.0.0.1", 0))
        server.listen(1)
        with socket.socket() as client:
            client.connect(server.getsockname())
