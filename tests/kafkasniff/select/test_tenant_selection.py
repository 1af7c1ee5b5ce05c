"""Selecting a tenant: addresses another tenant reuses carry its zone (10.0.0.1%vlan20, see
kafkasniff/net/tenants.py); --conn and -Y name a tenant by it, or every tenant by the plain host."""

from __future__ import annotations

from dataclasses import replace

from kafkasniff.model import DecodedExchange
from kafkasniff.select.display_filter import compile_filter
from kafkasniff.select.filters import parse_endpoint
from tests.support.captures import sample_path
from tests.support.decode import decode

PLAIN = decode(sample_path("confluent"))[0][0]


def in_tenant(exchange: DecodedExchange, zone: str) -> DecodedExchange:
    conn = exchange.exchange.conn
    client = (f"{conn.client[0]}%{zone}", conn.client[1])
    server = (f"{conn.server[0]}%{zone}", conn.server[1])
    zoned_conn = replace(conn, client=client, server=server)
    return replace(exchange, exchange=replace(exchange.exchange, conn=zoned_conn))


ZONED = in_tenant(PLAIN, "vlan20")


def test_a_plain_host_is_that_host_in_every_tenant() -> None:
    choice = parse_endpoint("127.0.0.1:9092")
    assert choice.matches("127.0.0.1", 9092)
    assert choice.matches("127.0.0.1%vlan20", 9092)


def test_a_zoned_host_is_that_tenant_only() -> None:
    choice = parse_endpoint("127.0.0.1%vlan20:9092")
    assert choice.matches("127.0.0.1%vlan20", 9092)
    assert not choice.matches("127.0.0.1", 9092)
    assert not choice.matches("127.0.0.1%vlan10", 9092)


def test_the_tenant_field_is_the_zone_and_absent_for_the_first_tenant() -> None:
    of_vlan20 = compile_filter('tenant == "vlan20"')
    any_tenant = compile_filter("tenant")
    assert of_vlan20(ZONED) and any_tenant(ZONED)
    assert not of_vlan20(PLAIN) and not any_tenant(PLAIN)
