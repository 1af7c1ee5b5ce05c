"""The records the clients sent (sidecar `records_sent`) against what kafkasniff decodes."""

from __future__ import annotations

import functools
import json
from collections import defaultdict
from pathlib import Path
from typing import Any

from kafkasniff.dissectors.base import DissectOptions
from kafkasniff.dissectors.registry import make_protocols
from kafkasniff.model import DecodedExchange
from kafkasniff.pipeline.wiring import Options
from tests.support.decode import decode


def as_sidecar(data: bytes) -> dict[str, str]:
    """Bytes as the sample script writes them: {"utf8": text} or {"hex": digits}."""
    try:
        return {"utf8": data.decode("utf-8")}
    except UnicodeDecodeError:
        return {"hex": data.hex()}


def decode_records(pcap: Path) -> list[DecodedExchange]:
    return decode(pcap, Options(protocols=make_protocols(DissectOptions(records=True, render_bytes=as_sidecar))))[0]


SAMPLES = Path(__file__).resolve().parents[2] / "samples"


@functools.cache
def sample(name: str) -> tuple[dict[str, Any], list[DecodedExchange]]:
    """A committed sample's sidecar and its exchanges, records decoded as the sidecar writes bytes."""
    facts = json.loads((SAMPLES / f"{name}.facts.json").read_text())
    return facts, decode_records(SAMPLES / facts["pcap"])


def exchanges_of(name: str, api: str, client_id: str | None = None) -> list[DecodedExchange]:
    """A sample's exchanges of one api (of one client), in request order."""
    _, exchanges = sample(name)
    found = [e for e in exchanges if e.fields["api"] == api and client_id in (None, e.fields["client_id"])]
    return sorted(found, key=lambda e: e.exchange.request.ts if e.exchange.request else 0)


def flatten(record_set: dict[str, Any] | None) -> list[tuple[int, dict[str, Any]]]:
    """(magic, record) pairs of a decoded record set, legacy wrappers unwrapped."""
    out: list[tuple[int, dict[str, Any]]] = []
    for batch in (record_set or {}).get("batches", []):
        if batch.get("partial"):
            continue
        out += [(batch["magic"], r) for r in batch["records"] or []]
        out += flatten({"batches": batch.get("batches") or []})
    return out


def produced(exchanges: list[DecodedExchange]) -> dict[tuple[str, str, int], list[dict[str, Any]]]:
    """(client id, topic, partition) -> records in send order, from Produce requests.

    A batch an idempotent producer sends again (a retry: same producer id, epoch and base
    sequence for the partition) is one batch the client sent: counted once."""
    sent: dict[tuple[str, str, int], list[dict[str, Any]]] = defaultdict(list)
    retried: set[tuple[Any, ...]] = set()
    for e in exchanges:
        if e.fields["api"] != "Produce" or e.fields["request"] is None:
            continue
        for topic in e.fields["request"]["topic_data"]:
            # Produce v13 names its topics by id
            name = topic.get("name") or e.fields["topic_ids"].get(topic.get("topic_id"))
            for part in topic["partition_data"]:
                where = (e.fields["client_id"], name, part["index"])
                batches = (part["records"] or {}).get("batches", [])
                for batch in batches:
                    if batch.get("producer_id", -1) >= 0 and batch.get("base_sequence", -1) >= 0:
                        identity = (*where, batch["producer_id"], batch["producer_epoch"], batch["base_sequence"])
                        if identity in retried:
                            continue
                        retried.add(identity)
                    for magic, r in flatten({"batches": [batch]}):
                        headers = [[h["key"], h["value"]] for h in r["headers"]]
                        sent[where].append({"key": r["key"], "value": r["value"], "headers": headers, "magic": magic})
    return sent


def fetched(exchanges: list[DecodedExchange]) -> dict[tuple[str, int, int], dict[str, Any]]:
    """(topic, partition, offset) -> record, from Fetch responses (topic ids resolved)."""
    out: dict[tuple[str, int, int], dict[str, Any]] = {}
    for e in exchanges:
        if e.fields["api"] != "Fetch" or e.fields["response"] is None:
            continue
        for topic in e.fields["response"]["responses"]:
            name = topic.get("topic") or e.fields["topic_ids"].get(topic.get("topic_id"))
            for part in topic["partitions"]:
                for _, r in flatten(part["records"]):
                    out[(name, part["partition_index"], r["offset"])] = r
    return out


def check_records_sent_are_decoded_exactly(facts: dict[str, Any], pcap: Path) -> None:
    """Every record each producer sent, in order, byte for byte, with its magic."""
    expected: dict[tuple[str, str, int], list[dict[str, Any]]] = defaultdict(list)
    for r in facts["records_sent"]:
        entry = {"key": r["key"], "value": r["value"], "headers": r["headers"], "magic": r["magic"]}
        expected[(r["client_id"], r["topic"], r["partition"])].append(entry)
    got = produced(decode_records(pcap))
    differing = {k: {"sent": v, "decoded": got.get(k)} for k, v in expected.items() if got.get(k) != v}
    assert differing == {}, f"records decoded differently from what was sent: {differing}"


def check_acknowledged_records_come_back_in_fetches(facts: dict[str, Any], pcap: Path) -> None:
    """Records the broker acknowledged at an offset are fetched at that offset, unchanged."""
    fetches = fetched(decode_records(pcap))
    consumed = set(facts.get("consumed", {}))
    wanted = [r for r in facts["records_sent"] if r["offset"] is not None and r["topic"] in consumed]
    got = {
        (r["topic"], r["partition"], r["offset"]): fetches.get((r["topic"], r["partition"], r["offset"]))
        for r in wanted
    }
    assert {k: (v["key"], v["value"]) if v else None for k, v in got.items()} == {
        (r["topic"], r["partition"], r["offset"]): (r["key"], r["value"]) for r in wanted
    }
