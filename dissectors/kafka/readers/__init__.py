"""Readers generated from the Kafka schema: one generator, and the emitters that decide what a reader builds."""
