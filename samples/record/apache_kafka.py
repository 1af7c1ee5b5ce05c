"""Apache Kafka itself, in KRaft mode, from the jars scripts/install-deps.sh resolved with Maven
(samples/record/apache/pom.xml pins the release): a single combined node, or brokers beside a
controller quorum of their own, each node a JVM of its own on ports chosen at run time.

Every wait is on a state a node reports: its process listening on its ports (read from the kernel),
then the brokers answering Metadata with every broker registered, which a broker does only once the
controller quorum has a leader and has taken its registration. Each wait is bounded and names its step.
"""

from __future__ import annotations

import base64
import contextlib
import os
import re
import signal
import subprocess
import uuid
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from samples.record.brokers import Endpoint, log_tail, stop
from samples.record.ports import free_port, listens
from samples.record.waits import wait_until

APACHE_DIR = Path(__file__).resolve().parent / "apache"
POM = APACHE_DIR / "pom.xml"
CLASSPATH_FILE = APACHE_DIR / "classpath.txt"
INSTALL = "bash scripts/install-deps.sh"

NODE_START_S = 90  # a JVM's start and KRaft's first election, on 2 busy cores
REGISTERED_S = 90
FORMAT_S = 60
STOP_S = 30
START_ATTEMPTS = 3  # a port the kernel called free may be taken before a node binds it
# Small heaps and the C1 compiler alone: six nodes fit beside Spark and the clients on 2 cores. C1
# alone reserves only 48 MB of code cache, which a JVM can fill (then stops compiling): keep 240 MB.
JVM_OPTIONS = ("-Xms64m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-XX:ReservedCodeCacheSize=240m",
               "-Djava.awt.headless=true")  # fmt: skip
BROKER_HEAP, CONTROLLER_HEAP = "-Xmx384m", "-Xmx192m"

LOG4J2 = """\
status = error
appender.file.type = File
appender.file.name = file
appender.file.fileName = ${sys:kafkasniff.node.log}
appender.file.layout.type = PatternLayout
appender.file.layout.pattern = [%d] %p %m (%c)%n
rootLogger.level = info
rootLogger.appenderRef.file.ref = file
logger.quiet.name = org.apache.kafka.common.config
logger.quiet.level = warn
"""


def kafka_version() -> str:
    """The release the pom pins."""
    match = re.search(r"<kafka.version>([^<]+)</kafka.version>", POM.read_text())
    if match is None:
        raise RuntimeError(f"{POM} names no kafka.version")
    return match.group(1)


def classpath() -> str:
    """The resolved jars of the pinned release, as install-deps.sh wrote them."""
    if not CLASSPATH_FILE.exists():
        raise RuntimeError(f"Apache Kafka's jars are not resolved ({CLASSPATH_FILE} is missing): run {INSTALL}")
    return CLASSPATH_FILE.read_text().strip()


def java() -> str:
    home = os.environ.get("JAVA_HOME")
    return str(Path(home) / "bin" / "java") if home else "java"


def java_command(main: str, *args: str, heap: str = BROKER_HEAP, log: Path | None = None) -> list[str]:
    """A JVM running main from the pinned release's classpath; log4j2 writes to `log` when given."""
    logging = [] if log is None else [f"-Dlog4j2.configurationFile={log.parent / 'log4j2.properties'}",
                                      f"-Dkafkasniff.node.log={log}"]  # fmt: skip
    return [java(), heap, *JVM_OPTIONS, *logging, "-cp", classpath(), main, *args]


@dataclass(frozen=True)
class Listener:
    """A further client listener on every broker, beside PLAINTEXT: its name and security protocol."""

    name: str
    protocol: str  # SASL_PLAINTEXT, SSL, SASL_SSL


@dataclass(frozen=True)
class Extras:
    """What a sample adds to every broker: listeners, properties (a listener's SASL mechanisms and
    JAAS configuration, quotas...), and arguments to the storage format (SCRAM credentials)."""

    listeners: tuple[Listener, ...] = ()
    broker_properties: tuple[tuple[str, str], ...] = ()
    controller_properties: tuple[tuple[str, str], ...] = ()  # nodes with the controller role, combined too
    format_args: tuple[str, ...] = ()


@dataclass(frozen=True)
class Node:
    """One KRaft node: its id, its roles and its ports (None where it has no such listener;
    extra_ports in the order of Extras.listeners)."""

    node_id: int
    roles: tuple[str, ...]
    broker_port: int | None
    controller_port: int | None
    home: Path
    extra_ports: tuple[int, ...] = ()

    @property
    def config(self) -> Path:
        return self.home / "server.properties"

    @property
    def log(self) -> Path:
        return self.home / "server.log"

    @property
    def is_broker(self) -> bool:
        return "broker" in self.roles

    @property
    def ports(self) -> tuple[int, ...]:
        return tuple(p for p in (self.broker_port, self.controller_port) if p is not None) + self.extra_ports


@dataclass
class Cluster:
    """A running KRaft cluster: its nodes, their processes, and what clients connect to."""

    cluster_id: str
    nodes: list[Node]
    extras: Extras = Extras()
    processes: dict[int, subprocess.Popen] = field(default_factory=dict)  # node id -> its JVM

    @property
    def brokers(self) -> list[Node]:
        return [n for n in self.nodes if n.is_broker]

    @property
    def broker_ports(self) -> tuple[int, ...]:
        return tuple(n.broker_port for n in self.brokers if n.broker_port is not None)

    @property
    def controller_ports(self) -> tuple[int, ...]:
        return tuple(n.controller_port for n in self.nodes if n.controller_port is not None)

    @property
    def bootstrap(self) -> str:
        return ",".join(f"127.0.0.1:{p}" for p in self.broker_ports)

    def listener_ports(self, name: str) -> tuple[int, ...]:
        """Every broker's port of the extra listener `name`."""
        index = [listener.name for listener in self.extras.listeners].index(name)
        return tuple(n.extra_ports[index] for n in self.brokers)

    def describe(self) -> str:
        controllers = sum(1 for n in self.nodes if "controller" in n.roles)
        if len(self.nodes) == 1:
            return f"Apache Kafka {kafka_version()} (KRaft, one combined broker and controller)"
        return f"Apache Kafka {kafka_version()} (KRaft, {len(self.brokers)} brokers, {controllers} controllers)"


def voters(nodes: list[Node]) -> str:
    return ",".join(f"{n.node_id}@127.0.0.1:{n.controller_port}" for n in nodes if n.controller_port is not None)


def node_listeners(node: Node, extras: Extras) -> tuple[list[str], list[str]]:
    """A node's listeners and their security protocols, as server.properties lists them."""
    named: list[tuple[str, int | None, str]] = [("PLAINTEXT", node.broker_port, "PLAINTEXT"),
                                                ("CONTROLLER", node.controller_port, "PLAINTEXT")]  # fmt: skip
    if node.is_broker:
        named += [(x.name, port, x.protocol) for x, port in zip(extras.listeners, node.extra_ports, strict=True)]
    listeners = [f"{name}://127.0.0.1:{port}" for name, port, _ in named if port is not None]
    return listeners, [f"{name}:{protocol}" for name, _, protocol in named]


def node_properties(node: Node, quorum: str, brokers: int, extras: Extras) -> str:
    """A node's server.properties: listeners on loopback, internal topics sized to the cluster
    (replicated to every broker up to three, so that replication is on the wire), and the extras."""
    listeners, protocols = node_listeners(node, extras)
    replicas = min(brokers, 3)
    lines = {
        "process.roles": ",".join(node.roles),
        "node.id": node.node_id,
        "controller.quorum.voters": quorum,
        "controller.listener.names": "CONTROLLER",
        "listeners": ",".join(listeners),
        "listener.security.protocol.map": ",".join(protocols),
        "log.dirs": node.home / "data",
        "offsets.topic.num.partitions": 4,  # 50 by default: slow to create, and nothing here needs them
        "offsets.topic.replication.factor": replicas,
        "transaction.state.log.num.partitions": 4,
        "transaction.state.log.replication.factor": replicas,
        "transaction.state.log.min.isr": min(replicas, 2),
        "share.coordinator.state.topic.num.partitions": 4,
        "share.coordinator.state.topic.replication.factor": replicas,
        "share.coordinator.state.topic.min.isr": min(replicas, 2),
        "group.initial.rebalance.delay.ms": 0,
        "default.replication.factor": replicas,
    }
    if node.is_broker:
        lines |= {"advertised.listeners": ",".join(x for x in listeners if not x.startswith("CONTROLLER:")),
                  "inter.broker.listener.name": "PLAINTEXT", **dict(extras.broker_properties)}  # fmt: skip
    if "controller" in node.roles:
        lines |= dict(extras.controller_properties)
    return "".join(f"{k}={v}\n" for k, v in lines.items())


def plan(home: Path, brokers: int, controllers: int, listeners: int) -> list[Node]:
    """The nodes of a cluster: with no controllers of their own, one combined node (id 1);
    otherwise brokers 1..N and controllers 101.., each on ports free now."""

    def extra() -> tuple[int, ...]:
        return tuple(free_port() for _ in range(listeners))

    if controllers == 0:
        return [Node(1, ("broker", "controller"), free_port(), free_port(), home / "node-1", extra())]
    planned = [Node(i, ("broker",), free_port(), None, home / f"broker-{i}", extra()) for i in range(1, brokers + 1)]
    planned += [Node(100 + i, ("controller",), None, free_port(), home / f"controller-{100 + i}")
                for i in range(1, controllers + 1)]  # fmt: skip
    return planned


def random_cluster_id() -> str:
    """A cluster id as Kafka's own tool makes one (a random UUID in URL-safe base64, not starting with
    a dash, which its command line would read as an option), without a JVM start for it."""
    while True:
        text = base64.urlsafe_b64encode(uuid.uuid4().bytes).rstrip(b"=").decode()
        if not text.startswith("-"):
            return text


def write_and_format(nodes: list[Node], cluster_id: str, extras: Extras) -> None:
    """Each node's configuration written and its storage formatted (the formats run side by side)."""
    quorum, brokers = voters(nodes), sum(1 for n in nodes if n.is_broker)
    formats = []
    for node in nodes:
        node.home.mkdir(parents=True, exist_ok=True)
        node.config.write_text(node_properties(node, quorum, brokers, extras))
        (node.home / "log4j2.properties").write_text(LOG4J2)
        args = ("format", "-t", cluster_id, "-c", str(node.config), *extras.format_args)
        formats.append(subprocess.Popen(java_command("kafka.tools.StorageTool", *args), stdout=subprocess.PIPE,
                                        stderr=subprocess.STDOUT, text=True))  # fmt: skip
    for node, proc in zip(nodes, formats, strict=True):
        out, _ = proc.communicate(timeout=FORMAT_S)
        if proc.returncode != 0:
            raise RuntimeError(f"formatting node {node.node_id}'s storage failed: {out[-1000:]}")


def launch(node: Node) -> subprocess.Popen:
    heap = BROKER_HEAP if node.is_broker else CONTROLLER_HEAP
    with open(node.home / "stdout.log", "ab") as out:
        return subprocess.Popen(java_command("kafka.Kafka", str(node.config), heap=heap, log=node.log),
                                stdout=out, stderr=subprocess.STDOUT, start_new_session=True)  # fmt: skip


def wait_listening(cluster: Cluster) -> bool:
    """True once every node's JVM listens on all its ports; False if one exited first (a port taken)."""

    def state() -> str | bool | None:
        for node in cluster.nodes:
            proc = cluster.processes[node.node_id]
            if proc.poll() is not None:
                return "exited"
        return all(listens(cluster.processes[n.node_id].pid, p) for n in cluster.nodes for p in n.ports) or None

    outcome = wait_until(state, seconds=NODE_START_S, step=f"start {cluster.describe()}",
                         state=lambda: node_states(cluster))  # fmt: skip
    return outcome is True


def node_states(cluster: Cluster) -> str:
    parts = []
    for node in cluster.nodes:
        proc = cluster.processes.get(node.node_id)
        running = proc is not None and proc.poll() is None
        parts.append(f"node {node.node_id} running={running} log: {log_tail(node.log, 2)}")
    return "; ".join(parts)


def registered_brokers(bootstrap: str) -> set[int]:
    """The broker ids a broker's Metadata answer lists (empty while none answers)."""
    from confluent_kafka import KafkaException
    from confluent_kafka.admin import AdminClient

    admin = AdminClient({"bootstrap.servers": bootstrap, "client.id": "kafkasniff-recorder-probe",
                         "log_level": 0})  # fmt: skip
    try:
        return set(admin.list_topics(timeout=5).brokers)
    except KafkaException:
        return set()


def wait_registered(cluster: Cluster) -> None:
    expected = {n.node_id for n in cluster.brokers}
    wait_until(
        lambda: registered_brokers(cluster.bootstrap) >= expected or None,
        seconds=REGISTERED_S,
        step=f"brokers {sorted(expected)} registered with the controller quorum",
        state=lambda: f"registered: {sorted(registered_brokers(cluster.bootstrap))}; {node_states(cluster)}",
        interval=0.5,
    )


def shut_down(cluster: Cluster) -> None:
    """Brokers first (their controlled shutdown needs the controllers), then the controllers."""
    order = sorted(cluster.nodes, key=lambda n: not n.is_broker)
    for node in order:
        proc = cluster.processes.get(node.node_id)
        if proc is not None:
            stop(proc, signal.SIGTERM, timeout=STOP_S)


@contextlib.contextmanager
def kraft_cluster(home: Path, brokers: int = 1, controllers: int = 0, extras: Extras = Extras()) -> Iterator[Cluster]:
    """A KRaft cluster under home (a folder per node: configuration, data, log), running until the
    block ends. controllers=0: one combined node; otherwise `brokers` brokers beside a quorum of
    `controllers` controllers."""
    cluster_id = random_cluster_id()
    for attempt in range(START_ATTEMPTS):
        nodes = plan(home / f"attempt-{attempt}", brokers, controllers, len(extras.listeners))
        cluster = Cluster(cluster_id, nodes, extras)
        write_and_format(cluster.nodes, cluster_id, extras)
        try:
            for node in cluster.nodes:
                cluster.processes[node.node_id] = launch(node)
            if wait_listening(cluster):
                break
        except BaseException:
            shut_down(cluster)
            raise
        shut_down(cluster)
    else:
        raise RuntimeError(f"{cluster.describe()} could not bind free ports {START_ATTEMPTS} times in a row")
    try:
        wait_registered(cluster)
        yield cluster
    finally:
        shut_down(cluster)


@contextlib.contextmanager
def combined_node(home: Path) -> Iterator[Endpoint]:
    """One combined KRaft node, as a broker the sample recorder captures (its controller is in-process)."""
    with kraft_cluster(home) as cluster:
        yield Endpoint(cluster.broker_ports[0], cluster.describe())
