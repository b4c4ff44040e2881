"""Suite-wide guards: tests run with the network off (only loopback and Unix sockets connect)."""

from __future__ import annotations

import ipaddress
import socket

import pytest

_real_connect = socket.socket.connect
_real_connect_ex = socket.socket.connect_ex


def _is_local(address: object) -> bool:
    if isinstance(address, (str, bytes)):  # AF_UNIX path
        return True
    if isinstance(address, tuple) and address:
        host = address[0]
        if host in ("localhost", ""):
            return True
        try:
            return ipaddress.ip_address(host).is_loopback
        except ValueError:
            return False
    return False


class NetworkBlocked(OSError):
    """A test tried to open a connection off this machine."""


def _guarded_connect(self: socket.socket, address: object) -> None:
    if not _is_local(address):
        raise NetworkBlocked(f"network is off in tests: connection to {address!r} refused")
    return _real_connect(self, address)


def _guarded_connect_ex(self: socket.socket, address: object) -> int:
    if not _is_local(address):
        raise NetworkBlocked(f"network is off in tests: connection to {address!r} refused")
    return _real_connect_ex(self, address)


def pytest_configure(config: pytest.Config) -> None:
    socket.socket.connect = _guarded_connect  # type: ignore[method-assign]
    socket.socket.connect_ex = _guarded_connect_ex  # type: ignore[method-assign]
