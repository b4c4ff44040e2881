"""Page kinds written for the measure-once-dec07 split, after the redactor was frozen for it.

Three kinds no one developed the redactor against — a payroll slip, a car rental desk's bookings
and a utility bill — each with its chrome in the dataset's language (English, German, French,
Spanish, Chinese, Japanese; other locales English), seeded with Faker data (the amounts, IBANs and
tax numbers as the locale writes them), served on loopback and rendered in Chromium like any web
app, labelled by differential rendering like the real apps.
"""

from __future__ import annotations

import html
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import ClassVar

from screenroute.bench.privacy.adapters import person, seeded_faker
from screenroute.bench.privacy.adapters.synthetic import serve_pages
from screenroute.bench.privacy.differential import Dataset, SeededValue
from screenroute.bench.privacy.locales import LOCALES

#: Chrome per language: English, German, French, Spanish, Chinese, Japanese.
_WORDS: dict[str, tuple[str, ...]] = {
    "title_pay": ("Payslip", "Gehaltsabrechnung", "Bulletin de paie", "Nómina", "工资单", "給与明細"),
    "employer": ("Employer", "Arbeitgeber", "Employeur", "Empresa", "用人单位", "事業所"),
    "employee": ("Employee", "Mitarbeiter", "Salarié", "Trabajador", "员工", "従業員"),
    "staff_no": ("Staff no.", "Personalnr.", "Matricule", "N.º de empleado", "工号", "社員番号"),
    "tax_id": ("Tax ID", "Steuer-ID", "N° fiscal", "NIF", "税号", "税番号"),
    "social_no": (
        "Social security no.",
        "Sozialvers.-Nr.",
        "N° de sécurité sociale",
        "N.º Seg. Social",
        "社保号",
        "基礎年金番号",
    ),
    "paid_to": (
        "Paid to account",
        "Überweisung auf",
        "Versé sur le compte",
        "Abonado en cuenta",
        "发放账户",
        "振込口座",
    ),
    "item": ("Item", "Position", "Rubrique", "Concepto", "项目", "項目"),
    "amount": ("Amount", "Betrag", "Montant", "Importe", "金额", "金額"),
    "gross": ("Gross pay", "Bruttolohn", "Salaire brut", "Salario bruto", "应发工资", "総支給額"),
    "income_tax": ("Income tax", "Lohnsteuer", "Impôt sur le revenu", "IRPF", "个人所得税", "所得税"),
    "contributions": (
        "Social contributions",
        "Sozialabgaben",
        "Cotisations sociales",
        "Cotizaciones",
        "社会保险",
        "社会保険料",
    ),
    "net": ("Net pay", "Nettolohn", "Net à payer", "Líquido a percibir", "实发工资", "差引支給額"),
    "download_pdf": (
        "Download PDF",
        "PDF herunterladen",
        "Télécharger le PDF",
        "Descargar PDF",
        "下载PDF",
        "PDFをダウンロード",
    ),
    "title_rental": (
        "Rental desk",
        "Mietstation",
        "Agence de location",
        "Oficina de alquiler",
        "租车柜台",
        "レンタカー受付",
    ),
    "renter": ("Renter", "Mieter", "Locataire", "Arrendatario", "租车人", "借受人"),
    "phone": ("Phone", "Telefon", "Téléphone", "Teléfono", "电话", "電話番号"),
    "email": ("E-mail", "E-Mail", "E-mail", "Correo electrónico", "电子邮件", "メールアドレス"),
    "licence": ("Licence no.", "Führerschein-Nr.", "N° de permis", "N.º de permiso", "驾照号", "免許証番号"),
    "total": ("Total", "Gesamt", "Total", "Total", "合计", "合計"),
    "new_booking": ("New booking", "Neue Buchung", "Nouvelle réservation", "Nueva reserva", "新建预订", "新規予約"),
    "check_in": (
        "Check in vehicle",
        "Fahrzeug zurücknehmen",
        "Restituer le véhicule",
        "Devolver vehículo",
        "还车登记",
        "車両返却",
    ),
    "title_bill": (
        "Your electricity bill",
        "Ihre Stromrechnung",
        "Votre facture d'électricité",
        "Su factura de electricidad",
        "您的电费账单",
        "電気料金のお知らせ",
    ),
    "holder": (
        "Account holder",
        "Vertragspartner",
        "Titulaire du contrat",
        "Titular del contrato",
        "户主",
        "契約者",
    ),
    "customer_no": ("Customer number", "Kundennummer", "N° client", "N.º de cliente", "客户编号", "お客様番号"),
    "supply_address": (
        "Supply address",
        "Lieferanschrift",
        "Adresse de fourniture",
        "Dirección de suministro",
        "用电地址",
        "供給場所",
    ),
    "login": ("Login", "Anmeldename", "Identifiant", "Usuario", "登录名", "ログインID"),
    "meter": ("Meter", "Zähler", "Compteur", "Contador", "电表", "メーター"),
    "direct_debit": (
        "Direct debit from",
        "Lastschrift von",
        "Prélèvement sur",
        "Domiciliado en",
        "自动扣款账户",
        "口座振替",
    ),
    "amount_due": ("Amount due", "Fälliger Betrag", "Montant dû", "Importe a pagar", "应缴金额", "ご請求金額"),
    "pay_now": ("Pay now", "Jetzt bezahlen", "Payer maintenant", "Pagar ahora", "立即缴费", "今すぐ支払う"),
    "report_reading": (
        "Report meter reading",
        "Zählerstand melden",
        "Transmettre mon relevé",
        "Comunicar lectura",
        "上报读数",
        "検針値を送信",
    ),
}
_LANGS = ("en", "de", "fr", "es", "zh", "ja")


def _t(locale: str, key: str) -> str:
    lang = locale.split("_")[0]
    return _WORDS[key][_LANGS.index(lang) if lang in _LANGS else 0]


class SyntheticKindsDec07Adapter:
    """The three page kinds, served from memory, as a differential-rendering app."""

    name = "synthetic-kinds-dec07"
    #: Every language's buttons (a button is counted on whichever screen shows it).
    buttons: ClassVar[dict[str, tuple[str, ...]]] = {
        "all": tuple(
            w for k in ("download_pdf", "new_booking", "check_in", "pay_now", "report_reading") for w in _WORDS[k]
        )
    }
    settle_s = 0.5

    def screens(self) -> list[str]:
        return ["payslip", "rental", "bill"]

    @contextmanager
    def serve(self, workdir: Path, dataset: Dataset) -> Iterator[str]:
        """The pages of ``dataset`` on a loopback port; yields its base URL."""
        pages, values = _pages(dataset)
        dataset.values[:] = values

        with serve_pages(pages) as base:
            yield base


_STYLE = (
    "<style>body{font-family:sans-serif;margin:24px;font-size:15px}table{border-collapse:collapse}"
    "td,th{border-bottom:1px solid #ccc;padding:6px 14px;text-align:left}dt{color:#555;margin-top:8px}"
    "button{margin:10px 8px 0 0;padding:6px 14px}.grid{display:grid;grid-template-columns:220px 420px;gap:4px}"
    "</style>"
)


def _page(title: str, body: str) -> str:
    return f"<!doctype html><html><head><meta charset='utf-8'><title>{title}</title>{_STYLE}</head><body><h2>{title}</h2>{body}</body></html>"


def _grid(pairs: list[tuple[str, str]]) -> str:
    return "<div class='grid'>" + "".join(f"<div>{k}</div><div>{html.escape(v)}</div>" for k, v in pairs) + "</div>"


def _pages(dataset: Dataset) -> tuple[dict[str, str], list[SeededValue]]:
    fake, rng = seeded_faker(dataset.locale, dataset.seed)
    words = LOCALES[dataset.locale](dataset.seed) if dataset.locale in LOCALES else LOCALES["en_US"](dataset.seed)
    loc, e = dataset.locale, html.escape
    values: list[SeededValue] = []
    people = [person(fake, rng) for _ in range(7)]
    # A payroll slip: the employer, the employee, their numbers and the pay lines.
    boss, staff = people[0], people[1]
    tax_id, social, iban = words.tax_id(rng), words.social_no(rng), words.iban()
    amounts = [words.amount(rng) for _ in range(4)]
    values += [*boss.values("company", "address"), *staff.values("name", "ident")]
    values += [SeededValue("ID", tax_id), SeededValue("ID", social), SeededValue("IBAN_CODE", iban)]
    values += [SeededValue("AMOUNT", a) for a in amounts]
    head = _grid([(_t(loc, "employer"), f"{boss.company}, {boss.address}"), (_t(loc, "employee"), staff.name),
                  (_t(loc, "staff_no"), staff.ident), (_t(loc, "tax_id"), tax_id),
                  (_t(loc, "social_no"), social), (_t(loc, "paid_to"), iban)])  # fmt: skip
    lines = "".join(
        f"<tr><td>{_t(loc, k)}</td><td>{e(a)}</td></tr>"
        for k, a in zip(("gross", "income_tax", "contributions", "net"), amounts, strict=True)
    )
    table = f"<table><tr><th>{_t(loc, 'item')}</th><th>{_t(loc, 'amount')}</th></tr>{lines}</table>"
    payslip = _page(_t(loc, "title_pay"), f"{head}<br>{table}<button>{_t(loc, 'download_pdf')}</button>")
    # A car rental desk: today's bookings.
    cols = "".join(f"<th>{_t(loc, k)}</th>" for k in ("renter", "phone", "email", "licence", "total"))
    rows = ""
    for p in people[2:6]:
        total = words.amount(rng)
        rows += f"<tr><td>{e(p.name)}</td><td>{e(p.phone)}</td><td>{e(p.email)}</td><td>{e(p.ident)}</td><td>{e(total)}</td></tr>"
        values += [*p.values("name", "phone", "email", "ident"), SeededValue("AMOUNT", total)]
    buttons = f"<button>{_t(loc, 'new_booking')}</button><button>{_t(loc, 'check_in')}</button>"
    rental = _page(_t(loc, "title_rental"), f"<table><tr>{cols}</tr>{rows}</table>{buttons}")
    # A utility bill: the holder, the supply address, the meter and the amount due.
    holder = people[6]
    meter, due, debit = f"{rng.randrange(10**7, 10**8)}", words.amount(rng), words.iban()
    values += [*holder.values("name", "ident", "address", "email", "username")]
    values += [SeededValue("ID", meter), SeededValue("AMOUNT", due), SeededValue("IBAN_CODE", debit)]
    bill = _page(
        _t(loc, "title_bill"),
        _grid(
            [
                (_t(loc, "holder"), holder.name),
                (_t(loc, "customer_no"), holder.ident),
                (_t(loc, "supply_address"), holder.address),
                (_t(loc, "email"), holder.email),
                (_t(loc, "login"), holder.username),
                (_t(loc, "meter"), meter),
                (_t(loc, "direct_debit"), debit),
                (_t(loc, "amount_due"), due),
            ]
        )
        + f"<button>{_t(loc, 'pay_now')}</button><button>{_t(loc, 'report_reading')}</button>",
    )
    return {"payslip": payslip, "rental": rental, "bill": bill}, values
