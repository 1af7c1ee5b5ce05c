"""What the summary calls the packets the walk does not follow."""

from __future__ import annotations

from kafkasniff.net.skipped_kinds import skipped_kind


def test_a_kind_a_layer_carries_nothing_under_is_named_by_what_its_ids_number() -> None:
    assert skipped_kind("ethernet", 0x0806) == "ARP"
    assert skipped_kind("vlan", 0x88CC) == "LLDP"
    assert skipped_kind("ethernet", 0x1234) == "ethertype 0x1234"
    assert skipped_kind("ethernet", 0x0026) == "802.3 LLC frames"
    assert skipped_kind("ipv4", 1) == "ICMP"
    assert skipped_kind("ipv6", 58) == "ICMPv6"
    assert skipped_kind("ipv6", 253) == "IP protocol 253"
    assert skipped_kind("udp", 53) == "UDP"
    assert skipped_kind("gre", 0x880B) == "GRE carrying ethertype 0x880b"
    assert skipped_kind("null", 7) == "OSI"
    assert skipped_kind("ip", 5) == "IP version 5"
    assert skipped_kind("erspan-iii", 2) == "ERSPAN III carrying IP"


def test_a_layer_without_a_table_of_names_is_named_by_itself_and_the_id() -> None:
    assert skipped_kind("made-up-shim", 7) == "made-up-shim 7"


def test_a_packet_its_layer_stopped_is_named_by_the_layer() -> None:
    assert skipped_kind("vxlan", None, broken=True) == "broken vxlan headers"
    assert skipped_kind("ipv4", None) == "ipv4 headers cut short or not followed"
