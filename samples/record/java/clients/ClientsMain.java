/** Apache's Java client as a recorded client: `ClientsMain SCENARIO BOOTSTRAP`, reporting JSON lines. */
public final class ClientsMain {
    private ClientsMain() {}

    public static void main(String[] args) {
        String scenario = args[0];
        String bootstrap = args[1];
        Program.run(() -> {
            switch (scenario) {
                case "producer" -> Producers.run(bootstrap);
                case "txn" -> Transactions.run(bootstrap);
                case "groups" -> Groups.run(bootstrap);
                case "share" -> Shares.run(bootstrap);
                default -> throw new IllegalArgumentException("unknown scenario " + scenario);
            }
        });
    }
}
