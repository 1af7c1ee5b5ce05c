"""The command line on a TLS capture: --keylog (or tshark's -o form, or secrets in the pcapng)
gives the same lines, JSON bodies and answers as the plaintext capture of the same traffic, in
one process and with -j 2; a key log that cannot be read is one line and exit status 2."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tests.support import captures as cap
from tests.test_tls_pipeline import over_tls

KAFKASNIFF = [sys.executable, "-m", "kafkasniff"]


@pytest.fixture(scope="module")
def tls_files(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path, Path]:
    """(TLS capture, its key log, the plaintext capture of the same connections)."""
    folder = tmp_path_factory.mktemp("tls-cli")
    segs, _, _ = over_tls("confluent", folder / "sessions")
    keys = folder / "keys.log"
    keys.write_bytes(b"".join(p.read_bytes() for p in sorted((folder / "sessions").glob("*/keys.log"))))
    return cap.write(folder / "tls.pcap", cap.pcap_bytes(segs)), keys, cap.sample_path("confluent")


def kafkasniff(*args: str | Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*KAFKASNIFF, *map(str, args)], capture_output=True, text=True, timeout=120)


def one_lines(text: str) -> list[str]:
    """One-line views compared across captures: each line without its clock, latency and packet
    numbers (the TLS capture has its own timing and its handshakes' packets)."""
    return sorted(re.sub(r" [0-9.]+ ms| s\d+ f[-\d]+/[-\d]+$", "", line.split(" ", 1)[1]) for line in text.splitlines())


def stats_counts(text: str) -> list[str]:
    rows = [json.loads(line) for line in text.splitlines()]
    return sorted(json.dumps({k: v for k, v in row.items() if not k.endswith("_ms")}) for row in rows)


VIEWS = [
    pytest.param([], [], one_lines, id="one-line"),
    pytest.param([], ["-j", "2"], one_lines, id="one-line-j2"),
    pytest.param(["stats"], ["--json"], stats_counts, id="stats"),
    pytest.param(["commits"], [], str.splitlines, id="commits"),
    pytest.param(["topology"], [], str.splitlines, id="topology"),
]


@pytest.mark.parametrize("command, options, comparable", VIEWS)
@pytest.mark.parametrize("give_keys", ["--keylog", "-o"])
def test_views_and_answers_are_the_plaintexts(tls_files, give_keys, command, options, comparable):
    tls, keys, plain = tls_files
    key_arg = str(keys) if give_keys == "--keylog" else f"tls.keylog_file:{keys}"
    got = kafkasniff(*command, give_keys, key_arg, tls, *options, "-q")
    want = kafkasniff(*command, plain, *options, "-q")
    assert got.returncode == want.returncode == 0, got.stderr
    assert comparable(got.stdout) == comparable(want.stdout) and got.stdout


def test_json_tells_each_exchange_what_tls_negotiated(tls_files):
    tls, keys, _ = tls_files
    run = kafkasniff("--keylog", keys, tls, "--json")
    objects = [json.loads(line) for line in run.stdout.splitlines()]
    assert objects and {json.dumps(o["tls"]) for o in objects} == {
        json.dumps({"version": "TLS 1.3", "cipher": "TLS_AES_256_GCM_SHA384", "sni": "broker.example"})
    }
    assert "TLS connections decrypted" in run.stderr


def test_verbose_names_each_decrypted_connection(tls_files):
    tls, keys, _ = tls_files
    run = kafkasniff("--keylog", keys, tls, "-v")
    decrypting = [line for line in run.stderr.splitlines() if "decrypting TLS 1.3" in line]
    assert decrypting and all("SNI broker.example" in line for line in decrypting)


def test_a_key_log_that_cannot_be_read_is_one_line_and_status_2(tls_files, tmp_path: Path):
    tls, _, _ = tls_files
    empty = tmp_path / "empty.log"
    empty.write_text("# nothing\nnot a key log line\n")
    for path in (tmp_path / "missing.log", empty):
        run = kafkasniff("--keylog", path, tls)
        assert run.returncode == 2 and run.stdout == ""
        assert len(run.stderr.splitlines()) == 1 and run.stderr.startswith("kafkasniff: key log ")


def test_without_keys_the_summary_counts_what_was_not_decrypted(tls_files):
    tls, _, _ = tls_files
    run = kafkasniff(tls)
    assert run.returncode == 0 and run.stdout == ""
    assert "TLS connections without keys" in run.stderr
