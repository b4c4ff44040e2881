"""The second line: risky words in many languages and as OCR misreads them, short words included.

The envelope decides what a planner may do at all; the word list still judges every label the
edge acts on. Labels here are buttons as real apps write them (destructive, paying, moving
money, closing an account, emptying the trash) in the languages the list must know, and as
PP-OCR misreads them; the benign ones are everyday labels that share letters with them.
"""

from __future__ import annotations

import pytest

from screenroute.contract import RiskTier, label_risk

HIGH = {
    # Japanese
    "削除": "ja", "すべて削除": "ja", "ゴミ箱を空にする": "ja", "支払う": "ja", "今すぐ購入": "ja",
    "注文を確定する": "ja", "送金": "ja", "振込": "ja", "アカウントを削除": "ja", "退会する": "ja",
    "出金": "ja", "公開する": "ja",
    # Korean
    "삭제": "ko", "모두 삭제": "ko", "휴지통 비우기": "ko", "결제하기": "ko", "지금 구매": "ko", "송금": "ko",
    "이체": "ko", "계정 삭제": "ko", "회원 탈퇴": "ko", "출금": "ko", "게시하기": "ko",
    # French
    "Supprimer": "fr", "Tout supprimer": "fr", "Vider la corbeille": "fr", "Payer": "fr", "Payer maintenant": "fr",
    "Acheter maintenant": "fr", "Virement": "fr", "Effectuer le virement": "fr", "Fermer le compte": "fr",
    "Retirer des fonds": "fr", "Publier": "fr", "Commander": "fr",
    # Spanish
    "Eliminar": "es", "Eliminar todo": "es", "Vaciar papelera": "es", "Pagar ahora": "es", "Pagar": "es",
    "Comprar ahora": "es", "Transferir": "es", "Cerrar cuenta": "es", "Retirar fondos": "es", "Publicar": "es",
    "Borrar": "es",
    # German, Chinese (simplified and traditional), English: account closing, withdrawals, emptying the trash
    "Konto löschen": "de", "Konto schließen": "de", "Auszahlen": "de", "Papierkorb leeren": "de",
    "注销账户": "zh-Hans", "提现": "zh-Hans", "清空回收站": "zh-Hans", "永久删除": "zh-Hans",
    "註銷帳戶": "zh-Hant", "提領": "zh-Hant", "清空資源回收筒": "zh-Hant", "付款": "zh-Hant",
    "Close account": "en", "Delete account": "en", "Withdraw": "en", "Withdraw funds": "en", "Empty trash": "en",
    "Cash out": "en", "Deactivate account": "en",
    # short words as OCR misreads them
    "Pav": "slip", "Pay": "en", "5end money": "slip", "P4y now": "slip", "Dele7e": "slip",
    "De1ete": "slip", "Buy n0w": "slip", "Wlthdraw": "slip", "Remcve all": "slip", "Empty tra5h": "slip",
    "Pav now": "slip", "Transfcr": "slip", "Purge": "en", "Wipe": "en",
}  # fmt: skip

BENIGN = [
    "Search", "Next", "Back", "Cancel", "Payment history", "Pavilion", "Sender", "Trash folder",
    "Deleted items", "Remote desktop", "Transfer status", "Account settings", "Order details", "Post code",
    "Paypal help", "Log in", "Log out", "Filter", "Export CSV", "履歴", "検索", "검색", "설정", "Rechercher",
    "Paramètres", "Buscar", "Configuración", "Suchen", "Einstellungen", "搜索", "設定", "Display", "Pays-Bas",
    "Payroll report", "Sendai office", "Day view", "Way out", "Copy", "Open",
]  # fmt: skip


@pytest.mark.parametrize("label", sorted(HIGH), ids=[f"{HIGH[k]}:{k}" for k in sorted(HIGH)])
def test_risky_labels_are_high_risk(label: str) -> None:
    assert label_risk(label) is RiskTier.HIGH, label


@pytest.mark.parametrize("label", BENIGN)
def test_everyday_labels_are_low_risk(label: str) -> None:
    assert label_risk(label) is RiskTier.LOW, label


# A field's label before a colon, as OCR reads a row of a dialog: the label and the options or the value
# beside it in one line. The verb names the field; what follows the colon is no object of it.
FIELD_LABELS = [
    "Format:UnixDosMacintosh", "Format: Unix DOS Macintosh", "Format:", "Order: 1234", "Share: link",
    "Post: Draft Published", "Reset: never",
]  # fmt: skip
# Still risky: a word risky anywhere, a verb that moves money before its amount, a verb after the colon, a
# verb with its object before the colon (a command, however it is punctuated).
STILL_RISKY = [
    "Delete:", "Pay: 25.00", "Transfer: 500 EUR", "Options: Format disk", "Format disk", "Reset database:",
    "Format disk: now", "Erase all data:",
]  # fmt: skip


@pytest.mark.parametrize("label", FIELD_LABELS)
def test_a_verb_that_labels_a_field_is_no_imperative(label: str) -> None:
    assert label_risk(label) is RiskTier.LOW, label


@pytest.mark.parametrize("label", STILL_RISKY)
def test_a_colon_does_not_lower_what_is_risky_anyway(label: str) -> None:
    assert label_risk(label) is RiskTier.HIGH, label
