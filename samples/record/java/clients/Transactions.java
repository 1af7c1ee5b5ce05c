final class Transactions {
    private Transactions() {}

    static void run(String bootstrap) throws Exception {
        throw new UnsupportedOperationException("not yet");
    }
}
