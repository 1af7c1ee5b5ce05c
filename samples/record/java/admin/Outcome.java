import java.util.Map;
import java.util.concurrent.ExecutionException;
import org.apache.kafka.common.KafkaFuture;
import org.apache.kafka.common.protocol.Errors;

/** An admin call's outcome as the facts keep it: a failure as the error code Kafka's protocol gives it. */
final class Outcome {
    private Outcome() {}

    /** {"error": NAME, "error_code": N} of a failed future, or nulls when it succeeded. */
    static Map<String, Object> of(Throwable failure) {
        if (failure == null) {
            return Events.body("error", null, "error_code", 0);
        }
        Throwable cause = failure instanceof ExecutionException && failure.getCause() != null ? failure.getCause() : failure;
        Errors error = Errors.forException(cause);
        return Events.body("error", error.name(), "error_code", (int) error.code());
    }

    /** The outcome of waiting on one future of an admin result. */
    static Map<String, Object> of(KafkaFuture<?> future) {
        try {
            future.get();
            return of((Throwable) null);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        } catch (ExecutionException e) {
            return of(e);
        }
    }
}
