"""Live capture end to end: kafkasniff taps lo while a real client talks to a real broker
(tansu), then is stopped with Ctrl-C; the live output and the saved pcap hold the exchanges."""

from __future__ import annotations

import contextlib
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

from samples.record.brokers import tansu
from samples.record.capture import wait_for_closings
from samples.record.clients import KP_MANUAL_GROUP
from samples.record.consuming import kafka_python_join, kafka_python_read_to_end
from samples.record.groups import KafkaPythonMember

pytestmark = [pytest.mark.slow, pytest.mark.skipif(os.geteuid() != 0, reason="live capture needs root")]


@pytest.fixture()
def broker(tmp_path: Path) -> Iterator[int]:
    """tansu on a free port chosen now, once its own process listens there."""
    with tansu(None, tmp_path / "tansu.log") as running:
        yield running.port


def drive_client(port: int) -> None:
    """Produce 5 records, consume them with a group and commit, with kafka-python."""
    drive_group(port, "live", rounds=(5,), commit=5)


def drive_group(port: int, name: str, rounds: tuple[int, ...], commit: int) -> None:
    """For each round: produce that many records to topic `name`, have NAME-consumer (of
    NAME-group, joined in the first round) read to the end, then commit offset `commit`."""
    from kafka import KafkaAdminClient, KafkaConsumer, KafkaProducer
    from kafka.admin import NewTopic
    from kafka.structs import OffsetAndMetadata

    bootstrap = f"127.0.0.1:{port}"
    admin = KafkaAdminClient(bootstrap_servers=bootstrap, client_id=f"{name}-admin")
    admin.create_topics([NewTopic(name, 1, 1)])
    admin.close()
    producer = KafkaProducer(bootstrap_servers=bootstrap, client_id=f"{name}-producer")
    consumer = KafkaConsumer(
        name, bootstrap_servers=bootstrap, client_id=f"{name}-consumer", group_id=f"{name}-group",
        auto_offset_reset="earliest", **KP_MANUAL_GROUP,
    )  # fmt: skip
    member = KafkaPythonMember(consumer, f"{name}-consumer")
    seen: list[tuple[int, int]] = []  # (records, generation) per batch
    sent = 0
    try:
        for records in rounds:
            for i in range(sent, sent + records):
                producer.send(name, key=b"k%d" % i, value=b"v%d" % i)
            producer.flush()
            sent += records
            if sent == records:
                partitions = kafka_python_join(member, f"{name}-consumer joins {name}-group")
            kafka_python_read_to_end(member, partitions, lambda batch, generation: seen.append(
                (sum(map(len, batch.values())), generation)), f"{name}-consumer reads to {sent}")  # fmt: skip
            member.commit({partitions[0]: OffsetAndMetadata(commit, "", -1)}, seen[-1][1],
                          f"{name}-consumer commits {commit} having read {sent}")  # fmt: skip
    finally:
        producer.close()
        consumer.close(autocommit=False)
    assert sum(n for n, _ in seen) == sent


def facts(objects: list[dict]) -> dict[str, object]:
    commits = [o for o in objects if o["api"] == "OffsetCommit"]
    return {
        "apis": {o["api"] for o in objects},
        "produced_to": {t for o in objects if o["api"] == "Produce" for t in o["topics"]},
        "committed": [(o["group"], p["committed_offset"]) for o in commits for t in o["request"]["topics"]
                      for p in t["partitions"]],
        "clients": {o["client_id"] for o in objects},
    }  # fmt: skip


def broker_tap(broker: int, saved: Path, command: str, *args: str) -> subprocess.Popen[str]:
    """`kafkasniff COMMAND -i lo` on the broker's port, saving to `saved`, its output read as text."""
    return subprocess.Popen(
        [sys.executable, "-m", "kafkasniff", command, "-i", "lo", "-f", f"tcp port {broker}", "-w", str(saved), *args],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip


def tap_while_client_runs(broker: int, saved: Path, *args: str, command: str = "show") -> tuple[str, str]:
    """Run `kafkasniff COMMAND -i lo -w saved` while a real client works; once the saved packets hold
    every FIN the connections sent, stop it with Ctrl-C: (stdout, stderr)."""
    tap = broker_tap(broker, saved, command, *args)
    try:
        assert tap.stderr is not None
        assert tap.stderr.readline().startswith("kafkasniff: listening on lo")  # like tcpdump, once capturing
        drive_client(broker)
        wait_for_closings(saved, broker)
    finally:
        tap.send_signal(signal.SIGINT)
        out, err = tap.communicate(timeout=30)
    assert tap.returncode == 0, err
    return out, err


def test_live_tap_and_saved_pcap_hold_the_exchanges(broker: int, tmp_path: Path):
    saved = tmp_path / "out.pcap"
    out, err = tap_while_client_runs(broker, saved, "--json")
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
        "import difflib, os, kafkasniff.capture.live; from kafkasniff.cli import main; "
        "os.setgid(65534); os.setuid(65534); main(['-i', 'lo'])"
    )
    run = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60,
                         env={**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[1])})  # fmt: skip
    assert run.returncode == 2, run.stderr
    assert run.stderr.strip() == "kafkasniff: live capture on lo needs root or CAP_NET_RAW"


def test_analyses_work_on_a_live_tap_too(broker: int, tmp_path: Path):
    out, _ = tap_while_client_runs(broker, tmp_path / "out.pcap", "--json", command="commits")
    rows = [json.loads(line) for line in out.splitlines()]
    answer = [(r["group"], r["topic"], r["partition"], r["state"], [v["verdict"] for v in r["verdicts"]],
               r["last_committed"]) for r in rows]  # fmt: skip
    assert answer == [("live-group", "live", 0, "caught-up", ["advancing"], 5)]


def test_kernel_drops_are_warned_about_as_they_happen_and_counted(tmp_path: Path):
    """tcpdump is stopped while a burst fills its small ring: the kernel drops, and the user is told."""
    saved = tmp_path / "out.pcap"
    tap = subprocess.Popen(
        [sys.executable, "-m", "kafkasniff", "-i", "lo", "-f", "udp port 40999", "-B", "256", "-w", str(saved),
         "--json", "--json-summary", "--duration", "60"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip
    try:
        assert tap.stderr is not None
        assert tap.stderr.readline().startswith("kafkasniff: listening on lo")
        tcpdump = int(subprocess.check_output(["pgrep", "-P", str(tap.pid), "tcpdump"]).split()[0])
        os.kill(tcpdump, signal.SIGSTOP)
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sender:
            for _ in range(5000):
                sender.sendto(b"x" * 500, ("127.0.0.1", 40999))
        os.kill(tcpdump, signal.SIGCONT)
        warning = tap.stderr.readline()  # within a second or two, before the capture ends
    finally:
        tap.send_signal(signal.SIGINT)
        out, err = tap.communicate(timeout=30)
    assert tap.returncode == 0, err
    assert warning.startswith("kafkasniff: warning: the kernel dropped "), warning
    summary = json.loads(out.splitlines()[-1])["summary"]
    assert summary["packets_dropped_by_kernel"] > 0
    dropped = summary["packets_dropped_by_kernel"]
    assert summary["kernel_copies_per_packet"] == 2
    assert f"{dropped} packet copies (about {-(-dropped // 2)} packets: on loopback each packet is counted twice) " \
           "dropped by the kernel" in err  # fmt: skip
    assert summary["packets_not_decoded"] == 0
    with saved.open("rb") as file:
        from kafkasniff.capture.pcap import read_packets

        assert sum(1 for _ in read_packets(file)) == summary["packets"]  # everything captured was decoded


def test_what_tcpdump_refuses_is_one_line_and_exit_2():
    run = subprocess.run([sys.executable, "-m", "kafkasniff", "-i", "lo", "-f", "tcp port"], capture_output=True,
                         text=True, timeout=60)  # fmt: skip
    assert run.returncode == 2
    assert run.stderr == "kafkasniff: can't parse filter expression: syntax error\n"


def test_a_capture_process_that_dies_ends_the_tap_with_its_summary_then_one_line_and_exit_2():
    tap = subprocess.Popen([sys.executable, "-m", "kafkasniff", "-i", "lo", "-f", "udp port 40997"],
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)  # fmt: skip
    try:
        assert tap.stderr is not None
        assert tap.stderr.readline().startswith("kafkasniff: listening on lo")
        tcpdump = int(subprocess.check_output(["pgrep", "-P", str(tap.pid), "tcpdump"]).split()[0])
        os.kill(tcpdump, signal.SIGKILL)
        _, err = tap.communicate(timeout=30)
    finally:
        tap.kill()
    assert tap.returncode == 2
    assert err.splitlines()[0].startswith("summary: 0 packets, 0 packets dropped by the kernel")
    assert err.splitlines()[1:] == ["kafkasniff: tcpdump was killed by signal 9"]


def test_with_the_output_redirected_a_terminal_sees_the_taps_state_each_second_then_the_summary():
    import pty

    terminal, stderr = pty.openpty()
    tap = subprocess.Popen(
        [sys.executable, "-m", "kafkasniff", "-i", "lo", "-f", "udp port 40996", "--duration", "60"],
        stdout=subprocess.PIPE,
        stderr=stderr,
    )  # fmt: skip (the duration bounds the reads below)
    os.close(stderr)
    seen = b""
    try:
        while b"capturing on lo: " not in seen:
            seen += os.read(terminal, 4096)  # the tap's state, rewritten in place
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sender:
            sender.sendto(b"x", ("127.0.0.1", 40996))
        while b"capturing on lo: 1 packets" not in seen:
            seen += os.read(terminal, 4096)
    finally:
        tap.send_signal(signal.SIGINT)
        tap.communicate(timeout=30)
    with contextlib.suppress(OSError):  # the pty reads EIO once the tap has exited
        while chunk := os.read(terminal, 4096):
            seen += chunk
    text = seen.decode()
    assert "\r\x1b[Kcapturing on lo: 0 packets, 0 exchanges, 0 dropped by the kernel, 0 not decoded" in text
    # the state line cleared before the summary, which names the one UDP packet sent
    assert text.endswith("\r\x1b[Ksummary: 1 packets, 0 packets dropped by the kernel, 0 connections, 0 exchanges, "
                         "0 unanswered, 0 without request, 0 without response expected, 0 gaps (0 bytes lost), "
                         "0 bytes skipped, 0 resyncs, packets not decoded: 1 UDP\r\n")  # fmt: skip
    assert tap.returncode == 0


def test_a_live_analysis_answers_every_interval_while_the_tap_runs_and_its_last_answer_is_the_saved_files(
    broker: int, tmp_path: Path
):
    saved = tmp_path / "out.pcap"
    tap = broker_tap(broker, saved, "commits", "--json", "--interval", "0.5")
    try:
        assert tap.stdout is not None and tap.stderr is not None
        assert tap.stderr.readline().startswith("kafkasniff: listening on lo")
        drive_client(broker)
        wait_for_closings(saved, broker)
        while_running = json.loads(tap.stdout.readline())  # the tap has not been stopped yet
    finally:
        tap.send_signal(signal.SIGINT)
        out, err = tap.communicate(timeout=30)
    assert tap.returncode == 0, err
    assert while_running["window"] == "run" and not while_running["final"]
    lines = [json.loads(line) for line in out.splitlines()]
    final_run = next(line for line in lines if line["final"] and line["window"] == "run")
    offline = subprocess.run([sys.executable, "-m", "kafkasniff", "commits", "--json", "-q", str(saved)],
                             capture_output=True, text=True, timeout=60, check=True)  # fmt: skip
    assert final_run["rows"] == [json.loads(line) for line in offline.stdout.splitlines()]
    assert [(r["group"], r["last_committed"]) for r in final_run["rows"]] == [("live-group", 5)]


def scraped(url: str) -> dict[str, dict[tuple[tuple[str, str], ...], float]]:
    """/metrics as name -> labels -> value."""
    from urllib.request import urlopen

    from prometheus_client.parser import text_string_to_metric_families

    with urlopen(url, timeout=10) as answer:
        text = answer.read().decode()
    found: dict[str, dict[tuple[tuple[str, str], ...], float]] = {}
    for family in text_string_to_metric_families(text):
        for sample in family.samples:
            found.setdefault(sample.name, {})[tuple(sorted(sample.labels.items()))] = sample.value
    return found


def per_label(samples: dict[tuple[tuple[str, str], ...], float], label: str) -> dict[str, float]:
    summed: dict[str, float] = {}
    for labels, value in samples.items():
        key = dict(labels)[label]
        summed[key] = summed.get(key, 0) + value
    return summed


def test_metrics_scraped_while_a_real_client_runs_agree_with_the_offline_decode_of_the_saved_file(
    broker: int, tmp_path: Path
):
    saved = tmp_path / "out.pcap"
    tap = broker_tap(broker, saved, "stats", "--metrics", "127.0.0.1:0", "--json")
    try:
        assert tap.stderr is not None
        served = tap.stderr.readline()
        assert served.startswith("kafkasniff: serving metrics at http://127.0.0.1:"), served
        url = served.split(" at ", 1)[1].strip()
        assert tap.stderr.readline().startswith("kafkasniff: listening on lo")
        during = scraped(url)  # served before any traffic, while the tap runs
        drive_client(broker)
        wait_for_closings(saved, broker)
        offline = subprocess.run([sys.executable, "-m", "kafkasniff", "stats", "--json", "-q", str(saved)],
                                 capture_output=True, text=True, timeout=60, check=True)  # fmt: skip
        rows = [json.loads(line) for line in offline.stdout.splitlines()]
        expected = {r["api"]: r["count"] for r in rows if r["kind"] == "api"}
        deadline = time.monotonic() + 60
        while True:  # the tap decodes what it captured in its own time: until it has all of it
            metrics = scraped(url)
            requests = per_label(metrics["kafkasniff_requests_total"], "api")
            if requests == expected or time.monotonic() > deadline:
                break
            time.sleep(0.1)
    finally:
        tap.send_signal(signal.SIGINT)
        tap.communicate(timeout=30)
    assert tap.returncode == 0
    assert "kafkasniff_requests_total" not in during or not during["kafkasniff_requests_total"]
    assert requests == expected
    produced = sum(r["records_produced"] for r in rows if r["kind"] == "partition" and r["topic"] == "live")
    fetched = sum(r["records_fetched"] for r in rows if r["kind"] == "partition" and r["topic"] == "live")
    assert metrics["kafkasniff_produced_records_total"][(("outcome", "produced"), ("topic", "live"))] == produced == 5
    assert per_label(metrics["kafkasniff_fetched_records_total"], "topic")["live"] == fetched
    committed = metrics["kafkasniff_consumer_group_committed_offset"]
    assert committed[(("group", "live-group"), ("partition", "0"), ("topic", "live"))] == 5
    answered = sum(r["answered"] for r in rows if r["kind"] == "api")
    assert (
        metrics["kafkasniff_request_latency_seconds_count"]
        and sum(metrics["kafkasniff_request_latency_seconds_count"].values()) == answered
    )


def test_a_stale_commit_is_reported_while_the_tap_runs_on_stderr_and_in_the_events_file(broker: int, tmp_path: Path):
    saved, events = tmp_path / "out.pcap", tmp_path / "events.ndjson"
    tap = broker_tap(broker, saved, "show", "--events", str(events))
    try:
        assert tap.stderr is not None
        assert tap.stderr.readline().startswith("kafkasniff: listening on lo")
        # offset 5 committed, five records more read, 5 committed again: a stale commit (the
        # consumer's committed offset stands still while it reads on)
        drive_group(broker, "stale", rounds=(5, 5), commit=5)
        deadline = time.monotonic() + 30
        while not (reported := [json.loads(line) for line in events.read_text().splitlines()]):
            assert time.monotonic() < deadline, "no event within 30 s of the stale commit"
            time.sleep(0.1)
        line = tap.stderr.readline()  # the same finding, on the running tap's stderr (written first)
        while line and not line.startswith("kafkasniff: event:"):
            line = tap.stderr.readline()
    finally:
        tap.send_signal(signal.SIGINT)
        tap.communicate(timeout=30)
    assert tap.returncode == 0
    first = reported[0]
    assert (first["kind"], first["phase"]) == ("stale-commit", "start")
    assert (first["group"], first["topic"], first["partition"]) == ("stale-group", "stale", 0)
    assert first["detected"] >= first["time"]
    assert line.startswith("kafkasniff: event: stale-commit at ") and "stale-group stale/0" in line
    assert f"commits {saved}" in first["next"]


def test_an_interface_that_goes_away_ends_the_tap_with_what_was_seen_and_one_line():
    made = subprocess.run(["ip", "link", "add", "ks-gone0", "type", "veth", "peer", "name", "ks-gone1"],
                          capture_output=True, text=True)  # fmt: skip
    if made.returncode != 0:
        pytest.skip(f"no veth pair here: {made.stderr.strip()}")
    try:
        subprocess.run(["ip", "link", "set", "ks-gone0", "up"], check=True)
        tap = subprocess.Popen([sys.executable, "-m", "kafkasniff", "-i", "ks-gone0"], stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True)  # fmt: skip
        assert tap.stderr is not None
        assert tap.stderr.readline().startswith("kafkasniff: listening on ks-gone0")
    finally:
        subprocess.run(["ip", "link", "del", "ks-gone0"], capture_output=True)
    _, err = tap.communicate(timeout=60)
    lines = err.splitlines()
    assert tap.returncode == 2
    assert lines[0].startswith("summary: ") and len(lines) == 2  # what was seen, then why it ended
    assert lines[1].startswith("kafkasniff: ") and "interface disappeared" in lines[1]  # libpcap's words
