"""bench/scaling_model.py's arithmetic: what each mode should take on C cores, from made-up parts
(the timings themselves are bench/scaling.py's, not tested)."""

from __future__ import annotations

import pytest

from bench import scaling_model as model

# one run's CPU seconds: start-up, the serial part, informing dissections, decoding, ordering
PARTS = model.Parts(start=0.2, serial=0.3, informs=0.0, decode=0.6, order=0.1)


def test_one_process_takes_the_sum_of_its_parts():
    assert model.one_process(PARTS) == pytest.approx(0.2 + 0.3 + 0.6 + 0.1)


def test_every_j_worker_runs_the_serial_part_whole_and_decoding_is_done_once():
    assert model.parallel_cpu(PARTS, 4) == pytest.approx(0.2 + 4 * 0.3 + 0.6)


def test_on_enough_cores_j_n_takes_as_long_as_its_busiest_worker():
    even = model.parallel_wall(PARTS, 4, cores=8)
    assert even == pytest.approx(0.2 + 0.3 + 0.6 / 4)
    lumpy = model.Parts(0.2, 0.3, 0.0, 0.6, 0.1, largest={4: 0.5})  # one worker got half the decoding
    assert model.parallel_wall(lumpy, 4, cores=8) == pytest.approx(0.2 + 0.3 + 0.3)


def test_more_workers_than_cores_take_turns_so_the_wall_is_all_the_work_over_the_cores():
    work = 4 * 0.3 + 0.6
    assert model.parallel_wall(PARTS, 4, cores=2) == pytest.approx(0.2 + work / 2)


def test_workers_replicate_what_informs_later_decodes_and_their_own_overhead():
    parts = model.Parts(0.2, 0.3, 0.05, 0.6, 0.1, worker_overhead=0.02)
    assert model.worker_cpu(parts, 2) == pytest.approx(0.3 + 0.02 + 0.05 / 2 + 0.6 / 2)
    assert model.parallel_cpu(parts, 2) == pytest.approx(0.2 + 2 * 0.32 + 0.05 + 0.6)


def test_the_j_parent_merge_grows_with_the_workers_and_never_goes_below_nothing():
    parts = model.Parts(0.2, 0.3, 0.0, 0.6, 0.1, merge_base=-0.01, merge_per_worker=0.004)
    assert parts.merge(10) == pytest.approx(0.03)
    assert parts.merge(2) == 0.0


def test_the_default_split_halves_the_work_but_never_beats_the_serial_part():
    assert model.split_wall(PARTS, cores=2) == pytest.approx(0.2 + (0.3 + 0.6 + 0.1) / 2)
    reading_bound = model.Parts(0.2, 0.8, 0.0, 0.2, 0.0, handover=0.1)
    assert model.split_wall(reading_bound, cores=16) == pytest.approx(0.2 + 0.8)


def test_the_default_on_one_core_is_one_process():
    assert model.split_wall(PARTS, cores=1) == model.one_process(PARTS)


def test_amdahl_s_limit_is_one_process_over_what_is_left_with_decoding_free():
    assert model.amdahl_limit(PARTS) == pytest.approx(1.2 / 0.5)
    assert PARTS.serial_share == pytest.approx(0.3 / 1.0)


def test_the_best_j_is_the_smallest_of_equals_and_never_more_than_the_cores():
    assert model.best_workers(PARTS, cores=1) == 1
    best = model.best_workers(PARTS, cores=4)
    assert 1 <= best <= 4
    assert all(model.parallel_wall(PARTS, best, 4) <= model.parallel_wall(PARTS, n, 4) for n in range(1, 5))


def test_the_busiest_worker_s_share_adds_up_each_worker_s_connections():
    assert model.largest_shares([(0, 1.0), (1, 2.0), (0, 3.0)]) == pytest.approx(4 / 6)
    assert model.largest_shares([]) == 0.0


def test_a_line_is_fitted_exactly_through_points_on_it_and_flat_through_one():
    assert model.fit_line([(2, 0.1), (3, 0.15), (4, 0.2)]) == pytest.approx((0.0, 0.05))
    assert model.fit_line([(2, 0.3)]) == (0.3, 0.0)


def test_the_one_process_view_s_bookkeeping_is_paid_by_j_1_and_the_default_s_parent_not_by_j_workers():
    parts = model.Parts(0.2, 0.3, 0.0, 0.6, 0.1, view=0.2)
    assert model.one_process(parts) == pytest.approx(1.4)
    assert model.split_wall(parts, cores=2) == pytest.approx(0.2 + (0.3 + 0.6 + 0.1 + 0.2) / 2)
    assert model.parallel_cpu(parts, 2) == model.parallel_cpu(PARTS, 2)
