"""ApiVersions answered with UNSUPPORTED_VERSION: which layout the reply is in.

KIP-511 has a broker that cannot speak the requested ApiVersions version answer in v0's layout
(its error code, then the versions it does support), so that any client can read it. Some brokers
answer in the request's own layout instead, and some (librdkafka's mock cluster) in neither. The
layout that reads the reply's bytes exactly is used; a reply no layout reads is shown as its error
code and a `nonstandard-reply` warning, never as whatever counts its bytes would make up.
"""

from __future__ import annotations

from kafkasniff.dissectors.kafka.apis import API_VERSIONS
from kafkasniff.dissectors.kafka.body import decode_body
from kafkasniff.dissectors.kafka.readers.runtime import Context
from kafkasniff.dissectors.tree import Node, warning
from kafkasniff.model import DecodeWarning

UNSUPPORTED_VERSION = 35  # the error code


def reply_layout(requested: int, frame: bytes, offset: int) -> int | None:
    """The version whose layout reads the reply's body (from `offset`) exactly: v0 first, as
    KIP-511 prescribes, then the request's; None when neither does."""
    for version in dict.fromkeys((0, requested)):
        trial = Context()
        body = decode_body("response", API_VERSIONS, version, frame, offset, 0, trial)
        if body is not None and not trial.warnings:
            return version
    return None


def error_code_only(requested: int, frame: bytes, offset: int) -> tuple[Node, DecodeWarning]:
    """The body of a reply in no known layout: its error code, and why the rest is not decoded."""
    error = Node("error_code", "int16", UNSUPPORTED_VERSION, offset, 2)
    body = Node("response", "struct", None, offset, 2, [error])
    rest = len(frame) - offset - 2
    note = warning(
        "nonstandard-reply", offset + 2,
        f"UNSUPPORTED_VERSION reply in neither ApiVersions v0's layout (KIP-511) nor v{requested}'s: "
        f"its {rest} bytes after the error code are not decoded",
    )  # fmt: skip
    return body, note
