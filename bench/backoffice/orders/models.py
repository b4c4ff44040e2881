"""The Order model."""

from django.db import models
from django.utils import timezone


class Order(models.Model):
    """One customer order; its contact fields are PII on screen on purpose."""

    class Status(models.TextChoices):
        PENDING = "pending", "Pending"
        PAID = "paid", "Paid"
        SHIPPED = "shipped", "Shipped"
        DELIVERED = "delivered", "Delivered"
        REFUNDED = "refunded", "Refunded"

    number = models.CharField("number", max_length=32, unique=True)
    customer = models.CharField("customer", max_length=120)
    email = models.EmailField("email")
    phone = models.CharField("phone", max_length=40)
    shipping_address = models.TextField("shipping address")
    product = models.CharField("product", max_length=120)
    quantity = models.PositiveIntegerField("quantity")
    unit_price = models.DecimalField("unit price", max_digits=10, decimal_places=2)
    total = models.DecimalField("total", max_digits=12, decimal_places=2)
    status = models.CharField("status", max_length=16, choices=Status.choices, default=Status.PAID)
    created = models.DateTimeField("created", default=timezone.now)

    class Meta:
        ordering = ["-created", "-id"]
        verbose_name = "order"
        verbose_name_plural = "orders"

    def __str__(self) -> str:
        return self.number
