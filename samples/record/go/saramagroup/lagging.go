package main

// The lagging committer (-lagging-cleanup): billing-b's build hands its Cleanup commit to a
// background committer, so as not to hold up the rebalance, and that committer lags. Here it is
// held until the group's leader plans the next generation (every member has rejoined by then), or
// until the member closes. Against Apache Kafka, which accepts a commit of the current generation
// while the group is still gathering its members, this is how billing-b's Cleanup commit comes to
// be refused at a rebalance: it reaches the broker with the generation that just ended.

import (
	"sync"
	"time"

	"github.com/IBM/sarama"
)

// planSignal tells those who wait that the leader has planned a generation.
type planSignal struct {
	mu   sync.Mutex
	next chan struct{}
}

var plans = &planSignal{next: make(chan struct{})}

// upcoming is closed at the next plan.
func (s *planSignal) upcoming() <-chan struct{} {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.next
}

func (s *planSignal) announce() {
	s.mu.Lock()
	defer s.mu.Unlock()
	close(s.next)
	s.next = make(chan struct{})
}

// holdCleanupCommit queues the Cleanup commit of the session that ends: its positions and, as
// with every commit of the culprit, the offsets it carries for partitions it does not own.
func (m *member) holdCleanupCommit(generation int32, positions map[int32]int64) {
	offsets, stale := m.roundOffsets()
	m.mu.Lock()
	memberID := m.memberID
	pending := make(chan struct{})
	m.pending = pending
	m.mu.Unlock()
	held := now()
	planned := plans.upcoming()
	emit("held", map[string]interface{}{"client_id": m.name, "generation": generation, "offsets": offsets,
		"stale": stale, "held_ts": held})
	go func() {
		defer close(pending)
		releasedBy := "next-plan"
		select {
		case <-planned:
		case <-m.flush:
			releasedBy = "close"
		case <-time.After(stateWait):
			fail("%s: its held Cleanup commit was released by neither a plan nor a close within %v",
				m.name, stateWait)
		}
		result := m.commitAs(generation, memberID, "cleanup", offsets, stale,
			map[string]interface{}{"held_ts": held, "released_by": releasedBy})
		if result.refusedAny() {
			m.keep(generation, positions)
		}
		m.mu.Lock()
		m.pending = nil
		m.mu.Unlock()
	}()
}

// keep is the patch: the session's own positions, refused, are sent again with every later commit.
func (m *member) keep(generation int32, positions map[int32]int64) {
	m.mu.Lock()
	m.carry = positions
	m.mu.Unlock()
	emit("carry", map[string]interface{}{"client_id": m.name, "generation": generation, "offsets": positions})
}

// flushHeld sends what the committer holds (the member is closing) and waits for its answer.
func (m *member) flushHeld() {
	close(m.flush)
	m.mu.Lock()
	pending := m.pending
	m.mu.Unlock()
	if pending == nil {
		return
	}
	select {
	case <-pending:
	case <-time.After(stateWait):
		fail("%s: its held Cleanup commit was not answered within %v of closing", m.name, stateWait)
	}
}

func (r commitResult) refusedAny() bool {
	for _, e := range r.errors {
		if e != sarama.ErrNoError {
			return true
		}
	}
	return false
}
