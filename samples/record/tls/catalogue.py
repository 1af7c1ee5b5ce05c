"""Every TLS sample: its front, its legs (versions and suites), its backend and its scenario."""

from __future__ import annotations

import contextlib
import importlib.metadata
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from samples.record.scenarios import tls_aiokafka, tls_confluent, tls_kafka_python, tls_mongo
from samples.record.sent import Facts
from samples.record.tls.facts import KAFKA, MONGO, Protocol
from samples.record.tls.runs import Backend, LegRun, tansu_behind_front
from samples.record.tls.suites import TLS12, TLS13, Leg


def packages(*names: str) -> Callable[[], dict[str, str]]:
    return lambda: {name: importlib.metadata.version(name) for name in names}


@dataclass(frozen=True)
class TlsSample:
    name: str
    description: str
    front: str  # "stunnel" (the clients write the key log) or "python front" (it writes the key log)
    legs: tuple[Leg, ...]
    protocol: Protocol
    sni: str  # what every ClientHello must name
    versions: Callable[[], dict[str, str]]  # of the client software, for the facts
    scenario: Callable[[LegRun], Facts]
    backend: Callable[[int, Path], contextlib.AbstractContextManager[Backend]] = tansu_behind_front
    # Adds what only the finished plain capture can tell: (leg, plain pcap) -> facts of the leg.
    finish: Callable[[LegRun, Path], Facts] | None = None
    dsb: bool = False  # also write NAME.dsb.pcapng, the key log inside as a Decryption Secrets Block


TLS_SAMPLES = [
    TlsSample(
        "tls-kafka-python",
        "kafka-python (api 2.5.0) through Debian's stunnel4 before tansu, one tansu and stunnel port per leg "
        "(tansu advertises it, so every connection goes through it): per leg the admin creates orders (3 "
        "partitions), an acks=all producer sends 30 records with keys and headers, a group consumer (billing) "
        "reads them with manual commits. TLS 1.3 suites set by stunnel's ciphersuites, TLS 1.2 ones by the "
        "client (maximum_version, set_ciphers), RSA key exchange included; the clients write the key log",
        "stunnel",
        (
            Leg(TLS13, "TLS_AES_128_GCM_SHA256"),
            Leg(TLS13, "TLS_CHACHA20_POLY1305_SHA256"),
            Leg(TLS12, "TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256"),
            Leg(TLS12, "TLS_RSA_WITH_AES_128_GCM_SHA256"),
        ),
        KAFKA,
        tls_kafka_python.SNI,
        packages("kafka-python"),
        tls_kafka_python.scenario,
        dsb=True,
    ),
    TlsSample(
        "tls-aiokafka",
        "aiokafka through Debian's stunnel4 before tansu, one tansu and stunnel port per leg: per leg its admin "
        "creates clicks (2 partitions), a gzip acks=all producer sends 20 records with keys and headers, a group "
        "consumer (dashboards) reads them committing each batch; TLS 1.3 suite set by stunnel, TLS 1.2 ones by "
        "the client; the clients write the key log",
        "stunnel",
        (
            Leg(TLS13, "TLS_AES_256_GCM_SHA384"),
            Leg(TLS12, "TLS_ECDHE_RSA_WITH_AES_256_GCM_SHA384"),
            Leg(TLS12, "TLS_ECDHE_RSA_WITH_CHACHA20_POLY1305_SHA256"),
        ),
        KAFKA,
        tls_aiokafka.SNI,
        packages("aiokafka"),
        tls_aiokafka.scenario,
    ),
    TlsSample(
        "tls-confluent",
        "confluent-kafka (librdkafka) through the Python TLS front (samples/record/tls/front.py) before tansu, "
        "which advertises localhost and the front's port: per leg the admin creates events (2 partitions), a "
        "zstd acks=all producer sends 20 records with keys and headers, a group consumer (audit) commits "
        "synchronously. librdkafka cannot write a key log: the front writes it (server side); the TLS 1.3 "
        "suite is what the two ends agree on, TLS 1.2 is set by the front",
        "python front",
        (Leg(TLS13), Leg(TLS12, "TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256")),
        KAFKA,
        tls_confluent.SNI,
        tls_confluent.versions,
        tls_confluent.scenario,
        backend=tls_confluent.backend,
    ),
    TlsSample(
        "tls-mongo",
        "pymongo (tls=True, tlsAllowInvalidCertificates=True) through the Python TLS front to mockupdb, one "
        "mockupdb per leg: mongo-crud's operations (OP_QUERY handshake, OP_MSG inserts, find with getMore, "
        "update, delete, aggregate, a duplicate key write error, an ok: 0 reply). pymongo takes no SSLContext: "
        "the front writes the key log; the TLS 1.3 suite is what the two ends agree on, TLS 1.2 is set by the front",
        "python front",
        (Leg(TLS13), Leg(TLS12, "TLS_ECDHE_RSA_WITH_AES_256_GCM_SHA384")),
        MONGO,
        tls_mongo.SNI,
        packages("pymongo", "mockupdb"),
        tls_mongo.scenario,
        backend=tls_mongo.backend,
        finish=tls_mongo.finish,
    ),
]

NAMES = [sample.name for sample in TLS_SAMPLES]
