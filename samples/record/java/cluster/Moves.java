import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.admin.TopicDescription;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.consumer.OffsetAndMetadata;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.apache.kafka.common.utils.Utils;

/**
 * A leader moving under load: the partition's leader is also the group coordinator of the group
 * reading it, a producer writes and the group's member reads and commits while the recorder stops
 * that broker (SIGTERM: a controlled shutdown, the controller moves leadership first).
 */
final class Moves {
    static final String TOPIC = "cluster-moving";
    static final String GROUP = "cluster-group";
    static final String PRODUCER = "moving-producer";
    static final String CONSUMER = "moving-consumer";
    static final long PERIOD_MS = 100;
    // while the broker stops: the old leader answers NOT_LEADER_OR_FOLLOWER only between the
    // controller moving the leadership and its socket closing (under 0.1 s, measured once)
    static final long STOPPING_PERIOD_MS = 30;
    static final long AFTER_STOP_MS = 2000;
    static final long LOAD_LIMIT_MS = 90_000;

    private Moves() {}

    /** The broker leading the __consumer_offsets partition the group's offsets go to (its coordinator). */
    static int coordinator(Admin admin) throws Exception {
        // an OffsetFetch of the group: the admin's FindCoordinator makes the cluster create __consumer_offsets
        admin.listConsumerGroupOffsets(GROUP).partitionsToOffsetAndMetadata().get(Cluster.WAIT_S, TimeUnit.SECONDS);
        TopicDescription offsets = Cluster.describe(admin, "__consumer_offsets");
        int partition = Utils.abs(GROUP.hashCode()) % offsets.partitions().size();
        int leader = offsets.partitions().get(partition).leader().id();
        Events.emit("coordinator", Events.body("group", GROUP, "offsets_partition", partition, "leader", leader,
                "partitions", Cluster.partitions(offsets)));
        return leader;
    }

    static int run(Admin admin, String bootstrap) throws Exception {
        int coordinator = coordinator(admin);
        List<Integer> replicas = new ArrayList<>(List.of(coordinator));
        for (int b = 1; b <= 3; b++) {
            if (b != coordinator) {
                replicas.add(b);
            }
        }
        // the coordinator first: it is the preferred leader, so one broker stop moves both
        Cluster.create(admin, new NewTopic(TOPIC, Map.of(0, replicas)));
        Cluster.topicEvent(admin, "created", TOPIC);
        load(bootstrap, coordinator);
        Cluster.topicEvent(admin, "after_stop", TOPIC);
        return coordinator;
    }

    static void load(String bootstrap, int leader) throws Exception {
        var producerProps = Settings.of(bootstrap, PRODUCER, "linger.ms", "0");
        var consumerProps = Settings.of(bootstrap, CONSUMER, "group.id", GROUP, "auto.offset.reset", "earliest",
                "enable.auto.commit", "false", "heartbeat.interval.ms", "1000", "session.timeout.ms", "10000",
                // a fetch answered once 1000 bytes (a dozen records) are there or after 0.5 s, not on each record
                "fetch.min.bytes", "1000");
        List<Map<String, Object>> acked = new CopyOnWriteArrayList<>();
        List<Map<String, Object>> commits = new ArrayList<>();
        List<Long> consumed = new ArrayList<>();
        try (var producer = new KafkaProducer<>(producerProps, new StringSerializer(), new StringSerializer());
                var consumer = new KafkaConsumer<>(consumerProps, new StringDeserializer(), new StringDeserializer())) {
            consumer.subscribe(List.of(TOPIC));
            CompletableFuture<Map<String, Object>> stopped = null;
            long stoppedAt = 0;
            long limit = System.currentTimeMillis() + LOAD_LIMIT_MS;
            int n = 0;
            while (System.currentTimeMillis() < limit) {
                long tick = System.currentTimeMillis();
                final int number = n++;
                producer.send(new ProducerRecord<>(TOPIC, 0, "m" + number, "moving " + number), (m, e) ->
                        acked.add(Events.body("n", number, "offset", e == null ? -1 : m.offset(),
                                "error", e == null ? null : e.toString())));
                for (ConsumerRecord<String, String> r : consumer.poll(Duration.ofMillis(10))) {
                    consumed.add(r.offset());
                }
                if (number % 10 == 9) {
                    commit(consumer, commits);
                }
                // ask for the stop once the group has read something: both the leader and the coordinator are in use
                if (stopped == null && !consumed.isEmpty()) {
                    stopped = CompletableFuture.supplyAsync(() -> stop(leader));
                }
                if (stopped != null && stopped.isDone() && stoppedAt == 0) {
                    stopped.get();
                    stoppedAt = System.currentTimeMillis();
                }
                if (stoppedAt != 0 && System.currentTimeMillis() > stoppedAt + AFTER_STOP_MS) {
                    break;
                }
                // a poll returns as soon as records come: the pace is one record per period
                long period = stopped != null && stoppedAt == 0 ? STOPPING_PERIOD_MS : PERIOD_MS;
                Thread.sleep(Math.max(0, tick + period - System.currentTimeMillis()));
            }
            producer.flush();
            commit(consumer, commits);
            Events.emit("moving_produced", Events.body("client_id", PRODUCER, "topic", TOPIC, "partition", 0,
                    "records", acked, "leader_stopped", leader,
                    "retries", producer.metrics().entrySet().stream()
                            .filter(e -> e.getKey().group().equals("producer-metrics")
                                    && e.getKey().name().equals("record-retry-total"))
                            .map(e -> e.getValue().metricValue()).findFirst().orElse(null)));
            Events.emit("moving_consumed", Events.body("client_id", CONSUMER, "group", GROUP, "topic", TOPIC,
                    "partition", 0, "offsets", consumed, "commits", commits));
        }
    }

    static Map<String, Object> stop(int node) {
        try {
            return Recorder.ask("stop", node, "leader of " + TOPIC + "/0 and coordinator of " + GROUP);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    /** Commit the member's position, if it holds the partition now (not in the middle of a rebalance). */
    static void commit(KafkaConsumer<String, String> consumer, List<Map<String, Object>> commits) {
        TopicPartition tp = new TopicPartition(TOPIC, 0);
        if (!consumer.assignment().contains(tp)) {
            return;
        }
        long position = consumer.position(tp);
        String error = null;
        try {
            consumer.commitSync(Map.of(tp, new OffsetAndMetadata(position)));
        } catch (Exception e) {
            error = e.toString();
        }
        commits.add(Events.body("offset", position, "error", error, "t", System.currentTimeMillis() / 1000.0));
    }
}
