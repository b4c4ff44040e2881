"""The redaction benchmark's corpus: PII pages rendered in the sandbox, with ground truth."""
