import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.apache.kafka.clients.consumer.ConsumerRebalanceListener;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.consumer.OffsetAndMetadata;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;

/** One member of a consumer group, driven by the scenario's thread: it polls, reports what the
 * rebalance listener is told, and commits what it read after every poll (commitSync or commitAsync). */
final class Member implements ConsumerRebalanceListener {
    final String clientId;
    final String group;
    final boolean async;
    final KafkaConsumer<byte[], byte[]> consumer;
    private int asyncPending;

    Member(String bootstrap, String group, String clientId, boolean async, Object... settings) {
        this.clientId = clientId;
        this.group = group;
        this.async = async;
        var props = Settings.of(bootstrap, clientId, "group.id", group, "enable.auto.commit", "false",
                "auto.offset.reset", "earliest");
        for (int i = 0; i < settings.length; i += 2) {
            props.put(settings[i], settings[i + 1]);
        }
        consumer = new KafkaConsumer<>(props, new ByteArrayDeserializer(), new ByteArrayDeserializer());
    }

    void subscribe(String topic) {
        consumer.subscribe(List.of(topic), this);
        Events.emit("subscribed", about());
    }

    /** The member as the client knows it now: member id and generation (the member epoch under KIP-848). */
    Map<String, Object> about() {
        var meta = consumer.groupMetadata();
        return Events.body("client_id", clientId, "group", group, "member_id", meta.memberId(),
                "generation_id", meta.generationId());
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
        Events.emit(kind, event);
    }

    @Override
    public void onPartitionsAssigned(Collection<TopicPartition> partitions) {
        tell("assigned", partitions);
    }

    @Override
    public void onPartitionsRevoked(Collection<TopicPartition> partitions) {
        tell("revoked", partitions);
    }

    @Override
    public void onPartitionsLost(Collection<TopicPartition> partitions) {
        tell("lost", partitions);
    }

    /** One poll; what it read is added to `seen` (partition@offset) and committed at once. */
    void poll(Set<String> seen) {
        Map<TopicPartition, OffsetAndMetadata> next = new HashMap<>();
        List<String> read = new ArrayList<>();
        for (ConsumerRecord<byte[], byte[]> r : consumer.poll(Duration.ofMillis(100))) {
            String at = Events.where(r.topic(), r.partition()) + "@" + r.offset();
            seen.add(at);
            read.add(at);
            next.put(new TopicPartition(r.topic(), r.partition()), new OffsetAndMetadata(r.offset() + 1));
        }
        if (read.isEmpty()) {
            return;
        }
        Map<String, Object> consumed = about();
        consumed.put("records", read);
        Events.emit("consumed", consumed);
        commit(next);
    }

    private void commit(Map<TopicPartition, OffsetAndMetadata> next) {
        Map<String, Object> event = about();
        Map<String, Object> offsets = new TreeMap<>();
        next.forEach((tp, o) -> offsets.put(Events.where(tp.topic(), tp.partition()), o.offset()));
        event.put("offsets", offsets);
        event.put("mode", async ? "async" : "sync");
        if (!async) {
            String error = null;
            try {
                consumer.commitSync(next);
            } catch (RuntimeException e) {
                error = e.toString();
            }
            event.put("error", error);
            Events.emit("committed", event);
            return;
        }
        asyncPending++;
        consumer.commitAsync(next, (done, error) -> {
            asyncPending--;
            event.put("error", error == null ? null : error.toString());
            // the callback's own moment: when the answer arrived
            event.put("answered", System.currentTimeMillis() / 1000.0);
            Events.emit("committed", event);
        });
    }

    /** Polls until every commitAsync has had its callback. */
    void settle() {
        Clients.until(clientId + "'s asynchronous commits answered", 20, () -> poll(new HashSet<>()),
                () -> asyncPending == 0);
    }

    void leave() {
        settle();
        Map<String, Object> event = about();
        event.put("assignment", assignment());
        consumer.close();
        Events.emit("left", event);
    }
}
