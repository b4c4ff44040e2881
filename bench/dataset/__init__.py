"""Dataset capture for the edge state classifier (drives the real sandbox)."""
