import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Future;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.clients.producer.RecordMetadata;

/** Records a producer sent, each with what its callback reported (partition, offset, error). */
final class Sent {
    private final List<Map<String, Object>> records = new ArrayList<>();
    private final List<Future<RecordMetadata>> futures = new ArrayList<>();

    void send(KafkaProducer<byte[], byte[]> producer, ProducerRecord<byte[], byte[]> record) {
        Map<String, Object> entry = Events.body(
                "topic", record.topic(),
                "key", Events.hex(record.key()),
                "value", Events.hex(record.value()),
                "headers", Events.headers(record.headers()));
        synchronized (records) {
            records.add(entry);
        }
        futures.add(producer.send(record, (meta, error) -> {
            synchronized (records) {
                // The callback's own partition and offset: -1 where acks=0 gives none.
                entry.put("partition", meta.partition());
                entry.put("offset", meta.hasOffset() ? meta.offset() : -1);
                entry.put("error", error == null ? null : error.toString());
            }
        }));
    }

    /** Every callback has run (flush waits for them). */
    List<Map<String, Object>> done(KafkaProducer<byte[], byte[]> producer) {
        producer.flush();
        for (Future<RecordMetadata> f : futures) {
            try {
                f.get();
            } catch (Exception e) {
                // the callback has recorded it
            }
        }
        synchronized (records) {
            return new ArrayList<>(records);
        }
    }
}
