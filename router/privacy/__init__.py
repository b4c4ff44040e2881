"""Privacy: what may leave the machine, and how a placeholder may become a value again."""
