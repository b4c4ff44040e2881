"""Benchmark of the edge state classifier: accuracy, open-set detection, int8 vs fp32.

Usage::

    python -m screenroute.bench.classifier_bench --data DIR [--model ARTIFACT] [--out bench/results]

``DIR`` is a dataset captured with ``python -m screenroute.bench.dataset.capture`` (``known/`` and
``unknown/``). Everything is measured on the runtime path (onnxruntime, the artifact's
models and open-set data); nothing here imports torch.

* accuracy and macro-F1 per head on the held-out **test variations** (whole sandboxes —
  size/scale/theme/data combinations — never seen in training or calibration);
* open set: AUROC of each unknown score (known test frames vs never-seen screens), and the
  share flagged unknown at each score's threshold calibrated on the val variations;
* int8 vs fp32 at one thread, measured interleaved in one run: p50/p95 latency of the model
  and of preprocessing, size on disk, and label agreement.

Results go to ``OUT/classifier_results.{json,md}`` and ``OUT/classifier_*.png``. No
wall-clock number here gates anything.
"""

from __future__ import annotations

import argparse
import json
import platform
import sys
import time
import zipfile
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from screenroute.edge.classify import DEFAULT_ARTIFACT, ClassifierArtifact, OnnxStateClassifier
from screenroute.edge.classify.openset import METHODS, OpenSetModel, auroc, leave_one_variation_out

if TYPE_CHECKING:
    from screenroute.edge.classify.training.dataset import FrameSet


def macro_f1(y: np.ndarray, p: np.ndarray, n: int) -> float:
    f1s = []
    for c in range(n):
        tp = int(((p == c) & (y == c)).sum())
        fp = int(((p == c) & (y != c)).sum())
        fn = int(((p != c) & (y == c)).sum())
        if tp + fp + fn == 0:
            continue  # class absent from this split and never predicted
        f1s.append(2 * tp / (2 * tp + fp + fn))
    return float(np.mean(f1s)) if f1s else float("nan")


def roc_curve(known: np.ndarray, unknown: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    thresholds = np.unique(np.concatenate([known, unknown]))[::-1]
    fpr = np.array([0.0] + [(known >= t).mean() for t in thresholds])
    tpr = np.array([0.0] + [(unknown >= t).mean() for t in thresholds])
    return fpr, tpr


def latency(
    classifiers: dict[str, OnnxStateClassifier], sample: np.ndarray, frames: list[np.ndarray], rounds: int
) -> dict[str, dict[str, float]]:
    """Per-call latency of each model, interleaved (A, B, A, B…) so both see the same machine load."""
    times: dict[str, list[float]] = {k: [] for k in classifiers}
    batch = sample[None]
    for c in classifiers.values():  # warm-up
        for _ in range(20):
            c.run(batch)
    for _ in range(rounds):
        for name, c in classifiers.items():
            t = time.perf_counter()
            c.run(batch)
            times[name].append((time.perf_counter() - t) * 1000)
    pre: list[float] = []
    any_c = next(iter(classifiers.values()))
    for f in frames:
        t = time.perf_counter()
        any_c.preprocess(f)
        pre.append((time.perf_counter() - t) * 1000)
    out = {
        k: {"p50_ms": float(np.percentile(v, 50)), "p95_ms": float(np.percentile(v, 95)), "n": len(v)}
        for k, v in times.items()
    }
    out["preprocess"] = {
        "p50_ms": float(np.percentile(pre, 50)),
        "p95_ms": float(np.percentile(pre, 95)),
        "n": len(pre),
    }
    return out


def run(data: Path, model: Path, out: Path, rounds: int) -> dict[str, object]:
    from screenroute.edge.classify.training.dataset import (  # numpy + PIL only
        data_seed_of,
        load_frames,
        read_label_set,
        unknown_is_dev,
    )

    label_set = read_label_set(data)
    heads, screen = label_set.heads, label_set.screen_head
    # The artifact must have been trained on this dataset's label set: class ids mean the same.
    artifact = ClassifierArtifact.load(model, expect_heads=heads)
    meta = artifact.metadata
    int8 = OnnxStateClassifier(artifact, variant="int8", threads=1)
    fp32 = OnnxStateClassifier(artifact, variant="fp32", threads=1)
    w, h = meta.input.width, meta.input.height
    known = load_frames(data, "known", w, h)
    unknown = load_frames(data, "unknown", w, h)
    test = known.select(known.split == "test")
    val = known.select(known.split == "val")
    eval_mask = np.array([not unknown_is_dev(v) for v in unknown.variation])
    unknown_test = unknown.select(eval_mask)
    print(
        f"test {len(test)} known frames ({len(set(test.variation))} variations), unknown {len(unknown)} "
        f"({len(unknown_test)} eval: not used to choose the score)"
    )

    train_unit = int8.index.vectors()
    train_unit = train_unit / np.linalg.norm(train_unit, axis=1, keepdims=True)
    ref_groups = np.array([f.split("/")[0] for f in int8.index.files()])
    openset = OpenSetModel.from_arrays(artifact.openset, train_unit)

    def val_scores(method: str, emb: np.ndarray, page_logits: np.ndarray) -> np.ndarray:
        # The kNN references include the val variations: score each val frame against the others.
        if method == "knn" and set(val.variation.tolist()) & set(ref_groups.tolist()):
            return leave_one_variation_out(train_unit, ref_groups, emb, val.variation)
        return openset.score(method, emb, page_logits)

    def outputs(c: OnnxStateClassifier, frames: FrameSet) -> tuple[np.ndarray, dict[str, np.ndarray]]:
        chunks = [c.run(frames.x[b : b + 64].astype(np.float32)) for b in range(0, len(frames), 64)]
        return np.concatenate([e for e, _ in chunks]), {hd: np.concatenate([z[hd] for _, z in chunks]) for hd in heads}

    results: dict[str, object] = {
        "artifact": {
            "path": str(model),
            "model_version": meta.model_version,
            "dataset_fingerprint": meta.dataset_fingerprint,
            "unknown_method": meta.unknown.method,
            "unknown_threshold": meta.unknown.threshold,
        },
        "heads": list(heads),
        "machine": {"python": platform.python_version(), "processor": platform.processor() or platform.machine()},
        "frames": {
            "test_known": len(test),
            "val_known": len(val),
            "unknown": len(unknown),
            "unknown_eval": len(unknown_test),
            "test_variations": sorted(set(test.variation.tolist())),
        },
    }

    # -- accuracy per head (int8 and fp32) on held-out variations
    acc: dict[str, dict[str, dict[str, float]]] = {}
    preds: dict[str, dict[str, np.ndarray]] = {}
    for name, c in (("int8", int8), ("fp32", fp32)):
        _, logits = outputs(c, test)
        preds[name] = {hd: z.argmax(1) for hd, z in logits.items()}
        acc[name] = {}
        for hd, classes in heads.items():
            y, p = test.y[hd], preds[name][hd]
            m = y >= 0
            acc[name][hd] = {
                "accuracy": float((p[m] == y[m]).mean()),
                "macro_f1": macro_f1(y[m], p[m], len(classes)),
                "n": int(m.sum()),
            }
        exact = np.ones(len(test), bool)
        for hd in heads:
            m = test.y[hd] >= 0
            exact &= ~m | (preds[name][hd] == test.y[hd])
        acc[name]["all_heads"] = {"accuracy": float(exact.mean()), "n": len(test)}
    results["accuracy_test"] = acc
    errors = []
    for i in range(len(test)):
        wrong = {
            hd: (heads[hd][test.y[hd][i]], heads[hd][preds["int8"][hd][i]])
            for hd in heads
            if test.y[hd][i] >= 0 and preds["int8"][hd][i] != test.y[hd][i]
        }
        if wrong:
            errors.append(
                {"file": test.records[i]["file"], "wrong": {hd: f"{a} -> {b}" for hd, (a, b) in wrong.items()}}
            )
    results["errors_int8"] = errors

    # -- open set: every method, calibrated on val, evaluated on test known vs never-seen
    e_val, l_val = outputs(int8, val)
    e_test, l_test = outputs(int8, test)
    e_unk, l_unk = outputs(int8, unknown)
    target = meta.unknown.target_false_escalation
    open_res: dict[str, dict[str, float]] = {}
    scores: dict[str, dict[str, np.ndarray]] = {}
    test_mask = eval_mask
    for method in METHODS:
        s_val = val_scores(method, e_val, l_val[screen])
        s_test = openset.score(method, e_test, l_test[screen])
        s_unk = openset.score(method, e_unk, l_unk[screen])
        thr = meta.unknown.threshold if method == meta.unknown.method else float(np.quantile(s_val, 1 - target))
        scores[method] = {"test": s_test, "unknown": s_unk, "threshold": np.array(thr)}
        open_res[method] = {
            "threshold": thr,
            "auroc_all_unknown": auroc(s_test, s_unk),
            "auroc_unknown_eval": auroc(s_test, s_unk[test_mask]),
            "flagged_unknown_all": float((s_unk > thr).mean()),
            "flagged_unknown_eval": float((s_unk[test_mask] > thr).mean()) if test_mask.any() else float("nan"),
            "flagged_known_test": float((s_test > thr).mean()),
        }
        for kind in sorted({str(r["meta"]["unknown"]) for r in unknown.records}):
            km = np.array([r["meta"]["unknown"] == kind for r in unknown.records])
            open_res[method][f"flagged_{kind}"] = float((s_unk[km] > thr).mean())
    results["open_set"] = open_res
    # The chosen score at other calibration targets: what a stricter or looser threshold trades.
    s_val_chosen = val_scores(meta.unknown.method, e_val, l_val[screen])
    points = []
    for q in (0.98, 0.985, 0.99, 0.995):
        thr = float(np.quantile(s_val_chosen, q))
        points.append(
            {
                "val_quantile": q,
                "threshold": thr,
                "flagged_known_test": float((scores[meta.unknown.method]["test"] > thr).mean()),
                "flagged_unknown_all": float((scores[meta.unknown.method]["unknown"] > thr).mean()),
                "flagged_unknown_eval": float((scores[meta.unknown.method]["unknown"][eval_mask] > thr).mean()),
            }
        )
    results["operating_points"] = points
    # Known screens holding data the capture never showed them with (what an agent's screens
    # are): val frames scored against the references of the *other* back-office data seeds only.
    # The router acts on a screen past the threshold, within its verify band, only when the OCR
    # anchors and the classified page agree, and then checks the step's post-condition.
    ref_seeds = np.array([data_seed_of(g) for g in ref_groups])
    if meta.unknown.method == "knn" and len(set(ref_seeds.tolist())) > 1:
        from screenroute.router.deciding.policy import PolicyConfig

        val_seeds = np.array([data_seed_of(v) for v in val.variation])
        new_data = leave_one_variation_out(train_unit, ref_seeds, e_val, val_seeds)
        thr, band = meta.unknown.threshold, PolicyConfig().unknown_verify_band
        s_unk_chosen = scores["knn"]["unknown"]
        results["new_data"] = {
            "val_frames": len(new_data),
            "verify_band": band,
            "quantiles_over_threshold": {str(q): float(np.quantile(new_data, q) / thr) for q in (0.5, 0.9, 0.99, 1.0)},
            "known_new_data_flagged": float((new_data > thr).mean()),
            "known_new_data_past_band": float((new_data > thr * band).mean()),
            "unknown_within_band": float(((s_unk_chosen > thr) & (s_unk_chosen <= thr * band)).mean()),
            "unknown_below_threshold": float((s_unk_chosen <= thr).mean()),
        }
    chosen = scores[meta.unknown.method]
    missed = [
        {
            "file": unknown.records[i]["file"],
            "name": unknown.records[i]["meta"]["name"],
            "score": float(chosen["unknown"][i]),
        }
        for i in np.flatnonzero(chosen["unknown"] <= chosen["threshold"])
    ]
    results["unknown_missed"] = missed

    # -- int8 vs fp32: agreement on every frame we have, size, latency
    every = [test, val, unknown]
    agree: dict[str, list[np.ndarray]] = {hd: [] for hd in heads}
    for fs in every:
        _, li = outputs(int8, fs)
        _, lf = outputs(fp32, fs)
        for hd in heads:
            agree[hd].append(li[hd].argmax(1) == lf[hd].argmax(1))
    agree_all = np.all([np.concatenate(agree[hd]) for hd in heads], axis=0)
    results["agreement"] = {
        **{hd: float(np.concatenate(v).mean()) for hd, v in agree.items()},
        "all_heads": float(agree_all.mean()),
        "n": int(agree_all.size),
    }
    with zipfile.ZipFile(model) as zf:
        sizes = {i.filename: i.file_size for i in zf.infolist()}
    results["size_bytes"] = {
        "model.int8.onnx": sizes.get("model.int8.onnx"),
        "model.fp32.onnx": sizes.get("model.fp32.onnx"),
        "embeddings.sqlite": sizes.get("embeddings.sqlite"),
        "artifact_zip": model.stat().st_size,
    }
    from PIL import Image

    full = [np.asarray(Image.open(data / "known" / str(r["file"])).convert("RGB")) for r in test.records[:60]]
    lat: dict[str, Any] = latency({"int8": int8, "fp32": fp32}, test.x[0].astype(np.float32), full, rounds)
    lat["speedup_p50"] = lat["fp32"]["p50_ms"] / lat["int8"]["p50_ms"]
    results["latency_one_thread"] = lat

    out.mkdir(parents=True, exist_ok=True)
    (out / "classifier_results.json").write_text(json.dumps(results, indent=2, ensure_ascii=False))
    (out / "classifier_results.md").write_text(report_md(results))
    plots(results, scores, out)
    return results


def report_md(r: dict[str, Any]) -> str:
    acc, op, lat, ag, size = r["accuracy_test"], r["open_set"], r["latency_one_thread"], r["agreement"], r["size_bytes"]
    chosen = r["artifact"]["unknown_method"]
    lines = [
        "# State classifier benchmark",
        "",
        f"Artifact `{r['artifact']['model_version']}` (dataset `{r['artifact']['dataset_fingerprint'][:16]}…`), "
        f"{r['frames']['test_known']} known frames from {len(r['frames']['test_variations'])} held-out test variations, "
        f"{r['frames']['unknown']} never-seen screens. Reproduce: `python -m screenroute.bench.classifier_bench --data DIR`.",
        "",
        "## Accuracy on held-out variations",
        "",
        "| head | int8 accuracy | int8 macro-F1 | fp32 accuracy | fp32 macro-F1 | frames |",
        "|---|---|---|---|---|---|",
    ]
    for hd in r["heads"]:
        a, b = acc["int8"][hd], acc["fp32"][hd]
        lines.append(
            f"| {hd} | {a['accuracy']:.4f} | {a['macro_f1']:.4f} | {b['accuracy']:.4f} | {b['macro_f1']:.4f} | {a['n']} |"
        )
    lines.append(
        f"| all heads exact | {acc['int8']['all_heads']['accuracy']:.4f} | | {acc['fp32']['all_heads']['accuracy']:.4f} | | "
        f"{acc['int8']['all_heads']['n']} |"
    )
    lines += [
        "",
        "## Unknown screens (open set)",
        "",
        "Thresholds: each score's val-variation quantile for the target false-escalation rate "
        f"({chosen} is the artifact's choice; its val scores are leave-one-variation-out distances when the "
        "val variations are among the kNN references). The eval half of the never-seen screens was not used "
        "to choose the score.",
        "",
        "| score | AUROC (all never-seen) | AUROC (eval half) | flagged never-seen (all) | flagged (eval half) | flagged known (test) | "
        "other apps | browser errors | other admin pages |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for m, v in op.items():
        mark = " **(chosen)**" if m == chosen else ""
        lines.append(
            f"| {m}{mark} | {v['auroc_all_unknown']:.4f} | {v['auroc_unknown_eval']:.4f} | "
            f"{v['flagged_unknown_all']:.3f} | {v['flagged_unknown_eval']:.3f} | {v['flagged_known_test']:.3f} | {v.get('flagged_other_app', float('nan')):.3f} | "
            f"{v.get('flagged_browser_error', float('nan')):.3f} | {v.get('flagged_other_admin', float('nan')):.3f} |"
        )
    lines += [
        "",
        f"Operating points of {chosen} (threshold = val quantile):",
        "",
        "| val quantile | threshold | flagged known (test) | flagged never-seen (all) | flagged never-seen (eval half) |",
        "|---|---|---|---|---|",
    ]
    for p in r["operating_points"]:
        mark = " **(shipped)**" if abs(p["threshold"] - r["artifact"]["unknown_threshold"]) < 1e-6 else ""
        lines.append(
            f"| {p['val_quantile']}{mark} | {p['threshold']:.4f} | {p['flagged_known_test']:.3f} | "
            f"{p['flagged_unknown_all']:.3f} | {p['flagged_unknown_eval']:.3f} |"
        )
    nd = r.get("new_data")
    if nd:
        qs = nd["quantiles_over_threshold"]
        lines += [
            "",
            "Known screens holding new data (val frames against the references of the other back-office data "
            f"seeds only, {nd['val_frames']} frames): score / threshold at q50 {qs['0.5']:.2f}, q90 {qs['0.9']:.2f}, "
            f"q99 {qs['0.99']:.2f}, max {qs['1.0']:.2f}; {nd['known_new_data_flagged']:.3f} past the threshold, "
            f"{nd['known_new_data_past_band']:.3f} past the router's verify band ({nd['verify_band']:g}× the threshold, where "
            "a screen whose OCR anchors and classified page agree is acted on with its post-condition checked). "
            f"Never-seen screens inside that band: {nd['unknown_within_band']:.3f} (below the threshold: "
            f"{nd['unknown_below_threshold']:.3f}).",
        ]
    lines += [
        "",
        "## int8 vs fp32 (one thread, interleaved in one run)",
        "",
        "| | p50 ms | p95 ms | size on disk |",
        "|---|---|---|---|",
        f"| int8 | {lat['int8']['p50_ms']:.3f} | {lat['int8']['p95_ms']:.3f} | {size['model.int8.onnx'] / 1024:.0f} KiB |",
        f"| fp32 | {lat['fp32']['p50_ms']:.3f} | {lat['fp32']['p95_ms']:.3f} | {size['model.fp32.onnx'] / 1024:.0f} KiB |",
        f"| preprocess (full frame → input) | {lat['preprocess']['p50_ms']:.3f} | {lat['preprocess']['p95_ms']:.3f} | |",
        "",
        f"Speed-up (p50): {lat['speedup_p50']:.2f}×. Agreement int8 vs fp32 over {ag['n']} frames: all heads "
        f"{ag['all_heads']:.4f} (" + ", ".join(f"{hd} {ag[hd]:.4f}" for hd in r["heads"]) + "). "
        f"Artifact zip {size['artifact_zip'] / 1024:.0f} KiB.",
        "",
    ]
    ok = lambda b: "met" if b else "**missed**"  # noqa: E731
    chosen_op = op[chosen]
    lines += ["## Targets", "", "| target | measured | |", "|---|---|---|"]
    for hd in r["heads"]:
        a = acc["int8"][hd]["accuracy"]
        lines.append(f"| ≥ 98 % accuracy, {hd} | {a:.3f} | {ok(a >= 0.98)} |")
    lines += [
        f"| ≥ 95 % never-seen flagged (shipped threshold) | {chosen_op['flagged_unknown_all']:.3f} all, "
        f"{chosen_op['flagged_unknown_eval']:.3f} eval half | {ok(min(chosen_op['flagged_unknown_all'], chosen_op['flagged_unknown_eval']) >= 0.95)} |",
        f"| ≤ 2 % held-out known flagged | {chosen_op['flagged_known_test']:.3f} | {ok(chosen_op['flagged_known_test'] <= 0.02)} |",
        f"| int8 p50 ≤ 3 ms, one thread | {lat['int8']['p50_ms']:.3f} ms | {ok(lat['int8']['p50_ms'] <= 3)} |",
        f"| int8 ≥ 1.5× faster than fp32 | {lat['speedup_p50']:.2f}× | {ok(lat['speedup_p50'] >= 1.5)} |",
        f"| ≥ 99 % int8/fp32 agreement | {ag['all_heads']:.4f} | {ok(ag['all_heads'] >= 0.99)} |",
        "",
    ]
    if r["errors_int8"]:
        lines += ["## int8 errors on the test variations", ""]
        lines += [
            f"- `{e['file']}`: " + ", ".join(f"{k} {v}" for k, v in e["wrong"].items()) for e in r["errors_int8"][:40]
        ]
        lines.append("")
    if r["unknown_missed"]:
        lines += ["## Never-seen screens not flagged (chosen score)", ""]
        lines += [f"- `{m['file']}` ({m['name']}): score {m['score']:.4f}" for m in r["unknown_missed"][:60]]
        lines.append("")
    return "\n".join(lines)


def plots(r: dict[str, Any], scores: dict[str, dict[str, np.ndarray]], out: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(7, 3.5))
    heads = list(r["heads"])
    x = np.arange(len(heads))
    for i, name in enumerate(("int8", "fp32")):
        ax.bar(x + (i - 0.5) * 0.35, [r["accuracy_test"][name][hd]["accuracy"] for hd in heads], 0.35, label=name)
    ax.set_xticks(x, heads)
    ax.set_ylim(min(0.8, min(r["accuracy_test"]["int8"][hd]["accuracy"] for hd in heads) - 0.02), 1.0)
    ax.axhline(0.98, color="k", ls="--", lw=0.8, label="target 0.98")
    ax.set_ylabel("accuracy (held-out variations)")
    ax.legend()
    fig.tight_layout()
    fig.savefig(out / "classifier_accuracy.png", dpi=110)
    plt.close(fig)

    fig, axes = plt.subplots(1, 2, figsize=(11, 4))
    for m, s in scores.items():
        fpr, tpr = roc_curve(s["test"], s["unknown"])
        axes[0].plot(fpr, tpr, label=f"{m} (AUROC {r['open_set'][m]['auroc_all_unknown']:.3f})")
    axes[0].set_xlabel("known flagged (false escalation)")
    axes[0].set_ylabel("never-seen flagged")
    axes[0].legend(fontsize=8)
    axes[0].set_title("ROC: known test vs never-seen")
    chosen = r["artifact"]["unknown_method"]
    s = scores[chosen]
    bins = np.linspace(min(s["test"].min(), s["unknown"].min()), max(s["test"].max(), s["unknown"].max()), 50)
    axes[1].hist(s["test"], bins=bins, alpha=0.6, label="known (test variations)")
    axes[1].hist(s["unknown"], bins=bins, alpha=0.6, label="never-seen")
    axes[1].axvline(float(s["threshold"]), color="k", ls="--", label="threshold")
    axes[1].set_xlabel(f"{chosen} unknown score")
    axes[1].legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(out / "classifier_openset.png", dpi=110)
    plt.close(fig)

    fig, ax = plt.subplots(figsize=(5, 3.5))
    lat = r["latency_one_thread"]
    names = ["int8", "fp32"]
    ax.bar(names, [lat[n]["p50_ms"] for n in names], label="p50")
    ax.scatter(names, [lat[n]["p95_ms"] for n in names], color="k", zorder=3, label="p95")
    ax.set_ylabel("ms per frame, one thread")
    ax.legend()
    fig.tight_layout()
    fig.savefig(out / "classifier_latency.png", dpi=110)
    plt.close(fig)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", required=True, type=Path)
    parser.add_argument("--model", type=Path, default=DEFAULT_ARTIFACT)
    parser.add_argument("--out", type=Path, default=Path(__file__).with_name("results"))
    parser.add_argument("--rounds", type=int, default=400, help="latency samples per model")
    args = parser.parse_args(argv)
    results = run(args.data, args.model, args.out, args.rounds)
    print(report_md(results))
    return 0


if __name__ == "__main__":
    sys.exit(main())
