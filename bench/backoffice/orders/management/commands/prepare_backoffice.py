"""``prepare_backoffice``: migrate a fresh database and seed the demo data."""

from __future__ import annotations

import datetime
from typing import Any

from django.conf import settings
from django.core.management import call_command
from django.core.management.base import BaseCommand, CommandError, CommandParser

from screenroute.bench.backoffice.orders.models import Order
from screenroute.bench.backoffice.seed import seed


class Command(BaseCommand):
    """Migrate, then seed once; refuses to seed a database that already has orders."""

    help = "Migrate the back-office database and seed deterministic demo data."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--seed", type=int, default=7)

    def handle(self, *args: Any, **options: Any) -> None:
        call_command("migrate", interactive=False, verbosity=0)
        if Order.objects.exists():
            raise CommandError("the database already holds orders; start from an empty data dir")
        today: datetime.date = settings.BACKOFFICE_TODAY
        seed(today, options["seed"])
        self.stdout.write(f"seeded for today={today.isoformat()} seed={options['seed']}")
