"""The live tap's defaults the command line shows: kept apart from tcpdump.py, so that reading
a file never imports what running tcpdump takes (subprocess, threads, signals)."""

from __future__ import annotations

SNAPLEN = 262144  # tcpdump's default
BUFFER_KIB = 32768  # the kernel ring: 32 MiB, sixteen times tcpdump's default, absorbs bursts
