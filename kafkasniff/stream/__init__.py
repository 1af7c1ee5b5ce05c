"""A connection's byte streams -> its protocol, its frames, and requests paired with responses."""
