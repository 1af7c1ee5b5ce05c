"""A live tap's rotated -w files are the files tcpdump -C -W writes of the same packets, byte for
byte: both capture one burst on lo side by side."""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import threading
from pathlib import Path

import pytest

from kafkasniff.capture.live import LiveTap
from kafkasniff.capture.rotation import Rotation
from kafkasniff.capture.tcpdump import CaptureSettings
from kafkasniff.counters import Counters

PORT = 40113
PACKETS = 600  # 8,058 bytes each on lo: 4.8 MB, four and a bit files of a million bytes

pytestmark = pytest.mark.skipif(os.geteuid() != 0 or shutil.which("tcpdump") is None,
                                reason="capturing needs tcpdump and root")  # fmt: skip


def test_a_rotated_tap_writes_the_ring_tcpdump_writes(tmp_path: Path):
    (tmp_path / "tcpdump").mkdir()
    (tmp_path / "tap").mkdir()
    filter_ = f"udp port {PORT}"
    tcpdump = subprocess.Popen(
        ["tcpdump", "-Z", "root", "-i", "lo", "-U", "-n", "-B", "32768", "--time-stamp-precision=nano",
         "-c", str(PACKETS), "-C", "1", "-W", "3", "-w", str(tmp_path / "tcpdump" / "x.pcap"), filter_],
        stderr=subprocess.PIPE, text=True,
    )  # fmt: skip
    assert tcpdump.stderr is not None
    assert tcpdump.stderr.readline().startswith("tcpdump: listening on lo")
    tap = LiveTap(CaptureSettings("lo", filter_), str(tmp_path / "tap" / "x.pcap"), Counters(), print,
                  rotation=Rotation(megabytes=1, files=3))  # fmt: skip
    stop, seen = threading.Event(), threading.Semaphore(0)

    def decode() -> None:
        for _ in tap.packets(stop, duration=60):
            seen.release()

    reader = threading.Thread(target=decode)
    reader.start()
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sender:
            for n in range(PACKETS):
                sender.sendto(n.to_bytes(4, "big") * 2000, ("127.0.0.1", PORT))
        assert all(seen.acquire(timeout=30) for _ in range(PACKETS))  # the tap decoded every packet
        assert tcpdump.wait(30) == 0  # -c: tcpdump ends once it wrote them all
    finally:
        stop.set()
        reader.join()
        tcpdump.kill()
    assert tap.close() is None
    assert tap.saved_text() == (f"-w wrote 5 files ({tmp_path}/tap/x.pcap0 to {tmp_path}/tap/x.pcap1), "
                                "2 of them over an earlier one")  # fmt: skip
    for name in ("x.pcap0", "x.pcap1", "x.pcap2"):
        assert (tmp_path / "tap" / name).read_bytes() == (tmp_path / "tcpdump" / name).read_bytes(), name
    assert sorted(os.listdir(tmp_path / "tap")) == ["x.pcap0", "x.pcap1", "x.pcap2"]
