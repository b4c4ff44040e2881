"""``screenroute train --from-replay``: fine-tune the shipped classifier on the replay library's teacher labels.

The replay export (``screenroute replay export``: ``known/labels.jsonl`` + frames, split by
run) is read with the trainer's own loader. The network of the base artifact is rebuilt in
torch from its int8 ONNX model (weights dequantized), fine-tuned at a low learning rate on the
export's train runs (plus the captured dataset's train frames when ``base_data`` is given, so
it keeps what it knew), quantized and given a new open set, exactly as ``screenroute train``
does. Then both networks are scored on the same validation frames — the export's val runs (and
the dataset's val frames) — with onnxruntime, and :func:`decide` keeps the old artifact unless
the new one is better overall, no head got worse by more than ``max_head_drop``, and it does
not flag more of those known screens as unknown.

Only :func:`finetune_candidate` needs torch; loading, scoring and the decision run on the edge's
own onnxruntime, so they are tested where torch is not installed.
"""

from __future__ import annotations

import datetime as dt
import json
import math
import shutil
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from screenroute.edge.classify.artifact import ClassifierArtifact
from screenroute.edge.classify.errors import ClassifierError
from screenroute.edge.classify.reading import carry_reading
from screenroute.edge.classify.training.dataset import FrameSet, LabelSet, fingerprint, load_frames

__all__ = [
    "FLAGGED",
    "KeepDecision",
    "ReplayTrainConfig",
    "ReplayTrainOutcome",
    "Trainer",
    "TrainingSetError",
    "decide",
    "evaluate_artifact",
    "finalize",
    "label_set_of",
    "run_replay_finetune",
]


class TrainingSetError(ClassifierError, ValueError):
    """The replay export cannot train anything (too few labelled frames, no validation run, no torch)."""


@dataclass(frozen=True)
class ReplayTrainConfig:
    """Knobs of one fine-tuning run from a replay export."""

    data_dir: Path
    out: Path
    workdir: Path
    base: Path
    base_data: Path | None = None
    epochs: int = 8
    # A tenth of the from-scratch rate: the network is adjusted, not relearned.
    lr: float = 3e-4
    batch_size: int = 32
    seed: int = 0
    threads: int = 2
    min_frames: int = 8
    # The new network replaces the old one only if its mean validation accuracy is above the old
    # one's plus min_gain, no single head loses more than max_head_drop (a network that learned the
    # new popup but forgot the pages is worse, whatever its mean says), and it flags no more known
    # screens as unknown than the old one plus max_unknown_rise (see decide()).
    min_gain: float = 0.0
    max_head_drop: float = 0.02
    # The new threshold is calibrated on these very validation frames at the (1 -
    # target_false_escalation) quantile, so it flags about target_false_escalation of them by
    # construction while the old one was calibrated elsewhere: the rise allowed sits above that.
    # Measured (bench/results/replay_finetune.md): a fine-tune on 220 captured frames flagged 2.3 %
    # of the 44 validation frames, the shipped network 0 %.
    max_unknown_rise: float = 0.05
    target_false_escalation: float = 0.02
    calibration_frames: int = 128


@dataclass(frozen=True)
class KeepDecision:
    """Which artifact goes to ``out``, and why."""

    replace: bool
    reason: str
    old: dict[str, float]
    new: dict[str, float]
    old_mean: float
    new_mean: float

    def to_json(self) -> dict[str, Any]:
        return {
            "replace": self.replace,
            "reason": self.reason,
            "old_val_accuracy": self.old,
            "new_val_accuracy": self.new,
            "old_mean": self.old_mean,
            "new_mean": self.new_mean,
        }


def _mean(scores: dict[str, float], heads: list[str]) -> float:
    return float(np.mean([scores[h] for h in heads])) if heads else float("nan")


def label_set_of(artifact: ClassifierArtifact) -> LabelSet:
    """The label set a replay export for fine-tuning ``artifact`` is labelled with: its heads and classes.

    The screen head (the energy score's logits, the first state head) is the artifact's
    ``unknown.logits_head``, else a head named ``page``, else the first; every head is a state
    head (an artifact does not record which heads its dataset left out of the open set).
    """
    heads = {h: tuple(c) for h, c in artifact.metadata.labels.items()}
    screen = artifact.metadata.unknown.logits_head or ("page" if "page" in heads else next(iter(heads)))
    return LabelSet(heads=heads, state_heads=(screen, *(h for h in heads if h != screen)))


#: The key of :func:`evaluate_artifact`'s result that is not a head: the share of validation frames
#: (all known screens) the artifact's own unknown score flags as unknown.
FLAGGED = "flagged_unknown"


def decide(
    old: dict[str, float],
    new: dict[str, float],
    *,
    min_gain: float = 0.0,
    max_head_drop: float = 0.02,
    max_unknown_rise: float = 0.05,
) -> KeepDecision:
    """Keep the old network unless the new one is better overall (mean accuracy above the old one's
    plus ``min_gain``; a tie keeps the old), no head lost more than ``max_head_drop``, and it does
    not flag more known screens as unknown (``FLAGGED``) than the old one plus ``max_unknown_rise``
    — a network that names the screens right but calls them unknown would escalate every step.
    Heads without validation labels (NaN on either side) do not count."""
    heads = [h for h in old if h != FLAGGED and h in new and math.isfinite(old[h]) and math.isfinite(new[h])]
    old_mean, new_mean = _mean(old, heads), _mean(new, heads)

    def keep(reason: str) -> KeepDecision:
        return KeepDecision(False, reason + ": keeping the old artifact", old, new, old_mean, new_mean)

    if not heads:
        return keep("no validation labels to compare on")
    drops = {h: old[h] - new[h] for h in heads if old[h] - new[h] > max_head_drop}
    if drops:
        worst = max(drops, key=lambda h: drops[h])
        return keep(f"head {worst} dropped {old[worst]:.3f} -> {new[worst]:.3f} (more than {max_head_drop:g})")
    old_flagged, new_flagged = old.get(FLAGGED, 0.0), new.get(FLAGGED, 0.0)
    if new_flagged > old_flagged + max_unknown_rise:
        return keep(
            f"it flags {new_flagged:.1%} of the known validation screens unknown (the old one {old_flagged:.1%})"
        )
    if not new_mean > old_mean + min_gain:
        return keep(f"mean validation accuracy {new_mean:.3f} is not above the old {old_mean:.3f} + {min_gain:g}")
    return KeepDecision(
        True,
        f"mean validation accuracy {old_mean:.3f} -> {new_mean:.3f}: the new artifact replaces the old",
        old,
        new,
        old_mean,
        new_mean,
    )


def evaluate_artifact(artifact: ClassifierArtifact | Path, frames: FrameSet, *, threads: int = 2) -> dict[str, float]:
    """Accuracy per head of an artifact's int8 model on labelled frames (onnxruntime only; NaN for
    unlabelled heads), and under ``FLAGGED`` the share of the frames its unknown score flags."""
    from screenroute.edge.classify.onnx_classifier import OnnxStateClassifier

    classifier = OnnxStateClassifier(artifact, threads=threads)
    spec = classifier.artifact.metadata.input
    if frames.x.shape[2:] != (spec.height, spec.width):
        raise TrainingSetError(
            f"frames are {frames.x.shape[3]}x{frames.x.shape[2]}, the artifact reads {spec.width}x{spec.height}"
        )
    preds: dict[str, list[np.ndarray]] = {h: [] for h in classifier.heads}
    flagged = 0
    for b in range(0, len(frames), 32):
        for prediction in classifier.predict_batch(frames.x[b : b + 32].astype(np.float32)):
            flagged += prediction.unknown
            for h in classifier.heads:
                preds[h].append(np.array([classifier.heads[h].index(prediction.labels[h])]))
    out: dict[str, float] = {}
    for h in classifier.heads:
        y = frames.y.get(h)
        if y is None or not (y >= 0).any():
            out[h] = float("nan")
            continue
        p = np.concatenate(preds[h])
        out[h] = float((p[y >= 0] == y[y >= 0]).mean())
    out[FLAGGED] = flagged / max(1, len(frames))
    return out


def finalize(decision: KeepDecision, old: Path, candidate: Path | None, out: Path) -> Path:
    """Write the kept artifact to ``out`` (a copy of the old or of the candidate) and the decision beside it."""
    source = candidate if decision.replace and candidate is not None else old
    out.parent.mkdir(parents=True, exist_ok=True)
    if source.resolve() != out.resolve():
        tmp = out.with_suffix(out.suffix + ".tmp")
        shutil.copyfile(source, tmp)
        tmp.replace(out)
    carry_reading(old, out)  # one label set: the candidate's labels read as the old artifact's do
    record = {**decision.to_json(), "kept": str(source), "old": str(old), "candidate": str(candidate or "")}
    out.with_suffix(".decision.json").write_text(json.dumps(record, indent=2), encoding="utf-8")
    return out


@dataclass(frozen=True)
class ReplayTrainOutcome:
    """What a fine-tuning run did."""

    decision: KeepDecision
    out: Path
    candidate: Path | None
    frames: dict[str, int] = field(default_factory=dict)

    def describe(self) -> str:
        kept = "new" if self.decision.replace else "old"
        return f"{self.decision.reason}; wrote the {kept} artifact to {self.out}"


def _frames(cfg: ReplayTrainConfig, width: int, height: int, say: Callable[[str], None]) -> tuple[FrameSet, FrameSet]:
    replay = load_frames(cfg.data_dir, "known", width, height, say)
    train, val = replay.select(replay.split == "train"), replay.select(replay.split == "val")
    if len(replay) < cfg.min_frames:
        raise TrainingSetError(
            f"the replay export has {len(replay)} labelled frames; at least {cfg.min_frames} are needed "
            "(run more tasks with --replay, or lower min_frames)"
        )
    if not len(val):
        raise TrainingSetError(
            "the replay export has no validation run; it needs labelled frames from at least two runs"
        )
    if cfg.base_data is not None:
        base = load_frames(cfg.base_data, "known", width, height, say)
        if base.label_set.heads != replay.label_set.heads:
            raise TrainingSetError(
                f"{cfg.base_data} is labelled {dict(base.label_set.heads)}, the replay export "
                f"{dict(replay.label_set.heads)}: they cannot train one network"
            )
        train = _concat(train, base.select(base.split == "train"))
        val = _concat(val, base.select(base.split == "val"))
    return train, val


def _concat(a: FrameSet, b: FrameSet) -> FrameSet:
    return FrameSet(
        np.concatenate([a.x, b.x]),
        {h: np.concatenate([a.y[h], b.y[h]]) for h in a.y},
        np.concatenate([a.split, b.split]),
        np.concatenate([a.variation, b.variation]),
        [*a.records, *b.records],
        a.label_set,
    )


#: Makes a candidate artifact from the base one: ``(cfg, base, train, val, say) -> path``.
Trainer = Callable[[ReplayTrainConfig, ClassifierArtifact, FrameSet, FrameSet, Callable[[str], None]], Path]


def run_replay_finetune(
    cfg: ReplayTrainConfig, say: Callable[[str], None] = print, *, trainer: Trainer | None = None
) -> ReplayTrainOutcome:
    """Fine-tune, score old and new on the same validation frames, keep the better; writes ``cfg.out``.

    ``trainer`` makes the candidate (default :func:`finetune_candidate`, torch).
    """
    base = ClassifierArtifact.load(cfg.base)
    spec = base.metadata.input
    train, val = _frames(cfg, spec.width, spec.height, say)
    say(f"frames: train {len(train)}, val {len(val)}")
    old_scores = evaluate_artifact(base, val)
    say("old artifact on val: " + "  ".join(f"{h} {a:.3f}" for h, a in old_scores.items()))
    cfg.workdir.mkdir(parents=True, exist_ok=True)
    candidate = (trainer or finetune_candidate)(cfg, base, train, val, say)
    new_scores = evaluate_artifact(candidate, val)
    say("new artifact on val: " + "  ".join(f"{h} {a:.3f}" for h, a in new_scores.items()))
    decision = decide(
        old_scores,
        new_scores,
        min_gain=cfg.min_gain,
        max_head_drop=cfg.max_head_drop,
        max_unknown_rise=cfg.max_unknown_rise,
    )
    finalize(decision, cfg.base, candidate, cfg.out)
    return ReplayTrainOutcome(decision, cfg.out, candidate, {"train": len(train), "val": len(val)})


# -- torch from here on (the train extra) ------------------------------------------------------


def _onnx_tensors(model_bytes: bytes) -> tuple[Any, dict[str, np.ndarray]]:
    """The graph and every tensor a weight can be read from: initializers, and the outputs of
    DequantizeLinear nodes over them (int8 weights and int32 biases back to float)."""
    import onnx  # type: ignore[import-not-found,unused-ignore]  # the train extra (optimum-onnx brings it)
    from onnx import numpy_helper  # type: ignore[import-not-found,unused-ignore]

    graph = onnx.load_from_string(model_bytes).graph
    values = {i.name: numpy_helper.to_array(i) for i in graph.initializer}
    for node in graph.node:
        if node.op_type == "Constant":
            values[node.output[0]] = numpy_helper.to_array(node.attribute[0].t)
    for node in graph.node:
        if node.op_type != "DequantizeLinear" or node.input[0] not in values:
            continue
        x = values[node.input[0]].astype(np.float32)
        scale = values[node.input[1]].astype(np.float32)
        zero = values[node.input[2]].astype(np.float32) if len(node.input) > 2 and node.input[2] in values else 0.0
        axis = next((a.i for a in node.attribute if a.name == "axis"), 1)
        if np.ndim(scale) == 1 and x.ndim > 1:
            shape = [1] * x.ndim
            shape[axis] = -1
            scale = scale.reshape(shape)
            zero = np.reshape(zero, shape) if np.ndim(zero) == 1 else zero
        values[node.output[0]] = (x - zero) * scale
    return graph, values


def statenet_from_onnx(model_bytes: bytes, heads: dict[str, tuple[str, ...]], width: int, height: int, dim: int) -> Any:
    """A torch ``StateNet`` (BatchNorm folded, as exported) carrying the weights of an exported model."""
    import torch

    from screenroute.edge.classify.training.model import StateNet, fold_batchnorm

    model = fold_batchnorm(StateNet({h: len(c) for h, c in heads.items()}, dim, height, width))
    graph, values = _onnx_tensors(model_bytes)
    convs = [n for n in graph.node if n.op_type == "Conv"]
    if len(convs) != len(model.features):
        raise TrainingSetError(f"the base model has {len(convs)} convolutions, StateNet has {len(model.features)}")
    producers = {o: n for n in graph.node for o in n.output}

    def linear_for(output: str) -> Any:
        # The Gemm (or MatMul + Add) that produces ``output``, possibly behind a Relu/Identity.
        node = producers[output]
        while node.op_type in ("Relu", "Identity"):
            node = producers[node.input[0]]
        if node.op_type != "Gemm":
            raise TrainingSetError(f"{output} is produced by {node.op_type}, expected Gemm")
        trans_b = next((a.i for a in node.attribute if a.name == "transB"), 0)
        w = values[node.input[1]]
        return (w if trans_b else w.T), values[node.input[2]]

    with torch.no_grad():
        for block, node in zip(model.features, convs, strict=True):
            conv = block[0]
            conv.weight.copy_(torch.from_numpy(values[node.input[1]].astype(np.float32)))
            conv.bias.copy_(torch.from_numpy(values[node.input[2]].astype(np.float32)))
        w, b = linear_for("embedding")
        model.embed[1].weight.copy_(torch.from_numpy(w.astype(np.float32)))
        model.embed[1].bias.copy_(torch.from_numpy(b.astype(np.float32)))
        for h in heads:
            w, b = linear_for(f"logits_{h}")
            model.heads[h].weight.copy_(torch.from_numpy(w.astype(np.float32)))
            model.heads[h].bias.copy_(torch.from_numpy(b.astype(np.float32)))
    return model


def finetune_candidate(
    cfg: ReplayTrainConfig, base: ClassifierArtifact, train: FrameSet, val: FrameSet, say: Callable[[str], None]
) -> Path:
    """Fine-tune the base network on ``train``; returns the path of the new (candidate) artifact."""
    try:
        import torch
    except ImportError as exc:
        raise TrainingSetError(f"fine-tuning needs the train extra (pip install 'screenroute[train]'): {exc}") from exc
    from screenroute.edge.classify.index import EmbeddingIndex
    from screenroute.edge.classify.training.train import export_onnx, fit_openset, quantize_int8

    meta = base.metadata
    label_set = train.label_set
    # The network is built, trained, evaluated and exported in the label set's head order (the
    # artifact's metadata lists heads by name); its classes must be the base network's.
    if {h: tuple(c) for h, c in meta.labels.items()} != dict(label_set.heads):
        raise TrainingSetError(
            f"{cfg.base} has heads {dict(meta.labels)}; the export is labelled {dict(label_set.heads)}"
        )
    heads = dict(label_set.heads)
    spec = meta.input
    torch.manual_seed(cfg.seed)
    torch.set_num_threads(cfg.threads)
    gen = torch.Generator().manual_seed(cfg.seed)
    model = statenet_from_onnx(base.models["int8"], heads, spec.width, spec.height, meta.embedding_dim)
    say(f"base network rebuilt from {cfg.base.name} (int8 weights dequantized)")
    _fit(cfg, model, heads, train, val, gen, say)
    fp32 = cfg.workdir / "model.fp32.onnx"
    export_onnx(model, label_set, fp32, fold=False)
    rng = np.random.default_rng(cfg.seed)
    calib = np.sort(rng.choice(len(train), size=min(cfg.calibration_frames, len(train)), replace=False))
    int8 = quantize_int8(fp32, cfg.workdir, train.x[calib])
    openset, choice, method, reference = fit_openset(int8, train, val, cfg.data_dir, cfg.target_false_escalation, say)
    db = cfg.workdir / "embeddings.sqlite"
    EmbeddingIndex.build(db, reference[0], reference[1])
    metadata = _candidate_metadata(cfg, meta, label_set, (method, choice), len(train), len(val))
    candidate = cfg.workdir / "candidate.zip"
    started = time.monotonic()
    ClassifierArtifact.write(candidate, metadata, {"int8": int8.read_bytes()}, openset.to_arrays(), db.read_bytes())
    say(f"candidate artifact {candidate} ({time.monotonic() - started:.1f} s to write)")
    return candidate


def _fit(
    cfg: ReplayTrainConfig,
    model: Any,
    heads: dict[str, tuple[str, ...]],
    train: FrameSet,
    val: FrameSet,
    gen: Any,
    say: Callable[[str], None],
) -> None:
    """Train ``model`` for ``cfg.epochs`` and leave it at the epoch with the best mean validation accuracy."""
    import torch
    from torch import nn

    from screenroute.edge.classify.training.train import _augment, evaluate_torch

    x = torch.from_numpy(train.x.astype(np.float32))
    ys = {h: torch.from_numpy(v) for h, v in train.y.items()}
    losses = {h: nn.CrossEntropyLoss(ignore_index=-1) for h in heads}
    opt = torch.optim.AdamW(model.parameters(), lr=cfg.lr, weight_decay=1e-4)
    steps = max(1, math.ceil(len(train) / cfg.batch_size))
    best: tuple[float, dict[str, Any] | None] = (-1.0, None)
    for epoch in range(1, cfg.epochs + 1):
        model.train()
        perm = torch.randperm(len(train), generator=gen)
        total = 0.0
        for b in range(steps):
            idx = perm[b * cfg.batch_size : (b + 1) * cfg.batch_size]
            outs = model(_augment(x[idx], gen))
            parts = [losses[h](z, ys[h][idx]) for h, z in zip(heads, outs[1:], strict=True) if (ys[h][idx] >= 0).any()]
            if not parts:
                continue
            loss = sum(parts)
            opt.zero_grad()
            loss.backward()
            opt.step()
            total += float(loss.detach()) * len(idx)
        acc = evaluate_torch(model, val)
        mean = float(np.nanmean(list(acc.values())))
        say(
            f"epoch {epoch}/{cfg.epochs} loss {total / max(1, len(train)):.4f} val "
            + "  ".join(f"{h} {a:.3f}" for h, a in acc.items())
        )
        if mean >= best[0]:
            best = (mean, {k: v.clone() for k, v in model.state_dict().items()})
    if best[1] is not None:
        model.load_state_dict(best[1])


def _candidate_metadata(
    cfg: ReplayTrainConfig,
    meta: Any,
    label_set: Any,
    unknown: tuple[str, dict[str, Any]],
    train_frames: int,
    val_frames: int,
) -> dict[str, Any]:
    """The base artifact's metadata, renewed for a candidate fine-tuned on the replay frames."""
    from screenroute.edge.classify.training.train import CALIBRATED_ON

    method, choice = unknown
    fp, summary = fingerprint(cfg.data_dir)
    metadata: dict[str, Any] = json.loads(meta.model_dump_json())
    metadata.update(
        {
            "model_version": dt.datetime.now(dt.UTC).strftime("%Y%m%d-%H%M%S") + f"-replay-{fp[:8]}",
            "created": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"),
            "unknown": {
                "method": method,
                "threshold": choice[method]["threshold"],
                "target_false_escalation": cfg.target_false_escalation,
                "calibrated_on": CALIBRATED_ON[method],
                "logits_head": label_set.screen_head,
            },
            "labels": {h: list(c) for h, c in label_set.heads.items()},
            "unknown_candidates": choice,
            "dataset_fingerprint": fp,
            "dataset": summary,
            "finetuned_from": {"model_version": meta.model_version, "replay_frames": train_frames + val_frames},
            "training": {
                "epochs": cfg.epochs,
                "lr": cfg.lr,
                "seed": cfg.seed,
                "frames": {"train": train_frames, "val": val_frames},
            },
        }
    )
    return metadata
