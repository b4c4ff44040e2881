"""Shared desktop fixtures: a local page server and one session-wide sandbox (real Xvfb + Chromium)."""

from __future__ import annotations

import functools
import http.server
import os
import shutil
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from screenroute.edge.capture import MssScreen
from screenroute.edge.sandbox import Sandbox, SandboxConfig
from screenroute.edge.settle import wait_until_stable
from screenroute.edge.skills.x11 import XTestInput

DESKTOP_TOOLS = ("Xvfb", "xdotool", "xclip", "openbox", "xdpyinfo", "xprop")
CHROMIUM = "/usr/lib/chromium/chromium"

PAGES = {
    "box.html": """<!doctype html><html><head><title>Box</title><style>
body{margin:0;background:#fff;color:#000;font-family:sans-serif}
@media (prefers-color-scheme: dark){body{background:#000;color:#fff}}
#box{position:absolute;left:40px;top:40px;width:200px;height:100px;background:#c00}
</style></head><body><div id="box"></div></body></html>""",
    "button.html": """<!doctype html><html><head><title>Button</title><style>
body{margin:0;font-family:sans-serif;background:#fff}
#go{position:absolute;left:100px;top:100px;width:200px;height:60px;font-size:24px}
#out{position:absolute;left:100px;top:200px;font-size:32px}
</style></head><body><button id="go" onclick="document.getElementById('out').textContent='Clicked!';document.title='clicked'">Press me</button>
<div id="out"></div></body></html>""",
    "input.html": """<!doctype html><html><head><title>Input</title><style>
body{margin:0;font-family:sans-serif;background:#fff}
#t{position:absolute;left:100px;top:100px;width:600px;height:50px;font-size:28px}
</style></head><body><input id="t" autocomplete="off"
oninput="document.title='v:'+this.value"></body></html>""",
    "tall.html": """<!doctype html><html><head><title>Tall</title></head>
<body style="margin:0"><div style="height:5000px;background:linear-gradient(#fff,#00f)">top</div></body></html>""",
    "anim.html": """<!doctype html><html><head><title>Anim</title><style>
@keyframes m{from{left:0}to{left:900px}}
#b{position:absolute;top:100px;width:120px;height:120px;background:#090;animation:m 2s linear infinite}
</style></head><body><div id="b"></div></body></html>""",
    "login.html": """<!doctype html><html><head><title>Login</title></head><body style="font-family:sans-serif">
<form action="/welcome.html" method="post">
<input id="u" name="username" autocomplete="username" style="position:absolute;left:100px;top:100px;width:300px;height:30px">
<input id="p" type="password" name="password" autocomplete="current-password"
 style="position:absolute;left:100px;top:160px;width:300px;height:30px">
<button id="go" type="submit" style="position:absolute;left:100px;top:220px;width:120px;height:40px">Sign in</button>
</form></body></html>""",
    "long.html": """<!doctype html><html><head><title>Long</title></head><body style="font-family:sans-serif">
<h1>Top of a long form</h1><div style="height:1800px"></div>
<button onclick="document.getElementById('out').textContent='Far done'" style="font-size:22px">Far below</button>
<p id="out" style="font-size:22px">waiting</p><div style="height:400px"></div></body></html>""",
    "welcome.html": """<!doctype html><html><head><title>Welcome</title></head>
<body style="font-family:sans-serif;background:#fff"><h1>Welcome back</h1></body></html>""",
}


def desktop_missing() -> str | None:
    """Why desktop tests cannot run here, or None."""
    for tool in DESKTOP_TOOLS:
        if shutil.which(tool) is None:
            return f"{tool} is not installed"
    if not Path(CHROMIUM).exists():
        return f"{CHROMIUM} is not installed"
    return None


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    reason = desktop_missing()
    # In CI the set-up installs the desktop, so a missing tool must fail loudly, not skip.
    if reason and not os.environ.get("CI"):
        skip = pytest.mark.skip(reason=reason)
        for item in items:
            if "desktop" in item.keywords:
                item.add_marker(skip)


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        pass

    def do_POST(self) -> None:
        # The login form posts (Chromium offers to save a password only for a POSTed form,
        # never for one whose password would ride in the URL): answer like a real site, with
        # a redirect to the page the form names.
        self.rfile.read(int(self.headers.get("Content-Length", "0")))
        self.send_response(303)
        self.send_header("Location", self.path)
        self.end_headers()


@pytest.fixture(scope="session")
def web_root(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("pages")
    for name, html in PAGES.items():
        (root / name).write_text(html, encoding="utf-8")
    (root / "report.txt").write_text("hello\n")
    return root


@pytest.fixture(scope="session")
def web(web_root: Path) -> Iterator[str]:
    """Base URL of a loopback HTTP server for the test pages (no network beyond 127.0.0.1)."""
    handler = functools.partial(_QuietHandler, directory=str(web_root))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="session")
def sandbox(web: str) -> Iterator[Sandbox]:
    """One sandbox for the session at the defaults (1280x800, scale 1.0, light)."""
    with Sandbox(SandboxConfig(start_url=f"{web}/box.html")) as box:
        yield box


@pytest.fixture(scope="session")
def screen(sandbox: Sandbox) -> Iterator[MssScreen]:
    with MssScreen(sandbox.display, scale=sandbox.config.scale) as s:
        yield s


@pytest.fixture(scope="session")
def inputs(sandbox: Sandbox) -> Iterator[XTestInput]:
    with XTestInput(sandbox.display, sandbox.geometry()) as backend:
        yield backend


@pytest.fixture(scope="session")
def load() -> Callable[[Sandbox, str, str], None]:
    """``load(sandbox, url, title)``: navigate and wait until the page shows ``title``."""
    return load_page


def load_page(sandbox: Sandbox, url: str, title: str, timeout_s: float = 30.0) -> None:
    """Navigate and wait until the page's title is ``title`` (the page has loaded) and its frame is on screen."""
    sandbox.open_url(url)
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if sandbox.evaluate("document.readyState") == "complete" and sandbox.evaluate("document.title") == title:
            # The compositor paints after the document is ready, later on a busy machine: wait until the
            # screen stays still a moment rather than a fixed pause.
            wait_until_stable(MssScreen(sandbox.display), quiet_s=0.3, max_wait_s=max(1.0, deadline - time.monotonic()))
            return
        time.sleep(0.05)
    raise AssertionError(f"page {url} did not load (title {sandbox.evaluate('document.title')!r})")


PAGES["actions.html"] = """<!doctype html><html><head><title>Actions</title><style>
body{margin:0;font-family:sans-serif;background:#fff;font-size:28px}
button{position:absolute;width:220px;height:60px;font-size:28px}
#out{position:absolute;left:100px;top:320px}
</style></head><body>
<button style="left:100px;top:100px" onclick="document.getElementById('out').textContent='Exported'">Export</button>
<button style="left:400px;top:100px" onclick="document.getElementById('out').textContent='Everything deleted'">Delete all</button>
<button style="left:700px;top:100px" onclick="document.getElementById('out').textContent='Saved'">Save</button>
<input id="t" style="position:absolute;left:100px;top:200px;width:500px;height:50px;font-size:28px" placeholder="your name">
<div id="out"></div></body></html>"""

# A field that drops the focus the first time it gets it (a form still wiring itself up).
PAGES["blurs.html"] = """<!doctype html><html><head><title>Blurs</title><style>
body{margin:0;font-family:sans-serif;font-size:24px}
input{position:absolute;left:200px;top:150px;width:500px;height:50px;font-size:24px}
</style></head><body><b style="position:absolute;left:40px;top:160px">Name</b>
<input id="t" onfocus="if(!window.blurred){window.blurred=1;setTimeout(()=>this.blur(),0);}"></body></html>"""

# A login whose password field keeps the focus where it was on its first click (the click lands,
# the focus does not move: a page still wiring itself up); ``?always`` keeps it there on every click.
PAGES["keeps_focus.html"] = """<!doctype html><html><head><title>Keeps focus</title><style>
body{margin:0;font-family:sans-serif;font-size:24px}
b{position:absolute;left:40px}
input{position:absolute;left:240px;width:420px;height:46px;font-size:24px}
</style></head><body><b style="top:110px">Username</b><input id="u" style="top:100px">
<b style="top:210px">Password</b><input id="p" type="password" style="top:200px"
onmousedown="if(location.search==='?always'||!window.kept){window.kept=1;event.preventDefault();}">
</body></html>"""

# A login whose password field never takes the focus, over a file list that keeps it: keys typed
# go to the list's type-ahead (shown in a line of the page, no input), and Delete there deletes the
# selected files (ctrl+a selects them all).
PAGES["list_keeps_focus.html"] = """<!doctype html><html><head><title>List keeps focus</title><style>
body{margin:0;font-family:sans-serif;font-size:24px}
b{position:absolute;left:40px}
input{position:absolute;left:240px;width:420px;height:46px;font-size:24px}
#files{position:absolute;left:40px;top:320px;outline:none}
#jump{position:absolute;left:40px;top:500px}#out{position:absolute;left:40px;top:560px}
</style></head><body><b style="top:210px">Password</b>
<input id="p" type="password" style="top:200px" onmousedown="event.preventDefault()">
<div id="files" tabindex="0"><div>report.pdf</div><div>notes.txt</div><div>photo.png</div></div>
<div id="jump"></div><div id="out"></div>
<script>
const files = document.getElementById('files'); files.focus();
let all = false;
files.addEventListener('keydown', e => {
  if (e.ctrlKey && e.key === 'a') { all = true; e.preventDefault(); return; }
  if (e.key === 'Delete') { document.getElementById('out').textContent = all ? 'all files deleted' : 'file deleted'; return; }
  if (e.key.length === 1) { document.getElementById('jump').textContent += e.key; }
});
</script></body></html>"""

# A form whose list field holds a word the sidebar shows too (a section named like a category),
# above the list's entries in reading order; the sidebar's words do nothing when clicked.
PAGES["listpick.html"] = """<!doctype html><html><head><title>List pick</title><style>
body{margin:0;font-family:sans-serif;font-size:22px}
#side{position:absolute;left:0;top:0;width:220px;bottom:0;background:#eee;padding:24px;box-sizing:border-box}
#main{position:absolute;left:300px;top:90px}
select{font-size:22px;width:220px}
</style></head><body>
<div id="side"><p>Reports</p><p>Settings</p></div>
<div id="main"><table><tr><th>Category</th><td><select id="cat"><option>News</option><option>Events</option>
<option>Reports</option></select></td></tr></table></div></body></html>"""

# A classic server-rendered issue tracker's page: a sidebar login under a heading (no <label>
# anywhere), a table form, a text area under its label, checkboxes with their text right of
# them, a field with only a placeholder.
PAGES["issues.html"] = """<!doctype html><html><head><title>Issues</title><style>
body{margin:0;font-family:sans-serif;font-size:14px}
#side{position:absolute;left:0;top:0;width:190px;bottom:0;background:#eee;padding:10px;box-sizing:border-box}
#main{position:absolute;left:210px;top:10px}
@media (prefers-color-scheme: dark){body{background:#222;color:#ddd}#side{background:#333}}
</style></head><body>
<div id="side"><form onsubmit="document.title='login:'+this.elements[0].value;return false">
<p><b>Login</b><br><input size="14" id="u"><br><input size="14" type="password" id="p"><br>
<input type="checkbox" id="remember"> Remember me?<br><input type="submit" id="login" value="Login"></p></form>
<p><b>Show issue</b><br><input size="6" id="show"></p></div>
<div id="main"><h2>Create New Issue</h2>
<table><tr><th>Title</th><td><input size="50" id="title"></td></tr>
<tr><th>Priority</th><td><select id="prio"><option>bug</option><option>feature</option><option>wish</option></select></td></tr>
</table>
<p><b>Change Note</b><br><textarea rows="5" cols="60" id="note"></textarea></p>
<p><input type="checkbox" id="nosy"> Add me to the nosy list</p>
<p><input placeholder="Search issues" size="30" id="search"></p>
<p><input type="submit" id="submit" value="Submit New Entry"></p>
</div></body></html>"""
