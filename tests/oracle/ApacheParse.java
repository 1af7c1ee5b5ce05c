/*
 * The third oracle of kafkasniff's differential tests: Apache Kafka's own parser.
 *
 * Reads one JSON object a line on stdin, a Kafka frame seen on the wire:
 *   {"id": 7, "api_key": 0, "api_version": 9, "direction": "request", "frame": "<base64>"}
 * where "frame" is the frame after its 4-byte length prefix (header and body), and "api_version"
 * is the request's version (a response does not carry its own). Writes one JSON object a line on
 * stdout, in the same order:
 *   {"id": 7, "version": 9, "header": {...}, "body": {...}, "unknown_tags": {}, "trailing": 0}
 * header and body as kafka-clients' generated JsonConverters write them (records fields as the
 * record classes read them; fields the converters leave out at their default listed with it: see
 * annotate), "version" the one the body was read at,
 * "unknown_tags" the body's tagged fields Apache does not know (tag: base64 bytes; its converters
 * leave them out), "trailing" the bytes left after it; or
 *   {"id": 7, "error": "unsupported", "message": "..."}   Apache has no such api or version
 *   {"id": 7, "error": "unparsable", "message": "..."}    its parser threw on these bytes
 *
 * Bytes nested inside a field (the consumer protocol's subscription and assignment in
 * JoinGroup's and SyncGroup's metadata and assignment fields) come as
 *   {"id": 8, "message": "ConsumerProtocolSubscription", "frame": "<base64>"}
 * and are read as kafka-clients' ConsumerProtocol reads them: a version first, the message at
 * that version or at the newest Apache knows when it is newer ("version" says the one on the wire).
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
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.apache.kafka.common.Uuid;
import org.apache.kafka.common.header.Header;
import org.apache.kafka.common.message.ApiMessageType;
import org.apache.kafka.common.message.RequestHeaderData;
import org.apache.kafka.common.message.ResponseHeaderData;
import org.apache.kafka.common.protocol.ApiMessage;
import org.apache.kafka.common.protocol.ByteBufferAccessor;
import org.apache.kafka.common.protocol.Message;
import org.apache.kafka.common.protocol.types.RawTaggedField;
import org.apache.kafka.common.record.internal.ControlRecordType;
import org.apache.kafka.common.record.internal.DefaultRecordBatch;
import org.apache.kafka.common.record.internal.EndTransactionMarker;
import org.apache.kafka.common.record.internal.Record;
import org.apache.kafka.common.record.internal.RecordBatch;
import org.apache.kafka.common.record.internal.Records;

public final class ApacheParse {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final short API_VERSIONS = 18;
    private static final String SIZE_SUFFIX = "SizeInBytes";  // a records field's name, as its size
    private static final String DEFAULTS_KEY = "_defaults";  // no field's name: they are camelCase
    // what a generated message class declares without parameters that is no field's accessor
    private static final Set<String> NOT_FIELDS = Set.of("apiKey", "lowestSupportedVersion",
            "highestSupportedVersion", "unknownTaggedFields", "duplicate", "hashCode", "toString");

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
                if (frame.has("message")) {
                    parseNested(frame, result);
                } else {
                    parse(frame, result);
                }
            } catch (Refused refused) {
                refuse(result, frame, refused.kind, refused.getMessage());
            } catch (RuntimeException unexpected) {  // bytes no parser path foresaw: a line, not a crash
                refuse(result, frame, "unparsable", unexpected.toString());
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
        JsonNode bodyJson = json(body, version);
        annotate(body, bodyJson);
        result.set("body", bodyJson);
        ObjectNode unknown = result.putObject("unknown_tags");
        for (RawTaggedField tagged : body.unknownTaggedFields()) {
            unknown.put(Integer.toString(tagged.tag()), tagged.data());
        }
        result.put("trailing", buffer.remaining());
    }

    private static void refuse(ObjectNode result, JsonNode frame, String kind, String message) {
        result.removeAll();
        result.set("id", frame.get("id"));
        result.put("error", kind);
        result.put("message", message);
    }

    private static void parseNested(JsonNode frame, ObjectNode result) throws Refused {
        String name = frame.get("message").asText();
        Message message;
        try {
            message = (Message) Class.forName("org.apache.kafka.common.message." + name)
                    .getConstructor().newInstance();
        } catch (ReflectiveOperationException | ClassCastException unknown) {
            throw new Refused("unsupported", "no message " + name + " in kafka-clients: " + unknown);
        }
        ByteBuffer buffer = ByteBuffer.wrap(Base64.getDecoder().decode(frame.get("frame").asText()));
        short version;
        try {
            version = buffer.getShort();
        } catch (RuntimeException broken) {
            throw new Refused("unparsable", "version: " + broken);
        }
        if (version < message.lowestSupportedVersion()) {
            throw new Refused("unsupported", name + " v" + version + " is older than Apache Kafka's oldest");
        }
        short readAt = (short) Math.min(version, message.highestSupportedVersion());
        read(message, buffer, readAt, name);
        result.put("version", version);
        result.set("body", json(message, readAt));
        result.set("unknown_tags", JSON.createObjectNode());
        // a newer version's fields past the ones Apache knows are left unread, as ConsumerProtocol does
        result.put("trailing", version == readAt ? buffer.remaining() : 0);
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
     * Two things the generated JsonConverters leave out, added to a message's JSON by walking the
     * message object beside it (each JSON key is the camelCase name of the accessor that holds the
     * value):
     * - each records field, which they write as `<name>SizeInBytes: N`, becomes
     *   `<name>: {"size": N, "batches": [...]}`: the record set as kafka-clients' record classes
     *   read it, batch by batch and record by record (decompressed), named as kafkasniff's
     *   --records JSON names the same facts;
     * - the fields they leave out because the message holds their default value (tagged fields,
     *   as Apache's serializer leaves them off the wire) go under DEFAULTS_KEY, `{name: value}`,
     *   so that a field the sender put on the wire with its default value can be checked.
     */
    private static void annotate(Object message, JsonNode json) throws Refused {
        if (!(json instanceof ObjectNode object)) {
            return;
        }
        List<String> names = new ArrayList<>();
        object.fieldNames().forEachRemaining(names::add);
        for (String name : names) {
            JsonNode value = object.get(name);
            if (name.endsWith(SIZE_SUFFIX) && value.isInt()) {
                String field = name.substring(0, name.length() - SIZE_SUFFIX.length());
                if (accessor(message, field) instanceof Records records) {
                    object.remove(name);
                    object.set(field, recordSet(records));
                }
            } else if (value.isArray() && accessor(message, name) instanceof Iterable<?> elements) {
                int i = 0;
                for (Object element : elements) {
                    annotate(element, value.get(i++));
                }
            } else if (value.isObject()) {
                annotate(accessor(message, name), value);
            }
        }
        if (message instanceof Message) {
            ObjectNode defaults = defaults(message, object);
            if (!defaults.isEmpty()) {
                object.set(DEFAULTS_KEY, defaults);
            }
        }
    }

    /**
     * The fields a message holds at their default value that its JSON leaves out: each accessor
     * without parameters, no JSON key's name, whose value equals a new message's. Only plain
     * values (numbers, booleans, strings, uuids, bytes, empty collections) are written.
     */
    private static ObjectNode defaults(Object message, ObjectNode json) throws Refused {
        ObjectNode found = JSON.createObjectNode();
        Object fresh;
        try {
            fresh = message.getClass().getConstructor().newInstance();
        } catch (ReflectiveOperationException none) {
            return found;
        }
        for (Method method : message.getClass().getDeclaredMethods()) {
            String name = method.getName();
            boolean field = method.getParameterCount() == 0 && Modifier.isPublic(method.getModifiers())
                    && !Modifier.isStatic(method.getModifiers()) && !NOT_FIELDS.contains(name);
            if (!field || json.has(name) || json.has(name + SIZE_SUFFIX)) {
                continue;
            }
            Object value;
            try {
                value = method.invoke(message);
                if (!Objects.equals(value, method.invoke(fresh))) {
                    continue;
                }
            } catch (ReflectiveOperationException failed) {
                throw new Refused("unparsable", "accessor " + name + ": " + failed);
            }
            JsonNode plain = plain(value);
            if (plain != null) {
                found.set(name, plain);
            }
        }
        return found;
    }

    /** A plain value as JSON (uuids in Apache's text, bytes in base64); null for any other. */
    private static JsonNode plain(Object value) {
        if (value == null) {
            return JSON.nullNode();
        }
        if (value instanceof Collection<?> collection) {
            return collection.isEmpty() ? JSON.createArrayNode() : null;
        }
        if (value instanceof Boolean || value instanceof Number || value instanceof String
                || value instanceof byte[] || value instanceof Uuid) {
            return JSON.valueToTree(value instanceof Uuid uuid ? uuid.toString() : value);
        }
        return null;
    }

    private static Object accessor(Object message, String name) throws Refused {
        try {
            return message.getClass().getMethod(name).invoke(message);
        } catch (NoSuchMethodException none) {
            return null;  // a JSON key that is no accessor's name: nothing to walk into
        } catch (ReflectiveOperationException failed) {
            throw new Refused("unparsable", "accessor " + name + ": " + failed);
        }
    }

    private static ObjectNode recordSet(Records records) {
        ObjectNode set = JSON.createObjectNode();
        set.put("size", records.sizeInBytes());
        ArrayNode batches = set.putArray("batches");
        try {
            int whole = 0;
            for (RecordBatch batch : records.batches()) {
                batches.add(batch(batch));
                whole += batch.sizeInBytes();
            }
            // A broker's record set may end in a batch its fetch size cut: kafka-clients' iterator
            // stops before it (its consumer skips it). Its bytes, as kafkasniff writes such an entry.
            if (whole < records.sizeInBytes()) {
                batches.addObject().put("partial", true).put("size", records.sizeInBytes() - whole);
            }
        } catch (RuntimeException broken) {
            set.put("error", broken.toString());
        }
        return set;
    }

    private static ObjectNode batch(RecordBatch batch) {
        ObjectNode out = JSON.createObjectNode();
        out.put("base_offset", batch.baseOffset());
        out.put("magic", batch.magic());
        out.put("codec", batch.compressionType().name);
        out.put("crc_ok", batch.isValid());
        out.put("transactional", batch.isTransactional());
        out.put("control", batch.isControlBatch());
        out.put("producer_id", batch.producerId());
        out.put("producer_epoch", batch.producerEpoch());
        out.put("base_sequence", batch.baseSequence());
        out.put("partition_leader_epoch", batch.partitionLeaderEpoch());
        if (batch instanceof DefaultRecordBatch v2) {
            out.put("base_timestamp", v2.baseTimestamp());
        }
        out.put("max_timestamp", batch.maxTimestamp());
        out.put("record_count", batch.countOrNull());
        ArrayNode records = out.putArray("records");
        for (Record record : batch) {
            records.add(record(record, batch.isControlBatch()));
        }
        return out;
    }

    private static ObjectNode record(Record record, boolean control) {
        ObjectNode out = JSON.createObjectNode();
        out.put("offset", record.offset());
        out.put("timestamp", record.timestamp());
        out.put("key", record.hasKey() ? bytes(record.key()) : null);
        out.put("value", record.hasValue() ? bytes(record.value()) : null);
        ArrayNode headers = out.putArray("headers");
        for (Header header : record.headers()) {
            ObjectNode pair = headers.addObject();
            pair.put("key", header.key());
            pair.put("value", header.value());
        }
        if (control && record.hasKey()) {
            ControlRecordType type = ControlRecordType.parse(record.key());
            ObjectNode marker = out.putObject("control");
            marker.put("type", type.name());
            marker.put("version", record.key().getShort(0));  // the key's own version, first
            boolean endTxn = type == ControlRecordType.COMMIT || type == ControlRecordType.ABORT;
            marker.put("coordinator_epoch", endTxn ? EndTransactionMarker.deserialize(record).coordinatorEpoch() : null);
        }
        return out;
    }

    private static byte[] bytes(ByteBuffer buffer) {
        byte[] out = new byte[buffer.remaining()];
        buffer.duplicate().get(out);
        return out;
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
