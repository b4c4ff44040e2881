"""Build ``names/proper_nouns.txt.xz``: the proper nouns (surnames, towns, people's and places' names) of the
spelling dictionaries of languages that write their common nouns in lower case.

In Hungarian, Romanian, Portuguese and Slovak a word a spelling dictionary lists only with its capital is a proper
noun: a family name ("Ardelean", "Diaconescu", "Lourenço"), a town or a region ("Baia Mare"). The census list of
``surnames.txt`` holds few of them, so "Ardelean" alone in a cell read as chrome. One that is a common word too
("Mare", "mare") is kept: the veto spares only words real programs commonly use (``rules.COMMON_UI_WORD``).

Sources (Debian 12 packages, LibreOffice's dictionaries; licences from their ``copyright`` files):

| package | dictionary | licence |
|---|---|---|
| hunspell-hu 1:7.5.0-1 | hu_HU (Magyarispell) | GPL-3+ or LGPL-3+ or MPL-2.0+ |
| hunspell-ro 1:7.5.0-1 | ro_RO (RoSpell) | GPL-2 or LGPL-2.1 or MPL-1.1 |
| hunspell-pt-pt 1:7.5.0-1 | pt_PT (Natura) | GPL-2 or LGPL-2.1 or MPL-1.1 |
| hunspell-sk 1:7.5.0-1 | sk_SK | GPL-2 or LGPL-2.1 or MPL-1.1 |

Left out: the dictionaries under GPL-2 alone (Norwegian, Czech), and anything generated with Faker (the privacy
corpora are: a gazetteer from Faker's lists would measure nothing). Fetch and build:

    apt-get download hunspell-hu hunspell-ro hunspell-pt-pt hunspell-sk
    for f in hunspell-*.deb; do dpkg-deb -x "$f" hunspell; done
    python bench/lexicon/build_proper_nouns.py hunspell/usr/share/hunspell/{hu_HU,ro_RO,pt_PT,sk_SK}.dic
"""

from __future__ import annotations

import argparse
import lzma
import sys
from pathlib import Path

import regex as re

from screenroute.router.privacy.redaction.lexicon import PROPER_NOUNS_FILE, fold_text

#: A headword that is one capitalised word (a hyphenated pair too: "Kis-Gál"), three letters or more.
_PROPER = re.compile(r"^\p{Lu}\p{Ll}{2,}(?:-\p{Lu}\p{Ll}+)?$")
HEADER = "# Proper nouns of spelling dictionaries (bench/lexicon/build_proper_nouns.py; sources there), folded.\n"


def headwords(path: Path) -> list[str]:
    """The headwords of a hunspell ``.dic`` (its first line is a count; flags follow a slash, morphology a tab)."""
    lines = path.read_text(encoding="utf-8", errors="replace").splitlines()[1:]
    return [re.split(r"[/\t ]", line, maxsplit=1)[0].strip() for line in lines if line.strip()]


def proper_nouns(words: list[str]) -> set[str]:
    """The folded capitalised headwords."""
    return {fold_text(w) for w in words if _PROPER.match(w)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("dictionaries", nargs="+", type=Path)
    parser.add_argument("--out", type=Path, default=PROPER_NOUNS_FILE)
    args = parser.parse_args(argv)
    found: set[str] = set()
    for path in args.dictionaries:
        nouns = proper_nouns(headwords(path))
        print(f"{path.name}: {len(nouns)} proper nouns", file=sys.stderr)
        found |= nouns
    args.out.write_bytes(lzma.compress((HEADER + "\n".join(sorted(found)) + "\n").encode("utf-8")))
    print(f"{args.out}: {len(found)} proper nouns", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
