"""A real capture's Kafka connection made to number its correlation ids again from 0 part way
(what a client that reuses or restarts its ids sends), the responses renamed alike: the bytes,
segment sizes and timing are the capture's own, only the ids change."""

from __future__ import annotations

import struct
from collections.abc import Sequence
from dataclasses import replace

from tests.support.captures import Seg

_I32 = struct.Struct(">i")


def restart_ids(segs: Sequence[Seg], client_port: int, server_port: int, at: int) -> list[Seg]:
    """The connection from `client_port` with its requests from the `at`-th on (0-based) keyed
    0, 1, 2... again, and each response keyed as its request now is."""
    renamed: dict[int, int] = {}
    out = _rewrite(segs, client_port, server_port, 8, lambda n, key: renamed.setdefault(key, key if n < at else n - at))
    return _rewrite(out, server_port, client_port, 4, lambda n, key: renamed.get(key, key))


def _rewrite(segs: Sequence[Seg], sport: int, dport: int, key_at: int, new_key) -> list[Seg]:
    """One direction's frames (read by their length prefixes) with the key at `key_at` of the
    n-th frame replaced by new_key(n, key); segments keep their sizes."""
    picked = [i for i, s in enumerate(segs) if s.sport == sport and s.dport == dport and s.payload]
    stream = bytearray(b"".join(segs[i].payload for i in picked))
    pos = n = 0
    while pos + key_at + 4 <= len(stream):
        _I32.pack_into(stream, pos + key_at, new_key(n, _I32.unpack_from(stream, pos + key_at)[0]))
        pos += _I32.unpack_from(stream, pos)[0] + 4
        n += 1
    out, pos = list(segs), 0
    for i in picked:
        size = len(segs[i].payload)
        out[i] = replace(segs[i], payload=bytes(stream[pos : pos + size]))
        pos += size
    return out
