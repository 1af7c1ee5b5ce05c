"""-j N: connections spread over N processes, output merged back into capture order.

Every worker reads the whole file (cheap: the OS caches it) and slices out its TCP segments, but
reassembles, frames, pairs and decodes only the connections that hash to it. Each result carries
the index of the packet that completed it, so merging the workers' streams by that index gives
the single-process order.
"""

from __future__ import annotations

import heapq
import multiprocessing
import zlib
from collections.abc import Callable, Iterator
from dataclasses import fields
from typing import Any

from kafkasniff.capture import CaptureError, open_capture, read_packets
from kafkasniff.counters import Counters
from kafkasniff.dissection import dissect
from kafkasniff.model import DecodedExchange, Flow, Notice, Packet, SegmentFields
from kafkasniff.packets import decode_segment, segment_fields
from kafkasniff.pipeline import Options, exchanges_of_segments
from kafkasniff.tcp_streams import SYN_FIN_RST, TcpStreams

CHUNK = 512  # results per message from a worker
Render = Callable[[DecodedExchange | Notice], str | None]
Keep = Callable[[DecodedExchange | Notice], bool]
Result = tuple[int, int, str]  # (packet index, sequence, rendered text)


def owner(packet: Packet, workers: int, counters: Counters) -> int | None:
    """Which worker a packet's connection belongs to (stable across processes)."""
    seg = decode_segment(packet, counters)
    if seg is None:
        return None
    return flow_owner(seg.flow, workers)


def flow_owner(flow: Flow, workers: int) -> int:
    a, b = sorted((flow.src, flow.dst))
    return zlib.crc32(f"{a}{b}".encode()) % workers


def _worker(path: str, index: int, workers: int, options: Options, keep: Keep, render: Render, conn: Any) -> None:
    from kafkasniff.runtime import relax_garbage_collector

    relax_garbage_collector()
    counters = Counters()
    owners: dict[Flow, int] = {}  # a flow's owner, worked out once
    streams = TcpStreams()  # numbered from every segment, as one process numbers them
    numbered, see = streams.by_flow, streams.see

    def mine() -> Iterator[SegmentFields]:
        for seg in segment_fields(read_packets(open_capture(path), counters, options.keys.add_text), counters):
            flow, flags = seg[1], seg[4]
            if flags & SYN_FIN_RST or flow not in numbered:
                see(flow, flags, seg[2])
            owned = owners.get(flow)
            if owned is None:
                owned = owners[flow] = flow_owner(flow, workers)
            if owned == index:
                yield seg

    batch: list[Result] = []
    sequence = 0
    try:
        for item in dissect(exchanges_of_segments(mine(), counters, options, streams), options.protocols, counters):
            if not keep(item):
                continue
            text = render(item)
            if text is not None:
                batch.append((counters.packets, sequence, text))
                sequence += 1
            if len(batch) >= CHUNK:
                conn.send(batch)
                batch = []
        conn.send(batch)
        conn.send(("done", counters))
    except CaptureError as exc:
        conn.send(("error", str(exc)))
    finally:
        conn.close()


def _results(conn: Any, outcome: dict[str, Any]) -> Iterator[Result]:
    while True:
        message = conn.recv()
        if isinstance(message, tuple):
            outcome[message[0]] = message[1]
            return
        yield from message


def run_parallel(
    path: str, workers: int, options: Options, keep: Keep, render: Render, counters: Counters
) -> Iterator[str]:
    """Rendered results of all workers in capture order; `counters` receives the totals."""
    context = multiprocessing.get_context("fork")
    processes, outcomes, streams = [], [], []
    for index in range(workers):
        parent, child = context.Pipe(duplex=False)
        process = context.Process(target=_worker, args=(path, index, workers, options, keep, render, child))
        process.start()
        child.close()
        outcome: dict[str, Any] = {}
        processes.append(process)
        outcomes.append(outcome)
        streams.append(_results(parent, outcome))
    try:
        for _, _, text in heapq.merge(*streams):
            yield text
    finally:
        for process in processes:
            process.join()
    errors = [o["error"] for o in outcomes if "error" in o]
    if errors:
        raise CaptureError(errors[0])
    _merge(counters, [o["done"] for o in outcomes if "done" in o])


def _merge(total: Counters, parts: list[Counters]) -> None:
    """Sum the workers' counters; packet-level and capture-level counts were seen by every worker once."""
    per_capture = {"packets", "packets_not_tcp", "packets_undecodable", "capture_truncated",
                  "packets_dropped_by_kernel", "packets_not_decoded", "kernel_copies_per_packet",
                  "packets_of_unknown_linktypes", "snaplen", "packets_cut_by_snaplen"}  # fmt: skip
    for f in fields(Counters):
        values = [getattr(p, f.name) for p in parts]
        if not values:
            continue
        if f.name in per_capture:
            setattr(total, f.name, values[0])
        elif f.name == "protocol_connections":
            merged: dict[str, int] = {}
            for value in values:
                for name, count in value.items():
                    merged[name] = merged.get(name, 0) + count
            total.protocol_connections = merged
        else:
            setattr(total, f.name, sum(values))
