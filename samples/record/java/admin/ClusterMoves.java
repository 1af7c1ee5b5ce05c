import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.LogDirDescription;
import org.apache.kafka.clients.admin.NewPartitionReassignment;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.admin.ReplicaInfo;
import org.apache.kafka.clients.admin.TopicDescription;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.common.ElectionType;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.TopicPartitionInfo;

/** The admin calls that need several brokers: a reassignment that moves a replica to another broker and
 * one that changes a partition's preferred leader, the preferred election that follows, and every
 * broker's log dirs. `AdminMain cluster BOOTSTRAP` against brokers 1, 2 and 3. */
final class ClusterMoves {
    static final String CLIENT_ID = "java-admin-cluster";
    static final String SPREAD = "cluster-spread";
    static final String LONELY = "cluster-lonely";
    static final double SETTLE_S = 60;

    private ClusterMoves() {}

    static Map<String, Object> describe(Admin admin, String step) throws Exception {
        Map<String, Object> out = new TreeMap<>();
        for (TopicDescription d : admin.describeTopics(List.of(SPREAD, LONELY)).allTopicNames().get().values()) {
            for (TopicPartitionInfo p : d.partitions()) {
                out.put(Events.where(d.name(), p.partition()), Events.body("leader", p.leader().id(),
                        "replicas", p.replicas().stream().map(n -> n.id()).toList(),
                        "isr", p.isr().stream().map(n -> n.id()).sorted().toList()));
            }
        }
        Events.emit("describe_topics", Events.body("step", step, "partitions", out));
        return out;
    }

    /** Replicas placed by hand: each partition's first replica is its preferred leader. */
    static void create(Admin admin) throws Exception {
        Map<Integer, List<Integer>> spread = Map.of(0, List.of(1, 2, 3), 1, List.of(2, 3, 1), 2, List.of(3, 1, 2));
        Map<Integer, List<Integer>> lonely = Map.of(0, List.of(1));
        admin.createTopics(List.of(new NewTopic(SPREAD, spread), new NewTopic(LONELY, lonely))).all().get();
        Events.emit("create_topics", Events.body("client_id", CLIENT_ID, "assignments",
                Events.body(SPREAD, new TreeMap<>(spread), LONELY, new TreeMap<>(lonely))));
    }

    static void produce(String bootstrap) throws Exception {
        List<Map<String, Object>> records = new ArrayList<>();
        try (KafkaProducer<byte[], byte[]> producer = Traffic.producer(bootstrap, "java-admin-cluster-producer",
                "linger.ms", "0")) {
            records.addAll(Traffic.send(producer, SPREAD, 3, 4, "spread"));
            records.addAll(Traffic.send(producer, LONELY, 1, 6, "lonely"));
        }
        Events.emit("produced", Events.body("client_id", "java-admin-cluster-producer", "records", records));
    }

    /** Listed until no reassignment runs; every listing reported. */
    static void awaitReassignments(Admin admin) throws Exception {
        long end = System.nanoTime() + (long) (SETTLE_S * 1e9);
        while (true) {
            Map<String, Object> ongoing = new TreeMap<>();
            admin.listPartitionReassignments().reassignments().get().forEach((tp, r) -> ongoing.put(
                    Events.where(tp.topic(), tp.partition()), Events.body("replicas", r.replicas(),
                            "adding", r.addingReplicas(), "removing", r.removingReplicas())));
            Events.emit("list_partition_reassignments", Events.body("reassignments", ongoing));
            if (ongoing.isEmpty()) {
                return;
            }
            if (System.nanoTime() > end) {
                throw new IllegalStateException("timed out after " + SETTLE_S + " s: reassignments " + ongoing);
            }
            Thread.sleep(200);
        }
    }

    static void reassign(Admin admin) throws Exception {
        Map<TopicPartition, Optional<NewPartitionReassignment>> moves = new java.util.HashMap<>();
        // the same replicas, broker 2 first: its preferred leader changes, its leader does not
        moves.put(new TopicPartition(SPREAD, 0), Optional.of(new NewPartitionReassignment(List.of(2, 1, 3))));
        // its one replica moved from broker 1 to broker 2: broker 2 copies the log
        moves.put(new TopicPartition(LONELY, 0), Optional.of(new NewPartitionReassignment(List.of(2))));
        Map<String, Object> results = new TreeMap<>();
        admin.alterPartitionReassignments(moves).values().forEach((tp, f) -> results.put(
                Events.where(tp.topic(), tp.partition()), Outcome.of(f)));
        Events.emit("alter_partition_reassignments", Events.body("requested", Events.body(
                Events.where(SPREAD, 0), List.of(2, 1, 3), Events.where(LONELY, 0), List.of(2)), "results", results));
        awaitReassignments(admin);
    }

    static void elect(Admin admin) throws Exception {
        Map<String, Object> elected = new TreeMap<>();
        Set<TopicPartition> all = Set.copyOf(TopicCalls.partitions(SPREAD, 3));
        admin.electLeaders(ElectionType.PREFERRED, all).partitions().get().forEach((tp, failure) -> elected.put(
                Events.where(tp.topic(), tp.partition()), Outcome.of(failure.orElse(null))));
        Events.emit("elect_leaders", Events.body("election_type", "PREFERRED", "election_type_code",
                (int) ElectionType.PREFERRED.value, "results", elected));
    }

    /** Described until the election shows in the metadata (it goes through the controller first). */
    static void awaitLeader(Admin admin, String where, int leader) throws Exception {
        long end = System.nanoTime() + (long) (SETTLE_S * 1e9);
        while (true) {
            @SuppressWarnings("unchecked")
            Map<String, Object> p = (Map<String, Object>) describe(admin, "after the election").get(where);
            if (p.get("leader").equals(leader)) {
                return;
            }
            if (System.nanoTime() > end) {
                throw new IllegalStateException("timed out after " + SETTLE_S + " s: " + where + " is " + p);
            }
            Thread.sleep(200);
        }
    }

    static void logDirs(Admin admin) throws Exception {
        Map<String, Object> brokers = new TreeMap<>();
        admin.describeLogDirs(List.of(1, 2, 3)).allDescriptions().get().forEach((broker, dirs) -> {
            Map<String, Object> perDir = new TreeMap<>();
            for (Map.Entry<String, LogDirDescription> d : dirs.entrySet()) {
                Map<String, Object> sizes = new TreeMap<>();
                for (Map.Entry<TopicPartition, ReplicaInfo> r : d.getValue().replicaInfos().entrySet()) {
                    if (r.getKey().topic().startsWith("cluster-")) {
                        sizes.put(Events.where(r.getKey().topic(), r.getKey().partition()), r.getValue().size());
                    }
                }
                perDir.put(d.getKey(), sizes);
            }
            brokers.put(String.valueOf(broker), perDir);
        });
        Events.emit("describe_log_dirs", Events.body("brokers", brokers));
    }

    static void run(String bootstrap) throws Exception {
        try (Admin admin = Admin.create(Settings.of(bootstrap, CLIENT_ID))) {
            create(admin);
            produce(bootstrap);
            describe(admin, "created");
            reassign(admin);
            describe(admin, "reassigned");
            elect(admin);
            awaitLeader(admin, Events.where(SPREAD, 0), 2);
            logDirs(admin);
        }
    }
}
