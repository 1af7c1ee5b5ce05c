import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.BooleanSupplier;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.clients.producer.RecordMetadata;
import org.apache.kafka.common.serialization.ByteArraySerializer;

/** java-stale-commit: `StaleMain BOOTSTRAP`. Group billing reads invoices with java-a, java-b and
 * java-c (classic protocol, range assignor, commitSync(Map) after every poll that read something);
 * java-b never clears its offsets map when partitions are revoked. The plan: a and b form the group
 * (a 0-1, b 2-3), c joins (a 0-1, b 2, c 3), a leaves (b 0-1, c 2-3); two rounds of records per
 * generation; java-b commits its map once more before it closes, then java-c closes. While c joins,
 * java-b also commits before each of its polls (kind during-rebalance). */
public final class StaleMain {
    static final String TOPIC = "invoices";
    static final String GROUP = "billing";
    static final int PARTITIONS = 4;
    static final int PER_PARTITION = 2;
    static final double STEP_S = 60;
    static final String LATE_TOPIC = "late-invoices";
    static final String LATE_GROUP = "billing-late";
    static final int LATE_MAX_POLL_MS = 4000;
    static final long PROBE_EVERY_MS = 400;

    private StaleMain() {}

    public static void main(String[] args) {
        // to the microsecond, as the commits' sent_ts and answer_ts: the facts order the events by them
        Events.clock(Events.Clock.MICROSECONDS);
        Program.run(() -> run(args[0]));
    }

    static void run(String bootstrap) throws Exception {
        try (Admin admin = Admin.create(Settings.of(bootstrap, "java-stale-admin"))) {
            admin.createTopics(List.of(new NewTopic(TOPIC, PARTITIONS, (short) 1),
                    new NewTopic(LATE_TOPIC, 2, (short) 1))).all().get();
            Events.emit("topics_created", Events.body("client_id", "java-stale-admin", "topics",
                    Map.of(TOPIC, PARTITIONS, LATE_TOPIC, 2)));
            Properties pp = Settings.of(bootstrap, "java-stale-producer", "linger.ms", "10");
            try (var producer = new KafkaProducer<>(pp, new ByteArraySerializer(), new ByteArraySerializer())) {
                story(bootstrap, producer);
                probe(bootstrap, producer);
            }
            var offsets = admin.listConsumerGroupOffsets(GROUP).partitionsToOffsetAndMetadata().get();
            Map<String, Long> held = new TreeMap<>();
            offsets.forEach((tp, o) -> held.put(Events.where(tp.topic(), tp.partition()), o.offset()));
            Events.emit("group_offsets", Events.body("client_id", "java-stale-admin", "group", GROUP,
                    "offsets", held));

        }
    }

    static void story(String bootstrap, KafkaProducer<byte[], byte[]> producer) throws Exception {
        Set<String> seen = new HashSet<>();
        Set<String> produced = new HashSet<>();
        StaleMember a = new StaleMember(bootstrap, GROUP, "java-a", true);
        StaleMember b = new StaleMember(bootstrap, GROUP, "java-b", false);
        StaleMember c = new StaleMember(bootstrap, GROUP, "java-c", true);
        a.subscribe(TOPIC);
        b.subscribe(TOPIC);
        step("a and b form the group", List.of(a, b), seen, () -> holds(a, 0, 1) && holds(b, 2, 3));
        int round = 0;
        for (int i = 0; i < 2; i++) {
            roundOf(producer, ++round, produced);
            step("round " + round + " read", List.of(a, b), seen, () -> seen.containsAll(produced));
        }
        c.subscribe(TOPIC);
        // While c's join rebalances the group, b also commits its map before each of its polls: what
        // the client and the broker answer a commit sent during a rebalance.
        b.probeRebalance = true;
        step("c joins", List.of(a, b, c), seen, () -> holds(a, 0, 1) && holds(b, 2) && holds(c, 3));
        b.probeRebalance = false;
        for (int i = 0; i < 2; i++) {
            roundOf(producer, ++round, produced);
            step("round " + round + " read", List.of(a, b, c), seen, () -> seen.containsAll(produced));
        }
        a.leave(false);
        step("a left", List.of(b, c), seen, () -> holds(b, 0, 1) && holds(c, 2, 3));
        for (int i = 0; i < 2; i++) {
            roundOf(producer, ++round, produced);
            step("round " + round + " read", List.of(b, c), seen, () -> seen.containsAll(produced));
        }
        b.leave(true);
        c.leave(false);
    }

    /** The probe: what the client and the broker make of commits sent while a rebalance waits for a
     * member that stopped polling, and of that member's commit once the group went on without it.
     * Group billing-late (every member's max.poll.interval.ms, its rebalance timeout, is 4 s): x and z
     * form it and read a round; y joins while z stops polling; x commits its map every 400 ms until x
     * and y hold the partitions between them (z's own client leaves once its poll interval expired);
     * then z, not having polled, commits its map. x keeps its map across the revocation, so that it
     * has something to commit while it waits to rejoin. */
    static void probe(String bootstrap, KafkaProducer<byte[], byte[]> producer) throws Exception {
        Set<String> seen = new HashSet<>();
        Set<String> produced = new HashSet<>();
        StaleMember x = new StaleMember(bootstrap, LATE_GROUP, "java-late-x", false, LATE_MAX_POLL_MS);
        StaleMember z = new StaleMember(bootstrap, LATE_GROUP, "java-late-z", true, LATE_MAX_POLL_MS);
        x.subscribe(LATE_TOPIC);
        z.subscribe(LATE_TOPIC);
        step("x and z form billing-late", List.of(x, z), seen,
                () -> holds(x, LATE_TOPIC, 0) && holds(z, LATE_TOPIC, 1));
        roundOf(producer, LATE_TOPIC, 2, 7, produced);
        step("round 7 read", List.of(x, z), seen, () -> seen.containsAll(produced));
        StaleMember y = new StaleMember(bootstrap, LATE_GROUP, "java-late-y", true, LATE_MAX_POLL_MS);
        y.subscribe(LATE_TOPIC);
        long[] last = {0};
        step("y joins while z is silent", List.of(x, y), seen, () -> {
            if (System.currentTimeMillis() - last[0] >= PROBE_EVERY_MS) {
                last[0] = System.currentTimeMillis();
                x.commit("while-rebalance-waits");
            }
            return holds(x, LATE_TOPIC, 0) && holds(y, LATE_TOPIC, 1);
        });
        z.commit("after-poll-interval-expired");
        z.leave(false);
        x.leave(false);
        y.leave(false);
    }

    /** The member holds exactly these partitions of the topic. */
    static boolean holds(StaleMember m, int... partitions) {
        return holds(m, TOPIC, partitions);
    }

    static boolean holds(StaleMember m, String topic, int... partitions) {
        List<String> want = new java.util.ArrayList<>();
        for (int p : partitions) {
            want.add(Events.where(topic, p));
        }
        return m.assignment().equals(want);
    }

    /** Poll the members in turn until `done` holds, at most STEP_S; the step's name in the failure. */
    static void step(String name, List<StaleMember> members, Set<String> seen, BooleanSupplier done) {
        long end = System.nanoTime() + (long) (STEP_S * 1e9);
        while (!done.getAsBoolean()) {
            if (System.nanoTime() > end) {
                throw new IllegalStateException("timed out after " + STEP_S + " s: " + name);
            }
            for (StaleMember m : members) {
                m.poll(seen);
            }
        }
        Events.emit("step", Events.body("step", name));
    }

    static void roundOf(KafkaProducer<byte[], byte[]> producer, int number, Set<String> produced) throws Exception {
        roundOf(producer, TOPIC, PARTITIONS, number, produced);
    }

    static void roundOf(KafkaProducer<byte[], byte[]> producer, String topic, int partitions, int number,
            Set<String> produced) throws Exception {
        List<Map<String, Object>> records = new java.util.ArrayList<>();
        List<java.util.concurrent.Future<RecordMetadata>> acks = new java.util.ArrayList<>();
        List<String> keys = new java.util.ArrayList<>();
        for (int i = 0; i < partitions * PER_PARTITION; i++) {
            String key = "r" + number + "-" + i;
            keys.add(key);
            acks.add(producer.send(new ProducerRecord<>(topic, i % partitions, utf8(key), utf8("invoice " + key))));
        }
        producer.flush();
        for (int i = 0; i < acks.size(); i++) {
            RecordMetadata m = acks.get(i).get();
            produced.add(Events.where(m.topic(), m.partition()) + "@" + m.offset());
            records.add(Events.body("key", keys.get(i), "value", "invoice " + keys.get(i), "partition", m.partition(),
                    "offset", m.offset()));
        }
        Events.emit("produced", Events.body("client_id", "java-stale-producer", "topic", topic, "round", number,
                "records", records));
    }

    static byte[] utf8(String s) {
        return s.getBytes(java.nio.charset.StandardCharsets.UTF_8);
    }
}
