"""What a tshark user types works: -r and rotated files, -Y, -T fields -e, -t, -w on files,
request-time order, "N of M matched", and the analyses taking show's filters."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from tests.support.rotation import rotate

SAMPLES = Path(__file__).resolve().parents[3] / "samples"
MIXED, CONFLUENT = str(SAMPLES / "mixed-load.pcap"), str(SAMPLES / "confluent.pcap")


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "kafkasniff", *args], capture_output=True, text=True, timeout=120)


def test_rotated_files_read_with_r_print_what_the_whole_capture_prints(tmp_path):
    files = [str(p) for p in rotate("mixed-load", tmp_path, 3)]
    whole = run(MIXED, "-q")
    assert run("-r", files[0], "-r", files[1], "-r", files[2], "-q").stdout == whole.stdout
    assert run(str(tmp_path / "mixed-load.pcap*"), "-q").stdout == whole.stdout  # a glob, in rotation order


def test_a_display_filter_keeps_what_it_says_and_the_summary_counts_it():
    run_ = run(CONFLUENT, "-Y", 'api == OffsetCommit && latency_ms > 0.3 || errors contains "MEMBER_ID_REQUIRED"')
    lines = run_.stdout.splitlines()
    assert [line.split()[4] for line in lines] == ["JoinGroup", "OffsetCommit", "OffsetCommit"]
    assert f"{len(lines)} of 41 exchanges matched the filters" in run_.stderr


def test_fields_print_tab_separated_columns():
    out = run(CONFLUENT, "-q", "-T", "fields", "-e", "frame", "-e", "tcp_stream", "-e", "api", "-c", "2").stdout
    assert out.splitlines() == ["4-4,6-6\t0\tApiVersions", "8-8,9-9\t0\tMetadata"]  # tshark's frame numbers


def test_json_by_its_tshark_name():
    assert run(CONFLUENT, "-q", "-T", "ek").stdout == run(CONFLUENT, "-q", "--json").stdout


def test_relative_time_counts_from_the_first_line_shown():
    out = run(CONFLUENT, "-q", "-t", "r", "--api", "Fetch").stdout.splitlines()
    assert out[0].startswith("0.000000 ") and all(float(a.split()[0]) <= float(b.split()[0])
                                                  for a, b in zip(out, out[1:], strict=False))  # fmt: skip


def test_lines_come_in_request_time_order_unless_asked_for_arrival():
    ordered = run(MIXED, "-q").stdout.splitlines()
    arrival = run(MIXED, "-q", "--order", "arrival").stdout.splitlines()
    assert sorted(ordered) == sorted(arrival) and ordered != arrival
    late = sum(1 for a, b in zip(ordered, ordered[1:], strict=False) if b.split()[0] < a.split()[0])
    assert late <= 1  # one JoinGroup waits longer than the window (the broker's rebalance delay)


def test_w_on_a_file_writes_the_packets_of_the_exchanges_shown(tmp_path):
    out = tmp_path / "commits.pcap"
    shown = run(MIXED, "--api", "OffsetCommit", "-w", str(out))
    assert shown.returncode == 0 and "wrote " in shown.stderr
    again = run(str(out), "--api", "OffsetCommit", "-q")
    strip = [line.rsplit(" s", 1)[0] for line in shown.stdout.splitlines()]  # frame numbers are the new file's
    assert [line.rsplit(" s", 1)[0] for line in again.stdout.splitlines()] == strip


def test_since_takes_a_time_of_day_as_the_lines_print_it():
    lines = run(CONFLUENT, "-q").stdout.splitlines()
    since = lines[20].split()[0]
    assert run(CONFLUENT, "-q", "--since", since).stdout.splitlines() == lines[20:]


def test_an_analysis_takes_the_filters_of_show():
    run_ = run("stats", MIXED, "--json", "--api", "Produce", "--client-id", "ml-ck-gzip")
    apis = {line.split('"api":"')[1].split('"')[0] for line in run_.stdout.splitlines() if '"kind":"api"' in line}
    assert apis == {"Produce"} and "exchanges matched the filters" in run_.stderr
    commits = run("commits", CONFLUENT, "--group", "audit", "--json", "-q").stdout
    assert '"consumed":16' in commits  # the group's Fetches still count though they name no group
