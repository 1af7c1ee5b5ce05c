'use strict'
// Shared by the kafkajs sample programs: clients, the JSON lines they print, bounded waits.
//
// Every line a program prints on stdout is one JSON object: {"event": ..., "t": epoch seconds, ...};
// the recorder builds the sample's facts from these lines only (what kafkajs itself reported).

const { Kafka, logLevel } = require('kafkajs')

const SESSION_TIMEOUT_MS = 6000 // tansu holds a join until the rebalance timeout: keep both short
const REBALANCE_TIMEOUT_MS = 8000
const HEARTBEAT_INTERVAL_MS = 1000
const REQUEST_TIMEOUT_MS = 15000

const listeners = {} // event name -> functions called with each such event as it is printed

function emit(event, fields) {
  const line = { event, t: Date.now() / 1000, ...fields }
  process.stdout.write(JSON.stringify(line) + '\n')
  for (const listener of listeners[event] || []) listener(line)
}

function onEvent(event, listener) {
  ;(listeners[event] = listeners[event] || []).push(listener)
}

// kafkajs's debug logs that carry what no instrumentation event reports (producer id and epoch,
// the generation id of an assignment), printed as events; warnings and errors are printed too.
const LOGGED = {
  'Initialized producer id & epoch': 'producer_id',
  'Received assignment': 'assignment',
  'Chosen as group leader': 'leader',
}

function logCreator(clientId) {
  return () => ({ namespace, level, log }) => {
    const { message, timestamp, logger, ...rest } = log
    const name = LOGGED[message]
    if (name) {
      emit(name, { client_id: clientId, ...rest })
    } else if (level <= logLevel.WARN) {
      emit('log', { client_id: clientId, level: level === logLevel.ERROR ? 'error' : 'warn', namespace, message, ...rest })
    }
  }
}

function kafka(port, clientId) {
  return new Kafka({
    clientId,
    brokers: [`127.0.0.1:${port}`],
    requestTimeout: REQUEST_TIMEOUT_MS,
    retry: { retries: 5, initialRetryTime: 200 },
    logLevel: logLevel.DEBUG,
    logCreator: logCreator(clientId),
  })
}

// Wait until reached() is true, checking every interval ms; past ms, fail naming the step and state().
async function waitFor(reached, ms, step, state) {
  const limit = Date.now() + ms
  for (;;) {
    if (await reached()) return
    if (Date.now() > limit) {
      throw new Error(`${step}: not reached within ${ms / 1000} s; last state: ${state ? state() : '?'}`)
    }
    await new Promise(resolve => setTimeout(resolve, 50))
  }
}

// A produce answer in the facts' form: "topic/partition" -> base offset (null when not acknowledged).
function acknowledged(answer) {
  const out = {}
  for (const r of answer) out[`${r.topicName}/${r.partition}`] = r.errorCode === 0 ? Number(r.baseOffset) : null
  return out
}

// The records of one send as the facts list them: partition, key, value and headers as sent, and the
// offset the broker acknowledged (its base offset plus the record's place in the partition), or null.
function sentRecords(topic, messages, answer) {
  const bases = acknowledged(answer)
  const seen = {}
  return messages.map(m => {
    const where = `${topic}/${m.partition}`
    const index = (seen[where] = (seen[where] ?? -1) + 1)
    const base = bases[where]
    return {
      topic,
      partition: m.partition,
      key: m.key,
      value: m.value,
      headers: Object.entries(m.headers || {}),
      offset: base === undefined || base === null ? null : base + index,
    }
  })
}

function perPartition(topic, messages) {
  const out = {}
  for (const m of messages) out[`${topic}/${m.partition}`] = (out[`${topic}/${m.partition}`] || 0) + 1
  return out
}

function main(run) {
  const port = Number(process.argv[2])
  if (!port) {
    process.stderr.write('usage: node PROGRAM.js BROKER_PORT\n')
    process.exit(2)
  }
  run(port).then(
    () => {
      emit('done', {})
      process.exit(0)
    },
    err => {
      emit('failed', { error: String(err && err.stack ? err.stack : err) })
      process.exit(1)
    }
  )
}

module.exports = {
  SESSION_TIMEOUT_MS,
  REBALANCE_TIMEOUT_MS,
  HEARTBEAT_INTERVAL_MS,
  emit,
  onEvent,
  kafka,
  waitFor,
  acknowledged,
  sentRecords,
  perPartition,
  main,
}
