"""Link forms of field captures (kafkasniff/net/links.py, nflog.py): `tcpdump -i any` on a VLAN
(Linux cooked v1 or v2, the tag libpcap puts back after the cooked header) and `tcpdump -i nflog`
decode to exactly the exchanges of the same capture in plain Ethernet, in the one-line view (-j 2
too) and in --json, with the same packet and connection counts; -w writes them in the form read."""

from __future__ import annotations

import pytest

from tests.kafkasniff.net.test_tunnels import json_and_summary, kafkasniff
from tests.support import captures as cap
from tests.support import tunnel_rewrite as tun
from tests.support.tunnel_rewrite import LinkForm

# NFLOG cannot log mixed-load's 64 KiB packets whole (a TLV's length is 16 bits): a sample without them
SAMPLES = {form: cap.sample_path("java-admin" if form is LinkForm.NFLOG else "mixed-load") for form in LinkForm}
COUNTS = ("packets", "connections", "packets_not_tcp", "packets_undecodable", "exchanges")


@pytest.mark.parametrize("form", list(LinkForm))
def test_a_capture_in_a_link_form_decodes_to_the_exchanges_of_the_plain_one(form, tmp_path):
    sample = SAMPLES[form]
    rewritten = tun.rewrite_capture(sample, form, tmp_path / f"{form}.pcap")
    plain, run = kafkasniff(sample), kafkasniff(rewritten)
    assert (run.returncode, run.stdout, run.stderr) == (plain.returncode, plain.stdout, plain.stderr)
    (exchanges, summary), (rewritten_exchanges, rewritten_summary) = map(json_and_summary, (sample, rewritten))
    assert summary["exchanges"] > 0 and summary["packets_not_tcp"] == 0
    assert rewritten_exchanges == exchanges
    assert {k: rewritten_summary[k] for k in COUNTS} == {k: summary[k] for k in COUNTS}


@pytest.mark.parametrize("form", [LinkForm.SLL_VLAN, LinkForm.NFLOG])
def test_a_link_form_split_over_processes_gives_the_lines_of_the_plain_one(form, tmp_path):
    sample = SAMPLES[form]
    rewritten = tun.rewrite_capture(sample, form, tmp_path / f"{form}.pcap")
    plain, run = kafkasniff(sample, "-j", "2"), kafkasniff(rewritten, "-j", "2")
    assert (run.returncode, run.stdout, run.stderr) == (plain.returncode, plain.stdout, plain.stderr)


@pytest.mark.parametrize("form", [LinkForm.SLL2_QINQ, LinkForm.NFLOG])
def test_what_w_writes_of_a_link_form_is_what_it_read(form, tmp_path):
    """The packets -w writes of the plain capture, in the link form they were read in."""
    sample = SAMPLES[form]
    rewritten = tun.rewrite_capture(sample, form, tmp_path / f"{form}.pcap")
    written, written_plain = tmp_path / "written.pcap", tmp_path / "written-plain.pcap"
    assert kafkasniff(rewritten, "--api", "Metadata", "-w", written, "-q").returncode == 0
    assert kafkasniff(sample, "--api", "Metadata", "-w", written_plain, "-q").returncode == 0
    assert written.read_bytes() == tun.rewrite_capture(written_plain, form, tmp_path / "expected.pcap").read_bytes()
    read_back = kafkasniff(written)
    assert read_back.stdout == kafkasniff(written_plain).stdout and "Metadata" in read_back.stdout
