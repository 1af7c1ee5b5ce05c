"""Every sample the recorder makes: its scenario, its broker, and the port the committed capture used."""

from __future__ import annotations

from samples.record.mock_api import tuned_mock_cluster
from samples.record.sample_kinds import KafkaSample, MongoSample, OwnCaptureSample
from samples.record.scenarios import (
    aiokafka,
    apache_cluster,
    apache_java_admin,
    apache_java_clients,
    apache_java_stale,
    apache_sasl,
    broker_stall,
    codecs,
    confluent,
    consumer_group_describe,
    ferretdb_clients,
    kafka_python,
    kernel_drops,
    kip848_consumer,
    legacy,
    mixed_load,
    mock_txn,
    mongo_compressed,
    mongo_crud,
    net_forms,
    net_fragments,
    net_mirror,
    net_tenants,
    node_kafkajs,
    node_platformatic,
    sarama_group,
    share_group,
    stale_commit,
    stale_commit_capture,
    txn_offsets,
)

KAFKA_SAMPLES = [
    KafkaSample(
        "kafka-python-v2.5",
        19092,
        "kafka-python pinned to api_version 2.5.0: admin creates topic, acks=all and acks=0 producers, group "
        "consumer with manual commits reading to the end offsets; broker on a non-default port",
        kafka_python.scenario,
    ),
    KafkaSample(
        "confluent",
        9092,
        "confluent-kafka (librdkafka): admin creates topic, zstd acks=all producer with keys and headers, group "
        "consumer with synchronous per-batch commits; flexible protocol versions",
        confluent.scenario,
    ),
    KafkaSample(
        "aiokafka",
        9093,
        "aiokafka: admin creates topic (kafka-python admin if aiokafka's fails, see topic_created_by), gzip "
        "acks=all producer with keys and headers, group consumer with manual per-batch commits",
        aiokafka.scenario,
    ),
    KafkaSample(
        "kafka-python-legacy",
        29092,
        "kafka-python pinned to api_version 0.9 (Produce v1, MessageSet magic 0) and 0.10 (Produce v2, magic 1): "
        "uncompressed, gzip, snappy and lz4 (magic 0: KAFKA-3160 framing) legacy batches of four records, one "
        "Produce request per batch; tansu misreads legacy produce (errors or drops the connection), so nothing "
        "is stored",
        legacy.scenario,
    ),
    KafkaSample(
        "codecs",
        39092,
        "every codec (none/gzip/snappy/lz4/zstd), one partition each: a kafka-python (api 2.5.0) and a "
        "confluent-kafka producer per codec each send one batch of four records (null key, tombstone, binary "
        "key and value, JSON, headers); a group-less kafka-python consumer fetches them all; records_sent holds "
        "the exact records",
        codecs.scenario,
    ),
    KafkaSample(
        "mixed-load",
        9092,
        "throughput sample: five confluent-kafka producers (none/gzip/snappy/lz4/zstd) and a kafka-python gzip "
        "producer over three topics, records of a few hundred bytes, then a confluent-kafka group and a "
        "kafka-python group consuming everything with manual commits",
        mixed_load.scenario,
    ),
    KafkaSample(
        "mock-txn",
        0,
        "librdkafka mock cluster: transactional producer (txn-app) commits two transactions, aborts one, then a "
        "read_committed consumer in txn-group feeds a consume-transform-produce transaction with "
        "send_offsets_to_transaction; the mock chooses its port",
        mock_txn.scenario,
        mock=True,
    ),
    KafkaSample(
        "stale-commit",
        49192,
        "incident: group settlement reads payments-in (3 partitions) in small batches with kafka-python (api "
        "2.5.0) and commits after each batch (client settler), while a second member of the same group "
        "(checkpointer, subscribed only to its own topic settlement-control, consumes nothing) keeps committing "
        "the payments-in/0 offset it read at startup, three times at the same moment as the settler; partition "
        "0's committed offset falls back every time and ends stale, partitions 1 and 2 advance",
        stale_commit.scenario,
        finish=stale_commit_capture.capture_facts,
    ),
    KafkaSample(
        "kip848-consumer",
        0,
        "KIP-848 consumer group (group.protocol=consumer, ConsumerGroupHeartbeat v1) from librdkafka against its "
        "mock cluster (session timeout 6 s, heartbeat interval 1 s set through the mock's C API): kip848-c1 joins "
        "alone, kip848-c2 joins and takes two of the four orders partitions, c2 is paused past the session "
        "timeout so the broker fences it and c1 takes all four, c2 resumed gets a refused heartbeat, loses its "
        "partitions and rejoins at epoch 0, then c1 leaves and c2 takes all four; each member commits "
        "(OffsetCommit v9 with its member epoch) after each of five produce rounds; the mock chooses its port",
        kip848_consumer.scenario,
        finish=kip848_consumer.capture_facts,
        broker=lambda: tuned_mock_cluster(kip848_consumer.SETTINGS),
    ),
    KafkaSample(
        "share-group",
        0,
        "KIP-932 share group from librdkafka's share consumer (confluent-kafka ShareConsumer, preview) against "
        "its mock cluster (share.auto.offset.reset earliest, session timeout 6 s, heartbeat interval 1 s through "
        "the mock's C API): ShareGroupHeartbeat, ShareFetch, ShareAcknowledge v1; share-s1 acknowledges "
        "explicitly (RELEASEs one record, which is delivered again, REJECTs one, ACCEPTs the rest), share-s2 "
        "implicitly; then s1 leaves and s2 alone reads a second batch; the mock chooses its port",
        share_group.scenario,
        finish=share_group.capture_facts,
        broker=lambda: tuned_mock_cluster(share_group.SETTINGS),
    ),
    KafkaSample(
        "consumer-group-describe",
        59092,
        "ConsumerGroupDescribe v0 (api 69) from confluent-kafka's admin client against tansu, which advertises it: "
        "a classic consumer (ledger-reader) reads topic ledger in group ledger-readers and commits, and while it "
        "is a stable member the admin describes that group and one nobody joined, then lists groups (ListGroups "
        "v5); tansu answers both describes without error, with no members and epochs -1",
        consumer_group_describe.scenario,
        finish=consumer_group_describe.capture_facts,
    ),
    *sarama_group.SAMPLES,
    *node_kafkajs.SAMPLES,
    *node_platformatic.SAMPLES,
    *apache_java_clients.SAMPLES,
    *apache_java_admin.SAMPLES,
    *apache_java_stale.SAMPLES,
    *apache_cluster.SAMPLES,
    *apache_sasl.SAMPLES,
    *txn_offsets.SAMPLES,
]

MONGO_SAMPLES = [
    MongoSample(
        "mongo-crud",
        27017,
        "pymongo against mockupdb (replies scripted per command, auto_ismaster maxWireVersion 17): the handshake "
        "as legacy OP_QUERY isMaster on admin.$cmd answered by OP_REPLY (monitor and pool connections), then "
        "OP_MSG: insert one and many, find with batchSize 2 followed by getMore until the cursor is exhausted, "
        "update, delete, aggregate, an insert answered ok with a duplicate key write error (11000), and "
        "dropIndexes answered ok: 0 (code 27 IndexNotFound)",
        lambda pcap, port, out: mongo_crud.record(pcap, port),
    ),
    MongoSample(
        "mongo-compressed",
        27017,
        "mongo-crud's real frames re-written with OP_MSG exchanges (handshake excepted) wrapped in OP_COMPRESSED, "
        "cycling zlib, snappy, zstd, noop and none (every fifth exchange stays plain OP_MSG); compressed_frames "
        "lists which frame used which",
        lambda pcap, port, out: mongo_compressed.from_crud(pcap, out / "mongo-crud.facts.json"),
    ),
    *ferretdb_clients.SAMPLES,
]


OWN_CAPTURE_SAMPLES = [
    OwnCaptureSample(kernel_drops.NAME, kernel_drops.DESCRIPTION, lambda out: kernel_drops.main(["--out", str(out)])),
    OwnCaptureSample(broker_stall.NAME, broker_stall.DESCRIPTION, lambda out: broker_stall.main(["--out", str(out)])),
    *apache_java_clients.OWN_SAMPLES,
    *apache_java_admin.OWN_SAMPLES,
    *apache_cluster.OWN_SAMPLES,
    *apache_sasl.OWN_SAMPLES,
    *net_forms.OWN_SAMPLES,
    *net_tenants.OWN_SAMPLES,
    *net_mirror.OWN_SAMPLES,
    *net_fragments.OWN_SAMPLES,
]

NAMES = [s.name for s in KAFKA_SAMPLES] + [s.name for s in MONGO_SAMPLES] + [s.name for s in OWN_CAPTURE_SAMPLES]
