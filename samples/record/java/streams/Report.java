import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.LinkedHashMap;
import java.util.Map;

/** The program's report: one JSON object per line on stdout, `{"event": KIND, ...}`. */
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

    /** Synchronized: the stream thread and the state listener's thread both report. */
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
}
