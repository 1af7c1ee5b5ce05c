"""The two captures of a TLS sample (client <-> front, front <-> backend) and their closing."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator, Sequence
from pathlib import Path

from samples.record.capture import CLOSINGS_S, FIN, RST, tcpdump, wait_for_closings
from samples.record.ports import NOT_CLOSED_BY_THIS_END, end_states
from samples.record.waits import wait_until

SYN = 0x02


def ports_filter(ports: Sequence[int]) -> str:
    return " or ".join(f"tcp port {port}" for port in ports)


@contextlib.contextmanager
def both_sides(
    tls_pcap: Path, tls_ports: Sequence[int], plain_pcap: Path, plain_ports: Sequence[int]
) -> Iterator[None]:
    """tcpdump on the TLS ports and another on the plain ports, both listening before the body runs."""
    with tcpdump(tls_pcap, ports_filter(tls_ports)), tcpdump(plain_pcap, ports_filter(plain_ports)):
        yield


def still_open(ports: Sequence[int]) -> list[str]:
    """Connection ends on these ports that have not sent their FIN (nor a RST) yet, as the kernel says."""
    return [
        f"{end} end of :{client} -> :{port} is {state}"
        for port in ports
        for (client, end), state in sorted(end_states(port).items())
        if state in NOT_CLOSED_BY_THIS_END
    ]


def wait_closed(pcap: Path, ports: Sequence[int], step: str) -> None:
    """Until every connection on the ports is closed by both ends, and the capture holds each FIN."""
    wait_until(lambda: not still_open(ports), seconds=CLOSINGS_S, step=step,
               state=lambda: "; ".join(still_open(ports)), interval=0.1)  # fmt: skip
    for port in ports:
        wait_for_closings(pcap, port)


def incomplete_connections(pcap: Path, ports: Sequence[int]) -> list[str]:
    """Connections of the finished capture not captured whole: no SYN, or an end without FIN or RST."""
    from tests.support.captures import load_segments

    seen: dict[tuple[int, int], dict[str, set[str]]] = {}
    for seg in load_segments(pcap):
        server, client, end = (
            (seg.dport, seg.sport, "client") if seg.dport in ports else (seg.sport, seg.dport, "server")
        )
        flags = seen.setdefault((server, client), {"client": set(), "server": set()})
        if seg.flags & SYN:
            flags[end].add("SYN")
        if seg.flags & RST:  # a reset closes both ends
            flags["client"].add("FIN")
            flags["server"].add("FIN")
        elif seg.flags & FIN:
            flags[end].add("FIN")
    return [
        f":{client} -> :{server} lacks {end} {flag}"
        for (server, client), flags in sorted(seen.items())
        for end in ("client", "server")
        for flag in ("SYN", "FIN")
        if flag not in flags[end]
    ]
