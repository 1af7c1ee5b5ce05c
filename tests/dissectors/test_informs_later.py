"""`WireProtocol.informs_later` names every exchange whose dissection changes what a protocol
remembers for later ones (a process decoding only part of a capture dissects those too): checked
on real captures, exchange by exchange, against the memories themselves."""

from __future__ import annotations

import copy
import struct

import pytest

from kafkasniff.capture.pcap import open_capture, read_packets
from kafkasniff.counters import Counters
from kafkasniff.dissectors.base import DissectOptions, WireProtocol
from kafkasniff.dissectors.registry import make_protocols
from kafkasniff.model import Exchange, ExchangeStatus, Frame
from kafkasniff.pipeline.wiring import Options, exchanges
from tests.dissectors.kafka.test_secrets import CONN
from tests.support import kafka_frames as kf
from tests.support.captures import sample_path

MEMORIES = {"kafka": ("topic_names", "sasl_mechanisms"), "mongo": ("clients",)}


def memory_of(protocol: WireProtocol) -> list[dict]:
    return [copy.copy(dict(getattr(protocol, name))) for name in MEMORIES[protocol.name]]


@pytest.mark.parametrize("sample", ["mixed-load", "confluent", "mongo-crud", "mongo-compressed"])
def test_every_exchange_that_teaches_the_memory_is_named(sample):
    """(Compressed MongoDB requests cannot be searched for a handshake, so all are named.)"""
    protocols = make_protocols(DissectOptions(summary_only=True))
    counters = Counters()
    taught = named = 0
    with open_capture(str(sample_path(sample))) as stream:
        for item in exchanges(read_packets(stream, counters), counters, Options(protocols=protocols)):
            if not isinstance(item, Exchange):
                continue
            protocol = protocols[item.conn.protocol]
            before = memory_of(protocol)
            protocol.dissect(item)
            informs = protocol.informs_later(item)
            named += informs
            if memory_of(protocol) != before:
                taught += 1
                assert informs, f"{protocol.name} exchange {item.head} changed the memory unannounced"
    assert taught > 0
    if sample != "mongo-compressed":
        assert named < counters.exchanges / 2  # the rest can be decoded by either process alone


def test_a_sasl_handshake_informs_later_exchanges_and_a_produce_does_not():
    kafka = make_protocols(DissectOptions())["kafka"]
    sasl = kf.request(17, 1, 1, "app", body=struct.pack(">h", 5) + b"PLAIN")
    produce = kf.request(0, 3, 2, "app", body=struct.pack(">hhii", -1, 1, 1000, 0))

    def asked(frame: bytes) -> Exchange:
        request = Frame(CONN, True, 1, 1, 0, len(frame), frame)
        return Exchange(CONN, request, None, kafka.request_head(frame), ExchangeStatus.UNANSWERED)

    assert kafka.informs_later(asked(sasl)) and not kafka.informs_later(asked(produce))
    kafka.dissect(asked(sasl))
    assert kafka.sasl_mechanisms.get(CONN) == "PLAIN"  # type: ignore[attr-defined]
