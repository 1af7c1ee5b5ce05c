"""How long, and how much, TCP reassembly waits and remembers: every bound of the stage."""

from __future__ import annotations

DEFAULT_BUFFER_CAP = 64 * 1024 * 1024  # bytes a flow may hold ahead of its next byte (--buffer-cap)
# How late, in capture time, a segment may be captured and still take its place. Reordering on
# span ports and multi-queue NICs is microseconds to milliseconds; a second leaves room for clock
# skew between capture points, and still reports a real loss (or ends a reset connection) soon.
REORDER_WINDOW = 1_000_000_000
OPENING_HOLD = 64 * 1024  # bytes (and 64 per packet) a connection holds while waiting for its handshake
CLOSED_FLOWS = 16384  # ended flows remembered, to drop late copies of their bytes...
CLOSED_AGE = 60 * 1_000_000_000  # ... for this long (TCP's TIME_WAIT)
LATE_REACH = 1 << 24  # how far behind a closed flow's end a late copy may start
