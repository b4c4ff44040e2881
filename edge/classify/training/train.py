"""``screenroute train``: dataset → CNN → ONNX fp32 → int8 (optimum ORTQuantizer) → open set → artifact.

The heads and their classes are the dataset's own (``label_set.json`` in the dataset folder);
the artifact's metadata carries them on to the runtime.

torch, onnx and optimum (the ``train`` extra) are imported inside the functions that use them;
the gate's type checker sees them as untyped (pyproject.toml), so their values are ``Any`` here.
"""

from __future__ import annotations

import datetime as dt
import json
import math
import shutil
import time
import warnings
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from screenroute.edge.classify.artifact import ClassifierArtifact
from screenroute.edge.classify.index import EmbeddingIndex
from screenroute.edge.classify.openset import METHODS, OpenSetModel, auroc, leave_one_variation_out
from screenroute.edge.classify.reading import DATASET_READING_FILE, carry_reading
from screenroute.edge.classify.training.dataset import (
    FrameRecord,
    FrameSet,
    LabelSet,
    fingerprint,
    load_frames,
    unknown_is_dev,
)

if TYPE_CHECKING:
    import torch

    from screenroute.edge.classify.training.model import StateNet

WIDTH, HEIGHT = 640, 384
EMBEDDING_DIM = 64


@dataclass(frozen=True)
class TrainConfig:
    """Knobs of one training run."""

    data_dir: Path
    out: Path
    workdir: Path
    epochs: int = 24
    batch_size: int = 32
    lr: float = 3e-3
    seed: int = 0
    # Networks trained (seeds seed, seed+1, ...); the one with the best mean validation accuracy
    # over the heads is kept. Measured: three 40-epoch runs on one dataset reached validation
    # form accuracy 0.986, 0.972 and 0.972, so a single run is a draw, not a result.
    seeds: int = 1
    threads: int = 2
    target_false_escalation: float = 0.02
    calibration_frames: int = 256
    recalibrate_only: bool = False


def _augment(x: torch.Tensor, gen: torch.Generator) -> torch.Tensor:
    import torch

    n = x.shape[0]
    # Small shifts (a window a few pixels off), contrast/brightness jitter (themes, antialiasing), noise.
    pad = 6 * max(1, x.shape[3] // 320)
    padded = torch.nn.functional.pad(x, (pad, pad, pad, pad), mode="replicate")
    out = torch.empty_like(x)
    dx = torch.randint(0, 2 * pad + 1, (n,), generator=gen)
    dy = torch.randint(0, 2 * pad + 1, (n,), generator=gen)
    for i in range(n):
        out[i] = padded[i, :, dy[i] : dy[i] + x.shape[2], dx[i] : dx[i] + x.shape[3]]
    gain = 1 + 0.15 * (torch.rand(n, 1, 1, 1, generator=gen) * 2 - 1)
    bias = 0.1 * (torch.rand(n, 1, 1, 1, generator=gen) * 2 - 1)
    out = out * gain + bias + 0.02 * torch.randn(out.shape, generator=gen)
    return out.clamp(-1.2, 1.2)


def train_best_of_seeds(
    cfg: TrainConfig, train: FrameSet, val: FrameSet, say: Callable[[str], None]
) -> tuple[StateNet, dict[str, dict[str, float]]]:
    """Train ``cfg.seeds`` networks; keep the best by mean validation accuracy (the test split is never looked at)."""
    best: tuple[float, StateNet | None, int] = (-1.0, None, cfg.seed)
    candidates: dict[str, dict[str, float]] = {}
    for seed in range(cfg.seed, cfg.seed + cfg.seeds):
        if cfg.seeds > 1:
            say(f"seed {seed} ({seed - cfg.seed + 1}/{cfg.seeds})")
        model, acc = train_network(cfg, train, val, say, seed)
        candidates[str(seed)] = acc
        mean_acc = float(np.mean(list(acc.values())))
        if mean_acc > best[0]:
            best = (mean_acc, model, seed)
    if best[1] is None:
        raise ValueError(f"no network trained (seeds {cfg.seeds})")
    if cfg.seeds > 1:
        say(f"kept seed {best[2]}: val acc " + "  ".join(f"{h} {a:.3f}" for h, a in candidates[str(best[2])].items()))
    return best[1], candidates


def train_network(
    cfg: TrainConfig, train: FrameSet, val: FrameSet, say: Callable[[str], None], seed: int
) -> tuple[StateNet, dict[str, float]]:
    """One network from ``seed``; returns it at its best validation epoch, with that epoch's accuracies."""
    import torch
    from torch import nn

    from screenroute.edge.classify.training.model import StateNet

    torch.manual_seed(seed)
    torch.set_num_threads(cfg.threads)
    gen = torch.Generator().manual_seed(seed)
    heads = train.label_set.heads
    model = StateNet({h: len(c) for h, c in heads.items()}, EMBEDDING_DIM, HEIGHT, WIDTH)
    say(f"network: {sum(p.numel() for p in model.parameters()):,} parameters, input 1x{HEIGHT}x{WIDTH}")
    x = torch.from_numpy(train.x.astype(np.float32))
    ys = {h: torch.from_numpy(v) for h, v in train.y.items()}
    # Rare classes (the file chooser, the toast) weigh more: inverse square root of frequency.
    losses = {}
    for h, classes in heads.items():
        counts = np.bincount(train.y[h][train.y[h] >= 0], minlength=len(classes)).astype(np.float64)
        w = 1 / np.sqrt(np.maximum(counts, 1))
        w = w / (w * counts).sum() * counts.sum()
        losses[h] = nn.CrossEntropyLoss(weight=torch.tensor(w, dtype=torch.float32), ignore_index=-1)
    opt = torch.optim.AdamW(model.parameters(), lr=cfg.lr, weight_decay=1e-4)
    steps_per_epoch = math.ceil(len(train) / cfg.batch_size)
    sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=cfg.lr, total_steps=cfg.epochs * steps_per_epoch)
    best: tuple[float, dict[str, Any] | None, dict[str, float]] = (-1.0, None, {})
    for epoch in range(1, cfg.epochs + 1):
        started = time.monotonic()
        model.train()
        perm = torch.randperm(len(train), generator=gen)
        total = 0.0
        for b in range(steps_per_epoch):
            idx = perm[b * cfg.batch_size : (b + 1) * cfg.batch_size]
            outs = model(_augment(x[idx], gen))
            loss = sum(losses[h](z, ys[h][idx]) for h, z in zip(heads, outs[1:], strict=True))
            opt.zero_grad()
            loss.backward()
            opt.step()
            sched.step()
            total += float(loss.detach()) * len(idx)
        acc = evaluate_torch(model, val)
        mean_acc = float(np.mean(list(acc.values())))
        say(
            f"epoch {epoch:2d}/{cfg.epochs}  loss {total / len(train):.4f}  val acc "
            + "  ".join(f"{h} {a:.3f}" for h, a in acc.items())
            + f"  ({time.monotonic() - started:.0f} s)"
        )
        if mean_acc >= best[0]:
            best = (mean_acc, {k: v.clone() for k, v in model.state_dict().items()}, acc)
    model.load_state_dict(best[1])
    return model, best[2]


def evaluate_torch(model: StateNet, frames: FrameSet) -> dict[str, float]:
    import torch

    heads = frames.label_set.heads
    model.eval()
    preds: dict[str, list[np.ndarray]] = {h: [] for h in heads}
    with torch.no_grad():
        for b in range(0, len(frames), 64):
            outs = model(torch.from_numpy(frames.x[b : b + 64].astype(np.float32)))
            for h, z in zip(heads, outs[1:], strict=True):
                preds[h].append(z.argmax(1).numpy())
    acc = {}
    for h in heads:
        p, y = np.concatenate(preds[h]), frames.y[h]
        acc[h] = float((p[y >= 0] == y[y >= 0]).mean()) if (y >= 0).any() else float("nan")
    return acc


def _output_names(label_set: LabelSet) -> list[str]:
    """The ONNX model's outputs: the embedding, then one logits output per head, in label-set order."""
    return ["embedding", *(f"logits_{h}" for h in label_set.heads)]


def export_onnx(model: StateNet, label_set: LabelSet, path: Path, *, fold: bool = True) -> None:
    """Export to ONNX; ``fold=False`` for a network whose BatchNorms are folded already (a fine-tuned one)."""
    import torch

    from screenroute.edge.classify.training.model import fold_batchnorm

    if fold:
        model = fold_batchnorm(model)
    model.eval()
    names = _output_names(label_set)
    with warnings.catch_warnings():
        # The TorchScript exporter (dynamo=False) is chosen on purpose: its graph is the one the
        # quantizer and the runtime checks were measured on; torch warns that it is the legacy one.
        warnings.simplefilter("ignore", DeprecationWarning)
        torch.onnx.export(
            model,
            (torch.zeros(1, 1, HEIGHT, WIDTH),),
            str(path),
            input_names=["image"],
            output_names=names,
            dynamic_axes={"image": {0: "batch"}, **{n: {0: "batch"} for n in names}},
            opset_version=17,
            dynamo=False,
        )


def quantize_int8(fp32: Path, out_dir: Path, calibration: np.ndarray) -> Path:
    """Static int8 (QDQ, per-channel weights) with optimum's ORTQuantizer, calibrated on dataset frames.

    Only the convolutions from the second on are quantized, with percentile (99.999) ranges.
    Measured on this network (bench/results/classifier_results.md): quantizing every op with
    min/max ranges agreed with fp32 on 96.4 % of frames; the one-channel first conv gains
    nothing from int8 and costs the most agreement (99.3 % without it, and 0.50 vs 0.65 ms);
    the small Gemm heads stay fp32 so the logits are not requantized.
    """
    import onnx
    from onnxruntime.quantization import CalibrationMethod
    from optimum.onnxruntime import ORTQuantizer
    from optimum.onnxruntime.configuration import AutoQuantizationConfig, CalibrationConfig

    convs = [n.name for n in onnx.load(str(fp32)).graph.node if n.op_type == "Conv"]
    quantizer = ORTQuantizer.from_pretrained(fp32.parent, file_name=fp32.name)
    qconfig = AutoQuantizationConfig.avx512_vnni(
        is_static=True, per_channel=True, operators_to_quantize=["Conv"], nodes_to_exclude=convs[:1]
    )
    calib = CalibrationConfig(
        dataset_name="screenroute-sandbox",
        dataset_config_name="known",
        dataset_split="train",
        dataset_num_samples=len(calibration),
        method=CalibrationMethod.Percentile,
        num_bins=2048,
        percentile=99.999,
    )
    reader = [{"image": calibration[i].astype(np.float32)} for i in range(len(calibration))]
    ranges = quantizer.fit(
        dataset=reader,
        calibration_config=calib,
        onnx_augmented_model_name=str(out_dir / "augmented.onnx"),
        operators_to_quantize=["Conv"],
    )
    save_dir = out_dir / "int8"
    shutil.rmtree(save_dir, ignore_errors=True)
    quantizer.quantize(
        quantization_config=qconfig, save_dir=save_dir, file_suffix="int8", calibration_tensors_range=ranges
    )
    produced = sorted(save_dir.glob("*.onnx"))
    if len(produced) != 1:
        raise RuntimeError(f"the quantizer wrote {[p.name for p in produced]} to {save_dir}, expected one model")
    target = out_dir / "model.int8.onnx"
    produced[0].replace(target)
    (out_dir / "augmented.onnx").unlink(missing_ok=True)
    return target


def _ort_outputs(model_path: Path, frames: FrameSet) -> tuple[np.ndarray, dict[str, np.ndarray]]:
    import onnxruntime as ort

    options = ort.SessionOptions()
    options.intra_op_num_threads = 2
    options.log_severity_level = 3
    sess = ort.InferenceSession(str(model_path), options, providers=["CPUExecutionProvider"])
    names = _output_names(frames.label_set)
    chunks = [sess.run(names, {"image": frames.x[b : b + 64].astype(np.float32)}) for b in range(0, len(frames), 64)]
    emb = np.concatenate([c[0] for c in chunks])
    logits = {h: np.concatenate([c[i + 1] for c in chunks]) for i, h in enumerate(frames.label_set.heads)}
    return emb, logits


def run_training(cfg: TrainConfig, say: Callable[[str], None] = print) -> dict[str, object]:
    """The whole pipeline; writes ``cfg.out`` (the artifact) and returns its metadata."""
    started = time.monotonic()
    cfg.workdir.mkdir(parents=True, exist_ok=True)
    say(f"fingerprinting {cfg.data_dir}")
    fp, summary = fingerprint(cfg.data_dir)
    say(f"dataset fingerprint {fp[:16]}…")
    known = load_frames(cfg.data_dir, "known", WIDTH, HEIGHT, say)
    train, val, test = (known.select(known.split == s) for s in ("train", "val", "test"))
    say(f"frames: train {len(train)}, val {len(val)}, test {len(test)} (split by variation)")
    if not len(train) or not len(val):
        raise ValueError("the dataset needs train and val variations; capture more variations")
    fp32 = cfg.workdir / "model.fp32.onnx"
    int8 = cfg.workdir / "model.int8.onnx"
    rng = np.random.default_rng(cfg.seed)
    seed_candidates: dict[str, dict[str, float]] = {}
    calib_idx = rng.choice(len(train), size=min(cfg.calibration_frames, len(train)), replace=False)
    if cfg.recalibrate_only:
        # Keep the trained network; redo quantization, the open-set fit, thresholds and the artifact.
        if not fp32.is_file():
            raise FileNotFoundError(f"--recalibrate needs {fp32} from an earlier run")
        say(f"reusing {fp32} from an earlier run")
    else:
        model, seed_candidates = train_best_of_seeds(cfg, train, val, say)
        export_onnx(model, known.label_set, fp32)
        say(f"exported {fp32} ({fp32.stat().st_size / 1024:.0f} KiB)")
    int8 = quantize_int8(fp32, cfg.workdir, train.x[np.sort(calib_idx)])
    say(f"quantized {int8} ({int8.stat().st_size / 1024:.0f} KiB), calibrated on {len(calib_idx)} train frames")

    # The open set is fitted and calibrated on the int8 model's embeddings: the one that runs.
    openset, choice, method, reference = fit_openset(int8, train, val, cfg.data_dir, cfg.target_false_escalation, say)

    db = cfg.workdir / "embeddings.sqlite"
    EmbeddingIndex.build(db, reference[0], reference[1])
    metadata = _artifact_metadata(
        cfg,
        known.label_set,
        (fp, summary),
        (method, choice),
        {
            "seed_candidates_val_accuracy": seed_candidates,
            "frames": {"train": len(train), "val": len(val), "test": len(test)},
            "val_accuracy_int8": evaluate_int8(int8, val),
            "calibration_frames": len(calib_idx),
            "seconds": round(time.monotonic() - started),
        },
    )
    # The runtime artifact carries the int8 model only (what ships); the full one adds the fp32
    # model for the benchmark's side-by-side comparison.
    full = cfg.out.with_name(cfg.out.stem + ".full.zip")
    ClassifierArtifact.write(cfg.out, metadata, {"int8": int8.read_bytes()}, openset.to_arrays(), db.read_bytes())
    ClassifierArtifact.write(
        full, metadata, {"int8": int8.read_bytes(), "fp32": fp32.read_bytes()}, openset.to_arrays(), db.read_bytes()
    )
    say(
        f"wrote {cfg.out} ({cfg.out.stat().st_size / 1024:.0f} KiB) and {full.name} (+fp32) "
        f"in {time.monotonic() - started:.0f} s"
    )
    (cfg.workdir / "metadata.json").write_text(json.dumps(metadata, indent=2, ensure_ascii=False))
    for artifact in (cfg.out, full):  # how the router reads these labels, as the dataset declares it
        carry_reading(cfg.data_dir / DATASET_READING_FILE, artifact)
    return metadata


def _artifact_metadata(
    cfg: TrainConfig,
    label_set: Any,
    dataset: tuple[str, dict[str, Any]],
    unknown: tuple[str, dict[str, Any]],
    run: dict[str, object],
) -> dict[str, object]:
    """What the artifact says of itself: labels, input, outputs, the open-set choice, dataset and training."""
    fp, summary = dataset
    method, choice = unknown
    return {
        "model_version": dt.datetime.now(dt.UTC).strftime("%Y%m%d-%H%M%S") + f"-{fp[:8]}",
        "created": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"),
        "labels": {h: list(c) for h, c in label_set.heads.items()},
        "input": {
            "name": "image",
            "width": WIDTH,
            "height": HEIGHT,
            "channels": 1,
            "color": "gray",
            "value_range": [-1.0, 1.0],
            "layout": "NCHW",
        },
        "embedding_output": "embedding",
        "head_outputs": {h: f"logits_{h}" for h in label_set.heads},
        "embedding_dim": EMBEDDING_DIM,
        "unknown": {
            "method": method,
            "threshold": choice[method]["threshold"],
            "target_false_escalation": cfg.target_false_escalation,
            "calibrated_on": CALIBRATED_ON[method],
            "logits_head": label_set.screen_head,
        },
        "unknown_candidates": choice,
        "dataset_fingerprint": fp,
        "dataset": summary,
        "training": {"epochs": cfg.epochs, "batch_size": cfg.batch_size, "lr": cfg.lr, "seed": cfg.seed, **run},
    }


CALIBRATED_ON = dict.fromkeys(METHODS, "val (held-out variations)") | {
    "knn": "val frames vs the train+val references of the other variations (leave one variation out)"
}


def fit_openset(
    int8: Path, train: FrameSet, val: FrameSet, data_dir: Path, target: float, say: Callable[[str], None]
) -> tuple[OpenSetModel, dict[str, dict[str, float]], str, tuple[np.ndarray, list[FrameRecord]]]:
    """Fit every unknown score on the int8 model's embeddings, calibrate each on val, choose one.

    The kNN references are the train and val frames (more variations covered: a screen of a
    known state at a new size/theme finds a closer neighbour); its threshold is the val
    quantile of leave-one-variation-out distances. The other scores are fitted on train and
    calibrated on plain val scores. The choice is made on the dev half of the never-seen
    screens (the eval half only reports). Returns the model, each candidate's figures, the
    chosen method and the reference (embeddings, records) for the sqlite-vec index.
    """
    screen = train.label_set.screen_head
    emb_train, _ = _ort_outputs(int8, train)
    emb_val, logits_val = _ort_outputs(int8, val)
    fitted = OpenSetModel.fit(emb_train, train.joint_classes())
    ref = np.concatenate([emb_train, emb_val])
    ref_groups = np.concatenate([train.variation, val.variation])
    unit = ref / np.maximum(np.linalg.norm(ref, axis=1, keepdims=True), 1e-8)
    openset = OpenSetModel(fitted.prototypes, fitted.means, fitted.precision, unit.astype(np.float32))
    dev_unknown = None
    if (data_dir / "unknown" / "labels.jsonl").is_file():
        unknown = load_frames(data_dir, "unknown", WIDTH, HEIGHT, say)
        dev_unknown = unknown.select(np.array([unknown_is_dev(v) for v in unknown.variation]))
    choice: dict[str, dict[str, float]] = {}
    for method in METHODS:
        if method == "knn":
            s_val = leave_one_variation_out(ref, ref_groups, emb_val, val.variation)
        else:
            s_val = openset.score(method, emb_val, logits_val[screen])
        thr = float(np.quantile(s_val, 1 - target))
        entry = {"threshold": thr}
        if dev_unknown is not None and len(dev_unknown):
            e_u, l_u = _ort_outputs(int8, dev_unknown)
            s_u = openset.score(method, e_u, l_u[screen])
            entry.update(auroc_dev=auroc(s_val, s_u), flagged_dev=float((s_u > thr).mean()))
        choice[method] = entry
        say(f"unknown score {method:12s} " + "  ".join(f"{k} {v:.4f}" for k, v in entry.items()))
    method = max(METHODS, key=lambda m: (choice[m].get("flagged_dev", 0.0), choice[m].get("auroc_dev", 0.0)))
    say(f"chosen unknown score: {method} (threshold {choice[method]['threshold']:.4f} = val quantile {1 - target:.3f})")
    return openset, choice, method, (ref, [*train.records, *val.records])


def evaluate_int8(model_path: Path, frames: FrameSet) -> dict[str, float]:
    _, logits = _ort_outputs(model_path, frames)
    out = {}
    for h, z in logits.items():
        y = frames.y[h]
        out[h] = float((z.argmax(1)[y >= 0] == y[y >= 0]).mean())
    return out
