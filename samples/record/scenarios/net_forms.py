"""Real captures of the network forms of issue 46, made by the kernel and tcpdump between network
namespaces of our own: a Kafka client (net_client.py, kafka-python) in one namespace, tansu in
another, joined by a veth pair; tcpdump records the underlay veth.

- vxlan-kernel: kernel VXLAN devices (VNI 42, UDP port 4789) on the veth; the TCP connections run
  between the VXLAN addresses. vxlan-8472-kernel: the same on port 8472 (Linux's own default).
- frag-vxlan-kernel: the veth's MTU is 1280 and the VXLAN devices' 1500: the kernel sends the
  outer UDP packets without DF and fragments every full-size one (two IPv4 fragments each).

Measured on this machine (kernel 6.18, Debian 12 userland, 2026-11-28):
- Available: veth, vxlan (IPv4 and IPv6 underlay), bridge (no vlan_filtering: "Operation not
  supported"), nfnetlink_log, tc's u32 classifier.
- Refused: `ip tunnel add ... mode gre|ipip|sit` ("No such device"), ip6tnl, ip6gre, gretap, geneve,
  erspan, vlan and dummy devices ("Unknown device type"), tc matchall/flower ("classifier not
  found"), tc's vlan action ("Failed to load TC action module"). So no kernel-made 802.1Q tag: a
  VLAN form needs a userspace relay or a rewrite.
- VXLAN over an IPv6 underlay does not fragment the outer packets: the VXLAN device lowers the inner
  path MTU instead (the next connection's MSS is 1170); with `net.ipv4.ip_no_pmtu_disc=1` the kernel
  fragments the inner IPv4 packets (no DF) inside the VXLAN, and drops the first too-big one. No
  kernel-made IPv6 fragments of TCP were obtained.
- tcpdump needs `--immediate-mode` on the veth too (TPACKET_V3 hands over blocks after 1 s: a SIGINT
  stop before that loses them); on a veth with GSO, tcpdump sees the super-packets (IPv6 underlay:
  7,376-byte VXLAN frames over an MTU 1280 link) unless the device's gso_max_segs is 1.
- Debian's `ethtool`, `nft` and `iptables` are not installed; apt-get installs them.
- NFLOG: an iptables `-j NFLOG --nflog-group 7` rule (or nft `log group 7`) in a namespace of our
  own counts the packets it matches, but `tcpdump -i nflog:7` in that namespace receives none.
- Plain TCP/IPv4 fragments: a router namespace with a smaller egress MTU fragments segments sent
  without DF (`net.ipv4.ip_no_pmtu_disc=1` at both ends): net_fragments.py.
- Other forms recorded here: two tenants by VNI (net_tenants.py), one connection seen at two
  capture points (net_mirror.py). Samples whose form kafkasniff does not decode or count right yet
  are written NAME.pcapng with a NAME.net-facts.json sidecar (not_enlisted), outside the lists
  of the checks every sample must pass.

python -m samples.record.scenarios.net_forms [--only NAME ...] [--out DIR]   (root: namespaces, tcpdump)
"""

from __future__ import annotations

import argparse
import contextlib
import json
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

from samples.record import tshark
from samples.record.brokers import stop, tansu_binary, tansu_version
from samples.record.recorder import write_sidecar
from samples.record.sample_kinds import OwnCaptureSample
from samples.record.sent import Facts
from samples.record.waits import wait_until

PREFIX = "k46rec"
UNDERLAY = ("192.0.2.1", "192.0.2.2")  # client side, broker side (TEST-NET-1)
OVERLAY = ("10.46.0.1", "10.46.0.2")
KAFKA_PORT = 9092
VNI = 42
ROOT = Path(__file__).resolve().parents[3]


@dataclass(frozen=True)
class Form:
    """One sample: its VXLAN port, the underlay's and the VXLAN devices' MTU, the records' size."""

    name: str
    vxlan_port: int
    underlay_mtu: int
    overlay_mtu: int
    value_bytes: int
    records: int
    description: str


FORMS = [
    Form("vxlan-kernel", 4789, 1500, 1450, 200, 6,
         f"kafka-python (api 2.5.0) in one network namespace, tansu in another, over kernel VXLAN devices (VNI {VNI}, "
         "UDP 4789) on a veth pair; tcpdump on the underlay veth: creates a topic, produces 6 records (acks=all), "
         "reads them back without a group"),
    Form("vxlan-8472-kernel", 8472, 1500, 1450, 200, 6,
         "as vxlan-kernel, with the VXLAN devices on UDP port 8472 (Linux's default; tshark needs "
         "-d udp.port==8472,vxlan)"),
    Form("frag-vxlan-kernel", 4789, 1280, 1500, 3000, 4,
         "as vxlan-kernel, with the underlay veth's MTU 1280 below the VXLAN devices' 1500: the kernel fragments "
         "every full-size outer UDP packet (IPv4 fragments, DF unset); 3000-byte values"),
]  # fmt: skip


def ip(*args: str) -> None:
    subprocess.run(["ip", *args], check=True, timeout=10)


def netns_exec(ns: str, *cmd: str) -> list[str]:
    return ["ip", "netns", "exec", ns, *cmd]


@contextlib.contextmanager
def namespaces(*names: str) -> Iterator[None]:
    """Fresh network namespaces (a previous run's leftovers removed first), loopback up; removed after."""
    for ns in names:
        subprocess.run(["ip", "netns", "del", ns], capture_output=True, timeout=10)
        ip("netns", "add", ns)
        ip("-n", ns, "link", "set", "lo", "up")
    try:
        yield
    finally:
        for ns in names:
            subprocess.run(["ip", "netns", "del", ns], capture_output=True, timeout=10)


@contextlib.contextmanager
def vxlan_pair(form: Form) -> Iterator[tuple[str, str]]:
    """A client and a broker namespace joined by a veth pair carrying kernel VXLAN; removed after."""
    client, broker = f"{PREFIX}-c", f"{PREFIX}-b"
    names = (client, broker)
    with namespaces(*names):
        ip("link", "add", "k46u0", "netns", client, "type", "veth", "peer", "name", "k46u0", "netns", broker)
        for ns, here, there, overlay in zip(names, UNDERLAY, reversed(UNDERLAY), OVERLAY, strict=True):
            ip("-n", ns, "addr", "add", f"{here}/24", "dev", "k46u0")
            ip("-n", ns, "link", "set", "k46u0", "mtu", str(form.underlay_mtu), "up")
            ip("-n", ns, "link", "add", "vx0", "type", "vxlan", "id", str(VNI), "local", here, "remote", there,
               "dstport", str(form.vxlan_port))  # fmt: skip
            ip("-n", ns, "link", "set", "vx0", "mtu", str(form.overlay_mtu), "up")
            ip("-n", ns, "addr", "add", f"{overlay}/24", "dev", "vx0")
        yield client, broker


def listening(ns: str, port: int) -> bool:
    tables = subprocess.run(netns_exec(ns, "cat", "/proc/net/tcp"), capture_output=True, text=True, timeout=10).stdout
    return any(f":{port:04X} " in line and line.split()[3] == "0A" for line in tables.splitlines()[1:])


@contextlib.contextmanager
def running(cmd: list[str], ready: str) -> Iterator[subprocess.Popen[str]]:
    """A process whose stderr says `ready` before the body runs; stopped with SIGINT after."""
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    assert proc.stderr is not None
    for line in proc.stderr:
        if ready in line:
            break
    else:
        raise RuntimeError(f"{cmd[:6]} exited before saying {ready!r}")
    try:
        yield proc
    finally:
        stop(proc, signal.SIGINT)


def record_form(form: Form, out: Path) -> Facts:
    pcap = out / f"{form.name}.pcap"
    pcap.unlink(missing_ok=True)
    bootstrap = f"{OVERLAY[1]}:{KAFKA_PORT}"
    with vxlan_pair(form) as (client, broker):
        url = f"tcp://{bootstrap}"
        tansu = subprocess.Popen(netns_exec(broker, tansu_binary(), "broker", "--listener-url", url,
                                            "--advertised-listener-url", url),
                                 stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)  # fmt: skip
        try:
            wait_until(lambda: listening(broker, KAFKA_PORT), seconds=20, step="start tansu in its namespace",
                       state=lambda: f"tansu running={tansu.poll() is None}")  # fmt: skip
            tcpdump = netns_exec(client, "tcpdump", "-i", "k46u0", "--immediate-mode", "-U", "-s", "0", "-w",
                                 str(pcap), "udp")  # fmt: skip
            with running(tcpdump, "listening on"):
                done = subprocess.run(
                    netns_exec(client, sys.executable, "-m", "samples.record.scenarios.net_client", bootstrap,
                               form.name, form.name, str(form.value_bytes), str(form.records)),
                    capture_output=True, text=True, timeout=120, cwd=ROOT, check=True,
                )  # fmt: skip
                time.sleep(1)  # the last FIN and ACKs
        finally:
            stop(tansu)
    facts: Facts = json.loads(done.stdout.splitlines()[-1])
    facts.update(
        description=form.description,
        broker=bootstrap,
        port=KAFKA_PORT,
        broker_software=tansu_version(tansu_binary()),
        pcap=pcap.name,
        network={
            "underlay": "veth k46u0",
            "underlay_addresses": list(UNDERLAY),
            "underlay_mtu": form.underlay_mtu,
            "vxlan": {"vni": VNI, "udp_port": form.vxlan_port, "mtu": form.overlay_mtu},
            "overlay_addresses": list(OVERLAY),
        },
        capture=f"tcpdump -i k46u0 --immediate-mode -U -s 0 -w {pcap.name} udp  (in the client's namespace)",
        tshark=tshark_facts(pcap, form.vxlan_port),
        pcap_packets=tshark.packet_count(pcap),
    )
    facts["tshark_clean"] = facts["tshark"]["malformed"] == 0
    if form.vxlan_port == 4789:
        write_sidecar(out / f"{form.name}.facts.json", facts)
    else:
        not_enlisted(pcap, facts)
        write_sidecar(out / f"{form.name}.net-facts.json", facts)
    return facts


def count(pcap: Path, options: list[str], display_filter: str) -> int:
    return len(tshark.table(pcap, options, display_filter, ["frame.number"]))


def tshark_facts(pcap: Path, vxlan_port: int) -> Facts:
    """What tshark reads: frames, VXLAN frames, fragments, and the Kafka facts the exact checks over
    all samples compare with (requests per api key and version, responses, malformed frames)."""
    options = ["-d", f"udp.port=={vxlan_port},vxlan", *tshark.kafka_on(KAFKA_PORT)]
    return {
        **tshark.kafka_facts(pcap, KAFKA_PORT, decode=options),
        "options": options,
        "frames": count(pcap, [], "frame"),
        "vxlan_frames": count(pcap, options, "vxlan"),
        "ipv4_fragments": count(pcap, options, "ip.flags.mf==1 || ip.frag_offset>0"),
        "ipv4_fragmented_datagrams": count(pcap, options, "ip.fragments"),
        "tcp_segments_with_payload": count(pcap, options, "tcp.len>0"),
    }


def not_enlisted(pcap: Path, facts: Facts) -> tuple[Path, Facts]:
    """A form kafkasniff does not decode by default (VXLAN on a port other than 4789) is kept out of
    the checks every sample must pass: written as pcapng (those lists glob *.pcap), its sidecar
    named NAME.net-facts.json (they glob *.facts.json), its tshark Kafka counts renamed (they look
    for "requests_per_api_key"). Renaming it NAME.pcap / NAME.facts.json enlists it."""
    pcapng = pcap.with_suffix(".pcapng")
    subprocess.run(["editcap", "-F", "pcapng", str(pcap), str(pcapng)], check=True, timeout=60)
    pcap.unlink()
    facts["tshark"]["kafka_requests_by_api_key"] = facts["tshark"].pop("requests_per_api_key")
    facts["pcap"] = pcapng.name
    return pcapng, facts


def recorder(name: str) -> Callable[[Path], int]:
    return lambda out: main(["--out", str(out), "--only", name])


OWN_SAMPLES = [OwnCaptureSample(form.name, form.description, recorder(form.name)) for form in FORMS]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m samples.record.scenarios.net_forms", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)  # fmt: skip
    parser.add_argument("--only", nargs="+", choices=[f.name for f in FORMS], metavar="NAME")
    parser.add_argument("--out", type=Path, default=Path("samples"))
    args = parser.parse_args(argv)
    failures = 0
    for form in FORMS:
        if args.only and form.name not in args.only:
            continue
        try:
            facts = record_form(form, args.out)
        except Exception as exc:
            print(f"{form.name}: FAILED: {exc}", file=sys.stderr)
            failures += 1
            continue
        print(f"{form.name}: produced={facts['produced']} consumed={facts['consumed']} tshark={facts['tshark']}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
