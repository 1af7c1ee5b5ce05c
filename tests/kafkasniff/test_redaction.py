"""--redact hides record keys, values and header values in every output (the one-line view, the
JSON, the tree and its hex dump); --json-summary ends the JSON with every count."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from kafkasniff.cli import main
from tests.support.captures import sample_path

SECRETS = ("user-4", "login", "t-0004")  # a record key, value text and trace-id header value in the sample


def run(*args: str) -> str:
    result = CliRunner().invoke(main, [*args, str(sample_path("confluent"))])
    assert result.exit_code == 0, result.output
    return result.output


@pytest.mark.parametrize("view", [["--json", "--records"], ["-V", "--records"], ["-V", "-x", "--records"], []])
def test_redact_leaves_no_record_content_in_any_view(view):
    shown = run(*view, "--api", "Produce")
    hidden = run(*view, "--api", "Produce", "--redact")
    if view:
        assert any(secret in shown for secret in SECRETS)  # the content is there without --redact
    for secret in SECRETS:
        assert secret not in hidden
    if "-x" in view:
        assert "** ** **" in hidden  # the records' bytes masked in the hex dump


def test_redacted_json_keeps_sizes():
    line = next(line for line in run("--json", "--records", "--redact", "--api", "Produce").splitlines() if line)
    assert "<redacted" in line and '"record_count"' in line


def test_json_summary_ends_the_output_with_every_count():
    lines = run("-q", "--json", "--json-summary").splitlines()
    summary = json.loads(lines[-1])["summary"]
    assert summary["exchanges"] == len(lines) - 1 == 41
    assert {"bytes_lost", "bytes_skipped", "unanswered", "no_request", "bytes_dropped_by_cap", "resyncs"} <= set(
        summary
    )
