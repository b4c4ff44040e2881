"""Tasks as data: the task file schema, its loader, the named hooks, and the runtime procedure built from it."""

from screenroute.router.authoring.tasks.hooks import HOOKS, HookError
from screenroute.router.authoring.tasks.layout_sidecar import detach_layouts, layouts_path, write_layouts
from screenroute.router.authoring.tasks.loader import TaskFileError, load_task, load_task_folder, parse_task
from screenroute.router.authoring.tasks.runtime import (
    ParameterError,
    build_context,
    build_procedure,
    read_param_file,
    resolve_parameters,
    resolve_secrets,
)
from screenroute.router.authoring.tasks.schema import SCHEMA_ID, TaskFile

__all__ = [
    "HOOKS",
    "SCHEMA_ID",
    "HookError",
    "ParameterError",
    "TaskFile",
    "TaskFileError",
    "build_context",
    "build_procedure",
    "detach_layouts",
    "layouts_path",
    "load_task",
    "load_task_folder",
    "parse_task",
    "read_param_file",
    "resolve_parameters",
    "resolve_secrets",
    "write_layouts",
]
