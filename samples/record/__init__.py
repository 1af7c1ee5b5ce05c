"""The sample recorder: real brokers and real clients on loopback, captured by tcpdump.

Run it as `python -m samples.record [--only NAME ...] [--out DIR]` from the repository root.
Every wait in it is on a state that a broker, a client or the kernel reports, with a bound and a
message naming the step and the state it was waiting for; nothing sleeps in the hope that a state
has been reached.
"""
