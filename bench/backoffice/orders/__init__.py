"""Customer orders: the change list with the created-date filter and the CSV export."""
