"""Personal names in running text, found by the words that stand next to a name."""

from __future__ import annotations

from typing import ClassVar

import regex as re
from presidio_analyzer import Pattern

from screenroute.router.redaction.lexicon import QUOTING_VERBS
from screenroute.router.redaction.recognizers.base import DeclaredPatternRecognizer
from screenroute.router.redaction.recognizers.cn_name_recognizer import SURNAME_PATTERN

# A capitalised word of a name ("Jörg", "O'Neil", "Anne-Rose") and a particle that may sit inside one.
# An inner capital is a name's too ("McDonald", "SuBebier": ß read as B). A capital and an apostrophe
# before a lower-case word is an elision the OCR read in capitals ("I'acheteur" for l'acheteur), no name.
_CAP = r"\p{Lu}(?:\p{Ll}+(?:['’]\p{Ll}+)?|['’]\p{Lu}\p{Ll}+)(?:(?<=\p{Ll})\p{Lu}\p{Ll}+)?(?:-\p{Lu}?[\p{Ll}]+)?"
# Right after a title or honorific, a first name's capital I may be read as a lower-case l ("Dr lan Smart").
_CAP_AFTER_TITLE = rf"(?:{_CAP}|l[\p{{Ll}}]+)"
_PART = rf"(?:(?:de|del|de la|dela|van|von|der|den|da|di|le|la|du|dos|das|y)\s)?{_CAP}"
# Words after which a capitalised run is a person: prepositions of agency and address in the
# supported languages ("approved by", "call with", "für", "par", "por"), case-insensitive. Not
# "to", "from", "of": "Go to Order History", "Bank of America" are title-case phrases.
_BEFORE = r"(?i:by|for|with|dear|attn|cc|von|durch|f[üu]r|mit|bei|par|pour|avec|chez|de|por|para|con)"
# "to" and "of" only inside phrases of an activity log ("Spoke to Jane Doe", "at the request of"),
# also with the spaces the OCR dropped ("attherequestof Andrea": no word boundary before them).
_BEFORE_PHRASE = (
    r"(?i:(?:spoke|talked|sent|assigned|forwarded|escalated|handed|reported|wrote|replied)\s*to"
    r"|(?:contract|invoice|quote|offer|documents?|reminder|parcel|package|payment|refund|letter|proposal|"
    r"estimate|samples?|e-?mail|message)\s*to"
    r"|(?:contrat|facture|devis|offre|documents?|colis|paiement)\s*[àa]"
    r"|(?:contrato|factura|presupuesto|oferta|documentos?|paquete)\s*a"
    r"|(?:vertrag|rechnung|angebot|unterlagen|paket)\s*an"
    r"|(?:address|refund|invoice|order|quote|payment|reminder|contract|offer|ticket|booking|credit\s?note)\s*for"
    r"|(?:adresse|rückerstattung|erstattung|rechnung|bestellung|angebot|gutschrift|vertrag)\s*für"
    r"|(?:adresse|remboursement|facture|commande|devis|avoir|contrat)\s*pour"
    r"|(?:dirección|reembolso|factura|pedido|presupuesto|abono|contrato)\s*para"
    r"|(?:request|behalf)\s*of)"
)
_BILL = r"(?i:invoice|bill|rechnung|facture|factura)"
# Capitalised words that open a phrase, not a name: German's formal possessives and articles
# ("Vielen Dank für Ihren Auftrag"), and the same at a title's start elsewhere ("for Your Order").
_NOT_A_NAME = (
    r"(?!(?:Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres|Sie|Unser|Unsere|Unseren|Unserem|Den|Die|Der|Das|Dem|Des|Ein|Eine|"
    r"Einen|Einem|The|Your|Our|This|That|Votre|Vos|Notre|Nos|Su|Sus|Nuestro|Nuestra)\b)"
)
# Verbs of contact in task lists and messages ("Call back Hannah Fischer", "please call Thomas
# Becker", "Rappeler Jean Dupont", "Llamar a Juan Pérez"); German puts its verb last.
_CONTACT_VERB = (
    r"(?i:call(?:\s?back)?|ring|phone|contact|remind|thank|email|e-mail|message|notify|ping|"
    r"rappeler|appeler|contacter|relancer|llamar\s?a|contactar\s?(?:a|con)|avisar\s?a|recordar\s?a|"
    r"devolver\s?la\s?llamada\s?a|volver\s?a\s?llamar\s?a|richiamare)"
)
# German puts the verb of a task last ("Aurore Baur zurückrufen", "Jens Loos anmahnen"); the
# OCR often drops the umlaut. Also used by the redactor for a name whose verb wrapped to the next line.
VERB_LAST_CONTACT = (
    r"(?:zur[üu]ckrufen|anrufen|kontaktieren|anschreiben|erinnern|informieren|anmahnen|mahnen|"
    r"benachrichtigen|besuchen|einladen|abholen)"
)
# Capitalised German words that open such a task without being a name ("Bitte Jens Loos anrufen",
# "Neue Kunden kontaktieren").
_GERMAN_OPENERS = (
    r"(?:Bitte|Heute|Morgen|Noch|Nochmals|Erneut|Sofort|Neue[nr]?|Alle|Den|Die|Der|Das|Dem|Kunden?|Lieferanten?)"
)
# Greetings and the signed-in user, before a name and its comma ("Welcome back, Sarah Connor",
# "Willkommen zurück, Anna Schmidt", "Hola, Juan Pérez", "Signed in as John Smith").
_GREETING = (
    r"(?i:welcome(?:\s?back)?|hello|hi|hey|good\s?(?:morning|afternoon|evening)|willkommen(?:\s?zurück)?|hallo|"
    r"guten\s?(?:tag|morgen|abend)|bonjour|bonsoir|salut|bienvenue|hola|bienvenid[oa]|buen[oa]s\s?(?:días|tardes|noches)|"
    r"(?:signed|logged)\s?in\s?as|angemeldet\s?als|eingeloggt\s?als|connect[ée]e?\s?en\s?tant\s?que|"
    r"conectad[oa]\s?como|sesi[oó]n\s?iniciada\s?como)"
)
# Words of agency and company after which a name's first word may have lost its capital to the
# OCR ("at the request of willie Blanchard", "Call with william Hebert"); not an article, a
# possessive or a quantifier ("by the Manager", "with free Shipping"). Not German: there a
# lower-case adjective before a capitalised noun is the rule ("von neuen Kunden").
_AGENCY = rf"(?:{_BEFORE_PHRASE}|\b(?i:by|with|dear|attn|par|avec|chez|por|con))"
_LOWER_FIRST = (
    r"(?!(?i:the|a|an|our|your|his|her|their|its|this|that|these|those|all|any|some|each|every|more|most|"
    r"new|free|other|le|la|les|un|une|el|los|las|su|sus|mon|ma|mes|son|sa|ses|notre|votre|leur|tous|"
    r"toutes|todos|todas|nuevo|nueva|nouveau|nouvelle)\b)\p{Ll}{3,}"
)
# Academic titles between such a word and the name ("von Dipl.-Ing. Nadine Fischer", "by Dr. Jane
# Doe", British "by Dr Jane Doe"), taken with it; OCR reads the I of "Ing." as an l and drops the
# space after the dot now and then.
_TITLE = r"(?:(?:Dr|Prof|Dipl\.?-[\p{Lu}l]\p{Ll}{1,4}|Mag|Lic|Ing|lng)\.\s?|(?:Dr|Prof)\s)"
# Degrees after a name ("Nadine Fischer B.Eng.", "Jane Doe MBA"): part of the name as written.
DEGREE = r"(?:[BM]\.\s?(?:A|Sc|Eng|Ed|Com|Phil)\.|MBA|Ph\.\s?D\.|LL\.\s?M\.)"
# Honorifics: a single capitalised word after one is a surname ("Frau Schmidt", "M. Dupont").
_HONORIFIC = r"(?:Herr|Herrn|Frau|Mr|Mrs|Ms|Miss|Dr|Prof|M|Mme|Mlle|Sr|Sra|Srta|Don|Doña|Dña)"
_SURNAME = SURNAME_PATTERN
# Chinese words after which a name follows: the person words, and "by"/"at the request of".
_ZH_BEFORE = r"(?:客户|顾客|联系人|经办人|收件人|用户|会员|客戶|顧客|聯絡人|聯繫人|經辦人|由|经由|應|应|依|請|请|致)"
# What a Chinese name may stand before at the start of a sentence: common verbs of activity logs.
_ZH_VERBS = r"(?:已|提交|下单|下單|来电|來電|致电|致電|要求|申请|申請|确认|確認|审批|審批|签收|簽收|取消|修改|反馈|反饋|询问|詢問|表示|同意)"
# What a Chinese task does with the person it names ("给杨杰回电": call back).
_ZH_TASK_VERBS = r"(?:回电|回電|打电话|打電話|致电|致電|发送|發送|发邮件|發郵件|寄|回复|回覆|确认|確認|联系|聯繫|开票|開票|付款|续约|續約|报价|報價)"
# What a person's name owns in a mail's or a task's subject ("…的退款申请": refund request).
_ZH_SUBJECTS = r"收货|收貨|送货|送貨|退款|退貨|退货|订单|訂單|发票|發票|地址|申请|申請|合同|合約|付款|账户|帳戶|报价|報價|会议|會議|投诉|投訴"
# Japanese and Chinese honorifics after a name.
# 樣 is the traditional form of 様: PP-OCR's Chinese-trained recogniser often reads 様 as it.
# Not a name before it: お客様 (customer; お misread as a kanji), 皆様, 奥様, 神様, 王様; nor 様
# in a word (様々 various, 様式 form, 様子, 様相).
_CJK_AFTER = r"(?:様|樣|さま|殿|さん|氏|先生|女士|小姐|老师|老師|经理|經理)"


class PersonContextRecognizer(DeclaredPatternRecognizer):
    """Names in running text, next to a word that announces a person.

    * Latin: 2–4 capitalised words after a preposition of agency or address ("Refund approved
      by Anthony Boyd", "Rückruf von Jörg Ehlert", "Spoke to Jane Doe", "at the request of
      Jane Doe"), or 1–4 after an honorific ("Frau Schmidt",
      "Mme Dupont").
    * Chinese: a common surname plus 1–2 characters after a person word or "由/应/依"
      ("退款已由林建国审批", "客户王芳来电"), or before a verb of an activity log at the start of a
      line or after its date ("林建国提交了订单", "2026年9月7日徐美玲已下單"), or before an honorific ("张先生").
    * Japanese: kanji or katakana before 様/さま/殿/さん/氏 ("鈴木京助様"), also right after a
      date ("2026年7月10日井上篤司様より": OCR drops the space between them).

    Heuristics, scored below a labelled value: a capitalised run after "for" may be a product
    ("for Google Chrome"); the redactor drops runs made only of the page's own label words
    ("for Order Details"). Over-redacting a phrase is the cheaper mistake.
    """

    ENTITY = "PERSON"
    PATTERNS: ClassVar[list[Pattern]] = [
        Pattern(
            "name_after_preposition",
            rf"(?<=(?:\b{_BEFORE}|{_BEFORE_PHRASE}|\b{_CONTACT_VERB})\s)(?:(?:{_TITLE})+{_CAP_AFTER_TITLE}|{_NOT_A_NAME}{_CAP})(?:\s{_PART}){{1,3}}"
            rf"(?:\s?{DEGREE})?(?![\p{{L}}])",
            0.55,
        ),
        # One double-barrelled word after such a word is a surname or a firm named after two
        # ("Meeting with Carpenter-Miller", "Rechnung für Müller-Lüdenscheidt"); not a single word.
        # So is one after the word of a card's title that names a bill ("Invoice Swift-Hussain",
        # "Rechnung Huber-Meier"); the OCR may lower its second capital ("Smith-williamson").
        Pattern(
            "double_name_after_preposition",
            rf"(?<=(?:\b{_BEFORE}|{_BEFORE_PHRASE}|\b{_CONTACT_VERB}|\b{_BILL})\s)"
            rf"\p{{Lu}}\p{{Ll}}{{2,}}-(?:\p{{Lu}}\p{{Ll}}{{2,}}|\p{{Ll}}{{4,}})(?![\p{{L}}\-])",
            0.5,
        ),
        # A double-barrelled name after a dash at the end of a subject line ("Contract renewal -
        # Allen-Jones", glued "Contractrenewal-Allen-Jones"); two words there may be a menu path
        # ("Settings - General Options").
        Pattern("name_after_subject_dash", r"(?<=\p{Ll}\s?[-–]\s?)\p{Lu}\p{Ll}{2,}-\p{Lu}\p{Ll}{2,}$", 0.5),
        Pattern(
            "name_before_verb_last",
            rf"(?<!\p{{L}})(?!{_GERMAN_OPENERS}\s){_CAP}(?:\s{_PART}){{1,2}}(?=\s{VERB_LAST_CONTACT}(?![\p{{L}}]))",
            0.5,
        ),
        # A name cut by the line's end after a phrase that announces one ("Send the contract to
        # Tyler" / "Hernandez", "Appel de démarrage avec Noël" / "Buisson"): its first word alone
        # (the redactor takes the rest on the next line).
        Pattern(
            "name_cut_after_phrase",
            rf"(?<=(?:{_BEFORE_PHRASE}|\b{_CONTACT_VERB}|\b(?i:with|avec|mit|con|by|par|por))\s){_CAP}(?=\s*$)",
            0.5,
        ),
        # A colleague introduced by their team at a sentence's start ("Frances Morris from our
        # accounts team", "Jens-Uwe Loos aus unserer Buchhaltung").
        Pattern(
            "name_from_our_team",
            rf"(?<![\p{{L}}])(?!(?:The|Our|Your|This|That|Der|Die|Das|Le|La|Les|El|Los|Las)\s){_CAP}(?:\s{_PART}){{1,2}}"
            rf"(?=\s(?i:from\sour|of\sour|aus\sunsere[mr]?|von\sunsere[mr]?|de\snotre|de\snuestr[oa]|del\snuestro)\s)",
            0.5,
        ),
        Pattern(
            "name_after_greeting",
            rf"(?<=\b{_GREETING},?\s)(?:(?:{_TITLE})+{_CAP_AFTER_TITLE}|{_CAP})(?:\s{_PART}){{1,3}}(?![\p{{L}}])",
            0.55,
        ),
        Pattern(
            # A first name alone after a greeting ends the line ("Welcome, David", "Willkommen, Brigitte").
            "first_name_after_greeting",
            rf"(?<=\b{_GREETING},\s?){_CAP}(?=\s?[!.]?\s*$)",
            0.55,
        ),
        Pattern(
            # A quoted post's author: "Joanne Gardiner-Fisher wrote:", "WilliamRousseau a écrit :".
            "name_before_wrote",
            rf"(?<![\p{{L}}]){_CAP}(?:\s?{_PART}){{0,3}}(?=\s?(?i:{QUOTING_VERBS})\s?:)",
            0.55,
        ),
        Pattern(
            "name_lower_first_after_agency", rf"(?<={_AGENCY}\s){_LOWER_FIRST}(?:\s{_PART}){{1,2}}(?![\p{{L}}])", 0.5
        ),
        Pattern(
            "name_after_honorific", rf"(?<=\b{_HONORIFIC}\.?\s){_CAP_AFTER_TITLE}(?:\s{_PART}){{0,3}}(?![\p{{L}}])", 0.6
        ),
        Pattern("zh_name_after_person_word", rf"(?<={_ZH_BEFORE}[:：]?\s?){_SURNAME}\p{{Han}}{{1,2}}", 0.55),
        Pattern(
            "zh_name_before_verb",
            rf"(?:(?<![\p{{Han}}])|(?<=\d[日号號])){_SURNAME}\p{{Han}}{{1,2}}?(?={_ZH_VERBS})",
            0.5,
        ),
        # A name a task hands something to or asks to call ("把合同寄给赵明", "给杨杰回电", "拜访客户卢玉珍"
        # is the person word's): after 给 and its kin, before the task's verb or the line's end.
        Pattern(
            "zh_name_after_to",
            rf"(?<=(?:寄给|发给|交给|转给|给|致电|联系|通知|提醒|拜访|约见|寄給|發給|交給|轉給|給|聯繫|聯絡))"
            rf"{_SURNAME}\p{{Han}}{{1,2}}?(?={_ZH_TASK_VERBS}|[，。,.!！?？\s]|$)",
            0.5,
        ),
        # A name owning the subject of a mail or a task ("蔡娟的收货地址变更", "吴春梅的退款申请").
        Pattern(
            "zh_name_before_possessive",
            rf"(?<![\p{{Han}}]){_SURNAME}\p{{Han}}{{1,2}}?(?=的(?:{_ZH_SUBJECTS}))",
            0.5,
        ),
        Pattern("cjk_name_before_honorific", rf"(?<![\p{{Han}}々]){_SURNAME}\p{{Han}}{{0,2}}(?=先生|女士|小姐)", 0.6),
        Pattern(
            "ja_name_before_honorific",
            rf"(?:(?<![\p{{Han}}々\p{{Katakana}}])(?!(?<=\d)[年月日号號])|(?<=\d[日号號]))"
            rf"(?:[\p{{Han}}々]{{2,4}}[ 　]?[\p{{Han}}々]{{0,4}}|[\p{{Katakana}}ー・]{{2,12}})"
            rf"(?<![客皆奥神王])(?={_CJK_AFTER})(?![様樣][々式子相])",
            0.6,
        ),
    ]
    CONTEXT: ClassVar[list[str]] = ["by", "von", "par", "por", "由", "様"]
    REGEX_FLAGS = re.MULTILINE  # case matters: a name is capitalised
