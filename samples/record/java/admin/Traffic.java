import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.consumer.OffsetAndMetadata;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.clients.producer.RecordMetadata;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.ByteArraySerializer;

/** The records the admin calls are about: an idempotent producer, a transaction left open while the
 * admin describes it, and a classic group member that reads and commits. */
final class Traffic {
    static final String PRODUCER = "java-admin-producer";
    static final String TXN_PRODUCER = "java-admin-txn";
    static final String TXN_ID = "admin-txn";
    static final String CONSUMER = "java-admin-consumer";
    static final String GROUP = "java-admin-group";
    static final int PER_PARTITION = 10;
    static final double READ_S = 60;

    private Traffic() {}

    static Map<String, Object> sent(RecordMetadata m, byte[] key, byte[] value) {
        return Events.body("topic", m.topic(), "partition", m.partition(), "offset", m.offset(),
                "key", HexFormat.of().formatHex(key), "value", HexFormat.of().formatHex(value));
    }

    static List<Map<String, Object>> send(KafkaProducer<byte[], byte[]> producer, String topic, int partitions,
            int each, String prefix) throws Exception {
        List<Map<String, Object>> records = new ArrayList<>();
        for (int i = 0; i < each; i++) {
            for (int p = 0; p < partitions; p++) {
                byte[] key = (prefix + "-k" + (i % 3)).getBytes();
                byte[] value = (prefix + " record " + i + " of partition " + p).getBytes();
                RecordMetadata m = producer.send(new ProducerRecord<>(topic, p, key, value)).get();
                records.add(sent(m, key, value));
            }
        }
        return records;
    }

    static KafkaProducer<byte[], byte[]> producer(String bootstrap, String clientId, Object... pairs) {
        return new KafkaProducer<>(Settings.of(bootstrap, clientId, pairs), new ByteArraySerializer(),
                new ByteArraySerializer());
    }

    /** Ten records to each of admin-a's four partitions, five to compacted admin-b (keys repeat). */
    static void produce(String bootstrap) throws Exception {
        try (KafkaProducer<byte[], byte[]> producer = producer(bootstrap, PRODUCER, "linger.ms", "0")) {
            List<Map<String, Object>> records = send(producer, TopicCalls.A, TopicCalls.A_PARTITIONS, PER_PARTITION, "a");
            records.addAll(send(producer, TopicCalls.B, 1, 5, "b"));
            Events.emit("produced", Events.body("client_id", PRODUCER, "records", records));
        }
    }

    /** Reads admin-a to its end as a member of java-admin-group and commits what it read. */
    static void consume(String bootstrap) {
        int expected = TopicCalls.A_PARTITIONS * PER_PARTITION;
        try (KafkaConsumer<byte[], byte[]> consumer = new KafkaConsumer<>(Settings.of(bootstrap, CONSUMER,
                "group.id", GROUP, "auto.offset.reset", "earliest", "enable.auto.commit", "false"),
                new ByteArrayDeserializer(), new ByteArrayDeserializer())) {
            consumer.subscribe(List.of(TopicCalls.A));
            Map<String, Long> next = new TreeMap<>();
            long end = System.nanoTime() + (long) (READ_S * 1e9);
            int read = 0;
            while (read < expected) {
                if (System.nanoTime() > end) {
                    throw new IllegalStateException("timed out after " + READ_S + " s: read " + read + " of " + expected);
                }
                for (ConsumerRecord<byte[], byte[]> r : consumer.poll(Duration.ofMillis(200))) {
                    next.put(Events.where(r.topic(), r.partition()), r.offset() + 1);
                    read++;
                }
            }
            Map<TopicPartition, OffsetAndMetadata> commit = new java.util.HashMap<>();
            next.forEach((where, offset) -> {
                int slash = where.lastIndexOf('/');
                commit.put(new TopicPartition(where.substring(0, slash), Integer.parseInt(where.substring(slash + 1))),
                        new OffsetAndMetadata(offset));
            });
            consumer.commitSync(commit);
            Events.emit("committed", Events.body("client_id", CONSUMER, "group", GROUP, "offsets", next, "read", read));
        }
    }

    /** A transactional producer with a transaction open (records sent, not yet committed): closing commits it. */
    static final class OpenTransaction implements AutoCloseable {
        final KafkaProducer<byte[], byte[]> producer;
        final List<Map<String, Object>> records;

        OpenTransaction(KafkaProducer<byte[], byte[]> producer, List<Map<String, Object>> records) {
            this.producer = producer;
            this.records = records;
        }

        @Override
        public void close() {
            producer.commitTransaction();
            Events.emit("txn_committed", Events.body("client_id", TXN_PRODUCER, "transactional_id", TXN_ID,
                    "records", records));
            producer.close();
        }
    }

    static OpenTransaction openTransaction(String bootstrap) throws Exception {
        KafkaProducer<byte[], byte[]> producer = producer(bootstrap, TXN_PRODUCER, "transactional.id", TXN_ID);
        producer.initTransactions();
        producer.beginTransaction();
        List<Map<String, Object>> records = send(producer, TopicCalls.B, 1, 2, "txn");
        return new OpenTransaction(producer, records);
    }
}
