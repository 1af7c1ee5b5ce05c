final class Groups {
    private Groups() {}

    static void run(String bootstrap) throws Exception {
        throw new UnsupportedOperationException("not yet");
    }
}
