import java.io.PrintWriter;
import java.io.StringWriter;

/** How every program ends: `done` once its work returns, or `failed` with the error and its trace. */
final class Program {
    /** A program's work. */
    interface Work {
        void run() throws Exception;
    }

    private Program() {}

    /** Run the work, report how it ended, and exit: a client's helper thread must not hold the JVM. */
    static void run(Work work) {
        try {
            work.run();
        } catch (Exception e) {
            StringWriter trace = new StringWriter();
            e.printStackTrace(new PrintWriter(trace));
            Events.emit("failed", Events.body("error", e.toString(), "trace", trace.toString()));
            System.exit(1);
        }
        Events.emit("done", Events.body());
        System.exit(0);
    }
}
