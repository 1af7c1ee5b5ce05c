"""The readers generated ahead of time are the readers compiled at run time, read off modules: on
the same bytes, every message's prebuilt reader of every family, at every version, builds the
same nodes, JSON or facts, stops at the same offset and warns the same; and a run imports them,
compiling nothing."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from kafkasniff.dissectors.kafka.projections import PROJECTION_NAMES, client_id_only, summary_projection
from kafkasniff.dissectors.kafka.readers import prebuilt
from kafkasniff.dissectors.kafka.readers.compiler import message_reader, prefix_reader
from kafkasniff.dissectors.kafka.readers.json_reader import json_reader
from kafkasniff.dissectors.kafka.readers.prebuilt import Family, NotPrebuilt
from kafkasniff.dissectors.kafka.readers.runtime import Context, Reader, keep_nothing
from kafkasniff.dissectors.kafka.readers.summary_facts import highlights
from kafkasniff.dissectors.kafka.readers.summary_reader import facts_reader
from kafkasniff.dissectors.kafka.schema_data import APIS, DATA, HEADERS, METADATA_RECORDS, REQUESTS, RESPONSES
from kafkasniff.dissectors.kafka.summary import Digest
from kafkasniff.dissectors.tree import DecodeError
from tests.dissectors.kafka.readers.test_compiler import MESSAGES, flat, plausible_bytes

SAMPLES = Path(__file__).resolve().parents[4] / "samples"
SIZES = (0, 1, 3, 8, 20, 60, 200) * 2


def outcome(reader: Reader, buf: bytes, out: Any) -> tuple[Any, ...]:
    """What a reader did with `buf`: where it stopped (or its error), its warnings, the records
    it met and what it put in `out`."""
    ctx = Context()
    try:
        end: Any = reader(buf, 0, len(buf), out, ctx)
    except DecodeError as exc:
        end = (exc.offset, exc.reason, exc.past_end)
    made = flat(out) if isinstance(out, list) else out
    if isinstance(out, Digest):
        made = (out.errors, out.partitions, out.names, out.ids, out.entities)
    return end, list(ctx.warnings), flat(ctx.records), made


def same_on_plausible_bytes(seed: str, ahead: Reader, compiled: Reader, fresh: Any) -> None:
    rnd = random.Random(seed)
    for size in SIZES:
        buf = plausible_bytes(rnd, size)
        assert outcome(ahead, buf, fresh()) == outcome(compiled, buf, fresh()), (seed, buf.hex())


def message(kind: str, key: int) -> Any:
    return (REQUESTS if kind == "request" else RESPONSES)[key]


@pytest.mark.parametrize(("kind", "key", "version"), MESSAGES, ids=lambda v: str(v))
def test_every_body_reader_generated_ahead_reads_as_the_one_compiled_now(kind, key, version):
    body = message(kind, key)
    highlight = highlights(APIS[key].name)[0 if kind == "request" else 1]
    compiled = {
        Family.TREE: message_reader(body, version),
        Family.SUMMARY_TREE: message_reader(body, version, summary_projection),
        Family.JSON: json_reader(body, version),
        Family.FACTS: facts_reader(body, version, summary_projection, kind == "request", highlight),
    }
    fresh = {Family.TREE: list, Family.SUMMARY_TREE: list, Family.JSON: dict, Family.FACTS: lambda: Digest({})}
    for family, reader in compiled.items():
        ahead = prebuilt.body_reader(family, kind, key, version, highlight)
        if reader is None:  # a version whose facts are read off trees, ahead as now
            assert ahead is None
            continue
        assert ahead is not None
        same_on_plausible_bytes(f"{family}{kind}{key}v{version}", ahead, reader, fresh[family])


def test_every_header_reader_generated_ahead_reads_as_the_one_compiled_now():
    keeps = {"RequestHeader": (None, keep_nothing, client_id_only), "ResponseHeader": (None, keep_nothing)}
    for name, projections in keeps.items():
        header = HEADERS[name]
        for version in range(header.low, header.high + 1):
            for keep in projections:
                ahead = prebuilt.header_reader(name, version, PROJECTION_NAMES[keep])
                same_on_plausible_bytes(f"{name}{version}", ahead, message_reader(header, version, keep), list)


def test_every_data_message_and_metadata_record_reader_generated_ahead_reads_as_the_one_compiled_now():
    tables: dict[str, dict[Any, Any]] = {"data": DATA, "metadata_record": METADATA_RECORDS}
    for table, messages in tables.items():
        for key, data in messages.items():
            for version in range(data.low, data.high + 1):
                ahead = prebuilt.data_reader(table, key, version)
                same_on_plausible_bytes(f"{key}{version}", ahead, message_reader(data, version), list)


def test_produce_acks_is_read_ahead_as_compiled_now_at_every_version():
    produce = REQUESTS[0]
    for version in range(produce.low, produce.high + 1):
        ahead = prebuilt.leading_reader("request", 0, version, "acks")
        same_on_plausible_bytes(f"acks{version}", ahead, prefix_reader(produce, version, "acks"), list)


def test_a_reader_not_generated_ahead_is_said_so_for_the_caller_to_compile():
    with pytest.raises(NotPrebuilt):
        prebuilt.body_reader(Family.TREE, "request", 9999, 0)
    with pytest.raises(NotPrebuilt):
        prebuilt.body_reader(Family.TREE, "request", 0, 999)
    with pytest.raises(NotPrebuilt):  # facts for another highlighted field than the api's own
        prebuilt.body_reader(Family.FACTS, "response", 0, 9, "throttle_time_ms")
    with pytest.raises(NotPrebuilt):
        prebuilt.leading_reader("request", 0, 9, "timeout_ms")


PROBE = """
import sys
from kafkasniff.cli import main
try:
    main({args!r})
except SystemExit:
    pass
compiling = sorted(m for m in sys.modules if m.startswith('kafkasniff.dissectors.kafka.readers.')
                   and m.rsplit('.', 1)[1] in ('generator', 'compiler', 'summary_reader', 'json_reader'))
print('COMPILING', compiling, file=sys.stderr)
"""


@pytest.mark.parametrize("view", [[], ["-V", "--records"], ["--json"], ["--json", "--records"]], ids=" ".join)
def test_a_run_reads_its_readers_ahead_and_compiles_none(view: list[str]):
    args = [*view, str(SAMPLES / "confluent.pcap")]
    run = subprocess.run([sys.executable, "-c", PROBE.format(args=args)], capture_output=True, text=True, timeout=120)
    assert "COMPILING []" in run.stderr.splitlines(), run.stderr[-2000:]
