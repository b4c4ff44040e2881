"""Authoring: task files — recorded from a person or written by hand, read, checked and bound to a run."""
