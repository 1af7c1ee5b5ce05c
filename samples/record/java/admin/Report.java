import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import org.apache.kafka.common.protocol.Errors;

/** The program's report: one JSON object per line on stdout, `{"event": KIND, ...}`, as every recorded
 * client program writes it; an admin call's failure as the error code Kafka's protocol gives it. */
final class Report {
    private static final ObjectMapper JSON = new ObjectMapper();

    private Report() {}

    static Map<String, Object> body(Object... pairs) {
        Map<String, Object> out = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            out.put((String) pairs[i], pairs[i + 1]);
        }
        return out;
    }

    static synchronized void emit(String kind, Map<String, Object> fields) {
        Map<String, Object> line = new LinkedHashMap<>();
        line.put("event", kind);
        line.put("t", System.currentTimeMillis() / 1000.0); // wall clock, comparable with the capture's
        line.putAll(fields);
        try {
            System.out.println(JSON.writeValueAsString(line));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
        System.out.flush();
    }

    /** {"error": NAME, "error_code": N} of a failed future, or nulls when it succeeded. */
    static Map<String, Object> outcome(Throwable failure) {
        if (failure == null) {
            return body("error", null, "error_code", 0);
        }
        Throwable cause = failure instanceof ExecutionException && failure.getCause() != null ? failure.getCause() : failure;
        Errors error = Errors.forException(cause);
        return body("error", error.name(), "error_code", (int) error.code());
    }

    /** The outcome of waiting on one future of an admin result. */
    static Map<String, Object> outcome(org.apache.kafka.common.KafkaFuture<?> future) {
        try {
            future.get();
            return outcome((Throwable) null);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        } catch (ExecutionException e) {
            return outcome(e);
        }
    }

    static String where(String topic, int partition) {
        return topic + "/" + partition;
    }
}
