import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.kafka.common.header.Header;
import org.apache.kafka.common.header.Headers;

/**
 * Every Java program's report: one JSON object per line on stdout, `{"event": KIND, "t": SECONDS, ...}`,
 * as every recorded client program writes it (samples/record/program_events.py reads them).
 */
final class Events {
    /** How an event carries its wall-clock time, "t": a program keeps the one its facts were recorded with. */
    enum Clock {
        /** Seconds to the millisecond: comparable with the capture's timestamps. */
        MILLISECONDS,
        /** Seconds to the microsecond, as `now()`: for a program whose facts order its events by it. */
        MICROSECONDS,
        /** No "t" at all. */
        NONE
    }

    private static final ObjectMapper JSON = new ObjectMapper();
    private static volatile Clock clock = Clock.MILLISECONDS;

    private Events() {}

    /** Set once, before the first event. */
    static void clock(Clock chosen) {
        clock = chosen;
    }

    /** A fresh event body (key, value, key, value...), in order: the caller fills it and hands it to emit. */
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

    /** Print one event; synchronized because the clients' callbacks, stream threads and log appenders
     * emit from their own threads, and a rebalance callback may run inside another member's call. */
    static synchronized void emit(String kind, Map<String, Object> fields) {
        Map<String, Object> line = new LinkedHashMap<>();
        line.put("event", kind);
        switch (clock) {
            case MILLISECONDS -> line.put("t", System.currentTimeMillis() / 1000.0);
            case MICROSECONDS -> line.put("t", now());
            case NONE -> { }
        }
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

    /** A record's headers as [key, hex value] pairs, in order. */
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

    /** A partition as the facts name it: "topic/partition". */
    static String where(String topic, int partition) {
        return topic + "/" + partition;
    }
}
