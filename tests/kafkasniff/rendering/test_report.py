"""`kafkasniff report` writes one HTML file that opens offline: Debian's Chromium, headless and
without network, renders it to a PNG, and its rendered page has the pictures and tables."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from tests.support.analyses import SAMPLES, facts_of

# Without the background-networking flags Chromium tries Google's hosts, refused here (no network)
CHROMIUM = ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
            "--disable-background-networking", "--disable-component-update", "--disable-sync",
            "--hide-scrollbars"]  # fmt: skip


def report(sample: str, out: Path, *args: str) -> str:
    run = subprocess.run([sys.executable, "-m", "kafkasniff", "report", str(SAMPLES / f"{sample}.pcap"), "-o",
                          str(out), "-q", *args], capture_output=True, text=True, timeout=120)  # fmt: skip
    assert run.returncode == 0, run.stderr
    return out.read_text()


def chromium(tmp_path: Path, page: Path, *args: str) -> subprocess.CompletedProcess[str]:
    profile = tmp_path / "profile"
    return subprocess.run([*CHROMIUM, f"--user-data-dir={profile}", *args, page.as_uri()], capture_output=True,
                          text=True, timeout=120)  # fmt: skip


@pytest.fixture(scope="module")
def stale(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str]:
    out = tmp_path_factory.mktemp("report") / "report.html"
    return out, report("sarama-stale-commit", out)


def test_the_report_fetches_nothing(stale: tuple[Path, str]):
    _, text = stale
    assert "Content-Security-Policy" in text and "default-src 'none'" in text
    assert not re.search(r"""(src|href)\s*=\s*["']?(https?:|//)""", text)
    assert "<script" not in text


def test_chromium_renders_the_plots_and_tables_of_the_stale_commit_incident(stale: tuple[Path, str], tmp_path: Path):
    page, _ = stale
    dom = chromium(tmp_path, page, "--dump-dom").stdout
    facts = facts_of("sarama-stale-commit")
    partitions = len(facts["expected_state"])
    assert dom.count("<svg") >= partitions + 3  # a picture per partition, latency, rates, rebalances
    assert dom.count("<table") >= 7  # commits, groups, four of stats, topology
    culprit = facts["culprit"]["client_id"]
    for key, expected in facts["expected_state"].items():
        group, where = key.split("/", 1)
        assert f"{group} {where}: {expected['state']}" in dom  # each partition's picture, titled by its state
        if expected["state"] == "behind":
            assert re.search(rf"{group} {where}: behind \(committed {expected['committed']}, consumed "
                             rf"{expected['consumed']}\), stale commits by {culprit}", dom)  # fmt: skip
    assert dom.count("stale commit") >= 2  # the marker ringing each stale commit, in the legends
    shot = tmp_path / "report.png"
    run = chromium(tmp_path, page, "--window-size=1280,4000", f"--screenshot={shot}")
    assert shot.exists(), run.stderr
    from PIL import Image

    image = Image.open(shot).convert("RGB")
    assert image.size == (1280, 4000)
    colours = image.getcolors(maxcolors=1 << 20) or []
    assert len(colours) > 200  # drawn: lines, markers, text, not a blank or an error page
    red = sum(n for n, (r, g, b) in colours if r > 200 and g < 60 and b < 60)
    assert red > 500  # the stale commits' red rings and the red "behind" rows


def test_a_transactional_capture_gets_its_transaction_timeline(tmp_path: Path):
    page = tmp_path / "txn.html"
    text = report("kafkajs-txn", page)
    dom = chromium(tmp_path, page, "--dump-dom").stdout
    assert "Transactions (from the first request naming them to EndTxn" in dom
    assert text.count("<svg") == dom.count("<svg") and ">aborted<" in dom and ">committed<" in dom
    assert "discarded" in dom  # the offsets the aborted transaction sent
