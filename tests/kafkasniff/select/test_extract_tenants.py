"""-w on a capture where addresses are reused by tenants (kafkasniff/net/tenants.py): the
packets are read again with the same tenant resolver as the first reading, so choosing one
tenant's exchanges writes that tenant's packets only, and a packet the resolver drops as a mirror
copy is not written (its bytes are those of the packet it copies, which is). Written alone, a
tenant is the first on its addresses: it reads back with plain addresses."""

from __future__ import annotations

from pathlib import Path

import pytest

from kafkasniff.capture.pcap import link_key, read_packets
from kafkasniff.counters import Counters
from kafkasniff.net.links import LINKTYPE_ETHERNET
from kafkasniff.select.capture_writer import CaptureWriter
from kafkasniff.select.filters import parse_endpoint
from tests.support import captures as cap
from tests.support import tenant_rewrite
from tests.support.decode import decode
from tests.support.written_capture import frames, identities, write_and_read_back

SAMPLE = cap.sample_path("confluent")
ETH_VLAN = b"\x81\x00"


def vlan_of(frame: bytes) -> int | None:
    return int.from_bytes(frame[14:16]) & 0x0FFF if frame[12:14] == ETH_VLAN else None


@pytest.fixture
def two_tenants(tmp_path: Path) -> Path:
    return tenant_rewrite.two_vlan_tenants(SAMPLE, tmp_path / "tenants.pcap")


@pytest.mark.parametrize(("endpoint", "vlan"), [("127.0.0.1%vlan20:9092", 20), ("127.0.0.1:9092", None)])
def test_a_tenant_chosen_by_its_zone_is_written_alone(two_tenants, endpoint, vlan):
    choice = parse_endpoint(endpoint)
    zoned = endpoint.count("%") == 1
    chosen = lambda e: choice.matches(*e.exchange.conn.server) and ("%" in e.exchange.conn.server[0]) == zoned  # noqa: E731
    back = write_and_read_back(two_tenants, chosen)
    assert back.chosen and identities(back.again) == identities(back.chosen, unzoned=True)
    expected = {vlan} if vlan is not None else {10}
    assert {vlan_of(frame) for frame in frames(back.capture)} == expected


def test_both_tenants_chosen_read_back_as_both_zoned_the_same(two_tenants):
    back = write_and_read_back(two_tenants, lambda e: True)
    assert identities(back.again) == identities(back.chosen)
    assert {vlan_of(frame) for frame in frames(back.capture)} == {10, 20}


@pytest.mark.parametrize("rewrite", [tenant_rewrite.two_vni_tenants])
def test_a_vni_tenant_is_written_alone(rewrite, tmp_path):
    path = rewrite(SAMPLE, tmp_path / "vni.pcap")
    back = write_and_read_back(path, lambda e: e.exchange.conn.client[0].endswith("%vni43"))
    assert back.chosen and identities(back.again) == identities(back.chosen, unzoned=True)
    assert len(identities(back.again)) == len(back.chosen)


def test_mirror_copies_are_not_written_and_the_capture_reads_back_the_same(tmp_path):
    # exchanges of several packets: their copies are inside the frame ranges chosen
    path = tenant_rewrite.two_mirror_points(cap.sample_path("mixed-load"), tmp_path / "mirrors.pcap")
    _, _, counters = decode(path)
    back = write_and_read_back(path, lambda e: True)
    assert sum(counters.packets_mirror_copies.values()) > 0
    assert {vlan_of(frame) for frame in frames(back.capture)} == {10}  # the copies came second, on VLAN 30
    assert identities(back.again) == identities(back.chosen)
    assert not back.counters.packets_mirror_copies


@pytest.mark.parametrize("rewrite", [tenant_rewrite.a_vlan_per_direction, tenant_rewrite.vlans_in_turn])
def test_a_connection_over_two_tags_is_written_whole(rewrite, tmp_path):
    path = rewrite(SAMPLE, tmp_path / "spread.pcap")
    back = write_and_read_back(path, lambda e: True)
    assert identities(back.again) == identities(back.chosen)
    assert {vlan_of(frame) for frame in frames(back.capture)} == {10, 20}


def two_interface_tenants(source: Path, target: Path) -> Path:
    """`source` as a pcapng of two interfaces, the second carrying another connection on the same
    addresses (another tenant: the interface is its tag)."""
    with open(source, "rb") as stream, open(target, "wb") as out:
        writer = CaptureWriter(out)
        for packet in read_packets(stream, Counters()):
            writer.write(packet.ts, link_key(packet.linktype, 0), packet.data, packet.wire_len)
            copy = tenant_rewrite.another_connection(packet.data)
            writer.write(packet.ts, link_key(packet.linktype, 1), copy, packet.wire_len)
        writer.finish()
    return target


def test_two_interface_tenants_are_written_on_their_interfaces_and_read_back_zoned_the_same(tmp_path):
    path = two_interface_tenants(SAMPLE, tmp_path / "two-interfaces.pcapng")
    back = write_and_read_back(path, lambda e: True)
    assert identities(back.again) == identities(back.chosen)
    assert any("%iface1" in e.exchange.conn.client[0] for e in back.again)
    assert back.written.linktypes == [LINKTYPE_ETHERNET, LINKTYPE_ETHERNET]


def test_an_interface_tenant_chosen_alone_is_written_alone(tmp_path):
    path = two_interface_tenants(SAMPLE, tmp_path / "two-interfaces.pcapng")
    back = write_and_read_back(path, lambda e: e.exchange.conn.client[0].endswith("%iface1"))
    assert back.chosen and identities(back.again) == identities(back.chosen, unzoned=True)
    assert back.written.linktypes == [LINKTYPE_ETHERNET]  # one interface: a pcap
