"""Interruptions a benchmark can inject into the back office, at the moment it chooses.

Real operators meet these mid-task (seed 002, section 2): an in-app modal ("a new version is
available", "your session will expire"), a session that expires and lands on the login page,
a page that takes seconds to answer. The benchmark queues one with :func:`queue_interruption`
(a JSON file in the data folder, written atomically); the server's middleware applies it to
the next request it fits and logs when it did, so a run's report can show what happened when.

Django is imported only by the middleware (it runs inside the server process); the queue
functions are plain file operations for the agent's process.
"""

from __future__ import annotations

import fcntl
import json
import os
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Literal

__all__ = [
    "CONTROL_NAME",
    "KINDS",
    "InterruptionMiddleware",
    "applied_interruptions",
    "pending_interruptions",
    "queue_interruption",
]

CONTROL_NAME = "interruptions.json"
Kind = Literal["modal_update", "modal_session", "expire_session", "slow"]
KINDS: tuple[Kind, ...] = ("modal_update", "modal_session", "expire_session", "slow")

# Each modal: a title, a message, the button that dismisses it safely, and one that does not.
_MODALS: dict[str, tuple[str, str, str, str]] = {
    "modal_update": (
        "A new version is available",
        "Version 4.2 of the back office brings faster exports. Reload to update.",
        "Later",
        "Reload now",
    ),
    "modal_session": (
        "Your session will expire",
        "You have been inactive. Your session will expire in 2 minutes.",
        "Stay signed in",
        "Log out",
    ),
}


@contextmanager
def _locked(data_dir: Path) -> Iterator[dict[str, Any]]:
    """The control file's content under an exclusive lock; changes are written back atomically."""
    path = Path(data_dir) / CONTROL_NAME
    lock_path = path.with_suffix(".lock")
    with open(lock_path, "a+") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            try:
                state = json.loads(path.read_text(encoding="utf-8"))
            except (OSError, ValueError):
                state = {"pending": [], "applied": []}
            before = json.dumps(state, sort_keys=True)
            yield state
            if json.dumps(state, sort_keys=True) != before:
                tmp = path.with_suffix(".tmp")
                tmp.write_text(json.dumps(state), encoding="utf-8")
                os.replace(tmp, path)
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


def queue_interruption(data_dir: Path, kind: Kind, *, delay_s: float = 0.0, requests: int = 1) -> None:
    """Queue ``kind`` for the next request it fits (modals: the next HTML page; ``slow``:
    the next ``requests`` requests, each delayed ``delay_s``; ``expire_session``: the next request)."""
    if kind not in KINDS:
        raise ValueError(f"interruption {kind!r} is not one of {', '.join(KINDS)}")
    if kind == "slow" and not (0 < delay_s <= 30 and 1 <= requests <= 100):
        raise ValueError(f"slow needs 0 < delay_s <= 30 and 1 <= requests <= 100, got {delay_s}, {requests}")
    with _locked(data_dir) as state:
        state["pending"].append({"kind": kind, "delay_s": delay_s, "requests": requests, "queued": time.time()})


def pending_interruptions(data_dir: Path) -> list[dict[str, Any]]:
    """Interruptions queued and not yet applied."""
    with _locked(data_dir) as state:
        return list(state["pending"])


def applied_interruptions(data_dir: Path) -> list[dict[str, Any]]:
    """Interruptions the server applied, with the path and time they were applied at."""
    with _locked(data_dir) as state:
        return list(state["applied"])


def _modal_html(kind: str, csrf_token: str) -> str:
    title, message, safe, unsafe = _MODALS[kind]
    if kind == "modal_session":
        # "Log out" really logs out (Django wants a POST with the CSRF token).
        unsafe_button = (
            f'<form method="post" action="/admin/logout/" style="display:inline">'
            f'<input type="hidden" name="csrfmiddlewaretoken" value="{csrf_token}">'
            f'<button type="submit" id="sr-unsafe" style="{_BUTTON}margin-right:10px">{unsafe}</button></form>'
        )
    else:
        unsafe_button = (
            f'<button type="button" id="sr-unsafe" style="{_BUTTON}margin-right:10px" '
            f'onclick="location.reload()">{unsafe}</button>'
        )
    # A real modal: a backdrop over the whole page takes every click until a button is pressed.
    return f"""
<div id="sr-modal" role="dialog" aria-modal="true" style="position:fixed;inset:0;z-index:10000;
 background:rgba(0,0,0,.45);display:flex;align-items:center;justify-content:center;font-family:sans-serif">
 <div style="background:#fff;color:#222;width:440px;padding:22px 26px;border-radius:8px;box-shadow:0 8px 30px #0006">
  <h2 style="margin:0 0 10px;font-size:20px;color:#222;background:none;padding:0">{title}</h2>
  <p style="margin:0 0 18px;font-size:15px">{message}</p>
  <div style="text-align:right">{unsafe_button}<button type="button" id="sr-safe"
    style="{_BUTTON}background:#417690;color:#fff;border:0"
    onclick="document.getElementById('sr-modal').remove()">{safe}</button></div>
 </div>
</div>"""


_BUTTON = "font-size:15px;padding:7px 14px;"


class InterruptionMiddleware:
    """Django middleware that applies queued interruptions to the requests they fit."""

    def __init__(self, get_response: Callable[[Any], Any]) -> None:
        from django.conf import settings

        self.get_response = get_response
        self.data_dir = Path(settings.DATA_DIR)

    def __call__(self, request: Any) -> Any:
        is_page = request.method == "GET" and not request.path.startswith(("/static/", "/media/"))
        todo: list[dict[str, Any]] = []
        with _locked(self.data_dir) as state:
            keep = []
            for event in state["pending"]:
                fits = event["kind"] in ("slow", "expire_session") or (
                    is_page
                    and request.user.is_authenticated
                    and request.path.startswith("/admin/")
                    and "logout" not in request.path
                )
                if fits and not any(t["kind"] == event["kind"] for t in todo):
                    todo.append(event)
                    if event["kind"] == "slow" and event["requests"] > 1:
                        keep.append({**event, "requests": event["requests"] - 1})
                    state["applied"].append({"kind": event["kind"], "path": request.path, "at": time.time()})
                else:
                    keep.append(event)
            state["pending"] = keep
        for event in todo:
            if event["kind"] == "slow":
                time.sleep(event["delay_s"])
            elif event["kind"] == "expire_session":
                from django.contrib.auth import logout

                logout(request)
        response = self.get_response(request)
        modal = next((e["kind"] for e in todo if e["kind"] in _MODALS), None)
        if modal and response.get("Content-Type", "").startswith("text/html") and response.status_code == 200:
            from django.middleware.csrf import get_token

            body = response.content.decode(response.charset or "utf-8")
            if "</body>" in body:
                html = _modal_html(modal, get_token(request))
                response.content = body.replace("</body>", html + "</body>", 1).encode(response.charset or "utf-8")
                response["Content-Length"] = str(len(response.content))
        return response
