"""Deciding: from one frame to one frozen Decision — local action, recalled answer, planner, or a person."""
