"""Test helpers that turn real sample captures into variants.

Every variant starts from the TCP segments of a real capture: re-wrapped in other link
layers, IPv6, other file formats, or degraded (re-cut, reordered, duplicated, lost, cut off).
"""

from __future__ import annotations

import contextlib
import gzip
import random
import struct
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from kafkasniff.capture.pcap import read_packets
from kafkasniff.counters import Counters
from kafkasniff.model import ACK, FIN, PSH, RST, SYN
from kafkasniff.net.packets import ip_offset

SAMPLES = Path(__file__).resolve().parents[2] / "samples"


@dataclass(frozen=True)
class Seg:
    ts: int
    src: bytes  # 4 or 16 address bytes
    dst: bytes
    sport: int
    dport: int
    seq: int
    ack: int
    flags: int
    payload: bytes

    @property
    def flow(self) -> tuple[bytes, int, bytes, int]:
        return (self.src, self.sport, self.dst, self.dport)


MONGO_SAMPLE_PREFIXES = ("mongo", "tls-mongo", "ferretdb")  # the MongoDB wire samples, by name


def is_mongo_sample(name: str) -> bool:
    """Whether a sample file (capture or sidecar) holds MongoDB wire traffic rather than Kafka."""
    return name.startswith(MONGO_SAMPLE_PREFIXES)


def sample_path(name: str) -> Path:
    return SAMPLES / f"{name}.pcap"


def load_segments(path: Path) -> list[Seg]:
    """The TCP segments of a capture (IPv4 or IPv6), in capture order."""
    out = []
    with open(path, "rb") as f:
        for pkt in read_packets(f, Counters()):
            pos = ip_offset(pkt.linktype, pkt.data)
            assert pos is not None
            out.append(_parse_ip(pkt.ts, pkt.data[pos:]))
    return out


def _parse_ip(ts: int, ip: bytes) -> Seg:
    if ip[0] >> 4 == 4:
        ihl = (ip[0] & 15) * 4
        total = struct.unpack_from("!H", ip, 2)[0]
        src, dst, tcp = ip[12:16], ip[16:20], ip[ihl:total]
    else:
        plen = struct.unpack_from("!H", ip, 4)[0]
        src, dst, tcp = ip[8:24], ip[24:40], ip[40 : 40 + plen]
    sport, dport, seq, ack, off, flags = struct.unpack_from("!HHIIBB", tcp)
    return Seg(ts, src, dst, sport, dport, seq, ack, flags, tcp[(off >> 4) * 4 :])


def tcp_bytes(s: Seg) -> bytes:
    return struct.pack("!HHIIBBHHH", s.sport, s.dport, s.seq, s.ack, 5 << 4, s.flags, 65535, 0, 0) + s.payload


def ip_bytes(s: Seg) -> bytes:
    tcp = tcp_bytes(s)
    if len(s.src) == 4:
        header = struct.pack("!BBHHHBBH4s4s", 0x45, 0, 20 + len(tcp), 1, 0x4000, 64, 6, 0, s.src, s.dst)
        return header + tcp
    return struct.pack("!IHBB16s16s", 6 << 28, len(tcp), 6, 64, s.src, s.dst) + tcp


def to_ipv6(segs: Iterable[Seg]) -> list[Seg]:
    def v6(addr: bytes) -> bytes:
        return bytes.fromhex("20010db8000000000000000000000000")[:12] + addr

    return [replace(s, src=v6(s.src), dst=v6(s.dst)) for s in segs]


# -- link layers ------------------------------------------------------------------------


def link_wrap(linktype: int, ip: bytes, vlan: int = 0) -> bytes:
    ethertype = 0x0800 if ip[0] >> 4 == 4 else 0x86DD
    if linktype == 1:
        tags = b"".join(struct.pack("!HH", 0x8100, 100 + i) for i in range(vlan))
        return b"\x02" * 6 + b"\x04" * 6 + tags + struct.pack("!H", ethertype) + ip
    if linktype == 113:
        return struct.pack("!HHH8sH", 0, 772, 6, b"\x00" * 8, ethertype) + ip
    if linktype == 276:
        return struct.pack("!HHIHBB8s", ethertype, 0, 1, 772, 0, 6, b"\x00" * 8) + ip
    if linktype == 0:
        family = 2 if ethertype == 0x0800 else 30
        return struct.pack("<I", family) + ip
    if linktype == 108:
        family = 2 if ethertype == 0x0800 else 24
        return struct.pack(">I", family) + ip
    if linktype in (101, 228, 229):
        return ip
    raise ValueError(linktype)


# -- file formats -----------------------------------------------------------------------


def pcap_bytes(segs: Sequence[Seg], linktype: int = 1, order: str = "<", nano: bool = False, vlan: int = 0,
               snaplen: int = 262144) -> bytes:  # fmt: skip
    magic = 0xA1B23C4D if nano else 0xA1B2C3D4
    out = [struct.pack(order + "IHHiIII", magic, 2, 4, 0, 0, snaplen, linktype)]
    for s in segs:
        data = link_wrap(linktype, ip_bytes(s), vlan)
        sec, ns = divmod(s.ts, 1_000_000_000)
        frac = ns if nano else ns // 1000
        cap = data[:snaplen]
        out.append(struct.pack(order + "IIII", sec, frac, len(cap), len(data)) + cap)
    return b"".join(out)


def pcapng_bytes(segs: Sequence[Seg], interfaces: Sequence[tuple[int, int]], pick: Callable[[int], int],
                 order: str = "<", simple: bool = False, key_log: bytes | None = None) -> bytes:  # fmt: skip
    """pcapng with several interfaces: (linktype, tsresol) each; pick(i) chooses packet i's interface.

    simple=True writes Simple Packet Blocks (interface 0, no timestamps). A key log is embedded in
    a Decryption Secrets Block before the packets, as `editcap --inject-secrets tls,FILE` does.
    """

    def block(btype: int, body: bytes) -> bytes:
        body += b"\x00" * (-len(body) % 4)
        return struct.pack(order + "II", btype, len(body) + 12) + body + struct.pack(order + "I", len(body) + 12)

    out = [block(0x0A0D0D0A, struct.pack(order + "IHHq", 0x1A2B3C4D, 1, 0, -1))]
    for linktype, resol in interfaces:
        opt = struct.pack(order + "HHB3x", 9, 1, resol) + struct.pack(order + "HH", 0, 0)
        out.append(block(1, struct.pack(order + "HHI", linktype, 0, 0) + opt))
    if key_log is not None:
        out.append(block(0x0000000A, struct.pack(order + "II", 0x544C534B, len(key_log)) + key_log))
    for i, s in enumerate(segs):
        iface = 0 if simple else pick(i)
        linktype, resol = interfaces[iface]
        data = link_wrap(linktype, ip_bytes(s))
        if simple:
            out.append(block(3, struct.pack(order + "I", len(data)) + data))
            continue
        ticks = s.ts // 10 ** (9 - resol)
        head = struct.pack(order + "IIIII", iface, ticks >> 32, ticks & 0xFFFFFFFF, len(data), len(data))
        out.append(block(6, head + data))
    return b"".join(out)


def write(path: Path, data: bytes, gz: bool = False) -> Path:
    path.write_bytes(gzip.compress(data) if gz else data)
    return path


# -- degradations -----------------------------------------------------------------------


def recut(segs: Sequence[Seg], mss: int) -> list[Seg]:
    """Every payload split into segments of at most `mss` bytes, sequence numbers kept right."""
    out = []
    for s in segs:
        if len(s.payload) <= mss:
            out.append(s)
            continue
        for pos in range(0, len(s.payload), mss):
            part = s.payload[pos : pos + mss]
            out.append(replace(s, seq=(s.seq + pos) & 0xFFFFFFFF, payload=part, flags=ACK | PSH))
    return out


def coalesce(segs: Sequence[Seg], limit: int = 60_000) -> list[Seg]:
    """Consecutive in-sequence data segments of one flow merged into one segment (of at most
    `limit` bytes, so that it fits an IPv4 packet)."""
    out: list[Seg] = []
    for s in segs:
        last = out[-1] if out else None
        if (last is not None and s.payload and last.payload and last.flow == s.flow
                and (last.seq + len(last.payload)) & 0xFFFFFFFF == s.seq
                and len(last.payload) + len(s.payload) <= limit):  # fmt: skip
            out[-1] = replace(last, payload=last.payload + s.payload, ts=s.ts)
        else:
            out.append(s)
    return out


def swap_pairs(segs: Sequence[Seg], every: int = 3) -> list[Seg]:
    """Every `every`-th data segment swapped with the one right after it, when both are data of
    the same flow (what a multi-queue NIC or a capture on two taps produces)."""
    out = list(segs)
    n = 0
    for i in range(len(out) - 1):
        a, b = out[i], out[i + 1]
        if a.payload and b.payload and a.flow == b.flow and a.ts <= b.ts:
            if n % every == 0:
                out[i], out[i + 1] = replace(b, ts=a.ts), replace(a, ts=b.ts)
            n += 1
    return out


def duplicate(segs: Sequence[Seg], every: int = 2) -> list[Seg]:
    """Every `every`-th data segment sent twice (a retransmission), plus a partial overlap."""
    out = []
    for n, s in enumerate(segs):
        out.append(s)
        if s.payload and n % every == 0:
            out.append(s)
            if len(s.payload) > 4:
                out.append(replace(s, seq=(s.seq + 2) & 0xFFFFFFFF, payload=s.payload[2:-1]))
    return out


def drop(segs: Sequence[Seg], index: int) -> list[Seg]:
    return [s for i, s in enumerate(segs) if i != index]


def snaplen_cut(segs: Sequence[Seg], snaplen: int) -> bytes:
    return pcap_bytes(segs, snaplen=snaplen)


def reset_mid_frame(segs: Sequence[Seg], index: int) -> list[Seg]:
    """The connection of data segment `index` reset right after its first half is sent: the
    rest of that connection's segments never happen, and a RST from the sender follows."""
    victim = segs[index]
    half = len(victim.payload) // 2
    ends = {victim.flow, (victim.dst, victim.dport, victim.src, victim.sport)}
    rst = replace(victim, seq=(victim.seq + half) & 0xFFFFFFFF, flags=RST | ACK, payload=b"")
    out = list(segs[:index])
    out += [replace(victim, payload=victim.payload[:half]), rst]
    out += [s for s in segs[index + 1 :] if s.flow not in ends]
    return out


def conversation(client: tuple[bytes, int], server: tuple[bytes, int], messages: Sequence[tuple[bool, bytes]],
                 ts: int, step: int = 1000, handshake: bool = True, mss: int = 1448) -> list[Seg]:  # fmt: skip
    """A made-up TCP connection: the handshake (unless `handshake` is False, for a capture that
    began mid-connection), each message as (from client, bytes) cut at `mss`, then FINs."""
    (caddr, cport), (saddr, sport) = client, server
    cseq, sseq = 0x10000000, 0x70000000
    out: list[Seg] = []

    def seg(from_client: bool, flags: int, payload: bytes = b"") -> None:
        nonlocal ts, cseq, sseq
        ts += step
        if from_client:
            out.append(Seg(ts, caddr, saddr, cport, sport, cseq, sseq, flags, payload))
            cseq = (cseq + len(payload) + (1 if flags & (SYN | FIN) else 0)) & 0xFFFFFFFF
        else:
            out.append(Seg(ts, saddr, caddr, sport, cport, sseq, cseq, flags, payload))
            sseq = (sseq + len(payload) + (1 if flags & (SYN | FIN) else 0)) & 0xFFFFFFFF

    if handshake:
        seg(True, SYN)
        out[-1] = replace(out[-1], ack=0)
        seg(False, SYN | ACK)
        seg(True, ACK)
    for from_client, data in messages:
        for pos in range(0, len(data), mss):
            seg(from_client, ACK | PSH, data[pos : pos + mss])
    seg(True, FIN | ACK)
    seg(False, FIN | ACK)
    seg(True, ACK)
    return out


def merge(*streams: Sequence[Seg]) -> list[Seg]:
    """Several captures' segments as one capture, in time order (stable)."""
    return sorted((s for stream in streams for s in stream), key=lambda s: s.ts)


def tls_client_hello() -> bytes:
    """A real TLS ClientHello record, as Python's ssl module sends it."""
    import ssl

    ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    ctx.check_hostname, ctx.verify_mode = False, ssl.CERT_NONE
    incoming, outgoing = ssl.MemoryBIO(), ssl.MemoryBIO()
    tls = ctx.wrap_bio(incoming, outgoing, server_hostname="kafka.example")
    with contextlib.suppress(ssl.SSLWantReadError):
        tls.do_handshake()
    return outgoing.read()


def tls_record(content_type: int, body: bytes, version: int = 0x0303) -> bytes:
    return struct.pack("!BHH", content_type, version, len(body)) + body


def tls_server_flight(rng: random.Random) -> bytes:
    """A TLS 1.3 server's first flight: ServerHello, change_cipher_spec, encrypted handshake."""
    hello = b"\x02" + (70).to_bytes(3, "big") + b"\x03\x03" + rng.randbytes(66)
    return tls_record(22, hello) + tls_record(20, b"\x01") + tls_record(23, rng.randbytes(2400))


def tls_application_data(rng: random.Random, sizes: Sequence[int]) -> bytes:
    return b"".join(tls_record(23, rng.randbytes(n)) for n in sizes)


def cut_mid_record(segs: Sequence[Seg], keep: int) -> bytes:
    """A pcap of `segs` whose last record is cut after `keep` of its bytes (header included)."""
    whole = pcap_bytes(segs[:-1])
    last = pcap_bytes(segs[-1:])[24:]
    assert 0 < keep < len(last)
    return whole + last[:keep]
