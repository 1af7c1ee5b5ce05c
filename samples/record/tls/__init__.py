"""Real TLS samples: Kafka and MongoDB clients through a TLS front (Debian's stunnel4, or a small
Python front that writes the server's key log), captured twice at once: the TLS side
(client <-> front) and the plain side (front <-> broker), which holds the same application bytes in
clear as a ground truth for decryption. Each sample has its NSS key log, as the client (stunnel
fronts) or the front (Python front) wrote it.

Run it as `python -m samples.record.tls [--only NAME ...] [--out DIR]` from the repository root,
as root (tcpdump). Every wait is bounded (see samples/record/waits.py).
"""
