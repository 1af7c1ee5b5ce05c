"""`kafkasniff report` writes one HTML file that opens offline: Debian's Chromium, headless and
without network, renders it to a PNG, and its rendered page has the pictures and tables.

The layout is measured in Chromium at 1,280 and 800 px (report_layout.py) on the group samples:
no table wider than the page nor a value broken or cut in it, no legend over a plot area, no
picture without data."""

from __future__ import annotations

import functools
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Callable
from pathlib import Path

import pytest

from kafkasniff.analyses.groups import GroupsAnalysis
from kafkasniff.rendering.plots import band
from tests.kafkasniff.rendering import report_layout
from tests.support.analyses import SAMPLES, analyse, facts_of

GROUP_SAMPLES = ("sarama-stale-commit-kafka", "java-stale-commit", "kip848-consumer", "mixed-load", "mock-txn")
WIDTHS = (1280, 800)


def report(sample: str | Path, out: Path, *args: str) -> str:
    capture = sample if isinstance(sample, Path) else SAMPLES / f"{sample}.pcap"
    run = subprocess.run([sys.executable, "-m", "kafkasniff", "report", str(capture), "-o", str(out), "-q", *args],
                         capture_output=True, text=True, timeout=120)  # fmt: skip
    assert run.returncode == 0, run.stderr
    return out.read_text()


def chromium(tmp_path: Path, page: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return report_layout.chromium(tmp_path / "profile", page, *args)


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


@pytest.fixture(scope="module")
def group_reports(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("group-reports")
    out = {}
    for sample in GROUP_SAMPLES:
        out[sample] = folder / f"{sample}.html"
        report(sample, out[sample])
    return out


@pytest.fixture(scope="module")
def layouts(group_reports: dict[str, Path]) -> Callable[[str, int], report_layout.Layout]:
    """Each report's layout at a width, measured once."""
    return functools.cache(lambda sample, width: report_layout.measure(group_reports[sample], width))


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("sample", GROUP_SAMPLES)
def test_every_table_fits_the_page_with_its_values_whole(layouts: Callable[[str, int], report_layout.Layout],
                                                         sample: str, width: int):  # fmt: skip
    layout = layouts(sample, width)
    assert layout.page == width and len(layout.tables) >= 7
    for table in layout.tables:
        assert table["width"] <= table["room"] + 0.5, table
        assert table["clipped"] == 0 and table["broken"] == 0, table


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("sample", GROUP_SAMPLES)
def test_no_legend_covers_a_plot_and_every_picture_draws_data(layouts: Callable[[str, int], report_layout.Layout],
                                                              sample: str, width: int):  # fmt: skip
    layout = layouts(sample, width)
    assert layout.figures
    for figure in layout.figures:
        assert figure["areas"] >= 1 and figure["data"] >= 1, figure
        assert figure["covered"] == 0, figure  # legends sit under the plots, not on them
        assert figure["width"] <= figure["room"] + 0.5, figure
    assert sum(f["legends"] for f in layout.figures) >= len(layout.figures) - 1  # every picture but bare ones


def test_a_partition_with_nothing_to_draw_gets_a_sentence_not_a_chart(group_reports: dict[str, Path]):
    text = group_reports["mock-txn"].read_text()
    assert "txn-group txn-in/0: nothing-consumed, idle: nothing to draw: no commit, nothing delivered" in text
    assert "what happened: txn-group txn-in/0" not in text
    assert text.count("what happened: txn-group txn-in/") == 3  # the three partitions with commits


@pytest.mark.parametrize("sample", GROUP_SAMPLES)
def test_offset_axes_tick_whole_offsets(group_reports: dict[str, Path], sample: str):
    text = group_reports[sample].read_text()
    pictures = re.findall(r"<figure>(<svg(?:(?!<figure>).)*?</svg>)\s*<figcaption class='note'>what happened", text,
                          re.S)  # fmt: skip
    assert pictures
    for svg in pictures:
        root = ET.fromstring(svg)
        ticks = [t.text for g in root.iter() if (g.get("id") or "").startswith("ytick_") for t in g.iter()
                 if t.tag.endswith("text")]  # fmt: skip
        assert ticks and all(re.fullmatch(r"[−-]?\d+", tick or "") for tick in ticks), ticks


def test_generation_bands_run_from_forming_to_the_member_set_s_change():
    """sarama-stale-commit-kafka: generation 3 ends when billing-c leaves, not at the capture's end."""
    rows = {r["generation"]: r for r in analyse("sarama-stale-commit-kafka", GroupsAnalysis())}
    end_of_capture = max(e["ts"] for r in rows.values() for e in r["events"]) + 10
    spans = {n: band(row, end_of_capture) for n, row in rows.items()}
    for n, (start, end) in spans.items():
        assert start == rows[n]["formed_ts"] and end == rows[n]["ended_ts"] < end_of_capture
        first_join = min(e["ts"] for e in rows[n]["events"] if e["api"] == "JoinGroup")
        assert start > first_join  # formed by its assignment, after the joins that led to it
    assert all(spans[n][1] <= spans[n + 1][0] for n in (1, 2))


def test_unanswered_requests_are_listed(tmp_path: Path):
    """java-admin cut after its DescribeConfigs #16, without the answer to #15: two requests
    that never got a response."""
    cut = tmp_path / "cut.pcap"
    run = subprocess.run(["editcap", "-r", str(SAMPLES / "java-admin.pcap"), str(cut), "1-311", "313"],
                         capture_output=True, text=True, timeout=60)  # fmt: skip
    assert run.returncode == 0, run.stderr
    text = report(cut, tmp_path / "cut.html")
    assert "<a href='#unanswered'>2 unanswered requests</a> (DescribeConfigs)" in text
    start = text.index("<h2 id='unanswered'>")
    section = text[start : text.index("<h2", start + 1)]
    tables = section.split("<table")[1:]  # one layout per page width, or one for both
    assert tables and all(t.count("<td class='word'>DescribeConfigs</td>") == 1 for t in tables)  # one connection
    assert all("<td class='word'>java-admin</td>" in t and "<td class='word'>2</td>" in t for t in tables)


def test_a_capture_whose_requests_were_all_answered_has_no_unanswered_section(group_reports: dict[str, Path]):
    text = group_reports["sarama-stale-commit-kafka"].read_text()
    assert "unanswered" not in text.lower().replace("<th>unanswered</th>", "")  # stats' column of records
