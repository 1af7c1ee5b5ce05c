"""One view's parts over one capture, in this process, as JSON (bench/scaling.py runs it once per
repetition, each in a fresh process, so that lazy imports count where a real run pays them).

The view's options are parsed by the `show` command itself and turned into the pipeline's and the
decoders' options as `show` does. Then, each timed with the process's CPU clock: capture ->
pairing over the whole file, kept in memory (`serial`); every exchange dissected, filtered and
rendered (`decode`; per connection with the wall clock, only to divide that CPU among -j's
workers by parallel.py's own hash, and to tell the exchanges that inform later ones, `informs`);
the rendered lines put in request-time order and written to /dev/null (`order`).

    python -m bench.scaling_parts bench/data/real-50.pcap -q --json
"""

from __future__ import annotations

import json
import os
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass

from bench.scaling_model import largest_shares
from kafkasniff.capture.file_sets import read_files
from kafkasniff.cli.options import dissect_options, make_filters
from kafkasniff.cli.show import show, take_output_format
from kafkasniff.cli.source import Source
from kafkasniff.counters import Counters
from kafkasniff.model import DecodedExchange, Endpoint, Exchange, Flow
from kafkasniff.pipeline.ordering import in_request_order, request_time, seen_time
from kafkasniff.pipeline.parallel import flow_owner
from kafkasniff.pipeline.wiring import exchanges
from kafkasniff.rendering import lines, ndjson
from kafkasniff.rendering.values import value_renderer

MOST_WORKERS = 16
Connection = tuple[Endpoint, Endpoint]


@dataclass(frozen=True)
class Measured:
    """A view's parts over a capture, in CPU seconds (see the module's docstring)."""

    serial: float
    decode: float
    informs: float
    order: float
    exchanges: int
    connections: int
    biggest: float  # the costliest connection's share of decoding
    largest: dict[int, float]  # workers -> the busiest -j worker's share of decoding

    @classmethod
    def median(cls, found: Sequence[Measured]) -> Measured:
        """Each part's median over repetitions."""
        numbers = {k: statistics.median(getattr(f, k) for f in found) for k in asdict(found[0]) if k != "largest"}
        largest = {n: statistics.median(f.largest[n] for f in found) for n in found[0].largest}
        return cls(**numbers, largest=largest)

    @classmethod
    def from_json(cls, text: str) -> Measured:
        values = json.loads(text)
        return cls(**{**values, "largest": {int(n): share for n, share in values["largest"].items()}})


def view_source(args: list[str]) -> tuple[Source, Callable[[DecodedExchange], bool], Callable[..., str]]:
    """The run's Source, filters and renderer, from the command line as `show` builds them."""
    with show.make_context("kafkasniff", args) as ctx:
        opts = dict(ctx.params)
        take_output_format(opts)
        one_line = not opts["as_json"]
        options = dissect_options(opts, render_bytes=value_renderer(opts["values"], opts["max_value_len"]),
                                  records=opts["records"], redact=opts["redact"], show_secrets=opts["show_secrets"],
                                  summary_only=one_line, trees=False, view_cost=1)  # fmt: skip
        filters = make_filters(opts)
        return Source.from_options(opts, options), filters, lines.render if one_line else ndjson.render


def measure(args: list[str]) -> Measured:
    source, keep, render = view_source(args)
    options, counters, protocols = source.options, Counters(), source.options.protocols
    started = time.process_time()
    items = list(exchanges(read_files(source.opts["capture"], counters, options.keys.add_text), counters, options))
    serial = time.process_time() - started

    costs: dict[Connection, int] = {}  # wall ns per connection: proportions only
    informs_ns, rendered = 0, []
    clock = time.perf_counter_ns
    started = time.process_time()
    for item in items:
        if type(item) is not Exchange:
            continue
        t0 = clock()
        protocol = protocols[item.conn.protocol]
        decoded = protocol.dissect(item)
        t1 = clock()
        if keep(decoded):
            rendered.append((render(decoded), request_time(decoded), seen_time(decoded)))
        key = (item.conn.client, item.conn.server)
        costs[key] = costs.get(key, 0) + clock() - t0
        if protocol.informs_later(item):
            informs_ns += t1 - t0
    decode = time.process_time() - started

    started = time.process_time()
    with open(os.devnull, "w") as out:
        for text, _, _ in in_request_order(rendered, lambda r: r[1], lambda r: r[2]):
            out.write(text + "\n")
    order = time.process_time() - started

    timed_ns = sum(costs.values()) or 1
    largest = {
        n: largest_shares([(flow_owner(Flow(*key), n), float(ns)) for key, ns in costs.items()])
        for n in range(1, MOST_WORKERS + 1)
    }
    return Measured(serial, decode, decode * informs_ns / timed_ns, order, sum(type(i) is Exchange for i in items),
                    len(costs), max(costs.values(), default=0) / timed_ns, largest)  # fmt: skip


if __name__ == "__main__":
    path, view = sys.argv[1], sys.argv[2:]
    print(json.dumps(asdict(measure([*view, path]))))
