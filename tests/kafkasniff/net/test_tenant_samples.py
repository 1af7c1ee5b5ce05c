"""Tenants and mirror points in real kernel-made captures (samples/record/scenarios/net_tenants.py,
net_mirror.py): two tenants with the same addresses over VXLAN VNIs 10 and 20, each a
kafka-python client and its own broker, decode to both tenants' exchanges, never merged; the
same connections seen on both ports of a Linux bridge (`tcpdump -i any`) decode once, the
second copies counted."""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter

from tests.support import captures as cap


def decoded(name: str) -> tuple[list[dict], dict]:
    command = [sys.executable, "-m", "kafkasniff", str(cap.SAMPLES / name), "--json", "--json-summary"]
    run = subprocess.run(command, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    *found, summary = map(json.loads, run.stdout.splitlines())
    return found, summary["summary"]


def test_two_tenants_over_vxlan_are_decoded_apart():
    found, summary = decoded("tenants-vni.pcapng")
    by_client = Counter(e["client_id"].split("-")[0] for e in found)
    assert by_client == {"vni10": 14, "vni20": 14}, "each tenant's 14 exchanges, none lost to the other"
    for e in found:  # a zone, where there is one, is the tenant's own VNI
        zone = e["client"].partition("%")[2].partition(":")[0]
        assert zone in ("", e["client_id"].split("-")[0])
    assert set(summary["tenant_zones"]) <= {"vni10", "vni20"} and summary["tenant_zones"]
    assert (summary["gaps"], summary["bytes_skipped"], summary["unanswered"]) == (0, 0, 0)


def test_the_same_connections_on_two_bridge_ports_decode_once():
    found, summary = decoded("mirror-twice-any.pcapng")
    assert len(found) == 14 and all(e["status"] == "ok" for e in found)
    assert sum(summary["packets_mirror_copies"].values()) == 78, "each of the 78 packets seen twice"
    assert summary["bytes_retransmitted"] == 0


def test_a_pcapng_of_two_interfaces_that_saw_the_same_connections_decodes_them_once():
    """tcpdump on the client's and on the broker's veth, merged into one file of two interfaces:
    the interface is a tag, and the second one's packets are copies of the first's."""
    found, summary = decoded("mirror-twice.pcapng")
    assert len(found) == 14 and all(e["status"] == "ok" for e in found)
    assert all("%" not in e["client"] for e in found)
    assert summary["tenant_paths_joined"] == {"iface1": 6} and summary["packets_mirror_copies"] == {"iface1": 78}
    assert (summary["bytes_retransmitted"], summary["tenant_zones"]) == (0, {})
