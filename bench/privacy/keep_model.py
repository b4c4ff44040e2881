"""Fit the layout model that keeps more (``router/privacy/redaction/keep_model.py``) on differentially rendered pages.

Each page of a rendered work folder (``differential --render-only``) is decided by the shipped rules with no learned
vocabulary, as on first sight; every segment the rules painted for want of a proof alone is a sample. Its label comes
from the rendering, not from a person: a segment the partner dataset shows too at its place, holding no seeded value,
is the app's own; one holding a seeded value is data. A value the model would keep is a leak, counted per value (as
the differential harness counts them). The model is fitted on all folders, and its threshold is set on scores from
models that never saw the page kinds they scored (leave one family of page kinds out): the lowest at which those
kept at most ``--max-leak`` (0.1 %) of the values on each family's pages. The report gives both figures per family.

    python -m screenroute.bench.privacy.keep_model --workdir /work/render/train --workdir /work/render/dec14 \
        --model router/privacy/redaction/data/keep_model.json --out bench/results/keep_model

Features are cached beside each page (``keep-features.npz``); ``--refresh`` computes them again (after a rule or a
feature changed).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from screenroute.bench.privacy.differential import DATASETS, RESULTS, _found, clopper_pearson_lower
from screenroute.contract import normalise
from screenroute.router.privacy.redaction.keep_model import KeepModel, Node

#: The most a threshold may leak: this share of the values on pages the model did not see.
MAX_LEAK = 0.001


@dataclass
class Pages:
    """Every sample of the folders: features, labels, values held, and the page family each came from."""

    x: np.ndarray  # candidates' features
    chrome: np.ndarray  # 1: the app's own text
    values: np.ndarray  # seeded values it holds (a leak if kept)
    family: np.ndarray  # the adapter (its page kinds) it came from
    texts: np.ndarray  # the segment's text as read
    totals: dict[str, dict[str, int]]  # per family: values on screen, chrome segments, chrome kept by the rules


def _page_samples(shot: dict[str, Any], partner: dict[str, Any], folder: Path, partner_folder: Path,
                  values: list[str], redactor: Any, signs: Any) -> dict[str, Any]:  # fmt: skip
    """The candidates of one page (one screen of one dataset) and their labels."""
    from screenroute.edge.frame import Frame
    from screenroute.edge.geometry import Box
    from screenroute.edge.ocr.base import OcrLine
    from screenroute.router.privacy.redaction.keep_model import candidates
    from screenroute.router.privacy.redaction.segments import segment_page

    def read(s: dict[str, Any], f: Path) -> tuple[Any, list[Any]]:
        return Frame.load(str(f / s["frame"])), [OcrLine(t, Box(*b), sc) for t, b, sc in s["lines"]]

    frame, lines = read(shot, folder)
    other_frame, other_lines = read(partner, partner_folder)
    page, by_segment, verdicts = redactor.segment_verdicts(frame, lines)  # as the redactor decides, to the model's step
    segments = page.segments
    stable = {
        (normalise(s.text), round(s.box.x0 / 16), round(s.box.y0 / 16))
        for s in segment_page(other_lines, other_frame)[0]
    }
    chrome, held = [], []
    for seg in segments:
        near = any((normalise(seg.text), round(seg.box.x0 / 16) + dx, round(seg.box.y0 / 16) + dy) in stable
                   for dx in (-1, 0, 1) for dy in (-1, 0, 1))  # fmt: skip
        held.append(sum(_found(v, [seg.text]) for v in values))
        chrome.append(bool(normalise(seg.text)) and near and held[-1] == 0)
    chosen = candidates(verdicts) if segments else []
    x = signs.features(page, by_segment, verdicts)[chosen] if chosen else np.zeros((0, 1))
    return {
        "x": x,
        "chrome": np.asarray([chrome[i] for i in chosen], dtype=bool),
        "values": np.asarray([held[i] for i in chosen], dtype=np.int64),
        "texts": np.asarray([segments[i].text for i in chosen], dtype=str),
        "on_screen": sum(_found(v, [ln.text for ln in lines]) for v in values),
        "chrome_n": sum(chrome),
        "chrome_kept": sum(c and not verdicts[i].painted for i, c in enumerate(chrome)),
    }


def load_pages(workdirs: list[Path], refresh: bool) -> Pages:
    """The samples of every (app, locale) of the folders: each dataset against the next one of its pair."""
    from screenroute.router.privacy.redaction import ChromeRedactor
    from screenroute.router.privacy.redaction.given_names import default_given_names
    from screenroute.router.privacy.redaction.keep_model import FEATURES, LayoutSigns
    from screenroute.router.privacy.redaction.lexicon import default_vocabularies

    redactor = ChromeRedactor(keep_model=False)  # the rules alone decide what the model may keep
    redactor.warm_up()
    _, labels, names = default_vocabularies()
    signs = LayoutSigns(default_given_names(), names, labels)
    xs, chrome, held, family, texts = [], [], [], [], []
    totals: dict[str, dict[str, int]] = defaultdict(lambda: {"on_screen": 0, "chrome_n": 0, "chrome_kept": 0})
    for app in sorted(d for w in workdirs for d in w.iterdir() if d.is_dir()):
        groups: dict[str, list[Path]] = defaultdict(list)
        for folder in sorted(app.iterdir()):
            if (folder / "rendered.json").is_file():
                groups[folder.name.rsplit("-", 1)[0]].append(folder)
        for locale, folders in sorted(groups.items()):
            if len(folders) < DATASETS:  # still rendering, or cut short: its pairs are not whole
                print(f"[keep_model] {app.name} {locale}: {len(folders)} of {DATASETS} datasets, skipped", flush=True)
                continue
            folders.sort(key=lambda f: int(f.name.rsplit("-", 1)[1]))
            cache = app / f"keep-features-{locale}.npz"
            if cache.is_file() and not refresh:
                saved = dict(np.load(cache))
            else:
                saved = _folder_samples(folders, redactor, signs)
                np.savez(cache, **saved)
            if saved.get("features") is None or list(saved["features"]) != list(FEATURES) or "texts" not in saved:
                raise SystemExit(f"{cache}: stale features; run again with --refresh")
            xs.append(saved["x"])
            chrome.append(saved["chrome"])
            held.append(saved["values"])
            texts.append(saved["texts"])
            family += [app.name] * len(saved["x"])
            for key in ("on_screen", "chrome_n", "chrome_kept"):
                totals[app.name][key] += int(saved[key])
            print(f"[keep_model] {app.name} {locale}: {len(saved['x'])} candidates", flush=True)
    if not xs:
        empty = np.zeros(0, str)
        return Pages(np.zeros((0, len(FEATURES))), np.zeros(0, bool), np.zeros(0, np.int64), empty, empty, {})
    return Pages(np.concatenate(xs), np.concatenate(chrome), np.concatenate(held), np.asarray(family),
                 np.concatenate(texts), dict(totals))  # fmt: skip


def _folder_samples(folders: list[Path], redactor: Any, signs: Any) -> dict[str, Any]:
    from screenroute.router.privacy.redaction.keep_model import FEATURES

    saved = [json.loads((f / "rendered.json").read_text(encoding="utf-8")) for f in folders]
    out: dict[str, Any] = {"x": [], "chrome": [], "values": [], "texts": [], "on_screen": 0, "chrome_n": 0,
                           "chrome_kept": 0}  # fmt: skip
    for d, data in enumerate(saved):
        p = d ^ 1 if (d ^ 1) < len(saved) else d - 1
        values = [v for _, v in data["values"]]
        for shot, partner in zip(data["shots"], saved[p]["shots"], strict=True):
            page = _page_samples(shot, partner, folders[d], folders[p], values, redactor, signs)
            for key in ("x", "chrome", "values", "texts"):
                out[key].append(page[key].reshape(-1, len(FEATURES)) if key == "x" else page[key])
            for key in ("on_screen", "chrome_n", "chrome_kept"):
                out[key] += page[key]
    out = {k: np.concatenate(v) if isinstance(v, list) else np.asarray(v) for k, v in out.items()}
    return out | {"features": np.asarray(FEATURES)}  # what the cache holds, checked when it is read


@dataclass(frozen=True)
class Boosting:
    """How the trees are grown: rounds, depth, learning rate, L2 on leaves, the fewest samples a leaf holds, bins."""

    rounds: int = 150
    depth: int = 3
    rate: float = 0.1
    l2: float = 1.0
    min_leaf: int = 50
    bins: int = 32


def fit(x: np.ndarray, y: np.ndarray, how: Boosting = Boosting()) -> tuple[tuple[Node, ...], ...]:
    """Gradient-boosted trees on the logistic loss, each split chosen over quantile bins of the features (the
    histogram method): a few seconds for ten thousand samples, and nothing to install."""
    edges = [np.unique(np.quantile(column, np.linspace(0, 1, how.bins + 1)[1:-1])) for column in x.T]
    binned = np.stack([np.searchsorted(e, column, side="left") for e, column in zip(edges, x.T, strict=True)], axis=1)
    raw, trees = np.zeros(len(x)), []
    for _ in range(how.rounds):
        p = 1.0 / (1.0 + np.exp(-raw))
        tree = _grow(binned, edges, p - y, p * (1 - p), how)
        trees.append(tree)
        raw += KeepModel((tree,), 0.5).log_odds(x)
    return tuple(trees)


def _grow(binned: np.ndarray, edges: list[np.ndarray], g: np.ndarray, h: np.ndarray, how: Boosting) -> tuple[Node, ...]:
    """One tree (nodes in preorder) fitted to the loss's gradients ``g`` and hessians ``h``."""
    nodes: list[Node] = []

    def grow(rows: np.ndarray, depth: int) -> int:
        at = len(nodes)
        nodes.append((-1, 0.0, -1, -1, 0.0))
        split = _best_split(binned[rows], edges, g[rows], h[rows], how) if depth < how.depth else None
        if split is None:
            nodes[at] = (-1, 0.0, -1, -1, float(-how.rate * g[rows].sum() / (h[rows].sum() + how.l2)))
            return at
        feature, cut = split
        left = rows[binned[rows, feature] <= cut]
        right = rows[binned[rows, feature] > cut]
        nodes[at] = (feature, float(edges[feature][cut]), grow(left, depth + 1), grow(right, depth + 1), 0.0)
        return at

    grow(np.arange(len(g)), 0)
    return tuple(nodes)


def _best_split(
    binned: np.ndarray, edges: list[np.ndarray], g: np.ndarray, h: np.ndarray, how: Boosting
) -> tuple[int, int] | None:
    """The feature and bin whose split gains most, each side holding ``min_leaf`` samples; None if none gains."""
    g_all, h_all, n = g.sum(), h.sum(), len(g)
    best, gain_best = None, 1e-6
    for feature, e in enumerate(edges):
        width = len(e) + 1
        gl = np.cumsum(np.bincount(binned[:, feature], weights=g, minlength=width))[:-1]
        hl = np.cumsum(np.bincount(binned[:, feature], weights=h, minlength=width))[:-1]
        nl = np.cumsum(np.bincount(binned[:, feature], minlength=width))[:-1]
        gain = gl**2 / (hl + how.l2) + (g_all - gl) ** 2 / (h_all - hl + how.l2) - g_all**2 / (h_all + how.l2)
        gain[(nl < how.min_leaf) | (n - nl < how.min_leaf)] = -np.inf
        cut = int(gain.argmax()) if len(gain) else -1
        if cut >= 0 and gain[cut] > gain_best:
            best, gain_best = (feature, cut), float(gain[cut])
    return best


def _scores(trees: tuple[tuple[Node, ...], ...], x: np.ndarray) -> np.ndarray:
    return KeepModel(trees, 0.5).scores(x)


def held_out_scores(pages: Pages) -> np.ndarray:
    """Each sample's score by a model fitted without its family of page kinds."""
    out = np.zeros(len(pages.x))
    for fam in np.unique(pages.family):
        mine = pages.family == fam
        out[mine] = _scores(fit(pages.x[~mine], pages.chrome[~mine].astype(float)), pages.x[mine])
    return out


def threshold_for(scores: np.ndarray, pages: Pages, max_leak: float) -> float:
    """The lowest threshold at which every family's kept samples (score at or above it) hold at most ``max_leak`` of
    that family's values on screen: a new family of page kinds is met alone, so no family may carry the others."""
    if not pages.totals:
        raise ValueError("no family of pages to set a threshold on")
    return max(1e-6, *(_family_threshold(scores, pages, family, max_leak) for family in pages.totals))


def _family_threshold(scores: np.ndarray, pages: Pages, family: str, max_leak: float) -> float:
    """The lowest threshold within budget on one family (0 when keeping all of it is)."""
    mine = pages.family == family
    budget = max_leak * pages.totals[family]["on_screen"]
    last = float(np.nextafter(scores.max(), np.inf)) if len(scores) else 2.0  # above every score: nothing kept
    for t in np.unique(scores[mine])[::-1]:
        if pages.values[mine & (scores >= t)].sum() > budget:
            return last
        last = float(t)
    return 0.0


def figures(scores: np.ndarray, pages: Pages, threshold: float) -> dict[str, dict[str, Any]]:
    """Per family and in all: values on screen and kept by the model, chrome segments kept by the rules and by both."""
    out = {}
    for fam in [*sorted(pages.totals), "all"]:
        mine = np.ones(len(scores), bool) if fam == "all" else pages.family == fam
        t = pages.totals if fam == "all" else {fam: pages.totals[fam]}
        kept = mine & (scores >= threshold)
        on_screen, chrome_n = sum(v["on_screen"] for v in t.values()), sum(v["chrome_n"] for v in t.values())
        rules = sum(v["chrome_kept"] for v in t.values())
        more = int((kept & pages.chrome).sum())
        leaked = int(pages.values[kept].sum())
        out[fam] = {
            "values_on_screen": on_screen,
            "values_kept": leaked,
            "values_removed_lower_bound": clopper_pearson_lower(on_screen - leaked, on_screen),
            "chrome_segments": chrome_n,
            "chrome_kept_by_rules": rules,
            "chrome_kept_with_model": rules + more,
            "candidates": int(mine.sum()),
            "data_candidates_kept": int((kept & ~pages.chrome).sum()),
        }
    return out


def report(held: dict[str, dict[str, Any]], fitted: dict[str, dict[str, Any]], threshold: float, command: str,
           pages: Pages, scores: np.ndarray) -> str:  # fmt: skip
    """The report: per family, values kept and chrome kept; then what the held-out models kept that held values."""

    def pct(a: int, b: int) -> str:
        return f"{100 * a / b:.1f} %" if b else "—"

    lines = [
        "# The layout model that keeps more (`keep_model`)",
        "",
        f"Threshold {threshold:.4f}: the lowest at which models that never saw a family of page kinds kept at most "
        f"{100 * MAX_LEAK:.1f} % of the values on that family's pages, for every family (leave one family out). Chrome is counted in segments "
        "(what the differential harness calls chrome: shown on both datasets at its place, no seeded value).",
        "",
        f"    {command}",
        "",
        "| family | values on screen | kept by the model (held out) | chrome segments | kept by the rules | "
        "with the model (held out) | with the model (fitted on all) |",
        "|---|---|---|---|---|---|---|",
    ]
    for fam, h in held.items():
        f = fitted[fam]
        lines.append(
            f"| {fam} | {h['values_on_screen']} | {h['values_kept']} ({pct(h['values_kept'], h['values_on_screen'])}) "
            f"| {h['chrome_segments']} | {pct(h['chrome_kept_by_rules'], h['chrome_segments'])} "
            f"| {pct(h['chrome_kept_with_model'], h['chrome_segments'])} "
            f"| {pct(f['chrome_kept_with_model'], f['chrome_segments'])} |"
        )
    kept = np.nonzero(scores >= threshold)[0]
    leaked = [k for k in kept[np.argsort(-scores[kept])] if pages.values[k]]
    gained = [k for k in kept[np.argsort(-scores[kept])] if pages.chrome[k]]
    lines += ["", f"Segments holding values that the held-out models kept ({len(leaked)}):", ""]
    lines += [f"- {pages.family[k]}: `{pages.texts[k]}` ({scores[k]:.3f})" for k in leaked]
    rng = np.random.default_rng(0)
    sample = sorted(rng.choice(gained, size=min(30, len(gained)), replace=False).tolist()) if gained else []
    lines += ["", f"Thirty of the {len(gained)} chrome segments they kept, drawn at random:", ""]
    lines += ["- " + ", ".join(f"`{pages.texts[k]}`" for k in sample)]
    return "\n".join(lines) + "\n"


def plot(scores: np.ndarray, pages: Pages, threshold: float, path: Path) -> None:
    """Chrome gained against values kept as the threshold falls (held-out scores)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    order = np.argsort(-scores)
    on_screen = sum(t["on_screen"] for t in pages.totals.values())
    chrome_n = sum(t["chrome_n"] for t in pages.totals.values())
    leak = 100 * np.cumsum(pages.values[order]) / on_screen
    gain = 100 * np.cumsum(pages.chrome[order]) / chrome_n
    fig, ax = plt.subplots(figsize=(6.5, 4))
    ax.plot(leak, gain)
    ax.axvline(100 * MAX_LEAK, color="grey", linestyle="--", label=f"{100 * MAX_LEAK:.1f} % of values kept")
    at = int((scores >= threshold).sum())
    if at:
        ax.plot([leak[at - 1]], [gain[at - 1]], "o", label=f"threshold {threshold:.3f}")
    ax.set_xscale("symlog", linthresh=0.01)
    ax.set_xlabel("values kept by the model, % of values on screen (held-out scores)")
    ax.set_ylabel("chrome segments gained, %")
    ax.legend()
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="fit the layout model that keeps more chrome")
    parser.add_argument("--workdir", type=Path, action="append", required=True, help="a rendered work folder")
    parser.add_argument("--model", type=Path, help="write the fitted model here (the data file)")
    parser.add_argument("--out", type=Path, default=RESULTS / "keep_model")
    parser.add_argument("--max-leak", type=float, default=MAX_LEAK)
    parser.add_argument("--refresh", action="store_true", help="compute the cached features again")
    args = parser.parse_args(argv)
    missing = [str(w) for w in args.workdir if not w.is_dir()]
    if missing:
        parser.error(f"--workdir: no such folder {', '.join(missing)}")
    pages = load_pages(args.workdir, args.refresh)
    if len(pages.totals) < 2:
        parser.error("--workdir: pages of two families of page kinds at least (one is held out while the others fit)")
    held_scores = held_out_scores(pages)
    threshold = threshold_for(held_scores, pages, args.max_leak)
    model = fit(pages.x, pages.chrome.astype(float))
    command = "python -m screenroute.bench.privacy.keep_model " + " ".join(sys.argv[1:] if argv is None else argv)
    held, fitted = figures(held_scores, pages, threshold), figures(_scores(model, pages.x), pages, threshold)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.with_suffix(".md").write_text(
        report(held, fitted, threshold, command, pages, held_scores), encoding="utf-8"
    )
    args.out.with_suffix(".json").write_text(
        json.dumps({"threshold": threshold, "held_out": held, "fitted": fitted}, indent=1) + "\n", encoding="utf-8"
    )
    plot(held_scores, pages, threshold, args.out.with_suffix(".png"))
    if args.model is not None:
        kept = KeepModel(model, threshold)
        provenance = {"families": sorted(pages.totals), "samples": len(pages.x), "max_leak": args.max_leak}
        args.model.write_text(kept.to_json(provenance), encoding="utf-8")
    print(args.out.with_suffix(".md").read_text(encoding="utf-8"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
