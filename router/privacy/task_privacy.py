"""What a task lends the chrome proof: its own texts, its values in the vault up front, its app's vocabulary."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any, Protocol
from urllib.parse import urlsplit

from screenroute.edge.frame import Frame
from screenroute.edge.ocr.base import OcrLine
from screenroute.router.authoring.procedure import Procedure
from screenroute.router.privacy.app_vocabulary import AppVocabulary
from screenroute.router.privacy.redaction.base import Redactor
from screenroute.router.privacy.redaction.redactor import ChromeRedactor, TaskChrome
from screenroute.router.privacy.redaction.vault import PlaceholderVault

log = logging.getLogger(__name__)


def task_texts(procedure: Procedure) -> list[str]:
    """The task file's own screen texts: anchors, click targets, expected texts, field labels, approved commits."""
    texts = [t for a in procedure.approvals for t in (a.target, a.field)]
    for step in procedure.steps:
        texts += [*step.anchors, *step.done_when]
        for action in step.actions:
            field = getattr(action, "target_field", None)
            texts += [action.target_text, *action.expect_texts]
            texts += [field.label, field.placeholder] if field is not None else []
    for labels in procedure.field_bindings.values():
        texts += labels
    return [t for t in texts if t]


def app_key(procedure: Procedure, values: dict[str, str]) -> str:
    """Whose vocabulary a run's frames teach: the host of its first origin, else the task's name."""
    for origin in procedure.origins:
        filled = origin
        for name, value in values.items():
            filled = filled.replace("{" + name + "}", value)
        host = urlsplit(filled).hostname
        if host:
            port = urlsplit(filled).port
            return f"{host}:{port}" if port else host
    return procedure.name


def seed_vault(vault: PlaceholderVault, procedure: Procedure, values: dict[str, str]) -> None:
    """The task's parameters (the signed-in identity among them) go into the vault before any frame."""
    for name in procedure.typed_values:
        value = values.get(name)
        if value:
            vault.placeholder_for(name.upper(), value)


def prepare(
    redactor: Redactor,
    procedure: Procedure,
    values: dict[str, str],
    vault: PlaceholderVault,
    vocabulary: AppVocabulary | None,
) -> None:
    """Give a new run's redactor its task's texts and app vocabulary, and its vault the task's values."""
    seed_vault(vault, procedure, values)
    if isinstance(redactor, ChromeRedactor):
        view = vocabulary.view(app_key(procedure, values)) if vocabulary is not None else None
        redactor.use_chrome(TaskChrome.of(task_texts(procedure)), view)


class _Run(Protocol):
    """What the edge's task run offers here (``screenroute.router.deciding.node.TaskRun``)."""

    procedure: Procedure
    vault: PlaceholderVault

    @property
    def context(self) -> Any: ...


def redactor_for(
    factory: Callable[[PlaceholderVault], Redactor], run: _Run, vocabulary: AppVocabulary | None
) -> Redactor:
    """A new redactor for ``run``, prepared with its task's chrome, values and app vocabulary."""
    redactor = factory(run.vault)
    prepare(redactor, run.procedure, dict(run.context.values), run.vault, vocabulary)
    return redactor


def learn_from_frame(
    vocabulary: AppVocabulary, run: _Run, redactor: Redactor, frame: Frame, lines: list[OcrLine], state: str
) -> list[str]:
    """Let one read frame of ``state`` teach the run's app vocabulary; a failure teaches nothing."""
    if not isinstance(redactor, ChromeRedactor) or not lines or not state:
        return []
    try:
        page = redactor.decide(frame, lines)
        return vocabulary.observe(app_key(run.procedure, dict(run.context.values)), state, page)
    except Exception as exc:  # noqa: BLE001 - learning is optional; the decision must not fail with it
        log.warning("app vocabulary not updated: %s", exc)
        return []
