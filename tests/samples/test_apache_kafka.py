"""The recorder's Apache Kafka: the configuration each KRaft node gets, and a real node started,
answering Metadata, and stopped."""

from __future__ import annotations

import base64
import shutil
from pathlib import Path

import pytest

from samples.record import apache_kafka as ak
from samples.record.ports import listens


def props(text: str) -> dict[str, str]:
    return dict(line.split("=", 1) for line in text.splitlines())


def test_a_combined_node_is_broker_and_controller_on_two_loopback_ports(tmp_path: Path):
    (node,) = ak.plan(tmp_path, brokers=1, controllers=0, listeners=0)
    config = props(ak.node_properties(node, ak.voters([node]), 1, ak.Extras()))

    assert config["process.roles"] == "broker,controller"
    assert (
        config["listeners"] == f"PLAINTEXT://127.0.0.1:{node.broker_port},CONTROLLER://127.0.0.1:{node.controller_port}"
    )
    assert config["controller.quorum.voters"] == f"1@127.0.0.1:{node.controller_port}"
    assert config["advertised.listeners"] == f"PLAINTEXT://127.0.0.1:{node.broker_port}"
    assert config["offsets.topic.replication.factor"] == "1"


def test_brokers_and_controllers_are_separate_nodes_with_their_own_ids(tmp_path: Path):
    nodes = ak.plan(tmp_path, brokers=3, controllers=3, listeners=0)
    quorum = ak.voters(nodes)

    assert [(n.node_id, n.roles) for n in nodes] == [(1, ("broker",)), (2, ("broker",)), (3, ("broker",)),
                                                     (101, ("controller",)), (102, ("controller",)),
                                                     (103, ("controller",))]  # fmt: skip
    assert quorum == ",".join(f"{n.node_id}@127.0.0.1:{n.controller_port}" for n in nodes[3:])
    controller = props(ak.node_properties(nodes[3], quorum, 3, ak.Extras()))
    broker = props(ak.node_properties(nodes[0], quorum, 3, ak.Extras()))
    assert "advertised.listeners" not in controller
    assert controller["listeners"] == f"CONTROLLER://127.0.0.1:{nodes[3].controller_port}"
    # The map must name CONTROLLER on a broker too, or the storage format refuses the file.
    assert "CONTROLLER:PLAINTEXT" in broker["listener.security.protocol.map"]
    assert broker["offsets.topic.replication.factor"] == "3"
    assert broker["transaction.state.log.min.isr"] == "2"


def test_extras_reach_the_brokers_listeners_and_the_controllers_their_own(tmp_path: Path):
    snapshots = ("metadata.log.max.record.bytes.between.snapshots", "4096")
    extras = ak.Extras(
        listeners=(ak.Listener("SASL_PLAINTEXT", "SASL_PLAINTEXT"),),
        broker_properties=(("sasl.enabled.mechanisms", "PLAIN"),),
        controller_properties=(snapshots,),
    )
    nodes = ak.plan(tmp_path, brokers=1, controllers=1, listeners=1)
    broker = props(ak.node_properties(nodes[0], ak.voters(nodes), 1, extras))
    controller = props(ak.node_properties(nodes[1], ak.voters(nodes), 1, extras))
    cluster = ak.Cluster("id", nodes, extras)

    (sasl_port,) = cluster.listener_ports("SASL_PLAINTEXT")
    assert f"SASL_PLAINTEXT://127.0.0.1:{sasl_port}" in broker["advertised.listeners"]
    assert "SASL_PLAINTEXT:SASL_PLAINTEXT" in broker["listener.security.protocol.map"]
    assert broker["sasl.enabled.mechanisms"] == "PLAIN"
    assert "sasl.enabled.mechanisms" not in controller
    assert controller["metadata.log.max.record.bytes.between.snapshots"] == "4096"
    assert "metadata.log.max.record.bytes.between.snapshots" not in broker


def test_cluster_ids_are_kafka_uuids_a_command_line_takes():
    for _ in range(200):
        text = ak.random_cluster_id()
        assert len(text) == 22 and not text.startswith("-")
        assert len(base64.urlsafe_b64decode(text + "==")) == 16


def test_the_pinned_release_is_read_from_the_pom():
    assert ak.kafka_version() == "4.4.0"


@pytest.mark.slow
@pytest.mark.skipif(not shutil.which("java"), reason="needs a JVM")
@pytest.mark.skipif(not ak.CLASSPATH_FILE.exists(), reason=f"Apache Kafka's jars not resolved: {ak.INSTALL}")
def test_a_combined_node_starts_answers_metadata_and_stops(tmp_path: Path):
    with ak.kraft_cluster(tmp_path) as cluster:
        (node,) = cluster.nodes
        process = cluster.processes[node.node_id]
        assert ak.registered_brokers(cluster.bootstrap) == {1}
        assert listens(process.pid, node.broker_port) and listens(process.pid, node.controller_port)
        assert "Kafka Server started" in node.log.read_text()  # the node's own log, through log4j2
    assert process.poll() is not None


@pytest.mark.slow
@pytest.mark.skipif(not shutil.which("java"), reason="needs a JVM")
@pytest.mark.skipif(not ak.CLASSPATH_FILE.exists(), reason=f"Apache Kafka's jars not resolved: {ak.INSTALL}")
def test_three_brokers_beside_a_quorum_of_three_controllers_start_register_and_stop(tmp_path: Path):
    with ak.kraft_cluster(tmp_path, brokers=3, controllers=3) as cluster:
        for node in cluster.nodes:
            process = cluster.processes[node.node_id]
            assert all(listens(process.pid, port) for port in node.ports), node
        controllers = [n for n in cluster.nodes if n.controller_port is not None]
        assert [n.node_id for n in controllers] == [101, 102, 103]
        # a broker is listed only once the quorum elected a leader that took its registration
        assert ak.registered_brokers(cluster.bootstrap) == {1, 2, 3}
    assert all(p.poll() is not None for p in cluster.processes.values())
