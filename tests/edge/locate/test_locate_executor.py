"""The locked-down executor: six tools, allow-list, traversal/symlink escapes, confirmation, audit, redaction."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PIL import Image

from screenroute.edge.frame import Frame
from screenroute.edge.locate.errors import ActionRefused, PolicyError
from screenroute.edge.locate.executor import TOOL_RISK, ActionCard, FileActionExecutor, load_policy


class RecordingGate:
    """A real ActionGate that answers with a fixed choice and keeps every card shown."""

    def __init__(self, answer: bool) -> None:
        self.answer = answer
        self.cards: list[tuple[ActionCard, bool]] = []

    def present(self, card: ActionCard, *, needs_confirmation: bool) -> bool:
        self.cards.append((card, needs_confirmation))
        return self.answer


class RecordingOpener:
    def __init__(self) -> None:
        self.opened: list[Path] = []

    def open(self, path: Path) -> None:
        self.opened.append(path)


class PresidioTextRedactor:
    """Adapter from the router's real PresidioRedactor to the executor's TextRedactor."""

    def __init__(self) -> None:
        from screenroute.router.privacy.redaction import PresidioRedactor

        self._redactor = PresidioRedactor()
        self._redactor.warm_up()  # building the analyzer takes longer than one call's budget

    def redact_text(self, text: str) -> str:
        blank = Frame.from_image(Image.new("RGB", (2, 2)))
        return self._redactor.redact(blank, [], {"file": text}).texts["file"]


class Planner:
    def __init__(self) -> None:
        self.sent: list[tuple[str, str]] = []

    def send(self, name: str, text: str) -> object:
        self.sent.append((name, text))
        return "ok"


@pytest.fixture
def world(tmp_path: Path) -> dict[str, Path]:
    docs = tmp_path / "docs"
    (docs / "保密归档").mkdir(parents=True)
    (docs / "方案.md").write_text("# 方案\ncontact: jane.doe@example.com\nline3\n", encoding="utf-8")
    (docs / "保密归档" / "secret.md").write_text("secret")
    (docs / "tool.exe").write_bytes(b"MZ")
    out = tmp_path / "out"
    out.mkdir()
    outside = tmp_path / "etc"
    outside.mkdir()
    (outside / "passwd.md").write_text("root")
    (docs / "link.md").symlink_to(outside / "passwd.md")
    policy_file = tmp_path / "policy.json"
    policy_file.write_text(json.dumps({
        "allowed_roots": [str(docs), str(out)], "deny_paths": [str(docs / "保密归档")],
        "allowed_exts": ["md", "PDF", ".docx"], "audit_log": str(tmp_path / "audit.jsonl"),
    }))  # fmt: skip
    return {"docs": docs, "out": out, "outside": outside, "policy": policy_file, "audit": tmp_path / "audit.jsonl"}


def _audit(world: dict[str, Path]) -> list[dict[str, object]]:
    return [json.loads(line) for line in world["audit"].read_text(encoding="utf-8").splitlines()]


def test_exactly_six_tools() -> None:
    assert list(TOOL_RISK) == ["open", "copy_to", "send_to_planner", "read_head", "info", "reveal"]


def test_policy_errors_are_loud(tmp_path: Path) -> None:
    bad = tmp_path / "p.json"
    bad.write_text(json.dumps({"allowed_roots": ["relative/dir"], "allowed_exts": ["pdf"], "audit_log": "/tmp/a"}))
    with pytest.raises(PolicyError, match=r"allowed_roots.*must be absolute"):
        load_policy(bad)
    bad.write_text(
        json.dumps({"allowed_roots": ["/tmp"], "allowed_exts": ["p df"], "audit_log": "/tmp/a", "colour": 1})
    )
    with pytest.raises(PolicyError, match=r"allowed_exts.*'p df'.*colour") as info:
        load_policy(bad)
    assert "fields: allowed_roots" in str(info.value)
    with pytest.raises(PolicyError, match="cannot read"):
        load_policy(tmp_path / "missing.json")


def test_reads_run_after_a_card_and_are_audited(world: dict[str, Path]) -> None:
    gate, opener = RecordingGate(False), RecordingOpener()
    ex = FileActionExecutor(load_policy(world["policy"]), gate, opener=opener)
    target = world["docs"] / "方案.md"
    assert ex.run("read_head", target, lines=2) == ["# 方案", "contact: jane.doe@example.com"]
    assert ex.run("info", target)["size"] == target.stat().st_size
    ex.run("open", target)
    ex.run("reveal", target)
    assert opener.opened == [target, world["docs"]]
    assert all(not needs for _, needs in gate.cards) and gate.cards[0][0].risk == "low"
    assert [r["outcome"] for r in _audit(world)] == ["ok"] * 4
    assert _audit(world)[0]["action"] == "read_head" and _audit(world)[0]["path"] == str(target)


@pytest.mark.parametrize(
    ("path", "reason"),
    [
        ("{docs}/../etc/passwd.md", "path traversal"),
        ("{docs}/link.md", "symlink escapes"),
        ("{outside}/passwd.md", "outside the allowed roots"),
        ("{docs}/保密归档/secret.md", "denied path"),
        ("{docs}/tool.exe", "extension 'exe'"),
        ("docs/方案.md", "not absolute"),
        ("{docs}/nope.md", "does not exist"),
    ],
)
def test_paths_the_policy_forbids_are_refused(world: dict[str, Path], path: str, reason: str) -> None:
    ex = FileActionExecutor(load_policy(world["policy"]), RecordingGate(True), opener=RecordingOpener())
    with pytest.raises(ActionRefused, match=reason):
        ex.run("open", path.format(**{k: str(v) for k, v in world.items()}))
    assert _audit(world)[-1]["outcome"] == "refused"


def test_writes_need_confirmation_and_never_overwrite(world: dict[str, Path]) -> None:
    policy = load_policy(world["policy"])
    target = world["docs"] / "方案.md"
    no = RecordingGate(False)
    with pytest.raises(ActionRefused, match="not confirmed"):
        FileActionExecutor(policy, no).run("copy_to", target, dest_dir=world["out"])
    assert no.cards[0][1] is True and no.cards[0][0].risk == "medium" and "to: " in no.cards[0][0].detail
    assert not (world["out"] / "方案.md").exists()
    ex = FileActionExecutor(policy, RecordingGate(True))
    copied = ex.run("copy_to", target, dest_dir=world["out"])
    assert copied.read_text(encoding="utf-8") == target.read_text(encoding="utf-8")
    with pytest.raises(ActionRefused, match="never overwrites"):
        ex.run("copy_to", target, dest_dir=world["out"])
    with pytest.raises(ActionRefused, match="outside the allowed roots"):
        ex.run("copy_to", target, dest_dir=world["outside"])
    assert [r["outcome"] for r in _audit(world)] == ["declined", "ok", "refused", "refused"]


def test_send_to_planner_redacts_and_fails_closed(world: dict[str, Path]) -> None:
    policy = load_policy(world["policy"])
    target = world["docs"] / "方案.md"
    with pytest.raises(ActionRefused, match="needs a redactor"):
        FileActionExecutor(policy, RecordingGate(True)).run("send_to_planner", target, lines=2)
    planner = Planner()
    ex = FileActionExecutor(policy, RecordingGate(True), redactor=PresidioTextRedactor(), planner=planner)
    ex.run("send_to_planner", target, lines=2)
    [(name, text)] = planner.sent
    assert name == "方案.md" and "jane.doe@example.com" not in text and "<EMAIL" in text

    class Broken:
        def redact_text(self, text: str) -> str:
            raise RuntimeError("analyzer down")

    with pytest.raises(ActionRefused, match="nothing was sent"):
        FileActionExecutor(policy, RecordingGate(True), redactor=Broken(), planner=planner).run(
            "send_to_planner", target
        )
    assert len(planner.sent) == 1
