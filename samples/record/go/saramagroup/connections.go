package main

// When and on which connection a client's commits reach the wire, in the client's own words:
// every group client dials through a dialer that watches what each connection writes, and reports
// each OffsetCommit request as it is written, with the connection's local and remote address.
// The moment of writing is not the moment of the call: sarama holds a connection for a request
// until its answer, so a commit waits behind the member's pending Fetch (up to MaxWaitTime).

import (
	"encoding/binary"
	"net"
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
}

// Write: sarama writes each request whole (size, api key, ...), so a request's api key is at
// bytes 4-5 of a write.
func (c *watchedConn) Write(p []byte) (int, error) {
	if len(p) >= 6 && int16(binary.BigEndian.Uint16(p[4:6])) == offsetCommitKey {
		emit("commit-written", map[string]interface{}{"client_id": c.clientID,
			"local": c.LocalAddr().String(), "remote": c.RemoteAddr().String()})
	}
	return c.Conn.Write(p)
}

// watchConnections makes the client dial through a watchingDialer (sarama's proxy hook is its only
// way to supply a dialer of one's own).
func watchConnections(config *sarama.Config) {
	config.Net.Proxy.Enable = true
	config.Net.Proxy.Dialer = &watchingDialer{clientID: config.ClientID,
		dialer: net.Dialer{Timeout: config.Net.DialTimeout, KeepAlive: 30 * time.Second}}
}
