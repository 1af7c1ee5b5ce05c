import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AlterConfigOp;
import org.apache.kafka.clients.admin.ConfigEntry;
import org.apache.kafka.clients.consumer.AcknowledgeType;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaShareConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.config.ConfigResource;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.ByteArraySerializer;

/** java-share: a share consumer (KIP-932) acknowledging explicitly: offset 1 is RELEASEd at its first
 * delivery (and so delivered again, then ACCEPTed), offset 2 REJECTed, every other record ACCEPTed;
 * commitSync after every poll sends the acknowledgements. */
final class Shares {
    static final String TOPIC = "java-share";
    static final String GROUP = "java-share-group";
    static final String CLIENT = "java-share-1";
    static final int RECORDS = 6;
    static final long RELEASED = 1;
    static final long REJECTED = 2;

    private Shares() {}

    static void run(String bootstrap) throws Exception {
        try (Admin admin = Clients.admin(bootstrap, "java-share-admin")) {
            Clients.createTopics(admin, "java-share-admin", Map.of(TOPIC, 1));
            // a share group starts at the latest offset unless told otherwise
            var group = new ConfigResource(ConfigResource.Type.GROUP, GROUP);
            var earliest = new AlterConfigOp(new ConfigEntry("share.auto.offset.reset", "earliest"),
                    AlterConfigOp.OpType.SET);
            admin.incrementalAlterConfigs(Map.of(group, List.<AlterConfigOp>of(earliest))).all().get();
            Events.emit("group_configured", Events.body("client_id", "java-share-admin", "group", GROUP,
                    "share.auto.offset.reset", "earliest"));
        }
        produce(bootstrap);
        consume(bootstrap);
    }

    static void produce(String bootstrap) throws Exception {
        var props = Settings.of(bootstrap, "java-share-producer", "linger.ms", "20");
        try (var producer = new KafkaProducer<>(props, new ByteArraySerializer(), new ByteArraySerializer())) {
            Sent sent = new Sent();
            for (int i = 0; i < RECORDS; i++) {
                sent.send(producer, new ProducerRecord<>(TOPIC, Producers.utf8("job-" + i),
                        Producers.utf8("work item " + i)));
            }
            Events.emit("produced", Events.body("client_id", "java-share-producer", "codec", "none",
                    "records", sent.done(producer)));
        }
    }

    static AcknowledgeType decide(ConsumerRecord<byte[], byte[]> r) {
        int delivery = r.deliveryCount().orElse((short) 0);
        if (r.offset() == RELEASED && delivery == 1) {
            return AcknowledgeType.RELEASE;
        }
        return r.offset() == REJECTED ? AcknowledgeType.REJECT : AcknowledgeType.ACCEPT;
    }

    static void consume(String bootstrap) {
        var props = Settings.of(bootstrap, CLIENT, "group.id", GROUP, "share.acknowledgement.mode", "explicit");
        Set<Long> settled = new HashSet<>(); // accepted or rejected: delivered no more
        try (var consumer = new KafkaShareConsumer<>(props, new ByteArrayDeserializer(), new ByteArrayDeserializer())) {
            consumer.subscribe(List.of(TOPIC));
            Events.emit("subscribed", Events.body("client_id", CLIENT, "group", GROUP));
            int[] poll = {0};
            Clients.until(CLIENT + " settles every record", 60, () -> {
                poll[0]++;
                List<Map<String, Object>> acks = new ArrayList<>();
                for (ConsumerRecord<byte[], byte[]> r : consumer.poll(Duration.ofMillis(500))) {
                    AcknowledgeType type = decide(r);
                    consumer.acknowledge(r, type);
                    if (type != AcknowledgeType.RELEASE) {
                        settled.add(r.offset());
                    }
                    acks.add(Events.body("topic", r.topic(), "partition", r.partition(), "offset", r.offset(),
                            "key", Events.hex(r.key()), "delivery_count", r.deliveryCount().orElse(null),
                            "type", type.name(), "type_id", type.id));
                }
                if (acks.isEmpty()) {
                    return;
                }
                Events.emit("acknowledged", Events.body("client_id", CLIENT, "group", GROUP, "poll", poll[0],
                        "records", acks));
                commit(consumer, poll[0]);
            }, () -> settled.size() == RECORDS);
            consumer.close();
            Events.emit("left", Events.body("client_id", CLIENT, "group", GROUP));
        }
    }

    static void commit(KafkaShareConsumer<byte[], byte[]> consumer, int poll) {
        Map<String, Object> results = Events.body();
        consumer.commitSync(Duration.ofSeconds(10)).forEach((tip, error) -> results.put(
                Events.where(tip.topic(), tip.partition()), error.map(Exception::toString).orElse(null)));
        Events.emit("commit", Events.body("client_id", CLIENT, "group", GROUP, "poll", poll, "results", results));
    }
}
