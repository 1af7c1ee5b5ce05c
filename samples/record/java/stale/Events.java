import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;

/** The program's report: one JSON object per line on stdout, as every recorded client program writes it. */
final class Events {
    private static final ObjectMapper JSON = new ObjectMapper();

    private Events() {}

    /** A fresh event body: the caller fills it and hands it to emit. */
    static Map<String, Object> body(Object... pairs) {
        Map<String, Object> out = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            out.put((String) pairs[i], pairs[i + 1]);
        }
        return out;
    }

    /** Wall-clock seconds to the microsecond, comparable with the capture's timestamps. */
    static double now() {
        Instant at = Instant.now();
        return at.getEpochSecond() + (at.getNano() / 1000) / 1e6;
    }

    /** Print one event; synchronized because rebalance callbacks may run inside another member's call. */
    static synchronized void emit(String kind, Map<String, Object> fields) {
        Map<String, Object> line = new LinkedHashMap<>();
        line.put("event", kind);
        line.put("t", now());
        line.putAll(fields);
        try {
            System.out.println(JSON.writeValueAsString(line));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
        System.out.flush();
    }

    static String where(String topic, int partition) {
        return topic + "/" + partition;
    }
}
