"""The bundled back-office web app: a real Django admin the demo agent operates by screen.

Importing this package never imports Django; Django only runs inside the server and
management subprocesses that :class:`BackOffice` starts.
"""

from screenroute.bench.backoffice.app import (
    ADMIN_PASSWORD,
    ADMIN_USERNAME,
    ORDER_CSV_COLUMNS,
    BackOffice,
    BackOfficeError,
)

__all__ = [
    "ADMIN_PASSWORD",
    "ADMIN_USERNAME",
    "ORDER_CSV_COLUMNS",
    "BackOffice",
    "BackOfficeError",
]
