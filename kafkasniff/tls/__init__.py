"""TLS: a connection's byte streams decrypted with a key log; other bytes pass through."""
