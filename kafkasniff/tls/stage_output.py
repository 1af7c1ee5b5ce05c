"""What the TLS stage hands on: stream events (the plaintext of the connections it decrypts, the
bytes of those it passes through) and notices. Apart from `output`, which makes them: the stage's
users import this without the parts that decrypt."""

from __future__ import annotations

from kafkasniff.model import Notice, StreamEvent

StageOutput = StreamEvent | Notice
