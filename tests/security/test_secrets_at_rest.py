"""Secrets stay where they belong: not on a command line, not in a child's environment, not in a file anyone reads."""

from __future__ import annotations

import os
import stat
import subprocess
import time
from pathlib import Path

import numpy as np
import pytest
from PIL import Image, ImageDraw, ImageFont

from screenroute.edge.frame import Frame
from screenroute.edge.ocr import create_ocr_engine
from screenroute.edge.sandbox import Sandbox, SandboxConfig
from screenroute.edge.sandbox.processes import child_env, hide_from_children, spawn
from screenroute.edge.skills.audit import AuditLog
from screenroute.router.app import cli
from screenroute.router.app.evidence import save_redacted_frame
from screenroute.router.authoring.procedure import Procedure, ProcedureStep, TaskContext
from screenroute.router.authoring.tasks import TaskFileError, parse_task
from screenroute.router.deciding.human_queue import HumanQueue
from screenroute.router.deciding.node import EdgeNode, TaskRun
from screenroute.router.learning.plancache import PlanCache
from screenroute.router.learning.replay import ReplayLibrary
from screenroute.router.privacy.redaction import PresidioRedactor

PASSWORD = "Zebra-Tulip-93!x"
FONT = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"


def test_a_childs_environment_holds_no_secret(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SCREENROUTE_PARAM_PASSWORD", PASSWORD)
    monkeypatch.setenv("PLANNER_TOKEN_FOR_TEST", "tok-0123456789abcdef")
    hide_from_children("PLANNER_TOKEN_FOR_TEST")
    env = child_env(DISPLAY=":99")
    assert "SCREENROUTE_PARAM_PASSWORD" not in env and "PLANNER_TOKEN_FOR_TEST" not in env and env["DISPLAY"] == ":99"
    proc = spawn(["env"], stdout=subprocess.PIPE, env=dict(os.environ))
    out, _ = proc.communicate(timeout=10)
    assert PASSWORD.encode() not in out and b"tok-0123456789abcdef" not in out


@pytest.mark.desktop
def test_the_sandboxs_browser_never_sees_a_secret(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SCREENROUTE_PARAM_PASSWORD", PASSWORD)
    with Sandbox(SandboxConfig()) as sandbox:
        leaders = sandbox.session_ids()  # the display, the window manager and the browser
        assert len(leaders) == 3
        time.sleep(0.5)
        seen = [
            Path(f"/proc/{p}/environ").read_bytes()
            for leader in leaders
            for p in [*_descendants(leader), leader]
            if Path(f"/proc/{p}").exists()
        ]
    assert seen and not any(PASSWORD.encode() in environ for environ in seen)


def _descendants(pid: int) -> list[int]:
    out = subprocess.run(["pgrep", "-P", str(pid)], capture_output=True, text=True, check=False).stdout.split()
    found = [int(p) for p in out]
    for child in list(found):
        found += _descendants(child)
    return found


def test_what_the_edge_keeps_is_its_owners_only(tmp_path: Path) -> None:
    previous = os.umask(0o022)  # a permissive umask: the stores must not rely on the caller's
    try:
        with ReplayLibrary(tmp_path / "replay.db"), PlanCache(tmp_path / "plancache.db"):
            pass
        HumanQueue(tmp_path / "queue.db").close()
        AuditLog(tmp_path / "audit.jsonl").write("x", detail="y")
    finally:
        os.umask(previous)
    for path in tmp_path.iterdir():
        mode = stat.S_IMODE(path.stat().st_mode)
        assert mode & 0o077 == 0, f"{path.name} is {oct(mode)}"


def test_a_secret_on_the_edges_command_line_is_refused_at_start_up(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "login.yaml").write_text(
        """
schema: screenroute/task/v1
name: login
goal: log in
parameters: {password: {secret: true, fields: [Password]}}
steps:
  - name: log in
    expect: {anchors: [Password]}
    actions: [{skill: fill, target_text: Password, text: "{password}"}]
    done_when: {texts: [Welcome]}
""",
        encoding="utf-8",
    )
    started = time.monotonic()
    code = cli.main(["edge", "--tasks", str(tmp_path), "--listen", "127.0.0.1:0", "--param", f"password={PASSWORD}"])
    err = capsys.readouterr().err
    assert code == 2 and "secret" in err and PASSWORD not in err
    assert time.monotonic() - started < 60  # it never started serving


def _task(actions: str) -> str:
    return f"""
schema: screenroute/task/v1
name: t
goal: g
parameters: {{password: {{secret: true, fields: [Password]}}}}
steps:
  - name: s
    expect: {{anchors: [A]}}
    actions: {actions}
    done_when: {{texts: [B]}}
"""


@pytest.mark.parametrize(
    "actions",
    [
        "[{skill: wait_until, target_text: '{password}', timeout_s: 1}]",
        "[{skill: open_url, url: 'http://x/?p={password}'}]",
        "[{skill: click, target_text: 'Hello {password}'}]",
    ],
    ids=["looked-for", "in-a-url", "a-click-target"],
)
def test_a_task_file_may_only_type_a_secret(actions: str) -> None:
    with pytest.raises(TaskFileError, match="may only be typed"):
        parse_task(_task(actions))
    parse_task(_task("[{skill: fill, target_text: Password, text: '{password}'}]"))


def test_the_last_screen_of_a_failed_run_is_written_redacted(tmp_path: Path) -> None:
    email = "zhang.wei@example.com"
    image = Image.new("RGB", (1000, 300), "white")
    draw = ImageDraw.Draw(image)
    font = ImageFont.truetype(FONT, 28)
    draw.text((40, 40), "Customer", fill="black", font=font)
    draw.text((40, 120), email, fill="black", font=font)
    ocr = create_ocr_engine("rapidocr")
    node = EdgeNode(ocr, planner=None, redactor_factory=PresidioRedactor)
    step = ProcedureStep("s", "s", anchors=("x",), actions=(), done_when=("y",))
    run = TaskRun(Procedure("p", "g", (step,)), TaskContext())
    said = save_redacted_frame(node, run, Frame.from_image(image), tmp_path / "last_frame.png", ocr)
    assert "redacted" in said
    assert stat.S_IMODE((tmp_path / "last_frame.png").stat().st_mode) & 0o077 == 0
    read_back = " ".join(ln.text for ln in ocr.read(Frame.from_image(Image.open(tmp_path / "last_frame.png")).pixels))
    assert "example" not in read_back and "zhang" not in read_back.casefold()


def test_remembered_screens_are_written_redacted(tmp_path: Path) -> None:
    """The known-screens file (screens checked instead of read on the next run) holds no personal data."""
    import zipfile

    from screenroute.edge.known_screens import KnownScreens
    from screenroute.router.app.factory import _redacted_state

    email = "zhang.wei@example.com"
    image = Image.new("RGB", (1000, 300), "white")
    draw = ImageDraw.Draw(image)
    font = ImageFont.truetype(FONT, 28)
    draw.text((40, 40), "Customer", fill="black", font=font)
    draw.text((40, 120), email, fill="black", font=font)
    ocr = create_ocr_engine("rapidocr")
    pixels = np.asarray(image)
    known = KnownScreens(None)
    known.remember("task/step", pixels, ocr.read(pixels), ("Customer",))
    known.save(tmp_path / "known.npz", _redacted_state)
    with zipfile.ZipFile(tmp_path / "known.npz") as archive:
        header = archive.read("header.npy")
    assert email.encode() not in header and b"zhang" not in header.lower()
    again = KnownScreens(None)
    again.load(tmp_path / "known.npz")
    stored = next(iter(again._states.values()))[0].pixels
    read_back = " ".join(ln.text for ln in ocr.read(stored))
    assert "example" not in read_back and "Customer" in read_back


def test_a_toolkit_path_a_python_package_set_is_not_inherited(monkeypatch: pytest.MonkeyPatch) -> None:
    # opencv-python points Qt at its bundled plugins when imported; a Qt app started with that dies.
    import sysconfig

    bundled = str(Path(sysconfig.get_paths()["platlib"]) / "cv2" / "qt" / "plugins")
    monkeypatch.setenv("QT_QPA_PLATFORM_PLUGIN_PATH", bundled)
    monkeypatch.setenv("QT_PLUGIN_PATH", "/usr/lib/x86_64-linux-gnu/qt5/plugins")
    env = child_env()
    assert "QT_QPA_PLATFORM_PLUGIN_PATH" not in env
    assert env["QT_PLUGIN_PATH"] == "/usr/lib/x86_64-linux-gnu/qt5/plugins"
