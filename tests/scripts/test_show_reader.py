"""scripts/show_reader.py prints the reader kafkasniff generates for an (api, version), request or
response, with the tree, summary-facts or JSON emitter; an api or version the schema does not know
is one line on stderr and exit 2."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from kafkasniff.dissectors.kafka.protocol import summary_projection
from kafkasniff.dissectors.kafka.readers.compiler import reader_source
from kafkasniff.dissectors.kafka.readers.summary_reader import FactsEmitter
from kafkasniff.dissectors.kafka.readers.tree_reader import TreeEmitter
from kafkasniff.dissectors.kafka.schema_data import REQUESTS, RESPONSES
from scripts.show_reader import main

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "show_reader.py"


def shown(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_a_summary_reader_is_the_source_kafkasniff_compiles(capsys):
    code, out, err = shown(capsys, "Produce", "13", "--response", "--emitter", "summary")
    assert (code, err) == (0, "")
    title, source = out.split("\n", 1)
    assert title == "# Produce v13 response, summary emitter (summary projection)"
    assert source == reader_source(RESPONSES[0], 13, FactsEmitter(False, "base_offset"), summary_projection)
    assert "out.partitions.append((topic, L_index, L_base_offset))" in source


def test_the_api_may_be_a_key_in_any_case_and_the_tree_reader_is_the_default(capsys):
    code, out, _ = shown(capsys, "1", "4")
    assert code == 0 and out.startswith("# Fetch v4 request, tree emitter\n")
    assert out.split("\n", 1)[1] == reader_source(REQUESTS[1], 4, TreeEmitter())
    assert shown(capsys, "fetch", "4")[1] == out


def test_the_projected_tree_and_the_json_readers(capsys):
    projected = shown(capsys, "Fetch", "4", "--projected")[1]
    assert projected.startswith("# Fetch v4 request, tree emitter (summary projection)\n")
    json = shown(capsys, "Fetch", "4", "--emitter", "json")[1]
    assert json.startswith("# Fetch v4 request, json emitter\n") and "['replica_id'] = " in json


@pytest.mark.parametrize(
    ("argv", "error"),
    [
        (["Nope", "1"], "show_reader: unknown api 'Nope': give a name (Produce, Fetch...) or a key the schema knows\n"),
        (["999", "0"], "show_reader: unknown api '999': give a name (Produce, Fetch...) or a key the schema knows\n"),
        (["Produce", "14"], "show_reader: Produce has no version 14: the schema knows v0 to v13\n"),
    ],
)
def test_an_api_or_version_the_schema_does_not_know_is_one_line_and_exit_2(capsys, argv, error):
    assert shown(capsys, *argv) == (2, "", error)


def test_a_version_without_a_summary_reader_says_so(capsys):
    code, out, err = shown(capsys, "SaslAuthenticate", "2", "--response", "--emitter", "summary")
    assert (code, out) == (1, "")
    assert err.startswith("show_reader: SaslAuthenticate v2 response, summary emitter: no summary reader")


def test_it_runs_as_a_script():
    done = subprocess.run([sys.executable, str(SCRIPT), "Produce", "99"], capture_output=True, text=True, check=False)
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == "show_reader: Produce has no version 99: the schema knows v0 to v13\n"
