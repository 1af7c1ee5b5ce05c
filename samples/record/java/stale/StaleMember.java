import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import org.apache.kafka.clients.consumer.ConsumerRebalanceListener;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.consumer.OffsetAndMetadata;
import org.apache.kafka.clients.consumer.RangeAssignor;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;

/** One member of the group, driven by the scenario's thread. It keeps the offsets it consumed in a
 * map and commits the whole map with commitSync(Map) after every poll that read something. A correct
 * member drops a partition's offset when the partition is revoked; the culprit (clearOnRevoke false)
 * never does, so after a rebalance it keeps committing offsets of partitions it no longer owns. */
final class StaleMember implements ConsumerRebalanceListener {
    final String clientId;
    final String group;
    final boolean clearOnRevoke;
    final KafkaConsumer<byte[], byte[]> consumer;
    static final long POLL_MS = 100;
    static final double SLOW_POLL_S = 1.0;
    private final Map<TopicPartition, OffsetAndMetadata> consumed = new HashMap<>();
    /** Commit the map before each poll too, whatever the poll reads. */
    boolean probeRebalance;

    StaleMember(String bootstrap, String group, String clientId, boolean clearOnRevoke) {
        this(bootstrap, group, clientId, clearOnRevoke, 30000);
    }

    /** maxPollMs is also the member's rebalance timeout: how long the broker waits for it to rejoin. */
    StaleMember(String bootstrap, String group, String clientId, boolean clearOnRevoke, int maxPollMs) {
        this.clientId = clientId;
        this.group = group;
        this.clearOnRevoke = clearOnRevoke;
        Properties p = Settings.of(bootstrap, clientId);
        p.put("group.id", group);
        p.put("group.protocol", "classic");
        p.put("partition.assignment.strategy", RangeAssignor.class.getName());
        p.put("enable.auto.commit", "false");
        p.put("auto.offset.reset", "earliest");
        // the broker's smallest session; heartbeats every second keep the capture small
        p.put("session.timeout.ms", "6000");
        p.put("heartbeat.interval.ms", "1000");
        p.put("max.poll.interval.ms", String.valueOf(maxPollMs));
        consumer = new KafkaConsumer<>(p, new ByteArrayDeserializer(), new ByteArrayDeserializer());
    }

    void subscribe(String topic) {
        consumer.subscribe(List.of(topic), this);
        Events.emit("subscribed", about());
    }

    /** The member as its client knows it now: member id and generation. */
    Map<String, Object> about() {
        var meta = consumer.groupMetadata();
        return Events.body("client_id", clientId, "group", group, "member_id", meta.memberId(),
                "generation", meta.generationId());
    }

    List<String> assignment() {
        return names(consumer.assignment());
    }

    static List<String> names(Collection<TopicPartition> partitions) {
        return partitions.stream().map(tp -> Events.where(tp.topic(), tp.partition())).sorted().toList();
    }

    private void tell(String kind, Collection<TopicPartition> partitions) {
        Map<String, Object> event = about();
        event.put("partitions", names(partitions));
        event.put("assignment", assignment());
        event.put("cached", offsets(consumed));
        Events.emit(kind, event);
    }

    @Override
    public void onPartitionsAssigned(Collection<TopicPartition> partitions) {
        tell("assigned", partitions);
    }

    @Override
    public void onPartitionsRevoked(Collection<TopicPartition> partitions) {
        tell("revoked", partitions);
        if (clearOnRevoke) {
            partitions.forEach(consumed::remove);
        }
    }

    @Override
    public void onPartitionsLost(Collection<TopicPartition> partitions) {
        tell("lost", partitions);
        if (clearOnRevoke) {
            partitions.forEach(consumed::remove);
        }
    }

    static Map<String, Long> offsets(Map<TopicPartition, OffsetAndMetadata> map) {
        Map<String, Long> out = new TreeMap<>();
        map.forEach((tp, o) -> out.put(Events.where(tp.topic(), tp.partition()), o.offset()));
        return out;
    }

    /** One poll; what it read goes into `seen` (partition@offset), and the map is committed. */
    void poll(Set<String> seen) {
        if (probeRebalance) {
            commit("during-rebalance");
        }
        List<String> read = new ArrayList<>();
        double began = Events.now();
        var records = consumer.poll(Duration.ofMillis(POLL_MS));
        double returned = Events.now();
        if (returned - began > SLOW_POLL_S) {
            // poll(100 ms) held the thread through a rebalance: when, and what it held
            Map<String, Object> slow = about();
            slow.put("began", began);
            slow.put("returned", returned);
            Events.emit("slow_poll", slow);
        }
        for (ConsumerRecord<byte[], byte[]> r : records) {
            String at = Events.where(r.topic(), r.partition()) + "@" + r.offset();
            seen.add(at);
            read.add(at);
            consumed.put(new TopicPartition(r.topic(), r.partition()), new OffsetAndMetadata(r.offset() + 1));
        }
        if (read.isEmpty()) {
            return;
        }
        Map<String, Object> event = about();
        event.put("records", read);
        Events.emit("consumed", event);
        commit("after-poll");
    }

    /** commitSync of the whole map, logged with what the member owned, its answer and its moments. */
    void commit(String kind) {
        if (consumed.isEmpty()) {
            return;
        }
        Map<TopicPartition, OffsetAndMetadata> offsets = new HashMap<>(consumed);
        Map<String, Object> event = about();
        List<String> owned = assignment();
        event.put("kind", kind);
        event.put("offsets", offsets(offsets));
        event.put("owned", owned);
        event.put("not_owned", offsets(offsets).keySet().stream().filter(p -> !owned.contains(p)).toList());
        event.put("sent_ts", Events.now());
        String error = null;
        String message = null;
        try {
            consumer.commitSync(offsets);
        } catch (RuntimeException e) {
            error = e.getClass().getSimpleName();
            message = e.getMessage();
        }
        event.put("answer_ts", Events.now());
        event.put("error", error);
        event.put("error_message", message);
        event.put("connection", Coordinator.connection(consumer));
        Events.emit("commit", event);
    }

    /** Leave the group: the culprit commits its map once more first (its shutdown commit). */
    void leave(boolean commitFirst) {
        if (commitFirst) {
            commit("before-close");
        }
        Map<String, Object> event = about();
        event.put("assignment", assignment());
        consumer.close();
        Events.emit("left", event);
    }
}
