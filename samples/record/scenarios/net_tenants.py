"""tenants-vni: two tenants with the same private addresses and ports, told apart only by their
VXLAN VNI, both running Kafka at the same time, recorded on the one underlay veth they share.

Two underlay namespaces joined by a veth pair (192.0.2.1 and .2) each create one VXLAN device per
VNI (10 and 20, UDP 4789) and move it into a tenant namespace of its own: the client side's into
a client namespace (10.46.0.1), the broker side's into a broker namespace running tansu on
10.46.0.2:9092. A VXLAN device keeps its socket in the namespace that created it, so both tenants'
traffic crosses the same underlay veth, where tcpdump records it. Each tenant's client
(net_client.py) creates topic `orders`, produces and reads back six records; both run at once.

Measured here (2026-11-28): an NFLOG capture could not be made in a namespace of our own: an
iptables `-j NFLOG --nflog-group 7` rule (and nft `log group 7`) matched the packets (its counter
said 4), but `tcpdump -i nflog:7` in the same namespace received none.

The sidecar is NAME.net-facts.json beside NAME.pcapng (see net_forms.not_enlisted): the checks
every sample must pass count one connection per address pair, which these tenants share.

python -m samples.record.scenarios.net_tenants [--out DIR]   (root: namespaces, tcpdump)
"""

from __future__ import annotations

import argparse
import contextlib
import json
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

from samples.record import tshark
from samples.record.brokers import stop, tansu_binary, tansu_version
from samples.record.recorder import write_sidecar
from samples.record.sample_kinds import OwnCaptureSample
from samples.record.scenarios.net_forms import (
    KAFKA_PORT,
    OVERLAY,
    PREFIX,
    ROOT,
    UNDERLAY,
    ip,
    listening,
    namespaces,
    netns_exec,
)
from samples.record.scenarios.net_forms import running as running_until
from samples.record.sent import Facts
from samples.record.waits import wait_until

NAME = "tenants-vni"
VNIS = (10, 20)
TOPIC = "orders"
PORTS = "40000 40009"
DESCRIPTION = (
    "two tenants with the same addresses (10.46.0.1 -> 10.46.0.2:9092), one per VXLAN VNI (10 and 20) over one "
    "underlay veth, each a kafka-python client (api 2.5.0) and its own tansu, running at the same time: each creates "
    f"topic {TOPIC}, produces 6 records (acks=all) and reads them back without a group; tcpdump on the underlay"
)


def side_namespaces() -> tuple[str, str]:
    return f"{PREFIX}-uc", f"{PREFIX}-ub"


def tenant_namespaces(vni: int) -> tuple[str, str]:
    return f"{PREFIX}-c{vni}", f"{PREFIX}-b{vni}"


@contextlib.contextmanager
def tenants() -> Iterator[None]:
    """The underlay pair and, per VNI, a client and a broker namespace; all removed after."""
    sides = side_namespaces()
    names = [*sides, *(ns for vni in VNIS for ns in tenant_namespaces(vni))]
    with namespaces(*names):
        ip("link", "add", "k46u0", "netns", sides[0], "type", "veth", "peer", "name", "k46u0", "netns", sides[1])
        for side, here in zip(sides, UNDERLAY, strict=True):
            ip("-n", side, "addr", "add", f"{here}/24", "dev", "k46u0")
            ip("-n", side, "link", "set", "k46u0", "up")
        for vni in VNIS:
            for side, here, there, tenant, overlay in zip(sides, UNDERLAY, reversed(UNDERLAY),
                                                          tenant_namespaces(vni), OVERLAY, strict=True):  # fmt: skip
                device = f"vx{vni}"
                ip("-n", side, "link", "add", device, "type", "vxlan", "id", str(vni), "local", here, "remote", there,
                   "dstport", "4789")  # fmt: skip
                ip("-n", side, "link", "set", device, "netns", tenant)
                ip("-n", tenant, "link", "set", device, "mtu", "1450", "up")
                ip("-n", tenant, "addr", "add", f"{overlay}/24", "dev", device)
            # both clients take their ports from the same ten: the tenants' connections share 4-tuples
            ports = f"net.ipv4.ip_local_port_range={PORTS}"
            subprocess.run(netns_exec(tenant_namespaces(vni)[0], "sysctl", "-qw", ports), check=True, timeout=10)
        yield


def broker_listens(vni: int) -> Callable[[], bool]:
    return lambda: listening(tenant_namespaces(vni)[1], KAFKA_PORT)


def client(vni: int, bootstrap: str) -> subprocess.Popen[str]:
    """Tenant vni's client, started (its facts come as JSON on its stdout)."""
    command = netns_exec(tenant_namespaces(vni)[0], sys.executable, "-m", "samples.record.scenarios.net_client",
                         bootstrap, TOPIC, f"vni{vni}", "200", "6")  # fmt: skip
    return subprocess.Popen(command, stdout=subprocess.PIPE, text=True, cwd=ROOT)


def record(out: Path) -> Facts:
    raw = out / f"{NAME}.pcap"
    bootstrap = f"{OVERLAY[1]}:{KAFKA_PORT}"
    url = f"tcp://{bootstrap}"
    with tenants():
        brokers = [subprocess.Popen(netns_exec(tenant_namespaces(vni)[1], tansu_binary(), "broker", "--listener-url",
                                               url, "--advertised-listener-url", url),
                                    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL) for vni in VNIS]  # fmt: skip
        try:
            for vni in VNIS:
                wait_until(broker_listens(vni), seconds=20, step=f"start tansu of VNI {vni}",
                           state=lambda: "not listening")  # fmt: skip
            tcpdump = netns_exec(side_namespaces()[0], "tcpdump", "-i", "k46u0", "--immediate-mode", "-U", "-s", "0",
                                 "-w", str(raw), "udp")  # fmt: skip
            with running_until(tcpdump, "listening on"):
                clients = {vni: client(vni, bootstrap) for vni in VNIS}
                reported = {vni: proc.communicate(timeout=120)[0] for vni, proc in clients.items()}
                time.sleep(1)  # the last FIN and ACKs
        finally:
            for broker in brokers:
                stop(broker)
    pcapng = raw.with_suffix(".pcapng")
    subprocess.run(["editcap", "-F", "pcapng", str(raw), str(pcapng)], check=True, timeout=60)
    raw.unlink()
    facts: Facts = {
        "description": DESCRIPTION,
        "broker": bootstrap,
        "port": KAFKA_PORT,
        "broker_software": tansu_version(tansu_binary()),
        "pcap": pcapng.name,
        "capture": "tcpdump -i k46u0 --immediate-mode -U -s 0 -w F udp (client side's underlay namespace), "
        "then editcap -F pcapng",
        "network": {"underlay_addresses": list(UNDERLAY), "overlay_addresses": list(OVERLAY), "vxlan_port": 4789},
        "client_port_range": PORTS,
        "shared_client_ports": shared_client_ports(pcapng),
        "tenants": {f"vni {vni}": json.loads(reported[vni].splitlines()[-1]) for vni in VNIS},
        "tshark": {f"vni {vni}": tenant_tshark(pcapng, vni) for vni in VNIS},
        "pcap_packets": tshark.packet_count(pcapng),
    }
    write_sidecar(out / f"{NAME}.net-facts.json", facts)
    return facts


def tenant_tshark(pcap: Path, vni: int) -> Facts:
    """What tshark reads of one tenant's packets (vxlan.vni == vni); tshark 4.0 keeps one TCP stream
    per address and port pair, so its Kafka reading may mix the tenants: frames are counted by VNI."""
    options = tshark.kafka_on(KAFKA_PORT)
    frames = lambda f: len(tshark.table(pcap, options, f"vxlan.vni=={vni} && ({f})", ["frame.number"]))  # noqa: E731
    return {
        "frames": frames("frame"),
        "tcp_syn": frames("tcp.flags.syn==1 && tcp.flags.ack==0"),
        "tcp_segments_with_payload": frames("tcp.len>0"),
        "kafka_request_frames": frames(f"kafka && tcp.dstport=={KAFKA_PORT}"),
        "kafka_response_frames": frames(f"kafka && tcp.srcport=={KAFKA_PORT}"),
    }


def shared_client_ports(pcap: Path) -> list[int]:
    """Client ports that both tenants connected from (their connections' 4-tuples are the same)."""
    rows = tshark.table(pcap, [], "tcp.flags.syn==1 && tcp.flags.ack==0", ["vxlan.vni", "tcp.srcport"])
    by_vni: dict[str, set[int]] = {}
    for vni, port in rows:
        by_vni.setdefault(vni[0], set()).add(int(port[0]))
    return sorted(set.intersection(*by_vni.values())) if len(by_vni) == len(VNIS) else []


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m samples.record.scenarios.net_tenants", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)  # fmt: skip
    parser.add_argument("--out", type=Path, default=Path("samples"))
    facts = record(parser.parse_args(argv).out)
    print(f"{NAME}: tenants={ {k: v['produced'] for k, v in facts['tenants'].items()} } tshark={facts['tshark']}")
    return 0


OWN_SAMPLES = [OwnCaptureSample(NAME, DESCRIPTION, lambda out: main(["--out", str(out)]))]

if __name__ == "__main__":
    sys.exit(main())
