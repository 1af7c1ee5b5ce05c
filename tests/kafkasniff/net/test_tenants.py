"""The tenant resolver: a second tag on a pair of endpoints is either another tenant (zoned
addresses) or the same connection seen at a second mirror point or along a second path: its
packets join that connection, and a packet seen under both tags is a copy, dropped and counted."""

from __future__ import annotations

from kafkasniff.net.tenants import ACK_FLAG, TagKind, TenantResolver, zone_text, zoned

CLIENT, BROKER = "10.0.0.1", "10.0.0.2"
VLAN10 = ((TagKind.VLAN, 10),)
VLAN20 = ((TagKind.VLAN, 20),)
SYN, ACK = 0x02, ACK_FLAG


def request(resolver: TenantResolver, tag: tuple, seq: int, ack: int, flags: int = ACK) -> str | None:
    return resolver.zone(CLIENT, BROKER, 40000, 9092, tag, seq, ack, flags)


def response(resolver: TenantResolver, tag: tuple, seq: int, ack: int, flags: int = ACK) -> str | None:
    return resolver.zone(BROKER, CLIENT, 9092, 40000, tag, seq, ack, flags)


def test_zones_name_every_tag_outermost_first() -> None:
    assert zone_text(((TagKind.VNI, 42), (TagKind.VLAN, 20))) == "vni42.vlan20"
    assert zoned("10.0.0.1", "vlan20") == "10.0.0.1%vlan20"
    assert zoned("10.0.0.1", "") == "10.0.0.1"


def test_a_pair_seen_under_one_tag_keeps_its_plain_addresses() -> None:
    resolver = TenantResolver()
    assert request(resolver, VLAN10, 1000, 0, SYN) == ""
    assert response(resolver, VLAN10, 5000, 1001, SYN | ACK) == ""
    assert request(resolver, VLAN10, 1001, 5001) == ""
    assert resolver.counts.zones_shown == {} and resolver.counts.mirror_packets == {}


def test_another_tenant_on_the_same_addresses_gets_its_tag_as_zone() -> None:
    resolver = TenantResolver()
    request(resolver, VLAN10, 1000, 0, SYN)
    response(resolver, VLAN10, 5000, 1001, SYN | ACK)
    # the other tenant's connection picked its own initial sequence numbers
    assert request(resolver, VLAN20, 3_000_000_000, 0, SYN) == "vlan20"
    assert response(resolver, VLAN20, 2_000_000_000, 3_000_000_001, SYN | ACK) == "vlan20"
    assert request(resolver, VLAN10, 1001, 5001) == "", "the first tenant keeps its plain addresses"
    assert resolver.counts.zones_shown == {"vlan20": 1}


def test_the_same_packets_at_a_second_mirror_point_are_copies_decoded_once() -> None:
    resolver = TenantResolver()
    assert request(resolver, VLAN10, 1000, 5000) == ""
    assert request(resolver, VLAN20, 1000, 5000) is None
    assert response(resolver, VLAN10, 5000, 1100) == ""
    assert response(resolver, VLAN20, 5000, 1100) is None
    assert resolver.counts.mirror_packets == {"vlan20": 2} and resolver.counts.joined == {"vlan20": 1}
    assert resolver.counts.zones_shown == {}


def test_a_copy_may_come_before_the_packet_it_repeats() -> None:
    resolver = TenantResolver()
    assert request(resolver, VLAN10, 1000, 5000) == ""
    assert request(resolver, VLAN20, 1000, 5000) is None
    assert response(resolver, VLAN20, 5000, 1100) == "", "the second mirror point saw it first"
    assert response(resolver, VLAN10, 5000, 1100) is None
    assert resolver.counts.mirror_packets == {"vlan20": 2}, "counted under the tag that joined, either way"


def test_a_mirror_copy_seen_one_direction_only_is_told_by_the_acknowledgements() -> None:
    resolver = TenantResolver()
    response(resolver, VLAN10, 5000, 1100)  # the first point saw only the broker's side so far
    assert request(resolver, VLAN20, 1100, 5000) == ""


def test_one_direction_on_each_tag_is_one_connection() -> None:
    """Asymmetric paths: requests captured on one interface, responses on another; nothing dropped."""
    resolver = TenantResolver()
    assert request(resolver, VLAN10, 1000, 0, SYN) == ""
    assert response(resolver, VLAN20, 5000, 1001, SYN | ACK) == "", "it acknowledges the first tag's SYN"
    assert request(resolver, VLAN10, 1001, 5001) == ""
    assert response(resolver, VLAN20, 5001, 1101) == ""
    assert resolver.counts.joined == {"vlan20": 1} and resolver.counts.mirror_packets == {}
    assert resolver.counts.zones_shown == {}


def test_a_second_tenant_is_not_taken_for_the_other_direction_of_the_first() -> None:
    resolver = TenantResolver()
    request(resolver, VLAN10, 1000, 0, SYN)
    assert response(resolver, VLAN20, 5000, 3_000_000_001, SYN | ACK) == "vlan20"


def test_a_tenant_seen_second_keeps_its_zone_on_a_second_view_of_it() -> None:
    resolver = TenantResolver()
    request(resolver, VLAN10, 1000, 0, SYN)
    assert request(resolver, VLAN20, 3_000_000_000, 0, SYN) == "vlan20"
    assert request(resolver, ((TagKind.VLAN, 30),), 3_000_000_000, 0, SYN) is None, "a copy of vlan20's SYN"
    assert request(resolver, ((TagKind.VLAN, 30),), 3_000_000_001, 77) == "vlan20"


def test_numbers_a_little_ahead_or_behind_are_the_same_connection_across_the_wrap() -> None:
    resolver = TenantResolver()
    request(resolver, VLAN10, (1 << 32) - 100, 7000)
    assert request(resolver, VLAN20, 200, 7000) == ""
    assert resolver.counts.joined == {"vlan20": 1} and resolver.counts.zones_shown == {}


def test_an_untagged_tenant_arriving_second_is_zoned_as_untagged() -> None:
    resolver = TenantResolver()
    request(resolver, VLAN10, 1000, 0, SYN)
    assert request(resolver, (), 1500, 0, SYN) == "untagged", "a new first packet, not a copy of the other's"


def test_memory_is_bounded_by_forgetting_the_pairs_least_recently_seen() -> None:
    resolver = TenantResolver(max_pairs=2)
    for port in (1, 2, 1, 3):  # port 1 seen again after port 2
        resolver.zone(CLIENT, BROKER, port, 9092, VLAN10, 1, 0, SYN)
    assert len(resolver._pairs) == 2
    # port 1 is still known: a new tag on it is another tenant; port 2 was forgotten: first again
    assert resolver.zone(CLIENT, BROKER, 1, 9092, VLAN20, 99_999_999, 0, SYN) == "vlan20"
    assert resolver.zone(CLIENT, BROKER, 2, 9092, VLAN20, 99_999_999, 0, SYN) == ""


def test_a_copy_of_a_first_packet_has_its_very_number() -> None:
    resolver = TenantResolver()
    request(resolver, VLAN10, 1000, 0, SYN)
    assert request(resolver, VLAN20, 1000, 0, SYN) is None
    assert resolver.counts.mirror_packets == {"vlan20": 1} and resolver.counts.zones_shown == {}


def test_tags_are_read_from_the_headers_that_carry_them() -> None:
    from kafkasniff.net.tenants import TAG_READERS

    vlan_tag = bytes([0x20, 0x14, 0x08, 0x00])  # priority 1, VLAN 20, then IPv4
    vxlan = bytes([0x08, 0, 0, 0, 0x00, 0x00, 0x2A, 0])  # I flag, VNI 42
    erspan_ii = bytes([0x10, 0x00, 0x08, 0x05]) + bytes(4)  # version 1, session 5
    sll2 = bytes([0x08, 0x00, 0, 0, 0, 0, 0, 3]) + bytes(12)  # IPv4 on interface 3
    assert TAG_READERS["vlan"](vlan_tag, 0) == (TagKind.VLAN, 20)
    assert TAG_READERS["vxlan"](b"xx" + vxlan, 2) == (TagKind.VNI, 42)
    assert TAG_READERS["erspan-ii"](erspan_ii, 0) == (TagKind.ERSPAN, 5)
    assert TAG_READERS["linux-sll2"](sll2, 0) == (TagKind.INTERFACE, 3)
