"""Third-party apps the benchmark and the record-then-run tests drive: written by others, started and seeded here."""
