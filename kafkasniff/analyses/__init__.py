"""Answers computed over decoded exchanges: commits, stats, groups, txn, topology.

Each analysis is fed DecodedExchanges one at a time (files and live taps alike) and reports
rows: JSON-ready dicts, one per thing it answers about.
"""

from typing import Any

# How the analyses have exchanges decoded (DissectOptions): bodies as JSON, bytes as their length,
# record sets as their batches' headers and transaction markers: no analysis reads a record's
# contents, and decoding (and decompressing) them is most of the cost of a full decode; nor the
# one-line summary's text
DECODE: dict[str, Any] = {"batch_headers": True, "trees": False, "render_bytes": len, "summary_text": False}
