'use strict'
// kafkajs-txn: a transactional producer (transactional id payments-txn) commits transaction 1,
// aborts transaction 2 (records and sendOffsets for group payments-settle), commits transaction 3;
// an admin then fetches payments-settle's committed offsets (OffsetFetch), and a read_committed
// consumer (group payments-audit) reads payments-out from the beginning, markers included.
//
// usage: node txn.js BROKER_PORT   (one JSON line per action on stdout, see common.js)

const C = require('./common')
const { emit, kafka, waitFor, acknowledged, sentRecords, perPartition, main } = C

const SOURCE = 'payments-in' // what group payments-settle consumes: the offsets a transaction commits
const OUT = 'payments-out' // the transactional topic
const PARTITIONS = 2
const TXN_ID = 'payments-txn'
const SETTLE_GROUP = 'payments-settle'
const AUDIT_GROUP = 'payments-audit'
const RECORDS_PER_TXN = 4
const PLAN = [
  // sendOffsets: what the transaction commits for payments-settle (offsets of payments-in records)
  { number: 1, outcome: 'COMMIT', sendOffsets: null },
  { number: 2, outcome: 'ABORT', sendOffsets: { 0: 2, 1: 1 } },
  { number: 3, outcome: 'COMMIT', sendOffsets: null },
]
const SOURCE_RECORDS = 6
const CONSUME_MS = 40000

function txnMessages(number) {
  return Array.from({ length: RECORDS_PER_TXN }, (_, i) => ({
    partition: i % PARTITIONS,
    key: `acct-${i}`,
    value: JSON.stringify({ txn: number, item: i, amount_cents: 1000 * number + i }),
  }))
}

async function produceSource(port) {
  // Non-transactional records of payments-in: the offsets transaction 2 sends are theirs.
  const producer = kafka(port, 'source-producer').producer({ allowAutoTopicCreation: false })
  await producer.connect()
  const messages = Array.from({ length: SOURCE_RECORDS }, (_, i) => ({
    partition: i % PARTITIONS,
    key: `payment-${i}`,
    value: JSON.stringify({ payment: i, amount_cents: 500 + i }),
  }))
  const answer = await producer.send({ topic: SOURCE, acks: -1, messages })
  emit('produced', {
    client_id: 'source-producer',
    acks: -1,
    topic: SOURCE,
    sent_per_partition: perPartition(SOURCE, messages),
    base_offsets: acknowledged(answer),
    records: sentRecords(SOURCE, messages, answer),
  })
  await producer.disconnect()
}

async function transactions(port) {
  // Not `idempotent: true`: kafkajs then asks the controller for a producer id at connect, and the
  // mock cluster names controller 0, a broker it does not have. The transaction's own producer is
  // idempotent all the same (kafkajs sends its batches with producer id, epoch and sequences).
  const producer = kafka(port, 'txn-producer').producer({
    transactionalId: TXN_ID,
    maxInFlightRequests: 1,
    allowAutoTopicCreation: false,
  })
  await producer.connect()
  let lastOffsets = {}
  for (const step of PLAN) {
    const txn = await producer.transaction()
    emit('txn_begin', { client_id: 'txn-producer', transactional_id: TXN_ID, number: step.number })
    const messages = txnMessages(step.number)
    const answer = await txn.send({ topic: OUT, messages })
    emit('txn_sent', {
      client_id: 'txn-producer',
      number: step.number,
      topic: OUT,
      sent_per_partition: perPartition(OUT, messages),
      base_offsets: acknowledged(answer),
      records: sentRecords(OUT, messages, answer),
    })
    if (step.sendOffsets) {
      const partitions = Object.entries(step.sendOffsets).map(([p, o]) => ({ partition: Number(p), offset: String(o) }))
      await txn.sendOffsets({ consumerGroupId: SETTLE_GROUP, topics: [{ topic: SOURCE, partitions }] })
      emit('txn_send_offsets', {
        client_id: 'txn-producer',
        number: step.number,
        group: SETTLE_GROUP,
        offsets: Object.fromEntries(partitions.map(p => [`${SOURCE}/${p.partition}`, Number(p.offset)])),
      })
    }
    if (step.outcome === 'COMMIT') await txn.commit()
    else await txn.abort()
    emit('txn_end', { client_id: 'txn-producer', number: step.number, outcome: step.outcome })
    lastOffsets = lastOffsetsOf(answer, perPartition(OUT, messages))
  }
  await producer.disconnect()
  return lastOffsets // the last transaction's
}

// "topic/partition" -> the offset of the last record a send wrote there.
function lastOffsetsOf(answer, sentPerPartition) {
  const out = {}
  for (const [where, base] of Object.entries(acknowledged(answer))) out[where] = base + sentPerPartition[where] - 1
  return out
}

async function fetchSettleOffsets(port) {
  const admin = kafka(port, 'settle-admin').admin()
  await admin.connect()
  const answer = await admin.fetchOffsets({ groupId: SETTLE_GROUP, topics: [SOURCE] })
  const offsets = {}
  for (const { topic, partitions } of answer) {
    for (const p of partitions) offsets[`${topic}/${p.partition}`] = Number(p.offset)
  }
  emit('offset_fetch', { client_id: 'settle-admin', group: SETTLE_GROUP, offsets })
  await admin.disconnect()
}

async function audit(port, lastOffsets) {
  // lastOffsets: "payments-out/P" -> the offset of transaction 3's last record there. Its COMMIT
  // marker is the next offset: once the consumer has processed that one, it has read (or skipped)
  // everything the producer wrote.
  const consumer = kafka(port, 'audit-consumer').consumer({
    groupId: AUDIT_GROUP,
    readUncommitted: false, // isolation level read_committed
    sessionTimeout: C.SESSION_TIMEOUT_MS,
    rebalanceTimeout: C.REBALANCE_TIMEOUT_MS,
    heartbeatInterval: C.HEARTBEAT_INTERVAL_MS,
    maxWaitTimeInMs: 500,
  })
  const records = new Map() // "partition/offset" -> data record handed to eachBatch
  const controls = new Map() // "partition/offset" -> COMMIT | ABORT: control records kafkajs decoded
  const filtered = [] // batches kafkajs processed without a data record (control records only)
  const processed = {} // partition -> the last offset kafkajs processed
  consumer.on(consumer.events.START_BATCH_PROCESS, ({ payload }) => {
    const last = Number(payload.lastOffset)
    processed[payload.partition] = Math.max(processed[payload.partition] ?? -1, last)
    if (payload.batchSize === 0) {
      filtered.push({ partition: payload.partition, first_offset: Number(payload.firstOffset), last_offset: last })
    }
  })
  await consumer.connect()
  await consumer.subscribe({ topic: OUT, fromBeginning: true })
  await consumer.run({
    autoCommit: false,
    eachBatch: async ({ batch }) => {
      for (const m of batch.messagesWithinOffset) {
        if (!m.isControlRecord) continue
        const abort = Buffer.from(m.key).equals(Buffer.from([0, 0, 0, 0]))
        controls.set(`${batch.partition}/${m.offset}`, abort ? 'ABORT' : 'COMMIT')
      }
      for (const m of batch.messages) {
        const value = JSON.parse(m.value.toString())
        records.set(`${batch.partition}/${m.offset}`, {
          partition: batch.partition,
          offset: Number(m.offset),
          key: m.key.toString(),
          txn: value.txn,
        })
      }
    },
  })
  const done = () =>
    Object.entries(lastOffsets).every(([where, offset]) => (processed[where.split('/')[1]] ?? -1) >= offset + 1)
  await waitFor(done, CONSUME_MS, `audit-consumer processes ${OUT} up to transaction 3's COMMIT markers`, () =>
    JSON.stringify({ processed, records: [...records.keys()] })
  )
  const sorted = [...records.values()].sort((a, b) => a.partition - b.partition || a.offset - b.offset)
  emit('consumed', {
    client_id: 'audit-consumer',
    group: AUDIT_GROUP,
    isolation_level: 'read_committed',
    topic: OUT,
    records: sorted,
    control_records: Object.fromEntries([...controls.entries()].map(([k, v]) => [`${OUT}/${k}`, v])),
    filtered_batches: filtered.map(b => ({ topic: OUT, ...b })),
  })
  await consumer.disconnect()
  emit('left', { client_id: 'audit-consumer', group: AUDIT_GROUP })
}

main(async port => {
  await produceSource(port)
  const lastOffsets = await transactions(port)
  await fetchSettleOffsets(port)
  await audit(port, lastOffsets)
})
