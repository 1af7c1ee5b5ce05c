"""The stages wired together, dissection, the order lines come out in, and how one run's work spreads over processes."""
