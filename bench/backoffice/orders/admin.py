"""Admin for orders: a "created date" filter (Today / Yesterday / Past 7 days) and an
"Export CSV" object tool that downloads exactly the filtered change list."""

from __future__ import annotations

import csv
import datetime
from typing import Any

from django.conf import settings
from django.contrib import admin
from django.db.models import QuerySet
from django.http import HttpRequest, HttpResponse
from django.urls import URLPattern, path

from screenroute.bench.backoffice.app import ORDER_CSV_COLUMNS as CSV_COLUMNS  # one definition for export and checks
from screenroute.bench.backoffice.orders.models import Order

CREATED_FORMAT = "%Y-%m-%d %H:%M:%S"


def _utc_midnight(day: datetime.date) -> datetime.datetime:
    return datetime.datetime.combine(day, datetime.time.min, tzinfo=datetime.UTC)


class CreatedDateFilter(admin.SimpleListFilter):
    """Filter on the created day relative to the back office's configured "today".

    "Today" is ``settings.BACKOFFICE_TODAY`` rather than the wall clock so that the
    seeded "yesterday" orders stay under "Yesterday" whatever day the demo runs.
    """

    title = "created date"
    parameter_name = "created"

    #: Choices that select a single day, as days before "today".
    SINGLE_DAYS = {"today": 0, "yesterday": 1}

    def lookups(self, request: HttpRequest, model_admin: Any) -> list[tuple[str, str]]:
        return [("today", "Today"), ("yesterday", "Yesterday"), ("past7", "Past 7 days")]

    @classmethod
    def day_for(cls, value: str | None) -> datetime.date | None:
        """The single day a filter value selects, or None (no filter / a range)."""
        if value not in cls.SINGLE_DAYS:
            return None
        return settings.BACKOFFICE_TODAY - datetime.timedelta(days=cls.SINGLE_DAYS[value])

    def queryset(self, request: HttpRequest, queryset: QuerySet[Order]) -> QuerySet[Order]:
        today = settings.BACKOFFICE_TODAY
        day = self.day_for(self.value())
        if day is not None:
            start = _utc_midnight(day)
            return queryset.filter(created__gte=start, created__lt=start + datetime.timedelta(days=1))
        if self.value() == "past7":
            # Same window as Django's own DateFieldListFilter "Past 7 days".
            return queryset.filter(
                created__gte=_utc_midnight(today - datetime.timedelta(days=7)),
                created__lt=_utc_midnight(today + datetime.timedelta(days=1)),
            )
        return queryset


def _money(value: Any) -> str:
    return f"{value:.2f}"


@admin.register(Order)
class OrderAdmin(admin.ModelAdmin):
    """Stock change list plus the CSV export of the current filter."""

    list_display = (
        "number",
        "customer",
        "email",
        "phone",
        "product",
        "quantity",
        "total",
        "created_at",
    )
    list_filter = (CreatedDateFilter, "status")
    search_fields = ("number", "customer", "email", "phone")
    list_per_page = 50

    class Media:
        css = {"all": ["orders/changelist.css"]}

    @admin.display(description="created", ordering="created")
    def created_at(self, order: Order) -> str:
        """Compact UTC timestamp: fits 1280 px on one line and OCRs as one token."""
        return order.created.astimezone(datetime.UTC).strftime("%Y-%m-%d %H:%M")

    def get_urls(self) -> list[URLPattern]:
        export = path(
            "export-csv/",
            self.admin_site.admin_view(self.export_csv),
            name=f"{self.opts.app_label}_{self.opts.model_name}_export_csv",
        )
        return [export, *super().get_urls()]

    def export_csv(self, request: HttpRequest) -> HttpResponse:
        """Download the change list as filtered by the same querystring, as CSV."""
        if not self.has_view_permission(request):
            return HttpResponse(status=403)
        # The ChangeList parses the querystring exactly like the page did, so the file
        # holds the rows the agent saw (all pages, not just the first).
        changelist = self.get_changelist_instance(request)
        rows = changelist.get_queryset(request)
        day = CreatedDateFilter.day_for(request.GET.get(CreatedDateFilter.parameter_name))
        filename = f"orders-{day.isoformat()}.csv" if day else "orders-all.csv"
        response = HttpResponse(content_type="text/csv; charset=utf-8")
        response["Content-Disposition"] = f'attachment; filename="{filename}"'
        # A BOM lets spreadsheet apps read the Chinese names as UTF-8.
        response.write("\ufeff")
        writer = csv.writer(response, lineterminator="\r\n")
        writer.writerow(CSV_COLUMNS)
        for order in rows:
            writer.writerow(
                [
                    order.number,
                    order.customer,
                    order.email,
                    order.phone,
                    order.product,
                    order.quantity,
                    _money(order.unit_price),
                    _money(order.total),
                    order.created.astimezone(datetime.UTC).strftime(CREATED_FORMAT),
                ]
            )
        return response
