"""mirror-twice: the same Kafka connections captured at two points.

A client namespace (10.46.0.1) and a broker namespace (tansu on 10.46.0.2:9092) each have a veth
into a switch namespace whose Linux bridge joins them. Three tcpdumps run at once:
- `tcpdump -i any` in the switch namespace sees every packet twice, arriving on one bridge port and
  leaving by the other (Linux cooked v1 headers, packet types "incoming" and "outgoing"):
  mirror-twice-any.pcapng;
- `tcpdump -i k46c0` in the client namespace and `tcpdump -i k46b0` in the broker namespace, merged
  by mergecap into one pcapng with two interfaces: mirror-twice.pcapng.

The client (net_client.py, kafka-python) creates a topic, produces and reads back six records.
Sidecars are NAME.net-facts.json beside NAME.pcapng (see net_forms.not_enlisted): the checks every
sample must pass would count each exchange twice.

python -m samples.record.scenarios.net_mirror [--out DIR]   (root: namespaces, tcpdump)
"""

from __future__ import annotations

import argparse
import contextlib
import json
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
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
    ip,
    listening,
    namespaces,
    netns_exec,
    running,
)
from samples.record.sent import Facts
from samples.record.waits import wait_until

NAME = "mirror-twice"
ANY = "mirror-twice-any"
DESCRIPTION = (
    "the same connections captured at two points: kafka-python (api 2.5.0) and tansu in namespaces of their own "
    "joined by a Linux bridge; tcpdump on the client's and on the broker's veth, merged into one two-interface "
    "pcapng (mirror-twice), and tcpdump -i any in the bridge's namespace, which sees each packet on both bridge "
    "ports (mirror-twice-any): creates a topic, produces 6 records (acks=all), reads them back without a group"
)
CLIENT, SWITCH, BROKER = f"{PREFIX}-mc", f"{PREFIX}-ms", f"{PREFIX}-mb"


@contextlib.contextmanager
def bridged() -> Iterator[None]:
    names = (CLIENT, SWITCH, BROKER)
    with namespaces(*names):
        ip("-n", SWITCH, "link", "add", "br0", "type", "bridge")
        ip("-n", SWITCH, "link", "set", "br0", "up")
        for ns, device, port, address in (
            (CLIENT, "k46c0", "k46sc", OVERLAY[0]),
            (BROKER, "k46b0", "k46sb", OVERLAY[1]),
        ):
            ip("link", "add", device, "netns", ns, "type", "veth", "peer", "name", port, "netns", SWITCH)
            ip("-n", SWITCH, "link", "set", port, "master", "br0", "up")
            ip("-n", ns, "addr", "add", f"{address}/24", "dev", device)
            ip("-n", ns, "link", "set", device, "up")
        yield


def tcpdump(ns: str, device: str, pcap: Path) -> list[str]:
    return netns_exec(ns, "tcpdump", "-i", device, "--immediate-mode", "-U", "-s", "0", "-w", str(pcap), "tcp")


def record(out: Path, work: Path) -> Facts:
    bootstrap = f"{OVERLAY[1]}:{KAFKA_PORT}"
    url = f"tcp://{bootstrap}"
    client_side, broker_side, any_raw = work / "client.pcap", work / "broker.pcap", work / "any.pcap"
    with bridged():
        broker = subprocess.Popen(netns_exec(BROKER, tansu_binary(), "broker", "--listener-url", url,
                                             "--advertised-listener-url", url),
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)  # fmt: skip
        try:
            wait_until(lambda: listening(BROKER, KAFKA_PORT), seconds=20, step="start tansu",
                       state=lambda: "not listening")  # fmt: skip
            with (
                running(tcpdump(CLIENT, "k46c0", client_side), "listening on"),
                running(tcpdump(BROKER, "k46b0", broker_side), "listening on"),
                running(tcpdump(SWITCH, "any", any_raw), "listening on"),
            ):
                done = subprocess.run(netns_exec(CLIENT, sys.executable, "-m", "samples.record.scenarios.net_client",
                                                 bootstrap, NAME, NAME, "200", "6"),
                                      capture_output=True, text=True, timeout=120, cwd=ROOT, check=True)  # fmt: skip
                time.sleep(1)  # the last FIN and ACKs
        finally:
            stop(broker)
    merged, any_pcapng = out / f"{NAME}.pcapng", out / f"{ANY}.pcapng"
    merge = ["mergecap", "-I", "none", "-F", "pcapng", "-w", str(merged), str(client_side), str(broker_side)]
    subprocess.run(merge, check=True, timeout=60)
    subprocess.run(["editcap", "-F", "pcapng", str(any_raw), str(any_pcapng)], check=True, timeout=60)
    client_facts = json.loads(done.stdout.splitlines()[-1])
    common = {"broker": bootstrap, "port": KAFKA_PORT, "broker_software": tansu_version(tansu_binary()),
              "description": DESCRIPTION, **client_facts}  # fmt: skip
    merged_facts: Facts = {
        **common,
        "pcap": merged.name,
        "capture": "tcpdump -i k46c0 (client namespace) and tcpdump -i k46b0 (broker namespace), each "
        "--immediate-mode -U -s 0 'tcp', then mergecap -I none -F pcapng: interface 0 the client's veth, "
        "1 the broker's",
        "tshark": mirror_tshark(merged, "frame.interface_id"),
    }
    any_facts: Facts = {
        **common,
        "pcap": any_pcapng.name,
        "capture": "tcpdump -i any --immediate-mode -U -s 0 'tcp' in the bridge's namespace (ports k46sc, k46sb), "
        "then editcap -F pcapng",
        "tshark": mirror_tshark(any_pcapng, "sll.pkttype"),
    }
    write_sidecar(out / f"{NAME}.net-facts.json", merged_facts)
    write_sidecar(out / f"{ANY}.net-facts.json", any_facts)
    return merged_facts


def mirror_tshark(pcap: Path, point: str) -> Facts:
    """Frames per capture point (interface id, or cooked packet type: 3 arriving at a bridge port for
    another host, 4 leaving by the other port), and the Kafka requests tshark decodes per point (it
    takes the second copy of a segment for a retransmission and does not decode it again)."""
    rows = tshark.table(pcap, tshark.kafka_on(KAFKA_PORT), "frame", [point, "kafka.request_key", "tcp.dstport"])
    per_point: dict[str, dict[str, int]] = {}
    for where, keys, dport in rows:
        counts = per_point.setdefault(where[0] if where else "", {"frames": 0, "kafka_requests": 0})
        counts["frames"] += 1
        if dport and int(dport[0]) == KAFKA_PORT:
            counts["kafka_requests"] += len(keys)
    return {"version": tshark.version(), "frames": len(rows), f"per_{point}": per_point}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m samples.record.scenarios.net_mirror", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)  # fmt: skip
    parser.add_argument("--out", type=Path, default=Path("samples"))
    with tempfile.TemporaryDirectory(prefix="k46rec-mirror-") as work:
        facts = record(parser.parse_args(argv).out, Path(work))
    print(f"{NAME}: produced={facts['produced']} tshark={facts['tshark']}")
    return 0


OWN_SAMPLES = [OwnCaptureSample(NAME, DESCRIPTION, lambda out: main(["--out", str(out)]))]

if __name__ == "__main__":
    sys.exit(main())
