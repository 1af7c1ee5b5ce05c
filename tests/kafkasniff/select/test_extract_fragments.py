"""-w on a capture whose IP packets came in fragments: a selected segment put together from
pieces brings every piece of its datagram into the written capture, in capture order, so that
reading it back puts the datagrams together again and decodes to the same exchanges. Fragments
of a datagram never put together are left out, and counted."""

from __future__ import annotations

from pathlib import Path

import pytest

from kafkasniff.net.fragments import FRAGMENTS_DROPPED, REPEATED_FRAGMENTS
from tests.support import captures as cap
from tests.support import fragment_rewrite as frag
from tests.support.decode import decode, identity
from tests.support.tunnel_rewrite import Tunnel
from tests.support.written_capture import frames, identities, in_order_within, write_and_read_back

SAMPLE = cap.sample_path("mixed-load")  # Produce requests longer than the MTU below
MTU = 576


def ids(exchanges: list) -> set[tuple[object, ...]]:
    return {identity(e) + (e.exchange.ts,) for e in exchanges}


def fragmented(kind: str, tmp_path: Path) -> Path:
    if kind == "ipv4":
        return frag.fragmented(SAMPLE, tmp_path / "v4.pcap", MTU)
    if kind == "ipv4-reversed":
        return frag.fragmented(SAMPLE, tmp_path / "v4r.pcap", MTU, frag.Fault.REVERSED)
    if kind == "ipv4-repeated":
        return frag.fragmented(SAMPLE, tmp_path / "v4d.pcap", MTU, frag.Fault.REPEATED)
    if kind == "ipv6":
        return frag.fragmented(SAMPLE, tmp_path / "v6.pcap", MTU, ipv6=True)
    if kind == "vxlan-outer":
        return frag.in_tunnel_fragmented(SAMPLE, tmp_path / "vx.pcap", Tunnel("vxlan"), mtu=300)
    return cap.sample_path(kind)  # the kernel's own fragments


KINDS = ["ipv4", "ipv4-reversed", "ipv4-repeated", "ipv6", "vxlan-outer", "frag-ipv4-kernel", "frag-vxlan-kernel"]


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("share", ["every other exchange", "every exchange"])
def test_the_written_capture_puts_the_datagrams_together_and_decodes_to_the_chosen_exchanges(kind, share, tmp_path):
    path = fragmented(kind, tmp_path)
    everything, _, counters = decode(path)
    picked = ids(everything[::2] if share == "every other exchange" else everything)
    back = write_and_read_back(path, lambda e: identity(e) + (e.exchange.ts,) in picked)
    assert len(back.chosen) == len(picked)
    if share == "every exchange":  # every datagram's pieces written, and whole again
        assert back.counters.ip_datagrams_reassembled == counters.ip_datagrams_reassembled > 0
    assert not back.counters.ip_datagrams_failed  # no piece written without the others
    assert identities(back.again) == identities(back.chosen)
    never_whole = counters.packets_skipped_by_kind.get(FRAGMENTS_DROPPED, 0)  # (vxlan-outer: past 65,535 bytes)
    assert back.written.fragments_left_out == never_whole
    assert back.written.repeated_fragments_left_out == counters.packets_skipped_by_kind.get(REPEATED_FRAGMENTS, 0)


@pytest.mark.parametrize("kind", ["ipv4-reversed", "frag-vxlan-kernel"])
def test_the_pieces_are_written_in_capture_order(kind, tmp_path):
    path = fragmented(kind, tmp_path)
    back = write_and_read_back(path, lambda e: e.exchange.request is not None)
    written = frames(back.capture)
    assert len(written) == back.written.written > 0
    assert in_order_within(written, frames(path))


def test_choosing_one_exchange_writes_its_datagrams_pieces_and_not_the_others(tmp_path):
    path = fragmented("ipv4", tmp_path)
    produce = next(e for e in decode(path)[0] if e.fields["api"] == "Produce")
    back = write_and_read_back(path, lambda e: ids([e]) == ids([produce]))
    assert identities(back.again) == identities([produce])
    first, last = produce.exchange.request.packets
    assert back.counters.ip_fragments > 0
    assert back.written.written < last - first + 1 + back.counters.ip_fragments + 8  # its range and pieces, no more


def test_fragments_of_a_datagram_never_put_together_are_left_out_and_counted(tmp_path):
    path = frag.fragmented(SAMPLE, tmp_path / "lost.pcap", MTU, frag.Fault.LOST)
    everything, _, counters = decode(path)
    back = write_and_read_back(path, lambda e: True)
    never_whole = counters.packets_skipped_by_kind[FRAGMENTS_DROPPED]
    assert never_whole > 0 and back.written.fragments_left_out == never_whole
    assert back.counters.ip_fragments == 0  # none of them written (every fragmented datagram lost a piece)
    complete = [e for e in everything if e.exchange.status == "ok" and not e.warnings]
    assert identities(complete) <= identities(back.again)


def test_the_command_says_how_many_fragments_it_left_out(tmp_path):
    from tests.support.cli import kafkasniff

    path = frag.fragmented(SAMPLE, tmp_path / "lost.pcap", MTU, frag.Fault.LOST)
    _, _, counters = decode(path)
    run = kafkasniff(path, "-w", tmp_path / "out.pcap")
    said = run.stderr.strip().splitlines()[-1]
    assert run.returncode == 0 and said.startswith("kafkasniff: wrote ")
    never_whole = counters.packets_skipped_by_kind[FRAGMENTS_DROPPED]
    assert said.endswith(f"({never_whole} IP fragments of datagrams never put together left out)")
