package main

// When and on which connection a client's commits reach the wire, in the client's own words:
// every group client dials through a dialer that watches what each connection writes and reads,
// and reports each OffsetCommit request as it is written, with the connection's local and remote
// address, and the first bytes read after it: its answer (sarama sends a connection's next request
// only once the previous one was answered, so nothing else can arrive in between).

import (
	"encoding/binary"
	"net"
	"sync"
	"time"

	"github.com/IBM/sarama"
)

const offsetCommitKey = 8

type watchingDialer struct {
	clientID string
	dialer   net.Dialer
}

func (d *watchingDialer) Dial(network, addr string) (net.Conn, error) {
	conn, err := d.dialer.Dial(network, addr)
	if err != nil {
		return nil, err
	}
	return &watchedConn{Conn: conn, clientID: d.clientID}, nil
}

type watchedConn struct {
	net.Conn
	clientID string

	mu       sync.Mutex
	awaiting bool // an OffsetCommit was written; its answer has not been read yet
}

// Write: sarama writes each request whole (size, api key, ...), so a request's api key is at
// bytes 4-5 of a write.
func (c *watchedConn) Write(p []byte) (int, error) {
	if len(p) >= 6 && int16(binary.BigEndian.Uint16(p[4:6])) == offsetCommitKey {
		c.mu.Lock()
		c.awaiting = true
		c.mu.Unlock()
		emit("commit-written", map[string]interface{}{"client_id": c.clientID,
			"local": c.LocalAddr().String(), "remote": c.RemoteAddr().String()})
	}
	return c.Conn.Write(p)
}

// Read reports the arrival of an OffsetCommit's answer: the first bytes read after its request.
func (c *watchedConn) Read(p []byte) (int, error) {
	n, err := c.Conn.Read(p)
	if n > 0 {
		c.mu.Lock()
		answered := c.awaiting
		c.awaiting = false
		c.mu.Unlock()
		if answered {
			emit("commit-answer-read", map[string]interface{}{"client_id": c.clientID,
				"local": c.LocalAddr().String()})
		}
	}
	return n, err
}

// watchConnections makes the client dial through a watchingDialer (sarama's proxy hook is its only
// way to supply a dialer of one's own).
func watchConnections(config *sarama.Config) {
	config.Net.Proxy.Enable = true
	config.Net.Proxy.Dialer = &watchingDialer{clientID: config.ClientID,
		dialer: net.Dialer{Timeout: config.Net.DialTimeout, KeepAlive: 30 * time.Second}}
}
