// Command saramagroup drives real sarama (github.com/IBM/sarama) consumer groups for kafkasniff's
// sample captures.
//
// It prints one JSON line per action (what it sent, what it got back, when) on stdout; the
// recorder (samples/record/scenarios/sarama_group.py) turns those lines into the sample's facts.
//
//	saramagroup -mode stale-commit -broker 127.0.0.1:PORT [-lagging-cleanup]
//	saramagroup -mode never-formed -broker 127.0.0.1:PORT -attempts N -session-timeout 3s
//
// A Go module: go.mod pins sarama, go.sum its dependencies; the recorder builds it with the
// machine's go and -mod=readonly, so a build never changes which sarama the samples ran.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"log"
	"os"
	"runtime/debug"
	"sync"
	"time"

	"github.com/IBM/sarama"
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

// errorCode is a Kafka error as the sidecar writes it: null for none, else its code.
func errorCode(err sarama.KError) interface{} {
	if err == sarama.ErrNoError {
		return nil
	}
	return int(err)
}

// saramaVersion is the sarama module version this binary was built with, as go.mod resolved it.
func saramaVersion() string {
	info, ok := debug.ReadBuildInfo()
	if ok {
		for _, dep := range info.Deps {
			if dep.Path == saramaModule {
				return dep.Version
			}
		}
	}
	return "unknown"
}

const saramaModule = "github.com/IBM/sarama"

func main() {
	mode := flag.String("mode", "", "stale-commit or never-formed")
	broker := flag.String("broker", "", "bootstrap host:port")
	attempts := flag.Int("attempts", 6, "never-formed: Consume calls before giving up")
	lagging := flag.Bool("lagging-cleanup", false,
		"stale-commit: billing-b's Cleanup commit reaches the broker after the next generation formed")
	sessionTimeout := flag.Duration("session-timeout", 6*time.Second,
		"never-formed: the reader's session timeout")
	verbose := flag.Bool("sarama-log", false, "sarama's own log on stderr")
	flag.Parse()
	if *broker == "" {
		fail("-broker is required")
	}
	if *verbose {
		sarama.Logger = log.New(os.Stderr, "[sarama] ", log.Lmicroseconds)
	} else {
		sarama.Logger = log.New(io.Discard, "", 0)
	}
	emit("start", map[string]interface{}{"mode": *mode, "broker": *broker, "sarama": saramaVersion()})
	switch *mode {
	case "stale-commit":
		staleCommit(*broker, *lagging)
	case "never-formed":
		neverFormed(*broker, *attempts, *sessionTimeout)
	default:
		fail("unknown -mode %q", *mode)
	}
	emit("done", nil)
}
