import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.kafka.common.header.Header;
import org.apache.kafka.common.header.Headers;

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

    /** Print one event; synchronized because callbacks run on the clients' own threads. */
    static synchronized void emit(String kind, Map<String, Object> fields) {
        Map<String, Object> line = new LinkedHashMap<>();
        line.put("event", kind);
        // Wall-clock seconds, comparable with the capture's timestamps.
        line.put("t", System.currentTimeMillis() / 1000.0);
        line.putAll(fields);
        try {
            System.out.println(JSON.writeValueAsString(line));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
        System.out.flush();
    }

    /** Bytes as hex (null stays null): the recorder turns them back into bytes. */
    static String hex(byte[] data) {
        return data == null ? null : HexFormat.of().formatHex(data);
    }

    static List<List<String>> headers(Headers headers) {
        List<List<String>> out = new ArrayList<>();
        for (Header h : headers) {
            List<String> pair = new ArrayList<>();
            pair.add(h.key());
            pair.add(hex(h.value()));
            out.add(pair);
        }
        return out;
    }

    static String where(String topic, int partition) {
        return topic + "/" + partition;
    }
}
