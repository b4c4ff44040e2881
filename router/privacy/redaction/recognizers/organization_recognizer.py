"""Companies by their legal form: the suffix or prefix that the law of each locale gives a company."""

from __future__ import annotations

from typing import ClassVar

import regex as re
from presidio_analyzer import Pattern

from screenroute.router.privacy.redaction.recognizers.base import DeclaredPatternRecognizer

# A capitalised word of a company name ("Müller-Lüdenscheidt", "O'Neil", "GGAT", "Iberia").
_CAP = r"\p{Lu}[\p{L}\d'’&\-]*\.?"
# What joins the words of a name: a space, a comma, a connector or a particle ("Hoz y asociados",
# "Iberia del Norte", "Weber Kaiser", "Smith, Evans").
_JOIN = r"(?:,?\s(?:(?:and|und|auch|y|e|et|&|de|del|la|las|los|el|van|von|der|du|des|le|asociados)\s)*)"
# A later word may start with a small letter the OCR read for a capital of the same shape
# ("Construccion velez y asociados S.L."): c, o, s, v, w, x and z differ only in size.
# (Not a small word of the sentence around it: "Office manager chez Carre Fontaine SARL".)
_SMALL_WORDS = "⟨words_before_a_name⟩"
_CAP_MISREAD = rf"(?!(?:{_SMALL_WORDS})(?![\p{{L}}]))[cosvwxz]\p{{Ll}}[\p{{L}}\d'’&\-]*\.?"
_WORDS = rf"{_CAP}(?:{_JOIN}(?:{_CAP}|asociados|{_CAP_MISREAD})){{0,5}}"
# Legal forms written after the name, longest first where one starts another. de/at/ch: GmbH & Co. KG, AG, KGaA, OHG,
# UG, GbR, e.G., e.V., "& Cie.", "& Söhne" (also read without its umlaut); en: Inc, LLC, LLP, Ltd, Limited, PLC, Corp,
# "Group", "and Sons"; fr: SA, S.A., SARL, S.A.R.L., SAS, "et Fils"; es: S.A., S.L., S.L.U., S.Coop., S.Com., S.A.T.;
# it/nl/nordics: S.p.A., S.r.l., B.V., N.V., AB, Oy, A/S.
_LEGAL_AFTER = (
    r"(?:(?:GmbH|AG|Stiftung)(?:\s?&\s?Co\.?\s?(?:KGaA|KG|OHG))?|KGaA|KG|OHG(?:\s?mbH)?|mbH|GbR|UG|"
    r"e\.\s?[GV]\.|&\s?(?:Co(?!\.?\s?(?:KGaA|KG|OHG))\.?|Partner|Cie\.?|S[öo]hne|Sons|Associates)|and\sSons|et\sFils|"
    r"Inc\.?|LLC|LLP|Ltd\.?|Limited|PLC|plc|Corp\.?|Corporation|Group|Holding|"
    r"S\.?\s?A\.?\s?R\.?\s?L\.?|S\.?\s?A\.?\s?S\.?|S\.\s?A\.\s?[DTU]\.?|S\.A\.|SA[DTU]?|S\.\s?C\.\s?P\.?|"
    r"S\.\s?Com\.|S\.\s?Coop\.|S\.\s?L\.\s?(?:L\.?|U\.?|N\.?\s?E\.?)?|SLU?|SAS|SARL|SàRL|Sàrl|Sagl|"
    r"S\.p\.A\.|SpA|S\.r\.l\.|Srl|B\.V\.|BV|N\.V\.|NV|AB|Oy|A/S|ApS|Pty\.?\s?Ltd\.?)"
)
# Words after which a party is named in a task's or a mail's title ("payment from", "quote for",
# "Invoice"): a partnership cut at the line's end after one is a company's first names.
_PARTY_BEFORE = r"(?i:from|for|with|to|invoice|von|f[üu]r|mit|an|rechnung|de|pour|avec|à|facture|para|con|a|factura)"
# Company kinds written before the name in Spanish ("Grupo Hoz", "Hermanos García").
_KIND_BEFORE = r"(?:Grupo|Familia|Hermanos|Hnos\.?|Corporación|Compañía|Industrias|Inversiones|Talleres)"
# CJK legal forms: Chinese "…有限公司" (Ltd.), "…股份有限公司" (Co. Ltd.), Japanese 株式会社 / 有限会社 / 合同会社 before or after the name. A
# bare "公司" is left out: "所在公司", "分公司" are words of the page, not a company.
_CJK_FORM_AFTER = r"(?:股份有限公司|有限责任公司|有限責任公司|有限公司|株式会社|有限会社|合同会社|集团公司|集團公司)"
_JA_FORM = r"(?:株式会社|有限会社|合同会社|\(株\)|（株）)"
_CJK_NAME = r"[\p{Han}\p{Katakana}ー々A-Za-z]"
# A bracketed part inside a Chinese or Japanese company name: a region or a brand in Latin letters
# ("衣優庫（Nuiqlo）有限公司", "微软（中国）有限公司").
_CJK_BRACKETED = r"(?:[（(][\p{Han}\p{Katakana}ー々A-Za-z ]{1,16}[）)])"


class OrganizationRecognizer(DeclaredPatternRecognizer):
    """Company names that carry a legal form: capitalised words and a form after ("Roskoth GmbH & Co. OHG", "Acme,
    Inc."), a kind before ("Grupo Hoz"), a partnership ("Scott, Howard and Vaughn"), a CJK name and 有限公司 / 株式会社.
    Without a form ("Klemt") a company looks like a surname: its label or column tells. A match made only of the
    page's own words ("Customer Group") is dropped."""

    ENTITY = "ORGANIZATION"
    PATTERNS: ClassVar[list[Pattern]] = [
        # (An ampersand's form may be glued to the name: "JOST&PARTNER".)
        Pattern("org_legal_form_after", rf"(?<![\p{{L}}\d]){_WORDS}(?:,?\s|(?=&)){_LEGAL_AFTER}(?![\p{{L}}\d\-])", 0.6),
        Pattern("org_kind_before", rf"(?<![\p{{L}}\d]){_KIND_BEFORE}\s{_WORDS}(?![\p{{L}}\d])", 0.5),
        Pattern(
            "org_partnership",
            rf"(?<![\p{{L}}\d]){_CAP}(?:-{_CAP})?,\s{_CAP}(?:-{_CAP})?,?\s(?:and|und|y|et|&)\s{_CAP}(?![\p{{L}}\d])",
            0.55,
        ),
        # A partnership cut by the line's end after a word that announces a party ("Chase payment
        # from Connolly," / "Henderson and Leonard", "Renewal quote for Ali, wilson and" /
        # "Fraser"): its first names; the redactor takes the rest on the next line.
        Pattern(
            "org_partnership_cut",
            rf"(?<=\b{_PARTY_BEFORE}\s)\p{{Lu}}\p{{Ll}}+(?:-\p{{Lu}}\p{{Ll}}+)?(?:,\s?\p{{L}}+)*(?:,|\s(?:and|und|&|y|et))(?=\s*$)",
            0.5,
        ),
        Pattern(
            "org_cjk_form_after", rf"{_CJK_NAME}{{2,16}}?{_CJK_BRACKETED}?{_CJK_NAME}{{0,8}}?{_CJK_FORM_AFTER}", 0.6
        ),
        # A party a task chases for payment, with or without a legal form ("催信永藥品付款").
        Pattern(
            "org_cjk_chased_for_payment",
            r"(?<=催(?:促)?)[\p{Han}\p{Katakana}ーA-Za-z（）()]{2,16}?(?=付款|付錢|付钱|回款|繳款|缴款|還款|还款)",
            0.5,
        ),
        Pattern("org_ja_form_before", rf"{_JA_FORM}\s?{_CJK_NAME}{{1,12}}", 0.6),
        # A cell (≤ 6 words) that ends with a legal form, or starts with one written before the name: its other words
        # name a company whatever their shape ("nordbygg AB", "e Hijos" under a name the line before, "Sp. z o.o.").
        Pattern(
            "org_cell_legal_form", r"^\s*(?:\S+\s+){0,5}?\S*?(?<![\p{Latin}\d])(?:⟨legal_forms_after⟩)[\s.,;)]*$", 0.6
        ),
        Pattern("org_cell_form_before", r"^\s*(?:⟨legal_forms_before⟩)\s?\S+(?:\s+\S+){0,4}\s*$", 0.6),
    ]
    CONTEXT: ClassVar[list[str]] = ["company", "firma", "société", "empresa", "公司", "会社"]
    REGEX_FLAGS = re.MULTILINE  # case matters: a name is capitalised, a legal form has its own case
