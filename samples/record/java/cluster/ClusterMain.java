import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.admin.QuorumInfo;

/**
 * Traffic only a real cluster has: `ClusterMain BOOTSTRAP`, against 3 brokers (ids 1-3) and 3
 * controllers, the recorder stopping and starting nodes when the program asks (Recorder.java).
 * Throttled clients, a leader and a group coordinator moving, the active controller stopped and a
 * new one elected, then both nodes started again.
 */
public final class ClusterMain {
    static final String ADMIN = "cluster-admin";
    static final String LATER_TOPIC = "cluster-later";

    private ClusterMain() {}

    public static void main(String[] args) {
        ClientLog.install();
        // other retries every 0.5 s (0.1 s by default). Its FindCoordinator, refused COORDINATOR_NOT_AVAILABLE
        // until __consumer_offsets has leaders, is asked again at once whatever this says: some 160 times
        // in 0.35 s, measured (Moves.coordinator)
        Program.run(() -> {
            try (Admin admin = Admin.create(Settings.of(args[0], ADMIN, "retry.backoff.ms", "500"))) {
                run(admin, args[0]);
            }
        });
    }

    static void run(Admin admin, String bootstrap) throws Exception {
        Events.emit("quorum", Cluster.quorumEvent("start", Cluster.quorum(admin)));
        Quotas.prepare(admin);
        int broker = Moves.run(admin, bootstrap);
        int controller = failover(admin);
        int active = Cluster.quorum(admin).leaderId();
        // metadata written while both nodes are away (a topic, the throttled clients' producer id):
        // the active controller snapshots it (small snapshot settings), and its log cleaner (every 60 s)
        // then moves its log start past where the stopped nodes' logs end, so that they have to fetch
        // a snapshot when they come back. The throttled clients run in that wait.
        Cluster.create(admin, new NewTopic(LATER_TOPIC, 1, (short) 2));
        Cluster.topicEvent(admin, "created", LATER_TOPIC);
        Quotas.run(bootstrap);
        Recorder.ask("await_clean", active, "the active controller's log starts past where both nodes stopped");
        Recorder.ask("start", controller, "the controller stopped by the failover");
        // the broker only once the controller is back in step: a broker that asks a controller still
        // catching up is refused NOT_CONTROLLER, on a new connection each time (tens in a second, measured)
        Events.emit("quorum", Cluster.quorumEvent("controller_back", until(admin, q -> q.voters().stream()
                .anyMatch(v -> v.replicaId() == controller && v.logEndOffset() >= q.highWatermark()))));
        Recorder.ask("start", broker, "the broker stopped under load");
        caughtUp(admin, controller, broker);
        Cluster.topicEvent(admin, "end", Moves.TOPIC);
        Cluster.topicEvent(admin, "end", Quotas.TOPIC);
    }

    /** Stop the active controller; the quorum's answer once another has been elected. */
    static int failover(Admin admin) throws Exception {
        QuorumInfo before = Cluster.quorum(admin);
        Events.emit("quorum", Cluster.quorumEvent("before_failover", before));
        Recorder.ask("stop", before.leaderId(), "the active controller");
        QuorumInfo after = until(admin, q -> q.leaderId() >= 0 && q.leaderId() != before.leaderId());
        Events.emit("quorum", Cluster.quorumEvent("after_failover", after));
        return before.leaderId();
    }

    /** Wait until the restarted controller has caught up with the quorum and the broker is registered again. */
    static void caughtUp(Admin admin, int controller, int broker) throws Exception {
        QuorumInfo q = until(admin, s -> s.voters().stream().allMatch(v -> v.logEndOffset() >= s.highWatermark())
                && s.observers().stream().anyMatch(o -> o.replicaId() == broker));
        Events.emit("quorum", Cluster.quorumEvent("end", q));
        Set<Integer> nodes = Set.copyOf(Cluster.ids(
                admin.describeCluster().nodes().get(Cluster.WAIT_S, TimeUnit.SECONDS).stream().toList()));
        Events.emit("cluster", Events.body("step", "end", "brokers", nodes));
    }

    interface Check {
        boolean holds(QuorumInfo q);
    }

    static QuorumInfo until(Admin admin, Check check) throws Exception {
        long limit = System.currentTimeMillis() + Cluster.WAIT_S * 1000L;
        while (true) {
            QuorumInfo q = null;
            try {
                q = Cluster.quorum(admin);
            } catch (Exception e) {
                // no leader to answer during an election: asked again
            }
            if (q != null && check.holds(q)) {
                return q;
            }
            if (System.currentTimeMillis() > limit) {
                throw new IllegalStateException("the quorum did not reach the state waited for: " + q);
            }
            Thread.sleep(500);
        }
    }
}
