import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.header.internals.RecordHeaders;
import org.apache.kafka.common.serialization.ByteArraySerializer;

/** java-producer: an idempotent acks=all producer per codec (the client's defaults), then acks=1 and acks=0. */
final class Producers {
    static final String TOPIC = "java-produce";
    static final int PARTITIONS = 3;
    static final String[] CODECS = {"none", "gzip", "snappy", "lz4", "zstd"};

    private Producers() {}

    static void run(String bootstrap) throws Exception {
        try (Admin admin = Clients.admin(bootstrap, "java-produce-admin")) {
            Clients.createTopics(admin, "java-produce-admin", Map.of(TOPIC, PARTITIONS));
        }
        for (String codec : CODECS) {
            produce(bootstrap, "java-idem-" + codec, null, codec);
        }
        produce(bootstrap, "java-acks1", "1", "gzip");
        produce(bootstrap, "java-acks0", "0", "zstd");
    }

    /** acks null: the client's default (all, and idempotence on). */
    static void produce(String bootstrap, String clientId, String acks, String codec) throws Exception {
        var props = Settings.of(bootstrap, clientId,
                "compression.type", codec,
                // the four records leave in one request
                "linger.ms", "200");
        if (acks != null) {
            props.put("acks", acks);
        }
        try (var producer = new KafkaProducer<>(props, new ByteArraySerializer(), new ByteArraySerializer())) {
            Sent sent = new Sent();
            for (ProducerRecord<byte[], byte[]> r : records(codec)) {
                sent.send(producer, r);
            }
            List<Map<String, Object>> records = sent.done(producer);
            List<TopicPartition> partitions = new ArrayList<>();
            for (int p = 0; p < PARTITIONS; p++) {
                partitions.add(new TopicPartition(TOPIC, p));
            }
            Map<String, Object> event = Events.body(
                    "client_id", clientId,
                    "acks", acks == null ? "all" : acks,
                    "acks_configured", acks,
                    "codec", codec,
                    "records", records);
            event.putAll(Clients.producerState(producer, partitions));
            Events.emit("produced", event);
        }
    }

    static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    /** A keyed record with headers (one of them null), a record without key, binary key and value, a tombstone. */
    static List<ProducerRecord<byte[], byte[]>> records(String codec) {
        List<ProducerRecord<byte[], byte[]>> out = new ArrayList<>();
        var headers = new RecordHeaders();
        headers.add("trace-id", utf8("trace-" + codec));
        headers.add("empty", null);
        String key = "order-" + codec;
        out.add(new ProducerRecord<>(TOPIC, null, utf8(key), utf8("{\"codec\":\"" + codec + "\",\"n\":1}"), headers));
        out.add(new ProducerRecord<>(TOPIC, null, utf8("a value without a key, " + codec + " " + "x".repeat(40))));
        var binary = new RecordHeaders();
        binary.add("bin", new byte[] {0, 1, (byte) 0xfe, (byte) 0xff});
        byte[] binaryKey = {0, (byte) 0x80, (byte) 0xff};
        byte[] binaryValue = {(byte) 0xc3, 0x28, 0, 7}; // not UTF-8
        out.add(new ProducerRecord<>(TOPIC, null, binaryKey, binaryValue, binary));
        out.add(new ProducerRecord<>(TOPIC, utf8(key), null));
        return out;
    }
}
