import java.util.regex.Pattern;
import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.core.LogEvent;
import org.apache.logging.log4j.core.LoggerContext;
import org.apache.logging.log4j.core.appender.AbstractAppender;
import org.apache.logging.log4j.core.config.Configuration;
import org.apache.logging.log4j.core.config.LoggerConfig;
import org.apache.logging.log4j.core.config.Property;

/**
 * What the clients themselves logged about errors the brokers answered (a leader that moved, a
 * coordinator that moved or is loading): their own words are the facts, one "client_log" event
 * each. Only lines naming such an error are kept: the clients log their whole configuration at INFO.
 */
final class ClientLog extends AbstractAppender {
    static final Pattern WORTH_KEEPING = Pattern.compile(
            "NOT_LEADER_OR_FOLLOWER|NOT_COORDINATOR|COORDINATOR_LOAD_IN_PROGRESS|COORDINATOR_NOT_AVAILABLE"
                    + "|LEADER_NOT_AVAILABLE|NOT_ENOUGH_REPLICAS|coordinator .* is unavailable or invalid"
                    + "|Discovered group coordinator|not the correct coordinator|is throttled for");

    private ClientLog() {
        super("kafkasniff-events", null, null, true, Property.EMPTY_ARRAY);
    }

    /** INFO and above from the clients go to this appender alone (not to the console). */
    static void install() {
        LoggerContext context = (LoggerContext) LogManager.getContext(false);
        Configuration config = context.getConfiguration();
        ClientLog appender = new ClientLog();
        appender.start();
        config.addAppender(appender);
        LoggerConfig clients = new LoggerConfig("org.apache.kafka.clients", Level.INFO, false);
        clients.addAppender(appender, Level.INFO, null);
        config.addLogger("org.apache.kafka.clients", clients);
        context.updateLoggers();
    }

    @Override
    public void append(LogEvent event) {
        String message = event.getMessage().getFormattedMessage();
        if (WORTH_KEEPING.matcher(message).find()) {
            Events.emit("client_log", Events.body(
                    "level", event.getLevel().name(), "logger", event.getLoggerName(), "message", message));
        }
    }
}
