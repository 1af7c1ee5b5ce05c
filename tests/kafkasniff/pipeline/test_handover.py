"""The hand-over between the reading process and the decoding one: exchanges as tuples and back,
and messages streamed through a pipe arrive whole, in order, with their sizes."""

from __future__ import annotations

import multiprocessing
import os
import pickle
import threading
from dataclasses import fields
from multiprocessing.connection import Connection as PipeEnd

import pytest

from kafkasniff.model import Connection, Exchange, ExchangeStatus, Flow, Frame, Notice
from kafkasniff.pipeline import handover
from kafkasniff.pipeline.handover import READ_BUFFER, Receiver, Sender, decoded, encoded

CONN = Connection(("10.0.0.1", 40000), ("10.0.0.2", 9092), "kafka", None, 7)


def frame(from_client: bool, data: bytes) -> Frame:
    # every field away from its default, so that a field put in the wrong place shows
    return Frame(CONN, from_client, 20, 10, 4, len(data) + 3, data, 3, "decryption-failed", (5, 9), False)


def test_an_exchange_comes_back_equal_after_pickling_its_tuple():
    exchange = Exchange(CONN, frame(True, b"request"), frame(False, b"response"), 42, ExchangeStatus.OK)
    unanswered = Exchange(CONN, frame(True, b"alone"), None, 43, ExchangeStatus.UNANSWERED)
    notice = Notice(30, CONN, Flow(CONN.client, CONN.server), 12, "gap", "3 bytes missing")
    items = [exchange, notice, unanswered]
    sent = pickle.loads(pickle.dumps(encoded(items), protocol=pickle.HIGHEST_PROTOCOL))
    back = decoded(sent)
    assert back == items
    assert back[0].request.conn is back[0].conn  # the connection is named once


def test_the_frame_fields_sent_are_the_constructors_after_the_connection():
    names = [f.name for f in fields(Frame)]
    assert names[0] == "conn"
    assert handover._frame_fields(frame(True, b"x")) == tuple(getattr(frame(True, b"x"), n) for n in names[1:])


def test_messages_arrive_in_order_whole_with_the_sizes_sent():
    receiving, sending = multiprocessing.Pipe(duplex=False)
    messages = [("small", 1), ("large", os.urandom(3 * READ_BUFFER + 17)), ("after", [b"a" * 70_000, b"b"])]
    sizes: list[int] = []

    def send() -> None:  # a thread: the pipe holds less than the large message
        sender = Sender(sending.fileno())
        sizes.extend(sender.send(message) for message in messages)
        sending.close()

    writer = threading.Thread(target=send)
    writer.start()
    receiver = Receiver(receiving.fileno())
    assert [receiver.message() for _ in messages] == messages
    writer.join()
    assert sizes == [len(pickle.dumps(m, protocol=pickle.HIGHEST_PROTOCOL)) for m in messages]
    assert_ended(receiver, receiving)


def test_a_pipe_that_ends_inside_a_message_is_an_end_of_input():
    receiving, sending = multiprocessing.Pipe(duplex=False)
    whole = pickle.dumps(("items", b"x" * 1000), protocol=pickle.HIGHEST_PROTOCOL)
    os.write(sending.fileno(), whole[: len(whole) // 2])
    sending.close()
    receiver = Receiver(receiving.fileno())
    assert_ended(receiver, receiving)


def test_messages_taken_ahead_of_time_arrive_whole_and_in_order():
    """The pipe is pumped at any point (inside a message too): the messages are those sent."""
    receiving, sending = multiprocessing.Pipe(duplex=False)
    messages = [("items", [b"x" * 100_000, "line\n" * 3]), ("small", 1), ("large", os.urandom(3 * READ_BUFFER))]
    messages *= 4
    written = [pickle.dumps(m, protocol=pickle.HIGHEST_PROTOCOL) for m in messages]

    def send() -> None:  # in pieces that cut messages, so that a pump takes part of one
        whole = b"".join(written)
        for start in range(0, len(whole), 50_000):
            os.write(sending.fileno(), whole[start : start + 50_000])
        sending.close()

    writer = threading.Thread(target=send)
    writer.start()
    receiver = Receiver(receiving.fileno(), ahead=200_000)
    got = []
    for _ in messages:
        receiver.pump()
        assert receiver.ahead.held <= 200_000
        got.append(receiver.message())
        receiver.pump()
    assert got == messages
    writer.join()
    assert_ended(receiver, receiving)


def test_a_pump_never_waits_for_the_sender():
    receiving, sending = multiprocessing.Pipe(duplex=False)
    receiver = Receiver(receiving.fileno())
    receiver.pump()  # nothing sent yet: returns at once
    assert receiver.ahead.held == 0
    Sender(sending.fileno()).send(("items", [1, 2]))
    receiver.pump()
    assert receiver.ahead.held > 0
    assert receiver.message() == ("items", [1, 2])
    assert receiver.ahead.held == 0
    sending.close()
    receiver.close()
    receiving.close()


def test_without_room_ahead_a_pump_takes_nothing():
    receiving, sending = multiprocessing.Pipe(duplex=False)
    receiver = Receiver(receiving.fileno(), ahead=0)
    Sender(sending.fileno()).send(("items", [1, 2]))
    receiver.pump()
    assert receiver.ahead.held == 0
    assert receiver.message() == ("items", [1, 2])
    sending.close()
    receiver.close()
    receiving.close()


def assert_ended(receiver: Receiver, receiving: PipeEnd) -> None:
    """Nothing more comes: the next message is the end of input; both ends closed after."""
    with pytest.raises(EOFError):
        receiver.message()
    receiver.close()
    receiving.close()
