"""Admin for purchase requests: stock add form with a tabular inline of lines."""

from __future__ import annotations

from typing import Any

from django.contrib import admin
from django.db import models
from django.forms import Field
from django.http import HttpRequest

from screenroute.bench.backoffice.purchasing.models import PurchaseRequest, PurchaseRequestLine


class PurchaseRequestLineInline(admin.TabularInline):
    """Line rows; placeholders give the agent OCR-visible text inside empty inputs."""

    model = PurchaseRequestLine
    extra = 3
    min_num = 1
    fields = ("item", "quantity", "unit_price")

    PLACEHOLDERS = {"item": "item name", "quantity": "qty", "unit_price": "price each"}

    def formfield_for_dbfield(
        self, db_field: models.Field[Any, Any], request: HttpRequest, **kwargs: Any
    ) -> Field | None:
        # Added to the admin's own widget so its CSS classes (and look) are kept.
        formfield = super().formfield_for_dbfield(db_field, request, **kwargs)
        placeholder = self.PLACEHOLDERS.get(db_field.name)
        if formfield is not None and placeholder:
            formfield.widget.attrs["placeholder"] = placeholder
        return formfield


@admin.register(PurchaseRequest)
class PurchaseRequestAdmin(admin.ModelAdmin):
    """A new request is always "submitted"; status is only edited afterwards."""

    list_display = ("title", "needed_by", "status", "created")
    list_filter = ("status",)
    search_fields = ("title", "notes")
    inlines = [PurchaseRequestLineInline]
    readonly_fields = ("created",)

    def get_fields(self, request: HttpRequest, obj: PurchaseRequest | None = None) -> list[str]:
        if obj is None:
            return ["title", "needed_by", "attachment", "notes"]
        return ["title", "needed_by", "attachment", "notes", "status", "created"]
