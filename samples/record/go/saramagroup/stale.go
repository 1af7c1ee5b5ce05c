package main

// stale-commit: the incident kafkasniff was built for, with sarama's own consumer group.
//
// Group billing reads invoices (4 partitions) with three members, each its own sarama client:
// billing-a, billing-b and billing-c. After each batch every member commits by hand
// (OffsetCommitRequest v2 through Broker.CommitOffset on a commit connection of its own, with its
// session's generation and member id; AutoCommit is off), and in Cleanup (end of a session) it
// commits its positions once more. Not session.Commit: it reports a refused partition only later,
// on the group's Errors channel, and billing-b commits partitions its session does not own.
// billing-b runs a build with a "retry what failed at the rebalance" patch: when its Cleanup
// commit is refused (the mock: REBALANCE_IN_PROGRESS; Apache Kafka, with -lagging-cleanup:
// ILLEGAL_GENERATION), it keeps those offsets and adds them to every commit of its next session,
// for partitions it no longer owns. Those re-commits are stale: they take the partition's
// committed offset back below what its new owner consumed.

import (
	"context"
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/IBM/sarama"
)

const (
	staleTopic      = "invoices"
	staleGroup      = "billing"
	stalePartitions = 4
	staleProducer   = "billing-producer"
	staleMonitor    = "billing-monitor" // reads the group's committed offsets, as a lag monitor does
	perPartition    = 2                 // records per partition per round
	keysPerPart     = 4                 // customers hashed to each partition
	roundGap        = 300 * time.Millisecond
	// librdkafka's mock completes a sync as soon as the leader's SyncGroup (with every member's
	// assignment) arrives, and answers a follower whose SyncGroup comes later INVALID_REQUEST (the
	// group is already Up): the assignor takes this long, so that the followers sync first.
	planDelay = 300 * time.Millisecond
	// In a round committed together, billing-b's commit leaves this much after the others': more
	// than a commit's answer takes, on 2 busy cores, so that the broker applies billing-b's last.
	culpritLag = 100 * time.Millisecond
	stateWait  = 30 * time.Second
	pollEvery  = 20 * time.Millisecond
)

// The fixed plan: the partitions each member owns, for each set of members (client ids, sorted).
// sarama's range assignor orders members by a hash with a random part; this keeps runs alike.
var fixedPlans = map[string]map[string][]int32{
	"billing-a,billing-b":           {"billing-a": {0, 1}, "billing-b": {2, 3}},
	"billing-a,billing-b,billing-c": {"billing-a": {0}, "billing-b": {1, 3}, "billing-c": {2}},
	"billing-b,billing-c":           {"billing-b": {0}, "billing-c": {1, 2, 3}},
}

func version() sarama.KafkaVersion { return sarama.V2_0_0_0 }

// fixedPlan is the group's assignor: the member's client id travels in its UserData.
type fixedPlan struct{ owner string }

func (s *fixedPlan) Name() string { return "billing-fixed" }

func (s *fixedPlan) Plan(members map[string]sarama.ConsumerGroupMemberMetadata, topics map[string][]int32) (sarama.BalanceStrategyPlan, error) {
	clients := map[string]string{}
	names := []string{}
	for id, meta := range members {
		clients[id] = string(meta.UserData)
		names = append(names, string(meta.UserData))
	}
	sort.Strings(names)
	table, known := fixedPlans[strings.Join(names, ",")]
	if !known { // an unplanned membership: round robin, so that the group still forms
		table = map[string][]int32{}
		for p := int32(0); p < stalePartitions; p++ {
			table[names[int(p)%len(names)]] = append(table[names[int(p)%len(names)]], p)
		}
	}
	// Every member has joined the next generation (the group completes its rebalance): a commit
	// held for this moment goes out now, while the assignor waits.
	plans.announce()
	time.Sleep(planDelay)
	plan := sarama.BalanceStrategyPlan{}
	byMember := map[string][]int32{}
	for id, client := range clients {
		plan.Add(id, staleTopic, table[client]...)
		byMember[id] = table[client]
	}
	emit("plan", map[string]interface{}{"leader": s.owner, "members": clients, "assignment": byMember,
		"planned": known})
	return plan, nil
}

// AssignmentData: the plan carries nothing beyond the partitions.
func (s *fixedPlan) AssignmentData(string, map[string][]int32, int32) ([]byte, error) {
	return nil, nil
}

type commitResult struct {
	errors    map[int32]sarama.KError
	transport error
}

func (r commitResult) refused(code sarama.KError) bool {
	for _, e := range r.errors {
		if e == code {
			return true
		}
	}
	return false
}

// member is one consumer of the group: its own client (connection, client id) and sessions.
type member struct {
	name    string
	culprit bool
	client  sarama.Client
	group   sarama.ConsumerGroup
	ctx     context.Context
	cancel  context.CancelFunc
	done    chan struct{}

	mu               sync.Mutex
	live             bool // between Setup and Cleanup
	generation       int32
	memberID         string
	claims           []int32
	positions        map[int32]int64 // this session: last offset processed + 1
	carry            map[int32]int64 // culprit: what its last refused Cleanup commit held
	stopAfterSession bool

	// lagging: the culprit's Cleanup commit goes out through a committer that sends it only once the
	// next generation has been planned, or when the member closes (lagging.go).
	lagging bool
	pending chan struct{} // closed once the held Cleanup commit was answered; nil when none is held
	flush   chan struct{} // closed when the member closes: the committer sends what it holds

	committer *sarama.Broker // its commit connection, opened at its first commit
}

func newMember(name, broker string, culprit bool) *member {
	config := groupConfig(name)
	config.Consumer.Group.Rebalance.GroupStrategies = []sarama.BalanceStrategy{&fixedPlan{owner: name}}
	config.Consumer.Group.Member.UserData = []byte(name)
	config.Metadata.Full = false
	client, err := sarama.NewClient([]string{broker}, config)
	if err != nil {
		fail("%s: client: %v", name, err)
	}
	group, err := sarama.NewConsumerGroupFromClient(staleGroup, client)
	if err != nil {
		fail("%s: consumer group: %v", name, err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	m := &member{name: name, culprit: culprit, client: client, group: group, ctx: ctx, cancel: cancel,
		done: make(chan struct{}), carry: map[int32]int64{}, flush: make(chan struct{})}
	go func() {
		for err := range group.Errors() {
			emit("group-error", map[string]interface{}{"client_id": name, "error": err.Error()})
		}
	}()
	return m
}

// startupFetch reads the group's committed offsets before joining (the member's start-up log line).
func (m *member) startupFetch() {
	sent, offsets, errors := fetchCommitted(m.client, m.name)
	emit("offset-fetch", map[string]interface{}{"client_id": m.name, "sent_ts": sent, "answer_ts": now(),
		"offsets": offsets, "errors": errors})
}

func (m *member) start() {
	go func() {
		defer close(m.done)
		for {
			if err := m.group.Consume(m.ctx, []string{staleTopic}, m); err != nil {
				emit("consume-error", map[string]interface{}{"client_id": m.name, "error": err.Error()})
			}
			m.mu.Lock()
			stop := m.stopAfterSession
			m.mu.Unlock()
			if m.ctx.Err() != nil || stop {
				return
			}
		}
	}()
}

// Setup, ConsumeClaim and Cleanup: sarama's ConsumerGroupHandler.
func (m *member) Setup(sess sarama.ConsumerGroupSession) error {
	claims := append([]int32(nil), sess.Claims()[staleTopic]...)
	sort.Slice(claims, func(i, j int) bool { return claims[i] < claims[j] })
	m.mu.Lock()
	m.live, m.generation, m.memberID, m.claims = true, sess.GenerationID(), sess.MemberID(), claims
	m.positions = map[int32]int64{}
	m.mu.Unlock()
	emit("session", map[string]interface{}{"client_id": m.name, "member_id": sess.MemberID(),
		"generation": sess.GenerationID(), "claims": claims})
	return nil
}

func (m *member) ConsumeClaim(sess sarama.ConsumerGroupSession, claim sarama.ConsumerGroupClaim) error {
	// InitialOffset: the committed offset sarama's OffsetFetch found, or -2 (oldest) if none (-1).
	emit("claim", map[string]interface{}{"client_id": m.name, "generation": sess.GenerationID(),
		"partition": claim.Partition(), "initial_offset": claim.InitialOffset()})
	for msg := range claim.Messages() {
		m.mu.Lock()
		m.positions[msg.Partition] = msg.Offset + 1
		m.mu.Unlock()
		emit("consumed", map[string]interface{}{"client_id": m.name, "generation": sess.GenerationID(),
			"partition": msg.Partition, "offset": msg.Offset, "key": string(msg.Key)})
	}
	return nil
}

func (m *member) Cleanup(sess sarama.ConsumerGroupSession) error {
	m.mu.Lock()
	offsets := copyOffsets(m.positions)
	m.mu.Unlock()
	if m.culprit && m.lagging && len(offsets) > 0 {
		m.holdCleanupCommit(sess.GenerationID(), offsets)
	} else if len(offsets) > 0 {
		result := m.commit("cleanup", offsets, nil)
		if m.culprit && result.refused(sarama.ErrRebalanceInProgress) {
			// The patch: keep what the rebalance refused and send it again with every later commit.
			m.mu.Lock()
			m.carry = offsets
			m.mu.Unlock()
			emit("carry", map[string]interface{}{"client_id": m.name, "generation": sess.GenerationID(),
				"offsets": offsets})
		}
	}
	m.mu.Lock()
	m.live = false
	m.mu.Unlock()
	emit("session-end", map[string]interface{}{"client_id": m.name, "member_id": sess.MemberID(),
		"generation": sess.GenerationID()})
	return nil
}

func copyOffsets(in map[int32]int64) map[int32]int64 {
	out := map[int32]int64{}
	for p, o := range in {
		out[p] = o
	}
	return out
}

// roundOffsets: what the member commits after a batch; the culprit adds its carried offsets.
func (m *member) roundOffsets() (map[int32]int64, []int32) {
	m.mu.Lock()
	defer m.mu.Unlock()
	offsets := copyOffsets(m.positions)
	stale := []int32{}
	for p, o := range m.carry {
		if _, owned := offsets[p]; !owned {
			offsets[p] = o
			stale = append(stale, p)
		}
	}
	sort.Slice(stale, func(i, j int) bool { return stale[i] < stale[j] })
	return offsets, stale
}

// commit sends one OffsetCommit (v2) with the member's session generation and member id.
func (m *member) commit(kind string, offsets map[int32]int64, stale []int32) commitResult {
	m.mu.Lock()
	generation, memberID := m.generation, m.memberID
	m.mu.Unlock()
	return m.commitAs(generation, memberID, kind, offsets, stale, nil)
}

// commitConnection is the member's own connection to the group's coordinator for its commits,
// as the Java client keeps one: sarama's client holds its shared connection for a request until
// the answer, so a commit sent there waits behind the consumer's long-poll Fetch and reaches the
// broker at a moment the program does not choose.
func (m *member) commitConnection() *sarama.Broker {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.committer != nil {
		return m.committer
	}
	coordinator, err := m.client.Coordinator(staleGroup)
	if err != nil {
		fail("%s: coordinator: %v", m.name, err)
	}
	m.committer = sarama.NewBroker(coordinator.Addr())
	if err := m.committer.Open(m.client.Config()); err != nil {
		fail("%s: its commit connection: %v", m.name, err)
	}
	return m.committer
}

// commitAs sends one OffsetCommit (v2) with the given generation and member id; extra fields go
// into its JSON line.
func (m *member) commitAs(generation int32, memberID, kind string, offsets map[int32]int64, stale []int32,
	extra map[string]interface{}) commitResult {
	coordinator := m.commitConnection()
	req := &sarama.OffsetCommitRequest{Version: 2, ConsumerGroup: staleGroup,
		ConsumerGroupGeneration: generation, ConsumerID: memberID, RetentionTime: -1}
	for p, o := range offsets {
		req.AddBlock(staleTopic, p, o, 0, "")
	}
	sent := now()
	resp, err := coordinator.CommitOffset(req)
	answered := now()
	line := map[string]interface{}{"client_id": m.name, "member_id": memberID, "generation": generation,
		"kind": kind, "offsets": offsets, "stale": stale, "sent_ts": sent, "answer_ts": answered}
	for k, v := range extra {
		line[k] = v
	}
	if err != nil {
		line["transport_error"] = err.Error()
		emit("commit", line)
		return commitResult{transport: err}
	}
	result := commitResult{errors: map[int32]sarama.KError{}}
	errors := map[int32]interface{}{}
	for p := range offsets {
		result.errors[p] = resp.Errors[staleTopic][p]
		errors[p] = errorCode(resp.Errors[staleTopic][p])
	}
	line["errors"] = errors
	emit("commit", line)
	return result
}

// stop ends the member: its session's Cleanup runs, then LeaveGroup, then its client closes.
func (m *member) stop() {
	m.cancel()
	m.closeAfterLoop()
}

func (m *member) closeAfterLoop() {
	select {
	case <-m.done:
	case <-time.After(stateWait):
		fail("%s: its consume loop did not end within %v", m.name, stateWait)
	}
	m.flushHeld()
	if m.committer != nil {
		if err := m.committer.Close(); err != nil {
			emit("close-error", map[string]interface{}{"client_id": m.name, "error": err.Error()})
		}
	}
	if err := m.group.Close(); err != nil {
		emit("close-error", map[string]interface{}{"client_id": m.name, "error": err.Error()})
	}
	if err := m.client.Close(); err != nil {
		emit("close-error", map[string]interface{}{"client_id": m.name, "error": err.Error()})
	}
	emit("closed", map[string]interface{}{"client_id": m.name})
}

type snapshot struct {
	held       bool // a Cleanup commit is held by the lagging committer, not yet answered
	live       bool
	generation int32
	claims     []int32
	positions  map[int32]int64
}

func (m *member) snapshot() snapshot {
	m.mu.Lock()
	defer m.mu.Unlock()
	return snapshot{m.pending != nil, m.live, m.generation, append([]int32(nil), m.claims...), copyOffsets(m.positions)}
}

// waitFor polls a state until it holds, or fails naming the step and the last state seen.
func waitFor(step string, reached func() (bool, string)) {
	limit := time.Now().Add(stateWait)
	for {
		ok, state := reached()
		if ok {
			return
		}
		if time.Now().After(limit) {
			fail("%s: not reached within %v; last state: %s", step, stateWait, state)
		}
		time.Sleep(pollEvery)
	}
}

func describe(members []*member) string {
	parts := []string{}
	for _, m := range members {
		s := m.snapshot()
		parts = append(parts, fmt.Sprintf("%s live=%v generation=%d claims=%v positions=%v", m.name, s.live,
			s.generation, s.claims, s.positions))
	}
	return strings.Join(parts, "; ")
}

// expectGeneration waits until exactly these members share a generation newer than after,
// each holding its planned partitions.
func expectGeneration(members []*member, after int32) int32 {
	names := []string{}
	for _, m := range members {
		names = append(names, m.name)
	}
	sort.Strings(names)
	plan := fixedPlans[strings.Join(names, ",")]
	var generation int32
	waitFor("group "+staleGroup+" settles with "+strings.Join(names, ", "), func() (bool, string) {
		generation = -1
		for _, m := range members {
			s := m.snapshot()
			want, _ := json.Marshal(plan[m.name])
			got, _ := json.Marshal(s.claims)
			if !s.live || s.held || s.generation <= after || string(want) != string(got) ||
				(generation != -1 && s.generation != generation) {
				return false, describe(members)
			}
			generation = s.generation
		}
		return true, ""
	})
	emit("generation", map[string]interface{}{"generation": generation, "members": names, "plan": plan})
	return generation
}

type producer struct {
	sync  sarama.SyncProducer
	keys  [stalePartitions][]string
	count int
}

func newProducer(broker string) *producer {
	config := sarama.NewConfig()
	config.ClientID = staleProducer
	config.Version = version()
	config.Producer.RequiredAcks = sarama.WaitForAll
	config.Producer.Return.Successes = true
	// A round's records in one Produce request, not one per partition batch as they come: the
	// capture stays small.
	config.Producer.Flush.Messages = perPartition * stalePartitions
	config.Producer.Flush.Frequency = 50 * time.Millisecond
	config.Metadata.Full = false
	sync, err := sarama.NewSyncProducer([]string{broker}, config)
	if err != nil {
		fail("%s: %v", staleProducer, err)
	}
	p := &producer{sync: sync}
	// Customers chosen by sarama's own hash partitioner so that every round reaches every partition.
	hash := sarama.NewHashPartitioner(staleTopic)
	for i := 0; ; i++ {
		key := fmt.Sprintf("cust-%03d", i)
		part, err := hash.Partition(&sarama.ProducerMessage{Key: sarama.StringEncoder(key)}, stalePartitions)
		if err != nil {
			fail("hash partitioner: %v", err)
		}
		if len(p.keys[part]) < keysPerPart {
			p.keys[part] = append(p.keys[part], key)
		}
		full := true
		for _, ks := range p.keys {
			full = full && len(ks) == keysPerPart
		}
		if full {
			break
		}
	}
	return p
}

// round sends one batch of keyed invoices; the last offset acknowledged per partition.
func (p *producer) round(number int) map[int32]int64 {
	msgs := []*sarama.ProducerMessage{}
	for j := 0; j < perPartition; j++ {
		for part := 0; part < stalePartitions; part++ {
			key := p.keys[part][(number*perPartition+j)%keysPerPart]
			p.count++
			value := fmt.Sprintf(`{"invoice":%d,"customer":"%s","amount_cents":%d,"round":%d}`,
				p.count, key, 1000+37*p.count, number)
			msgs = append(msgs, &sarama.ProducerMessage{Topic: staleTopic, Key: sarama.StringEncoder(key),
				Value: sarama.StringEncoder(value)})
		}
	}
	sent := now()
	if err := p.sync.SendMessages(msgs); err != nil {
		fail("%s round %d: %v", staleProducer, number, err)
	}
	last := map[int32]int64{}
	records := []map[string]interface{}{}
	for _, msg := range msgs {
		key, _ := msg.Key.Encode()
		value, _ := msg.Value.Encode()
		records = append(records, map[string]interface{}{"partition": msg.Partition, "offset": msg.Offset,
			"key": string(key), "value": string(value)})
		if seen, ok := last[msg.Partition]; !ok || msg.Offset > seen {
			last[msg.Partition] = msg.Offset
		}
	}
	emit("produced", map[string]interface{}{"client_id": staleProducer, "round": number, "sent_ts": sent,
		"records": records})
	return last
}

// waitConsumed waits until each partition's owner has processed up to the round's last record.
func waitConsumed(members []*member, last map[int32]int64, round int) {
	waitFor(fmt.Sprintf("the members process round %d", round), func() (bool, string) {
		for part, offset := range last {
			owned := false
			for _, m := range members {
				s := m.snapshot()
				for _, c := range s.claims {
					if c == part && s.live && s.positions[part] >= offset+1 {
						owned = true
					}
				}
			}
			if !owned {
				return false, describe(members)
			}
		}
		return true, ""
	})
}

// monitor: the operator's lag monitor, reading what the broker holds as committed (OffsetFetch v1
// through the group's coordinator; sarama's ClusterAdmin wants a controller, which the mock lacks).
type monitor struct{ client sarama.Client }

func newMonitor(broker string) *monitor {
	config := sarama.NewConfig()
	config.ClientID = staleMonitor
	config.Version = version()
	config.Metadata.Full = false
	client, err := sarama.NewClient([]string{broker}, config)
	if err != nil {
		fail("%s: %v", staleMonitor, err)
	}
	return &monitor{client}
}

func (mon *monitor) read(after string) {
	sent, offsets, errors := fetchCommitted(mon.client, staleMonitor)
	emit("committed-read", map[string]interface{}{"client_id": staleMonitor, "after": after, "sent_ts": sent,
		"answer_ts": now(), "offsets": offsets, "errors": errors})
}

// commitRound: every member commits after the batch. Together: the members are released at once,
// billing-b a moment later, while their commits are still unanswered (a connection's commit waits
// behind its pending Fetch); the broker applies billing-b's last. Otherwise one after the other, in
// the given order, each once the previous was answered.
func commitRound(members []*member, together bool, round int) {
	emit("commit-round", map[string]interface{}{"round": round, "together": together})
	if !together {
		for _, m := range members {
			offsets, stale := m.roundOffsets()
			m.commit("batch", offsets, stale)
		}
		return
	}
	start := make(chan struct{})
	var wg sync.WaitGroup
	for _, m := range members {
		offsets, stale := m.roundOffsets()
		wg.Add(1)
		go func(m *member) {
			defer wg.Done()
			<-start
			if m.culprit {
				time.Sleep(culpritLag)
			}
			m.commit("batch", offsets, stale)
		}(m)
	}
	close(start)
	wg.Wait()
}

func staleCommit(broker string, lagging bool) {
	prod := newProducer(broker)
	a := newMember("billing-a", broker, false)
	b := newMember("billing-b", broker, true)
	b.lagging = lagging
	emit("culprit", map[string]interface{}{"client_id": b.name, "lagging_cleanup": lagging})
	a.startupFetch()
	b.startupFetch()
	a.start()
	b.start()
	mon := newMonitor(broker)
	round := 0
	// Each generation: its members, its rounds; the last round of each is committed in order
	// (owners first, billing-b last), the others all at once.
	phase := func(members []*member, ordered []*member, rounds int, after int32) int32 {
		generation := expectGeneration(members, after)
		for i := 0; i < rounds; i++ {
			if round > 0 {
				time.Sleep(roundGap) // pacing: the traffic's shape, not a wait for a state
			}
			last := prod.round(round)
			waitConsumed(members, last, round)
			if i == rounds-1 {
				commitRound(ordered, false, round)
			} else {
				commitRound(members, true, round)
			}
			mon.read(fmt.Sprintf("round %d", round))
			round++
		}
		return generation
	}
	g := phase([]*member{a, b}, []*member{a, b}, 2, 0)
	c := newMember("billing-c", broker, false)
	c.startupFetch()
	c.start() // c joins: a rebalance
	g = phase([]*member{a, b, c}, []*member{a, c, b}, 3, g)
	a.stop() // a leaves: a rebalance
	phase([]*member{b, c}, []*member{c, b}, 3, g)
	if lagging {
		ownerLeavesFirst(b, c)
	} else {
		culpritLeavesFirst(b, c)
	}
	mon.read("shutdown")
	if err := mon.client.Close(); err != nil {
		emit("close-error", map[string]interface{}{"client_id": staleMonitor, "error": err.Error()})
	}
	if err := prod.sync.Close(); err != nil {
		emit("close-error", map[string]interface{}{"client_id": staleProducer, "error": err.Error()})
	}
	emit("closed", map[string]interface{}{"client_id": staleProducer})
}

// culpritLeavesFirst: billing-b first, then billing-c, whose session ends in the rebalance b's
// leaving starts; c's shutdown hook commits its positions once more before it leaves.
func culpritLeavesFirst(b, c *member) {
	c.mu.Lock()
	c.stopAfterSession = true
	c.mu.Unlock()
	b.stop()
	waitSessionEnd(c, b)
	c.mu.Lock()
	final := copyOffsets(c.positions)
	c.mu.Unlock()
	c.commit("shutdown", final, nil)
	c.closeAfterLoop()
}

// ownerLeavesFirst: billing-c first (its Cleanup commits its positions), then billing-b, whose
// session ends in the rebalance c's leaving starts; b's committer sends its held Cleanup commit,
// with the offsets it carries, as b closes.
func ownerLeavesFirst(b, c *member) {
	b.mu.Lock()
	b.stopAfterSession = true
	b.mu.Unlock()
	c.stop()
	waitSessionEnd(b, c)
	b.closeAfterLoop()
}

// waitSessionEnd waits until the member's consume loop ended, after the other one left.
func waitSessionEnd(m, left *member) {
	select {
	case <-m.done:
	case <-time.After(stateWait):
		fail("%s: its session did not end within %v after %s left", m.name, stateWait, left.name)
	}
}

// groupConfig is the consumer-group configuration every member (and the group that never forms)
// starts from: oldest offsets, short sessions, errors returned, and no automatic commits: every
// commit is the program's own, so that each one and its answer is in the JSON lines.
func groupConfig(clientID string) *sarama.Config {
	config := sarama.NewConfig()
	config.ClientID = clientID
	config.Version = version()
	config.Consumer.Return.Errors = true
	config.Consumer.Offsets.Initial = sarama.OffsetOldest
	config.Consumer.Offsets.AutoCommit.Enable = false
	// A long poll of 1 s (sarama's default is 500 ms): half the Fetches while a round waits.
	config.Consumer.MaxWaitTime = time.Second
	watchConnections(config)
	config.Consumer.Group.Session.Timeout = 6 * time.Second
	config.Consumer.Group.Heartbeat.Interval = 1 * time.Second
	config.Consumer.Group.Rebalance.Timeout = 8 * time.Second
	return config
}

// fetchCommitted asks the group's coordinator, as `name`, what the group committed on every
// partition: when it asked, the offsets, and each partition's error code.
func fetchCommitted(client sarama.Client, name string) (float64, map[int32]int64, map[int32]interface{}) {
	coordinator, err := client.Coordinator(staleGroup)
	if err != nil {
		fail("%s: coordinator: %v", name, err)
	}
	req := &sarama.OffsetFetchRequest{Version: 1, ConsumerGroup: staleGroup}
	for p := int32(0); p < stalePartitions; p++ {
		req.AddPartition(staleTopic, p)
	}
	sent := now()
	resp, err := coordinator.FetchOffset(req)
	if err != nil {
		fail("%s: OffsetFetch: %v", name, err)
	}
	offsets, errors := map[int32]int64{}, map[int32]interface{}{}
	for p := int32(0); p < stalePartitions; p++ {
		block := resp.GetBlock(staleTopic, p)
		if block == nil {
			fail("%s: OffsetFetch answered nothing for partition %d", name, p)
		}
		offsets[p], errors[p] = block.Offset, errorCode(block.Err)
	}
	return sent, offsets, errors
}
