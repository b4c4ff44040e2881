"""Purchase request models."""

from django.db import models
from django.utils import timezone


class PurchaseRequest(models.Model):
    """A request to buy something, with a required attachment (e.g. a quote)."""

    class Status(models.TextChoices):
        SUBMITTED = "submitted", "Submitted"
        APPROVED = "approved", "Approved"
        REJECTED = "rejected", "Rejected"

    title = models.CharField("title", max_length=200)
    needed_by = models.DateField("needed by")
    attachment = models.FileField("attachment", upload_to="purchase_requests/")
    notes = models.TextField("notes", blank=True)
    status = models.CharField("status", max_length=16, choices=Status.choices, default=Status.SUBMITTED)
    created = models.DateTimeField("created", default=timezone.now, editable=False)

    class Meta:
        ordering = ["-created", "-id"]
        verbose_name = "purchase request"
        verbose_name_plural = "purchase requests"

    def __str__(self) -> str:
        return self.title


class PurchaseRequestLine(models.Model):
    """One item line of a purchase request."""

    request = models.ForeignKey(PurchaseRequest, on_delete=models.CASCADE, related_name="lines")
    item = models.CharField("item", max_length=200)
    quantity = models.PositiveIntegerField("quantity")
    unit_price = models.DecimalField("unit price", max_digits=10, decimal_places=2)

    class Meta:
        ordering = ["id"]
        verbose_name = "line"
        verbose_name_plural = "lines"

    def __str__(self) -> str:
        return f"{self.quantity} × {self.item}"
