// kafka-node 5.0: Produce v2 (MessageSet magic 1) with acks 1, uncompressed and gzip, a requireAcks 0
// producer, then a ConsumerGroup (JoinGroup v0, OffsetCommit v2) that reads what was stored and commits.
// Usage: node kafka_node_legacy.js '{"port": 9092, "broker": "mock" | "tansu"}'
// Prints one JSON line per action; every request kafka-node expects an answer to is logged when it is
// queued (its connection's local port and correlation id) and again when the answer arrives.
'use strict'

const { performance } = require('node:perf_hooks')
const { format } = require('node:util')

// kafka-node's warnings and errors as lines of their own (e.g. an answer it had no request for);
// set before kafka-node is loaded: its modules make their loggers as they load.
require('kafka-node/logging').setLoggerProvider(name => {
  const quiet = () => {}
  const log = level => (...args) => emit('client_log', { logger: name, level, message: format(...args) })
  return { debug: quiet, info: quiet, warn: log('warn'), error: log('error') }
})
const kafka = require('kafka-node')
const { version } = require('kafka-node/package.json')

const config = JSON.parse(process.argv[2])
const kafkaHost = `127.0.0.1:${config.port}`
const onTansu = config.broker === 'tansu'
const TOPIC = 'legacy-orders'
const GROUP = 'legacy-billing'
const WAIT_MS = 20000 // the bound for any awaited state
// Produce requests of the acks=1 producer: per partition the messages (a [key, value] pair is a
// KeyedMessage) and the MessageSet codec (kafka-node attributes: 0 none, 1 gzip).
const SENDS = [
  { codec: 'none', attributes: 0, partitions: { 0: ['order-1', ['cust-7', 'order-2']], 1: ['order-3'] } },
  { codec: 'gzip', attributes: 1, partitions: { 0: ['order-4', 'order-5'] } },
  { codec: 'none', attributes: 0, partitions: { 1: ['order-6'] } }
]
const ACKS0 = { codec: 'none', attributes: 0, partitions: { 1: ['order-7', 'order-8'] } }

function now () {
  return Number(((performance.timeOrigin + performance.now()) / 1000).toFixed(6))
}

function emit (event, fields = {}) {
  process.stdout.write(JSON.stringify({ ts: now(), event, ...fields }) + '\n')
}

function errorText (error) {
  if (!error) return null
  return { name: error.name, message: error.message, error_code: error.errorCode ?? null }
}

// Per-partition answers as the bytes kafka-node received carry them: its own decoders keep only
// the first error of a Produce answer and the last partition of an OffsetCommit answer.
function partitionsOf (resp, withOffset) {
  let at = 8
  const topics = resp.readInt32BE(at)
  at += 4
  const out = []
  for (let t = 0; t < topics; t++) {
    const length = resp.readInt16BE(at)
    const topic = resp.toString('utf8', at + 2, at + 2 + length)
    at += 2 + length
    const partitions = resp.readInt32BE(at)
    at += 4
    for (let p = 0; p < partitions; p++) {
      const entry = { topic, partition: resp.readInt32BE(at), error_code: resp.readInt16BE(at + 4) }
      at += 6
      if (withOffset) {
        // resp is kafka-node's BufferList slice: no 64-bit reads
        entry.base_offset = resp.readInt32BE(at) * 2 ** 32 + resp.readUInt32BE(at + 4)
        at += 16 // offset, then the v2 log append time
      }
      out.push(entry)
    }
  }
  return out
}

const SUMMARIES = {
  decodeProduceV2Response: resp => ({ api_key: 0, partitions: partitionsOf(resp, true) }),
  decodeOffsetCommitResponse: resp => ({ api_key: 8, partitions: partitionsOf(resp, false) }),
  decodeJoinGroupResponse: resp => ({ api_key: 11, error_code: resp.readInt16BE(8), generation_id: resp.readInt32BE(10) }),
  decodeSyncGroupResponse: resp => ({ api_key: 14, error_code: resp.readInt16BE(8) }),
  decodeGroupHeartbeatResponse: resp => ({ api_key: 12, error_code: resp.readInt16BE(8) }),
  decodeLeaveGroupResponse: resp => ({ api_key: 13, error_code: resp.readInt16BE(8) }),
  decodeGroupCoordinatorResponse: resp => ({ api_key: 10, error_code: resp.readInt16BE(8) })
}

// Every request kafka-node expects an answer to goes through queueCallback just before it is written.
const queueCallback = kafka.KafkaClient.prototype.queueCallback
kafka.KafkaClient.prototype.queueCallback = function (socket, correlationId, [decoder, callback]) {
  const where = { client_id: this.clientId, local_port: socket.localPort ?? null, correlation_id: correlationId, decoder: decoder.name || null }
  const summary = SUMMARIES[decoder.name]
  emit('request', where)
  const logged = function (resp) {
    const result = decoder(resp)
    let fields = {}
    try {
      fields = summary ? summary(resp) : {}
    } catch (error) {
      fields = { summary_error: String(error) }
    }
    emit('response', { ...where, ...fields, error: result instanceof Error ? errorText(result) : null })
    return result
  }
  return queueCallback.call(this, socket, correlationId, [logged, callback])
}

// An answer kafka-node has no request queued for (e.g. to an acks=0 Produce): it logs and drops it.
const invokeResponseCallback = kafka.KafkaClient.prototype.invokeResponseCallback
kafka.KafkaClient.prototype.invokeResponseCallback = function (socket, correlationId, resp) {
  if (!this.cbqueue.get(socket.socketId)?.has(correlationId)) {
    emit('unexpected_answer', { client_id: this.clientId, local_port: socket.localPort ?? null, correlation_id: correlationId, bytes: resp.length })
  }
  return invokeResponseCallback.call(this, socket, correlationId, resp)
}

function waitFor (what, reached) {
  return new Promise((resolve, reject) => {
    const limit = Date.now() + WAIT_MS
    const poll = () => {
      const value = reached()
      if (value) return resolve(value)
      if (Date.now() > limit) return reject(new Error(`${what}: not reached within ${WAIT_MS} ms`))
      setTimeout(poll, 20)
    }
    poll()
  })
}

function ready (client, clientId) {
  return new Promise((resolve, reject) => {
    client.once('ready', resolve)
    client.once('error', error => reject(new Error(`${clientId}: ${error}`)))
  })
}

function messagesOf (partitions) {
  return Object.fromEntries(Object.entries(partitions).map(([partition, messages]) => [
    partition,
    messages.map(m => (Array.isArray(m) ? new kafka.KeyedMessage(m[0], m[1]) : m))
  ]))
}

function recordsOf (send) {
  return Object.entries(send.partitions).flatMap(([partition, messages]) =>
    messages.map(m => ({ topic: TOPIC, partition: Number(partition), key: Array.isArray(m) ? m[0] : null, value: Array.isArray(m) ? m[1] : m }))
  )
}

function send (producer, clientId, acks, planned, number) {
  const payloads = Object.entries(messagesOf(planned.partitions)).map(([partition, messages]) => ({
    topic: TOPIC, partition: Number(partition), messages, attributes: planned.attributes
  }))
  return new Promise(resolve => {
    producer.send(payloads, (error, data) => {
      const result = { client_id: clientId, number, acks, codec: planned.codec, magic: 1, records: recordsOf(planned), error: errorText(error), data: data ?? null }
      emit('produce', result)
      resolve(result)
    })
  })
}

async function producer (clientId, acks) {
  const client = new kafka.KafkaClient({ kafkaHost, clientId, requestTimeout: 5000, connectTimeout: 5000 })
  const made = new kafka.Producer(client, { requireAcks: acks, ackTimeoutMs: 2000 })
  await ready(made, clientId)
  // After a connection the broker closed, kafka-node reports its failed reconnects here.
  made.on('error', error => emit('client_error', { client_id: clientId, error: errorText(error) }))
  return { client, producer: made }
}

async function createTopic () {
  const client = new kafka.KafkaClient({ kafkaHost, clientId: 'kn-admin', requestTimeout: 5000 })
  await ready(client, 'kn-admin')
  const result = await new Promise(resolve => client.createTopics([{ topic: TOPIC, partitions: 2, replicationFactor: 1 }], (error, r) => resolve({ error, r })))
  emit('topic_created', { client_id: 'kn-admin', topic: TOPIC, partitions: 2, error: errorText(result.error), result: result.r ?? null })
  await new Promise(resolve => client.close(resolve))
}

async function produceAll () {
  const sent = []
  const acks1 = await producer('kn-producer', 1)
  // Topic metadata first: on the mock this creates the topic (4 partitions).
  await new Promise(resolve => acks1.client.refreshMetadata([TOPIC], resolve))
  for (const [index, planned] of SENDS.entries()) sent.push(await send(acks1.producer, 'kn-producer', 1, planned, index + 1))
  const acks0 = await producer('kn-acks0', 0)
  const result = await send(acks0.producer, 'kn-acks0', 0, ACKS0, SENDS.length + 1)
  sent.push(result)
  // acks=0: kafka-node calls back before the bytes leave; closing now could drop them.
  const broker = Object.values(acks0.client.brokers)[0]
  const flushed = await waitFor('kn-acks0 writes its produce request', () =>
    broker && broker.readableSocket.readableLength === 0 && broker.socket.writableLength === 0 ? 'flushed' : null)
  emit('acks0_flushed', { client_id: 'kn-acks0', state: flushed, bytes_written: broker.socket.bytesWritten })
  await new Promise(resolve => acks0.producer.close(resolve))
  await new Promise(resolve => acks1.producer.close(resolve))
  return sent
}

function expectedStored (sent) {
  return sent.filter(s => !s.error).reduce((n, s) => n + s.records.length, 0)
}

async function consumerGroup (expected) {
  const group = new kafka.ConsumerGroup({
    kafkaHost,
    groupId: GROUP,
    id: 'kn-consumer', // kafka-node's client id
    autoCommit: false,
    fromOffset: 'earliest',
    sessionTimeout: 6000,
    heartbeatInterval: 2000,
    fetchMaxWaitMs: 500,
    retries: 1,
    retryMinTimeout: 500,
    connectOnReady: true
  }, [TOPIC])
  const state = { messages: [], errors: [], commits: [] }
  const sendCommit = group.client.sendOffsetCommitV2Request
  group.client.sendOffsetCommitV2Request = function (groupId, generationId, memberId, payloads, cb) {
    const offsets = payloads.map(p => ({ topic: p.topic, partition: p.partition, offset: p.offset }))
    return sendCommit.call(this, groupId, generationId, memberId, payloads, (error, data) => {
      const commit = { client_id: 'kn-consumer', group_id: groupId, generation_id: generationId, member_id: memberId, offsets, error: errorText(error), data: data ?? null }
      state.commits.push(commit)
      emit('commit', commit)
      cb(error, data)
    })
  }
  group.on('rebalanced', () => emit('group_rebalanced', {
    client_id: 'kn-consumer', group_id: GROUP, generation_id: group.generationId, member_id: group.memberId,
    assigned: group.topicPayloads.map(p => ({ topic: p.topic, partition: p.partition, offset: p.offset }))
  }))
  group.on('error', error => {
    state.errors.push(errorText(error))
    emit('group_error', { client_id: 'kn-consumer', group_id: GROUP, error: errorText(error) })
  })
  group.on('message', m => {
    state.messages.push(m)
    emit('consumed', { client_id: 'kn-consumer', topic: m.topic, partition: m.partition, offset: m.offset, key: m.key, value: m.value })
  })
  if (onTansu) {
    // tansu answers JoinGroup v0 with MEMBER_ID_REQUIRED, which kafka-node does not know: the group never forms.
    await waitFor('kn-consumer fails to join', () => state.errors.length > 0)
  } else {
    await waitFor(`kn-consumer reads ${expected} records`, () => state.messages.length >= expected)
    await new Promise(resolve => group.commit(true, resolve))
    if (!state.commits.length || state.commits.some(c => c.error)) throw new Error(`commit failed: ${JSON.stringify(state.commits)}`)
  }
  await new Promise(resolve => group.close(false, resolve))
  emit('group_closed', { client_id: 'kn-consumer', group_id: GROUP })
  return state
}

async function main () {
  emit('start', { library: 'kafka-node', version, node: process.version, broker: config.broker })
  if (onTansu) await createTopic()
  const sent = await produceAll()
  const state = await consumerGroup(expectedStored(sent))
  if (!onTansu && state.messages.length !== expectedStored(sent)) throw new Error(`read ${state.messages.length} of ${expectedStored(sent)}`)
  emit('done')
}

main().then(
  () => process.exit(0),
  error => {
    emit('fatal', { error: errorText(error), stack: error.stack })
    process.exit(1)
  }
)
