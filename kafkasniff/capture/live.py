"""Live capture from an interface: tcpdump captures in its own process (live_tcpdump.py), a relay
thread saves and queues what it captures (live_relay.py), and the packets are decoded as they come.

Nothing is lost silently: packets the kernel dropped (its ring buffer was full) and packets the
decoder had no time for (the queue was full; they are in the -w file) are warned about on stderr
the moment they start, within a second, and counted in the summary. Imported only for -i.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator

from kafkasniff.capture.heap import map_large_blocks_alone
from kafkasniff.capture.pcap import CaptureError, read_packets
from kafkasniff.capture.relay import PacketQueue, Relay
from kafkasniff.capture.rotation import NO_ROTATION, RotatingWriter, Rotation
from kafkasniff.capture.tcpdump import FLUSH_SECONDS, CaptureSettings, TcpdumpProcess, copies_per_packet
from kafkasniff.counters import Counters, kernel_drops_text
from kafkasniff.model import Packet

STATS_SECONDS = 1.0  # how often tcpdump is asked for its counters

Say = Callable[[str], None]  # a line for the user (a warning, the tap's state)


class LiveTap:
    """One live capture: start it, iterate `packets()`, then `close()` (which completes the -w
    file and puts the drop counts in the counters). `rotation`: the -w file cut as tcpdump's -C,
    -G and -W cut theirs."""

    def __init__(
        self, settings: CaptureSettings, save_path: str | None, counters: Counters, warn: Say,
        status: Say | None = None, rotation: Rotation = NO_ROTATION,
    ) -> None:  # fmt: skip
        self.settings, self.counters, self.warn, self.status = settings, counters, warn, status
        self.rotation = rotation
        self._save = _open_save(save_path, rotation) if save_path else None
        self._tcpdump = TcpdumpProcess(settings)
        try:
            self._tcpdump.wait_until_listening()
        except CaptureError:
            self._close_save()
            raise
        map_large_blocks_alone()  # a tap may run for days: its relay's buffers must not fragment the heap
        self._relay = Relay(self._tcpdump.output, self._save, PacketQueue())
        self._relay.start()
        self._not_decoded_at_end: int | None = None
        self._reported = (0, 0)  # kernel drops, queue drops: what the user was last told
        self._copies = copies_per_packet(settings.interface)

    def packets(self, stop: threading.Event, duration: float | None = None) -> Iterator[Packet]:
        """The captured packets as they come, until `stop` is set or `duration` seconds pass."""
        watcher = threading.Thread(target=self._watch, args=(stop, duration), name="kafkasniff-watch", daemon=True)
        watcher.start()
        try:
            yield from read_packets(self._relay.stream(), self.counters)
        finally:
            self._not_decoded_at_end = self._relay.not_decoded
            stop.set()
            watcher.join()

    def close(self) -> str | None:
        """Stop tcpdump, wait for every captured byte to reach the -w file, count the drops; why
        the capture ended early, if it did (tcpdump killed, the -w file not writable)."""
        self._tcpdump.stop()
        self._tcpdump.wait()
        self._relay.join()
        self._close_save()
        self.counters.packets_dropped_by_kernel = self._tcpdump.stats.dropped
        self.counters.kernel_copies_per_packet = self._copies
        not_decoded = self._relay.not_decoded if self._not_decoded_at_end is None else self._not_decoded_at_end
        self.counters.packets_not_decoded = not_decoded
        return self._relay.failure or self._tcpdump.exit_failure()

    @property
    def ended(self) -> str | None:
        """Why the capture ended by itself without failing (-G with -W wrote its last file)."""
        return self._relay.ended

    def saved_text(self) -> str | None:
        """What a rotated -w wrote (files, their names, overwrites), for the user; None without rotation."""
        if self._save is None or not self.rotation.rotates:
            return None
        return self._save.written.text()

    def _watch(self, stop: threading.Event, duration: float | None) -> None:
        """Ask tcpdump for its counters every second and warn about new drops; end the capture
        when asked to or when the duration is up."""
        deadline = None if duration is None else time.monotonic() + duration
        while True:
            wait = STATS_SECONDS if deadline is None else min(STATS_SECONDS, max(0.0, deadline - time.monotonic()))
            if stop.wait(wait) or (deadline is not None and time.monotonic() >= deadline):
                break
            self._tcpdump.ask_for_stats()
            self._report()
        time.sleep(FLUSH_SECONDS)  # the packets of the kernel's last block reach tcpdump
        self._tcpdump.stop()

    def _report(self) -> None:
        """Warn of drops new since the last report; show the tap's state when asked to."""
        kernel, queue = self._tcpdump.stats.dropped, self._relay.not_decoded
        # the counts so far, for what reads the counters while the tap runs (--metrics); close() sets the last
        self.counters.packets_dropped_by_kernel, self.counters.packets_not_decoded = kernel, queue
        told_kernel, told_queue = self._reported
        if kernel > told_kernel:
            self.warn(f"the kernel dropped {kernel_drops_text(kernel, self._copies)} so far: capture could not "
                      f"keep up (a larger -B than {self.settings.buffer_kib} KiB may help)")  # fmt: skip
        if queue > told_queue:
            saved = "" if self._save is None else f"; they are in {self._where_saved()}"
            self.warn(f"decoding is behind: {queue} packets so far were captured but not decoded{saved}")
        self._reported = (kernel, queue)
        if self.status is not None:  # last: a warning clears the state line
            self.status(status_text(self.settings.interface, self.counters, kernel, queue))

    def _where_saved(self) -> str:
        assert self._save is not None
        return "the -w files" if self.rotation.rotates else self._save.name

    def _close_save(self) -> None:
        if self._save is not None:
            self._save.close()


def _open_save(path: str, rotation: Rotation) -> RotatingWriter:
    try:
        return RotatingWriter(path, rotation)
    except OSError as exc:
        raise CaptureError(f"{exc.filename or path}: {exc.strerror or exc}") from None


def status_text(interface: str, counters: Counters, dropped_by_kernel: int, not_decoded: int) -> str:
    """The one-line state of a running tap, for a terminal while the output goes elsewhere."""
    return (f"capturing on {interface}: {counters.packets:,} packets, {counters.exchanges:,} exchanges, "
            f"{dropped_by_kernel:,} dropped by the kernel, {not_decoded:,} not decoded")  # fmt: skip
