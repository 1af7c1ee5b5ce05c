import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.FeatureUpdate;
import org.apache.kafka.clients.admin.FinalizedVersionRange;
import org.apache.kafka.clients.admin.UpdateFeaturesOptions;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.consumer.OffsetAndMetadata;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.ByteArraySerializer;

/** java-txn: a transactional producer commits, aborts, and commits a consume-transform-produce
 * transaction with the group's offsets, under transactions v2 (the 4.4 default); the cluster's
 * transaction.version is then downgraded to 1 and a second transactional producer does the same;
 * a read_committed reader reads the output last. */
final class Transactions {
    static final String IN = "txn-in";
    static final String OUT = "txn-out";
    static final int PARTITIONS = 2;
    static final String GROUP = "java-ctp";
    static final String FEATURE = "transaction.version";

    private Transactions() {}

    static void run(String bootstrap) throws Exception {
        try (Admin admin = Clients.admin(bootstrap, "java-txn-admin")) {
            Clients.createTopics(admin, "java-txn-admin", Map.of(IN, PARTITIONS, OUT, PARTITIONS));
            features(admin);
            source(bootstrap, "round-1", 6);
            transactions(bootstrap, "java-txn-v2", "java-txn-app-v2", 6);
            downgrade(admin);
            source(bootstrap, "round-2", 4);
            transactions(bootstrap, "java-txn-v1", "java-txn-app-v1", 4);
            read(bootstrap);
            var offsets = admin.listConsumerGroupOffsets(GROUP).partitionsToOffsetAndMetadata().get();
            Events.emit("group_offsets", Events.body("client_id", "java-txn-admin", "group", GROUP,
                    "offsets", offsetsOf(offsets)));
        }
    }

    static void features(Admin admin) throws Exception {
        Map<String, Object> finalized = Events.body();
        for (Map.Entry<String, FinalizedVersionRange> f :
                admin.describeFeatures().featureMetadata().get().finalizedFeatures().entrySet()) {
            finalized.put(f.getKey(), f.getValue().maxVersionLevel());
        }
        Events.emit("features", Events.body("client_id", "java-txn-admin", "finalized", finalized));
    }

    /** transaction.version down to 1: producers that start afterwards use transactions v1. */
    static void downgrade(Admin admin) throws Exception {
        var update = new FeatureUpdate((short) 1, FeatureUpdate.UpgradeType.SAFE_DOWNGRADE);
        String error = null;
        try {
            admin.updateFeatures(Map.of(FEATURE, update), new UpdateFeaturesOptions()).all().get();
        } catch (Exception e) {
            error = e.toString();
        }
        Events.emit("feature_update", Events.body("client_id", "java-txn-admin", "feature", FEATURE,
                "max_version_level", 1, "upgrade_type", "SAFE_DOWNGRADE", "error", error));
        // the brokers apply the controller's record a moment later
        Clients.until("transaction.version 1 finalized", 20, () -> Clients.pause(100), () -> finalizedLevel(admin) == 1);
        features(admin);
    }

    static int finalizedLevel(Admin admin) {
        try {
            var range = admin.describeFeatures().featureMetadata().get().finalizedFeatures().get(FEATURE);
            return range == null ? 0 : range.maxVersionLevel();
        } catch (Exception e) {
            return -1;
        }
    }

    static void source(String bootstrap, String round, int n) throws Exception {
        var props = Settings.of(bootstrap, "java-txn-source", "linger.ms", "50");
        try (var producer = new KafkaProducer<>(props, new ByteArraySerializer(), new ByteArraySerializer())) {
            Sent sent = new Sent();
            for (int i = 0; i < n; i++) {
                sent.send(producer, new ProducerRecord<>(IN, Producers.utf8(round + "-k" + i),
                        Producers.utf8("payment " + round + " #" + i)));
            }
            Events.emit("produced", Events.body("client_id", "java-txn-source", "round", round, "codec", "none",
                    "records", sent.done(producer)));
        }
    }

    /** A commit, an abort, then a consume-transform-produce commit of the `pending` records on IN. */
    static void transactions(String bootstrap, String clientId, String transactionalId, int pending) throws Exception {
        var props = Settings.of(bootstrap, clientId, "transactional.id", transactionalId, "linger.ms", "20");
        try (var producer = new KafkaProducer<>(props, new ByteArraySerializer(), new ByteArraySerializer())) {
            producer.initTransactions();
            Events.emit("initialised", state(producer, clientId, transactionalId));
            simple(producer, clientId, transactionalId, 1, true);
            simple(producer, clientId, transactionalId, 2, false);
            consumeTransformProduce(bootstrap, producer, clientId, transactionalId, pending);
        }
    }

    static Map<String, Object> state(KafkaProducer<byte[], byte[]> producer, String clientId, String transactionalId)
            throws ReflectiveOperationException {
        Map<String, Object> out = Events.body("client_id", clientId, "transactional_id", transactionalId);
        out.putAll(Clients.producerState(producer, List.of()));
        out.remove("next_sequence");
        return out;
    }

    static void simple(KafkaProducer<byte[], byte[]> producer, String clientId, String transactionalId, int number,
            boolean commit) throws Exception {
        producer.beginTransaction();
        Sent sent = new Sent();
        for (int i = 0; i < 3; i++) {
            String key = transactionalId + "-t" + number + "-" + i;
            sent.send(producer, new ProducerRecord<>(OUT, i % PARTITIONS, Producers.utf8(key),
                    Producers.utf8((commit ? "committed " : "aborted ") + key)));
        }
        // on the wire and acknowledged before the transaction ends, aborted or not
        List<Map<String, Object>> records = sent.done(producer);
        end(producer, clientId, transactionalId, number, commit, records, Map.of());
    }

    static void end(KafkaProducer<byte[], byte[]> producer, String clientId, String transactionalId, int number,
            boolean commit, List<Map<String, Object>> records, Map<String, Object> offsetsSent) throws Exception {
        Map<String, Object> during = state(producer, clientId, transactionalId);
        if (commit) {
            producer.commitTransaction();
        } else {
            producer.abortTransaction();
        }
        Map<String, Object> after = state(producer, clientId, transactionalId);
        Map<String, Object> event = Events.body("client_id", clientId, "transactional_id", transactionalId,
                "number", number, "outcome", commit ? "COMMIT" : "ABORT", "records", records,
                "offsets_sent", offsetsSent, "producer_id", during.get("producer_id"),
                "producer_epoch", during.get("producer_epoch"), "epoch_after", after.get("producer_epoch"),
                "transaction_v2", during.get("transaction_v2"));
        Events.emit("txn", event);
    }

    static void consumeTransformProduce(String bootstrap, KafkaProducer<byte[], byte[]> producer, String clientId,
            String transactionalId, int pending) throws Exception {
        String consumerId = clientId + "-reader";
        var props = Settings.of(bootstrap, consumerId, "group.id", GROUP, "group.protocol", "classic",
                "isolation.level", "read_committed", "enable.auto.commit", "false", "auto.offset.reset", "earliest");
        try (var consumer = new KafkaConsumer<>(props, new ByteArrayDeserializer(), new ByteArrayDeserializer())) {
            consumer.subscribe(List.of(IN));
            List<ConsumerRecord<byte[], byte[]>> got = new ArrayList<>();
            Clients.until(consumerId + " reads " + pending + " records of " + IN, 45,
                    () -> consumer.poll(Duration.ofMillis(200)).forEach(got::add), () -> got.size() >= pending);
            Map<TopicPartition, OffsetAndMetadata> next = new LinkedHashMap<>();
            producer.beginTransaction();
            Sent sent = new Sent();
            for (ConsumerRecord<byte[], byte[]> r : got) {
                sent.send(producer, new ProducerRecord<>(OUT, r.partition(), r.key(),
                        Producers.utf8(new String(r.value()).toUpperCase())));
                next.put(new TopicPartition(r.topic(), r.partition()), new OffsetAndMetadata(r.offset() + 1));
            }
            var metadata = consumer.groupMetadata();
            producer.sendOffsetsToTransaction(next, metadata);
            Events.emit("ctp_consumed", Events.body("client_id", consumerId, "group", GROUP,
                    "generation_id", metadata.generationId(), "member_id", metadata.memberId(),
                    "records", got.stream().map(r -> Events.where(r.topic(), r.partition()) + "@" + r.offset()).toList()));
            end(producer, clientId, transactionalId, 3, true, sent.done(producer), Map.of(GROUP, offsetsOf(next)));
        }
    }

    static Map<String, Object> offsetsOf(Map<TopicPartition, OffsetAndMetadata> offsets) {
        Map<String, Object> out = Events.body();
        offsets.forEach((tp, o) -> out.put(Events.where(tp.topic(), tp.partition()), o.offset()));
        return out;
    }

    /** A read_committed reader of OUT from the beginning to the end offsets (no group). */
    static void read(String bootstrap) {
        var props = Settings.of(bootstrap, "java-txn-audit", "isolation.level", "read_committed");
        try (var consumer = new KafkaConsumer<>(props, new ByteArrayDeserializer(), new ByteArrayDeserializer())) {
            List<TopicPartition> partitions = new ArrayList<>();
            for (int p = 0; p < PARTITIONS; p++) {
                partitions.add(new TopicPartition(OUT, p));
            }
            consumer.assign(partitions);
            consumer.seekToBeginning(partitions);
            Map<TopicPartition, Long> end = consumer.endOffsets(partitions);
            List<Map<String, Object>> got = new ArrayList<>();
            Clients.until("java-txn-audit reads " + OUT + " to its end offsets " + end, 30,
                    () -> consumer.poll(Duration.ofMillis(200)).forEach(r -> got.add(Events.body(
                            "partition", r.partition(), "offset", r.offset(), "key", Events.hex(r.key()),
                            "value", Events.hex(r.value())))),
                    () -> partitions.stream().allMatch(tp -> consumer.position(tp) >= end.get(tp)));
            Map<String, Object> ends = Events.body();
            end.forEach((tp, o) -> ends.put(Events.where(tp.topic(), tp.partition()), o));
            Events.emit("read_committed", Events.body("client_id", "java-txn-audit", "topic", OUT,
                    "end_offsets", ends, "records", got));
        }
    }
}
