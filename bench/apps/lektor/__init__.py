"""Lektor (https://www.getlektor.com), a static-site CMS, its admin (a single-page app) as a zoo app.

Each start writes a small recipe site into the work folder (two models, a page and a recipe with a
``select`` field, the home page and one subpage) and serves it on loopback with ``lektor server``,
whose admin at ``/admin/`` edits the site's content files. The task's state is what the admin
writes: ``content/<id>/contents.lr``, Lektor's own text format.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING

from screenroute.bench.apps.base import (
    Check,
    Launch,
    Theme,
    VenvZooApp,
    ZooTask,
    free_port,
    start_server,
    wait_for_http,
)

if TYPE_CHECKING:
    from screenroute.bench.apps.person import Person

#: The recipe model's cuisine list: (the value Lektor stores, the label the admin's list shows), in its order.
CUISINES = (("italian", "Italian"), ("japanese", "Japanese"), ("chinese", "Chinese"), ("french", "French"),
            ("mexican", "Mexican"))  # fmt: skip

_SITE: dict[str, str] = {
    "Recipes.lektorproject": "[project]\nname = Recipes\n",
    "models/page.ini": (
        "[model]\nname = Page\nlabel = {{ this.title }}\n\n[fields.title]\nlabel = Title\ntype = string\n\n"
        "[fields.body]\nlabel = Body\ntype = markdown\n"
    ),
    "models/recipe.ini": (
        "[model]\nname = Recipe\nlabel = {{ this.title }}\n\n[fields.title]\nlabel = Title\ntype = string\n\n"
        "[fields.cuisine]\nlabel = Cuisine\ntype = select\n"
        f"choices = {', '.join(value for value, _ in CUISINES)}\n"
        f"choice_labels = {', '.join(label for _, label in CUISINES)}\n\n"
        "[fields.minutes]\nlabel = Minutes\ntype = integer\n\n[fields.body]\nlabel = Method\ntype = markdown\n"
    ),
    "templates/page.html": "<h1>{{ this.title }}</h1>\n{{ this.body }}\n",
    "templates/recipe.html": "<h1>{{ this.title }}</h1>\n<p>{{ this.cuisine }}, {{ this.minutes }} min</p>\n{{ this.body }}\n",
    "content/contents.lr": "_model: page\n---\ntitle: Recipes\n---\nbody: Our family recipes.\n",
    "content/about/contents.lr": "_model: page\n---\ntitle: About\n---\nbody: Who we are.\n",
}


class LektorZoo(VenvZooApp):
    """Add a recipe page in Lektor's admin (model from a list, title, ID), pick its cuisine, type its minutes, save."""

    name = "lektor"
    venv = "lektor"
    programs = ("lektor",)
    label = "Lektor"
    title = "Lektor 3.3 admin"
    toolkit = "web, a single-page admin (React) over a file-based CMS; the browser's own confirm dialog"
    source = "PyPI `lektor` (https://www.getlektor.com), own venv `.venv-apps/lektor`"
    licence = "BSD-3-Clause"
    theme_note = "no dark theme (its admin sets its own colours)"
    task = ZooTask(
        name="lektor_add_recipe",
        goal="Add a recipe page to the site: its title and ID, its cuisine from the list and its minutes, and save it",
        recorded={"title": "Miso soup", "page_id": "miso-soup", "cuisine": "Japanese", "minutes": "15"},
        runs=(
            {"title": "麻婆豆腐", "page_id": "mapo-tofu", "cuisine": "Chinese", "minutes": "25"},
            {"title": "Risotto alla milanese", "page_id": "risotto", "cuisine": "Italian", "minutes": "40"},
            {"title": "Tacos al pastor", "page_id": "tacos", "cuisine": "Mexican", "minutes": "55"},
            {"title": "Ratatouille", "page_id": "ratatouille", "cuisine": "French", "minutes": "70"},
            {"title": "Okonomiyaki", "page_id": "okonomiyaki", "cuisine": "Japanese", "minutes": "30"},
        ),
        mistake="clicks Preview before saving; the browser's 'unsaved information' dialog asks, Cancel, then Save Changes",
    )

    @property
    def site(self) -> Path:
        return self.workdir / "site"

    def start(self, theme: Theme = "light") -> Launch:
        program = self.program("lektor")
        self.fresh_workdir()
        for relative, text in _SITE.items():
            path = self.site / relative
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text)
        port = free_port()
        # Its caches under the work folder's home: nothing read or left elsewhere.
        env = {"HOME": str(self.workdir), "XDG_CACHE_HOME": str(self.workdir / ".cache")}
        argv = [str(program), "--project", str(self.site), "server", "--host", "127.0.0.1", "--port", str(port),
                "--output-path", str(self.workdir / "build")]  # fmt: skip
        start_server(self.workdir, argv, env=env)
        url = f"http://127.0.0.1:{port}/admin/"
        wait_for_http(self.workdir, url)
        return self._launched(Launch(url=url))

    def check(self, values: Mapping[str, str]) -> Check:
        page_id = values.get("page_id", "")
        path = self.site / "content" / page_id / "contents.lr"
        pages = sorted(p.parent.name for p in (self.site / "content").glob("*/contents.lr"))
        if not page_id or not path.is_file():
            return Check(False, f"no page {page_id!r}; pages: {pages}")
        fields = read_contents(path.read_text(encoding="utf-8"))
        cuisine = {label: value for value, label in CUISINES}.get(values.get("cuisine", ""), "")
        expected = {
            "_model": "recipe",
            "title": values.get("title"),
            "cuisine": cuisine,
            "minutes": values.get("minutes"),
        }
        ok = all(fields.get(key) == value for key, value in expected.items())
        return Check(ok, f"{page_id}/contents.lr: {fields}")

    def perform(self, person: Person, values: Mapping[str, str]) -> None:
        person.lektor_add_recipe(values["title"], values["page_id"], values["cuisine"], values["minutes"])


def read_contents(text: str) -> dict[str, str]:
    """The fields of a Lektor ``contents.lr``: blocks split by ``---`` lines, each ``key: value`` (value may run on)."""
    fields: dict[str, str] = {}
    for block in text.split("\n---\n"):
        key, sep, value = block.strip("\n").partition(":")
        if sep:
            fields[key.strip()] = value.strip()
    return fields


APP = LektorZoo
