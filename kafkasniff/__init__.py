"""kafkasniff: a packet-capture analyzer for the Kafka wire protocol."""
