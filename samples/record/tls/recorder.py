"""Record one TLS sample: backends, the front, both captures, the legs in turn, the closings; then
check what tshark reads on both sides and write the sidecar. Files are made in a work folder and
moved to the output folder only once every check has passed."""

from __future__ import annotations

import contextlib
import shutil
import subprocess
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from samples.record import tshark
from samples.record.ports import free_port
from samples.record.recorder import write_sidecar
from samples.record.sent import Facts
from samples.record.tls import facts as tls_facts
from samples.record.tls.catalogue import TlsSample
from samples.record.tls.certs import Certificate, self_signed
from samples.record.tls.fronts import Front, Service, python_front, stunnel
from samples.record.tls.runs import LegRun
from samples.record.tls.suites import chosen_by
from samples.record.tls.wire import both_sides, incomplete_connections, wait_closed
from samples.record.waits import deadline

SAMPLE_DEADLINE_S = 300  # last resort: every step has a tighter bound of its own


# What the less obvious facts mean, written into every sidecar.
GLOSSARY = {
    "tls_connections[].requests": "the connection's requests in order, as tshark decrypts them: Kafka "
    "api_key/api_version/correlation_id, MongoDB opcode/requestID",
    "tls_connections[].plain_client_port": "the front's port on the plain connection that carried the same requests",
    "tls_connections[].responses_not_relayed": "responses the backend sent on the plain twin after the client had "
    "closed (e.g. a Fetch in flight), so on the plain side only: Kafka correlation ids, MongoDB opcode/responseTo",
    "tls_connections[].keylog_labels": "the key log's labels for the connection's client random",
    "keylog": "RSA lines (RSA key exchange) are keyed by the encrypted premaster secret's first 8 bytes, the others "
    "by the client random",
    "legs[].tshark": "tshark on the leg's TLS port (decrypted with the key log) and plain port; requests agree "
    "exactly; malformed counts frames, which differ where the front cut the bytes into other segments, "
    "malformed_reasons counts tshark's messages (per PDU)",
}


@dataclass(frozen=True)
class Files:
    folder: Path
    name: str

    @property
    def tls(self) -> Path:
        return self.folder / f"{self.name}.pcap"

    @property
    def plain(self) -> Path:
        return self.folder / f"{self.name}.plain.pcap"

    @property
    def keys(self) -> Path:
        return self.folder / f"{self.name}.keys"

    @property
    def dsb(self) -> Path:
        return self.folder / f"{self.name}.dsb.pcapng"

    @property
    def sidecar(self) -> Path:
        # Not NAME.facts.json: the tests take every *.facts.json for a plain sample kafkasniff decodes.
        return self.folder / f"{self.name}.tls-facts.json"

    def outputs(self) -> list[Path]:
        return [self.tls, self.plain, self.keys, self.dsb, self.sidecar]


@dataclass(frozen=True)
class Recording:
    runs: list[LegRun]
    leg_facts: list[Facts]
    front: Front


def front(
    sample: TlsSample, services: list[Service], cert: Certificate, files: Files
) -> contextlib.AbstractContextManager[Front]:
    if sample.front == "stunnel":
        return stunnel(services, cert, files.folder)
    return python_front(services, cert, files.keys, files.folder)


def start_backends(sample: TlsSample, stack: contextlib.ExitStack, files: Files) -> list[LegRun]:
    """One backend per leg, each told the TLS port chosen for its leg (a broker advertises it)."""
    runs = []
    for number, leg in enumerate(sample.legs):
        tls_port = free_port()  # the front checks that it got it
        backend = stack.enter_context(sample.backend(tls_port, files.folder / f"leg{number}.backend.log"))
        runs.append(LegRun(leg, number, tls_port, backend.port, files.keys, backend))
    return runs


def run_legs(sample: TlsSample, files: Files, cert: Certificate) -> Recording:
    with contextlib.ExitStack() as stack:  # closed in reverse: captures, front, backends
        runs = start_backends(sample, stack, files)
        services = [Service(run.leg, run.tls_port, run.plain_port) for run in runs]
        running = stack.enter_context(front(sample, services, cert, files))
        tls_ports, plain_ports = [run.tls_port for run in runs], [run.plain_port for run in runs]
        stack.enter_context(both_sides(files.tls, tls_ports, files.plain, plain_ports))
        leg_facts = []
        for run in runs:
            print(f"   leg {run.number} {run.leg.name}: :{run.tls_port} -> :{run.plain_port}", flush=True)
            leg_facts.append(sample.scenario(run))
        wait_closed(files.tls, tls_ports, f"{sample.name}: every TLS connection closed and captured")
        wait_closed(files.plain, plain_ports, f"{sample.name}: every plain connection closed and captured")
    return Recording(runs, leg_facts, running)


@contextlib.contextmanager
def work_folder(name: str) -> Iterator[Path]:
    """A fresh temporary folder (the front's private key is written there), removed once the
    recording has succeeded; kept after a failure, to be read."""
    folder = Path(tempfile.mkdtemp(prefix=f"{name}-"))
    try:
        yield folder
    except BaseException as exc:
        exc.add_note(f"what was recorded is kept in {folder}")
        raise
    shutil.rmtree(folder, ignore_errors=True)


def record(sample: TlsSample, out_dir: Path) -> Facts:
    """Record sample into out_dir; raise (leaving out_dir's older files as they were) if a check fails."""
    with work_folder(sample.name) as folder:
        files = Files(folder, sample.name)
        started = time.monotonic()
        with deadline(SAMPLE_DEADLINE_S, f"recording {sample.name}"):
            recording = run_legs(sample, files, self_signed(folder))
        print(f"   captured in {time.monotonic() - started:.1f}s; reading it with tshark", flush=True)
        if sample.dsb:
            inject_secrets(files)
        facts = sidecar(sample, files, recording)
        write_sidecar(files.sidecar, facts)
        if failed := [name for name, passed in facts["checks"].items() if not passed]:
            raise RuntimeError(f"checks failed: {failed}")
        for path in files.outputs():
            if path.exists():
                shutil.move(path, out_dir / path.name)
    return facts


def inject_secrets(files: Files) -> None:
    """The TLS capture as pcapng with the key log in a Decryption Secrets Block."""
    subprocess.run(["editcap", "--inject-secrets", f"tls,{files.keys}", str(files.tls), str(files.dsb)],
                   check=True, capture_output=True, timeout=60)  # fmt: skip


def sidecar(sample: TlsSample, files: Files, recording: Recording) -> Facts:
    runs = recording.runs
    tls_ports, plain_ports = [run.tls_port for run in runs], [run.plain_port for run in runs]
    handshakes = tls_facts.handshake_facts(files.tls, tls_ports)
    keylog = tls_facts.keylog_facts(files.keys)
    legs, connections = [], []
    for run, scenario_facts in zip(runs, recording.leg_facts, strict=True):
        leg, leg_connections = leg_sidecar(sample, files, run, scenario_facts, handshakes, keylog)
        legs.append(leg)
        connections += leg_connections
    facts: Facts = {
        "description": sample.description,
        "recorded_with": f"python -m samples.record.tls --only {sample.name}",
        "glossary": GLOSSARY,
        "protocol": sample.protocol.dissector,
        "files": {
            "tls_pcap": files.tls.name,
            "plain_pcap": files.plain.name,
            "keylog": files.keys.name,
            "dsb_pcapng": files.dsb.name if sample.dsb else None,
        },
        "front": {
            "kind": recording.front.kind,
            "software": recording.front.software,
            "certificate": "self-signed RSA 2048, made at record time and not kept",
        },  # fmt: skip
        "keylog_written_by": "the clients (Python ssl keylog_filename)"
        if sample.front == "stunnel"
        else "the front, server side (Python ssl keylog_filename)",  # fmt: skip
        "clients": sample.versions(),
        "backend_software": sorted({run.backend.software for run in runs}),
        "ports": {"tls": tls_ports, "plain": plain_ports},
        "sni": sample.sni,
        "legs": legs,
        "tls_connections": connections,
        "keylog": {key: value for key, value in keylog.items() if key != "labels_by_random"},
        "pcap_packets": {"tls": tshark.packet_count(files.tls), "plain": tshark.packet_count(files.plain)},
        "tshark": totals(sample, files, legs),
    }
    facts["checks"] = checks(sample, files, facts)
    return facts


def leg_sidecar(
    sample: TlsSample, files: Files, run: LegRun, scenario_facts: Facts, handshakes: dict[tuple[int, int], Facts],
    keylog: Facts,
) -> tuple[Facts, list[Facts]]:  # fmt: skip
    """The leg's facts (its scenario's, tshark's on both sides) and its TLS connections' facts."""
    protocol = sample.protocol
    tls_options = tls_facts.tls_options([run.tls_port], protocol.dissector, files.keys)
    plain_options = tls_facts.plain_options([run.plain_port], protocol.dissector)
    tls_side = tls_facts.side(files.tls, tls_options, run.tls_port, protocol)
    plain_side = tls_facts.side(files.plain, plain_options, run.plain_port, protocol)
    connections = tls_facts.connection_facts(run.number, tls_side, plain_side, handshakes, keylog)
    leg: Facts = {
        "number": run.number,
        "name": run.leg.name,
        "version": run.leg.version,
        "suite": run.leg.suite,
        "chosen_by": chosen_by(run.leg, sample.front),
        "tls_port": run.tls_port,
        "plain_port": run.plain_port,
        "backend": run.backend.software,
        "connections": len(tls_side.clients),
        "plain_connections": len(plain_side.clients),
        "responses_not_relayed": sum(len(c["responses_not_relayed"]) for c in connections),
        **scenario_facts,
        "tshark": {
            "tls": protocol.facts(files.tls, run.tls_port, tls_options),
            "plain": protocol.facts(files.plain, run.plain_port, plain_options),
            "tls_command": command(files.tls, tls_options, protocol.dissector),
            "plain_command": command(files.plain, plain_options, protocol.dissector),
        },
    }
    if sample.finish is not None:
        leg.update(sample.finish(run, files.plain))
    return leg, connections


def command(pcap: Path, options: list[str], dissector: str) -> str:
    """The tshark command line, with file names as they are beside the sidecar."""
    shown = [option.replace(str(pcap.parent) + "/", "") for option in options]
    return " ".join(["tshark", "-r", pcap.name, *shown, "-Y", dissector])


def totals(sample: TlsSample, files: Files, legs: list[Facts]) -> Facts:
    """Every leg's counts added up, on both sides, and on the DSB pcapng decrypted without the key log file."""
    found: Facts = {
        "version": tshark.version(),
        "tls": tls_facts.totals([leg["tshark"]["tls"] for leg in legs]),
        "plain": tls_facts.totals([leg["tshark"]["plain"] for leg in legs]),
    }
    if sample.dsb:
        dissector = sample.protocol.dissector
        found["dsb"] = tls_facts.totals([
            sample.protocol.facts(files.dsb, leg["tls_port"], tls_facts.tls_options([leg["tls_port"]], dissector, None))
            for leg in legs
        ])  # fmt: skip
    return found


def checks(sample: TlsSample, files: Files, facts: Facts) -> dict[str, bool]:
    """What a good recording must show; the recorder keeps it only if every one holds."""
    connections, legs, counts = facts["tls_connections"], facts["legs"], facts["tshark"]
    by_number = {leg["number"]: leg for leg in legs}
    return {
        "tshark_decrypts_requests": all(tls_facts.request_count(leg["tshark"]["tls"]) > 0 for leg in legs),
        "tls_and_plain_agree": all(
            tls_facts.compared(leg["tshark"]["tls"]) == tls_facts.compared(leg["tshark"]["plain"]) for leg in legs
        ),
        "responses_relayed_in_order": all(c["responses_match_plain"] for c in connections) and all(
            tls_facts.response_count(leg["tshark"]["tls"]) + leg["responses_not_relayed"]
            == tls_facts.response_count(leg["tshark"]["plain"])
            for leg in legs
        ),
        "dsb_agrees": not sample.dsb or counts["dsb"] == counts["tls"],
        "every_connection_paired": all(c["plain_client_port"] is not None for c in connections)
        and all(leg["connections"] == leg["plain_connections"] for leg in legs),
        "every_connection_in_keylog": all(c.get("keylog_labels") for c in connections),
        "negotiated_as_leg": all(
            c.get("version") == by_number[c["leg"]]["version"]
            and by_number[c["leg"]]["suite"] in (None, c.get("cipher_suite"))
            for c in connections
        ),
        "sni_sent": all(c.get("sni") == sample.sni for c in connections),
        "captures_complete": not incomplete_connections(files.tls, facts["ports"]["tls"])
        and not incomplete_connections(files.plain, facts["ports"]["plain"]),
    }  # fmt: skip
