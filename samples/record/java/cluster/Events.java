import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.LinkedHashMap;
import java.util.Map;

/** The program's report: one JSON object per line on stdout, as every recorded client program writes it. */
final class Events {
    private static final ObjectMapper JSON = new ObjectMapper();

    private Events() {}

    static Map<String, Object> body(Object... pairs) {
        Map<String, Object> out = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            out.put((String) pairs[i], pairs[i + 1]);
        }
        return out;
    }

    /** Synchronized: client callbacks and the log appender emit from their own threads. */
    static synchronized void emit(String kind, Map<String, Object> fields) {
        Map<String, Object> line = new LinkedHashMap<>();
        line.put("event", kind);
        // wall-clock seconds, comparable with the capture's timestamps
        line.put("t", System.currentTimeMillis() / 1000.0);
        line.putAll(fields);
        try {
            System.out.println(JSON.writeValueAsString(line));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
        System.out.flush();
    }
}
