import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.DescribeClusterResult;
import org.apache.kafka.clients.admin.FeatureMetadata;
import org.apache.kafka.clients.admin.ProducerState;
import org.apache.kafka.clients.admin.QuorumInfo;
import org.apache.kafka.clients.admin.TransactionDescription;
import org.apache.kafka.clients.admin.TransactionListing;
import org.apache.kafka.common.Node;
import org.apache.kafka.common.TopicPartition;

/** The cluster, its metadata quorum and features; the producers and transactions the brokers know. */
final class ClusterCalls {
    private ClusterCalls() {}

    /** The open transaction described and listed, while it is open. */
    static void transactions(Admin admin, Traffic.OpenTransaction open) throws Exception {
        TransactionDescription d = admin.describeTransactions(List.of(Traffic.TXN_ID)).all().get()
                .get(Traffic.TXN_ID);
        List<String> partitions = d.topicPartitions().stream().map(tp -> Events.where(tp.topic(), tp.partition()))
                .sorted().toList();
        Events.emit("describe_transactions", Events.body("transactional_id", Traffic.TXN_ID, "state",
                d.state().toString(), "producer_id", d.producerId(), "producer_epoch", d.producerEpoch(),
                "coordinator", d.coordinatorId(), "timeout_ms", d.transactionTimeoutMs(), "partitions", partitions));
        List<Object> listed = new ArrayList<>();
        for (TransactionListing l : admin.listTransactions().all().get()) {
            listed.add(Events.body("transactional_id", l.transactionalId(), "producer_id", l.producerId(),
                    "state", l.state().toString()));
        }
        Events.emit("list_transactions", Events.body("transactions", listed));
    }

    /** The producers that wrote admin-a/0 and admin-b/0 (the idempotent one, the transactional one). */
    static void producers(Admin admin) throws Exception {
        List<TopicPartition> wanted = List.of(new TopicPartition(TopicCalls.A, 0), new TopicPartition(TopicCalls.B, 0));
        Map<String, Object> out = new TreeMap<>();
        admin.describeProducers(wanted).all().get().forEach((tp, d) -> {
            List<Object> states = new ArrayList<>();
            for (ProducerState s : d.activeProducers()) {
                states.add(Events.body("producer_id", s.producerId(), "producer_epoch", s.producerEpoch(),
                        "last_sequence", s.lastSequence(), "current_transaction_start_offset",
                        s.currentTransactionStartOffset().isPresent() ? s.currentTransactionStartOffset().getAsLong()
                                : null));
            }
            out.put(Events.where(tp.topic(), tp.partition()), states);
        });
        Events.emit("describe_producers", Events.body("partitions", out));
    }

    static Map<String, Object> node(Node n) {
        return Events.body("id", n.id(), "host", n.host(), "port", n.port());
    }

    static void cluster(Admin admin) throws Exception {
        DescribeClusterResult c = admin.describeCluster();
        List<Object> nodes = new ArrayList<>();
        c.nodes().get().forEach(n -> nodes.add(node(n)));
        Events.emit("describe_cluster", Events.body("cluster_id", c.clusterId().get(), "controller",
                node(c.controller().get()), "nodes", nodes));
        QuorumInfo q = admin.describeMetadataQuorum().quorumInfo().get();
        List<Object> voters = new ArrayList<>();
        q.voters().forEach(v -> voters.add(Events.body("replica_id", v.replicaId(), "log_end_offset", v.logEndOffset())));
        Events.emit("describe_metadata_quorum", Events.body("leader_id", q.leaderId(), "leader_epoch", q.leaderEpoch(),
                "high_watermark", q.highWatermark(), "voters", voters, "observers", q.observers().size()));
        FeatureMetadata f = admin.describeFeatures().featureMetadata().get();
        Map<String, Object> finalized = new TreeMap<>();
        f.finalizedFeatures().forEach((name, range) -> finalized.put(name, range.maxVersionLevel()));
        Map<String, Object> supported = new TreeMap<>();
        f.supportedFeatures().forEach((name, range) -> supported.put(name, List.of(range.minVersion(),
                range.maxVersion())));
        Events.emit("describe_features", Events.body("finalized", finalized, "supported", supported,
                "finalized_epoch", f.finalizedFeaturesEpoch().isPresent() ? f.finalizedFeaturesEpoch().get() : null));
    }
}
