"""Japanese personal names — a surname list and the way names are written, not NER."""

from __future__ import annotations

from typing import ClassVar

import regex as re
from presidio_analyzer import Pattern

from screenroute.router.redaction.recognizers.base import DeclaredPatternRecognizer

# The most common Japanese surnames (the top ~150 cover about a third of the population; rarer
# ones are found by a label or by the "surname, space, given name" shape below).
_SURNAME_TEXT = (
    "佐藤 鈴木 高橋 田中 伊藤 渡辺 渡邊 山本 中村 小林 加藤 吉田 山田 佐々木 山口 松本 井上 木村 斎藤 斉藤 清水 "
    "山崎 池田 橋本 阿部 石川 山下 中島 石井 小川 前田 岡田 長谷川 藤田 後藤 近藤 村上 遠藤 青木 坂本 福田 太田 "
    "西村 藤井 金子 岡本 藤原 中野 三浦 原田 中川 松田 竹内 小野 田村 中山 和田 石田 森田 上田 柴田 酒井 工藤 "
    "横山 宮崎 宮本 内田 高木 安藤 島田 谷口 大野 高田 丸山 今井 河野 藤本 村田 武田 上野 杉山 増田 小山 平野 "
    "大塚 千葉 久保 松井 小島 岩崎 桜井 野口 松尾 野村 木下 菊地 佐野 大西 杉本 新井 浜田 菅原 市川 水野 小松 "
    "渡部 北村 西田 五十嵐 吉川 山内 菅野 中田 安田 服部 川口 宮田 平田 久保田 樋口 永井 松岡 秋山 中西 北川 "
    "大橋 大久保 荒木 小池 石原 吉村 高野 宇野 青山 西川 福島 土屋 三宅 岩田 本田 小西 田口 須藤 星野 堀 "
    "川村 内藤 松下 石橋 吉岡 大石 西山 早川 飯田 関口 中井 松村 長田 坂口 福井 今村 小田 桑原 永田 篠原 "
    "上原 川崎 前川 石黒 矢野 野田 宮下 浅野 原 森 林 辻 関 堀田 岡 谷 東 南 西"
)
# PP-OCR's Chinese-trained recogniser reads many Japanese kanji in their simplified Chinese form
# (斎藤 as 斋藤, 高橋 as 高桥, 長谷川 as 长谷川): each surname is known in that form too.
_AS_SIMPLIFIED = str.maketrans(
    "鈴橋辺邊斎斉島岡長後遠宮増葉桜浜嵐須関飯東沢澤広", "铃桥边边斋齐岛冈长后远宫增叶樱滨岚须关饭东泽泽广"
)
JA_SURNAMES = tuple(
    dict.fromkeys(form for name in _SURNAME_TEXT.split() for form in (name, name.translate(_AS_SIMPLIFIED)))
)
_LONG_SURNAMES = tuple(s for s in JA_SURNAMES if len(s) >= 2)
_TWO_OR_MORE = "|".join(s for s in JA_SURNAMES if len(s) >= 2)
_ONE = "".join(s for s in JA_SURNAMES if len(s) == 1)
_KANA_OR_HAN = r"[\p{Han}\p{Hiragana}\p{Katakana}々ー]"
# After a name: not more of a word, but an honorific may follow ("鈴木京助様", "林 京助さん").
_END = r"(?!(?![様殿氏さく君])[\p{Han}\p{Hiragana}\p{Katakana}々ー])"


def starts_with_ja_surname(text: str, *, glued_one: bool = False) -> bool:
    """Whether ``text`` starts with a common Japanese surname (a one-character one only before a
    space, or glued to the given name with ``glued_one``: where something else says it is a name)."""
    text = text.strip()
    if text.startswith(_LONG_SURNAMES):
        return True
    return len(text) >= 3 and text[0] in _ONE and (glued_one or text[1] in " \u3000")


class JaNameRecognizer(DeclaredPatternRecognizer):
    """Japanese names: "鈴木 京助", "鈴木京助", "加藤 くみ子", "林 京助".

    * a common surname of two or more characters, an optional space, and a given name of 1–4
      kanji or kana ("中川直樹", "加藤 くみ子");
    * a one-character surname (林, 森, 原) only with the space a name is written with: glued,
      it starts too many words (原価, 関連);
    * a common surname right after a colon that ends the line with up to four more characters,
      whatever they are: the given name misread ("返金承認：青木<子"); a one-character surname
      there with a given name of two or three characters ("返金承：森桃子");
    * any line that reads "1–3 kanji, a space, 1–4 kanji or kana" and nothing else: the shape of a
      name in a Japanese (or Chinese) cell, whatever the surname. A pair of the page's own words
      ("注文 詳細") is dropped by the redactor.
    """

    ENTITY = "PERSON"
    PATTERNS: ClassVar[list[Pattern]] = [
        Pattern(
            "ja_name_common_surname",
            rf"(?<![\p{{Han}}\p{{Hiragana}}\p{{Katakana}}々ー])(?:{_TWO_OR_MORE})[ 　]?{_KANA_OR_HAN}{{1,4}}?{_END}",
            0.5,
        ),
        Pattern(
            "ja_name_one_char_surname",
            rf"(?<![\p{{Han}}\p{{Hiragana}}\p{{Katakana}}々ー])[{_ONE}][ 　]{_KANA_OR_HAN}{{1,4}}?{_END}",
            0.5,
        ),
        # A common surname right after a colon, ending the line with at most four more characters
        # of any kind: a name whose given name the OCR misread ("返金承認：青木<子" for 青木くみ子).
        Pattern(
            "ja_name_after_colon",
            rf"(?<=[：:][ 　]?)(?:{_TWO_OR_MORE})[^\s：:]{{0,4}}[ \t]*$",
            0.5,
        ),
        # A one-character surname there too, with a given name of two or three kanji or kana and
        # nothing after it ("返金承：森桃子"): after a colon the line's rest is a value, not a word.
        Pattern(
            "ja_one_char_surname_after_colon",
            rf"(?<=[：:][ 　]?)[{_ONE}][ 　]?{_KANA_OR_HAN}{{2,3}}[ \t]*$",
            0.5,
        ),
        Pattern(
            "cjk_name_shape_line",
            r"^[ \t]*[\p{Han}々]{1,3}[ 　][\p{Han}\p{Hiragana}\p{Katakana}々ー]{1,4}[ \t]*$",
            0.45,
        ),
    ]
    CONTEXT: ClassVar[list[str]] = ["氏名", "名前", "お名前", "様"]
    LANGUAGE = "ja"
    REGEX_FLAGS = re.MULTILINE
