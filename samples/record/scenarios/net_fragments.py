"""frag-ipv4-kernel: Kafka over plain TCP/IPv4 fragmented by a router namespace.

The client namespace (10.47.1.1) and the broker namespace (tansu on 10.47.2.2:9092) route through
a router namespace whose veth toward the broker has MTU 1280, while both ends' own veths have 1500
(so both advertise MSS 1460). Both ends run with `net.ipv4.ip_no_pmtu_disc=1`: their TCP segments
leave without DF, and the router fragments every one longer than 1280 bytes (forwarding, as a
real router does; IPv4 only: IPv6 routers never fragment). tcpdump records the router's veth
toward the broker, where both directions' packets are in their fragmented form going to the broker
and whole coming back. The client (net_client.py) creates a topic, produces four records of 3000
bytes and reads them back.

python -m samples.record.scenarios.net_fragments [--out DIR]   (root: namespaces, tcpdump)
"""

from __future__ import annotations

import argparse
import contextlib
import json
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

from samples.record import tshark
from samples.record.brokers import stop, tansu_binary, tansu_version
from samples.record.recorder import write_sidecar
from samples.record.sample_kinds import OwnCaptureSample
from samples.record.scenarios.net_forms import KAFKA_PORT, PREFIX, ROOT, ip, listening, namespaces, netns_exec, running
from samples.record.sent import Facts
from samples.record.waits import wait_until

NAME = "frag-ipv4-kernel"
CLIENT, ROUTER, BROKER = f"{PREFIX}-fc", f"{PREFIX}-fr", f"{PREFIX}-fb"
CLIENT_ADDRESS, BROKER_ADDRESS = "10.47.1.1", "10.47.2.2"
ROUTER_MTU = 1280
DESCRIPTION = (
    f"kafka-python (api 2.5.0) at {CLIENT_ADDRESS} and tansu at {BROKER_ADDRESS} through a router namespace whose "
    f"veth toward the broker has MTU {ROUTER_MTU} (the ends' 1500, no DF: ip_no_pmtu_disc=1): the router fragments "
    "every segment over 1280 bytes; tcpdump on that veth: creates a topic, produces 4 records of 3000 bytes "
    "(acks=all), reads them back without a group"
)


@contextlib.contextmanager
def routed() -> Iterator[None]:
    names = (CLIENT, ROUTER, BROKER)
    with namespaces(*names):
        for ns, device, port, address, gateway, mtu in (
            (CLIENT, "k46c0", "k46rc", CLIENT_ADDRESS, "10.47.1.254", 1500),
            (BROKER, "k46b0", "k46rb", BROKER_ADDRESS, "10.47.2.254", ROUTER_MTU),
        ):
            ip("link", "add", device, "netns", ns, "type", "veth", "peer", "name", port, "netns", ROUTER)
            ip("-n", ns, "addr", "add", f"{address}/24", "dev", device)
            ip("-n", ns, "link", "set", device, "up")
            ip("-n", ns, "route", "add", "default", "via", gateway)
            ip("-n", ROUTER, "addr", "add", f"{gateway}/24", "dev", port)
            ip("-n", ROUTER, "link", "set", port, "mtu", str(mtu), "up")
            subprocess.run(netns_exec(ns, "sysctl", "-qw", "net.ipv4.ip_no_pmtu_disc=1"), check=True, timeout=10)
        subprocess.run(netns_exec(ROUTER, "sysctl", "-qw", "net.ipv4.ip_forward=1"), check=True, timeout=10)
        yield


def record(out: Path) -> Facts:
    pcap = out / f"{NAME}.pcap"
    pcap.unlink(missing_ok=True)
    bootstrap = f"{BROKER_ADDRESS}:{KAFKA_PORT}"
    url = f"tcp://{bootstrap}"
    with routed():
        broker = subprocess.Popen(netns_exec(BROKER, tansu_binary(), "broker", "--listener-url", url,
                                             "--advertised-listener-url", url),
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)  # fmt: skip
        try:
            wait_until(lambda: listening(BROKER, KAFKA_PORT), seconds=20, step="start tansu",
                       state=lambda: "not listening")  # fmt: skip
            tcpdump = netns_exec(ROUTER, "tcpdump", "-i", "k46rb", "--immediate-mode", "-U", "-s", "0", "-w",
                                 str(pcap), "ip")  # fmt: skip
            with running(tcpdump, "listening on"):
                done = subprocess.run(netns_exec(CLIENT, sys.executable, "-m", "samples.record.scenarios.net_client",
                                                 bootstrap, NAME, NAME, "3000", "4"),
                                      capture_output=True, text=True, timeout=120, cwd=ROOT, check=True)  # fmt: skip
                time.sleep(1)  # the last FIN and ACKs
        finally:
            stop(broker)
    kafka = tshark.kafka_facts(pcap, KAFKA_PORT)
    count = lambda f: len(tshark.table(pcap, [], f, ["frame.number"]))  # noqa: E731
    facts: Facts = {
        **json.loads(done.stdout.splitlines()[-1]),
        "description": DESCRIPTION,
        "broker": bootstrap,
        "port": KAFKA_PORT,
        "broker_software": tansu_version(tansu_binary()),
        "pcap": pcap.name,
        "pcap_packets": tshark.packet_count(pcap),
        "capture": f"tcpdump -i k46rb --immediate-mode -U -s 0 -w {pcap.name} ip  (router namespace, broker side)",
        "network": {"router_mtu_toward_broker": ROUTER_MTU, "ends_mtu": 1500, "ip_no_pmtu_disc": 1},
        "tshark": {
            **kafka,
            "ipv4_fragments": count("ip.flags.mf==1 || ip.frag_offset>0"),
            "ipv4_fragmented_datagrams": count("ip.fragments"),
            "tcp_segments_with_payload": count("tcp.len>0"),
        },
        "tshark_clean": kafka["malformed"] == 0,
    }
    write_sidecar(out / f"{NAME}.facts.json", facts)
    return facts


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m samples.record.scenarios.net_fragments", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)  # fmt: skip
    parser.add_argument("--out", type=Path, default=Path("samples"))
    facts = record(parser.parse_args(argv).out)
    print(f"{NAME}: produced={facts['produced']} consumed={facts['consumed']} tshark={facts['tshark']}")
    return 0


OWN_SAMPLES = [OwnCaptureSample(NAME, DESCRIPTION, lambda out: main(["--out", str(out)]))]

if __name__ == "__main__":
    sys.exit(main())
