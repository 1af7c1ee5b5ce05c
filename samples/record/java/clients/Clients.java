import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.common.TopicPartition;

/** What every scenario shares: an admin, topic creation, bounded waits, the producer's state. */
final class Clients {
    private Clients() {}

    static Admin admin(String bootstrap, String clientId) {
        return Admin.create(Settings.of(bootstrap, clientId));
    }

    /** Create the topics (name -> partitions) and report them. */
    static void createTopics(Admin admin, String clientId, Map<String, Integer> topics) throws Exception {
        List<NewTopic> wanted = new ArrayList<>();
        topics.forEach((name, n) -> wanted.add(new NewTopic(name, n, (short) 1)));
        admin.createTopics(wanted).all().get();
        Events.emit("topics_created", Events.body("client_id", clientId, "topics", topics));
    }

    /** Poll `step` until `done` holds, at most `seconds`; the step's name in the failure. */
    static void until(String step, double seconds, Runnable poll, BooleanSupplier done) {
        long end = System.nanoTime() + (long) (seconds * 1e9);
        while (!done.getAsBoolean()) {
            if (System.nanoTime() > end) {
                throw new IllegalStateException("timed out after " + seconds + " s: " + step);
            }
            poll.run();
        }
    }

    static void pause(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** The producer's own transaction manager (absent when it is neither idempotent nor transactional):
     * the producer id, epoch and sequences it holds are not in the public api. */
    static Object transactionManager(KafkaProducer<?, ?> producer) throws ReflectiveOperationException {
        Field field = KafkaProducer.class.getDeclaredField("transactionManager");
        field.setAccessible(true);
        return field.get(producer);
    }

    /** {producer_id, producer_epoch, transaction_v2, next_sequence per partition} as the producer holds them. */
    static Map<String, Object> producerState(KafkaProducer<?, ?> producer, List<TopicPartition> partitions)
            throws ReflectiveOperationException {
        Object manager = transactionManager(producer);
        if (manager == null) {
            return Events.body("idempotent", false);
        }
        Method idAndEpoch = manager.getClass().getDeclaredMethod("producerIdAndEpoch");
        idAndEpoch.setAccessible(true);
        Object pid = idAndEpoch.invoke(manager);
        Method sequence = manager.getClass().getDeclaredMethod("sequenceNumber", TopicPartition.class);
        sequence.setAccessible(true);
        Map<String, Object> next = Events.body();
        for (TopicPartition tp : partitions) {
            next.put(Events.where(tp.topic(), tp.partition()), sequence.invoke(manager, tp));
        }
        Method v2 = manager.getClass().getDeclaredMethod("isTransactionV2Enabled");
        return Events.body(
                "idempotent", true,
                "producer_id", pid.getClass().getField("producerId").get(pid),
                "producer_epoch", pid.getClass().getField("epoch").get(pid),
                "transaction_v2", v2.invoke(manager),
                "next_sequence", next);
    }

    static Duration ms(long n) {
        return Duration.ofMillis(n);
    }
}
