package main

// never-formed: a reader whose every JoinGroup the broker refuses, called again by the
// application's loop (as sarama's examples write it): the group never forms. With
// -session-timeout below the broker's group.min.session.timeout.ms (Apache Kafka: 6 s), Kafka
// answers each join INVALID_SESSION_TIMEOUT; sarama returns that from Consume. After a bounded
// number of attempts an admin describes the group.

import (
	"context"
	"time"

	"github.com/IBM/sarama"
)

const (
	neverTopic    = "ledger"
	neverGroup    = "ledger-readers"
	neverReader   = "ledger-reader"
	neverAdmin    = "ledger-admin"
	attemptPacing = 500 * time.Millisecond
)

type idleHandler struct{}

func (idleHandler) Setup(sarama.ConsumerGroupSession) error   { return nil }
func (idleHandler) Cleanup(sarama.ConsumerGroupSession) error { return nil }
func (idleHandler) ConsumeClaim(sess sarama.ConsumerGroupSession, claim sarama.ConsumerGroupClaim) error {
	emit("unexpected-claim", map[string]interface{}{"partition": claim.Partition()})
	return nil
}

func neverFormed(broker string, attempts int, sessionTimeout time.Duration) {
	adminConfig := sarama.NewConfig()
	adminConfig.ClientID = neverAdmin
	adminConfig.Version = version()
	admin, err := sarama.NewClusterAdmin([]string{broker}, adminConfig)
	if err != nil {
		fail("%s: %v", neverAdmin, err)
	}
	sent := now()
	err = admin.CreateTopic(neverTopic, &sarama.TopicDetail{NumPartitions: 1, ReplicationFactor: 1}, false)
	line := map[string]interface{}{"client_id": neverAdmin, "topic": neverTopic, "partitions": 1,
		"sent_ts": sent, "answer_ts": now(), "error": nil}
	if err != nil {
		line["error"] = err.Error()
	}
	emit("create-topic", line)

	config := groupConfig(neverReader)
	config.Metadata.Full = false
	config.Consumer.Group.Session.Timeout = sessionTimeout
	emit("reader-config", map[string]interface{}{"client_id": neverReader,
		"session_timeout_ms":    sessionTimeout.Milliseconds(),
		"heartbeat_interval_ms": config.Consumer.Group.Heartbeat.Interval.Milliseconds(),
		"rebalance_timeout_ms":  config.Consumer.Group.Rebalance.Timeout.Milliseconds()})
	group, err := sarama.NewConsumerGroup([]string{broker}, neverGroup, config)
	if err != nil {
		fail("%s: %v", neverReader, err)
	}
	go func() {
		for err := range group.Errors() {
			emit("group-error", map[string]interface{}{"client_id": neverReader, "error": err.Error()})
		}
	}()
	// The application's loop, as sarama's examples write it, bounded here.
	for attempt := 1; attempt <= attempts; attempt++ {
		if attempt > 1 {
			time.Sleep(attemptPacing) // pacing: the application's retry pause
		}
		started := now()
		err := group.Consume(context.Background(), []string{neverTopic}, idleHandler{})
		line := map[string]interface{}{"client_id": neverReader, "group": neverGroup, "attempt": attempt,
			"sent_ts": started, "returned_ts": now(), "error": nil, "error_code": nil}
		if err != nil {
			line["error"] = err.Error()
			if kerr, ok := err.(sarama.KError); ok {
				line["error_code"] = int(kerr)
			}
		}
		emit("join-attempt", line)
	}
	if err := group.Close(); err != nil {
		emit("close-error", map[string]interface{}{"client_id": neverReader, "error": err.Error()})
	}
	emit("closed", map[string]interface{}{"client_id": neverReader})

	sent = now()
	groups, err := admin.DescribeConsumerGroups([]string{neverGroup})
	describe := map[string]interface{}{"client_id": neverAdmin, "sent_ts": sent, "answer_ts": now(),
		"error": nil, "groups": []interface{}{}}
	if err != nil {
		describe["error"] = err.Error()
	}
	described := []interface{}{}
	for _, g := range groups {
		members := map[string]interface{}{}
		for id, m := range g.Members {
			members[id] = map[string]interface{}{"client_id": m.ClientId, "client_host": m.ClientHost}
		}
		described = append(described, map[string]interface{}{"group": g.GroupId, "error_code": errorCode(g.Err),
			"state": g.State, "protocol_type": g.ProtocolType, "protocol": g.Protocol, "members": members})
	}
	describe["groups"] = described
	emit("describe-groups", describe)
	if err := admin.Close(); err != nil {
		emit("close-error", map[string]interface{}{"client_id": neverAdmin, "error": err.Error()})
	}
	emit("closed", map[string]interface{}{"client_id": neverAdmin})
}
