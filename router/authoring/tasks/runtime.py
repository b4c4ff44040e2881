"""Turn a validated task file and its parameter values into the edge's runtime procedure."""

from __future__ import annotations

import datetime as dt
import os
from collections.abc import Mapping
from pathlib import Path

from screenroute.contract import Skill
from screenroute.edge.skills.executor import Approval
from screenroute.edge.skills.visits import VisitPattern
from screenroute.edge.skills.writes import WritePattern
from screenroute.router.authoring.procedure import Procedure, ProcedureStep, TaskContext
from screenroute.router.authoring.tasks.hooks import HookError, run_hook
from screenroute.router.authoring.tasks.schema import ApprovalSpec, HookCall, StepSpec, TaskFile, template_names
from screenroute.router.errors import RouterError

__all__ = [
    "ParameterError",
    "build_context",
    "build_procedure",
    "read_param_file",
    "resolve_parameters",
    "resolve_secrets",
    "secret_variable",
]

#: Environment variables a secret parameter may come from: ``SCREENROUTE_PARAM_<NAME>``.
ENV_PREFIX = "SCREENROUTE_PARAM_"


class ParameterError(RouterError, ValueError):
    """A parameter is missing, unknown, or given where a secret must not be (the command line)."""


def read_param_file(path: str | Path) -> dict[str, str]:
    """``NAME=VALUE`` lines (``#`` comments, blank lines allowed) from a file only its owner should read."""
    values: dict[str, str] = {}
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise ParameterError(f"{path}: cannot read the parameter file: {exc.strerror}") from exc
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        name, sep, value = line.partition("=")
        if not sep or not name.strip():
            raise ParameterError(f"{path}:{number}: expected NAME=VALUE")
        values[name.strip()] = value
    return values


def secret_variable(name: str) -> str:
    """The environment variable a secret parameter may come from: ``SCREENROUTE_PARAM_<NAME>``."""
    return ENV_PREFIX + name.upper()


def _lookup(name: str, *sources: Mapping[str, str], env: Mapping[str, str]) -> str | None:
    """A parameter's value from the first source that has it, the environment last."""
    for source in sources:
        if name in source:
            return source[name]
    return env.get(secret_variable(name))


def resolve_secrets(
    names: list[str] | tuple[str, ...],
    *,
    param_file: Mapping[str, str] | None = None,
    env: Mapping[str, str] | None = None,
) -> dict[str, str]:
    """The values of the named secrets: the parameter file first, then ``SCREENROUTE_PARAM_<NAME>``.

    A secret that neither holds is a ParameterError naming both places, never an empty value.
    """
    env = os.environ if env is None else env
    values: dict[str, str] = {}
    for name in names:
        value = _lookup(name, param_file or {}, env=env)
        if value is None:
            raise ParameterError(f"{name}: set {secret_variable(name)} or put {name}=... in a --param-file")
        values[name] = value
    return values


def resolve_parameters(
    task: TaskFile,
    given: Mapping[str, str] | None = None,
    *,
    param_file: Mapping[str, str] | None = None,
    env: Mapping[str, str] | None = None,
) -> dict[str, str]:
    """The task's parameter values: command line (non-secret only), then parameter file, environment, defaults."""
    given = dict(given or {})
    from_file = dict(param_file or {})
    env = os.environ if env is None else env
    unknown = sorted((set(given) | set(from_file)) - set(task.parameters))
    if unknown:
        raise ParameterError(
            f"task {task.name!r} has no parameter {', '.join(unknown)}; "
            f"its parameters: {', '.join(sorted(task.parameters)) or 'none'}"
        )
    values: dict[str, str] = {}
    missing: list[str] = []
    for name, spec in task.parameters.items():
        if spec.secret and name in given:
            raise ParameterError(
                f"parameter {name!r} is secret: pass it in {secret_variable(name)} or a --param-file, "
                "never on the command line (it would show in ps and shell history)"
            )
        value = _lookup(name, given, from_file, env=env)
        if value is None:
            value = spec.default
        if value is None:
            missing.append(name)
        else:
            values[name] = value
    if missing:
        hints = [f"{n} ({secret_variable(n)})" if task.parameters[n].secret else n for n in missing]
        raise ParameterError(f"task {task.name!r} needs values for: {', '.join(hints)}")
    return values


def build_context(
    task: TaskFile,
    parameters: Mapping[str, str],
    *,
    workdir: Path,
    download_dir: Path | None = None,
    today: dt.date | None = None,
) -> TaskContext:
    """The run's values: built-ins, parameters, then the task's derived values in order."""
    today = today or dt.datetime.now(dt.UTC).date()
    download_dir = download_dir or workdir / "downloads"
    context = TaskContext(
        values={"today": today.isoformat(), "workdir": str(workdir), "download_dir": str(download_dir)},
        download_dir=download_dir,
        secrets=frozenset(name for name, spec in task.parameters.items() if spec.secret),
        parameters=frozenset(parameters),
    )
    context.values.update(parameters)
    for name, definition in task.values.items():
        try:
            if isinstance(definition, HookCall):
                context.values[name] = str(run_hook(definition.hook, definition.args, context.values, context.fill))
            else:
                context.values[name] = context.fill(definition)
        except (KeyError, HookError) as exc:
            raise ParameterError(f"task {task.name!r}: value {name!r}: {exc}") from exc
    return context


def build_procedure(task: TaskFile) -> Procedure:
    """The runtime procedure of ``task`` (templates are filled per run from its context)."""
    return Procedure(
        name=task.name,
        goal=task.goal,
        steps=tuple(_step(spec) for spec in task.steps),
        approvals=frozenset(_approval(a) for a in task.approved),
        origins=task.origins,
        start_url=task.start_url,
        field_bindings=_field_bindings(task),
        value_descriptions={name: spec.description for name, spec in task.parameters.items() if spec.description},
        writes=tuple(WritePattern.parse(w) for w in task.writes),
        visits=tuple(VisitPattern.parse(v) for v in task.visits),
        reads=tuple(VisitPattern.parse(v) for v in task.reads),
        verify=task.verify,
    )


def _approval(entry: str | ApprovalSpec) -> Approval:
    if isinstance(entry, str):
        return Approval(skill="click", target=entry)
    return Approval(skill=entry.skill, target=entry.target, keys=entry.keys, field=entry.field)


def _field_bindings(task: TaskFile) -> dict[str, tuple[str, ...]]:
    """The fields each value may be typed into: the ones the task file declares for it, and the
    field its own steps type it into (a ``type "{name}"`` right after a click on that field, or a
    ``fill`` of that field with ``"{name}"``)."""
    bindings: dict[str, list[str]] = {name: list(spec.fields) for name, spec in task.parameters.items()}
    for step in task.steps:
        focused = ""
        for action in step.actions:
            if action.skill in (Skill.CLICK, Skill.FILL) and action.target_field is not None:
                focused = action.target_field.label or action.target_field.placeholder
            elif action.skill in (Skill.CLICK, Skill.FILL):
                focused = action.target_text if not template_names(action.target_text) else ""
            if action.skill in (Skill.TYPE, Skill.FILL) and focused:
                names = template_names(action.text)
                if len(names) == 1 and action.text == "{" + names[0] + "}":
                    fields = bindings.setdefault(names[0], [])
                    if focused not in fields:
                        fields.append(focused)
            elif action.skill not in (Skill.KEY, Skill.CLICK, Skill.FILL):
                focused = ""
    return {name: tuple(fields) for name, fields in bindings.items() if fields}


def _check(call: HookCall):  # type: ignore[no-untyped-def]
    def check(context: TaskContext) -> bool:
        return bool(run_hook(call.hook, call.args, context.values, context.fill))

    return check


def _effects(calls: tuple[HookCall, ...]):  # type: ignore[no-untyped-def]
    def apply(context: TaskContext) -> None:
        for call in calls:
            context.values.update(run_hook(call.hook, call.args, context.values, context.fill))

    return apply


def _step(spec: StepSpec) -> ProcedureStep:
    label = spec.expect.label or ("page/any" if spec.expect.any_screen else "")
    return ProcedureStep(
        name=spec.name,
        goal=spec.goal or spec.name,
        anchors=spec.expect.anchors,
        actions=tuple(a.to_action() for a in spec.actions),
        done_when=spec.done_when.texts,
        done_need=spec.done_when.need,
        done_effect=spec.done_when.effect or "",
        done_check=_check(spec.done_when.check) if spec.done_when.check is not None else None,
        on_done=_effects(spec.on_done) if spec.on_done else None,
        skip_if=_check(spec.skip_if) if spec.skip_if is not None else None,
        state_label=label,
        layout=spec.expect.layout,
        optional=spec.optional,
    )
