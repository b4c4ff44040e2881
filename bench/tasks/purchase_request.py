"""The demo task (seed 002, section 4.1): yesterday's orders → export → purchase request → submit.

Log in to the back office, open yesterday's orders, export them, create a purchase
request from them with the export attached, submit it, and verify the success message.
Every target is found on screen by OCR; nothing reads the page's DOM.
"""

from __future__ import annotations

import csv
import datetime as dt
from collections import defaultdict
from pathlib import Path

from edge.skills.action import Action
from router.procedure import Procedure, ProcedureStep, TaskContext

TASK_NAME = "backoffice_purchase_request"
# Up to this many order lines go into the request (the form offers three line rows).
MAX_LINES = 3


def _export_ready(context: TaskContext) -> bool:
    """The exported CSV is in the download folder and complete (Chromium writes .crdownload first)."""
    if context.download_dir is None:
        return False
    path = context.download_dir / context.values["export_name"]
    return path.is_file() and path.stat().st_size > 0


def _read_export(context: TaskContext) -> None:
    """Turn the exported orders into purchase-request lines: quantities summed per product."""
    assert context.download_dir is not None  # _export_ready checked it
    path = context.download_dir / context.values["export_name"]
    quantities: dict[str, int] = defaultdict(int)
    prices: dict[str, str] = {}
    with open(path, encoding="utf-8-sig", newline="") as fh:
        for row in csv.DictReader(fh):
            quantities[row["product"]] += int(row["quantity"])
            prices[row["product"]] = row["unit_price"]
    ranked = sorted(quantities, key=lambda p: (-quantities[p], p))[:MAX_LINES]
    if not ranked:
        raise ValueError(f"export {path.name} has no orders")
    context.values["line_count"] = str(len(ranked))
    for i, product in enumerate(ranked, start=1):
        context.values[f"item_{i}"] = product
        context.values[f"qty_{i}"] = str(quantities[product])
        context.values[f"price_{i}"] = prices[product]


def _fill(label: str, value: str, occurrence: int = 0) -> tuple[Action, ...]:
    """Focus a field by clicking its label or placeholder, replace its content, type ``value``."""
    return (
        Action("click", target_text=label, occurrence=occurrence, why=f"focus {label}"),
        Action("key", keys="ctrl+a", why="replace what the field holds"),
        Action("type", text=value),
    )


def _line_actions(line: int) -> tuple[Action, ...]:
    # A filled row loses its placeholders, so the first placeholder on screen is always the next empty row.
    return (*_fill("item name", f"{{item_{line}}}"), *_fill("qty", f"{{qty_{line}}}"),
            *_fill("price each", f"{{price_{line}}}"))


def build_context(*, base_url: str, username: str, password: str, download_dir: Path,
                  today: dt.date | None = None) -> TaskContext:
    """The task's inputs: where the back office is, who logs in, which day is 'yesterday'."""
    today = today or dt.datetime.now(dt.timezone.utc).date()
    yesterday = today - dt.timedelta(days=1)
    return TaskContext(
        values={
            "base_url": base_url.rstrip("/") + "/",
            "username": username,
            "password": password,
            "yesterday": yesterday.isoformat(),
            "export_name": f"orders-{yesterday.isoformat()}.csv",
            "title": f"采购申请 {yesterday.isoformat()} 订单补货",
            "title_check": f"{yesterday.isoformat()}",
            "needed_by": (today + dt.timedelta(days=7)).isoformat(),
            "download_dir": str(download_dir),
        },
        download_dir=download_dir,
    )


def context_from(values: dict[str, str]) -> TaskContext:
    """The context from plain key=value settings (the edge service's ``--task-value`` flags)."""
    required = ("base_url", "username", "password", "download_dir")
    missing = [k for k in required if not values.get(k)]
    if missing:
        raise ValueError(f"task {TASK_NAME!r} needs values for {', '.join(missing)} (e.g. --task-value base_url=http://…)")
    today = dt.date.fromisoformat(values["today"]) if values.get("today") else None
    return build_context(base_url=values["base_url"], username=values["username"], password=values["password"],
                         download_dir=Path(values["download_dir"]), today=today)


def build_procedure() -> Procedure:
    """The demo task's procedure: what the edge recognises and does locally at each step."""
    steps = (
        ProcedureStep(
            name="log in",
            goal='log in to the back office: fill "Username" and "Password", then press Enter',
            anchors=("Username", "Password", "Log in"),
            actions=(*_fill("Username", "{username}"), *_fill("Password", "{password}"),
                     Action("key", keys="Return", why="submit the login form")),
            done_when=("Site administration",),
            state_label="page/login",
        ),
        ProcedureStep(
            name="open orders",
            goal='open the order list: click "Orders"',
            anchors=("Site administration", "Log out", "Purchase requests"),
            actions=(Action("click", target_text="Orders", occurrence=1, why="the Orders model link"),),
            done_when=("Select order to change",),
            state_label="page/admin_index",
        ),
        ProcedureStep(
            name="filter yesterday",
            goal='show only yesterday\'s orders: click "Yesterday" in the filter',
            anchors=("Select order to change", "Yesterday", "Log out"),
            actions=(Action("click", target_text="Yesterday"),),
            done_when=("Select order to change", "Clear all filters"),
            state_label="page/order_list",
        ),
        ProcedureStep(
            name="export",
            goal='export the filtered orders: click "Export CSV"',
            anchors=("Select order to change", "Export CSV", "Clear all filters", "Log out"),
            actions=(Action("click", target_text="Export CSV"),
                     Action("wait_until", target_text="Export CSV", timeout_s=2.0)),
            done_check=_export_ready,
            on_done=_read_export,
            state_label="page/order_list_filtered",
        ),
        ProcedureStep(
            name="open request form",
            goal="open the form to add a purchase request",
            anchors=(),
            actions=(Action("open_url", url="{base_url}admin/purchasing/purchaserequest/add/"),),
            done_when=("Add purchase request",),
            state_label="page/any",
        ),
        ProcedureStep(
            name="fill header",
            goal='fill "Title" and "Needed by"',
            anchors=("Add purchase request", "Title", "Needed by", "Log out"),
            actions=(*_fill("Title", "{title}"), *_fill("Needed by", "{needed_by}")),
            done_when=("{title_check}", "{needed_by}"),
            state_label="page/purchase_request_form",
        ),
        ProcedureStep(
            name="attach export",
            goal='attach the exported file: click "Choose File" and pick it',
            anchors=("Add purchase request", "Choose File", "Log out"),
            # In the GTK file chooser, Return closes the dialog without choosing; Alt+O is "Open".
            actions=(Action("click", target_text="Choose File"),
                     Action("key", keys="ctrl+l", why="type a path in the file chooser"),
                     Action("type", text="{download_dir}/{export_name}"),
                     Action("key", keys="alt+o", why="press Open")),
            done_when=("{export_name}",),
            state_label="page/purchase_request_form",
        ),
        *(
            ProcedureStep(
                name=f"fill line {line}",
                goal=f"fill request line {line} from the export",
                # The targets themselves: at 125-150 % the rows may sit below the fold, and then
                # the step is not locally executable until something brings them into view.
                anchors=("item name", "qty", "price each"),
                actions=_line_actions(line),
                done_when=(f"{{item_{line}}}",),
                skip_if=lambda context, line=line: int(context.values["line_count"]) < line,
                state_label="page/purchase_request_form",
            )
            for line in range(1, MAX_LINES + 1)
        ),
        ProcedureStep(
            name="submit",
            goal='submit the request: click "Save"',
            # The buttons are below the fold at 1280x800: scroll, then find "Save" on the new frame.
            # Any screen will do: the post-condition (the success message) is what counts.
            anchors=(),
            actions=(Action("scroll", amount=15, why="bring the submit row into view"),
                     Action("click", target_text="Save", why="submit the purchase request")),
            done_when=("was added successfully",),
            state_label="page/purchase_request_form_filled",
        ),
    )
    return Procedure(
        name=TASK_NAME,
        goal="Export yesterday's orders from the back office and file a purchase request from them, with the export attached.",
        steps=steps,
        approved_targets=frozenset({"save"}),
    )
