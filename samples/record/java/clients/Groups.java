import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BooleanSupplier;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.consumer.CooperativeStickyAssignor;
import org.apache.kafka.clients.consumer.RangeAssignor;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.ByteArraySerializer;

/** java-groups: one group per protocol and assignor (classic eager range, classic cooperative-sticky,
 * KIP-848 consumer), each with the same story: a member joins alone and reads, a second joins and they
 * share the partitions, the second leaves and the first takes them all back; a round of records
 * before each step. Member a commits with commitSync, member b with commitAsync. */
final class Groups {
    static final String TOPIC = "java-groups";
    static final int PARTITIONS = 4;
    static final int PER_ROUND = 8;
    static final double STEP_S = 40;

    private Groups() {}

    static void run(String bootstrap) throws Exception {
        try (Admin admin = Clients.admin(bootstrap, "java-groups-admin")) {
            Clients.createTopics(admin, "java-groups-admin", Map.of(TOPIC, PARTITIONS));
        }
        var props = Settings.of(bootstrap, "java-groups-producer", "linger.ms", "20");
        try (var producer = new KafkaProducer<>(props, new ByteArraySerializer(), new ByteArraySerializer())) {
            // classic members heartbeat every 500 ms within the broker's smallest session (6 s)
            Object[] classic = {"group.protocol", "classic", "session.timeout.ms", "6000", "heartbeat.interval.ms", "500"};
            story(bootstrap, producer, "java-eager", "range", concat(classic, "partition.assignment.strategy",
                    RangeAssignor.class.getName()));
            story(bootstrap, producer, "java-coop", "cooperative-sticky", concat(classic,
                    "partition.assignment.strategy", CooperativeStickyAssignor.class.getName()));
            // KIP-848: the broker assigns (its default uniform assignor) and sets the heartbeat interval
            story(bootstrap, producer, "java-848", "uniform (broker side)", new Object[] {"group.protocol", "consumer"});
        }
    }

    static Object[] concat(Object[] settings, Object... more) {
        Object[] out = new Object[settings.length + more.length];
        System.arraycopy(settings, 0, out, 0, settings.length);
        System.arraycopy(more, 0, out, settings.length, more.length);
        return out;
    }

    static void story(String bootstrap, KafkaProducer<byte[], byte[]> producer, String group, String assignor,
            Object[] settings) throws Exception {
        Events.emit("group", Events.body("group", group, "assignor", assignor, "settings", List.of(settings)));
        Set<String> seen = new HashSet<>();
        Set<String> produced = new HashSet<>();
        Member a = new Member(bootstrap, group, group + "-a", false, settings);
        a.subscribe(TOPIC);
        step(group, "a alone", () -> a.poll(seen), () -> a.assignment().size() == PARTITIONS);
        round(producer, group, 1, produced);
        step(group, "a reads round 1", () -> a.poll(seen), () -> seen.containsAll(produced));
        Member b = new Member(bootstrap, group, group + "-b", true, settings);
        b.subscribe(TOPIC);
        step(group, "a and b share", () -> {
            a.poll(seen);
            b.poll(seen);
        }, () -> shared(a, b));
        round(producer, group, 2, produced);
        step(group, "a and b read round 2", () -> {
            a.poll(seen);
            b.poll(seen);
        }, () -> seen.containsAll(produced));
        b.leave();
        step(group, "a takes all back", () -> a.poll(seen), () -> a.assignment().size() == PARTITIONS);
        round(producer, group, 3, produced);
        step(group, "a reads round 3", () -> a.poll(seen), () -> seen.containsAll(produced));
        a.leave();
    }

    /** Both members hold partitions, none twice, all of them between them. */
    static boolean shared(Member a, Member b) {
        Set<String> all = new HashSet<>(a.assignment());
        all.addAll(b.assignment());
        return !a.assignment().isEmpty() && !b.assignment().isEmpty()
                && all.size() == PARTITIONS && a.assignment().size() + b.assignment().size() == PARTITIONS;
    }

    static void step(String group, String name, Runnable poll, BooleanSupplier done) {
        Clients.until(group + ": " + name, STEP_S, poll, done);
        Events.emit("step", Events.body("group", group, "step", name));
    }

    static void round(KafkaProducer<byte[], byte[]> producer, String group, int number, Set<String> produced) {
        Sent sent = new Sent();
        for (int i = 0; i < PER_ROUND; i++) {
            String key = group + "-r" + number + "-" + i;
            sent.send(producer, new ProducerRecord<>(TOPIC, i % PARTITIONS, Producers.utf8(key),
                    Producers.utf8("order " + key)));
        }
        var records = sent.done(producer);
        for (var r : records) {
            produced.add(Events.where(TOPIC, (Integer) r.get("partition")) + "@" + r.get("offset"));
        }
        Events.emit("produced", Events.body("client_id", "java-groups-producer", "group", group, "round", number,
                "codec", "none", "records", records));
    }
}
