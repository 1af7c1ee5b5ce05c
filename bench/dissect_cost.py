#!/usr/bin/env python3
"""Where a Kafka exchange's decode time goes in the one-line view, per exchange, in one process.

The capture is read and paired first (not timed); then each part is timed over every exchange:
the whole summary dissection, its field-tree decode alone, the bodies alone with the summary's
projection, the bodies with no projection at all (the bytes walked and checked, no field nodes:
the floor of any decoder that walks them in Python), and the digests that turn trees into the
summary's facts. The gaps between these say what a change to each part can buy.

    python -m bench.dissect_cost bench/data/rdk-450-head49.pcap --port 9094
"""

from __future__ import annotations

import argparse
import gc
import time
from collections.abc import Callable
from typing import Any

from kafkasniff.capture.pcap import open_capture, read_packets
from kafkasniff.counters import Counters
from kafkasniff.dissectors.base import DissectOptions
from kafkasniff.dissectors.kafka import summary
from kafkasniff.dissectors.kafka.apis import response_header_version
from kafkasniff.dissectors.kafka.body import decode_body
from kafkasniff.dissectors.kafka.protocol import KafkaProtocol, summary_projection
from kafkasniff.dissectors.kafka.readers.compiler import Context, Keep, keep_nothing
from kafkasniff.dissectors.registry import make_protocols
from kafkasniff.dissectors.tree import Node
from kafkasniff.model import Exchange, MemoryBudget
from kafkasniff.pipeline.wiring import Options, exchanges


def kafka_exchanges(path: str, ports: frozenset[int]) -> tuple[KafkaProtocol, list[Exchange[Any]]]:
    options = DissectOptions(summary_only=True, memory=MemoryBudget(512 << 20))
    protocols = make_protocols(options)
    pipeline = Options(extra_ports={"kafka": ports, "mongo": frozenset()}, buffer_cap=64 << 20,
                       protocols=protocols, memory=options.memory)  # fmt: skip
    counters = Counters()
    with open_capture(path) as stream:
        found = [x for x in exchanges(read_packets(stream, counters), counters, pipeline)
                 if isinstance(x, Exchange) and x.head is not None and x.conn.protocol == "kafka"]  # fmt: skip
    kafka = protocols["kafka"]
    assert isinstance(kafka, KafkaProtocol)
    return kafka, found


def per_exchange(label: str, items: list[Any], work: Callable[[Any], object]) -> float:
    started = time.perf_counter()
    for item in items:
        work(item)
    micros = (time.perf_counter() - started) / len(items) * 1e6
    print(f"| {label} | {micros:.1f} |")
    return micros


def bodies(keep: Keep) -> Callable[[Exchange[Any]], None]:
    def decode(x: Exchange[Any]) -> None:
        head, ctx = x.head, Context()
        if x.request is not None:
            decode_body("request", head.api_key, head.api_version, x.request.data, head.body_offset, 0, ctx, keep)
        if x.response is not None:
            offset = 9 if response_header_version(head.api_key, head.api_version) else 8
            decode_body("response", head.api_key, head.api_version, x.response.data, offset, 0, ctx, keep)

    return decode


def digests(trees: tuple[Node | None, Node | None]) -> None:
    request, response = (t.children[1] if t is not None and t.children and len(t.children) > 1 else None
                         for t in trees)  # the message's body, after its header  # fmt: skip
    asked, answered = summary.digest(request, {}), summary.digest(response, {})
    asked.entities = summary.entities(request)
    summary.summary_facts("Produce", asked, answered)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("capture")
    parser.add_argument("--port", type=int, action="append", default=[], help="extra Kafka port")
    args = parser.parse_args()
    kafka, items = kafka_exchanges(args.capture, frozenset(args.port))
    gc.freeze()
    print(f"{len(items)} Kafka exchanges in {args.capture}\n\n| part | us per exchange |\n| --- | ---: |")
    per_exchange("summary dissection, whole (`KafkaProtocol.dissect`)", items, kafka.dissect)
    per_exchange("field trees alone (`decoder.decode`: headers, bodies, record checks)", items,
                 lambda x: kafka.decoder.decode(x, x.head, kafka.decoder.context(), summary_projection))  # fmt: skip
    per_exchange("bodies alone, the summary's projection", items, bodies(summary_projection))
    per_exchange("bodies alone, no nodes (bytes walked and checked)", items, bodies(keep_nothing))
    trees = [kafka.decoder.decode(x, x.head, kafka.decoder.context(), summary_projection)[:2] for x in items]
    per_exchange("digests and facts from the trees", trees, digests)


if __name__ == "__main__":
    main()
