"""/metrics, scraped over HTTP from the server a tap starts and read with prometheus_client's
own parser, says what `kafkasniff stats --json` and `commits --json` answer for the same capture;
the README and the sample Grafana dashboard name only metrics it exposes."""

from __future__ import annotations

import json
import re
import socket
import threading
import urllib.request
from collections import Counter
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import pytest
from prometheus_client.parser import text_string_to_metric_families
from prometheus_client.samples import Sample

from kafkasniff.analyses import DECODE
from kafkasniff.analyses.live_metrics import LiveMetrics
from kafkasniff.dissectors.base import DissectOptions
from kafkasniff.dissectors.registry import make_protocols
from kafkasniff.pipeline.wiring import Options
from kafkasniff.rendering.prometheus import parse_address, serve
from tests.support.analyses import SAMPLES
from tests.support.cli import kafkasniff
from tests.support.decode import decode

ROOT = Path(__file__).resolve().parents[3]
DASHBOARD = ROOT / "contrib" / "grafana" / "kafkasniff.json"
NAMES = ["java-stale-commit", "mixed-load"]


@cache
def scraped(name: str) -> str:
    """The sample's exchanges fed to a tap's state, its /metrics served and scraped once."""
    options = Options(protocols=make_protocols(DissectOptions(**DECODE)))
    exchanges, _, counters = decode(SAMPLES / f"{name}.pcap", options)
    state = LiveMetrics(counters)
    for e in exchanges:
        state.feed(e)
    server = serve("127.0.0.1", 0, state)
    try:
        host, port = server.address
        with urllib.request.urlopen(f"http://{host}:{port}/metrics", timeout=30) as answer:
            return answer.read().decode()
    finally:
        server.close()


def samples(name: str, metric: str) -> Iterator[Sample]:
    for family in text_string_to_metric_families(scraped(name)):
        yield from (s for s in family.samples if s.name == metric)


def summed(name: str, metric: str, *labels: str) -> Counter:
    out: Counter = Counter()
    for s in samples(name, metric):
        out[tuple(s.labels[label] for label in labels) if len(labels) > 1 else s.labels[labels[0]]] += s.value
    return out


@cache
def answer(command: str, name: str) -> list[dict]:
    done = kafkasniff(command, "--json", "-q", SAMPLES / f"{name}.pcap")
    assert done.returncode == 0, done.stderr
    return [json.loads(line) for line in done.stdout.splitlines()]


def stats_rows(name: str, kind: str) -> list[dict]:
    return [r for r in answer("stats", name) if r["kind"] == kind]


@pytest.mark.parametrize("name", NAMES)
def test_requests_per_api_are_what_stats_answers(name: str):
    expected = {r["api"]: r["count"] for r in stats_rows(name, "api")}
    assert summed(name, "kafkasniff_requests_total", "api") == expected


@pytest.mark.parametrize("name", NAMES)
def test_errors_per_api_are_what_stats_answers(name: str):
    rows = stats_rows(name, "error")
    expected = {(r["api"], r["error"]): r["exchanges"] for r in rows if r["exchanges"]}
    assert summed(name, "kafkasniff_errors_total", "api", "error") == expected
    assert expected or name == "mixed-load"


@pytest.mark.parametrize("name", NAMES)
def test_records_produced_and_fetched_per_topic_are_what_stats_answers(name: str):
    produced: Counter = Counter()
    fetched: Counter = Counter()
    for row in stats_rows(name, "partition"):
        produced[row["topic"]] += row["records_produced"]
        fetched[row["topic"]] += row["records_fetched"]
    acknowledged = Counter({topic: n for (topic, outcome), n in
                            summed(name, "kafkasniff_produced_records_total", "topic", "outcome").items()
                            if outcome == "produced"})  # fmt: skip
    assert acknowledged == +produced and sum(produced.values()) > 0
    assert summed(name, "kafkasniff_fetched_records_total", "topic") == +fetched


@pytest.mark.parametrize("name", NAMES)
def test_the_latency_histogram_counts_per_api_are_the_answered_exchanges_stats_answers(name: str):
    expected = {r["api"]: r["answered"] for r in stats_rows(name, "api") if r["answered"]}
    assert summed(name, "kafkasniff_request_latency_seconds_count", "api") == expected
    infinite = {s.labels["api"]: s.value for s in samples(name, "kafkasniff_request_latency_seconds_bucket")
                if s.labels["le"] == "+Inf"}  # fmt: skip
    assert infinite == expected


@pytest.mark.parametrize("name", NAMES)
def test_committed_offsets_and_lag_per_partition_are_what_commits_answers(name: str):
    rows = answer("commits", name)
    key = ("group", "topic", "partition")
    committed = summed(name, "kafkasniff_consumer_group_committed_offset", *key)
    lag = summed(name, "kafkasniff_consumer_group_lag", *key)
    assert committed == {(r["group"], r["topic"], str(r["partition"])): r["committed"] for r in rows
                         if r["committed"] is not None}  # fmt: skip
    assert lag == {(r["group"], r["topic"], str(r["partition"])): r["broker_lag"] for r in rows
                   if r["broker_lag"] is not None}  # fmt: skip
    assert committed


def test_the_capture_counters_are_the_runs_own():
    (packets,) = samples("java-stale-commit", "kafkasniff_packets_total")
    assert packets.value == 793  # the summary line's count for this sample
    (kernel,) = samples("java-stale-commit", "kafkasniff_kernel_dropped_packets_total")
    assert kernel.value == 0


def family_names(text: str) -> dict[str, str]:
    """Exposed metric family name -> its type, as the parser reads them (counters without _total)."""
    return {f.name: f.type for f in text_string_to_metric_families(text) if f.name.startswith("kafkasniff_")}


def sample_names(text: str) -> set[str]:
    """Every name a query may use: the samples' (counters with _total, a histogram's _bucket,
    _sum and _count), whether or not a capture gave them values."""
    suffixes = {"counter": ("_total",), "histogram": ("_bucket", "_sum", "_count"), "gauge": ("",)}
    return {name + suffix for name, kind in family_names(text).items() for suffix in suffixes[kind]}


def test_metric_names_follow_the_prometheus_conventions():
    families = family_names(scraped("java-stale-commit"))
    assert len(families) >= 20
    for name in families:
        assert re.fullmatch(r"kafkasniff_[a-z_]+", name), name
        assert not name.endswith("_total")  # the parser's name for a counter: the exposition adds _total
        assert not re.search(r"_(ms|milliseconds|kb|mb)(_|$)", name), f"{name}: base units are seconds and bytes"
    assert families["kafkasniff_request_latency_seconds"] == "histogram"
    assert families["kafkasniff_consumer_group_lag"] == "gauge"


def test_the_readme_documents_every_exposed_metric_and_no_other():
    readme = (ROOT / "README.md").read_text()
    section = readme.split("### Prometheus metrics", 1)[1].split("\n### ", 1)[0]
    documented = {m.group(1) for m in re.finditer(r"^\| `(kafkasniff_[a-z_]+)`", section, re.MULTILINE)}
    families = family_names(scraped("java-stale-commit"))
    assert documented == {name + "_total" if kind == "counter" else name for name, kind in families.items()}


def dashboard_expressions() -> list[str]:
    def walk(node: object) -> Iterator[str]:
        if isinstance(node, dict):
            if isinstance(node.get("expr"), str):
                yield node["expr"]
            for value in node.values():
                yield from walk(value)
        elif isinstance(node, list):
            for value in node:
                yield from walk(value)

    return list(walk(json.loads(DASHBOARD.read_text())))


def test_the_grafana_dashboard_queries_only_metrics_the_exposition_has():
    expressions = dashboard_expressions()
    used = {name for expr in expressions for name in re.findall(r"\b(kafkasniff_[a-z_]+)", expr)}
    assert len(expressions) >= 8 and used
    assert used <= sample_names(scraped("java-stale-commit"))


def test_the_grafana_dashboard_has_the_panels_an_operator_looks_for():
    text = " ".join(dashboard_expressions())
    for needed in ("kafkasniff_requests_total", "kafkasniff_errors_total", "kafkasniff_request_latency_seconds_bucket",
                   "kafkasniff_produced_bytes_total", "kafkasniff_fetched_bytes_total", "kafkasniff_consumer_group_lag",
                   "kafkasniff_kernel_dropped_packets_total", "kafkasniff_queue_dropped_packets_total"):  # fmt: skip
        assert needed in text, needed
    assert "histogram_quantile(0.99" in text and "histogram_quantile(0.5" in text


def test_scrapes_while_exchanges_are_fed_never_see_a_counter_go_down():
    """The HTTP thread scrapes while the decoding thread feeds, as on a running tap."""
    options = Options(protocols=make_protocols(DissectOptions(**DECODE)))
    exchanges = decode(SAMPLES / "java-stale-commit.pcap", options)[0]
    state = LiveMetrics()
    server = serve("127.0.0.1", 0, state)
    host, port = server.address
    totals: list[float] = []
    done = threading.Event()

    def requests_total() -> float:
        with urllib.request.urlopen(f"http://{host}:{port}/metrics", timeout=30) as answer:
            families = text_string_to_metric_families(answer.read().decode())
            return sum(s.value for f in families for s in f.samples if s.name == "kafkasniff_requests_total")

    def scrape() -> None:
        while not done.is_set() and len(totals) < 2000:
            totals.append(requests_total())

    scraper = threading.Thread(target=scrape)
    scraper.start()
    try:
        for _ in range(5):
            for e in exchanges:
                state.feed(e)
        done.set()
        scraper.join(60)
        totals.append(requests_total())  # once more, after the last exchange
    finally:
        server.close()
    assert totals == sorted(totals) and totals[-1] == 5 * len(exchanges)


def test_a_closed_server_listens_no_more():
    server = serve("127.0.0.1", 0, LiveMetrics())
    host, port = server.address
    with urllib.request.urlopen(f"http://{host}:{port}/metrics", timeout=30) as answer:
        assert b"kafkasniff_requests_total" in answer.read()
    server.close()
    with pytest.raises(ConnectionRefusedError):
        socket.create_connection((host, port), timeout=5).close()


def test_a_port_in_use_is_an_os_error_naming_it():
    server = serve("127.0.0.1", 0, LiveMetrics())
    try:
        with pytest.raises(OSError):
            serve("127.0.0.1", server.address[1], LiveMetrics())
    finally:
        server.close()


@pytest.mark.parametrize(("text", "address"), [("127.0.0.1:9100", ("127.0.0.1", 9100)),
                                               ("[::1]:9100", ("::1", 9100)), (":0", ("0.0.0.0", 0)),
                                               ("localhost:65535", ("localhost", 65535))])  # fmt: skip
def test_an_address_is_host_and_port(text: str, address: tuple[str, int]):
    assert parse_address(text) == address


@pytest.mark.parametrize("text", ["9100", "host:", "host:port", "host:65536", "host:-1"])
def test_an_address_without_a_port_is_refused_saying_so(text: str):
    with pytest.raises(ValueError, match="HOST:PORT"):
        parse_address(text)
