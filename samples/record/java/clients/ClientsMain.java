import java.io.PrintWriter;
import java.io.StringWriter;

/** Apache's Java client as a recorded client: `ClientsMain SCENARIO BOOTSTRAP`, reporting JSON lines. */
public final class ClientsMain {
    private ClientsMain() {}

    public static void main(String[] args) throws Exception {
        String scenario = args[0];
        String bootstrap = args[1];
        try {
            switch (scenario) {
                case "producer" -> Producers.run(bootstrap);
                case "txn" -> Transactions.run(bootstrap);
                case "groups" -> Groups.run(bootstrap);
                case "share" -> Shares.run(bootstrap);
                default -> throw new IllegalArgumentException("unknown scenario " + scenario);
            }
        } catch (Exception e) {
            StringWriter trace = new StringWriter();
            e.printStackTrace(new PrintWriter(trace));
            Events.emit("failed", Events.body("error", e.toString(), "trace", trace.toString()));
            System.exit(1);
        }
        Events.emit("done", Events.body());
        // The clients' own threads are closed, but a JVM helper thread must not hold the exit.
        System.exit(0);
    }
}
