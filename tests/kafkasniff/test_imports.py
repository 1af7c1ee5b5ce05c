"""Single-file commands stay light: no Spark, no pyarrow, no scapy, no JVM."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

SAMPLE = Path(__file__).resolve().parents[2] / "samples" / "confluent.pcap"
MONGO_SAMPLE = SAMPLE.with_name("mongo-compressed.pcap")
PROBE = """
import sys
from kafkasniff.cli import main
try:
    main({args!r})
except SystemExit:
    pass
heavy = sorted({{m.split('.')[0] for m in sys.modules}} & {{'pyspark', 'pyarrow', 'scapy', 'pandas', 'py4j',
                                                           'bson', 'pymongo', 'matplotlib', 'numpy'}})
print('HEAVY', heavy, file=sys.stderr)
print('COMMANDS', sorted({{m for m in sys.modules if m.startswith(('kafkasniff.cli.', 'kafkasniff.bulk'))
                          and m.rsplit('.', 1)[1] in ('analyses', 'index', 'report', 'table', 'table_analyses')}}),
      file=sys.stderr)
print('LOADED', ' '.join(sorted(sys.modules)), file=sys.stderr)
"""
# What showing a small capture must not load: each waits for the code that needs it
NOT_FOR_SHOWING = {
    "kafkasniff.bulk.session": "Spark's failure type: cli/status.py looks it up when an exception is handled",
    "hmac": "OpenSSL's hashes, for TLS 1.2's PRF: tls/crypto.py imports it when it derives keys",
    "kafkasniff.rendering.ndjson": "--json's renderer (orjson, zoneinfo): cli/output.py imports it for --json",
    "kafkasniff.rendering.tree": "-V's renderer: cli/show.py imports it for -V and -x",
    "kafkasniff.rendering.fields": "-T fields' columns, with -Y's vocabulary: imported for -T fields",
    "kafkasniff.select.display_filter": "-Y's compiler: imported for -Y and -T fields",
    "kafkasniff.select.extract": "-w's packet selection and pcap writer: imported for -w",
    "kafkasniff.tls.connections": "what decrypts TLS: the TLS stage makes it at its first TLS connection",
    "kafkasniff.tls.crypto": "TLS record protection: imported with the TLS connections",
}


def probed(*args: str) -> list[str]:
    run = subprocess.run(
        [sys.executable, "-c", PROBE.format(args=list(args))], capture_output=True, text=True, timeout=120
    )
    return run.stderr.splitlines()


def heavy_modules(*args: str) -> str:
    return next(line for line in probed(*args) if line.startswith("HEAVY"))


def loaded_modules(*args: str) -> set[str]:
    line = next(line for line in probed(*args) if line.startswith("LOADED "))
    return set(line.split()[1:])


def test_showing_a_capture_loads_nothing_it_does_not_use():
    loaded = loaded_modules(str(SAMPLE))
    assert "kafkasniff.dissectors.kafka.protocol" in loaded  # (the probe did show the capture)
    assert {name: why for name, why in NOT_FOR_SHOWING.items() if name in loaded} == {}


def test_showing_a_capture_imports_no_other_command():
    """The analyses, the report and the Spark table code load only for the command that runs them."""
    assert "COMMANDS []" in probed(str(SAMPLE), "-q")
    [stats] = [line for line in probed("stats", str(SAMPLE), "-q") if line.startswith("COMMANDS")]
    assert "'kafkasniff.cli.analyses'" in stats and "'kafkasniff.cli.report'" not in stats


def test_the_commands_loaded_on_demand_are_the_declared_analyses():
    from kafkasniff.cli.analyses import ANALYSES
    from kafkasniff.cli.program import ANALYSIS_COMMANDS

    assert tuple(a.name for a in ANALYSES) == ANALYSIS_COMMANDS


def test_decoding_a_file_imports_nothing_heavy():
    assert heavy_modules(str(SAMPLE), "-q") == "HEAVY []"
    assert heavy_modules("stats", str(SAMPLE), "-q") == "HEAVY []"  # BSON too waits for MongoDB traffic


def test_mongodb_traffic_brings_in_bson_and_nothing_of_the_driver_beyond_it():
    assert heavy_modules(str(MONGO_SAMPLE), "-q") == "HEAVY ['bson']"


def test_index_without_pyspark_says_how_to_install_it():
    code = ("import sys; sys.modules['pyspark'] = None; from kafkasniff.cli import main; "
            "main(['index', 'x.pcap', '--out', 'y'])")  # fmt: skip
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert run.returncode == 2
    assert run.stderr.strip() == "kafkasniff: the bulk pipeline needs PySpark: pip install 'kafkasniff[spark]'"
