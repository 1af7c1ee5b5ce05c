/*
 * The third oracle of kafkasniff's differential tests: Apache Kafka's own parser.
 *
 * Reads one JSON object a line on stdin, a Kafka frame seen on the wire:
 *   {"id": 7, "api_key": 0, "api_version": 9, "direction": "request", "frame": "<base64>"}
 * where "frame" is the frame after its 4-byte length prefix (header and body), and "api_version"
 * is the request's version (a response does not carry its own). Writes one JSON object a line on
 * stdout, in the same order:
 *   {"id": 7, "version": 9, "header": {...}, "body": {...}, "unknown_tags": {}, "trailing": 0}
 * header and body as kafka-clients' generated JsonConverters write them (records as their size),
 * "version" the one the body was read at, "unknown_tags" the body's tagged fields Apache does not
 * know (tag: base64 bytes; its converters leave them out), "trailing" the bytes left after it; or
 *   {"id": 7, "error": "unsupported", "message": "..."}   Apache has no such api or version
 *   {"id": 7, "error": "unparsable", "message": "..."}    its parser threw on these bytes
 *
 * The frame is parsed the way kafka-clients parses what it receives: the header version comes
 * from ApiMessageType (request header v1/v2, response header v0/v1; an ApiVersions response's
 * header is always v0), the body is read by the api's generated *Data class, and an ApiVersions
 * response that does not parse at the requested version is read again at v0, as
 * ApiVersionsResponse.parse does (a broker answers an unsupported version in v0's layout).
 *
 * One JVM reads the whole batch: starting it is the cost, not the parsing.
 */

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import org.apache.kafka.common.message.ApiMessageType;
import org.apache.kafka.common.message.RequestHeaderData;
import org.apache.kafka.common.message.ResponseHeaderData;
import org.apache.kafka.common.protocol.ApiMessage;
import org.apache.kafka.common.protocol.ByteBufferAccessor;
import org.apache.kafka.common.protocol.Message;
import org.apache.kafka.common.protocol.types.RawTaggedField;

public final class ApacheParse {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final short API_VERSIONS = 18;

    /** A frame Apache's parser refuses: which kind of refusal, and its own words. */
    private static final class Refused extends Exception {
        final String kind;

        Refused(String kind, String message) {
            super(message);
            this.kind = kind;
        }
    }

    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        BufferedWriter out = new BufferedWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8));
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            if (line.isBlank()) {
                continue;
            }
            JsonNode frame = JSON.readTree(line);
            ObjectNode result = JSON.createObjectNode();
            result.set("id", frame.get("id"));
            try {
                parse(frame, result);
            } catch (Refused refused) {
                result.removeAll();
                result.set("id", frame.get("id"));
                result.put("error", refused.kind);
                result.put("message", refused.getMessage());
            }
            out.write(JSON.writeValueAsString(result));
            out.newLine();
        }
        out.flush();
    }

    private static void parse(JsonNode frame, ObjectNode result) throws Refused {
        short apiKey = (short) frame.get("api_key").asInt();
        short version = (short) frame.get("api_version").asInt();
        boolean request = frame.get("direction").asText().equals("request");
        ApiMessageType type = messageType(apiKey, version);
        byte[] bytes = Base64.getDecoder().decode(frame.get("frame").asText());

        ByteBuffer buffer = ByteBuffer.wrap(bytes);
        Message header = request ? new RequestHeaderData() : new ResponseHeaderData();
        short headerVersion = request ? type.requestHeaderVersion(version) : type.responseHeaderVersion(version);
        read(header, buffer, headerVersion, "header");
        result.set("header", json(header, headerVersion));

        int bodyStart = buffer.position();
        ApiMessage body = request ? type.newRequest() : type.newResponse();
        try {
            read(body, buffer, version, "body");
        } catch (Refused refused) {
            if (request || apiKey != API_VERSIONS || version == 0) {
                throw refused;
            }
            buffer.position(bodyStart);
            body = type.newResponse();
            version = 0;
            read(body, buffer, version, "body");
        }
        result.put("version", version);
        result.set("body", json(body, version));
        ObjectNode unknown = result.putObject("unknown_tags");
        for (RawTaggedField tagged : body.unknownTaggedFields()) {
            unknown.put(Integer.toString(tagged.tag()), tagged.data());
        }
        result.put("trailing", buffer.remaining());
    }

    /** The api's message type, if Apache Kafka still speaks this version of it. */
    private static ApiMessageType messageType(short apiKey, short version) throws Refused {
        ApiMessageType type;
        try {
            type = ApiMessageType.fromApiKey(apiKey);
        } catch (RuntimeException unknown) {
            throw new Refused("unsupported", "api key " + apiKey + " is unknown to Apache Kafka");
        }
        short lowest = type.lowestSupportedVersion();
        short highest = type.highestSupportedVersion(true);
        if (version < lowest || version > highest) {
            // its generated classes would read such bytes with the layout of another version
            throw new Refused("unsupported", type.name + " v" + version + " is outside Apache Kafka's "
                    + lowest + "-" + highest);
        }
        return type;
    }

    private static void read(Message message, ByteBuffer buffer, short version, String what) throws Refused {
        try {
            message.read(new ByteBufferAccessor(buffer), version);
        } catch (RuntimeException broken) {
            throw new Refused("unparsable", what + ": " + broken);
        }
    }

    /**
     * A message as its generated JsonConverter writes it: the class beside the message's own,
     * named after it. Records are written as their size (serializeRecords false): with true, the
     * converters write an empty placeholder instead of the records.
     */
    private static JsonNode json(Message message, short version) throws Refused {
        Class<?> messageClass = message.getClass();
        try {
            Class<?> converter = Class.forName(messageClass.getName() + "JsonConverter");
            Method write = converter.getMethod("write", messageClass, short.class, boolean.class);
            return (JsonNode) write.invoke(null, message, version, false);
        } catch (InvocationTargetException failed) {
            throw new Refused("unparsable", "converter: " + failed.getCause());
        } catch (ReflectiveOperationException missing) {
            throw new Refused("unsupported", "no JsonConverter for " + messageClass.getName() + ": " + missing);
        }
    }
}
