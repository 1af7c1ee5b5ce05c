"""Connections that cross file boundaries, decoded part by part (stage 1) and stitched together
at their quiet points (stage 2): the rows one machine gives the whole capture, whatever the
rotation, the damage, or the parts stage 2 has to decode again. The stages run here as Spark
runs them (stage 1 per file, rows sorted by connection, file and kind), without Spark."""

from __future__ import annotations

import json
import pickle
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

pa = pytest.importorskip("pyarrow")
pc = pytest.importorskip("pyarrow.compute")

from kafkasniff.analyses import DECODE  # noqa: E402
from kafkasniff.analyses.facts import exchange_row  # noqa: E402
from kafkasniff.bulk import crossing, stages  # noqa: E402
from kafkasniff.capture.pcap import capture_stream, read_packets  # noqa: E402
from kafkasniff.counters import Counters  # noqa: E402
from kafkasniff.dissectors.base import DissectOptions  # noqa: E402
from kafkasniff.dissectors.registry import make_protocols  # noqa: E402
from kafkasniff.model import Exchange  # noqa: E402
from kafkasniff.net.packets import segment_fields  # noqa: E402
from kafkasniff.pipeline.wiring import Options, SegmentStages  # noqa: E402
from tests.support import captures as cap  # noqa: E402
from tests.support.decode import decode  # noqa: E402

SAMPLES = ("mixed-load", "stale-commit", "mock-txn", "kip848-consumer", "confluent", "kafkajs-group", "aiokafka",
           "kafka-node-legacy", "sarama-stale-commit", "mongo-crud", "kernel-drops", "tls-confluent")  # fmt: skip
Tamper = Callable[[dict[str, Any]], dict[str, Any]]


def write_rotations(segs: Sequence[cap.Seg], directory: Path, files: int) -> list[str]:
    size = len(segs) // files + 1
    paths = []
    for i in range(files):
        path = directory / f"x.pcap{i if i else ''}"
        path.write_bytes(cap.pcap_bytes(segs[i * size : (i + 1) * size]))
        paths.append(str(path))
    return paths


class Collected:
    """A task's exchange rows kept in memory (the job stages them in a file: staging.py)."""

    def __init__(self, file_seq: int) -> None:
        self.file_seq = file_seq
        self.rows: list[dict[str, Any]] = []

    def add(self, batch: Any) -> None:
        self.rows += batch.to_pylist()

    def close(self) -> None:
        return None


@dataclass
class Stage1:
    heads: Any  # the set-aside rows, sorted as index_job.py has Spark sort them
    own: list[Collected]  # each file's exchange rows


def stage1_rows(paths: list[str]) -> Stage1:
    """Stage 1 over each file."""
    batches, own = [], []

    def sink(file_seq: int) -> Collected:
        own.append(Collected(file_seq))
        return own[-1]

    for i, path in enumerate(paths):
        listing = pa.RecordBatch.from_pylist([{"path": path, "file_seq": i}])
        batches += stages.decode_files([listing], {}, False, "run", lambda _: None, sink)
    table = pa.Table.from_batches(batches, schema=stages.stage1_schema())
    keys = [("conn", "ascending"), ("file_seq", "ascending"), ("kind", "ascending"), ("segment.pkt_seq", "ascending")]
    return Stage1(table.take(pc.sort_indices(table.flatten(), sort_keys=keys)).combine_chunks(), own)


def stage2_rows(rows: Stage1, paths: list[str]) -> list[dict[str, Any]]:
    """The exchange rows as the job makes the tables of them: stage 2's, from the set-aside rows,
    and stage 1's own, less those of the parts stage 2 decoded again."""
    decoded = Collected(-1)
    report = stages.decode_connections(rows.heads.to_batches(max_chunksize=64), paths, decoded)
    redone = set(report.redone)
    kept = [row for file in rows.own for row in file.rows if (row["part"], file.file_seq) not in redone]
    return decoded.rows + kept


def part_facts(rows: Stage1) -> list[dict[str, Any]]:
    return rows.heads.filter(pc.equal(rows.heads.column("kind"), stages.FACTS)).column("facts").to_pylist()


def tampered(rows: Stage1, change: Tamper) -> Stage1:
    """Stage 1's rows with every taken-up part's facts changed."""
    heads = rows.heads
    facts = [row if row is None or row["head"] is None else change(row) for row in heads.column("facts").to_pylist()]
    column = pa.array(facts, type=heads.schema.field("facts").type)
    return Stage1(heads.set_column(heads.schema.get_field_index("facts"), "facts", column), rows.own)


def single_machine_rows(segs: Sequence[cap.Seg]) -> list[dict[str, Any]]:
    options = Options(protocols=make_protocols(DissectOptions(**DECODE)))
    return [exchange_row(e) for e in decode(cap.pcap_bytes(segs), options)[0]]


def comparable(rows: list[dict[str, Any]], names: dict[str, str]) -> Counter[str]:
    """Rows as one machine makes them, topic ids named throughout (the job names them later,
    from every Metadata of the input, as test_index.py checks)."""

    def one(row: dict[str, Any]) -> str:
        row = {k: v for k, v in row.items() if k not in ("hour", "files", "emitted_ns", "part", "unnamed")}
        row["metadata_topics"] = dict(row["metadata_topics"] or {})
        row["topics"] = sorted({names.get(t, t) for t in row["topics"]})
        row["partitions"] = [{**p, "topic": p["topic"] or names.get(p["topic_id"])} for p in row["partitions"]]
        row["error_details"] = [{**d, "topic": names.get(d["topic"], d["topic"])} for d in row["error_details"]]
        return json.dumps(row, sort_keys=True, default=str)

    return Counter(map(one, rows))


def assert_single_machine_rows(rows: list[dict[str, Any]], segs: Sequence[cap.Seg]) -> None:
    single = single_machine_rows(segs)
    names = {i: n for row in single for i, n in (row["metadata_topics"] or {}).items()}
    assert len(rows) == len(single)
    assert comparable(rows, names) == comparable(single, names)


@pytest.mark.parametrize("files", [2, 5])
@pytest.mark.parametrize("sample", SAMPLES)
def test_rotations_decoded_part_by_part_give_the_single_machine_rows(tmp_path: Path, sample: str, files: int):
    segs = cap.load_segments(cap.sample_path(sample))
    paths = write_rotations(segs, tmp_path, files)
    assert_single_machine_rows(stage2_rows(stage1_rows(paths), paths), segs)


@pytest.mark.parametrize(
    ("damage", "label"),
    [(lambda s: cap.recut(s, 200), "re-cut into 200-byte segments"),
     (lambda s: cap.swap_pairs(s, 3), "every third pair of packets swapped"),
     (lambda s: cap.duplicate(s, 2), "every other packet captured twice"),
     (lambda s: cap.drop(s, len(s) // 3) , "one packet lost, a third of the way in"),
     (lambda s: cap.drop(cap.drop(s, 2 * len(s) // 3), len(s) // 2), "two packets lost")],
)  # fmt: skip
def test_damaged_rotations_give_the_single_machine_rows(tmp_path: Path, damage: Callable[..., Any], label: str):
    segs = damage(cap.load_segments(cap.sample_path("mixed-load")))
    paths = write_rotations(segs, tmp_path, 4)
    assert_single_machine_rows(stage2_rows(stage1_rows(paths), paths), segs)


def test_long_connections_travel_as_their_heads_only(tmp_path: Path):
    """mixed-load cut in two: its long connections are taken up in the second file at a quiet
    point, so most of their bytes are decoded there and never shuffled."""
    segs = cap.load_segments(cap.sample_path("mixed-load"))
    paths = write_rotations(segs, tmp_path, 2)
    rows = stage1_rows(paths)
    taken_up = [f for f in part_facts(rows) if f["head"] is not None]
    assert len(taken_up) >= 4 and not any(f["unsure"] for f in taken_up)
    set_aside = pc.sum(pc.binary_length(pc.struct_field(rows.heads.column("segment"), "payload"))).as_py()
    assert set_aside < _crossing_payload(segs, len(segs) // 2 + 1) / 2


@pytest.mark.parametrize(
    ("change", "why"),
    [(lambda f: {**f, "point": pickle.dumps(("not", "this", "point"))}, "stage 2 is not at the part's quiet point"),
     (lambda f: {**f, "unsure": True}, "the part read further back than its quiet point")],
)  # fmt: skip
def test_a_part_stage_two_cannot_take_up_is_read_again_from_its_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, change: Tamper, why: str
):
    segs = cap.load_segments(cap.sample_path("mixed-load"))
    paths = write_rotations(segs, tmp_path, 3)
    reread: list[tuple[str, int]] = []

    def counted(path: str, file_seq: int, belongs: Any, skip: int) -> Any:
        reread.append((path, skip))
        return crossing.part_segments(path, file_seq, belongs, skip)

    monkeypatch.setattr(stages, "part_segments", counted)
    rows = tampered(stage1_rows(paths), change)
    assert_single_machine_rows(stage2_rows(rows, paths), segs)
    assert len(reread) == sum(1 for f in part_facts(rows) if f["head"] is not None) > 0


def test_parts_never_quiet_within_the_head_limit_are_set_aside_whole(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr(crossing, "HEAD_BYTES", 0)
    segs = cap.load_segments(cap.sample_path("mixed-load"))
    paths = write_rotations(segs, tmp_path, 3)
    rows = stage1_rows(paths)
    assert part_facts(rows) and all(f["head"] is None for f in part_facts(rows))
    assert_single_machine_rows(stage2_rows(rows, paths), segs)


def test_heads_held_past_the_file_s_budget_are_set_aside_whole(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """Memory: a file with many crossing connections holds at most HEADS_HELD of their heads
    while it waits for their quiet points; past it the largest part is set aside whole."""
    segs = cap.load_segments(cap.sample_path("mixed-load"))
    paths = write_rotations(segs, tmp_path, 3)
    whole = sum(f["head"] is None for f in part_facts(stage1_rows(paths)))
    monkeypatch.setattr(crossing, "HEADS_HELD", 2000)
    rows = stage1_rows(paths)
    facts = part_facts(rows)
    assert whole < sum(f["head"] is None for f in facts) < len(facts)
    assert_single_machine_rows(stage2_rows(rows, paths), segs)


def test_the_carried_state_takes_the_next_stage_s_protocols(tmp_path: Path):
    """A part's end state leaves out what belongs to the run: resumed, it frames and pairs with
    the protocols (and their per-capture memory) of the stage that took it up."""
    segs = cap.load_segments(cap.sample_path("mixed-load"))
    stages_ = SegmentStages(Counters(), Options(protocols=make_protocols()))
    for seg in _segment_fields(cap.pcap_bytes(segs[: len(segs) // 2]), tmp_path):
        stages_.push(seg)
    others = make_protocols()
    resumed = crossing.resume(crossing.dump(stages_), others)
    assert all(resumed.pairer.protocols[name] is proto for name, proto in others.items())
    assert all(p is others[p.name] for p in resumed.framer.detector.protocols)


def test_decoders_started_anywhere_agree_from_a_shared_quiet_point(tmp_path: Path):
    """The invariant the split rests on: a decoder of a connection started at any later segment,
    once at the same quiet point as one that saw the connection from its start, gives exactly
    what that one gives from there on."""
    segs = cap.load_segments(cap.sample_path("mixed-load"))
    fields = list(_segment_fields(cap.pcap_bytes(segs), tmp_path))
    longest = Counter(stages._key(f[1]) for f in fields).most_common(1)[0][0]
    conn = [f for f in fields if stages._key(f[1]) == longest]
    met = 0
    for start in range(1, len(conn) // 2, max(1, len(conn) // 40)):
        whole, late = _decoder(), _decoder()
        for seg in conn[:start]:
            whole.push(seg)
        met_at = None
        for i, seg in enumerate(conn[start:], start):
            whole.push(seg)
            late.push(seg)
            point = late.quiet_point()
            if point is not None and point == whole.quiet_point():
                met_at = i
                break
        if met_at is None:
            continue
        met += 1
        rest = conn[met_at + 1 :]
        assert _signatures(whole, rest) == _signatures(late, rest)
    assert met >= 10


def _decoder() -> SegmentStages:
    return SegmentStages(Counters(), Options(protocols=make_protocols()))


def _signatures(decoder: SegmentStages, segs: list[Any]) -> list[tuple[object, ...]]:
    items = [item for seg in segs for item in decoder.push(seg)] + list(decoder.finish(decoder.ts))
    return [(type(i).__name__, i.status, i.ts, i.request and i.request.data, i.response and i.response.data)
            if isinstance(i, Exchange) else (type(i).__name__, i.kind, i.ts) for i in items]  # fmt: skip


def _segment_fields(data: bytes, tmp_path: Path) -> Any:
    path = tmp_path / "whole.pcap"
    path.write_bytes(data)
    counters = Counters()
    with capture_stream(open(path, "rb")) as stream:  # noqa: SIM115 (capture_stream closes it)
        yield from segment_fields(read_packets(stream, counters), counters)


def _crossing_payload(segs: Sequence[cap.Seg], cut: int) -> int:
    """Payload of the connections with segments on both sides of the cut."""

    def ends(s: cap.Seg) -> frozenset[tuple[bytes, int]]:
        return frozenset({(s.src, s.sport), (s.dst, s.dport)})

    sides: dict[frozenset[tuple[bytes, int]], set[bool]] = {}
    for i, s in enumerate(segs):
        sides.setdefault(ends(s), set()).add(i >= cut)
    return sum(len(s.payload) for s in segs if len(sides[ends(s)]) == 2)
