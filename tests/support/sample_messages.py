"""Every Kafka request and response of the committed sample captures, as kafkasniff decodes them
through its whole pipeline (capture, reassembly, TLS with the sample's key log, framing, pairing,
dissection), each with the frame's own bytes: what a differential test hands an independent
parser, and what it compares that parser's reading with.

Samples are found by their sidecars: every capture a `samples/*.facts.json` or `*.tls-facts.json`
names, the TLS ones decrypted with the key log their sidecar names, so a sample committed later
joins with no change here. Frames that lost bytes to the capture are left out: no parser can read
them whole.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from kafkasniff.dissectors.base import DissectOptions
from kafkasniff.dissectors.kafka.apis import response_header_version
from kafkasniff.dissectors.kafka.body import decode_body, decode_header
from kafkasniff.dissectors.kafka.headers import RequestHead
from kafkasniff.dissectors.kafka.readers.compiler import Context
from kafkasniff.dissectors.registry import make_protocols
from kafkasniff.dissectors.tree import to_json
from kafkasniff.model import DecodedExchange, DecodeWarning, WarningKind
from kafkasniff.model import Frame as WireFrame
from kafkasniff.pipeline.wiring import Options
from kafkasniff.rendering.values import value_renderer
from kafkasniff.tls.keys import KeyLog, read_key_log
from tests.support.decode import decode

SAMPLES = Path(__file__).resolve().parents[2] / "samples"
BASE64 = value_renderer("base64", 0)  # `--values base64 --max-value-len 0`: bytes whole, as Apache's JSON has them


@dataclass(frozen=True)
class Message:
    """One request or response of a sample: where it is, its frame (after the length prefix),
    and kafkasniff's reading of it as `--json --values base64` shows it."""

    sample: str
    exchange: int  # the exchange's place among the sample's Kafka exchanges
    direction: str  # "request" or "response"
    api_key: int
    api_version: int  # the request's (a response's body is read at it)
    frame: bytes
    body_offset: int | None  # where the body starts in `frame`; None when the header is broken
    header: dict[str, Any]  # what kafkasniff read of the header, named as its schema names the fields
    body: Any  # the --json body
    records_body: Any  # the --json --records body: record sets decoded batch by batch, record by record
    warnings: tuple[DecodeWarning, ...]  # kafkasniff's warnings about this side's bytes

    @property
    def where(self) -> str:
        return f"{self.sample}#{self.exchange} {self.direction}"

    def plain_body(self) -> Any:
        """The body as kafkasniff's schema reader alone makes it, no nested bytes decoded: the
        bytes a field carries where the --json body shows what it decoded inside them."""
        if self.body_offset is None:
            return None
        ctx = Context(render=BASE64)
        framed = len(self.frame).to_bytes(4, "big") + self.frame
        node = decode_body(self.direction, self.api_key, self.api_version, framed, self.body_offset + 4, 0, ctx)
        return to_json(node, BASE64) if node is not None else None


def captures() -> list[Path]:
    """Every sample capture, in name order: each one a sidecar names (`*.facts.json`: its `pcap`;
    `*.tls-facts.json`: its TLS, plaintext and pcapng captures). A capture is a sample once its
    facts are written, so one still being recorded is not read half-written."""
    named: set[str] = set()
    for sidecar in SAMPLES.glob("*facts.json"):  # *.facts.json and *.tls-facts.json
        facts = json.loads(sidecar.read_text())
        named.add(facts.get("pcap") or "")
        named.update(f for k, f in facts.get("files", {}).items() if k != "keylog" and f)
    return sorted(SAMPLES / name for name in named if name and (SAMPLES / name).is_file())


@cache
def messages(capture: Path) -> tuple[Message, ...]:
    """The whole frames of a capture's Kafka exchanges, each request then its response, with kafkasniff's
    reading of each, without and with --records."""
    plain, records = _exchanges(capture, records=False), _exchanges(capture, records=True)
    assert [_identity(e) for e in plain] == [_identity(e) for e in records], capture
    return tuple(
        m for i, pair in enumerate(zip(plain, records, strict=True)) for m in _messages(capture.name, i, *pair)
    )


def _exchanges(capture: Path, records: bool) -> list[DecodedExchange]:
    """A capture's Kafka exchanges as `--json --values base64 --max-value-len 0 --show-secrets`
    (and `--records`) decodes them: bodies as JSON, bytes whole, SASL secrets as sent (Apache
    shows them)."""
    dissect = DissectOptions(render_bytes=BASE64, trees=False, show_secrets=True, records=records)
    exchanges, _, _ = decode(capture, Options(keys=_key_log(capture), protocols=make_protocols(dissect)))
    return [e for e in exchanges if e.exchange.conn.protocol == "kafka" and e.exchange.request is not None]


def _identity(item: DecodedExchange) -> tuple[Any, ...]:
    return item.exchange.conn.client, item.fields["api_key"], item.fields["correlation_id"]


def _messages(sample: str, index: int, item: DecodedExchange, with_records: DecodedExchange) -> Iterator[Message]:
    f, r = item.fields, with_records.fields
    key, version, correlation = f["api_key"], f["api_version"], f["correlation_id"]
    request, response = item.exchange.request, item.exchange.response
    if request is not None and _whole(request):
        header = {"request_api_key": key, "request_api_version": version, "correlation_id": correlation,
                  "client_id": f["client_id"]}  # fmt: skip
        head = item.exchange.head
        offset = head.body_offset - 4 if isinstance(head, RequestHead) else None
        yield Message(sample, index, "request", key, version, request.data[4:], offset, header, f["request"],
                      r["request"], _side(item.warnings, "request"))  # fmt: skip
    if response is not None and _whole(response):
        offset = _response_body_offset(key, version, response.data)
        header = {"correlation_id": correlation}
        yield Message(sample, index, "response", key, version, response.data[4:], offset, header, f["response"],
                      r["response"], _side(item.warnings, "response"))  # fmt: skip


def _side(warnings: tuple[DecodeWarning, ...], direction: str) -> tuple[DecodeWarning, ...]:
    """The warnings about one side of an exchange: a decode names the side it read in its message
    ("response: members: ...", "request lost 58 of 226 bytes"); a nonstandard reply is a
    response's by definition. Others (a record batch's CRC) are about no side's structure."""
    named = re.compile(rf"{direction}\b")
    return tuple(
        w for w in warnings
        if named.match(w.message) or (w.kind == WarningKind.NONSTANDARD_REPLY and direction == "response")
    )  # fmt: skip


def _whole(frame: WireFrame) -> bool:
    return not frame.lost and frame.end_seen and len(frame.data) == frame.size


def _response_body_offset(api_key: int, version: int, frame: bytes) -> int | None:
    """Where the body starts after the response header (kafkasniff's own header reader: v1 may
    carry tagged fields), counted in the frame after its length prefix."""
    header_version = 1 if response_header_version(api_key, version) else 0
    ctx = Context()
    _, pos = decode_header("response", header_version, frame, 0, ctx)
    return None if ctx.warnings else pos - 4


def _key_log(capture: Path) -> KeyLog:
    """The key log a TLS sample's sidecar names for this capture; an empty one for the others."""
    for sidecar in capture.parent.glob("*.tls-facts.json"):
        files = json.loads(sidecar.read_text()).get("files", {})
        if capture.name in (files.get("tls_pcap"), files.get("dsb_pcapng")) and files.get("keylog"):
            return read_key_log(str(capture.parent / files["keylog"]))
    return KeyLog()
