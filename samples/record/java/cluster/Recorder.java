import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/**
 * The recorder's side of the dialogue: the program asks it to stop or start a node (an "ask" event)
 * and reads its answer, one JSON line on stdin, once the node has stopped or listens again.
 */
final class Recorder {
    private static final BufferedReader IN =
            new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    private static final ObjectMapper JSON = new ObjectMapper();

    private Recorder() {}

    @SuppressWarnings("unchecked")
    static synchronized Map<String, Object> ask(String action, int node, String why) throws IOException {
        Events.emit("ask", Events.body("action", action, "node", node, "why", why));
        String line = IN.readLine();
        if (line == null) {
            throw new IOException("the recorder closed stdin before answering " + action + " " + node);
        }
        Map<String, Object> answer = JSON.readValue(line, Map.class);
        Events.emit("answered", Events.body("action", action, "node", node, "answer", answer));
        return answer;
    }
}
