"""From OCR lines of a drawn region to 3–5 candidate file names, with variants and an extension guess.

A region is usually one of three things (the seed's cases):

* a **list-view row** (or a few): name, type, size and date cells side by side. Columns are
  told apart by what the cell looks like *and* where it is: dates and sizes have fixed
  shapes; the name is the left-most remaining cell not cut by the region's left/right edge
  (a cut one is the tail of the side pane's label or a border); a type cell ("PDF document",
  "Word 2007 document", "文件夹") becomes an extension guess;
* an **icon with its label**: the label is centred under the icon and often wrapped over
  two lines and truncated ("2025春季度采购/协议_v3.d…"), so stacked centred lines are joined
  and a trailing ellipsis marks the name as a prefix;
* just the **name text**.

When a region cuts through neighbouring rows, the row nearest the region's centre and not
clipped by its edge comes first; the neighbours stay as lower-ranked candidates.
"""

from __future__ import annotations

import itertools
import re
import unicodedata
from dataclasses import dataclass, field

from screenroute.contract import normalise
from screenroute.edge.ocr.base import OcrLine
from screenroute.edge.ocr.rapid import sort_lines

__all__ = ["CandidateName", "FileRow", "name_variants", "parse_rows", "recognize_candidates"]

MAX_CANDIDATES = 5
#: A box this close to the image's edge was cut by it (OCR boxes are inset by a pixel or two).
_EDGE_PX = 2

_DATE = re.compile(
    r"^(\d{1,4}[/\-.年]\d{1,2}[/\-.月]\d{1,4}日?|\d{1,2}:\d{2}(:\d{2})?|today|yesterday|今天|昨天)"
    r"(\s*\d{1,2}:\d{2}(:\d{2})?)?(\s*(am|pm|上午|下午))?$",
    re.IGNORECASE,
)
_SIZE = re.compile(r"^\d+([.,]\d+)?\s*(bytes?|b|kb|kib|mb|mib|gb|gib|tb|字节|items?|个项目)$", re.IGNORECASE)
_EXT = re.compile(r"\.([A-Za-z0-9]{1,5})$")
_ELLIPSIS = re.compile(r"(\.{2,}|…+|⋯+)$")
#: OCR reads the dot before an extension as a middle dot or a CJK full stop.
_DOT_SLIP = re.compile(r"[·•。．,，](?=[A-Za-z0-9]{1,5}$)")
_BRACKETS = re.compile(r"[()\[\]{}（）【】「」《》<>]")

#: What file managers write in the type column → the extension it implies.
TYPE_EXTENSIONS: dict[str, str] = {
    "pdf document": "pdf", "pdf文档": "pdf", "word 2007 document": "docx", "word document": "docx",
    "microsoft word document": "docx", "word文档": "docx", "excel 2007 spreadsheet": "xlsx",
    "excel spreadsheet": "xlsx", "microsoft excel worksheet": "xlsx", "powerpoint 2007 presentation": "pptx",
    "plain text document": "txt", "text document": "txt", "文本文档": "txt", "markdown document": "md",
    "png image": "png", "jpeg image": "jpg", "zip archive": "zip", "python script": "py", "json document": "json",
    "csv document": "csv", "opendocument text": "odt",
}  # fmt: skip
_TYPE_WORDS = (
    "document",
    "spreadsheet",
    "presentation",
    "image",
    "archive",
    "script",
    "folder",
    "文档",
    "文件夹",
    "文件",
)


@dataclass(frozen=True, slots=True)
class FileRow:
    """One file-manager row (or icon label) parsed from a region, cell texts by column role."""

    name: str
    score: float
    #: Vertical distance of the row's centre from the region's centre, as a fraction of the region height.
    offset: float
    clipped: bool
    date: str | None = None
    size: str | None = None
    kind: str | None = None
    truncated: bool = False


@dataclass(frozen=True, slots=True)
class CandidateName:
    """One guess at the file name shown in the region, ready for matching.

    ``variants`` are the spellings tried for a direct hit: as read, lower-cased, without
    spaces, without brackets and spaces. ``ext`` is the extension read or guessed;
    ``truncated`` says the label ended in an ellipsis, so ``text`` is a prefix.
    ``prior`` ranks candidates (1.0 for the row the region is centred on).
    """

    text: str
    variants: tuple[str, ...]
    ext: str | None
    ext_source: str  # "read" | "type-column" | "none"
    truncated: bool
    prior: float
    ocr_score: float
    row: FileRow | None = field(default=None, compare=False)

    def to_json(self) -> dict[str, object]:
        return {"text": self.text, "variants": list(self.variants), "ext": self.ext, "ext_source": self.ext_source,
                "truncated": self.truncated, "prior": round(self.prior, 3), "ocr_score": round(self.ocr_score, 4)}  # fmt: skip


def name_variants(text: str) -> tuple[str, ...]:
    """As read, lower-cased, without spaces, without brackets and spaces (deduplicated, in that order)."""
    nfkc = unicodedata.normalize("NFKC", text).strip()
    forms = [text.strip(), nfkc.lower(), re.sub(r"\s+", "", nfkc), re.sub(r"\s+", "", _BRACKETS.sub("", nfkc))]
    out: list[str] = []
    for form in forms:
        if form and form not in out:
            out.append(form)
    return tuple(out)


def _column_values(text: str) -> list[tuple[str, str]]:
    """Date/size/type values inside a cell; OCR often merges neighbouring columns into one line."""
    t = unicodedata.normalize("NFKC", text).strip()
    role = _cell_role(t)
    if role != "name":
        return [(role, t)]
    out: list[tuple[str, str]] = []
    low = re.sub(r"\s+", " ", t.lower())
    for kind in sorted(TYPE_EXTENSIONS, key=len, reverse=True):
        squeezed = kind.replace(" ", "")
        if low.startswith(kind) or low.replace(" ", "").startswith(squeezed):
            out.append(("kind", kind))
            break
    size = re.search(r"\d+([.,]\d+)?\s*(bytes?|kb|kib|mb|mib|gb|gib|字节)", low)
    if size:
        out.append(("size", size.group(0)))
    date = re.search(r"\d{1,4}[/\-.]\d{1,2}[/\-.]\d{1,4}", low)
    if date:
        out.append(("date", date.group(0)))
    return out


def _cell_role(text: str) -> str:
    t = unicodedata.normalize("NFKC", text).strip()
    low = t.lower()
    if _DATE.match(low):
        return "date"
    if _SIZE.match(low):
        return "size"
    if low in TYPE_EXTENSIONS or (not _EXT.search(t) and any(low.endswith(w) for w in _TYPE_WORDS)):
        return "kind"
    return "name"


def _rows(lines: list[OcrLine]) -> list[list[OcrLine]]:
    rows: list[list[OcrLine]] = []
    for line in sort_lines(lines):
        cy = (line.box.y0 + line.box.y1) / 2
        if rows:
            ref = rows[-1][0].box
            if abs(cy - (ref.y0 + ref.y1) / 2) < 0.5 * max(1, min(ref.height, line.box.height)):
                rows[-1].append(line)
                continue
        rows.append([line])
    return rows


def _joinable(upper: OcrLine, lower: OcrLine) -> bool:
    """Whether ``lower`` continues ``upper``'s wrapped icon label."""
    if _EXT.search(upper.text) or _ELLIPSIS.search(upper.text):
        return False
    gap = lower.box.y0 - upper.box.y1
    height = max(upper.box.height, lower.box.height)
    if gap > 0.6 * height or gap < -0.5 * height:
        return False
    ucx = (upper.box.x0 + upper.box.x1) / 2
    lcx = (lower.box.x0 + lower.box.x1) / 2
    # Icon labels are centred; list-view names are left-aligned, so a left-aligned pair whose
    # centres differ is two rows, not one wrapped label.
    return abs(ucx - lcx) <= 0.2 * max(upper.box.width, lower.box.width) + 4


def parse_rows(
    lines: list[OcrLine], width: int, height: int, *, focus: tuple[float, float] | None = None
) -> list[FileRow]:
    """Split OCR lines of a region into file rows: name/date/size/type by shape and position.

    ``focus`` is the drawn region's vertical span inside the image the lines were read from
    (default: the whole image); when the locator re-reads a region grown to the text lines it
    cut, rows are still ranked by their distance from the centre of what the user drew.
    Returned nearest-to-centre first (unclipped rows before rows cut by the image's edge).
    """
    rows = _rows(lines)
    parsed: list[tuple[list[OcrLine], dict[str, str]]] = []
    i = 0
    while i < len(rows):
        row = rows[i]
        name_cells, roles = _name_cells(sorted(row, key=lambda ln: ln.box.x0), width)
        if not name_cells:
            i += 1
            continue
        used = name_cells
        # Wrapped icon labels: one centred line continued by the next row's single line.
        while len(used) == 1 and i + 1 < len(rows) and len(rows[i + 1]) == 1 and _joinable(used[-1], rows[i + 1][0]):
            used = [*used, rows[i + 1][0]]
            i += 1
            if len(used) >= 3:
                break
        parsed.append((used, roles))
        i += 1
    f0, f1 = focus if focus is not None else (0.0, float(height))
    focus_cy, focus_h = (f0 + f1) / 2, max(1.0, f1 - f0)
    out: list[FileRow] = []
    for cells, roles in parsed:
        text = (
            "".join(c.text for c in cells)
            if len({c.box.y0 for c in cells}) > 1 and _stacked(cells)
            else " ".join(c.text for c in cells)
        )
        text = _DOT_SLIP.sub(".", text.strip())
        truncated = bool(_ELLIPSIS.search(text))
        if truncated:
            text = _ELLIPSIS.sub("", text).rstrip()
        y0 = min(c.box.y0 for c in cells)
        y1 = max(c.box.y1 for c in cells)
        cy = (y0 + y1) / 2
        line_h = max(c.box.height for c in cells)
        clipped = y0 <= 1 or y1 >= height - 1 or line_h < 0.6 * _median_height(lines)
        score = min(c.score for c in cells)
        out.append(
            FileRow(
                name=text, score=score, offset=abs(cy - focus_cy) / focus_h, clipped=clipped,
                date=roles.get("date"), size=roles.get("size"), kind=roles.get("kind"), truncated=truncated,
            )
        )  # fmt: skip
    # A focus rectangle's dotted edge or an icon's glyph reads as one or two stray letters;
    # such fragments are never the name when a real one is there.
    real = [r for r in out if len(normalise(r.name)) >= 3]
    out = real or out
    out.sort(key=lambda r: (r.clipped, r.offset))
    return out


def _name_cells(cells: list[OcrLine], width: int) -> tuple[list[OcrLine], dict[str, str]]:
    """The name cells of one row (left to right) and the other columns' values by role.

    Columns by position: a name is a run of name-like cells, continued by cells that start
    within about one character height of the previous one (OCR splits a name at a wide gap,
    e.g. after a bracket); everything right of a wider gap is another column. A row can hold
    more than one such run: a region drawn a little left of the name cuts through whatever is
    there (the side pane's "Folder", a focus border) and OCR reads its tail ("er") as a word.
    A run cut by the region's left or right edge is such a fragment, so the first run that is
    not cut is the name; only when every run is cut does the longest one stand in.
    """
    roles: dict[str, str] = {}
    runs: list[list[OcrLine]] = []
    in_run = False
    for cell in cells:
        role = _cell_role(cell.text)
        if not runs and role == "name" and len(cells) > 1 and len(normalise(cell.text)) < 2:
            continue  # a stray glyph left of the name (focus border, icon edge)
        if role == "name" and in_run and cell.box.x0 - runs[-1][-1].box.x1 < 1.2 * cell.box.height:
            runs[-1].append(cell)
            continue
        # The first name-like cell is a name even if it holds a date ("report 2024-01-02");
        # a later one is a name only if it holds no other column's value (merged columns).
        values = _column_values(cell.text) if role == "name" and runs else []
        if role == "name" and not values and (not runs or not roles):
            runs.append([cell])
            in_run = True
            continue
        in_run = False
        for found_role, value in values or _column_values(cell.text):
            roles.setdefault(found_role, value)
    if not runs:
        return [], roles

    def cut(run: list[OcrLine]) -> bool:
        return run[0].box.x0 <= _EDGE_PX or run[-1].box.x1 >= width - _EDGE_PX

    whole = [run for run in runs if not cut(run)]
    if whole:
        return whole[0], roles
    return max(runs, key=lambda run: len(normalise("".join(c.text for c in run)))), roles


def _stacked(cells: list[OcrLine]) -> bool:
    return all(b.box.y0 >= a.box.y1 - 0.5 * a.box.height for a, b in itertools.pairwise(cells))


def _median_height(lines: list[OcrLine]) -> float:
    heights = sorted(line.box.height for line in lines)
    return float(heights[len(heights) // 2]) if heights else 0.0


def _guess_ext(row: FileRow) -> tuple[str | None, str]:
    match = _EXT.search(row.name)
    if match and not row.truncated:
        return match.group(1).lower(), "read"
    if row.kind:
        ext = TYPE_EXTENSIONS.get(unicodedata.normalize("NFKC", row.kind).strip().lower())
        if ext:
            return ext, "type-column"
    return None, "none"


def recognize_candidates(
    lines: list[OcrLine], width: int, height: int, *, focus: tuple[float, float] | None = None
) -> list[CandidateName]:
    """Up to five candidate names for the region, best first (see the module doc and :func:`parse_rows`).

    The row nearest the region's centre gets prior 1.0, the others 0.8, 0.7, … — but a row
    almost as near the centre as the first keeps a prior close to 1 (0.025 less per tenth of
    the region's height farther): a region drawn across two rows does not say which one was
    meant, and a neighbour less than ~0.16 region heights farther stays within the matcher's
    confirmation margin, so the user is asked instead of one of them being confirmed.
    """
    rows = parse_rows(lines, width, height, focus=focus)
    out: list[CandidateName] = []
    for rank, row in enumerate(rows):
        if not normalise(row.name):
            continue
        ext, source = _guess_ext(row)
        prior = 1.0
        if rank > 0:
            by_rank = max(0.5, 0.8 - 0.1 * (rank - 1))
            by_offset = 1.0 - 0.25 * max(0.0, row.offset - rows[0].offset) if row.clipped == rows[0].clipped else 0.0
            prior = max(by_rank, min(1.0, by_offset))
        if row.clipped and rank > 0:
            prior *= 0.9
        texts = [row.name]
        if source == "type-column" and not _EXT.search(row.name):
            # The name column hides extensions in some managers; the type column says which.
            texts.insert(0, f"{row.name}.{ext}")
        for text in texts:
            out.append(
                CandidateName(
                    text=text, variants=name_variants(text), ext=ext, ext_source=source,
                    truncated=row.truncated, prior=prior, ocr_score=row.score, row=row,
                )
            )  # fmt: skip
        if len(out) >= MAX_CANDIDATES:
            break
    return out[:MAX_CANDIDATES]
