"""Fava seeded with Faker data for differential rendering: a small firm's Beancount ledger.

Each dataset writes a ledger of payments to and from people and companies (the payee, an invoice
number in the narration, the amount in the locale's currency, and the counterpart's IBAN or account,
e-mail and phone as entry metadata), in Fava's language for the locale where Fava ships one
(Portuguese, Dutch, Chinese, Japanese; the other locales English), and serves it with ``fava``.
Screens: the journal, the ledger's source in Fava's editor, and two queries' result tables.
"""

from __future__ import annotations

import urllib.parse
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import ClassVar

from screenroute.bench.privacy.adapters import person, seeded_faker
from screenroute.bench.privacy.adapters.synthetic_dec08 import account
from screenroute.bench.privacy.differential import Dataset, SeededValue

ENTRIES = 14
#: Fava's language per Faker language, where Fava ships a translation.
_LANGUAGES = {"pt": "pt_BR", "nl": "nl", "zh": "zh", "ja": "ja", "de": "de", "fr": "fr", "es": "es"}
_CURRENCIES = {"it": "EUR", "nl": "EUR", "pt": "BRL", "pl": "PLN", "zh": "CNY", "ja": "JPY"}
_ACCOUNTS = ("Expenses:Services", "Expenses:Rent", "Income:Clients", "Expenses:Supplies")
_QUERIES = (
    "SELECT date, payee, narration, entry_meta('iban') AS account, entry_meta('email') AS email",
    "SELECT payee, entry_meta('phone') AS phone, position WHERE account ~ 'Assets'",
)


class FavaAdapter:
    """Fava (bench/apps/fava's install) as a differential-rendering app."""

    name = "fava"
    #: The buttons the screens show, in English and Fava's own Portuguese, Dutch, Chinese and Japanese.
    buttons: ClassVar[dict[str, tuple[str, ...]]] = {
        "ledger/journal/": (
            "Open",
            "Close",
            "Transaction",
            "Balance",
            "Note",
            "Document",
            "Pad",
            "Query",
            "Custom",
            "Metadata",
            "Postings",
            "Metadado",
            "Lançamentos",
            "元数据",
            "记录",
            "メタデータ",
            "記帳",
        ),
        "ledger/editor/": ("Save", "Salvar", "Opslaan", "保存"),
        "ledger/query/": ("Submit", "Enviar", "提交", "送信"),
    }
    settle_s = 2.0

    def screens(self) -> list[str]:
        queries = [f"ledger/query/?query_string={urllib.parse.quote(q)}" for q in _QUERIES]
        return ["ledger/journal/", "ledger/editor/", *queries]

    @contextmanager
    def serve(self, workdir: Path, dataset: Dataset) -> Iterator[str]:
        """The dataset's ledger served by Fava; yields its base URL."""
        from screenroute.bench.apps.base import AppError, app_venv_bin, free_port, start_server, stop_server
        from screenroute.bench.apps.base import wait_for_http as wait_http

        program = app_venv_bin("fava", "fava")
        if program is None:
            raise AppError("Fava is not installed: run .ci/setup (it makes .venv-apps/fava)")
        workdir = workdir.resolve()  # the server runs in it: its ledger is named from anywhere
        workdir.mkdir(parents=True, exist_ok=True)
        ledger = workdir / "ledger.beancount"
        text, values = _ledger(dataset)
        ledger.write_text(text, encoding="utf-8")
        dataset.values[:] = values
        port = free_port()
        start_server(workdir, [str(program), "--host", "127.0.0.1", "--port", str(port), str(ledger)])
        url = f"http://127.0.0.1:{port}/"
        try:
            wait_http(workdir, url)
            yield url
        finally:
            stop_server(workdir)


def _quoted(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', "'") + '"'


def _ledger(dataset: Dataset) -> tuple[str, list[SeededValue]]:
    fake, rng = seeded_faker(dataset.locale, dataset.seed)
    lang = dataset.locale.split("_")[0]
    currency = _CURRENCIES.get(lang, "USD")
    head = ['option "title" "Ledger"', f'option "operating_currency" "{currency}"']
    if lang in _LANGUAGES:
        head.append(f'2026-01-01 custom "fava-option" "language" "{_LANGUAGES[lang]}"')
    head += [f"2026-01-01 open {a}" for a in ("Assets:Bank:Checking", *_ACCOUNTS)]
    values: list[SeededValue] = []
    entries = []
    for k in range(ENTRIES):
        p = person(fake, rng)
        payee = p.name if k % 2 == 0 else p.company
        invoice = f"{rng.choice('ABFKRS')}{rng.choice('ABFKRS')}/{rng.randrange(10**5, 10**6)}"
        number = f"{rng.uniform(10, 999):.2f}"
        bank = account(fake, rng)
        values += [SeededValue("PERSON" if k % 2 == 0 else "ORGANIZATION", payee), SeededValue("ID", invoice),
                   SeededValue("AMOUNT", number), bank, *p.values("email", "phone")]  # fmt: skip
        other = rng.choice(_ACCOUNTS)
        sign = "-" if other.startswith("Income") else ""
        entries.append(
            f"2026-11-{k + 2:02d} * {_quoted(payee)} {_quoted(invoice)}\n"
            f"  iban: {_quoted(bank.value)}\n  email: {_quoted(p.email)}\n  phone: {_quoted(p.phone)}\n"
            f"  {other}  {sign}{number} {currency}\n  Assets:Bank:Checking\n"
        )
    return "\n".join(head) + "\n\n" + "\n".join(entries), values
