"""Task-scoped placeholders for PII, kept on the edge and restored before an action runs."""

from __future__ import annotations

import re
import threading
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass, field

from screenroute.contract import fold
from screenroute.edge.geometry import Box
from screenroute.router.errors import RouterError

#: Presidio entity type → the short label used in placeholders, where it is not the type itself.
PLACEHOLDER_LABELS: dict[str, str] = {
    "EMAIL_ADDRESS": "EMAIL",
    "PHONE_NUMBER": "PHONE",
    "CN_MOBILE": "PHONE",
    "CREDIT_CARD": "CARD",
    "CN_ID_CARD": "ID",
    "US_SSN": "ID",
    "IP_ADDRESS": "IP",
    "IBAN_CODE": "IBAN",
    "ID_NUMBER": "ID",
    "BANK_ACCOUNT": "ACCOUNT",
    "ORGANIZATION": "ORG",
    "DATE_OF_BIRTH": "DOB",
}

_PLACEHOLDER = re.compile(r"<([A-Z][A-Z0-9_]*?)_(\d+)>")
# A suffix match only merges values this long (normalised); shorter ones collide by chance.
_MIN_SUFFIX_LEN = 7


def placeholder_label(entity_type: str) -> str:
    """The label for ``entity_type`` in placeholders (``EMAIL_ADDRESS`` → ``EMAIL``)."""
    return PLACEHOLDER_LABELS.get(entity_type, re.sub(r"[^A-Z0-9]+", "_", entity_type.upper()).strip("_") or "PII")


def _normalise(label: str, value: str) -> str:
    """The identity of a value, so OCR variants of it meet: "+86 138 0013 8000" ≡ "13800138000"."""
    text = unicodedata.normalize("NFKC", value).casefold()
    if label in ("PHONE", "CARD", "IBAN", "ID"):
        return "".join(ch for ch in text if ch.isalnum())
    return "".join(ch for ch in text if not ch.isspace())


def _clean_value(label: str, value: str) -> str:
    """The value to type back: OCR glues a CJK name onto an address ("张伟zhang.wei@…"); drop it."""
    if label == "EMAIL":
        stripped = value.strip()
        at = stripped.find("@")
        start = 0
        while start < at and not stripped[start].isascii():
            start += 1
        return stripped[start:]
    return value.strip()


@dataclass
class _Entry:
    placeholder: str
    label: str
    entity_type: str
    keys: set[str] = field(default_factory=set)
    values: list[str] = field(default_factory=list)
    # Where the value was seen on screen (the field it came from), in frame pixels.
    seen_at: list[Box] = field(default_factory=list)


class PlaceholderVault:
    """Maps PII values to placeholders such as ``<EMAIL_1>``, consistently within one task.

    Values are compared after NFKC/casefold/whitespace removal (phones, cards and IDs by their digits); one whose
    normalised form ends with another's (≥ 7 characters) is the same entity (``+8613800138000`` and ``13800138000``,
    the glued ``JohnSmithjohn.smith@example.com``). The vault never leaves the edge: no serialisation, its repr hides values.
    """

    def __init__(self) -> None:
        self._entries: dict[str, _Entry] = {}
        self._counters: dict[str, int] = {}
        self._lock = threading.Lock()
        # Normalised value -> folded labels of the fields the task declares for it.
        self._field_bindings: dict[str, set[str]] = {}

    def __repr__(self) -> str:
        return f"PlaceholderVault({len(self._entries)} placeholders)"

    def __len__(self) -> int:
        return len(self._entries)

    def placeholder_for(self, entity_type: str, value: str) -> str:
        """The placeholder of ``value`` (created on first sight)."""
        label = placeholder_label(entity_type)
        key = _normalise(label, value)
        with self._lock:
            entry = self._lookup(label, key)
            if entry is None:
                self._counters[label] = self._counters.get(label, 0) + 1
                entry = _Entry(f"<{label}_{self._counters[label]}>", label, entity_type)
                self._entries[entry.placeholder] = entry
            entry.keys.add(key)
            clean = _clean_value(label, value)
            if clean and clean not in entry.values:
                entry.values.append(clean)
            return entry.placeholder

    def _lookup(self, label: str, key: str) -> _Entry | None:
        for entry in self._entries.values():
            if entry.label != label:
                continue
            for known in entry.keys:
                if known == key:
                    return entry
                short, long_ = sorted((known, key), key=len)
                if len(short) >= _MIN_SUFFIX_LEN and long_.endswith(short) and (label != "EMAIL" or "@" in short):
                    return entry
        return None

    def value_of(self, placeholder: str) -> str | None:
        """The real value behind ``placeholder``: the shortest variant seen (the un-glued one)."""
        entry = self._entries.get(placeholder)
        if entry is None or not entry.values:
            return None
        return min(entry.values, key=len)

    def known_values(self) -> list[tuple[str, str]]:
        """(entity type, value) for every variant seen, longest first, to find repeats in new text."""
        pairs = [(entry.entity_type, value) for entry in self._entries.values() for value in entry.values]
        return sorted(pairs, key=lambda pair: -len(pair[1]))

    def restore(self, text: str) -> str:
        """Put real values back into planner output (``type <EMAIL_1>`` → ``type a@b.com``); unknown placeholders stay.

        Only for text that stays on the edge and goes nowhere (a click target, an expected text). Text that is *typed*
        goes through :meth:`restore_into`, which checks where."""

        def swap(match: re.Match[str]) -> str:
            value = self.value_of(match.group(0))
            return value if value is not None else match.group(0)

        return _PLACEHOLDER.sub(swap, text)

    # -- the restore policy: where a restored value may go ---------------------------------

    def placeholders_in(self, text: str) -> list[str]:
        """The known placeholders ``text`` refers to, in order of appearance."""
        return [m.group(0) for m in _PLACEHOLDER.finditer(text) if m.group(0) in self._entries]

    def holds_value(self, text: str) -> bool:
        """Whether ``text`` carries a real value the vault protects (verbatim or as OCR spells it)."""
        squeezed = "".join(fold(text).split())
        return any(
            len(key) >= 4 and key in squeezed
            for entry in self._entries.values()
            for key in (*entry.keys, *("".join(fold(v).split()) for v in entry.values))
        )

    def bind_fields(self, value: str, fields: Iterable[str]) -> None:
        """Declare the on-screen fields ``value`` may be typed into (a task parameter's ``fields``)."""
        labels = {fold(f) for f in fields if fold(f)}
        if value and labels:
            with self._lock:
                self._field_bindings.setdefault(fold(value), set()).update(labels)

    def note_seen(self, placeholder: str, box: Box) -> None:
        """Record that ``placeholder``'s value may be typed at ``box``: where it was shown (the field it
        came from), or where the screen shows a field the task declares for it."""
        entry = self._entries.get(placeholder)
        if entry is not None and box not in entry.seen_at:
            entry.seen_at.append(box)

    def may_type_into(self, placeholder: str, *, field_label: str = "", point: tuple[int, int] | None = None) -> bool:
        """Whether ``placeholder``'s value may be typed into the field labelled ``field_label`` or clicked at ``point``.

        Allowed: the field the value came from (a click on the placeholder's own text, or a point inside a box where it
        was seen), or a field the task declares for the value. Nothing else: not a search box, not the address bar, not
        another form's field."""
        entry = self._entries.get(placeholder)
        if entry is None:
            return False
        if field_label and placeholder in field_label:
            return True
        if point is not None:
            x, y = point
            slack = 6
            if any(b.x0 - slack <= x < b.x1 + slack and b.y0 - slack <= y < b.y1 + slack for b in entry.seen_at):
                return True
        label = fold(field_label).rstrip(":：*").strip()
        if not label:
            return False
        declared = set().union(*(self._field_bindings.get(fold(v), set()) for v in entry.values))
        return label in declared

    def restore_into(self, text: str, *, field_label: str = "", point: tuple[int, int] | None = None) -> str:
        """``text`` with its placeholders restored, for typing into one field; ``PlaceholderRestoreError`` if one may not go there."""
        refused = [
            p for p in self.placeholders_in(text) if not self.may_type_into(p, field_label=field_label, point=point)
        ]
        if refused:
            where = repr(field_label) if field_label else ("a point" if point is not None else "an unknown field")
            raise PlaceholderRestoreError(
                f"{', '.join(refused)} may only be typed into the field it came from or one the task declares for it, "
                f"not into {where}"
            )
        return self.restore(text)


class PlaceholderRestoreError(RouterError):
    """A restored value would be typed somewhere it does not belong (exfiltration); nothing is restored."""
