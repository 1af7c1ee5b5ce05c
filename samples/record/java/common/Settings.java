import java.util.Properties;

/** A client's settings: where it connects, its client id, then any others as key, value pairs. */
final class Settings {
    private Settings() {}

    static Properties of(String bootstrap, String clientId, Object... pairs) {
        Properties p = new Properties();
        p.put("bootstrap.servers", bootstrap);
        p.put("client.id", clientId);
        for (int i = 0; i < pairs.length; i += 2) {
            p.put(pairs[i], pairs[i + 1]);
        }
        return p;
    }
}
