final class Shares {
    private Shares() {}

    static void run(String bootstrap) throws Exception {
        throw new UnsupportedOperationException("not yet");
    }
}
