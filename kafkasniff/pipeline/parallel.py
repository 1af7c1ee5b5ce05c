"""-j N: connections spread over N processes, output merged back into capture order.

Every worker reads, reassembles, frames and pairs the whole file (the OS caches it; decoding is
the costly part), so that its counts, its TCP stream numbers and what earlier exchanges teach
later decodes (topic ids) are those of one process; it decodes only the connections that hash
to it. Each result carries the index of the packet that completed it and its number among all
that pairing yielded, so merging the workers' streams by those gives the single-process order,
byte for byte (also where one packet, or the input's end, completes several connections' items).
"""

from __future__ import annotations

import heapq
import multiprocessing
import signal
import zlib
from collections.abc import Callable, Iterator, Sequence
from dataclasses import fields
from typing import Any

from kafkasniff.capture.file_sets import read_files
from kafkasniff.capture.pcap import CaptureError
from kafkasniff.counters import Counters
from kafkasniff.model import DecodedExchange, Exchange, Flow, Notice
from kafkasniff.pipeline.dissection import dissect
from kafkasniff.pipeline.ordering import request_time, seen_time
from kafkasniff.pipeline.wiring import Options, exchanges

CHUNK = 512  # results per message from a worker
DECODE_COUNTS = ("decodes_cut_by_memory",)  # the counters decoding adds to (dissection.py)
Render = Callable[[DecodedExchange | Notice], str | None]
Keep = Callable[[DecodedExchange | Notice], bool]
# (packet index, item number, rendered text, request time, time complete): merged by the first
# two, the times for request-time order. The item number counts what pairing yielded for every
# connection (each worker pairs them all), so it is the same in every worker and in one process.
Result = tuple[int, int, str, int, int]


def flow_owner(flow: Flow, workers: int) -> int:
    a, b = sorted((flow.src, flow.dst))
    return zlib.crc32(f"{a}{b}".encode()) % workers


def _worker(paths: Sequence[str], index: int, workers: int, options: Options, keep: Keep, render: Render,
            conn: Any) -> None:  # fmt: skip
    from kafkasniff.pipeline.runtime import relax_garbage_collector

    relax_garbage_collector()
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's to handle: it ends the workers
    counters = Counters()
    # how many items pairing has yielded, all connections': the same count in every worker, so it
    # orders results that one packet completed (several connections settled at the input's end,
    # say) as one process yields them
    arrivals = [0]
    owners: dict[Flow, bool] = {}  # whether a flow's connection is this worker's, worked out once

    def mine(flow: Flow) -> bool:
        owned = owners.get(flow)
        if owned is None:
            owned = owners[flow] = flow_owner(flow, workers) == index
        return owned

    def decoded() -> Iterator[DecodedExchange | Notice]:
        """This worker's share of the decoded exchanges and notices. Every worker reads, frames
        and pairs every connection (cheap beside decoding) so that what one connection teaches
        the decodes of later ones (Metadata's topic ids, SASL mechanisms: informs_later) is
        learnt in capture order, as one process learns it; it decodes its own connections only."""
        protocols = options.protocols
        for item in exchanges(read_files(paths, counters, options.keys.add_text), counters, options):
            arrivals[0] += 1
            if type(item) is Exchange:
                protocol = protocols[item.conn.protocol]
                if mine(Flow(item.conn.client, item.conn.server)):
                    yield from dissect((item,), protocols, counters)
                elif protocol.informs_later(item):
                    protocol.dissect(item)  # for what it teaches only
            elif type(item) is Notice and mine(item.flow):
                yield item

    batch: list[Result] = []
    try:
        for item in decoded():
            if not keep(item):
                continue
            text = render(item)
            if text is not None:
                assert isinstance(item, DecodedExchange)
                batch.append((counters.packets, arrivals[0], text, request_time(item) or 0, seen_time(item) or 0))
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
    paths: Sequence[str], workers: int, options: Options, keep: Keep, render: Render, counters: Counters
) -> Iterator[Result]:
    """Rendered results of all workers in capture order; `counters` receives the totals."""
    context = multiprocessing.get_context("fork")
    processes, outcomes, streams = [], [], []
    for index in range(workers):
        parent, child = context.Pipe(duplex=False)
        process = context.Process(target=_worker, args=(paths, index, workers, options, keep, render, child))
        process.start()
        child.close()
        outcome: dict[str, Any] = {}
        processes.append(process)
        outcomes.append(outcome)
        streams.append(_results(parent, outcome))
    try:
        yield from heapq.merge(*streams)
    finally:
        for process in processes:
            process.join()
    errors = [o["error"] for o in outcomes if "error" in o]
    if errors:
        raise CaptureError(errors[0])
    _merge(counters, [o["done"] for o in outcomes if "done" in o])


def _merge(total: Counters, parts: list[Counters]) -> None:
    """Every worker counted the whole capture up to pairing, the same: those counts are taken
    once; what decoding counts (DECODE_COUNTS) each counted for its own connections: summed."""
    for f in fields(Counters):
        values = [getattr(p, f.name) for p in parts]
        if values:
            setattr(total, f.name, sum(values) if f.name in DECODE_COUNTS else values[0])
