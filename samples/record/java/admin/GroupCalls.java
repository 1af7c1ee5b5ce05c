import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.ConsumerGroupDescription;
import org.apache.kafka.clients.admin.GroupListing;
import org.apache.kafka.clients.consumer.OffsetAndMetadata;
import org.apache.kafka.common.TopicPartition;

/** The consumer group java-admin-consumer left behind: listed, described, its offsets read, moved and deleted. */
final class GroupCalls {
    static final long MOVED_TO = 2;
    static final String METADATA = "moved by java-admin";

    private GroupCalls() {}

    static void groups(Admin admin) throws Exception {
        List<Object> listed = new ArrayList<>();
        for (GroupListing g : admin.listGroups().all().get()) {
            listed.add(Events.body("group", g.groupId(), "type", g.type().map(Object::toString).orElse(null),
                    "protocol", g.protocol(), "state", g.groupState().map(Object::toString).orElse(null)));
        }
        Events.emit("list_groups", Events.body("groups", listed));
        ConsumerGroupDescription d = admin.describeConsumerGroups(List.of(Traffic.GROUP)).all().get().get(Traffic.GROUP);
        Events.emit("describe_consumer_groups", Events.body("group", d.groupId(), "state", d.groupState().toString(),
                "type", d.type().toString(), "members", d.members().size(), "coordinator", d.coordinator().id(),
                "partition_assignor", d.partitionAssignor()));
        offsets(admin, AdminMain.CLIENT_ID, "group_offsets");
        TopicPartition a0 = new TopicPartition(TopicCalls.A, 0);
        TopicPartition a3 = new TopicPartition(TopicCalls.A, 3);
        Map<String, Object> altered = Outcome.of(admin.alterConsumerGroupOffsets(Traffic.GROUP,
                Map.of(a0, new OffsetAndMetadata(MOVED_TO, METADATA))).all());
        Events.emit("alter_consumer_group_offsets", Events.body("group", Traffic.GROUP, "offsets",
                Map.of(Events.where(TopicCalls.A, 0), MOVED_TO), "metadata", METADATA, "result", altered));
        Map<String, Object> deleted = Outcome.of(admin.deleteConsumerGroupOffsets(Traffic.GROUP, Set.of(a3)).all());
        Events.emit("delete_consumer_group_offsets", Events.body("group", Traffic.GROUP, "partitions",
                List.of(Events.where(TopicCalls.A, 3)), "result", deleted));
        offsets(admin, AdminMain.CLIENT_ID, "group_offsets");
    }

    /** The group's committed offsets as an OffsetFetch answers them. */
    static void offsets(Admin admin, String clientId, String kind) throws Exception {
        Map<String, Object> out = new TreeMap<>();
        for (Map.Entry<TopicPartition, OffsetAndMetadata> e : admin.listConsumerGroupOffsets(Traffic.GROUP)
                .partitionsToOffsetAndMetadata().get().entrySet()) {
            if (e.getValue() != null) {
                out.put(Events.where(e.getKey().topic(), e.getKey().partition()),
                        Events.body("offset", e.getValue().offset(), "metadata", e.getValue().metadata()));
            }
        }
        Events.emit(kind, Events.body("client_id", clientId, "group", Traffic.GROUP, "offsets", out));
    }
}
