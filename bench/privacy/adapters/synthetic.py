"""Page kinds written for the measure-once set, seeded with Faker data and served on loopback.

Three kinds no one developed the redactor against — a pharmacy's dispensing queue, a parcel's
tracking page and a sports club's member form — each with its chrome in the dataset's language
(English, German, French, Chinese, Japanese; other locales English), rendered in Chromium like
any web app and labelled by differential rendering like the real apps.
"""

from __future__ import annotations

import html
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, ClassVar

from screenroute.bench.privacy.adapters import SeededPerson, person, seeded_faker
from screenroute.bench.privacy.differential import Dataset, SeededValue

#: Chrome per language: English, German, French, Chinese, Japanese.
_WORDS: dict[str, tuple[str, ...]] = {
    "title_rx": ("Dispensing queue", "Abgabewarteschlange", "File de délivrance", "发药队列", "調剤待ち一覧"),
    "patient": ("Patient", "Patient", "Patient", "患者", "患者"),
    "prescriber": ("Prescriber", "Verordnet von", "Prescripteur", "开方医生", "処方医"),
    "phone": ("Phone", "Telefon", "Téléphone", "电话", "電話番号"),
    "insurer": ("Insurer", "Krankenkasse", "Assureur", "保险公司", "保険者"),
    "insured_no": ("Insured no.", "Versichertennr.", "N° d'assuré", "参保编号", "被保険者番号"),
    "dispense": ("Dispense", "Abgeben", "Délivrer", "发药", "調剤する"),
    "print_label": ("Print label", "Etikett drucken", "Imprimer l'étiquette", "打印标签", "ラベル印刷"),
    "title_parcel": ("Track your parcel", "Sendungsverfolgung", "Suivre votre colis", "包裹追踪", "荷物の追跡"),
    "sender": ("Sender", "Absender", "Expéditeur", "寄件人", "差出人"),
    "recipient": ("Recipient", "Empfänger", "Destinataire", "收件人", "お届け先"),
    "tracking": ("Tracking number", "Sendungsnummer", "Numéro de suivi", "运单号", "追跡番号"),
    "address": ("Address", "Adresse", "Adresse", "地址", "住所"),
    "email": ("E-mail", "E-Mail", "E-mail", "电子邮件", "メールアドレス"),
    "in_transit": ("In transit", "Unterwegs", "En cours d'acheminement", "运输中", "輸送中"),
    "change_delivery": ("Change delivery", "Zustellung ändern", "Modifier la livraison", "更改配送", "配達変更"),
    "title_member": ("Member details", "Mitgliedsdaten", "Fiche adhérent", "会员资料", "会員情報"),
    "full_name": ("Full name", "Vollständiger Name", "Nom complet", "姓名", "氏名"),
    "username": ("Username", "Benutzername", "Identifiant", "用户名", "ユーザー名"),
    "member_no": ("Member number", "Mitgliedsnummer", "Numéro d'adhérent", "会员编号", "会員番号"),
    "employer": ("Employer", "Arbeitgeber", "Employeur", "工作单位", "勤務先"),
    "save": ("Save", "Speichern", "Enregistrer", "保存", "保存"),
    "cancel": ("Cancel", "Abbrechen", "Annuler", "取消", "キャンセル"),
}
_LANGS = ("en", "de", "fr", "zh", "ja")


def _t(locale: str, key: str) -> str:
    lang = locale.split("_")[0]
    return _WORDS[key][_LANGS.index(lang) if lang in _LANGS else 0]


class SyntheticKindsAdapter:
    """The three page kinds, served from memory, as a differential-rendering app."""

    name = "synthetic-kinds"
    #: Every language's buttons (a button is counted on whichever screen shows it).
    buttons: ClassVar[dict[str, tuple[str, ...]]] = {
        "all": tuple(w for k in ("dispense", "print_label", "change_delivery", "save", "cancel") for w in _WORDS[k])
    }
    settle_s = 0.5

    def screens(self) -> list[str]:
        return ["dispensing", "parcel", "member"]

    @contextmanager
    def serve(self, workdir: Path, dataset: Dataset) -> Iterator[str]:
        """The pages of ``dataset`` on a loopback port; yields its base URL."""
        pages, values = _pages(dataset)
        dataset.values[:] = values

        with serve_pages(pages) as base:
            yield base


_STYLE = (
    "<style>body{font-family:sans-serif;margin:24px;font-size:15px}table{border-collapse:collapse}"
    "td,th{border-bottom:1px solid #ccc;padding:6px 14px;text-align:left}dt{color:#555;margin-top:10px}"
    "button{margin:10px 8px 0 0;padding:6px 14px}label{display:inline-block;width:200px}"
    "input{width:320px;margin:5px 0;padding:4px}</style>"
)


@contextmanager
def serve_pages(pages: dict[str, str]) -> Iterator[str]:
    """``pages`` (path → HTML) served on a loopback port; yields the base URL."""

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            body = pages.get(self.path.strip("/"), "").encode()
            self.send_response(200 if body else 404)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args: Any) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


def _page(title: str, body: str) -> str:
    return f"<!doctype html><html><head><meta charset='utf-8'><title>{title}</title>{_STYLE}</head><body><h2>{title}</h2>{body}</body></html>"


def _pages(dataset: Dataset) -> tuple[dict[str, str], list[SeededValue]]:
    fake, rng = seeded_faker(dataset.locale, dataset.seed)
    loc, e = dataset.locale, html.escape
    values: list[SeededValue] = []
    people = [person(fake, rng) for _ in range(6)]
    doctors = [fake.name() for _ in range(6)]
    head = "".join(f"<th>{_t(loc, k)}</th>" for k in ("patient", "prescriber", "phone", "insurer", "insured_no"))
    rows = ""
    for p, doctor in zip(people, doctors, strict=True):
        rows += f"<tr><td>{e(p.name)}</td><td>{e(doctor)}</td><td>{e(p.phone)}</td><td>{e(p.company)}</td><td>{e(p.ident)}</td></tr>"
        values += [*p.values("name", "phone", "company", "ident"), SeededValue("PERSON", doctor)]
    buttons = f"<button>{_t(loc, 'dispense')}</button><button>{_t(loc, 'print_label')}</button>"
    dispensing = _page(_t(loc, "title_rx"), f"<table><tr>{head}</tr>{rows}</table>{buttons}")
    sender, recipient = people[0], people[1]
    tracking = f"{rng.choice('JKLMNQRXYZ')}{rng.randrange(10**11, 10**12)}"
    values += [SeededValue("ID", tracking), *recipient.values("address", "email"), *sender.values("address")]

    def party(key: str, p: SeededPerson) -> str:
        return (f"<dl><dt>{_t(loc, key)}</dt><dd>{e(p.name)}</dd><dt>{_t(loc, 'address')}</dt><dd>{e(p.address)}</dd>"
                f"<dt>{_t(loc, 'email')}</dt><dd>{e(p.email)}</dd></dl>")  # fmt: skip

    parcel = _page(
        _t(loc, "title_parcel"),
        f"<p>{_t(loc, 'tracking')}: <b>{tracking}</b> — {_t(loc, 'in_transit')}</p>"
        f"{party('sender', sender)}{party('recipient', recipient)}<button>{_t(loc, 'change_delivery')}</button>",
    )
    member = people[2]
    fields = (("full_name", member.name), ("username", member.username), ("email", member.email),
              ("phone", member.phone), ("member_no", member.ident), ("employer", member.company))  # fmt: skip
    form = "".join(f"<div><label>{_t(loc, k)}</label><input value='{e(v)}'></div>" for k, v in fields)
    values += member.values("username", "email", "phone", "ident", "company")
    buttons = f"<button>{_t(loc, 'save')}</button><button>{_t(loc, 'cancel')}</button>"
    return {
        "dispensing": dispensing,
        "parcel": parcel,
        "member": _page(_t(loc, "title_member"), form + buttons),
    }, values
