import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Properties;
import org.apache.kafka.clients.admin.Admin;

/** Apache's AdminClient as a recorded client: `AdminMain SCENARIO BOOTSTRAP`, reporting what each
 * call returned as JSON lines. `admin`: every call in turn; `offsets`: the group's committed offsets
 * (read after Kafka's own kafka-consumer-groups tool reset them); `cluster`: the calls that need several
 * brokers (ClusterMoves). */
public final class AdminMain {
    static final String CLIENT_ID = "java-admin";

    private AdminMain() {}

    static Properties props(String bootstrap, String clientId, Object... pairs) {
        Properties p = new Properties();
        p.put("bootstrap.servers", bootstrap);
        p.put("client.id", clientId);
        for (int i = 0; i < pairs.length; i += 2) {
            p.put(pairs[i], pairs[i + 1]);
        }
        return p;
    }

    static void admin(String bootstrap) throws Exception {
        try (Admin admin = Admin.create(props(bootstrap, CLIENT_ID))) {
            TopicCalls.create(admin);
            Traffic.produce(bootstrap);
            Traffic.consume(bootstrap);
            try (Traffic.OpenTransaction open = Traffic.openTransaction(bootstrap)) {
                ClusterCalls.transactions(admin, open);
            }
            ClusterCalls.producers(admin);
            TopicCalls.configs(admin);
            TopicCalls.records(admin);
            TopicCalls.placement(admin);
            GroupCalls.groups(admin);
            SecurityCalls.quotas(admin);
            SecurityCalls.acls(admin);
            SecurityCalls.scram(admin);
            ClusterCalls.cluster(admin);
            TopicCalls.delete(admin);
        }
    }

    static void offsets(String bootstrap) throws Exception {
        try (Admin admin = Admin.create(props(bootstrap, "java-admin-check"))) {
            GroupCalls.offsets(admin, "java-admin-check", "group_offsets_after_tool");
        }
    }

    public static void main(String[] args) {
        try {
            switch (args[0]) {
                case "admin" -> admin(args[1]);
                case "offsets" -> offsets(args[1]);
                case "cluster" -> ClusterMoves.run(args[1]);
                default -> throw new IllegalArgumentException("unknown scenario " + args[0]);
            }
        } catch (Exception e) {
            StringWriter trace = new StringWriter();
            e.printStackTrace(new PrintWriter(trace));
            Report.emit("failed", Report.body("error", e.toString(), "trace", trace.toString()));
            System.exit(1);
        }
        Report.emit("done", Report.body());
        System.exit(0); // a client helper thread must not hold the exit
    }
}
