"""Deterministic demo data: ~120 orders over 30 days (exactly 5 yesterday), a few
purchase requests and the admin superuser. Runs inside Django (management command)."""

from __future__ import annotations

import datetime
import random
from decimal import Decimal

from django.contrib.auth import get_user_model
from django.core.files.base import ContentFile
from django.db import transaction
from faker import Faker

from screenroute.bench.backoffice.app import ADMIN_PASSWORD, ADMIN_USERNAME
from screenroute.bench.backoffice.orders.models import Order
from screenroute.bench.backoffice.purchasing.models import PurchaseRequest, PurchaseRequestLine

ORDER_COUNT = 120
YESTERDAY_COUNT = 5
DAYS = 30

#: Office-supplies catalogue (name, unit price), mixing English and Chinese names.
CATALOGUE: tuple[tuple[str, Decimal], ...] = (
    ("A4 copy paper", Decimal("32.50")),
    ("打印机墨盒", Decimal("189.00")),
    ("Whiteboard markers", Decimal("18.90")),
    ("文件夹", Decimal("6.80")),
    ("USB-C cable", Decimal("25.00")),
    ("Stapler", Decimal("29.90")),
    ("便利贴", Decimal("4.50")),
    ("Desk lamp", Decimal("129.00")),
)

PURCHASE_REQUESTS = (
    (
        "Printer toner for 3rd floor",
        12,
        "quote-toner.txt",
        "Two printers on the 3rd floor are out of toner.",
        "approved",
        (("HP 58A toner cartridge", 4, Decimal("420.00")),),
    ),
    (
        "会议室白板",
        20,
        "报价单-白板.txt",
        "大会议室需要一块新白板。",
        "submitted",
        (("白板 120x90cm", 1, Decimal("560.00")), ("Whiteboard markers", 3, Decimal("18.90"))),
    ),
    (
        "Ergonomic chairs for support team",
        30,
        "chairs-quote.txt",
        "",
        "submitted",
        (("Ergonomic chair", 6, Decimal("899.00")),),
    ),
)


def _at(day: datetime.date, rng: random.Random) -> datetime.datetime:
    # Office hours in UTC, whole seconds so the CSV and the database agree exactly.
    clock = datetime.time(rng.randint(8, 19), rng.randint(0, 59), rng.randint(0, 59))
    return datetime.datetime.combine(day, clock, tzinfo=datetime.UTC)


def _customer(fake: Faker, rng: random.Random) -> dict[str, str]:
    if rng.random() < 0.55:
        zh = fake["zh_CN"]
        return {
            "customer": zh.name(),
            "email": zh.free_email(),
            "phone": f"+86 {zh.phone_number()}",
            "shipping_address": zh.address(),
        }
    en = fake["en_US"]
    return {
        "customer": en.name(),
        "email": en.free_email(),
        "phone": f"+1 {en.numerify('(2##) ###-####')}",
        "shipping_address": en.address(),
    }


def _order_days(today: datetime.date, rng: random.Random) -> list[datetime.date]:
    yesterday = today - datetime.timedelta(days=1)
    others = [today - datetime.timedelta(days=n) for n in range(DAYS) if n != 1]
    days = [yesterday] * YESTERDAY_COUNT
    days += [rng.choice(others) for _ in range(ORDER_COUNT - YESTERDAY_COUNT)]
    return sorted(days)


@transaction.atomic
def seed(today: datetime.date, seed: int) -> None:
    """Fill an empty, migrated database; the same ``today`` and ``seed`` give the same data."""
    rng = random.Random(seed)
    fake = Faker(["zh_CN", "en_US"])
    fake.seed_instance(seed)

    per_day: dict[datetime.date, int] = {}
    orders = []
    for day in _order_days(today, rng):
        per_day[day] = per_day.get(day, 0) + 1
        product, unit_price = rng.choice(CATALOGUE)
        quantity = rng.randint(1, 20)
        orders.append(
            Order(
                number=f"SO-{day:%Y%m%d}-{per_day[day]:04d}",
                product=product,
                quantity=quantity,
                unit_price=unit_price,
                total=unit_price * quantity,
                status=rng.choice(list(Order.Status.values)),
                created=_at(day, rng),
                **_customer(fake, rng),
            )
        )
    Order.objects.bulk_create(orders)

    for title, days_ahead, filename, notes, status, lines in PURCHASE_REQUESTS:
        request = PurchaseRequest(
            title=title,
            needed_by=today + datetime.timedelta(days=days_ahead),
            notes=notes,
            status=status,
            created=_at(today - datetime.timedelta(days=rng.randint(2, 10)), rng),
        )
        quote = f"Quote for {title}\n" + "".join(f"{i} x{q} @ {p}\n" for i, q, p in lines)
        request.attachment.save(filename, ContentFile(quote.encode("utf-8")), save=False)
        request.save()
        PurchaseRequestLine.objects.bulk_create(
            PurchaseRequestLine(request=request, item=i, quantity=q, unit_price=p) for i, q, p in lines
        )

    get_user_model().objects.create_superuser(ADMIN_USERNAME, "admin@backoffice.example", ADMIN_PASSWORD)
