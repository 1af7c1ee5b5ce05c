"""How a long live tap keeps its resident memory flat: the C library's allocator told to map its
large blocks on their own.

The relay reads the capture process's pipe a megabyte at a time and queues pieces of that size.
glibc maps a block that large on its own and unmaps it when freed, but by default it raises its
threshold for doing so to the size of the first such block freed: from then on every megabyte
is carved from the heap, freed blocks are interleaved with live ones, and the heap only grows.
Measured on a tap at 2,000 Produce/s (bench/live_soak.py): resident memory grew 16 MB in three
minutes with the threshold left to move, 7 MB with it held at glibc's starting value.
"""

from __future__ import annotations

import ctypes
import ctypes.util

M_MMAP_THRESHOLD = -3  # mallopt's parameter (malloc.h); setting it also stops it from moving
MMAP_THRESHOLD = 128 * 1024  # glibc's starting value


def map_large_blocks_alone() -> bool:
    """Hold glibc's mmap threshold where it starts; False where there is no glibc to tell (the
    tap runs the same, its memory less flat)."""
    name = ctypes.util.find_library("c")
    if name is None:
        return False
    try:
        mallopt = ctypes.CDLL(name).mallopt
    except (OSError, AttributeError):
        return False
    mallopt.argtypes, mallopt.restype = [ctypes.c_int, ctypes.c_int], ctypes.c_int
    return bool(mallopt(M_MMAP_THRESHOLD, MMAP_THRESHOLD))
