"""The end-to-end attack harness: cases as data, run on the real product path, judged from side effects.

- :mod:`.case` — the case file schema (pages, task, the planner's answers, harm, expect);
- :mod:`.servers` — the app and the foreign origin, loopback servers that log every request;
- :mod:`.hostile_vlm` — an OpenAI-compatible model that answers with the case's script,
  behind the real planner service and its ``openai`` backend;
- :mod:`.observe` — ``screenroute run`` itself, with a census of what the run left on screen;
- :mod:`.harness` — one case: its servers, folders, ``screenroute run`` processes, evidence;
- :mod:`.judge` — the detectors and the verdict;
- :mod:`.report` — tables, Clopper–Pearson bounds and the plot.

Sets: ``develop/`` (what a defence is developed against), ``heldout/``, ``heldout2/``,
``heldout3/``, ``heldout4/``, ``heldout5/``, ``heldout6/``, ``heldout7/``, ``heldout8/``, ``heldout9/`` and ``heldout10/`` (each measured once; see its README). The command line is ``python -m screenroute.bench.attack_bench``;
its ``check`` reads a set, serves its pages and fetches each once without running anything.
"""

from __future__ import annotations

from pathlib import Path

from screenroute.bench.attacks.case import Case, CaseError, load_cases

__all__ = ["SETS", "load_set"]

_HERE = Path(__file__).resolve().parent

#: The attack sets by name → folder.
SETS: dict[str, Path] = {
    "develop": _HERE / "develop",
    "heldout": _HERE / "heldout",
    "heldout2": _HERE / "heldout2",
    "heldout3": _HERE / "heldout3",
    "heldout4": _HERE / "heldout4",
    "heldout5": _HERE / "heldout5",
    "heldout6": _HERE / "heldout6",
    "heldout7": _HERE / "heldout7",
    "heldout8": _HERE / "heldout8",
    "heldout9": _HERE / "heldout9",
    "heldout10": _HERE / "heldout10",
}


def load_set(name: str) -> list[Case]:
    """The cases of a set by name, or of any folder of case files."""
    folder = SETS.get(name, Path(name))
    if not folder.is_dir():
        raise CaseError(f"no set {name!r}: give one of {', '.join(SETS)} or a folder of case files")
    return load_cases(folder)
