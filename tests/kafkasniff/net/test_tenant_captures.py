"""Tenants and mirror points, end to end (kafkasniff/net/tenants.py): a real capture seen twice on
a trunk, as two tenants reusing the same addresses under two VLANs or VNIs, decodes to both
tenants' exchanges, the second one's addresses zoned; seen twice as the same packets at two mirror
points, it decodes once and the copies are counted; its packets spread over two tags (a direction
on each, or in turn), it is one connection and nothing is dropped. tests/support/tenant_rewrite.py
makes them."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from tests.support import captures as cap
from tests.support import cli, tenant_rewrite

SAMPLE = cap.sample_path("confluent")  # 41 exchanges, 152 TCP packets
WHERE = ("tcp_stream", "frames")  # where in the file: a doubled file numbers them differently


def kafkasniff(*args: str | Path) -> subprocess.CompletedProcess[str]:
    run = cli.kafkasniff(*args)
    assert run.returncode == 0, run.stderr
    return run


def exchanges(path: Path, *options: str) -> tuple[list[dict], dict]:
    *found, summary = map(json.loads, kafkasniff(path, "--json", "--json-summary", *options).stdout.splitlines())
    return [{k: v for k, v in e.items() if k not in WHERE} for e in found], summary["summary"]


def zoned(exchange: dict, zone: str) -> dict:
    host = lambda endpoint: endpoint.replace(":", f"%{zone}:", 1)  # noqa: E731  127.0.0.1:9092
    return {**exchange, "client": host(exchange["client"]), "broker": host(exchange["broker"])}


@pytest.fixture(scope="module")
def plain() -> list[dict]:
    return exchanges(SAMPLE)[0]


@pytest.mark.parametrize(
    ("rewrite", "zone"), [(tenant_rewrite.two_vlan_tenants, "vlan20"), (tenant_rewrite.two_vni_tenants, "vni43")]
)
def test_two_tenants_on_the_same_addresses_are_never_merged(rewrite, zone, plain, tmp_path):
    found, summary = exchanges(rewrite(SAMPLE, tmp_path / "tenants.pcap"))
    first = [e for e in found if "%" not in e["client"]]
    second = [e for e in found if "%" in e["client"]]
    assert first == plain, "the first tenant seen reads as if alone"
    assert second == [zoned(e, zone) for e in plain]
    assert summary["tenant_zones"] == {zone: 7} and summary["packets_mirror_copies"] == {}
    assert (summary["gaps"], summary["bytes_skipped"], summary["unanswered"]) == (0, 0, 0)


def test_a_tenant_is_picked_by_its_zone_or_every_tenant_by_the_plain_host(tmp_path):
    capture = tenant_rewrite.two_vlan_tenants(SAMPLE, tmp_path / "tenants.pcap")
    assert len(exchanges(capture, "-Y", 'tenant == "vlan20"')[0]) == 41
    assert len(exchanges(capture, "-Y", "!tenant")[0]) == 41
    assert len(exchanges(capture, "--conn", "127.0.0.1%vlan20:9092")[0]) == 41
    assert len(exchanges(capture, "--conn", "127.0.0.1:9092")[0]) == 82


def test_the_summary_says_which_tenants_were_zoned(tmp_path):
    capture = tenant_rewrite.two_vlan_tenants(SAMPLE, tmp_path / "tenants.pcap")
    stderr = kafkasniff(capture).stderr
    assert "tenants reusing addresses, told apart by zone: %vlan20 (7 endpoint pairs)" in stderr


def test_the_same_packets_at_two_mirror_points_decode_once(plain, tmp_path):
    capture = tenant_rewrite.two_mirror_points(SAMPLE, tmp_path / "mirrors.pcap")
    found, summary = exchanges(capture)
    assert found == plain
    assert summary["packets_mirror_copies"] == {"vlan30": 152} and summary["tenant_zones"] == {}
    assert summary["tenant_paths_joined"] == {"vlan30": 7}
    assert summary["bytes_retransmitted"] == 0, "the copies never reach TCP reassembly"
    stderr = kafkasniff(capture).stderr
    assert "connections seen under a second tag too (a second mirror point or path), decoded as one: " in stderr
    assert "7 under %vlan30 (152 packets seen twice)" in stderr


@pytest.mark.parametrize("rewrite", [tenant_rewrite.a_vlan_per_direction, tenant_rewrite.vlans_in_turn])
def test_a_connection_whose_packets_take_two_paths_is_one_connection_and_loses_nothing(rewrite, plain, tmp_path):
    found, summary = exchanges(rewrite(SAMPLE, tmp_path / "paths.pcap"))
    assert found == plain
    assert summary["packets_mirror_copies"] == {} and summary["tenant_zones"] == {}
    assert sum(summary["tenant_paths_joined"].values()) == 7, "each connection seen under its second tag"
    assert (summary["gaps"], summary["bytes_retransmitted"]) == (0, 0)


def test_tenants_split_over_processes_print_as_one_process_does(tmp_path):
    capture = tenant_rewrite.two_vlan_tenants(SAMPLE, tmp_path / "tenants.pcap")
    assert kafkasniff(capture, "-j", "2").stdout == kafkasniff(capture).stdout
