"""kafka-python pinned to api 0.9 (Produce v1, magic 0) and 0.10 (Produce v2, magic 1): uncompressed,
gzip, snappy and lz4 legacy MessageSets, one Produce request per batch of four records."""

from __future__ import annotations

import importlib.metadata
from collections import Counter

from samples.record.capture import Wire
from samples.record.clients import CLIENT_TIMEOUT_S, kafka_python_create, kafka_python_magic, kafka_python_settle
from samples.record.sent import Facts, SentRecord, records_facts

LEGACY_API_VERSIONS = {0: (0, 9), 1: (0, 10)}  # message format (magic) -> api_version pin
LEGACY_CODECS = ("none", "gzip", "snappy", "lz4")
LEGACY_REQUESTS_PER_CODEC = 2
LEGACY_RECORDS_PER_REQUEST = 4  # one wrapper message holding all four when compressed
LEGACY_LZ4_FRAMING = {
    "magic0": "KAFKA-3160 framing: the frame header checksum byte covers the 4-byte LZ4 magic number too "
    "(wrong), content-size flag cleared",
    "magic1": "standard LZ4 frame (kafka-python sets the content-size flag)",
}


def require_legacy_lz4() -> None:
    from kafka import codec

    if codec.xxhash is None:
        raise RuntimeError("kafka-python's magic 0 lz4 framing needs the xxhash package: pip install xxhash")


def record(client_id: str, topic: str, magic: int, codec: str, request: int, i: int) -> SentRecord:
    """Text keys and values in the first request; a null key, a non-UTF-8 value and a null value in the second.

    tansu reads a legacy MessageSet as v2 batches, so what it answers depends on the bytes: the all-text
    first request gets UNKNOWN_PRODUCER_ID back (tests rely on that), while uncompressed messages with
    these other shapes can make it drop the connection instead.
    """
    text = f"legacy magic {magic} {codec} request {request} record {i} ".encode() * 4
    key: bytes | None = f"{codec}-{request}-{i}".encode()
    value: bytes | None = text
    if request == 1 and i == 0:
        key = None
    elif request == 1 and i == 1:
        value = bytes([0xFF, 0xFE, 0x00, 0x80, magic]) + text[:16]
    elif request == 1 and i == 2:
        value = None
    return SentRecord(client_id, topic, codec, magic, key, value, partition=0)


def send(port: int, topic: str, magic: int, codec: str) -> tuple[Facts, list[SentRecord]]:
    from kafka import KafkaProducer

    client_id = f"legacy-magic{magic}-{codec}"
    producer = KafkaProducer(
        bootstrap_servers=f"127.0.0.1:{port}",
        client_id=client_id,
        api_version=LEGACY_API_VERSIONS[magic],
        compression_type=None if codec == "none" else codec,
        acks=1,
        retries=0,  # exactly one Produce request per flushed batch
        linger_ms=10_000,  # only flush() sends, so each request carries one whole batch
        request_timeout_ms=CLIENT_TIMEOUT_S * 1000,
    )
    if kafka_python_magic(producer) != magic:
        raise RuntimeError(f"{client_id} would write magic {kafka_python_magic(producer)}")
    answers: Counter[str] = Counter()
    sent: list[SentRecord] = []
    for request in range(LEGACY_REQUESTS_PER_CODEC):
        batch = [record(client_id, topic, magic, codec, request, i) for i in range(LEGACY_RECORDS_PER_REQUEST)]
        futures = [producer.send(topic, partition=0, key=r.key, value=r.value) for r in batch]
        producer.flush(timeout=CLIENT_TIMEOUT_S)
        outcomes = [kafka_python_settle(r, f) for r, f in zip(batch, futures, strict=True)]
        answers[outcomes[0]] += 1  # one request per batch, so one answer for all its records
        sent.extend(batch)
    producer.close(timeout=CLIENT_TIMEOUT_S)
    facts = {
        "client_id": client_id,
        "requests": LEGACY_REQUESTS_PER_CODEC,
        "records": LEGACY_REQUESTS_PER_CODEC * LEGACY_RECORDS_PER_REQUEST,
        "broker_answers": dict(answers),
    }
    return facts, sent


def scenario(port: int, wire: Wire) -> Facts:
    topic = "legacy"
    require_legacy_lz4()
    kafka_python_create(port, topic, 1, "legacy-admin")
    sent: dict[str, dict[str, Facts]] = {}
    records: list[SentRecord] = []
    for magic in LEGACY_API_VERSIONS:
        sent[f"magic{magic}"] = {}
        for codec in LEGACY_CODECS:
            sent[f"magic{magic}"][codec], codec_records = send(port, topic, magic, codec)
            records.extend(codec_records)
    stored = sum(
        int(answer.startswith("ok")) * n * LEGACY_RECORDS_PER_REQUEST
        for codecs in sent.values()
        for facts in codecs.values()
        for answer, n in facts["broker_answers"].items()
    )
    return {
        "clients": {
            "kafka-python": importlib.metadata.version("kafka-python"),
            "xxhash": importlib.metadata.version("xxhash"),
        },
        "api_version_pins": {f"magic{m}": ".".join(map(str, v)) for m, v in LEGACY_API_VERSIONS.items()},
        "client_ids": ["legacy-admin"] + [facts["client_id"] for codecs in sent.values() for facts in codecs.values()],
        "topics": {topic: {"partitions": 1}},
        "groups": [],
        "legacy_produce": sent,
        "legacy_produce_requests": sum(f["requests"] for c in sent.values() for f in c.values()),
        "legacy_skipped": {},  # nothing since xxhash is installed (magic 0 lz4 needs it)
        "lz4_framing": LEGACY_LZ4_FRAMING,
        # tansu misreads legacy MessageSets (see real-traffic-notes.md): sent, not stored.
        "produced": {topic: stored},
        "records_sent_per_topic": {topic: len(records)},
        "records_sent": records_facts(records),
        "consumed": {},
        "committed": {},
    }
