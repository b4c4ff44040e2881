"""Learning: what the edge remembers between runs — the plan cache, the replay library, learned states."""
