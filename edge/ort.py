"""onnxruntime, imported with its telemetry switched off before it can start.

onnxruntime's native library starts a telemetry uploader when it is imported: it writes a
device id and an event database under ``~/.cache/Microsoft/DeveloperTools/`` and, seconds
later, resolves ``mobile.events.data.microsoft.com`` over DNS — from native code, where a
Python socket guard cannot see it (measured with ``strace -f -e trace=network``).
``disable_telemetry_events()`` alone does not stop the uploader; ``ORT_DISABLE_TELEMETRY=1``
in the environment before the import does. Every place that creates an onnxruntime session
imports it through :func:`import_onnxruntime`.
"""

from __future__ import annotations

import importlib
import logging
import os
import sys
from types import ModuleType

TELEMETRY_ENV = "ORT_DISABLE_TELEMETRY"

log = logging.getLogger(__name__)


def disable_telemetry_env() -> None:
    """Set the switch for this process and its children (call before anything imports onnxruntime)."""
    os.environ[TELEMETRY_ENV] = "1"


def telemetry_off() -> bool:
    """Whether this process's onnxruntime started (or will start) with telemetry off."""
    return os.environ.get(TELEMETRY_ENV) == "1"


def import_onnxruntime() -> ModuleType:
    """``import onnxruntime`` with telemetry off; warns when another import already started it."""
    if "onnxruntime" not in sys.modules:
        disable_telemetry_env()
    elif not telemetry_off():
        # Too late to stop the uploader in this process: say so rather than pretend.
        log.warning(
            "onnxruntime was imported before its telemetry was switched off; set %s=1 before "
            "starting the process so nothing is sent",
            TELEMETRY_ENV,
        )
    onnxruntime = importlib.import_module("onnxruntime")
    onnxruntime.disable_telemetry_events()
    return onnxruntime
