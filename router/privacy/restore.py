"""The one policy every placeholder restore goes through: a value goes back only where it may go.

A planner works with placeholders (``<PASSWORD_1>``, ``<EMAIL_1>``) and the plan cache keeps
``{param}`` templates; the edge puts real values back just before an action runs. Where a
value may go depends on what it is and where the action puts it:

- **typed** (the text of ``type`` or ``fill``): only into the field the value came from or
  one the task declares for it (:meth:`PlaceholderVault.restore_into`);
- **looked for on screen** (a click's target, ``wait_until``, ``assert_text``, ``expect_texts``):
  any value of the run but a secret — a secret is never a text to look for, and a text looked
  for is printed in step tables, audit logs and the replay library;
- **a URL**: never (the planner gate refuses a placeholder in a URL).

A secret is a value of a ``secret: true`` parameter (a password). Nothing here logs a value.
"""

from __future__ import annotations

import re

from screenroute.contract import fold
from screenroute.router.authoring.procedure import TaskContext
from screenroute.router.privacy.redaction.vault import PlaceholderRestoreError, PlaceholderVault

__all__ = ["RestorePolicy", "SecretRestoreError"]

_TEMPLATE = re.compile(r"(?<!\{)\{([A-Za-z_][A-Za-z0-9_]*)\}(?!\})")


class SecretRestoreError(PlaceholderRestoreError):
    """A secret would be restored where it is not typed into its own field; nothing is restored."""


class RestorePolicy:
    """Restores placeholders and ``{param}`` templates for one run, where the value may go."""

    def __init__(self, vault: PlaceholderVault, context: TaskContext) -> None:
        self.vault = vault
        self.context = context

    def _secret_values(self) -> set[str]:
        return {fold(self.context.values[n]) for n in self.context.secrets if self.context.values.get(n)}

    def secrets_in(self, text: str) -> list[str]:
        """The placeholders and templates in ``text`` that stand for a secret of the run."""
        secrets = self._secret_values()
        found = [p for p in self.vault.placeholders_in(text) if fold(self.vault.value_of(p) or "") in secrets]
        found += [f"{{{n}}}" for n in _TEMPLATE.findall(text) if n in self.context.secrets]
        return found

    def screen_text(self, text: str) -> str:
        """``text`` restored to look for on screen; ``SecretRestoreError`` if it stands for a secret."""
        secret = self.secrets_in(text)
        if secret:
            raise SecretRestoreError(
                f"{', '.join(secret)} is a secret: it is only ever typed into its own field, never looked for on screen"
            )
        return self.vault.restore(text)

    def typed(self, text: str, *, field_label: str = "", point: tuple[int, int] | None = None) -> str:
        """``text`` restored for typing into one field; ``PlaceholderRestoreError`` if a value may not go there."""
        return self.vault.restore_into(text, field_label=field_label, point=point)
