"""Purchase requests: the add form with an attachment and inline lines."""
