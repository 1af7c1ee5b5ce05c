"""kafkasniff's MongoDB dissector against Wireshark's `mongo` dissector (tshark), run now on the
MongoDB samples: the same messages with the same headers, compression fields, document
sequences, and BSON element names in the same order."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from kafkasniff.dissectors.tree import Node
from tests.support.decode import decode

SAMPLES = Path(__file__).resolve().parents[1] / "samples"
SIDECARS = sorted(SAMPLES.glob("mongo-*.facts.json"))
FIELDS = ("tcp.srcport", "mongo.request_id", "mongo.response_to", "mongo.opcode", "mongo.compression.original_opcode",
          "mongo.compression.compressor", "mongo.compression.original_size",
          "mongo.msg.sections.section.doc_sequence_id", "mongo.element.name")  # fmt: skip
ZSTD = 3  # tshark 4.0's mongo dissector does not inflate zstd (its elements stay unread)

pytestmark = [pytest.mark.slow, pytest.mark.skipif(not shutil.which("tshark"), reason="tshark not installed")]
pytest.importorskip("bson")

Message = tuple[int, int, int, int, int | None, int | None, int | None, tuple[str, ...], tuple[str, ...]]


def tsharks(pcap: Path, port: int) -> list[Message]:
    args = ["tshark", "-n", "-r", str(pcap), "-d", f"tcp.port=={port},mongo", "-Y", "mongo", "-T", "fields",
            "-E", "occurrence=a", "-E", "aggregator=|"]  # fmt: skip
    for field in FIELDS:
        args += ["-e", field]
    out = subprocess.run(args, capture_output=True, text=True, timeout=120, check=True).stdout
    messages = []
    for line in out.splitlines():
        sport, rid, rto, opcode, original, compressor, size, sequences, names = line.split("\t")
        optional = [int(v) if v else None for v in (original, compressor, size)]
        messages.append((int(sport), int(rid, 16), int(rto, 16), int(opcode), *optional,
                         tuple(filter(None, sequences.split("|"))), tuple(filter(None, names.split("|")))))  # fmt: skip
    return messages


def ours(pcap: Path) -> list[Message]:
    exchanges, _, _ = decode(pcap)
    out = []
    for e in exchanges:
        for frame, tree, body in ((e.exchange.request, e.request_tree, e.fields["request"]),
                                  (e.exchange.response, e.response_tree, e.fields["response"])):  # fmt: skip
            assert frame is not None
            h = body["header"]
            sport = e.exchange.conn.client[1] if frame.from_client else e.exchange.conn.server[1]
            inner = body.get("message", body)
            sequences = tuple(s["identifier"] for s in inner.get("sections", []) if s["kind"] == 1)
            out.append((sport, h["request_id"] & 0xFFFFFFFF, h["response_to"] & 0xFFFFFFFF, h["opcode"],
                        body.get("original_opcode"), body.get("compressor_id"), body.get("uncompressed_size"),
                        sequences, tuple(element_names(tree))))  # fmt: skip
    return out


def element_names(node: Node, inside: bool = False) -> list[str]:
    """Every BSON element's name in wire order, depth first (as tshark lists mongo.element.name):
    the nodes under a document node, at any depth."""
    names: list[str] = []
    for child in node.children or []:
        if inside:
            names.append(child.name)
        names += element_names(child, inside or child.type == "document")
    return names


@pytest.mark.parametrize("sidecar", SIDECARS, ids=lambda p: p.name.split(".")[0])
def test_every_message_agrees_with_tshark(sidecar: Path):
    facts = json.loads(sidecar.read_text())
    pcap = sidecar.parent / facts["pcap"]
    theirs = tsharks(pcap, facts["port"])
    mine = ours(pcap)
    assert len(theirs) == len(mine) == facts["messages"]
    by_id = {(m[0], m[1]): m for m in mine}
    unread = 0
    for message in theirs:
        ours_ = by_id[(message[0], message[1])]
        if message[5] == ZSTD and not message[8]:
            unread += 1
            assert ours_[:8] == message[:8] and ours_[8]  # we inflate and read what tshark leaves
        else:
            assert ours_ == message
    assert unread == facts.get("compressed_per_compressor", {}).get("zstd", 0)
