from kafkasniff.cli import run

run()
