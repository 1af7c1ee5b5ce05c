import java.lang.reflect.Field;
import java.net.InetSocketAddress;
import java.nio.channels.SocketChannel;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.Node;
import org.apache.kafka.common.network.KafkaChannel;
import org.apache.kafka.common.network.Selector;

/** The connection a classic consumer writes its commits to (its group coordinator's), as
 * local->remote: the client's own sockets are not in the public api, so they are read by reflection
 * (KafkaConsumer -> ClassicKafkaConsumer -> its coordinator's node and its network client's selector). */
final class Coordinator {
    private Coordinator() {}

    static Object field(Object owner, Class<?> declaring, String name) throws ReflectiveOperationException {
        Field f = declaring.getDeclaredField(name);
        f.setAccessible(true);
        return f.get(owner);
    }

    static Object field(Object owner, String name) throws ReflectiveOperationException {
        Class<?> c = owner.getClass();
        while (c != null) {
            try {
                return field(owner, c, name);
            } catch (NoSuchFieldException e) {
                c = c.getSuperclass();
            }
        }
        throw new NoSuchFieldException(owner.getClass() + "." + name);
    }

    /** "127.0.0.1:LOCAL->127.0.0.1:REMOTE", or null while the client has no coordinator connection. */
    static String connection(KafkaConsumer<?, ?> consumer) {
        try {
            Object classic = field(consumer, "delegate");
            Object coordinator = field(classic, "coordinator");
            Node node = (Node) field(coordinator, "coordinator");
            if (node == null) {
                return null;
            }
            Object network = field(field(classic, "client"), "client");
            Selector selector = (Selector) field(network, "selector");
            KafkaChannel channel = selector.channel(node.idString());
            if (channel == null) {
                return null;
            }
            Object transport = field(channel, "transportLayer");
            SocketChannel socket = (SocketChannel) transport.getClass().getMethod("socketChannel").invoke(transport);
            return text((InetSocketAddress) socket.getLocalAddress()) + "->"
                    + text((InetSocketAddress) socket.getRemoteAddress());
        } catch (ReflectiveOperationException | java.io.IOException e) {
            throw new IllegalStateException("cannot read the coordinator connection", e);
        }
    }

    static String text(InetSocketAddress a) {
        return a.getAddress().getHostAddress() + ":" + a.getPort();
    }
}
