// Command saramagroup drives real sarama 1.22.1 consumer groups for kafkasniff's sample captures.
//
// It prints one JSON line per action (what it sent, what it got back, when) on stdout; the
// recorder (samples/record/scenarios/sarama_group.py) turns those lines into the sample's facts.
//
//	saramagroup -mode stale-commit -broker 127.0.0.1:PORT
//	saramagroup -mode never-formed -broker 127.0.0.1:PORT -attempts N
//
// Built in GOPATH mode from Debian's golang-github-shopify-sarama-dev (GO111MODULE=off).
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io/ioutil"
	"log"
	"os"
	"sync"
	"time"

	"github.com/Shopify/sarama"
)

var (
	emitLock sync.Mutex
	encoder  = json.NewEncoder(os.Stdout)
)

// now is a Unix time in seconds, microsecond precision: the unit of every "ts" field.
func now() float64 {
	return float64(time.Now().UnixNano()/1000) / 1e6
}

// emit prints one event as a JSON line; fields may name their own "ts".
func emit(event string, fields map[string]interface{}) {
	line := map[string]interface{}{"event": event}
	for k, v := range fields {
		line[k] = v
	}
	if _, ok := line["ts"]; !ok {
		line["ts"] = now()
	}
	emitLock.Lock()
	defer emitLock.Unlock()
	if err := encoder.Encode(line); err != nil {
		log.Fatalf("stdout: %v", err)
	}
}

// fail reports a failure as the last JSON line and exits non-zero.
func fail(format string, args ...interface{}) {
	emit("failed", map[string]interface{}{"error": fmt.Sprintf(format, args...)})
	os.Exit(1)
}

// errorName is a Kafka error as the sidecar names it: null for none, else code and sarama's text.
func errorCode(err sarama.KError) interface{} {
	if err == sarama.ErrNoError {
		return nil
	}
	return int(err)
}

func main() {
	mode := flag.String("mode", "", "stale-commit or never-formed")
	broker := flag.String("broker", "", "bootstrap host:port")
	attempts := flag.Int("attempts", 6, "never-formed: Consume calls before giving up")
	verbose := flag.Bool("sarama-log", false, "sarama's own log on stderr")
	flag.Parse()
	if *broker == "" {
		fail("-broker is required")
	}
	if *verbose {
		sarama.Logger = log.New(os.Stderr, "[sarama] ", log.Lmicroseconds)
	} else {
		sarama.Logger = log.New(ioutil.Discard, "", 0)
	}
	emit("start", map[string]interface{}{"mode": *mode, "broker": *broker, "sarama": "1.22.1"})
	switch *mode {
	case "stale-commit":
		staleCommit(*broker)
	case "never-formed":
		neverFormed(*broker, *attempts)
	default:
		fail("unknown -mode %q", *mode)
	}
	emit("done", nil)
}
