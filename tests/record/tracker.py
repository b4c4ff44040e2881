"""A classic server-rendered issue tracker for the record-then-run tests: tables and forms, no JavaScript.

Its login box sits in a sidebar under a "Login" heading with no ``<label>`` elements (clicking
the heading focuses nothing), the new-issue form has a text area under its label, and the
server keeps what was filed (``issues``) — the runs' success is read from there, never from the
screen. Served by the standard library on a free loopback port.
"""

from __future__ import annotations

import html
import http.server
import threading
import urllib.parse
from typing import Any

__all__ = ["PASSWORD", "Tracker"]

PASSWORD = "hunter2!"

_PAGE = """<!doctype html><html><head><title>{title}</title></head>
<body style="margin:0;font-family:sans-serif;font-size:14px">
<div style="position:absolute;left:0;top:0;width:190px;bottom:0;background:#eee;padding:10px;box-sizing:border-box">
{side}<p><b>Show issue</b><br><input size="6" name="show"></p></div>
<div style="position:absolute;left:210px;top:10px">{main}</div></body></html>"""
_LOGIN = """<form method="post" action="/login"><p><b>Login</b><br><input size="14" name="user"><br>
<input size="14" type="password" name="pw"><br><input type="submit" value="Login"></p></form>"""
_NEW = """<h2>Create New Issue</h2><form method="post" action="/new"><table>
<tr><th>Title</th><td><input size="50" name="title"></td></tr>
<tr><th>Priority</th><td><select name="prio"><option>bug</option><option>feature</option></select></td></tr>
</table><p><b>Change Note</b><br><textarea rows="5" cols="60" name="note"></textarea></p>
<p><input type="submit" value="Submit New Entry"></p></form>"""


class Tracker:
    """The tracker on 127.0.0.1 (port 0: a free one); ``issues`` holds what was filed, in order."""

    def __init__(self) -> None:
        self.issues: list[dict[str, str]] = []
        tracker = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def log_message(self, format: str, *args: Any) -> None:
                pass

            def _user(self) -> str:
                for part in self.headers.get("Cookie", "").split(";"):
                    name, _, value = part.strip().partition("=")
                    if name == "session" and value:
                        return urllib.parse.unquote(value)
                return ""

            def _form(self) -> dict[str, str]:
                body = self.rfile.read(int(self.headers.get("Content-Length", "0"))).decode()
                return {k: v[0] for k, v in urllib.parse.parse_qs(body, keep_blank_values=True).items()}

            def _send(self, status: int, page: str = "", headers: dict[str, str] | None = None) -> None:
                self.send_response(status)
                for name, value in (headers or {}).items():
                    self.send_header(name, value)
                data = page.encode()
                self.send_header("Content-Type", "text/html; charset=utf-8")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def do_GET(self) -> None:
                user = self._user()
                if self.path.startswith("/issue/"):
                    number = int(self.path.rsplit("/", 1)[1])
                    issue = tracker.issues[number - 1]
                    main = (f"<h2>Issue {number} created</h2><table><tr><th>Title</th><td>{html.escape(issue['title'])}"
                            f"</td></tr></table><p><a href='/'>Create another issue</a></p>")  # fmt: skip
                elif user:
                    main = _NEW
                else:
                    main = "<h2>Issue tracker</h2><p>Please log in to file an issue.</p>"
                side = f"<p>Hello, {html.escape(user)}<br><a href='/logout'>Log out</a></p>" if user else _LOGIN
                self._send(200, _PAGE.format(title="Issue tracker", side=side, main=main))

            def do_POST(self) -> None:
                form = self._form()
                if self.path == "/login" and form.get("pw") == PASSWORD and form.get("user"):
                    cookie = f"session={urllib.parse.quote(form['user'])}; Path=/"
                    self._send(303, headers={"Location": "/", "Set-Cookie": cookie})
                elif self.path == "/new" and self._user():
                    tracker.issues.append(
                        {"user": self._user(), **{k: form.get(k, "") for k in ("title", "prio", "note")}}
                    )
                    self._send(303, headers={"Location": f"/issue/{len(tracker.issues)}"})
                else:
                    self._send(303, headers={"Location": "/"})

        self._server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self._server.server_address[1]}/"
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    def __enter__(self) -> Tracker:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._server.shutdown()
        self._server.server_close()


#: Where the tracker puts things on a 1280x800 screen at 100 % (and Chromium its password bubble).
TRACKER = {"user": (80, 50), "password": (80, 71), "never": (903, 296), "title": (470, 82), "note": (460, 190),
           "submit": (278, 257)}  # fmt: skip


def file_issue(person: Any, user: str, password: str, title: str, note: str) -> None:
    """A person logs in (Return in the password box), waves the password bubble away and files an issue."""
    person.click(TRACKER["user"])
    person.type(user)
    person.click(TRACKER["password"])
    person.type(password)
    person.key("Return")
    person.look()
    person.click(TRACKER["never"], pause_s=1.5)
    person.click(TRACKER["title"])
    person.type(title)
    person.click(TRACKER["note"])
    person.type(note)
    person.click(TRACKER["submit"], pause_s=2.5)
