import java.nio.file.Files;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.admin.StreamsGroupDescription;
import org.apache.kafka.clients.admin.StreamsGroupMemberDescription;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.consumer.OffsetAndMetadata;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.clients.producer.RecordMetadata;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.serialization.LongDeserializer;
import org.apache.kafka.common.serialization.Serdes;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.apache.kafka.streams.KafkaStreams;
import org.apache.kafka.streams.StreamsBuilder;
import org.apache.kafka.streams.StreamsConfig;
import org.apache.kafka.streams.TaskMetadata;
import org.apache.kafka.streams.ThreadMetadata;
import org.apache.kafka.streams.Topology;
import org.apache.kafka.streams.TopologyDescription;
import org.apache.kafka.streams.kstream.Consumed;
import org.apache.kafka.streams.kstream.Grouped;
import org.apache.kafka.streams.kstream.Materialized;
import org.apache.kafka.streams.kstream.Produced;

/** A Kafka Streams word count as a recorded client: `StreamsMain BOOTSTRAP GUARANTEE GROUP_PROTOCOL`
 * (group.protocol classic, or streams: KIP-1071's StreamsGroupHeartbeat). The lines go to
 * streams-lines, the app splits them into words, regroups them by word (a repartition topic), counts
 * them (a store with its changelog topic) and writes every count to streams-counts; a read_committed
 * reader then reads streams-counts back. Every count the app forwarded is reported as it goes. */
public final class StreamsMain {
    static final String APP_ID = "java-streams-wc";
    static final String LINES = "streams-lines";
    static final String COUNTS = "streams-counts";
    static final String STORE = "word-counts";
    static final int PARTITIONS = 2;
    static final double RUN_S = 90;
    static final List<String> TEXT = List.of(
            "the quick brown fox", "jumps over the lazy dog", "the dog sleeps",
            "a fox is quick", "the end of the story", "quick quick quick");

    private StreamsMain() {}

    static void createTopics(String bootstrap) throws Exception {
        try (Admin admin = Admin.create(Settings.of(bootstrap, "java-streams-setup"))) {
            admin.createTopics(List.of(new NewTopic(LINES, PARTITIONS, (short) 1),
                    new NewTopic(COUNTS, PARTITIONS, (short) 1))).all().get();
        }
        Events.emit("topics_created", Events.body("client_id", "java-streams-setup", "topics",
                Map.of(LINES, PARTITIONS, COUNTS, PARTITIONS)));
    }

    /** The lines, keyed by their number, each where the default partitioner puts its key. */
    static int produceLines(String bootstrap) throws Exception {
        List<Object> records = new ArrayList<>();
        int words = 0;
        try (KafkaProducer<String, String> producer = new KafkaProducer<>(Settings.of(bootstrap, "java-streams-source"),
                new StringSerializer(), new StringSerializer())) {
            for (int i = 0; i < TEXT.size(); i++) {
                String key = "line-" + i;
                RecordMetadata m = producer.send(new ProducerRecord<>(LINES, key, TEXT.get(i))).get();
                records.add(Events.body("topic", m.topic(), "partition", m.partition(), "offset", m.offset(),
                        "key", key, "value", TEXT.get(i)));
                words += TEXT.get(i).split(" ").length;
            }
        }
        Events.emit("produced", Events.body("client_id", "java-streams-source", "records", records, "words", words));
        return words;
    }

    static KafkaStreams app(String bootstrap, String guarantee, String protocol, AtomicInteger forwarded) throws Exception {
        StreamsBuilder builder = new StreamsBuilder();
        builder.stream(LINES, Consumed.with(Serdes.String(), Serdes.String()))
                .flatMapValues(line -> Arrays.asList(line.toLowerCase(Locale.ROOT).split(" ")))
                .groupBy((key, word) -> word, Grouped.with(Serdes.String(), Serdes.String()))
                .count(Materialized.as(STORE))
                .toStream()
                .peek((word, count) -> {
                    forwarded.incrementAndGet();
                    Events.emit("count", Events.body("word", word, "count", count));
                })
                .to(COUNTS, Produced.with(Serdes.String(), Serdes.Long()));
        Properties p = Settings.of(bootstrap, "java-streams",
                StreamsConfig.APPLICATION_ID_CONFIG, APP_ID,
                StreamsConfig.PROCESSING_GUARANTEE_CONFIG, guarantee,
                StreamsConfig.GROUP_PROTOCOL_CONFIG, protocol,
                // every update forwarded, so that each word's every count is on the wire
                StreamsConfig.STATESTORE_CACHE_MAX_BYTES_CONFIG, "0",
                StreamsConfig.COMMIT_INTERVAL_MS_CONFIG, "200",
                StreamsConfig.NUM_STREAM_THREADS_CONFIG, "1",
                StreamsConfig.STATE_DIR_CONFIG, Files.createTempDirectory("java-streams-state").toString(),
                "consumer.session.timeout.ms", "10000",
                "consumer.heartbeat.interval.ms", "1000");
        Topology topology = builder.build();
        reportSubtopologies(topology);
        Events.emit("app", Events.body("application_id", APP_ID, "client_id", "java-streams",
                "processing_guarantee", guarantee, "group_protocol", protocol, "topology", topology.describe().toString()));
        return new KafkaStreams(topology, p);
    }

    /** Each subtopology's source and sink topics and stores, as the topology names them (before the
     * application id prefixes the internal ones). */
    static void reportSubtopologies(Topology topology) {
        List<Object> out = new ArrayList<>();
        for (TopologyDescription.Subtopology sub : topology.describe().subtopologies()) {
            List<String> sources = new ArrayList<>();
            List<String> sinks = new ArrayList<>();
            List<String> stores = new ArrayList<>();
            for (TopologyDescription.Node node : sub.nodes()) {
                if (node instanceof TopologyDescription.Source source) {
                    sources.addAll(source.topicSet());
                } else if (node instanceof TopologyDescription.Sink sink) {
                    sinks.add(sink.topic());
                } else if (node instanceof TopologyDescription.Processor processor) {
                    stores.addAll(processor.stores());
                }
            }
            out.add(Events.body("id", sub.id(), "sources", sources, "sinks", sinks, "stores", stores));
        }
        Events.emit("subtopologies", Events.body("subtopologies", out));
    }

    /** The tasks the app's one stream thread runs, and their input partitions. */
    static void reportTasks(KafkaStreams streams) {
        List<Object> tasks = new ArrayList<>();
        for (ThreadMetadata thread : streams.metadataForLocalThreads()) {
            for (TaskMetadata task : thread.activeTasks()) {
                tasks.add(Events.body("task_id", task.taskId().toString(), "subtopology", task.taskId().subtopology(),
                        "partition", task.taskId().partition(), "input_partitions", task.topicPartitions().stream()
                                .map(tp -> tp.topic() + "/" + tp.partition()).sorted().toList()));
            }
        }
        Events.emit("tasks", Events.body("active", tasks));
    }

    /** A streams group (KIP-1071) described while the app runs: its epochs, members and their tasks. */
    static void describeGroup(String bootstrap) throws Exception {
        try (Admin admin = Admin.create(Settings.of(bootstrap, "java-streams-setup"))) {
            StreamsGroupDescription d = admin.describeStreamsGroups(List.of(APP_ID)).all().get().get(APP_ID);
            List<Object> members = new ArrayList<>();
            for (StreamsGroupMemberDescription m : d.members()) {
                Map<String, Object> active = new TreeMap<>();
                m.assignment().activeTasks().forEach(t -> active.put(t.subtopologyId(), t.partitions()));
                members.add(Events.body("member_id", m.memberId(), "member_epoch", m.memberEpoch(), "client_id",
                        m.clientId(), "process_id", m.processId(), "active_tasks", active));
            }
            Events.emit("streams_group", Events.body("client_id", "java-streams-setup", "group", d.groupId(),
                    "state", d.groupState().toString(), "group_epoch", d.groupEpoch(), "target_assignment_epoch",
                    d.targetAssignmentEpoch(), "topology_epoch", d.topologyEpoch(), "members", members));
        }
    }

    static void until(String step, double seconds, java.util.function.BooleanSupplier done) throws InterruptedException {
        long end = System.nanoTime() + (long) (seconds * 1e9);
        while (!done.getAsBoolean()) {
            if (System.nanoTime() > end) {
                throw new IllegalStateException("timed out after " + seconds + " s: " + step);
            }
            Thread.sleep(100);
        }
    }

    static void runApp(String bootstrap, String guarantee, String protocol, int words) throws Exception {
        AtomicInteger forwarded = new AtomicInteger();
        KafkaStreams streams = app(bootstrap, guarantee, protocol, forwarded);
        streams.setStateListener((now, before) -> Events.emit("state", Events.body("from", before.name(),
                "to", now.name())));
        streams.start();
        until("the app forwarded a count for each of the " + words + " words", RUN_S, () -> forwarded.get() >= words);
        reportTasks(streams);
        if (protocol.equals("streams")) {
            describeGroup(bootstrap);
        }
        // the last counts' transaction committed before the app stops (close commits too)
        streams.close(Duration.ofSeconds(30));
        Events.emit("closed", Events.body("forwarded", forwarded.get()));
    }

    /** streams-counts read to its end offsets, committed transactions only; the app's group offsets. */
    static void readBack(String bootstrap) throws Exception {
        List<Object> records = new ArrayList<>();
        try (KafkaConsumer<String, Long> consumer = new KafkaConsumer<>(Settings.of(bootstrap, "java-streams-check",
                "isolation.level", "read_committed", "enable.auto.commit", "false"), new StringDeserializer(),
                new LongDeserializer())) {
            List<TopicPartition> parts = List.of(new TopicPartition(COUNTS, 0), new TopicPartition(COUNTS, 1));
            consumer.assign(parts);
            consumer.seekToBeginning(parts);
            Map<TopicPartition, Long> ends = consumer.endOffsets(parts);
            until("read " + COUNTS + " to its end offsets " + ends, RUN_S, () -> {
                for (ConsumerRecord<String, Long> r : consumer.poll(Duration.ofMillis(200))) {
                    records.add(Events.body("partition", r.partition(), "offset", r.offset(), "key", r.key(),
                            "value", r.value()));
                }
                return parts.stream().allMatch(tp -> consumer.position(tp) >= ends.get(tp));
            });
            Map<String, Object> endOffsets = new TreeMap<>();
            ends.forEach((tp, o) -> endOffsets.put(tp.topic() + "/" + tp.partition(), o));
            Events.emit("read_back", Events.body("client_id", "java-streams-check", "records", records,
                    "end_offsets", endOffsets));
        }
        try (Admin admin = Admin.create(Settings.of(bootstrap, "java-streams-setup"))) {
            Map<String, Object> offsets = new TreeMap<>();
            for (Map.Entry<TopicPartition, OffsetAndMetadata> e : admin.listConsumerGroupOffsets(APP_ID)
                    .partitionsToOffsetAndMetadata().get().entrySet()) {
                offsets.put(e.getKey().topic() + "/" + e.getKey().partition(), e.getValue().offset());
            }
            List<String> internal = new ArrayList<>(admin.listTopics().names().get().stream()
                    .filter(n -> n.startsWith(APP_ID)).sorted().toList());
            Events.emit("group_offsets", Events.body("client_id", "java-streams-setup", "group", APP_ID,
                    "offsets", offsets, "internal_topics", internal));
        }
    }

    public static void main(String[] args) {
        Program.run(() -> {
            createTopics(args[0]);
            int words = produceLines(args[0]);
            runApp(args[0], args[1], args[2], words);
            readBack(args[0]);
        });
    }
}
