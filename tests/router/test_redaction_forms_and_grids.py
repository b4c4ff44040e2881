"""Forms, grids, cards and documents whose wording the lexicon partly lacks: what their geometry
tells (a wizard's stacked fields, a grid's groups and subtotals, a business card, a letterhead),
each with the real lexicon, layout and recognizers on lines as PP-OCR read them from the pages.
"""

from __future__ import annotations

import numpy as np
import pytest
from PIL import Image

from screenroute.edge.frame import Frame
from screenroute.edge.geometry import Box
from screenroute.edge.ocr.base import OcrLine
from screenroute.router.redaction import PresidioRedactor
from screenroute.router.redaction.layout import shape_type


@pytest.fixture(scope="module")
def redactor() -> PresidioRedactor:
    r = PresidioRedactor()
    r.warm_up()
    return r


def _at(text: str, x: int, y: int, w: int, h: int) -> OcrLine:
    return OcrLine(text, Box(x, y, x + w, y + h), 0.97)


def _texts(redactor: PresidioRedactor, lines: list[OcrLine]) -> dict[str, str]:
    frame = Frame.from_image(Image.fromarray(np.full((800, 1280, 3), 255, np.uint8)))
    out = redactor.redact(frame, lines, {}).lines
    return {line.text: sent.text for line, sent in zip(lines, out, strict=True)}


def _gone(texts: dict[str, str], *read: str) -> bool:
    return all(texts[t].startswith("<") for t in read)


def _kept(texts: dict[str, str], *read: str) -> bool:
    return all(texts[t] == t for t in read)


# -- cards --------------------------------------------------------------------------------------


def test_a_rental_cards_town_wrapped_under_its_postcode_a_date_glued_to_a_sum_and_a_heading_in_capitals(
    redactor: PresidioRedactor,
) -> None:
    lines = [
        _at("Valentine-Hein-Weg749,03673", 42, 165, w=337, h=23),
        _at("Diana-Holt-Ring 7-4, 18183", 452, 165, w=289, h=23),
        _at("Wolgast", 41, 188, w=94, h=29),
        _at("Gransee", 452, 192, w=91, h=21),
        _at("Heinz-Joachim Segebahn B.Eng.", 40, 231, w=321, h=28),
        _at("Hellmuth Schmiedt", 451, 233, w=194, h=23),
        _at("0091193883", 42, 275, w=117, h=20),
        _at("+49(0)6263877360", 452, 275, w=169, h=20),
        _at("lilianloeffler@example.net", 449, 300, w=229, h=24),
        _at("MIETE/MONAT", 41, 305, w=108, h=20),
        _at("643,67", 40, 325, w=92, h=26),
        _at("MIETE/MONATEINZUG", 451, 332, w=181, h=20),
        _at("1.166,5925.02.2022", 451, 356, w=231, h=20),
    ]
    texts = _texts(redactor, lines)
    assert _gone(texts, "Wolgast", "Gransee") and texts["Wolgast"].startswith("<ADDRESS_"), texts
    assert texts["1.166,5925.02.2022"].endswith(">25.02.2022"), texts  # the sum, not the date
    assert _kept(texts, "MIETE/MONAT", "MIETE/MONATEINZUG"), texts


def test_a_business_cards_role_binds_no_contact_line_and_its_firm_in_capitals_is_found(
    redactor: PresidioRedactor,
) -> None:
    lines = [
        _at("ACKERMANN WEBER GMBH", 68, 103, w=241, h=17),
        _at("HALL AND SONS", 674, 103, w=126, h=17),
        # A small letter misread among capitals, a capital misread small in a name's later word.
        _at("CRUZ Y MiRO S.L.L.", 68, 300, w=174, h=20),
        _at("Construccion velez y asociados S.L.", 400, 300, w=233, h=20),
        _at("Office manager chez Carre Fontaine SARL", 400, 500, w=300, h=20),
        _at("Antoine Regnier", 859, 136, w=157, h=23),
        _at("Charge d'affaires", 860, 162, w=116, h=20),
        _at("Flxe +33 (0)2 51 31 88 42", 859, 190, w=159, h=16),
        _at("Port. 0183325195", 859, 210, w=111, h=17),
        # The card's e-mail label, one letter, read into the address.
        _at("Elucie57@example.net", 857, 228, w=166, h=21),
    ]
    texts = _texts(redactor, lines)
    assert texts["Elucie57@example.net"].startswith("E<EMAIL_"), texts
    assert _gone(texts, "ACKERMANN WEBER GMBH", "HALL AND SONS", "CRUZ Y MiRO S.L.L."), texts
    velez = texts["Construccion velez y asociados S.L."]
    assert velez.startswith("<ORG_") and " " not in velez, texts  # all of it, not the legal form alone
    assert texts["Office manager chez Carre Fontaine SARL"].startswith("Office manager chez <ORG_"), texts
    assert texts["Flxe +33 (0)2 51 31 88 42"].startswith("Flxe <"), texts  # the phone, not a name
    assert _kept(texts, "Charge d'affaires"), texts


def test_a_first_name_over_its_surname_beside_an_avatar_is_one_name(redactor: PresidioRedactor) -> None:
    # Recent payees in a narrow column, the avatar's initials left of the surname (and once read
    # into its line).
    lines = [
        _at("Sadik", 1006, 203, w=60, h=25),
        _at("SS", 969, 231, w=25, h=20),
        _at("Seiler", 1004, 230, w=60, h=27),
        _at("CHF 147.62", 1105, 230, w=111, h=23),
        _at("Moreno", 1006, 299, w=82, h=26),
        _at("Bernasc", 1006, 328, w=86, h=25),
        _at("MB", 965, 341, w=32, h=19),
        _at("CHF 881.60", 1102, 338, w=114, h=26),
        _at("oni", 1007, 357, w=37, h=23),
        _at("Eric", 930, 464, w=35, h=22),
        _at("EW Williams", 896, 485, w=102, h=24),
        _at("USD 338.44", 1027, 485, w=92, h=20),
    ]
    texts = _texts(redactor, lines)
    assert _gone(texts, "Sadik", "Seiler", "Moreno", "Bernasc", "oni", "Eric", "EW Williams"), texts
    assert _kept(texts, "SS", "MB"), texts


def test_a_line_beside_an_avatar_with_its_initials_is_a_name(redactor: PresidioRedactor) -> None:
    # A bank's list of payments (the payee's avatar left of the payee, a note under it) and two
    # business cards (the badge in the card's corner, the firm in capitals).
    lines = [
        _at("Smith-Parker", 373, 227, w=94, h=17),
        _at("S", 346, 240, w=8, h=9),
        _at("Zelle sent", 372, 244, w=67, h=20),
        _at("-$246.65", 1159, 235, w=75, h=20),
        _at("Michael Bartlett", 373, 137, w=116, h=17),
        _at("MB", 335, 144, w=30, h=19),
        _at("Zelle received", 371, 152, w=94, h=22),
        _at("PROMOCIONES GUILLENS.A.", 68, 443, w=253, h=20),
        _at("PG", 559, 457, w=29, h=19),
        _at("Gestor de cuentas", 68, 511, w=159, h=23),
        _at("LUiS Y BLAZQUEZ S.COOP.", 674, 441, w=228, h=23),
        _at("LB", 1172, 458, w=21, h=17),
        # A badge beside words of the page, and one initial beside a one-word line.
        _at("OD", 40, 700, w=30, h=20),
        _at("Order Details", 80, 700, w=120, h=20),
        _at("S", 40, 760, w=12, h=20),
        _at("Settings", 60, 760, w=80, h=20),
        _at("NGUYEN", 445, 373, w=64, h=20),
        _at("N", 794, 372, w=17, h=18),
    ]
    texts = _texts(redactor, lines)
    assert _gone(texts, "Smith-Parker", "PROMOCIONES GUILLENS.A.", "LUiS Y BLAZQUEZ S.COOP.", "NGUYEN"), texts
    assert _kept(texts, "Zelle sent", "Zelle received", "Gestor de cuentas", "Order Details", "Settings", "MB"), texts


# -- documents ----------------------------------------------------------------------------------


def test_a_letterhead_set_flush_right_and_a_senders_line_name_their_firm(redactor: PresidioRedactor) -> None:
    lines = [
        _at("Day-Wilson", 891, 79, w=95, h=22),
        _at("Flat 92", 945, 97, w=42, h=21),
        _at("Emily Stream", 909, 113, w=79, h=23),
        _at("South Charlie", 910, 132, w=77, h=17),
        _at("CB0 1LD", 935, 147, w=52, h=17),
        _at("jwilson@example.net", 871, 180, w=116, h=17),
        _at("Labbe · 388, avenue de Becker. 62499 Roux", 281, 415, w=229, h=17),
    ]
    texts = _texts(redactor, lines)
    assert texts["Day-Wilson"].startswith("<ORG_"), texts
    assert texts["Labbe · 388, avenue de Becker. 62499 Roux"].startswith("<ORG_"), texts


def test_a_mails_sender_before_their_address_after_the_headers_word(redactor: PresidioRedactor) -> None:
    lines = [
        _at("Absender Mangold speeribrahim@example.org", 232, 49, w=326, h=20),
        _at("Empfanger Dorothe Roht dehmelotfried@example.net", 232, 70, w=374, h=20),
        _at("Mangold", 371, 189, w=95, h=27),
    ]
    texts = _texts(redactor, lines)
    assert texts["Absender Mangold speeribrahim@example.org"].startswith("Absender <ORG_"), texts
    assert _gone(texts, "Mangold"), texts  # the shop's logo, found again


def test_a_bills_periods_measures_and_rates_are_no_ones(redactor: PresidioRedactor) -> None:
    lines = [
        _at("Abrechnungszeitraum", 600, 180, w=150, h=20),
        _at("10/31/2026 - 11/30/2026", 880, 207, w=166, h=17),
        _at("Designation", 285, 423, w=102, h=23),
        _at("Quantite", 583, 421, w=76, h=26),
        _at("Tarif", 767, 423, w=46, h=21),
        _at("Total", 933, 422, w=49, h=24),
        _at("Consommation", 286, 450, w=112, h=20),
        _at("247 kWh", 588, 450, w=70, h=20),
        _at("0,37 EUR", 735, 450, w=76, h=20),
        _at("91,39 EUR", 897, 450, w=85, h=20),
        _at("Abonnement", 285, 475, w=97, h=23),
        _at("92 jours", 594, 476, w=65, h=21),
        _at("0,38 EUR", 736, 476, w=76, h=20),
        _at("34,96 EUR", 897, 476, w=84, h=20),
        _at("Acheminement", 285, 501, w=114, h=23),
        _at("247 kWh", 589, 502, w=70, h=20),
        _at("0,12 EUR", 736, 502, w=76, h=20),
        _at("29,64 EUR", 897, 502, w=84, h=20),
        _at("Montant HT", 680, 530, w=93, h=20),
        _at("155,99 EUR", 894, 530, w=93, h=20),
        _at("Montant TVA 20 %", 680, 551, w=139, h=20),
        _at("31,20 EUR", 903, 551, w=84, h=20),
        _at("Montant TTC", 679, 571, w=102, h=22),
        _at("187,19 EUR", 894, 572, w=92, h=20),
        _at("Mensualites versees", 680, 593, w=150, h=20),
        _at("-208,82 EUR", 889, 592, w=97, h=20),
        _at("A rembourser", 679, 616, w=128, h=25),
        _at("21,63 EUR", 887, 619, w=99, h=20),
    ]
    texts = _texts(redactor, lines)
    assert _kept(texts, "247 kWh", "92 jours", "10/31/2026 - 11/30/2026"), texts
    assert _kept(texts, "Montant HT", "Montant TVA 20 %", "Montant TTC", "Mensualites versees", "A rembourser"), texts
    assert _gone(texts, "91,39 EUR", "155,99 EUR", "31,20 EUR", "21,63 EUR"), texts


def test_a_period_and_a_measure_have_no_telling_shape() -> None:
    assert shape_type("10/31/2026 - 11/30/2026") == "DATE"
    assert shape_type("2026年10月1日－2026年11月30日") == "DATE"
    assert all(shape_type(t) == "NOT_PERSONAL" for t in ("826 kWh", "92 Tage", "4 rows", "3 Einträge", "2行"))


# -- forms --------------------------------------------------------------------------------------


def test_a_wizards_summary_binds_each_value_to_the_label_over_it_not_the_next_label(
    redactor: PresidioRedactor,
) -> None:
    lines = [
        _at("KREDITANTRAG", 180, 14, w=109, h=22),
        _at("Zusammenfassung Ihres Antrags", 179, 39, w=369, h=27),
        _at("Personliches", 202, 86, w=77, h=17),
        _at("Kontakt", 383, 85, w=49, h=18),
        _at("Einkommen", 562, 84, w=74, h=20),
        _at("Zahlung", 740, 82, w=56, h=24),
        _at("Prufen", 922, 85, w=49, h=18),
        _at("Sie konnen jeden Schritt noch einmal offnen und korrigieren.", 181, 125, w=332, h=17),
        _at("Ihre Daten", 199, 157, w=88, h=20),
        _at("Korrigieren", 537, 157, w=73, h=20),
        _at("Beruf&Einkommen", 657, 157, w=157, h=20),
        _at("Bearbeiten", 993, 157, w=73, h=20),
        _at("Antragsteller/in", 199, 186, w=88, h=17),
        _at("Berufsstatus", 656, 186, w=73, h=17),
        _at("Adrian Zimmermann", 198, 202, w=138, h=20),
        _at("Selbststandig", 656, 202, w=92, h=20),
        _at("Geboren", 199, 228, w=53, h=18),
        _at("Arbeitgeber", 657, 229, w=67, h=17),
        _at("09.10.1995", 199, 246, w=78, h=17),
        _at("WengerBucher&Partner", 655, 244, w=168, h=22),
        _at("Nationalitat", 198, 270, w=70, h=20),
        _at("Beruf", 656, 271, w=36, h=18),
        _at("schweizerisch", 198, 288, w=95, h=20),
        _at("Lagerleiter/in", 656, 288, w=90, h=20),
        _at("Ausweis-/Pass-Nr.", 197, 312, w=100, h=22),
        _at("Monatl. Nettoeinkommen", 655, 313, w=141, h=19),
        _at("756.8153.7624.02", 199, 331, w=122, h=17),
        _at("CHF 1'992.19", 656, 331, w=92, h=20),
    ]
    texts = _texts(redactor, lines)
    # The steps, the page's title and its section headings are no one's.
    assert _kept(
        texts, "Zusammenfassung Ihres Antrags", "Personliches", "Einkommen", "Ihre Daten", "Beruf&Einkommen"
    ), texts
    # Labels the lexicon lacks under a row of values: labels, not that column's values.
    assert _kept(texts, "Nationalitat", "Beruf", "Ausweis-/Pass-Nr.", "Monatl. Nettoeinkommen", "Lagerleiter/in"), texts
    assert _gone(
        texts, "Adrian Zimmermann", "09.10.1995", "WengerBucher&Partner", "756.8153.7624.02", "CHF 1'992.19"
    ), texts


def test_a_japanese_wizards_fields_under_labels_the_lexicon_lacks(redactor: PresidioRedactor) -> None:
    lines = [
        _at("生年月日", 93, 295, w=68, h=24),
        _at("勤務先", 665, 297, w=53, h=22),
        _at("1951年6月7日", 93, 321, w=122, h=23),
        _at("有限会社石川保险", 666, 321, w=153, h=23),
        _at("国籍", 93, 354, w=37, h=23),
        _at("職業", 664, 354, w=38, h=23),
        _at("日本国籍", 94, 376, w=81, h=27),
        _at("看護師", 665, 377, w=62, h=25),
        _at("本人確書類番号", 92, 409, w=132, h=25),
        _at("月收 (手取b)", 664, 411, w=105, h=23),
        _at("TZ4601593", 94, 435, w=99, h=23),
        _at("¥1,288,897", 664, 435, w=100, h=24),
    ]
    texts = _texts(redactor, lines)
    assert _kept(texts, "国籍", "職業", "本人確書類番号", "月收 (手取b)", "日本国籍", "看護師"), texts
    assert _gone(texts, "1951年6月7日", "有限会社石川保险", "TZ4601593", "¥1,288,897"), texts


# -- grids --------------------------------------------------------------------------------------


def test_a_grid_goes_on_past_a_groups_subtotal_and_the_next_groups_heading(redactor: PresidioRedactor) -> None:
    lines = [
        _at("Ansicht:", 1086, 101, w=65, h=21),
        _at("Standard", 1158, 101, w=92, h=21),
        _at("RE-Nr. ↑", 44, 135, w=73, h=21),
        _at("Kunde/Firma", 148, 134, w=127, h=23),
        _at("Kontakt", 312, 135, w=89, h=21),
        _at("Tel. priv. ↑", 421, 134, w=94, h=24),
        _at("Belegdatum↑", 596, 133, w=125, h=26),
        _at("Zahlungseingang in EUR↑", 728, 135, w=236, h=23),
        _at("Restbetrag inEUR", 961, 136, w=179, h=20),
        _at("Mahnstufe", 1145, 136, w=109, h=20),
        _at("Uberfallig > 30 Tage (2)", 23, 193, w=213, h=27),
        _at("口", 24, 228, w=13, h=12),
        _at("R-2661873", 30, 226, w=99, h=20),
        _at("Drub Holzapfel", 149, 225, w=114, h=23),
        _at("Kenan Riehl", 312, 226, w=93, h=21),
        _at("+49(0)7893 747621", 422, 226, w=154, h=20),
        _at("2026-10-15", 596, 226, w=91, h=20),
        _at("7.513,01", 1064, 226, w=72, h=20),
        _at("1.Mahnung", 1148, 226, w=88, h=23),
        _at("Stiftung &Co.KGaA", 148, 246, w=153, h=25),
        _at("R-2654778", 34, 277, w=96, h=20),
        _at("Walter", 148, 277, w=55, h=21),
        _at("Gerlind", 311, 277, w=60, h=21),
        _at("01376724459", 422, 277, w=107, h=20),
        _at("2026-09-05", 596, 277, w=91, h=21),
        _at("16.419,52", 1055, 276, w=81, h=20),
        _at("Offen", 1149, 276, w=48, h=24),
        _at("Blumel", 311, 300, w=57, h=21),
        _at("Summe", 43, 327, w=63, h=25),
        _at("23.932,53", 1056, 329, w=80, h=21),
        _at("Gruppe", 42, 349, w=64, h=27),
        _at("Uberfallig 1-30 Tage (4)", 22, 379, w=215, h=26),
        _at("R-2658562", 18, 410, w=112, h=23),
        _at("Lehmann KGaA", 149, 410, w=120, h=23),
        _at("Olga Heβ", 310, 411, w=77, h=24),
        _at("06153598719", 421, 412, w=109, h=20),
        _at("2026-10-21", 596, 412, w=90, h=20),
        _at("5.668,83", 881, 412, w=72, h=21),
        _at("16.652,04", 1055, 412, w=81, h=21),
        _at("2.Mahnung", 1149, 412, w=87, h=23),
        _at("R-2627567", 41, 442, w=88, h=20),
        _at("Zirme", 147, 441, w=52, h=23),
        _at("Dragica", 310, 441, w=65, h=24),
        _at("+49 (0) 9887 488704", 421, 441, w=168, h=23),
        _at("42026-11-15", 578, 442, w=109, h=20),
        _at("13.693,68", 873, 442, w=80, h=21),
        _at("8.797,95", 1064, 442, w=72, h=21),
        _at("2.Mahnung", 1149, 442, w=87, h=23),
        _at("Mochlichen", 310, 462, w=92, h=25),
        _at("口", 22, 496, w=13, h=13),
        _at("R-2689799", 42, 494, w=88, h=21),
        _at("Schwital", 149, 494, w=67, h=21),
        _at("Mato Kraus", 311, 494, w=90, h=21),
        _at("+49(0)7242865847", 422, 495, w=150, h=20),
        _at("2026-11-11", 596, 494, w=90, h=21),
        _at("12.868,93", 1056, 494, w=81, h=21),
        _at("2.Mahnung", 1148, 493, w=88, h=24),
        _at("R-2672230", 42, 523, w=88, h=20),
        _at("Hornich Gierschner", 147, 520, w=149, h=25),
        _at("Klaus-D.", 311, 523, w=65, h=21),
        _at("+49(0) 590076373", 423, 523, w=144, h=20),
    ]
    texts = _texts(redactor, lines)
    # The second group's firms and contacts, bound by their headers as the first group's are.
    assert _gone(texts, "Drub Holzapfel", "Walter", "Lehmann KGaA", "Zirme", "Schwital", "Hornich Gierschner"), texts
    assert _gone(texts, "Kenan Riehl", "Dragica", "Mato Kraus", "23.932,53"), texts
    assert _kept(texts, "Uberfallig > 30 Tage (2)", "Uberfallig 1-30 Tage (4)", "Summe", "Gruppe"), texts
