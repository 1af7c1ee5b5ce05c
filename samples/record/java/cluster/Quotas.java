import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.clients.producer.RecordMetadata;
import org.apache.kafka.common.Metric;
import org.apache.kafka.common.MetricName;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.quota.ClientQuotaAlteration;
import org.apache.kafka.common.quota.ClientQuotaEntity;
import org.apache.kafka.common.quota.ClientQuotaFilter;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;

/**
 * Client quotas: a producer and a consumer whose byte rates are set far below what they move, so the
 * brokers answer them with throttle_time_ms > 0 (and the clients wait it out, KIP-219).
 */
final class Quotas {
    static final String TOPIC = "cluster-throttled";
    static final String PRODUCER = "throttled-producer";
    static final String CONSUMER = "throttled-consumer";
    static final double BYTE_RATE = 1024;
    static final int RECORDS = 6;
    static final int VALUE_BYTES = 400;

    private Quotas() {}

    /** The topic (replicated to all three brokers) and the quotas, while every broker is up. */
    static void prepare(Admin admin) throws Exception {
        Cluster.create(admin, new NewTopic(TOPIC, 1, (short) 3));
        Cluster.topicEvent(admin, "created", TOPIC);
        setQuotas(admin);
    }

    static void run(String bootstrap) throws Exception {
        produce(bootstrap);
        consume(bootstrap);
    }

    static ClientQuotaEntity client(String id) {
        return new ClientQuotaEntity(Map.of(ClientQuotaEntity.CLIENT_ID, id));
    }

    static void setQuotas(Admin admin) throws Exception {
        admin.alterClientQuotas(List.of(
                new ClientQuotaAlteration(client(PRODUCER),
                        List.of(new ClientQuotaAlteration.Op("producer_byte_rate", BYTE_RATE))),
                new ClientQuotaAlteration(client(CONSUMER),
                        List.of(new ClientQuotaAlteration.Op("consumer_byte_rate", BYTE_RATE)))))
                .all().get(Cluster.WAIT_S, TimeUnit.SECONDS);
        // the brokers enforce a quota once they have read it from the metadata log: wait until one answers it
        Map<String, Map<String, Double>> found = Map.of();
        long limit = System.currentTimeMillis() + Cluster.WAIT_S * 1000L;
        while (found.size() < 2 && System.currentTimeMillis() < limit) {
            found = new TreeMap<>();
            var entities = admin.describeClientQuotas(ClientQuotaFilter.all()).entities()
                    .get(Cluster.WAIT_S, TimeUnit.SECONDS);
            for (var e : entities.entrySet()) {
                found.put(e.getKey().entries().get(ClientQuotaEntity.CLIENT_ID), new TreeMap<>(e.getValue()));
            }
            Thread.sleep(200);
        }
        Events.emit("quotas", Events.body("client_quotas", found));
    }

    static String value(int n) {
        return ("throttled record " + n + " ").repeat(VALUE_BYTES / 10).substring(0, VALUE_BYTES);
    }

    static void produce(String bootstrap) throws Exception {
        var props = Settings.of(bootstrap, PRODUCER, "linger.ms", "0");
        try (var producer = new KafkaProducer<>(props, new StringSerializer(), new StringSerializer())) {
            List<Long> offsets = new ArrayList<>();
            for (int n = 0; n < RECORDS; n++) {
                // one request per record: the later ones are sent after the broker's throttle has passed
                RecordMetadata m = producer.send(new ProducerRecord<>(TOPIC, 0, "k" + n, value(n)))
                        .get(Cluster.WAIT_S, TimeUnit.SECONDS);
                offsets.add(m.offset());
            }
            Events.emit("throttled_produced", Events.body("client_id", PRODUCER, "topic", TOPIC, "partition", 0,
                    "offsets", offsets, "value_bytes", VALUE_BYTES,
                    "metrics", metrics(producer.metrics(), "producer-metrics", "produce-throttle-time")));
        }
    }

    static void consume(String bootstrap) throws Exception {
        var props = Settings.of(bootstrap, CONSUMER, "auto.offset.reset", "earliest", "enable.auto.commit", "false");
        try (var consumer = new KafkaConsumer<>(props, new StringDeserializer(), new StringDeserializer())) {
            TopicPartition tp = new TopicPartition(TOPIC, 0);
            consumer.assign(List.of(tp));
            consumer.seekToBeginning(List.of(tp));
            List<Long> offsets = new ArrayList<>();
            long limit = System.currentTimeMillis() + Cluster.WAIT_S * 1000L;
            while (offsets.size() < RECORDS && System.currentTimeMillis() < limit) {
                for (ConsumerRecord<String, String> r : consumer.poll(Duration.ofMillis(500))) {
                    offsets.add(r.offset());
                }
            }
            Events.emit("throttled_consumed", Events.body("client_id", CONSUMER, "topic", TOPIC, "partition", 0,
                    "offsets", offsets,
                    "metrics", metrics(consumer.metrics(), "consumer-fetch-manager-metrics", "fetch-throttle-time")));
        }
    }

    /** The client's own throttle-time metrics (avg, max), as it measured the brokers' throttle_time_ms. */
    static Map<String, Object> metrics(Map<MetricName, ? extends Metric> all, String group, String prefix) {
        Map<String, Object> out = new TreeMap<>();
        for (var e : all.entrySet()) {
            MetricName name = e.getKey();
            if (name.group().equals(group) && name.name().startsWith(prefix) && name.tags().size() <= 1) {
                out.put(name.name(), e.getValue().metricValue());
            }
        }
        return out;
    }
}
