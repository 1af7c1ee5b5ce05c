import java.time.Duration;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.clients.producer.RecordMetadata;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.ByteArraySerializer;

/**
 * Apache's Java client over SASL: `SaslMain BOOTSTRAP TOPIC MECHANISM USER PASSWORD WRONG_PASSWORD`.
 * A producer and a consumer that authenticate with the right password (one record produced, then
 * fetched back from its offset), then an admin client with the wrong one, whose refusal is reported
 * as the client raised it. One JSON line per action, ending with {"event":"done"}.
 */
public final class SaslMain {
    private static final int WAIT_S = 30;

    private SaslMain() {}

    public static void main(String[] args) {
        String bootstrap = args[0], topic = args[1], mechanism = args[2];
        String user = args[3], password = args[4], wrong = args[5];
        Events.clock(Events.Clock.NONE); // its lines have never carried a time: nothing here reads one
        Program.run(() -> {
            String prefix = "java-" + mechanism.toLowerCase().replace("scram-sha-", "scram");
            RecordMetadata sent = produce(settings(bootstrap, mechanism, user, password, prefix + "-producer"), topic);
            consume(settings(bootstrap, mechanism, user, password, prefix + "-consumer"), sent);
            refused(settings(bootstrap, mechanism, user, wrong, prefix + "-wrong-password"), mechanism, user);
        });
    }

    static Properties settings(String bootstrap, String mechanism, String user, String password, String clientId) {
        String module = mechanism.equals("PLAIN")
                ? "org.apache.kafka.common.security.plain.PlainLoginModule"
                : "org.apache.kafka.common.security.scram.ScramLoginModule";
        Properties p = Settings.of(bootstrap, clientId);
        p.put("security.protocol", "SASL_PLAINTEXT");
        p.put("sasl.mechanism", mechanism);
        p.put("sasl.jaas.config", module + " required username=\"" + user + "\" password=\"" + password + "\";");
        // One attempt per refusal: the next reconnection would come after the client is closed.
        p.put("reconnect.backoff.ms", "60000");
        p.put("reconnect.backoff.max.ms", "60000");
        return p;
    }

    static RecordMetadata produce(Properties p, String topic) throws Exception {
        p.put("key.serializer", ByteArraySerializer.class.getName());
        p.put("value.serializer", ByteArraySerializer.class.getName());
        p.put("linger.ms", "0");
        String clientId = p.getProperty("client.id");
        byte[] value = ("from " + clientId).getBytes();
        try (KafkaProducer<byte[], byte[]> producer = new KafkaProducer<>(p)) {
            RecordMetadata m = producer.send(new ProducerRecord<>(topic, 0, null, value)).get(WAIT_S, TimeUnit.SECONDS);
            Events.emit("produced", Events.body("client_id", clientId, "mechanism", p.getProperty("sasl.mechanism"),
                    "topic", m.topic(), "partition", m.partition(), "offset", m.offset(), "value", new String(value)));
            return m;
        }
    }

    static void consume(Properties p, RecordMetadata sent) {
        p.put("key.deserializer", ByteArrayDeserializer.class.getName());
        p.put("value.deserializer", ByteArrayDeserializer.class.getName());
        p.put("enable.auto.commit", "false");
        String clientId = p.getProperty("client.id");
        TopicPartition tp = new TopicPartition(sent.topic(), sent.partition());
        try (KafkaConsumer<byte[], byte[]> consumer = new KafkaConsumer<>(p)) {
            consumer.assign(List.of(tp));
            consumer.seek(tp, sent.offset());
            long until = System.currentTimeMillis() + WAIT_S * 1000L;
            while (System.currentTimeMillis() < until) {
                for (ConsumerRecord<byte[], byte[]> r : consumer.poll(Duration.ofMillis(500))) {
                    Events.emit("fetched", Events.body("client_id", clientId,
                            "mechanism", p.getProperty("sasl.mechanism"), "topic", r.topic(),
                            "partition", r.partition(), "offset", r.offset(), "value", new String(r.value())));
                    return;
                }
            }
            throw new IllegalStateException(clientId + " fetched nothing from " + tp + " within " + WAIT_S + " s");
        }
    }

    /** The admin's first call with the wrong password: the broker's refusal, as the client raises it. */
    static void refused(Properties p, String mechanism, String user) throws Exception {
        String clientId = p.getProperty("client.id");
        try (Admin admin = Admin.create(p)) {
            admin.describeCluster().clusterId().get(WAIT_S, TimeUnit.SECONDS);
            throw new IllegalStateException(clientId + " was let in with a wrong password");
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            Events.emit("refused", Events.body("client_id", clientId, "mechanism", mechanism, "user", user,
                    "error", cause.getClass().getSimpleName(), "message", cause.getMessage()));
        }
    }
}
