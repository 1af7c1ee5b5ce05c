"""librdkafka's mock cluster driven through its C API (rd_kafka_mock_*), for broker settings that
`test.mock.num.brokers` cannot give: KIP-848 and KIP-932 session timeouts and heartbeat intervals,
share-group offset reset and delivery limits, topics with a chosen partition count.

The mock cluster lives in the same librdkafka that confluent-kafka loads (its bundled shared
library exports the mock API); it is hosted by an rd_kafka_t of its own that never connects to it,
so the capture holds only the scenario's clients.
"""

from __future__ import annotations

import contextlib
import ctypes
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from samples.record.brokers import Endpoint
from samples.record.ports import end_states

RD_KAFKA_PRODUCER = 0

# What librdkafka's mock cluster really sends wrong, for the samples' known_malformed
MOCK_KNOWN_MALFORMED = [
    {
        "api_key": 18,
        "api_version": 3,
        "kind": "nonstandard-reply",
        "side": "response",
        "why": "the mock answers an unsupported ApiVersions v3 in a broken hybrid layout",
    },
    {
        "api_key": 3,
        "api_version": 13,
        "kind": "trailing-bytes",
        "side": "response",
        "why": "the mock's Metadata v13 responses end with one byte more than the v13 layout",
    },
]  # fmt: skip


def librdkafka_path() -> Path:
    """The librdkafka confluent-kafka's extension module is linked against (the wheel bundles one)."""
    import confluent_kafka

    package = Path(confluent_kafka.__file__).parent
    bundled = sorted((package.parent / "confluent_kafka.libs").glob("librdkafka*.so*"))
    if not bundled:
        raise RuntimeError(f"no bundled librdkafka next to {package}: the mock API is not reachable")
    return bundled[0]


def load() -> ctypes.CDLL:
    lib = ctypes.CDLL(str(librdkafka_path()))
    p, i, s = ctypes.c_void_p, ctypes.c_int, ctypes.c_char_p
    signatures = {
        "rd_kafka_conf_new": ([], p),
        "rd_kafka_conf_set": ([p, s, s, s, ctypes.c_size_t], i),
        "rd_kafka_new": ([i, p, s, ctypes.c_size_t], p),
        "rd_kafka_destroy": ([p], None),
        "rd_kafka_mock_cluster_new": ([p, i], p),
        "rd_kafka_mock_cluster_destroy": ([p], None),
        "rd_kafka_mock_cluster_bootstraps": ([p], s),
        "rd_kafka_mock_topic_create": ([p, s, i, i], i),
        "rd_kafka_mock_set_group_consumer_session_timeout_ms": ([p, i], None),
        "rd_kafka_mock_set_group_consumer_heartbeat_interval_ms": ([p, i], None),
        "rd_kafka_mock_sharegroup_set_session_timeout": ([p, i], None),
        "rd_kafka_mock_sharegroup_set_heartbeat_interval": ([p, i], None),
        "rd_kafka_mock_sharegroup_set_auto_offset_reset": ([p, i], None),
        "rd_kafka_mock_sharegroup_set_max_delivery_attempts": ([p, i], None),
        "rd_kafka_mock_sharegroup_set_record_lock_duration": ([p, i], None),
    }
    for name, (args, result) in signatures.items():
        function = getattr(lib, name)
        function.argtypes, function.restype = args, result
    return lib


@dataclass(frozen=True)
class MockSettings:
    """Broker-side settings of the mock cluster (None: the mock's default)."""

    topics: dict[str, int] = field(default_factory=dict)  # name -> partitions, created up front
    consumer_session_timeout_ms: int | None = None  # group.consumer.session.timeout.ms
    consumer_heartbeat_interval_ms: int | None = None  # group.consumer.heartbeat.interval.ms
    share_session_timeout_ms: int | None = None  # group.share.session.timeout.ms
    share_heartbeat_interval_ms: int | None = None  # group.share.heartbeat.interval.ms
    share_auto_offset_reset: str | None = None  # "earliest" or "latest" (share.auto.offset.reset)
    share_max_delivery_attempts: int | None = None  # group.share.delivery.count.limit
    share_record_lock_duration_ms: int | None = None  # group.share.record.lock.duration.ms

    def facts(self) -> dict[str, object]:
        return {k: v for k, v in self.__dict__.items() if v not in (None, {})}


def apply(lib: ctypes.CDLL, cluster: int, settings: MockSettings) -> None:
    setters: list[tuple[int | None, Callable[..., None]]] = [
        (settings.consumer_session_timeout_ms, lib.rd_kafka_mock_set_group_consumer_session_timeout_ms),
        (settings.consumer_heartbeat_interval_ms, lib.rd_kafka_mock_set_group_consumer_heartbeat_interval_ms),
        (settings.share_session_timeout_ms, lib.rd_kafka_mock_sharegroup_set_session_timeout),
        (settings.share_heartbeat_interval_ms, lib.rd_kafka_mock_sharegroup_set_heartbeat_interval),
        (settings.share_max_delivery_attempts, lib.rd_kafka_mock_sharegroup_set_max_delivery_attempts),
        (settings.share_record_lock_duration_ms, lib.rd_kafka_mock_sharegroup_set_record_lock_duration),
    ]
    for value, setter in setters:
        if value is not None:
            setter(cluster, value)
    if settings.share_auto_offset_reset is not None:
        reset = {"latest": 0, "earliest": 1}[settings.share_auto_offset_reset]
        lib.rd_kafka_mock_sharegroup_set_auto_offset_reset(cluster, reset)
    for topic, partitions in settings.topics.items():
        if err := lib.rd_kafka_mock_topic_create(cluster, topic.encode(), partitions, 1):
            raise RuntimeError(f"the mock cluster refused topic {topic}: error {err}")


@contextlib.contextmanager
def tuned_mock_cluster(settings: MockSettings) -> Iterator[Endpoint]:
    """A one-broker mock cluster with settings applied; it chooses its own free port."""
    import confluent_kafka

    lib = load()
    errstr = ctypes.create_string_buffer(512)
    conf = lib.rd_kafka_conf_new()
    for name, value in (("client.id", "mock-host"), ("log_level", "4")):
        if lib.rd_kafka_conf_set(conf, name.encode(), value.encode(), errstr, len(errstr)) != 0:
            raise RuntimeError(f"mock host config {name}: {errstr.value.decode()}")
    host = lib.rd_kafka_new(RD_KAFKA_PRODUCER, conf, errstr, len(errstr))  # takes conf over
    if not host:
        raise RuntimeError(f"mock host: {errstr.value.decode()}")
    cluster = lib.rd_kafka_mock_cluster_new(host, 1)
    try:
        if not cluster:
            raise RuntimeError("rd_kafka_mock_cluster_new failed")
        apply(lib, cluster, settings)
        bootstrap = lib.rd_kafka_mock_cluster_bootstraps(cluster).decode()
        port = int(bootstrap.split(",")[0].rsplit(":", 1)[1])
        software = f"librdkafka {confluent_kafka.libversion()[0]} mock cluster (C API settings: {settings.facts()})"
        # The host never bootstraps to its mock, so nothing predates the capture; kept as the check.
        yield Endpoint(port, software, tuple(sorted({client for client, _ in end_states(port)})))
    finally:
        if cluster:
            lib.rd_kafka_mock_cluster_destroy(cluster)
        lib.rd_kafka_destroy(host)
