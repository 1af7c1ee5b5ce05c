"""What kafkasniff's modes should take on C cores, from the CPU its parts cost (bench/scaling.py
measures them). Arithmetic only: no timing here, so the tests check it with made-up parts.

The parts of one run over one capture, in CPU seconds:

- start: Python's start-up and imports, paid once (forked processes inherit them);
- serial: capture -> pairing (reading, link layers, TCP reassembly, framing, pairing): one
  stream in capture order that no mode divides, and that every -j worker runs whole;
- informs: dissecting the exchanges that teach later ones (Metadata, SASL): every -j worker
  dissects them all, its own connections' as part of `decode`, the others' in addition;
- decode: decoding, filtering and rendering every exchange, divided among -j workers by
  connection (`largest`: the share of the busiest worker, from the connections' own costs);
- order: request-time ordering and writing, in the process that prints;
- view: what the one-process view does beyond the parts above (its per-exchange bookkeeping:
  -j 1's CPU as run, less the parts); -j's workers filter and render straight, without it;
- handover: what the default two-process split costs beyond one process (pickling, the pipe);
- worker_overhead: what each -j worker costs beyond the serial part and its share of decoding
  (the fork's copy-on-write faults, pickling its lines), from the -j runs' workers' CPU;
- merge: what a -j N parent costs (receiving, merging, ordering, writing), `merge_base` +
  `merge_per_worker` x N, fitted to the runs measured.

Walls: a process cannot finish before its own work (the critical path), and the machine cannot
finish before all the work spread over the cores that the run's processes can use.
"""

from __future__ import annotations

import statistics
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Parts:
    """CPU seconds of a run's parts (see the module's docstring)."""

    start: float
    serial: float
    informs: float
    decode: float
    order: float
    view: float = 0.0
    handover: float = 0.0
    worker_overhead: float = 0.0
    merge_base: float = 0.0
    merge_per_worker: float = 0.0
    largest: Mapping[int, float] = field(default_factory=dict)  # workers -> busiest worker's share of decode

    def share(self, workers: int) -> float:
        """The busiest -j worker's share of decoding: measured, else an even split."""
        return self.largest.get(workers, 1 / workers)

    def merge(self, workers: int) -> float:
        return max(0.0, self.merge_base + self.merge_per_worker * workers)

    @property
    def serial_share(self) -> float:
        """The serial part's share of one process's work (start-up left out): Amdahl's s."""
        return self.serial / (self.serial + self.decode + self.order + self.view)


def one_process(p: Parts) -> float:
    """-j 1, or the default on one core or a file under 16 MB: everything in turn."""
    return p.start + p.serial + p.decode + p.order + p.view


def split_cpu(p: Parts) -> float:
    return one_process(p) + p.handover


def split_wall(p: Parts, cores: int) -> float:
    """The default on a file over 16 MB: a reading child and the printing parent, two processes
    whatever the cores. The child runs the serial part and decodes when the parent lags, so the
    work is halved at best, and never done before the serial part nor the printing is."""
    if cores < 2:
        return one_process(p)
    work = p.serial + p.decode + p.order + p.view + p.handover
    return p.start + max(p.serial, p.order + p.view, work / 2)


def worker_cpu(p: Parts, workers: int) -> float:
    """A -j worker's CPU: the serial part whole, the others' informing exchanges, its share."""
    return p.serial + p.worker_overhead + p.informs * (workers - 1) / workers + p.decode * p.share(workers)


def parallel_cpu(p: Parts, workers: int) -> float:
    """-j N in all: the serial part N times over, decoding once, the parent's merge."""
    replicated = workers * (p.serial + p.worker_overhead) + p.informs * (workers - 1)
    return p.start + replicated + p.decode + p.merge(workers)


def parallel_wall(p: Parts, workers: int, cores: int) -> float:
    """-j N on `cores`: the busiest worker, or the parent, or all the work over the cores the
    N + 1 processes can use (when N >= cores they take turns: time-sliced)."""
    busiest = max(worker_cpu(p, workers), p.merge(workers))
    spread = (parallel_cpu(p, workers) - p.start) / min(cores, workers + 1)
    return p.start + max(busiest, spread)


def amdahl_limit(p: Parts) -> float:
    """The most any number of -j workers can gain over one process: decoding free, the serial
    part (and start-up) left."""
    return one_process(p) / (p.start + p.serial + p.worker_overhead + p.informs)


def best_workers(p: Parts, cores: int) -> int:
    """The -j N (N <= cores) with the shortest predicted wall on `cores`, the smallest among equals."""
    return min(range(1, cores + 1), key=lambda n: (round(parallel_wall(p, n, cores), 6), n))


def largest_shares(costs: Sequence[tuple[int, float]]) -> float:
    """The busiest worker's share of the whole, given (worker, cost) per connection."""
    total = sum(cost for _, cost in costs)
    loads: dict[int, float] = {}
    for worker, cost in costs:
        loads[worker] = loads.get(worker, 0.0) + cost
    return max(loads.values()) / total if total else 0.0


def fit_line(points: Sequence[tuple[float, float]]) -> tuple[float, float]:
    """Least squares a + b x through (x, y) points; one point (or one x): a flat line."""
    xs = [x for x, _ in points]
    if len(set(xs)) < 2:
        return statistics.fmean(y for _, y in points), 0.0
    slope, intercept = statistics.linear_regression(xs, [y for _, y in points])
    return intercept, slope
