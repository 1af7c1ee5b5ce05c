"""FerretDB (a real MongoDB-wire server) and the drivers that talk to it, installed on first use into
a cache folder outside the repo: FerretDB and the Go client from the Go module proxy, the Node.js
driver and mongosh from npm. pymongo is a Python dependency of the recorder itself."""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import stat
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path

from samples.record.brokers import stop
from samples.record.ports import free_port, listens
from samples.record.waits import wait_until

FERRETDB_MODULE = "github.com/FerretDB/FerretDB"
# v1.x has an SQLite backend that needs no other server; v2 needs PostgreSQL with DocumentDB.
FERRETDB_VERSION = "v1.24.2"
GO_CLIENT = Path(__file__).resolve().parent.parent / "go" / "ferretdbcrud"
NODE_PROGRAMS = Path(__file__).resolve().parent.parent / "node_mongo"
INSTALL_S = 900  # a cold go install of FerretDB downloads and compiles a few hundred packages
SERVER_START_S = 30


def tools_dir() -> Path:
    base = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache"))
    folder = base / "kafkasniff-samples" / "ferretdb"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def run_install(command: list[str], cwd: Path, env: dict[str, str] | None = None) -> None:
    done = subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True, timeout=INSTALL_S)
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(command)} failed: {done.stderr.strip()[-800:]}")


def ferretdb_binary() -> Path:
    """FerretDB's own binary, built once from the module proxy's source. `go install` alone makes a
    binary that panics at start: the module leaves out the version.txt its build embeds."""
    binary = tools_dir() / "bin" / f"ferretdb-{FERRETDB_VERSION}"
    if binary.exists():
        return binary
    module = f"{FERRETDB_MODULE}@{FERRETDB_VERSION}"
    fetched = subprocess.run(["go", "mod", "download", "-json", module], capture_output=True, text=True,
                             timeout=INSTALL_S, cwd=tools_dir())  # fmt: skip
    if fetched.returncode != 0:
        raise RuntimeError(f"go mod download {module} failed: {(fetched.stderr or fetched.stdout).strip()[-800:]}")
    source = tools_dir() / f"src-{FERRETDB_VERSION}"
    shutil.rmtree(source, ignore_errors=True)
    shutil.copytree(json.loads(fetched.stdout)["Dir"], source)
    for path in [source, *source.rglob("*")]:
        path.chmod(path.stat().st_mode | stat.S_IWUSR)  # the module cache is read-only
    (source / "build" / "version" / "version.txt").write_text(FERRETDB_VERSION + "\n")
    run_install(["go", "build", "-o", str(binary), "./cmd/ferretdb"], source)
    return binary


def go_client_binary() -> Path:
    """The Go driver's CRUD program (samples/record/go/ferretdbcrud), rebuilt each run (go caches it)."""
    binary = tools_dir() / "bin" / "ferretdbcrud"
    run_install(["go", "build", "-o", str(binary), "."], GO_CLIENT)
    return binary


def node_modules() -> Path:
    """The Node.js driver and mongosh at the versions samples/record/node_mongo/package.json pins."""
    folder = tools_dir() / "node"
    folder.mkdir(exist_ok=True)
    wanted = (NODE_PROGRAMS / "package.json").read_text()
    manifest = folder / "package.json"
    if not manifest.exists() or manifest.read_text() != wanted or not (folder / "node_modules").exists():
        manifest.write_text(wanted)
        run_install(["npm", "install", "--no-audit", "--no-fund"], folder)
    return folder / "node_modules"


@contextlib.contextmanager
def ferretdb(port: int | None) -> Iterator[int]:
    """FerretDB with a fresh SQLite folder, listening on 127.0.0.1:port (None: a free port); yields the port."""
    binary = ferretdb_binary()
    port = port or free_port()
    with tempfile.TemporaryDirectory(prefix="k46-ferretdb-") as data:
        command = [str(binary), f"--listen-addr=127.0.0.1:{port}", "--handler=sqlite",
                   f"--sqlite-url=file:{data}/", "--telemetry=disable", "--log-level=warn",
                   "--debug-addr=-", "--state-dir", data]  # fmt: skip
        log = Path(data) / "ferretdb.log"
        with log.open("w") as out:
            proc = subprocess.Popen(command, stdout=out, stderr=subprocess.STDOUT)
        try:
            wait_until(lambda: listens(proc.pid, port) or proc.poll() is not None, seconds=SERVER_START_S,
                       step=f"start FerretDB on port {port}", state=lambda: log.read_text()[-500:])  # fmt: skip
            if proc.poll() is not None:
                raise RuntimeError(f"FerretDB exited: {log.read_text()[-800:]}")
            yield port
        finally:
            stop(proc)
