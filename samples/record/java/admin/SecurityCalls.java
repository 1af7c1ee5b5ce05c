import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.ScramCredentialInfo;
import org.apache.kafka.clients.admin.ScramMechanism;
import org.apache.kafka.clients.admin.UserScramCredentialAlteration;
import org.apache.kafka.clients.admin.UserScramCredentialDeletion;
import org.apache.kafka.clients.admin.UserScramCredentialUpsertion;
import org.apache.kafka.clients.admin.UserScramCredentialsDescription;
import org.apache.kafka.common.acl.AccessControlEntry;
import org.apache.kafka.common.acl.AccessControlEntryFilter;
import org.apache.kafka.common.acl.AclBinding;
import org.apache.kafka.common.acl.AclBindingFilter;
import org.apache.kafka.common.acl.AclOperation;
import org.apache.kafka.common.acl.AclPermissionType;
import org.apache.kafka.common.quota.ClientQuotaAlteration;
import org.apache.kafka.common.quota.ClientQuotaEntity;
import org.apache.kafka.common.quota.ClientQuotaFilter;
import org.apache.kafka.common.resource.PatternType;
import org.apache.kafka.common.resource.ResourcePattern;
import org.apache.kafka.common.resource.ResourcePatternFilter;
import org.apache.kafka.common.resource.ResourceType;

/** Client quotas, ACLs (the node runs StandardAuthorizer) and SCRAM credentials. */
final class SecurityCalls {
    static final double QUOTAS_S = 15;

    private SecurityCalls() {}

    static ClientQuotaEntity entity(String type, String name) {
        return new ClientQuotaEntity(Map.of(type, name));
    }

    /** Described until the broker's metadata shows what was set (an alteration reaches the controller
     * first: a describe right after it may answer the state before); every answer is reported. */
    static void describeQuotas(Admin admin, Map<String, Map<String, Double>> expected) throws Exception {
        long end = System.nanoTime() + (long) (QUOTAS_S * 1e9);
        while (true) {
            List<Object> described = new ArrayList<>();
            Map<String, Map<String, Double>> seen = new TreeMap<>();
            admin.describeClientQuotas(ClientQuotaFilter.all()).entities().get().forEach((entity, values) -> {
                described.add(Events.body("entity", new TreeMap<>(entity.entries()), "values", new TreeMap<>(values)));
                seen.put(entity.entries().toString(), new TreeMap<>(values));
            });
            Events.emit("describe_client_quotas", Events.body("quotas", described));
            if (seen.equals(expected)) {
                return;
            }
            if (System.nanoTime() > end) {
                throw new IllegalStateException("timed out after " + QUOTAS_S + " s: quotas described as " + seen);
            }
            Thread.sleep(200);
        }
    }

    /** Two quotas set, described, one removed, described again. */
    static void quotas(Admin admin) throws Exception {
        ClientQuotaAlteration alice = new ClientQuotaAlteration(entity(ClientQuotaEntity.USER, "alice"),
                List.of(new ClientQuotaAlteration.Op("producer_byte_rate", 1048576.0),
                        new ClientQuotaAlteration.Op("request_percentage", 25.0)));
        ClientQuotaAlteration client = new ClientQuotaAlteration(entity(ClientQuotaEntity.CLIENT_ID,
                Traffic.PRODUCER), List.of(new ClientQuotaAlteration.Op("consumer_byte_rate", 2097152.0)));
        Events.emit("alter_client_quotas", Events.body("alterations", List.of(
                Events.body("entity", Map.of("user", "alice"), "set", Map.of("producer_byte_rate", 1048576.0,
                        "request_percentage", 25.0)),
                Events.body("entity", Map.of("client-id", Traffic.PRODUCER), "set",
                        Map.of("consumer_byte_rate", 2097152.0))),
                "result", Outcome.of(admin.alterClientQuotas(List.of(alice, client)).all())));
        Map<String, Map<String, Double>> both = new TreeMap<>();
        both.put(Map.of(ClientQuotaEntity.USER, "alice").toString(), new TreeMap<>(Map.of("producer_byte_rate",
                1048576.0, "request_percentage", 25.0)));
        both.put(Map.of(ClientQuotaEntity.CLIENT_ID, Traffic.PRODUCER).toString(), new TreeMap<>(Map.of(
                "consumer_byte_rate", 2097152.0)));
        describeQuotas(admin, both);
        ClientQuotaAlteration remove = new ClientQuotaAlteration(entity(ClientQuotaEntity.USER, "alice"),
                List.of(new ClientQuotaAlteration.Op("request_percentage", null)));
        Events.emit("alter_client_quotas", Events.body("alterations", List.of(Events.body("entity",
                Map.of("user", "alice"), "remove", List.of("request_percentage"))),
                "result", Outcome.of(admin.alterClientQuotas(List.of(remove)).all())));
        both.put(Map.of(ClientQuotaEntity.USER, "alice").toString(), new TreeMap<>(Map.of("producer_byte_rate",
                1048576.0)));
        describeQuotas(admin, both);
    }

    static Map<String, Object> binding(AclBinding b) {
        return Events.body("resource_type", b.pattern().resourceType().name(), "name", b.pattern().name(),
                "pattern_type", b.pattern().patternType().name(), "principal", b.entry().principal(),
                "host", b.entry().host(), "operation", b.entry().operation().name(),
                "permission", b.entry().permissionType().name(),
                "codes", Events.body("resource_type", (int) b.pattern().resourceType().code(),
                        "pattern_type", (int) b.pattern().patternType().code(),
                        "operation", (int) b.entry().operation().code(),
                        "permission", (int) b.entry().permissionType().code()));
    }

    static List<Object> bindings(Iterable<AclBinding> all) {
        List<Object> out = new ArrayList<>();
        all.forEach(b -> out.add(binding(b)));
        return out;
    }

    /** Three ACLs created, all described, bob's deleted, all described again. */
    static void acls(Admin admin) throws Exception {
        List<AclBinding> wanted = List.of(
                new AclBinding(new ResourcePattern(ResourceType.TOPIC, TopicCalls.A, PatternType.LITERAL),
                        new AccessControlEntry("User:alice", "*", AclOperation.READ, AclPermissionType.ALLOW)),
                new AclBinding(new ResourcePattern(ResourceType.TOPIC, "admin-", PatternType.PREFIXED),
                        new AccessControlEntry("User:bob", "127.0.0.1", AclOperation.WRITE, AclPermissionType.DENY)),
                new AclBinding(new ResourcePattern(ResourceType.GROUP, Traffic.GROUP, PatternType.LITERAL),
                        new AccessControlEntry("User:alice", "*", AclOperation.READ, AclPermissionType.ALLOW)));
        Events.emit("create_acls", Events.body("bindings", bindings(wanted),
                "result", Outcome.of(admin.createAcls(wanted).all())));
        Events.emit("describe_acls", Events.body("bindings", bindings(admin.describeAcls(AclBindingFilter.ANY)
                .values().get())));
        AclBindingFilter bob = new AclBindingFilter(ResourcePatternFilter.ANY, new AccessControlEntryFilter(
                "User:bob", null, AclOperation.ANY, AclPermissionType.ANY));
        Events.emit("delete_acls", Events.body("filter_principal", "User:bob", "deleted",
                bindings(admin.deleteAcls(List.of(bob)).all().get())));
        Events.emit("describe_acls", Events.body("bindings", bindings(admin.describeAcls(AclBindingFilter.ANY)
                .values().get())));
    }

    static void describeScram(Admin admin) throws Exception {
        Map<String, Object> users = new TreeMap<>();
        for (Map.Entry<String, UserScramCredentialsDescription> e : admin.describeUserScramCredentials().all().get()
                .entrySet()) {
            List<Object> infos = new ArrayList<>();
            for (ScramCredentialInfo i : e.getValue().credentialInfos()) {
                infos.add(Events.body("mechanism", i.mechanism().mechanismName(), "mechanism_type", (int) i.mechanism().type(),
                        "iterations", i.iterations()));
            }
            users.put(e.getKey(), infos);
        }
        Events.emit("describe_user_scram_credentials", Events.body("users", users));
    }

    /** alice and bob upserted, described, bob's deleted, described again. */
    static void scram(Admin admin) throws Exception {
        List<UserScramCredentialAlteration> upserts = List.of(
                new UserScramCredentialUpsertion("alice", new ScramCredentialInfo(ScramMechanism.SCRAM_SHA_256, 8192),
                        "alice-secret"),
                new UserScramCredentialUpsertion("bob", new ScramCredentialInfo(ScramMechanism.SCRAM_SHA_512, 4096),
                        "bob-secret"));
        Events.emit("alter_user_scram_credentials", Events.body("upsertions", List.of(
                Events.body("user", "alice", "mechanism", "SCRAM-SHA-256", "mechanism_type",
                        (int) ScramMechanism.SCRAM_SHA_256.type(), "iterations", 8192),
                Events.body("user", "bob", "mechanism", "SCRAM-SHA-512", "mechanism_type",
                        (int) ScramMechanism.SCRAM_SHA_512.type(), "iterations", 4096)),
                "result", Outcome.of(admin.alterUserScramCredentials(upserts).all())));
        describeScram(admin);
        List<UserScramCredentialAlteration> deletion = List.of(new UserScramCredentialDeletion("bob",
                ScramMechanism.SCRAM_SHA_512));
        Events.emit("alter_user_scram_credentials", Events.body("deletions", List.of(
                Events.body("user", "bob", "mechanism", "SCRAM-SHA-512", "mechanism_type",
                        (int) ScramMechanism.SCRAM_SHA_512.type())),
                "result", Outcome.of(admin.alterUserScramCredentials(deletion).all())));
        describeScram(admin);
    }
}
