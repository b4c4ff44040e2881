"""The bundled back office, end to end: a real runserver on loopback, real HTTP, real SQLite."""

from __future__ import annotations

import csv
import datetime
import http.cookiejar
import io
import os
import re
import socket
import subprocess
import sys
import urllib.parse
import urllib.request
import urllib.response
import uuid
from collections.abc import Iterator

import pytest

from screenroute.bench.backoffice import (
    ADMIN_PASSWORD,
    ADMIN_USERNAME,
    ORDER_CSV_COLUMNS,
    BackOffice,
    BackOfficeError,
)

TODAY = datetime.date(2026, 11, 28)
YESTERDAY = TODAY - datetime.timedelta(days=1)
ORDER_NUMBER = re.compile(r'class="field-number"><a [^>]*>(SO-\d{8}-\d{4})</a>')


class AdminClient:
    """A cookie-keeping HTTP client that logs into the admin like a browser would."""

    def __init__(self, base_url: str) -> None:
        self.base_url = base_url
        self.cookies = http.cookiejar.CookieJar()
        self.opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(self.cookies))

    def get(self, path: str) -> tuple[urllib.response.addinfourl, bytes]:
        response = self.opener.open(self.base_url + path.lstrip("/"), timeout=10)
        return response, response.read()

    def csrf_token(self, path: str) -> str:
        _, body = self.get(path)
        match = re.search(rb'name="csrfmiddlewaretoken" value="([^"]+)"', body)
        assert match, f"no CSRF token on {path}"
        return match.group(1).decode()

    def post(
        self,
        path: str,
        fields: dict[str, str],
        files: dict[str, tuple[str, bytes]] | None = None,
    ) -> tuple[urllib.response.addinfourl, str]:
        fields = {"csrfmiddlewaretoken": self.csrf_token(path), **fields}
        if files:
            boundary = uuid.uuid4().hex
            parts = []
            for name, value in fields.items():
                parts.append(
                    f'--{boundary}\r\nContent-Disposition: form-data; name="{name}"\r\n\r\n{value}\r\n'.encode()
                )
            for name, (filename, content) in files.items():
                parts.append(
                    f'--{boundary}\r\nContent-Disposition: form-data; name="{name}"; '
                    f'filename="{filename}"\r\nContent-Type: application/octet-stream\r\n\r\n'.encode()
                    + content
                    + b"\r\n"
                )
            data = b"".join(parts) + f"--{boundary}--\r\n".encode()
            content_type = f"multipart/form-data; boundary={boundary}"
        else:
            data = urllib.parse.urlencode(fields).encode()
            content_type = "application/x-www-form-urlencoded"
        url = self.base_url + path.lstrip("/")
        # Django's CSRF check wants a same-origin Referer on POST, as a browser sends.
        request = urllib.request.Request(url, data=data, headers={"Content-Type": content_type, "Referer": url})
        response = self.opener.open(request, timeout=10)
        return response, response.read().decode()

    def login(self) -> None:
        response, body = self.post(
            "/admin/login/?next=/admin/",
            {"username": ADMIN_USERNAME, "password": ADMIN_PASSWORD, "next": "/admin/"},
        )
        assert response.url.endswith("/admin/"), body[:500]
        assert "Site administration" in body


@pytest.fixture(scope="module")
def office(tmp_path_factory: pytest.TempPathFactory) -> Iterator[BackOffice]:
    with BackOffice(tmp_path_factory.mktemp("backoffice"), today=TODAY, seed=7) as office:
        office.snapshot("clean")
        yield office


@pytest.fixture(scope="module")
def client(office: BackOffice) -> AdminClient:
    client = AdminClient(office.url)
    client.login()
    return client


def test_importing_the_api_does_not_import_django() -> None:
    code = "import sys, screenroute.bench.backoffice; assert 'django' not in sys.modules, 'django imported'"
    subprocess.run([sys.executable, "-c", code], check=True, timeout=30)


def test_settings_require_the_data_dir() -> None:
    env = {k: v for k, v in os.environ.items() if k != "SCREENROUTE_BACKOFFICE_DATA"}
    env["DJANGO_SETTINGS_MODULE"] = "screenroute.bench.backoffice.settings"
    result = subprocess.run(
        [sys.executable, "-m", "django", "check"], env=env, capture_output=True, text=True, timeout=30
    )
    assert result.returncode != 0
    assert "SCREENROUTE_BACKOFFICE_DATA is not set" in result.stderr


def test_seed_has_exactly_five_orders_yesterday(office: BackOffice) -> None:
    orders = office.yesterday_orders()
    assert len(orders) == 5
    assert all(o["number"].startswith(f"SO-{YESTERDAY:%Y%m%d}-") for o in orders)
    assert all(o["created"].startswith(YESTERDAY.isoformat()) for o in orders)
    assert all(set(o) == set(ORDER_CSV_COLUMNS) for o in orders)


def test_root_redirects_to_admin_login(office: BackOffice) -> None:
    with urllib.request.urlopen(office.url, timeout=10) as response:
        assert urllib.parse.urlparse(response.url).path == "/admin/login/"
        assert b"Log in" in response.read()


def test_yesterday_filter_lists_exactly_yesterdays_orders(office: BackOffice, client: AdminClient) -> None:
    _, page = client.get("/admin/orders/order/")
    text = page.decode()
    for label in ("By created date", "Today", "Yesterday", "Past 7 days", "Export CSV"):
        assert label in text
    assert "120 orders" in text

    _, page = client.get("/admin/orders/order/?created=yesterday")
    text = page.decode()
    expected = office.yesterday_orders()
    assert ORDER_NUMBER.findall(text) == [o["number"] for o in expected]
    assert "5 orders" in text
    # PII is on screen on purpose: the redactor has something to find.
    assert expected[0]["email"] in text and expected[0]["phone"] in text
    assert 'href="/admin/orders/order/export-csv/?created=yesterday"' in text


def _csv_rows(body: bytes) -> list[dict[str, str]]:
    return list(csv.DictReader(io.StringIO(body.decode("utf-8-sig"))))


def test_export_csv_of_yesterday_equals_ground_truth(office: BackOffice, client: AdminClient) -> None:
    response, body = client.get("/admin/orders/order/export-csv/?created=yesterday")
    assert response.headers["Content-Disposition"] == (f'attachment; filename="orders-{YESTERDAY.isoformat()}.csv"')
    assert body.startswith(b"\xef\xbb\xbf")
    assert body.decode("utf-8-sig").splitlines()[0] == ",".join(ORDER_CSV_COLUMNS)
    assert _csv_rows(body) == office.yesterday_orders()

    response, body = client.get("/admin/orders/order/export-csv/")
    assert response.headers["Content-Disposition"] == 'attachment; filename="orders-all.csv"'
    assert len(_csv_rows(body)) == 120


def test_add_purchase_request_then_restore_rolls_it_back(office: BackOffice, client: AdminClient) -> None:
    before = office.purchase_requests()
    _, form = client.get("/admin/purchasing/purchaserequest/add/")
    for placeholder in ("item name", "qty", "price each"):
        assert f'placeholder="{placeholder}"' in form.decode()

    title = "Laptop stands for design team"
    lines = [("Laptop stand", "4", "159.00"), ("USB-C cable", "8", "25.00")]
    fields = {
        "title": title,
        "needed_by": (TODAY + datetime.timedelta(days=14)).isoformat(),
        "notes": "Quote attached.",
        "lines-TOTAL_FORMS": "4",
        "lines-INITIAL_FORMS": "0",
        "lines-MIN_NUM_FORMS": "1",
        "lines-MAX_NUM_FORMS": "1000",
        "_save": "Save",
    }
    for index in range(4):
        item, quantity, price = lines[index] if index < len(lines) else ("", "", "")
        fields |= {
            f"lines-{index}-item": item,
            f"lines-{index}-quantity": quantity,
            f"lines-{index}-unit_price": price,
            f"lines-{index}-id": "",
            f"lines-{index}-request": "",
        }
    response, page = client.post(
        "/admin/purchasing/purchaserequest/add/",
        fields,
        files={"attachment": ("quote-stands.pdf", b"%PDF-1.4 fake quote\n")},
    )
    assert urllib.parse.urlparse(response.url).path == "/admin/purchasing/purchaserequest/"
    # The admin links the title inside the message; on screen it reads as plain text.
    shown = re.sub(r"<[^>]+>", "", page)
    assert f"The purchase request “{title}” was added successfully." in shown

    after = office.purchase_requests()
    assert len(after) == len(before) + 1
    added = after[-1]
    assert added["title"] == title
    assert added["status"] == "submitted"
    assert added["attachment_name"] == "quote-stands.pdf"
    assert (office.media_dir / added["attachment"]).read_bytes() == b"%PDF-1.4 fake quote\n"
    assert [(line["item"], str(line["quantity"]), line["unit_price"]) for line in added["lines"]] == lines

    office.restore("clean")  # while the server runs
    assert office.purchase_requests() == before
    assert not (office.media_dir / added["attachment"]).exists()
    _, listing = client.get("/admin/purchasing/purchaserequest/")
    assert title not in listing.decode()  # the signed-cookie session survived the restore


def test_restore_of_unknown_snapshot_is_a_clear_error(office: BackOffice) -> None:
    with pytest.raises(BackOfficeError, match="no snapshot 'nope'"):
        office.restore("nope")


def test_stop_leaves_no_process(office: BackOffice) -> None:
    # A second instance on the same, already prepared data dir: prepare() is a no-op.
    other = BackOffice(office.data_dir, today=TODAY, seed=7)
    other.prepare()
    other.start()
    pid, port = other.pid, other.port
    assert pid is not None
    other.stop()
    other.stop()  # idempotent
    assert not other.running
    with pytest.raises(ProcessLookupError):
        os.kill(pid, 0)
    with socket.socket() as sock:
        assert sock.connect_ex(("127.0.0.1", port)) != 0


def test_queued_interruptions_reach_the_next_request_they_fit(office: BackOffice) -> None:
    client = AdminClient(office.url)
    client.login()
    office.interrupt("modal_update")
    _, body = client.get("/admin/orders/order/")
    page = body.decode()
    assert "A new version is available" in page and "Later" in page and 'id="sr-modal"' in page
    _, again = client.get("/admin/orders/order/")
    assert b"sr-modal" not in again, "a modal is shown once"

    office.interrupt("modal_session")
    _, body = client.get("/admin/")
    assert b"Your session will expire" in body and b"Stay signed in" in body

    office.interrupt("slow", delay_s=0.2, requests=2)
    client.get("/admin/")
    client.get("/admin/")
    office.interrupt("expire_session")
    response, body = client.get("/admin/orders/order/")
    assert "/admin/login/" in response.url and b"Log in" in body, "an expired session lands on the login page"

    applied = [event["kind"] for event in office.interruptions_applied()]
    assert applied[-5:] == ["modal_update", "modal_session", "slow", "slow", "expire_session"]
    with pytest.raises(ValueError, match="not one of"):
        office.interrupt("earthquake")
