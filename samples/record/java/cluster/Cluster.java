import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.admin.QuorumInfo;
import org.apache.kafka.clients.admin.TopicDescription;
import org.apache.kafka.common.Node;
import org.apache.kafka.common.TopicPartitionInfo;
import org.apache.kafka.common.errors.UnknownTopicOrPartitionException;

/** What the cluster itself answers an admin: its quorum, its topics' leaders and replicas. */
final class Cluster {
    static final int WAIT_S = 60;

    private Cluster() {}

    static QuorumInfo quorum(Admin admin) throws Exception {
        return admin.describeMetadataQuorum().quorumInfo().get(WAIT_S, TimeUnit.SECONDS);
    }

    /** A DescribeQuorum answer as the facts keep it: leader, epoch, high watermark, each replica's state. */
    static Map<String, Object> quorumEvent(String step, QuorumInfo q) {
        return Events.body("step", step, "leader_id", q.leaderId(), "leader_epoch", q.leaderEpoch(),
                "high_watermark", q.highWatermark(), "voters", replicas(q.voters()),
                "observers", replicas(q.observers()));
    }

    static List<Map<String, Object>> replicas(List<QuorumInfo.ReplicaState> states) {
        List<Map<String, Object>> out = new ArrayList<>();
        for (QuorumInfo.ReplicaState r : states) {
            out.add(Events.body("replica_id", r.replicaId(), "log_end_offset", r.logEndOffset()));
        }
        return out;
    }

    static void create(Admin admin, NewTopic topic) throws Exception {
        admin.createTopics(List.of(topic)).all().get(WAIT_S, TimeUnit.SECONDS);
    }

    /** A topic as a broker describes it, asked again while the broker has not read the topic yet. */
    static TopicDescription describe(Admin admin, String topic) throws Exception {
        long limit = System.currentTimeMillis() + WAIT_S * 1000L;
        while (true) {
            try {
                return admin.describeTopics(List.of(topic)).allTopicNames().get(WAIT_S, TimeUnit.SECONDS).get(topic);
            } catch (ExecutionException e) {
                if (!(e.getCause() instanceof UnknownTopicOrPartitionException) || System.currentTimeMillis() > limit) {
                    throw e;
                }
                Thread.sleep(200);
            }
        }
    }

    /** partition -> leader, replicas, isr, as the broker answered. */
    static Map<String, Object> partitions(TopicDescription d) {
        Map<String, Object> out = new LinkedHashMap<>();
        for (TopicPartitionInfo p : d.partitions()) {
            out.put(String.valueOf(p.partition()), Events.body(
                    "leader", p.leader() == null ? -1 : p.leader().id(),
                    "replicas", ids(p.replicas()), "isr", ids(p.isr())));
        }
        return out;
    }

    static List<Integer> ids(List<Node> nodes) {
        List<Integer> out = new ArrayList<>();
        for (Node n : nodes) {
            out.add(n.id());
        }
        return out;
    }

    static int leader(Admin admin, String topic, int partition) throws Exception {
        Node leader = describe(admin, topic).partitions().get(partition).leader();
        return leader == null ? -1 : leader.id();
    }

    static void topicEvent(Admin admin, String step, String topic) throws Exception {
        TopicDescription d = describe(admin, topic);
        Events.emit("topic", Events.body("step", step, "topic", topic, "topic_id", d.topicId().toString(),
                "partitions", partitions(d)));
    }
}
