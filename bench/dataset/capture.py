"""Capture the state classifier's dataset by driving the real sandbox through the back office's states.

Usage::

    python -m screenroute.bench.dataset.capture --data DIR [--variations N] [--unknown]

Every *variation* is one sandbox with its own screen size, device scale, theme and back-office
data (seed + "today"); inside it the script walks the demo task's states (login, admin index,
order lists, the purchase-request form empty/partial/filled/invalid, the success list, the
Django 404 page) with and without the interruptions (Chromium's "Save password?" bubble, the
GTK file chooser) at several scroll positions, and writes one PNG + one JSON line of labels per
frame. Labels come from the page itself (DOM, read over the sandbox's DevTools pipe) and from
the script's own flow (which popup it opened), never from the model.

``--unknown`` captures the never-seen set instead: local pages of other "apps" written here,
Chromium error pages, and Django admin pages the classifier is not trained on.

The split is by variation (``split_of``): a whole variation goes to train, val or test, so the
test set measures generalisation to an unseen combination of size/scale/theme/data.
"""

from __future__ import annotations

import argparse
import datetime as dt
import hashlib
import itertools
import json
import random
import shutil
import socket
import sys
import time
from contextlib import ExitStack
from pathlib import Path
from typing import Any

from screenroute.bench.dataset.labels import LABEL_SET, write_label_set
from screenroute.bench.static_site import serve_directory

SIZES = ((1280, 800), (1024, 768), (1440, 900))
SCALES = (1.0, 1.25, 1.5)
THEMES = ("light", "dark")
DATA = ((7, dt.date(2026, 11, 28)), (11, dt.date(2026, 3, 9)), (13, dt.date(2026, 7, 15)))
# The never-seen set uses a third of the combinations of the first two data seeds (it was
# captured before the third was added; growing DATA must not change which screens it holds).
UNKNOWN_DATA = DATA[:2]


def variations(data: tuple[tuple[int, dt.date], ...] = DATA) -> list[dict[str, Any]]:
    """Every capture variation, in a fixed order."""
    out = []
    for (w, h), scale, theme, (seed, today) in itertools.product(SIZES, SCALES, THEMES, data):
        out.append({"width": w, "height": h, "scale": scale, "theme": theme, "seed": seed, "today": today.isoformat()})
    return out


def variation_id(v: dict[str, Any]) -> str:
    return f"{v['width']}x{v['height']}_s{v['scale']:g}_{v['theme']}_d{v['seed']}"


def split_of(vid: str) -> str:
    """train / val / test for a variation: a stable hash, roughly 2/3, 1/6, 1/6."""
    bucket = int(hashlib.sha256(vid.encode()).hexdigest(), 16) % 6
    return "val" if bucket == 0 else "test" if bucket == 1 else "train"


def visible_form(walk_form: str, popup: str | None, in_view: dict[str, Any] | None) -> str | None:
    """The form state the walk put the page in, as far as the frame shows it.

    The walk knows what it typed; the frame shows only what is in view (``in_view``, read from
    the DOM at capture time). A state without evidence on screen gets no label (None), like the
    submit button behind the file chooser: a partly filled form scrolled to where only its
    filled (or only its empty) fields show, a filled form scrolled to its empty spare rows, an
    invalid form scrolled past its error note, any form behind the chooser.
    """
    if walk_form == "none":
        return "none"
    if popup == "file_chooser" or not in_view:
        return None
    evidence = {
        "empty": in_view["fields"] > 0,
        "partial": in_view["holding"] > 0 and in_view["required_empty"] > 0,
        "filled": in_view["holding"] > 0,
        "invalid": bool(in_view["error_note"]),
    }
    return walk_form if evidence[walk_form] else None


def log(msg: str) -> None:
    print(f"[capture {time.strftime('%H:%M:%S')}] {msg}", flush=True)


# -- JS helpers (control plane only: labels and fast form filling) ------------------------------

_VISIBLE_JS = """(sel => { const e = document.querySelector(sel); if (!e) return null;
  const r = e.getBoundingClientRect();
  return r.bottom > 0 && r.top < window.innerHeight && r.right > 0 && r.left < window.innerWidth
         && r.width > 0 && r.height > 0; })(%s)"""
_CENTER_JS = """(sel => { const e = document.querySelector(sel); if (!e) return null;
  e.scrollIntoView({block: 'center'}); const r = e.getBoundingClientRect();
  return [r.x + r.width / 2, r.y + r.height / 2]; })(%s)"""
_SUBMIT_SEL = "#login-form input[type=submit], input[name=_save]"
# What of the page's form is in view (an element counts when its vertical centre is): fields
# holding a value, required fields left empty, and the server's error note.
_FORM_IN_VIEW_JS = """(() => {
  const form = document.querySelector('#login-form, #purchaserequest_form'); if (!form) return null;
  const required = new Set(%s);
  const inView = e => { const r = e.getBoundingClientRect(), c = (r.top + r.bottom) / 2;
                        return r.height > 0 && c > 0 && c < window.innerHeight; };
  const fields = [...form.querySelectorAll('input, textarea')].filter(e =>
    !['hidden', 'submit', 'checkbox', 'button'].includes(e.type) && inView(e));
  const held = e => e.type === 'file' ? e.files.length > 0 : e.value !== '';
  return {fields: fields.length, holding: fields.filter(held).length,
          required_empty: fields.filter(e => required.has(e.id) && !held(e)).length,
          error_note: [...document.querySelectorAll('.errornote')].some(inView)};
})()"""
REQUIRED_FIELDS = [
    "id_username",
    "id_password",
    "id_title",
    "id_needed_by",
    "id_attachment",
    "id_lines-0-item",
    "id_lines-0-quantity",
    "id_lines-0-unit_price",
]


class Walker:
    """Walks one sandbox through the labelled states and writes frames."""

    def __init__(
        self,
        sandbox: Any,
        screen: Any,
        inp: Any,
        ocr: Any,
        office_url: str,
        out_dir: Path,
        vid: str,
        rng: random.Random,
        records: list[dict[str, Any]],
    ) -> None:
        self.sb, self.screen, self.inp, self.ocr = sandbox, screen, inp, ocr
        self.url, self.out_dir, self.vid, self.rng, self.records = office_url, out_dir, vid, rng, records
        self.scale = sandbox.config.scale
        self.n = 0
        # After an export Chromium shows a "Download started" toast for a few seconds; every
        # frame is OCR-checked for it until it is gone, so the label is what the screen shows.
        self.watch_toast = False

    # -- primitives
    def js(self, expr: str) -> Any:
        return self.sb.evaluate(expr)

    def go(self, path: str) -> None:
        from screenroute.edge.errors import SandboxError

        try:
            self.sb.open_url(path if "://" in path else self.url + path)
        except SandboxError as exc:  # error pages are states too (the page still shows)
            if "navigation to" not in str(exc):
                raise
        time.sleep(0.25)

    def scroll(self, where: str) -> None:
        frac = {"top": 0.0, "mid": 0.5, "bottom": 1.0}[where]
        self.js(
            f"window.scrollTo(0, Math.round({frac} * (document.documentElement.scrollHeight - window.innerHeight)))"
        )
        time.sleep(0.15)

    def click_selector(self, sel: str) -> None:
        point = self.js(_CENTER_JS % json.dumps(sel))
        if point is None:
            raise RuntimeError(f"no element {sel}")
        time.sleep(0.15)
        point = self.js(_CENTER_JS % json.dumps(sel))
        self.inp.click(int(point[0] * self.scale), int(point[1] * self.scale))

    def submit_visible(self) -> str:
        return "yes" if self.js(_VISIBLE_JS % json.dumps(_SUBMIT_SEL)) else "no"

    def settle(self) -> Any:
        from screenroute.edge.settle import wait_until_stable

        return wait_until_stable(self.screen, interval_s=0.1, stable_frames=2, max_wait_s=3.0).frame

    def shot(self, labels: dict[str, str | None], **meta: Any) -> Any:
        frame = self.settle()
        if self.watch_toast:
            if self.ocr_has(frame, "Download started") is not None:
                if labels["popup"] == "none":
                    labels = {**labels, "popup": "download_toast"}
                    meta["toast"] = True
            else:
                self.watch_toast = False
        LABEL_SET.validate_labels(labels)
        name = f"{self.vid}/{self.n:03d}.png"
        self.n += 1
        path = self.out_dir / name
        path.parent.mkdir(parents=True, exist_ok=True)
        frame.to_image().save(path, optimize=False, compress_level=1)
        self.records.append(
            {"file": name, "variation": self.vid, "split": split_of(self.vid), "labels": labels, "meta": meta}
        )
        return frame

    def page(self, page: str, *, popup: str, form: str = "none", submit: str | None = None, **meta: Any) -> Any:
        sub = submit if submit is not None else self.submit_visible()
        if popup == "file_chooser":
            sub = None  # the dialog covers the page: whether Save is visible is not a fair question
        if form != "none":
            meta["form_in_view"] = self.js(_FORM_IN_VIEW_JS % json.dumps(REQUIRED_FIELDS))
        labels = {
            "page": page,
            "popup": popup,
            "form": visible_form(form, popup, meta.get("form_in_view")),
            "submit": sub,
        }
        return self.shot(labels, **meta)

    def ocr_has(self, frame: Any, text: str) -> Any:
        from screenroute.edge.grounding import find_text

        return find_text(self.ocr.read(frame.pixels), text)

    # -- the walk
    def known(self, office: Any, extra_text: list[str]) -> None:
        rng = self.rng
        # Fresh profile at the login page.
        self.go("admin/login/")
        self.page("login", popup="none", form="empty", submit="yes", scroll="top")
        # The states as a typing agent sees them: the field being typed has a focus ring. The
        # page is then reloaded unsubmitted (a typed password submitted would raise the bubble).
        self.click_selector("#id_username")
        self.page("login", popup="none", form="empty", submit="yes", focus="username")
        self.inp.type_text(rng.choice(["admin", "ops", "buyer"]))
        self.page("login", popup="none", form="partial", submit="yes", focus="username")
        self.click_selector("#id_password")
        self.inp.type_text("y" * rng.randint(6, 14))
        self.page("login", popup="none", form="filled", submit="yes", focus="password")
        self.go("admin/login/")
        self.js(f"document.querySelector('#id_username').value = {json.dumps(rng.choice(['admin', 'ops', 'buyer']))}")
        self.page("login", popup="none", form="partial", submit="yes")
        self.js(f"document.querySelector('#id_password').value = 'x'.repeat({rng.randint(6, 14)})")
        self.page("login", popup="none", form="filled", submit="yes")
        # A failed login (script-submitted: no password bubble) shows Django's error note.
        self.js("document.querySelector('#login-form').submit()")
        time.sleep(0.4)
        self.page("login", popup="none", form="invalid", submit="yes")
        # The real login is typed, so Chromium offers to save the password.
        from screenroute.bench.backoffice.app import ADMIN_PASSWORD, ADMIN_USERNAME

        self.click_selector("#id_username")
        self.inp.key("ctrl+a")
        self.inp.type_text(ADMIN_USERNAME)
        self.click_selector("#id_password")
        self.inp.key("ctrl+a")
        self.inp.type_text(ADMIN_PASSWORD)
        self.inp.key("Return")
        time.sleep(1.0)
        frame = self.page("admin_index", popup="save_password", submit="no")
        never = self.ocr_has(frame, "Never")
        if never is None or self.ocr_has(frame, "Save password") is None:
            raise RuntimeError("the password bubble did not appear after the typed login")
        # The bubble stays over every page until it is answered.
        for path, page in (
            ("admin/orders/order/", "order_list"),
            ("admin/orders/order/?created=yesterday", "order_list_filtered"),
            ("admin/purchasing/purchaserequest/", "purchase_request_list"),
            (f"admin/nope-{rng.randint(1, 999)}/", "not_found"),
        ):
            self.go(path)
            self.scroll(rng.choice(["top", "top", "mid"]))
            self.page(page, popup="save_password", submit="no")
        self.go("admin/purchasing/purchaserequest/add/")
        self.page("purchase_request_form", popup="save_password", form="empty", scroll="top")
        self.scroll("bottom")
        self.page("purchase_request_form", popup="save_password", form="empty", scroll="bottom")
        frame = self.settle()
        never = self.ocr_has(frame, "Never")
        if never is None:
            raise RuntimeError("cannot find the bubble's Never button")
        self.inp.click(*never.box.center)
        time.sleep(0.5)
        if self.ocr_has(self.settle(), "Save password") is not None:
            raise RuntimeError("the password bubble did not close")

        # No popup from here on, except the file chooser we open ourselves.
        self.go("admin/")
        self.page("admin_index", popup="none", submit="no")
        for path, page in (
            ("admin/orders/order/", "order_list"),
            ("admin/orders/order/?created=yesterday", "order_list_filtered"),
            ("admin/orders/order/?created=" + rng.choice(["today", "past7"]), "order_list_filtered"),
        ):
            self.go(path)
            for where in ("top", "mid", "bottom"):
                self.scroll(where)
                if page == "order_list_filtered" and "yesterday" not in path and where != "top":
                    # A long filtered list scrolled down: the filter panel and "Clear all filters" are
                    # out of view, so whether it is filtered is not on screen. No page label (ignored).
                    self.shot({"page": None, "popup": "none", "form": "none", "submit": "no"}, scroll=where)
                    continue
                self.page(page, popup="none", submit="no", scroll=where)
        self.go("admin/orders/order/?created=yesterday")
        self.click_selector("a[href*='export-csv']")  # the export downloads silently in kiosk mode
        self.watch_toast = True
        time.sleep(0.3)
        self.page("order_list_filtered", popup="none", submit="no", after="export")
        self.scroll("mid")
        self.page("order_list_filtered", popup="none", submit="no", after="export")
        self.go("admin/")
        self.page("admin_index", popup="none", submit="no", after="export")
        self.go("admin/purchasing/purchaserequest/")
        self.page("purchase_request_list", popup="none", submit="no", after="export")

        self.go("admin/purchasing/purchaserequest/add/")
        for where in ("top", "bottom"):
            self.scroll(where)
            self.page("purchase_request_form", popup="none", form="empty", scroll=where)
        title = rng.choice(extra_text)
        self.js(f"document.querySelector('#id_title').value = {json.dumps(title)}")
        for where in ("top", "mid"):
            self.scroll(where)
            self.page("purchase_request_form", popup="none", form="partial", scroll=where)
        # Fill everything but the attachment by script, with this variation's data.
        needed = (dt.date(2026, 1, 1) + dt.timedelta(days=rng.randint(0, 700))).isoformat()
        self.js(f"document.querySelector('#id_needed_by').value = {json.dumps(needed)}")
        for i in range(rng.randint(1, 3)):
            item = rng.choice(
                ["USB-C cable", "A4 copy paper", "文件夹", "Stapler", "Toner 12A", "便利贴", "Label tape"]
            )
            self.js(
                f"(() => {{ const q = s => document.querySelector(s);"
                f" q('#id_lines-{i}-item').value = {json.dumps(item)};"
                f" q('#id_lines-{i}-quantity').value = '{rng.randint(1, 90)}';"
                f" q('#id_lines-{i}-unit_price').value = '{rng.randint(1, 400)}.{rng.randint(0, 99):02d}'; }})()"
            )
        self.scroll("top")
        self.page("purchase_request_form", popup="none", form="partial", scroll="top", note="no attachment yet")
        self.click_selector("#id_title")  # focus ring, as after typing the title
        self.page("purchase_request_form", popup="none", form="partial", note="no attachment yet", focus="title")
        # The GTK file chooser: open it, capture it, pick the export.
        self.click_selector("input[type=file]")
        time.sleep(1.5)
        self.page("purchase_request_form", popup="file_chooser", form="partial")
        export = sorted(Path(self.sb.download_dir).glob("orders-*.csv"))
        if not export:
            raise RuntimeError("the export did not download")
        self.inp.key("ctrl+l")
        self.inp.type_text(str(export[-1]))
        time.sleep(0.3)
        self.page("purchase_request_form", popup="file_chooser", form="partial", note="path typed")
        self.inp.key("alt+o")
        time.sleep(0.8)
        for where in ("top", "mid", "bottom"):
            self.scroll(where)
            self.page("purchase_request_form", popup="none", form="filled", scroll=where)
        self.click_selector("#id_lines-0-unit_price")  # focus ring, as after typing a line
        self.page("purchase_request_form", popup="none", form="filled", focus="line")
        # The complete submission → the list with its success message (checked: a frame
        # labelled as the list must not be the form sent back with errors).
        self.js("document.querySelector('#purchaserequest_form').submit()")
        time.sleep(1.0)
        frame = self.page("purchase_request_list", popup="none", submit="no", after="saved")
        if self.ocr_has(frame, "was added successfully") is None:
            raise RuntimeError("the purchase request was not saved")
        # Server-side validation: a new request without its title (and without an attachment).
        self.go("admin/purchasing/purchaserequest/add/")
        self.js(f"document.querySelector('#id_needed_by').value = {json.dumps(needed)}")
        self.js(
            "document.querySelector('#id_lines-0-item').value = 'Stapler'; document.querySelector('#id_lines-0-quantity').value = '2';"
            " document.querySelector('#id_lines-0-unit_price').value = '3.50'"
        )
        self.js("document.querySelector('#purchaserequest_form').submit()")
        time.sleep(1.0)
        for where in ("top", "bottom"):
            self.scroll(where)
            self.page("purchase_request_form", popup="none", form="invalid", scroll=where)
        self.go("admin/purchasing/purchaserequest/")
        self.page("purchase_request_list", popup="none", submit="no")
        self.go(f"admin/nothing-here/{rng.randint(1, 99999)}/")
        for where in ("top", "bottom"):
            self.scroll(where)
            self.page("not_found", popup="none", submit="no", scroll=where)

    def unknown(self, pages_url: str, closed_port: int) -> None:
        """Never-seen screens: other apps, browser error pages, admin pages outside the label set."""
        from screenroute.bench.backoffice.app import ADMIN_PASSWORD, ADMIN_USERNAME

        def grab(kind: str, name: str) -> None:
            self.shot({"page": None, "popup": None, "form": None, "submit": None}, unknown=kind, name=name)

        for name in sorted(UNKNOWN_PAGES):
            self.go(f"{pages_url}{name}")
            grab("other_app", name)
        self.go(f"http://127.0.0.1:{closed_port}/")
        grab("browser_error", "connection_refused")
        self.go("file:///nonexistent/report.pdf")
        grab("browser_error", "file_not_found")
        self.go("file:///usr/share/")
        grab("browser_error", "directory_listing")
        self.sb.open_url("about:blank")  # (not self.go: that would resolve it against the back office)
        grab("browser_error", "blank")
        # Other admin pages: log in by script (no bubble), then visit models/pages outside the label set.
        self.go("admin/login/")
        self.js(
            f"document.querySelector('#id_username').value = {json.dumps(ADMIN_USERNAME)};"
            f"document.querySelector('#id_password').value = {json.dumps(ADMIN_PASSWORD)};"
            "document.querySelector('#login-form').submit()"
        )
        time.sleep(1.0)
        for path in (
            "admin/auth/user/",
            "admin/auth/group/",
            "admin/auth/user/1/change/",
            "admin/auth/group/add/",
            "admin/orders/order/1/change/",
            "admin/orders/order/add/",
            "admin/password_change/",
            "admin/purchasing/purchaserequest/1/change/",
            "admin/orders/order/1/history/",
            "admin/orders/order/1/delete/",
            "admin/auth/user/add/",
            "admin/orders/",
        ):
            self.go(path)
            grab("other_admin", path)


UNKNOWN_PAGES: dict[str, str] = {}


def _page(title: str, body: str, style: str = "") -> str:
    return (
        f"<!doctype html><html><head><meta charset=utf-8><title>{title}</title><style>"
        "body{font-family:sans-serif;margin:0} @media (prefers-color-scheme: dark){body{background:#1b1b1f;color:#ddd}}"
        f"{style}</style></head><body>{body}</body></html>"
    )


def _build_unknown_pages() -> None:
    rows = "".join(
        f"<tr><td>#{1000 + i}</td><td>Ticket {i}</td><td>{['open', 'closed', 'pending'][i % 3]}</td>"
        f"<td>2026-0{1 + i % 9}-1{i % 9}</td></tr>"
        for i in range(30)
    )
    words = " ".join(["Lorem ipsum dolor sit amet, consectetur adipiscing elit."] * 12)
    UNKNOWN_PAGES.update(
        {
            "portal_login.html": _page(
                "Acme portal",
                "<div style='max-width:420px;margin:120px auto;padding:30px;border:1px solid #ccc;"
                "border-radius:12px'><h2>Acme customer portal</h2><p>Email</p><input style='width:100%'>"
                "<p>Password</p><input type=password style='width:100%'><br><br><button>Sign in</button>"
                "<p><a href=#>Forgot password?</a></p></div>",
                "body{background:#eef3f8}",
            ),
            "blog.html": _page(
                "Blog",
                f"<header style='background:#333;color:#fff;padding:20px'><h1>Field notes</h1></header>"
                f"<article style='max-width:720px;margin:auto'><h2>Why agents need edges</h2><p>{words}</p>"
                f"<p>{words}</p><img style='width:100%;height:200px;background:#8ab'></article>",
            ),
            "tickets.html": _page(
                "Helpdesk",
                "<nav style='background:#5a2d82;color:#fff;padding:12px'>Helpdesk · Tickets · Reports</nav>"
                f"<h2 style='padding:0 20px'>All tickets</h2><table style='margin:20px;width:90%' border=1>{rows}</table>",
            ),
            "dashboard.html": _page(
                "Dashboard",
                "<div style='display:grid;grid-template-columns:repeat(3,1fr);gap:16px;padding:16px'>"
                + "".join(
                    f"<div style='height:180px;border-radius:8px;background:hsl({i * 40},60%,60%)'>"
                    f"<h3 style='padding:10px'>KPI {i}</h3><p style='font-size:40px;padding:10px'>{i * 137}</p></div>"
                    for i in range(9)
                )
                + "</div>",
            ),
            "shop.html": _page(
                "Shop",
                "<h1 style='padding:10px'>Spring sale</h1><div style='display:flex;flex-wrap:wrap'>"
                + "".join(
                    f"<div style='width:220px;margin:10px'><div style='height:150px;background:#ddd'></div>"
                    f"<p>Product {i}</p><b>${i * 7}.99</b><br><button>Add to cart</button></div>"
                    for i in range(12)
                )
                + "</div>",
            ),
            "mail.html": _page(
                "Inbox",
                "<div style='display:flex'><aside style='width:200px;background:#f1f3f4;height:100vh;padding:10px'>"
                "Inbox<br>Sent<br>Drafts<br>Spam</aside><main style='flex:1'>"
                + "".join(
                    f"<div style='border-bottom:1px solid #ddd;padding:8px'><b>Sender {i}</b> — Subject line "
                    f"number {i} about the quarterly numbers</div>"
                    for i in range(20)
                )
                + "</main></div>",
            ),
            "settings.html": _page(
                "Settings",
                "<h1 style='padding:10px'>Preferences</h1>"
                + "".join(
                    f"<label style='display:block;padding:12px'><input type=checkbox {'checked' if i % 2 else ''}> Option {i}: enable feature "
                    f"{i}</label>"
                    for i in range(14)
                )
                + "<button style='margin:12px'>Apply</button>",
            ),
            "wiki_zh.html": _page(
                "维基",
                "<h1 style='padding:10px'>边缘计算</h1><p style='padding:10px;font-size:18px'>"
                + "边缘计算是一种分布式计算范式，它将计算和数据存储更靠近数据源。" * 20
                + "</p>",
            ),
            "modal.html": _page(
                "Modal",
                f"<p style='padding:20px'>{words}</p><div style='position:fixed;inset:0;background:rgba(0,0,0,.5)'>"
                "<div style='background:#fff;color:#000;width:400px;margin:200px auto;padding:20px;border-radius:8px'>"
                "<h3>Delete 3 items?</h3><p>This cannot be undone.</p><button>Cancel</button> <button>Delete</button>"
                "</div></div>",
            ),
            "terminal.html": _page(
                "Console",
                "<pre style='background:#000;color:#0f0;margin:0;min-height:100vh;padding:10px'>"
                + "\n".join(f"$ job {i} started ... ok ({i * 13} ms)" for i in range(40))
                + "</pre>",
            ),
            "calendar.html": _page(
                "Calendar",
                "<h2 style='padding:10px'>March</h2><table style='width:95%;margin:10px' border=1>"
                + "".join(
                    "<tr>"
                    + "".join(f"<td style='height:80px;vertical-align:top'>{w * 7 + d + 1}</td>" for d in range(7))
                    + "</tr>"
                    for w in range(5)
                )
                + "</table>",
            ),
            "form_other.html": _page(
                "Signup",
                "<div style='max-width:600px;margin:40px auto'><h1>Create account</h1>"
                + "".join(
                    f"<p>{f}</p><input style='width:100%;padding:6px'>"
                    for f in ("First name", "Last name", "Company", "Phone", "Country")
                )
                + "<br><br><button style='padding:10px 30px;background:#28a745;color:#fff;border:0'>Register</button></div>",
            ),
        }
    )


def _closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def capture(data_dir: Path, *, unknown: bool, limit: int | None, only: str | None) -> int:
    from screenroute.bench.backoffice.app import BackOffice
    from screenroute.edge.capture import MssScreen
    from screenroute.edge.ocr import create_ocr_engine
    from screenroute.edge.sandbox import Sandbox, SandboxConfig
    from screenroute.edge.skills.x11 import XdotoolInput

    write_label_set(data_dir)  # training reads the label set (and its reading) from the folder it trains on
    out_dir = data_dir / ("unknown" if unknown else "known")
    out_dir.mkdir(parents=True, exist_ok=True)
    labels_path = out_dir / "labels.jsonl"
    done = set()
    if labels_path.exists():
        done = {json.loads(line)["variation"] for line in labels_path.read_text().splitlines() if line.strip()}
    todo = variations(UNKNOWN_DATA)[::3] if unknown else variations()  # a third is plenty for the never-seen set
    todo = [v for v in todo if only is None or only in variation_id(v)]
    if limit:
        todo = todo[:limit]
    ocr = create_ocr_engine("rapidocr")
    titles = [
        "采购申请 补货",
        "Office restock Q3",
        "Toner and paper",
        "Urgent: cables",
        "月度办公用品",
        "Warehouse supplies",
    ]
    failures = 0
    with ExitStack() as stack:
        offices: dict[int, Any] = {}
        pages_url = ""
        if unknown:
            _build_unknown_pages()
            site = data_dir / "unknown_site"
            site.mkdir(parents=True, exist_ok=True)
            for name, html in UNKNOWN_PAGES.items():
                (site / name).write_text(html, encoding="utf-8")
            pages_url = stack.enter_context(serve_directory(site))
        for i, v in enumerate(todo):
            vid = variation_id(v)
            if vid in done:
                continue
            started = time.monotonic()
            if v["seed"] not in offices:
                # Each mode has its own data dirs, so a known and an unknown capture can run side by side.
                office_dir = data_dir / f"backoffice-{'unknown' if unknown else 'known'}-{v['seed']}"
                office = BackOffice(office_dir, seed=v["seed"], today=dt.date.fromisoformat(v["today"]))
                office.prepare()
                office.snapshot("clean")
                office.start()
                stack.callback(office.stop)
                offices[v["seed"]] = office
            office = offices[v["seed"]]
            office.stop()
            office.restore("clean")  # the same data for every variation of this seed
            office.start()
            downloads = data_dir / "downloads" / vid
            shutil.rmtree(downloads, ignore_errors=True)
            downloads.mkdir(parents=True)
            records: list[dict[str, Any]] = []
            try:
                with Sandbox(
                    SandboxConfig(
                        width=v["width"],
                        height=v["height"],
                        scale=v["scale"],
                        theme=v["theme"],
                        download_dir=downloads,
                        start_url="about:blank",
                    )
                ) as sb:
                    screen = MssScreen(sb.display, scale=v["scale"])
                    try:
                        walker = Walker(
                            sb,
                            screen,
                            XdotoolInput(sb.display),
                            ocr,
                            office.url,
                            out_dir,
                            vid,
                            random.Random(vid),
                            records,
                        )
                        if unknown:
                            walker.unknown(pages_url, _closed_port())
                        else:
                            walker.known(office, titles)
                    finally:
                        screen.close()
            except Exception as exc:  # noqa: BLE001 - one broken variation (any cause) must not lose the others
                failures += 1
                log(f"{i + 1}/{len(todo)} {vid}: FAILED after {len(records)} frames: {exc}")
                shutil.rmtree(out_dir / vid, ignore_errors=True)
                continue
            with labels_path.open("a", encoding="utf-8") as fh:
                for rec in records:
                    rec["variation_spec"] = v
                    fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
            log(
                f"{i + 1}/{len(todo)} {vid} [{split_of(vid)}]: {len(records)} frames in {time.monotonic() - started:.0f} s"
            )
    return 1 if failures else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", required=True, type=Path, help="dataset folder (images + labels.jsonl)")
    parser.add_argument("--unknown", action="store_true", help="capture the never-seen set instead")
    parser.add_argument("--limit", type=int, default=None, help="at most this many variations")
    parser.add_argument("--only", default=None, help="only variations whose id contains this")
    args = parser.parse_args(argv)
    return capture(args.data, unknown=args.unknown, limit=args.limit, only=args.only)


if __name__ == "__main__":
    sys.exit(main())
