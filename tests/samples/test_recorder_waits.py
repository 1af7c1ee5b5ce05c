"""The recorder waits on states it can read, within a bound, and says what it waited for."""

from __future__ import annotations

import os
import socket

import pytest

from samples.record.ports import end_states, free_port, listens
from samples.record.waits import WaitTimedOut, wait_until


def test_a_wait_returns_what_the_state_check_found():
    seen = iter([None, False, 0, 7])
    assert wait_until(lambda: next(seen), seconds=5, step="count", state=lambda: "n/a", interval=0) == 0


def test_a_wait_past_its_bound_names_its_step_and_the_last_state():
    with pytest.raises(WaitTimedOut) as caught:
        wait_until(lambda: None, seconds=0.05, step="settler joins settlement", state=lambda: "generation -1")
    assert str(caught.value) == "settler joins settlement: not reached within 0.05 s; last state: generation -1"


def test_a_port_counts_as_taken_only_by_the_process_that_listens_on_it():
    with socket.socket() as server:
        server.bind(("127.0.0.1", 0))
        server.listen()
        port = server.getsockname()[1]
        assert listens(os.getpid(), port)
        assert not listens(os.getpid(), free_port())
        assert not listens(1, port)  # init does not hold it


def test_the_kernel_reports_both_ends_of_a_loopback_connection():
    with socket.socket() as server:
        server.bind(("127.0.0.1", 0))
        server.listen()
        port = server.getsockname()[1]
        with socket.create_connection(("127.0.0.1", port)) as client:
            accepted, _ = server.accept()
            with accepted:
                client_port = client.getsockname()[1]
                states = end_states(port)
                assert states[(client_port, "client")] == states[(client_port, "server")] == "ESTABLISHED"
                client.shutdown(socket.SHUT_WR)  # the client sends its FIN
                wait_until(lambda: end_states(port).get((client_port, "server")) == "CLOSE_WAIT", seconds=5,
                           step="server end sees the FIN", state=lambda: str(end_states(port)))  # fmt: skip
