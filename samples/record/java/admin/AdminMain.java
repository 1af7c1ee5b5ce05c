import org.apache.kafka.clients.admin.Admin;

/** Apache's AdminClient as a recorded client: `AdminMain SCENARIO BOOTSTRAP`, reporting what each
 * call returned as JSON lines. `admin`: every call in turn; `offsets`: the group's committed offsets
 * (read after Kafka's own kafka-consumer-groups tool reset them); `cluster`: the calls that need several
 * brokers (ClusterMoves). */
public final class AdminMain {
    static final String CLIENT_ID = "java-admin";

    private AdminMain() {}

    static void admin(String bootstrap) throws Exception {
        try (Admin admin = Admin.create(Settings.of(bootstrap, CLIENT_ID))) {
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
        try (Admin admin = Admin.create(Settings.of(bootstrap, "java-admin-check"))) {
            GroupCalls.offsets(admin, "java-admin-check", "group_offsets_after_tool");
        }
    }

    public static void main(String[] args) {
        Program.run(() -> {
            switch (args[0]) {
                case "admin" -> admin(args[1]);
                case "offsets" -> offsets(args[1]);
                case "cluster" -> ClusterMoves.run(args[1]);
                default -> throw new IllegalArgumentException("unknown scenario " + args[0]);
            }
        });
    }
}
