"""A live tap's -w rotated as tcpdump -C 1 -W 3 rotates: kafkasniff taps lo while Kafka-framed
requests of about 30 KB go back and forth until the ring of three files has wrapped; the ring holds
the last packets, each file a pcap of its own, and reads back as one capture in time order."""

from __future__ import annotations

import json
import os
import signal
import socket
import struct
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from kafkasniff.capture.file_sets import expand_inputs, read_files
from kafkasniff.capture.pcap import CaptureError, read_packets
from kafkasniff.counters import Counters
from samples.record.waits import wait_until

pytestmark = pytest.mark.skipif(os.geteuid() != 0, reason="live capture needs root")

PORT = 40115
REQUESTS = 150  # about 30 KB each way in: 4.5 MB, a ring of three 1,000,000-byte files wraps
API_VERSIONS = 18


def answer(listener: socket.socket) -> None:
    """A broker that answers each ApiVersions v0 request with an empty list."""
    conn, _ = listener.accept()
    with conn, conn.makefile("rb") as requests:
        while head := requests.read(4):
            frame = requests.read(struct.unpack(">i", head)[0])
            conn.sendall(struct.pack(">i", 10) + frame[4:8] + struct.pack(">hi", 0, 0))


def exchange(requests: int) -> None:
    """`requests` ApiVersions v0 exchanges on one connection, each request's client id 30,000 bytes."""
    with socket.create_server(("127.0.0.1", PORT)) as listener:
        broker = threading.Thread(target=answer, args=(listener,))
        broker.start()
        with socket.create_connection(("127.0.0.1", PORT)) as client, client.makefile("rb") as replies:
            for n in range(requests):
                client_id = b"%06d" % n * 5000
                body = struct.pack(">hhih", API_VERSIONS, 0, n, len(client_id)) + client_id
                client.sendall(struct.pack(">i", len(body)) + body)
                assert len(replies.read(14)) == 14
        broker.join(30)


def fins(ring: Path) -> int:
    """FINs the ring's files hold now (0 while a file is being begun again: asked again shortly)."""
    try:
        packets = list(read_files(expand_inputs([str(ring)]), Counters()))
    except CaptureError:
        return 0
    # Ethernet, IPv4 with its header length, then TCP's flags
    return sum(1 for p in packets if p.data[14 + (p.data[14] & 15) * 4 + 13] & 1)


def test_a_wrapped_ring_holds_the_last_packets_and_reads_back_in_time_order(tmp_path: Path):
    ring = tmp_path / "ring"
    ring.mkdir()
    tap = subprocess.Popen(
        [sys.executable, "-m", "kafkasniff", "-i", "lo", "-f", f"tcp port {PORT}", "--port", str(PORT),
         "-w", str(ring / "x.pcap"), "-C", "1", "-W", "3", "--json", "--duration", "60"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip
    try:
        assert tap.stdout is not None and tap.stderr is not None
        assert tap.stderr.readline().startswith("kafkasniff: listening on lo")
        exchange(REQUESTS)
        wait_until(lambda: fins(ring) >= 2, seconds=30, step="the ring holds both ends' FINs",
                   state=lambda: f"{fins(ring)} FINs in {sorted(os.listdir(ring))}")  # fmt: skip
    finally:
        tap.send_signal(signal.SIGINT)
        _, err = tap.communicate(timeout=30)
    assert tap.returncode == 0, err
    assert sorted(os.listdir(ring)) == ["x.pcap0", "x.pcap1", "x.pcap2"]
    wrote = next(line for line in err.splitlines() if line.startswith("kafkasniff: -w wrote "))
    opened = int(wrote.split()[3])
    assert opened >= 5, wrote  # four and a half million bytes: five files or more, two or more overwritten
    assert wrote.endswith(f"), {opened - 3} of them over an earlier one")

    for path in ring.iterdir():  # each a whole pcap, past the million by one packet at most
        counters = Counters()
        with path.open("rb") as file:
            sizes = [len(p.data) + 16 for p in read_packets(file, counters)]
        assert not counters.capture_truncated
        assert path.stat().st_size - max(sizes) <= 1_000_000, path

    stamps = [p.ts for p in read_files(expand_inputs([str(ring)]), Counters())]
    assert stamps == sorted(stamps)  # x.pcap0 is not the oldest once the ring wrapped
    shown = subprocess.run([sys.executable, "-m", "kafkasniff", "show", str(ring), "--port", str(PORT), "--json", "-q"],
                           capture_output=True, text=True, timeout=60, check=True)  # fmt: skip
    ids = [json.loads(line)["correlation_id"] for line in shown.stdout.splitlines()]
    assert ids[0] > 0 and ids == list(range(ids[0], REQUESTS)), ids  # the last exchanges, in order


def tap_until_it_ends(*args: str) -> subprocess.CompletedProcess[str]:
    """`kafkasniff -i lo ARGS` while 8 KB UDP packets go to port PORT every 5 ms, until it ends by itself."""
    tap = subprocess.Popen([sys.executable, "-m", "kafkasniff", "-i", "lo", "-f", f"udp port {PORT}", *args,
                            "--duration", "30"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)  # fmt: skip
    try:
        assert tap.stderr is not None
        assert tap.stderr.readline().startswith("kafkasniff: listening on lo")
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sender:
            while tap.poll() is None:
                sender.sendto(b"x" * 8000, ("127.0.0.1", PORT))
                time.sleep(0.005)  # the traffic's pace (200 packets a second), not a guess at the tap's timing
        out, err = tap.communicate(timeout=30)
    finally:
        tap.kill()
    return subprocess.CompletedProcess(tap.args, tap.returncode, out, err)


def test_minus_g_with_minus_w_ends_the_tap_after_its_last_file_with_one_line(tmp_path: Path):
    run = tap_until_it_ends("-w", str(tmp_path / "g-%s.pcap"), "-G", "1", "-W", "2")
    assert run.returncode == 0, run.stderr
    lines = run.stderr.splitlines()
    assert lines[0] == "kafkasniff: -G 1 -W 2: the last file's time is over, the capture ends as tcpdump's does"
    assert lines[1].startswith("kafkasniff: -w wrote 2 files (") and lines[2].startswith("summary: ")
    first, second = sorted(int(name[2:-5]) for name in os.listdir(tmp_path))  # g-EPOCH.pcap
    assert second > first


def test_a_rotation_that_cannot_open_its_next_file_ends_the_tap_with_one_line(tmp_path: Path):
    (tmp_path / "x.pcap1").mkdir()  # where -C's second file would go
    run = tap_until_it_ends("-w", str(tmp_path / "x.pcap"), "-C", "1")
    assert run.returncode == 2
    assert run.stderr.splitlines()[-1] == f"kafkasniff: {tmp_path}/x.pcap1: Is a directory"
    assert (tmp_path / "x.pcap").stat().st_size > 1_000_000  # the first file complete
