import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AlterConfigOp;
import org.apache.kafka.clients.admin.Config;
import org.apache.kafka.clients.admin.ConfigEntry;
import org.apache.kafka.clients.admin.CreateTopicsResult;
import org.apache.kafka.clients.admin.DeleteRecordsResult;
import org.apache.kafka.clients.admin.LogDirDescription;
import org.apache.kafka.clients.admin.NewPartitionReassignment;
import org.apache.kafka.clients.admin.NewPartitions;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.admin.OffsetSpec;
import org.apache.kafka.clients.admin.RecordsToDelete;
import org.apache.kafka.clients.admin.ReplicaInfo;
import org.apache.kafka.clients.admin.TopicDescription;
import org.apache.kafka.common.ElectionType;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.TopicPartitionInfo;
import org.apache.kafka.common.config.ConfigResource;

/** Topics, their configs, their records and where their replicas live. */
final class TopicCalls {
    static final String A = "admin-a";
    static final String B = "admin-b";
    static final String DOOMED = "admin-doomed";
    static final int A_PARTITIONS = 4;
    static final long DELETE_BEFORE = 3;

    private TopicCalls() {}

    static List<TopicPartition> partitions(String topic, int n) {
        List<TopicPartition> out = new ArrayList<>();
        for (int p = 0; p < n; p++) {
            out.add(new TopicPartition(topic, p));
        }
        return out;
    }

    static Map<String, Object> outcomes(Map<String, ? extends org.apache.kafka.common.KafkaFuture<?>> futures) {
        Map<String, Object> out = new TreeMap<>();
        futures.forEach((name, f) -> out.put(name, Outcome.of(f)));
        return out;
    }

    /** admin-a (3 partitions, grown to 4), compacted admin-b with configs, admin-doomed; admin-a again
     * (refused: it exists); then the topics listed and described. */
    static void create(Admin admin) throws Exception {
        NewTopic a = new NewTopic(A, 3, (short) 1);
        NewTopic b = new NewTopic(B, 1, (short) 1).configs(Map.of("cleanup.policy", "compact",
                "retention.ms", "3600000"));
        NewTopic doomed = new NewTopic(DOOMED, 2, (short) 1);
        CreateTopicsResult created = admin.createTopics(List.of(a, b, doomed));
        Map<String, Object> results = outcomes(created.values());
        Map<String, Object> ids = new TreeMap<>();
        for (String name : List.of(A, B, DOOMED)) {
            ids.put(name, created.topicId(name).get().toString());
        }
        Events.emit("create_topics", Events.body("topics", Map.of(A, 3, B, 1, DOOMED, 2),
                "configs", Map.of(B, b.configs()), "results", results, "topic_ids", ids));
        CreateTopicsResult again = admin.createTopics(List.of(new NewTopic(A, 3, (short) 1)));
        Events.emit("create_topics_again", Events.body("topics", Map.of(A, 3), "results", outcomes(again.values())));
        Map<String, Object> grown = outcomes(admin.createPartitions(Map.of(A, NewPartitions.increaseTo(A_PARTITIONS)))
                .values());
        Events.emit("create_partitions", Events.body("topic", A, "count", A_PARTITIONS, "results", grown));
        Set<String> names = new java.util.TreeSet<>(admin.listTopics().names().get());
        Events.emit("list_topics", Events.body("topics", names));
        Map<String, Object> described = new TreeMap<>();
        for (TopicDescription d : admin.describeTopics(List.of(A, B)).allTopicNames().get().values()) {
            List<Object> parts = new ArrayList<>();
            for (TopicPartitionInfo p : d.partitions()) {
                parts.add(Events.body("partition", p.partition(), "leader", p.leader().id(),
                        "replicas", p.replicas().stream().map(n -> n.id()).toList()));
            }
            described.put(d.name(), Events.body("topic_id", d.topicId().toString(), "internal", d.isInternal(),
                    "partitions", parts));
        }
        Events.emit("describe_topics", Events.body("topics", described));
    }

    static Map<String, Object> entries(Config config, Collection<String> names) {
        Map<String, Object> out = new TreeMap<>();
        for (String name : names) {
            ConfigEntry e = config.get(name);
            out.put(name, e == null ? null : Events.body("value", e.value(), "source", e.source().name(),
                    "read_only", e.isReadOnly()));
        }
        return out;
    }

    static Map<String, Object> resource(ConfigResource r) {
        return Events.body("type", r.type().name(), "type_code", (int) r.type().id(), "name", r.name());
    }

    static Map<String, Object> describe(Admin admin, ConfigResource resource, List<String> names) throws Exception {
        Config config = admin.describeConfigs(List.of(resource)).all().get().get(resource);
        return entries(config, names);
    }

    /** admin-b's configs described, changed incrementally (set one, delete one, append to a list), described again;
     * the broker's described too. */
    static void configs(Admin admin) throws Exception {
        ConfigResource topic = new ConfigResource(ConfigResource.Type.TOPIC, B);
        ConfigResource broker = new ConfigResource(ConfigResource.Type.BROKER, "1");
        List<String> topicNames = List.of("cleanup.policy", "retention.ms", "max.message.bytes", "segment.bytes");
        List<String> brokerNames = List.of("log.retention.hours", "num.partitions", "log.cleaner.threads");
        Events.emit("describe_configs", Events.body("resource", resource(topic), "configs",
                describe(admin, topic, topicNames)));
        Events.emit("describe_configs", Events.body("resource", resource(broker), "configs",
                describe(admin, broker, brokerNames)));
        List<AlterConfigOp> ops = List.of(
                new AlterConfigOp(new ConfigEntry("max.message.bytes", "200000"), AlterConfigOp.OpType.SET),
                new AlterConfigOp(new ConfigEntry("retention.ms", null), AlterConfigOp.OpType.DELETE),
                new AlterConfigOp(new ConfigEntry("cleanup.policy", "delete"), AlterConfigOp.OpType.APPEND));
        List<Object> changes = new ArrayList<>();
        ops.forEach(op -> changes.add(Events.body("name", op.configEntry().name(), "op", op.opType().name(),
                "op_code", (int) op.opType().id(), "value", op.configEntry().value())));
        Map<String, Object> topicResult = Outcome.of(admin.incrementalAlterConfigs(Map.of(topic, ops)).all());
        Events.emit("incremental_alter_configs", Events.body("resource", resource(topic), "changes", changes,
                "result", topicResult));
        // A broker setting that is not dynamic: refused per resource.
        List<AlterConfigOp> refused = List.of(new AlterConfigOp(new ConfigEntry("num.partitions", "7"),
                AlterConfigOp.OpType.SET));
        Map<String, Object> brokerResult = Outcome.of(admin.incrementalAlterConfigs(Map.of(broker, refused)).all());
        List<Object> refusedChanges = List.of(Events.body("name", "num.partitions", "op", "SET",
                "op_code", (int) AlterConfigOp.OpType.SET.id(), "value", "7"));
        Events.emit("incremental_alter_configs", Events.body("resource", resource(broker), "changes", refusedChanges,
                "result", brokerResult));
        Events.emit("describe_configs", Events.body("resource", resource(topic), "configs",
                describe(admin, topic, topicNames)));
    }

    /** admin-a/0's records before offset 3 deleted; the offsets listed before and after. */
    static void records(Admin admin) throws Exception {
        Events.emit("list_offsets", Events.body("spec", "earliest", "offsets", listOffsets(admin, OffsetSpec.earliest())));
        Events.emit("list_offsets", Events.body("spec", "latest", "offsets", listOffsets(admin, OffsetSpec.latest())));
        TopicPartition first = new TopicPartition(A, 0);
        DeleteRecordsResult deleted = admin.deleteRecords(Map.of(first, RecordsToDelete.beforeOffset(DELETE_BEFORE)));
        long low = deleted.lowWatermarks().get(first).get().lowWatermark();
        Events.emit("delete_records", Events.body("partition", Events.where(A, 0), "before_offset", DELETE_BEFORE,
                "low_watermark", low));
        Events.emit("list_offsets", Events.body("spec", "earliest", "offsets", listOffsets(admin, OffsetSpec.earliest())));
    }

    static Map<String, Object> listOffsets(Admin admin, OffsetSpec spec) throws Exception {
        Map<TopicPartition, OffsetSpec> wanted = new java.util.HashMap<>();
        partitions(A, A_PARTITIONS).forEach(tp -> wanted.put(tp, spec));
        Map<String, Object> out = new TreeMap<>();
        admin.listOffsets(wanted).all().get().forEach((tp, info) -> out.put(Events.where(tp.topic(), tp.partition()),
                info.offset()));
        return out;
    }

    /** Preferred leaders elected (not needed on one node), a reassignment onto the same replica and one
     * cancelled where none runs, the reassignments listed, the log dirs described. */
    static void placement(Admin admin) throws Exception {
        Map<String, Object> elected = new TreeMap<>();
        admin.electLeaders(ElectionType.PREFERRED, Set.copyOf(partitions(A, A_PARTITIONS))).partitions().get()
                .forEach((tp, failure) -> elected.put(Events.where(tp.topic(), tp.partition()),
                        Outcome.of(failure.orElse(null))));
        Events.emit("elect_leaders", Events.body("election_type", "PREFERRED", "election_type_code",
                (int) ElectionType.PREFERRED.value, "results", elected));
        TopicPartition b0 = new TopicPartition(B, 0);
        TopicPartition a0 = new TopicPartition(A, 0);
        Map<TopicPartition, Optional<NewPartitionReassignment>> moves = new java.util.HashMap<>();
        moves.put(b0, Optional.of(new NewPartitionReassignment(List.of(1))));
        moves.put(a0, Optional.empty());
        Map<String, Object> reassigned = new TreeMap<>();
        admin.alterPartitionReassignments(moves).values().forEach((tp, f) -> reassigned.put(
                Events.where(tp.topic(), tp.partition()), Outcome.of(f)));
        Events.emit("alter_partition_reassignments", Events.body("requested", Events.body(Events.where(B, 0), List.of(1),
                Events.where(A, 0), null), "results", reassigned));
        Map<String, Object> ongoing = new TreeMap<>();
        admin.listPartitionReassignments().reassignments().get().forEach((tp, r) -> ongoing.put(
                Events.where(tp.topic(), tp.partition()), r.replicas()));
        Events.emit("list_partition_reassignments", Events.body("reassignments", ongoing));
        Map<String, Object> dirs = new TreeMap<>();
        for (Map.Entry<String, LogDirDescription> d : admin.describeLogDirs(List.of(1)).descriptions().get(1).get()
                .entrySet()) {
            Map<String, Object> sizes = new TreeMap<>();
            for (Map.Entry<TopicPartition, ReplicaInfo> r : d.getValue().replicaInfos().entrySet()) {
                if (r.getKey().topic().startsWith("admin-")) {
                    sizes.put(Events.where(r.getKey().topic(), r.getKey().partition()), r.getValue().size());
                }
            }
            dirs.put(d.getKey(), Events.body("error", d.getValue().error() == null ? null
                    : d.getValue().error().getClass().getSimpleName(), "sizes", sizes));
        }
        Events.emit("describe_log_dirs", Events.body("broker", 1, "log_dirs", dirs));
    }

    static void delete(Admin admin) throws Exception {
        Map<String, Object> deleted = outcomes(admin.deleteTopics(List.of(DOOMED, "admin-never-created"))
                .topicNameValues());
        Events.emit("delete_topics", Events.body("results", deleted));
    }
}
