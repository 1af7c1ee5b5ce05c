"""Every example the commands' --help shows runs, on the bundled samples, and prints something; a
jq `select` example selects some rows and not all (issue 47: `commits --help` showed one that
selected every row). Placeholders (capture.pcap, keys.log, rotated files) are samples copied under
those names; live taps (sudo, -i) are test_live.py's, and Spark tables test_index*.py's."""

from __future__ import annotations

import gzip
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from click.testing import CliRunner

from kafkasniff.cli.program import main
from tests.support import captures as cap

COMMANDS = ["", "show", "commits", "stats", "groups", "txn", "topology", "report", "index"]
# what a placeholder stands for, by command: the sample its other examples read
CAPTURE_FOR = {"": "confluent", "commits": "stale-commit", "stats": "mixed-load", "report": "sarama-stale-commit"}
NOT_HERE = re.compile(r"^sudo |\s-i \w|--table|--master|/captures|/data/")  # live taps, Spark tables


def examples(command: str) -> list[str]:
    """The example command lines of a command's --help, without their trailing explanations."""
    shown = CliRunner().invoke(main, [*filter(None, [command]), "--help"], prog_name="kafkasniff").output
    block = shown.split("Examples:", 1)[1].split("\n\n", 1)[0] if "Examples:" in shown else ""
    lines = [re.split(r"\s{2,}(?!\S*')", line.strip())[0] for line in block.splitlines()]
    return [line.split("  #")[0].strip() for line in lines if re.match(r"(sudo )?(kafkasniff|tcpdump) ", line)]


ALL = [(command, line) for command in COMMANDS for line in examples(command)]


@pytest.fixture(scope="module")
def workdir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A folder with the samples, and the placeholders' files beside them."""
    here = tmp_path_factory.mktemp("examples")
    (here / "samples").symlink_to(cap.SAMPLES)
    for n in range(3):
        shutil.copy(cap.sample_path("confluent"), here / f"rotated.pcap{n}")
    (here / "capture.pcapng.gz").write_bytes(gzip.compress((cap.SAMPLES / "tenants-vni.pcapng").read_bytes()))
    shutil.copy(cap.SAMPLES / "tls-confluent.pcap", here / "tls.pcap")
    shutil.copy(cap.SAMPLES / "tls-confluent.keys", here / "keys.log")
    return here


def run(line: str, folder: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["bash", "-o", "pipefail", "-c", line], cwd=folder, capture_output=True, text=True,
                          timeout=300)  # fmt: skip


def test_every_command_shows_examples():
    assert {command for command, _ in ALL} == set(COMMANDS)


@pytest.mark.parametrize(("command", "line"), ALL, ids=[f"{c or 'main'}: {line}" for c, line in ALL])
def test_an_example_runs_and_prints(command: str, line: str, workdir: Path):
    if NOT_HERE.search(line):
        pytest.skip("a live tap or a Spark table: test_live.py, test_index*.py")
    sample = cap.sample_path(CAPTURE_FOR.get(command, "confluent"))
    shutil.copy(sample, workdir / "capture.pcap")
    done = run(line, workdir)
    assert done.returncode == 0, done.stderr
    written = re.search(r"-[wo] (\S+)", line)
    assert done.stdout or (written and (workdir / written[1]).stat().st_size > 0), done.stderr
    if "| jq 'select(" in line:
        kept = run(line.replace("| jq ", "| jq -c "), workdir).stdout.splitlines()
        every = run(line.split(" | jq")[0], workdir).stdout.splitlines()
        assert 0 < len(kept) < len(every), "a select keeps some rows, not all"


@pytest.mark.parametrize("command", ["commits", "stats", "groups", "txn", "topology", "report"])
def test_an_analysis_documents_minus_w_as_it_takes_it_for_a_live_tap_only(command: str):
    shown = " ".join(CliRunner().invoke(main, [command, "--help"], prog_name="kafkasniff").output.split())
    assert "Live: also save every captured packet to this pcap (a file read is not written again)." in shown
    output = ["-o", "out.html"] if command == "report" else []
    refused = CliRunner().invoke(main, [command, *output, "-w", "out.pcap", str(cap.sample_path("confluent"))])
    assert refused.exit_code == 2 and "saves a live tap only" in refused.output
