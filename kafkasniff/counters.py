"""What every stage counts, so that nothing is lost silently: the final summary reads these."""

from __future__ import annotations

import operator
from dataclasses import dataclass, field, fields


@dataclass
class Counters:
    packets: int = 0
    # live captures only (None for files): what tcpdump's kernel ring and our decode queue dropped
    packets_dropped_by_kernel: int | None = None
    packets_not_decoded: int | None = None  # captured (and saved with -w) but not decoded: decoding fell behind
    kernel_copies_per_packet: int | None = None  # 2 on loopback: the kernel counts each packet twice
    packets_not_tcp: int = 0  # link/IP traffic we do not follow (ARP, UDP, fragments...)
    packets_undecodable: int = 0  # link or IP headers too short or broken
    packets_of_unknown_linktypes: dict[int, int] = field(default_factory=dict)  # link type -> packets skipped
    ip_fragments: int = 0  # IP fragments taken for reassembly
    ip_datagrams_reassembled: int = 0
    ip_datagrams_failed: dict[str, int] = field(default_factory=dict)  # why -> datagrams dropped unfinished
    packets_skipped_by_kind: dict[str, int] = field(default_factory=dict)  # what the two above were (ARP, UDP...)
    tenant_zones: dict[str, int] = field(default_factory=dict)  # zone -> endpoint pairs another tenant also used
    # tag -> connections it carried packets of, that another tag showed first (a second mirror point or path)
    tenant_paths_joined: dict[str, int] = field(default_factory=dict)
    # tag -> packets it carried that another tag had shown already: decoded once
    packets_mirror_copies: dict[str, int] = field(default_factory=dict)
    snaplen: int | None = None  # the capture's snapshot length, once a packet shorter than on the wire is met
    packets_cut_by_snaplen: int = 0  # captured shorter than they were on the wire
    capture_truncated: bool = False  # the file ended in the middle of a record
    connections: int = 0  # TCP connections seen
    protocol_connections: dict[str, int] = field(default_factory=dict)
    bytes_retransmitted: int = 0
    gaps: int = 0
    bytes_lost: int = 0  # never captured (holes, snaplen)
    snaplen_gaps: int = 0  # of those gaps, the ends of packets cut by the snaplen...
    bytes_cut_by_snaplen: int = 0  # ... and their bytes
    bytes_dropped_by_cap: int = 0  # discarded to keep a buffer under its cap (or under --max-memory)
    frames_cut_by_memory: int = 0  # frames whose bytes did not fit in --max-memory: their head kept
    decodes_cut_by_memory: int = 0  # exchanges whose decode stopped at their memory budget
    requests_cut_by_memory: int = 0  # waited for their answer with their head only (stream/waiting_memory.py)
    requests_given_up_by_memory: int = 0  # given up unanswered to make room for newer ones
    bytes_skipped: int = 0  # on protocol connections, not part of any frame (resync, garbage)
    bytes_ignored: int = 0  # payload of connections that are not a known protocol
    connections_encrypted: int = 0  # TLS connections not decrypted (no keys): counted as "tls" connections
    bytes_encrypted: int = 0  # TLS bytes not decrypted: those connections', and records lost or failing
    connections_decrypted: int = 0  # TLS connections decrypted with the key log
    tls_records_failed: int = 0  # TLS records whose authentication tag did not verify
    resyncs: int = 0
    frames: int = 0
    exchanges: int = 0
    unanswered: int = 0
    no_request: int = 0
    no_response_expected: int = 0
    exchanges_matched: int | None = None  # with filters: how many of the exchanges they kept
    exchanges_late: int = 0  # printed after a later request's line: slower than --order's window

    def as_dict(self) -> dict[str, object]:
        """Every count, its dicts copied: a snapshot (the reading process sends one with each batch,
        where dataclasses.asdict's deep walk took 28 us)."""
        return {name: dict(v) if type(v) is dict else v for name, v in zip(COUNT_NAMES, _values(self), strict=True)}

    def summary_line(self) -> str:
        kinds = ", ".join(f"{n} {p}" for p, n in sorted(self.protocol_connections.items()))
        parts = [
            f"{self.packets} packets",
            *self._live_drops(),
            f"{self.connections} connections" + (f" ({kinds})" if kinds else ""),
            f"{self.exchanges} exchanges",
            f"{self.unanswered} unanswered",
            f"{self.no_request} without request",
            f"{self.no_response_expected} without response expected",
            f"{self.gaps - self.snaplen_gaps} gaps ({self.bytes_lost - self.bytes_cut_by_snaplen} bytes lost)",
            f"{self.bytes_skipped} bytes skipped",
            f"{self.resyncs} resyncs",
        ]
        if self.exchanges_matched is not None:
            parts.insert(3, f"{self.exchanges_matched} of {self.exchanges} exchanges matched the filters")
        if self.exchanges_late:
            parts.append(f"{self.exchanges_late} exchanges printed after later requests (they completed more "
                         "than the 2 s ordering window after their request)")  # fmt: skip
        if self.packets_cut_by_snaplen:
            parts.append(self._snaplen_text())
        for linktype, count in sorted(self.packets_of_unknown_linktypes.items()):
            parts.append(f"{count} packets of link type {linktype_text(linktype)} skipped (not decoded)")
        if self.ip_fragments:
            parts.append(self._fragments_text())
        if self.packets_skipped_by_kind:
            parts.append(f"packets not decoded: {_by_count(self.packets_skipped_by_kind)}")
        if self.tenant_zones:
            parts.append(_tenants_text(self.tenant_zones))
        if self.tenant_paths_joined:
            parts.append(self._joined_text())
        if self.connections_decrypted:
            parts.append(f"{self.connections_decrypted} TLS connections decrypted")
        if self.tls_records_failed:
            parts.append(f"{self.tls_records_failed} TLS records failed to decrypt")
        if self.connections_encrypted or self.bytes_encrypted:
            parts.append(f"{self.connections_encrypted} TLS connections without keys "
                         f"({self.bytes_encrypted} bytes encrypted, not decodable)")  # fmt: skip
        if self.bytes_dropped_by_cap:
            parts.append(f"{self.bytes_dropped_by_cap} bytes dropped by buffer cap")
        if self.frames_cut_by_memory or self.decodes_cut_by_memory:
            parts.append(f"{self.frames_cut_by_memory} frames and {self.decodes_cut_by_memory} decodes cut to fit "
                         "--max-memory")  # fmt: skip
        if self.requests_cut_by_memory or self.requests_given_up_by_memory:
            parts.append(f"{self.requests_cut_by_memory} requests kept only their head and "
                         f"{self.requests_given_up_by_memory} were given up unanswered while they waited for "
                         "their answers: --max-memory")  # fmt: skip
        if self.capture_truncated:
            parts.append("capture file truncated")
        return "summary: " + ", ".join(parts)

    def _fragments_text(self) -> str:
        text = f"{self.ip_fragments} IP fragments ({self.ip_datagrams_reassembled} datagrams put together)"
        if self.ip_datagrams_failed:
            text += f", datagrams not put together: {_by_count(self.ip_datagrams_failed)}"
        return text

    def _joined_text(self) -> str:
        """Tags that showed connections another tag showed first, and the copies among their packets."""
        joined = ", ".join(
            f"{n} under %{zone}"
            + (f" ({copies} packets seen twice)" if (copies := self.packets_mirror_copies.get(zone)) else "")
            for zone, n in sorted(self.tenant_paths_joined.items())
        )
        return f"connections seen under a second tag too (a second mirror point or path), decoded as one: {joined}"

    def _snaplen_text(self) -> str:
        limit = f"snaplen of {self.snaplen} bytes" if self.snaplen else "snaplen"
        return (f"capture cut by its {limit}: {self.packets_cut_by_snaplen} packets shorter than on the wire, "
                f"{self.bytes_cut_by_snaplen} bytes of {self.snaplen_gaps} TCP payloads not captured")  # fmt: skip

    def _live_drops(self) -> list[str]:
        parts = []
        if self.packets_dropped_by_kernel is not None:
            copies = self.kernel_copies_per_packet or 1
            parts.append(f"{kernel_drops_text(self.packets_dropped_by_kernel, copies)} dropped by the kernel")
        if self.packets_not_decoded:
            parts.append(f"{self.packets_not_decoded} captured but not decoded (decoding fell behind)")
        return parts


def _by_count(counts: dict[str, int]) -> str:
    """`8 ARP, 3 UDP`: the most frequent first, then by name."""
    return ", ".join(f"{n} {kind}" for kind, n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))


def _tenants_text(zones: dict[str, int]) -> str:
    shown = ", ".join(f"%{zone} ({n} endpoint pair{'s' if n > 1 else ''})" for zone, n in sorted(zones.items()))
    return f"tenants reusing addresses, told apart by zone: {shown}; the first tenant of each pair shown plain"


def kernel_drops_text(dropped: int, copies: int) -> str:
    """The kernel's drop count as the user should read it: on loopback it counts two copies of
    each packet, so the packets lost are about half."""
    if copies == 1 or not dropped:
        return f"{dropped} packets" if dropped != 1 else "1 packet"
    return f"{dropped} packet copies (about {-(-dropped // copies)} packets: on loopback each packet is counted twice)"


# the link types a capture of other traffic most often has (tcpdump.org/linktypes.html)
LINKTYPE_NAMES = {6: "IEEE802_5", 9: "PPP", 10: "FDDI", 50: "PPP_HDLC", 51: "PPP_ETHER", 104: "C_HDLC",
                  105: "IEEE802_11", 119: "IEEE802_11_PRISM", 127: "IEEE802_11_RADIOTAP", 138: "APPLE_IP_OVER_IEEE1394",
                  163: "IEEE802_11_AVS", 192: "PPI", 195: "IEEE802_15_4", 220: "USB_LINUX_MMAPPED",
                  249: "NETLINK", 253: "NETLINK"}  # fmt: skip


def linktype_text(linktype: int) -> str:
    if 147 <= linktype <= 162:
        return f"{linktype} (USER{linktype - 147})"
    name = LINKTYPE_NAMES.get(linktype)
    return f"{linktype} ({name})" if name else str(linktype)


COUNT_NAMES = tuple(f.name for f in fields(Counters))  # every count's name, in the class's order
_values = operator.attrgetter(*COUNT_NAMES)
