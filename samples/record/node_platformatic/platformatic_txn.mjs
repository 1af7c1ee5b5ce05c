// @platformatic/kafka transactions, failed attempts included, and (on tansu) a consumer group that commits.
// Usage: node platformatic_txn.mjs '{"port": 9092, "broker": "mock" | "tansu"}'
// Prints one JSON line per action (emit.mjs); exits non-zero if anything but the expected failures happens.
import { readFileSync } from 'node:fs'
import { Admin, Consumer, Producer, stringDeserializers, stringSerializers } from '@platformatic/kafka'
import { emit, errorSummary, exchanges } from './emit.mjs'

const config = JSON.parse(process.argv[2])
const { version } = JSON.parse(readFileSync(new URL('./node_modules/@platformatic/kafka/package.json', import.meta.url)))
const bootstrapBrokers = [`127.0.0.1:${config.port}`]
const onTansu = config.broker === 'tansu'
const TOPIC = 'payments'
const PARTITIONS = 2 // tansu: created so; the mock creates 4 and only 0 and 1 are written
const TXN_ID = 'payments-txn'
const GROUP = 'payments-settle'
// Planned transactions: the records of each (partition, key) and how it ends. tansu never lets a
// partition join a transaction (it closes the connection on AddPartitionsToTxn v5), so its one
// transaction is aborted after the failed add.
const PLAN = onTansu
  ? [{ outcome: 'abort', records: [[0, 'inv-1'], [1, 'inv-2']] }]
  : [
      { outcome: 'commit', records: [[0, 'inv-1'], [1, 'inv-2'], [0, 'inv-3'], [1, 'inv-4']] },
      { outcome: 'abort', records: [[0, 'inv-5'], [1, 'inv-6'], [0, 'inv-7']] },
      { outcome: 'commit', records: [[1, 'inv-8'], [0, 'inv-9']] }
    ]
const PLAIN_RECORDS = 6 // tansu only: non-transactional records the group then reads and commits
const clients = new Map()
const common = { bootstrapBrokers, retries: 2, retryDelay: 200, timeout: 5000, connectTimeout: 5000 }

function track (client) {
  clients.set(client.instanceId, client.clientId)
  return client
}

function value (key, n) {
  return JSON.stringify({ invoice: key, amount_cents: 1000 + 17 * n, currency: 'EUR' })
}

async function createTopic () {
  const admin = track(new Admin({ clientId: 'pay-admin', ...common }))
  await admin.createTopics({ topics: [TOPIC], partitions: PARTITIONS, replicas: 1 })
  emit('topic_created', { client_id: 'pay-admin', topic: TOPIC, partitions: PARTITIONS })
  await admin.close()
}

// InitProducerId through beginTransaction: first with the library's default producer id 0 / epoch 0
// (what @platformatic/kafka sends when none is given), refused by the broker; the failed
// transaction is cancelled (client-side only), then -1 / -1, which gets a new producer id.
async function initProducer (producer) {
  const attempts = []
  for (const requested of [null, { producerId: -1n, producerEpoch: -1 }]) {
    const sent = requested ? { producer_id: -1, producer_epoch: -1, how: 'given' } : { producer_id: 0, producer_epoch: 0, how: 'library default' }
    try {
      const transaction = await producer.beginTransaction(requested ?? undefined)
      const attempt = { ...sent, ok: true, error: null, producer_id_got: producer.producerId, producer_epoch_got: producer.producerEpoch }
      attempts.push(attempt)
      emit('init_producer_id', { client_id: producer.clientId, transactional_id: TXN_ID, attempt: attempts.length, ...attempt })
      return { attempts, transaction }
    } catch (error) {
      const attempt = { ...sent, ok: false, error: errorSummary(error) }
      attempts.push(attempt)
      emit('init_producer_id', { client_id: producer.clientId, transactional_id: TXN_ID, attempt: attempts.length, ...attempt })
      if (producer.transaction) await producer.transaction.cancel()
    }
  }
  throw new Error('InitProducerId with -1/-1 failed too')
}

async function transactions (producer) {
  const { attempts, transaction: first } = await initProducer(producer)
  if (attempts.length !== 2 || attempts[0].ok) throw new Error(`expected one refused InitProducerId, got ${JSON.stringify(attempts)}`)
  const done = []
  let counter = 0
  for (const [index, planned] of PLAN.entries()) {
    const transaction = index === 0 ? first : await producer.beginTransaction()
    const records = planned.records.map(([partition, key]) => ({ topic: TOPIC, partition, key, value: value(key, ++counter) }))
    emit('transaction_begin', { client_id: producer.clientId, transactional_id: TXN_ID, number: index + 1, producer_id: producer.producerId, producer_epoch: producer.producerEpoch })
    let send = { ok: true, error: null, offsets: null }
    try {
      const result = await transaction.send({ messages: records })
      send.offsets = result.offsets
    } catch (error) {
      send = { ok: false, error: errorSummary(error), offsets: null }
    }
    emit('transaction_send', {
      client_id: producer.clientId,
      number: index + 1,
      records: records.map(r => ({ topic: r.topic, partition: r.partition, key: r.key, value: r.value })),
      ...send
    })
    if (!send.ok && planned.outcome !== 'abort') throw new Error(`transaction ${index + 1}: send failed: ${JSON.stringify(send.error)}`)
    let end = { ok: true, error: null }
    try {
      await transaction[planned.outcome]()
    } catch (error) {
      end = { ok: false, error: errorSummary(error) }
    }
    emit('transaction_end', { client_id: producer.clientId, number: index + 1, outcome: planned.outcome, ...end })
    if (!end.ok) throw new Error(`transaction ${index + 1}: ${planned.outcome} failed: ${JSON.stringify(end.error)}`)
    done.push({ number: index + 1, outcome: planned.outcome, send_ok: send.ok })
  }
  if (onTansu && done[0].send_ok) throw new Error('tansu let the partitions join the transaction: the sample expects it not to')
}

async function plainProduce () {
  const producer = track(new Producer({ clientId: 'pay-producer', ...common, serializers: stringSerializers, acks: 1 }))
  const messages = Array.from({ length: PLAIN_RECORDS }, (_, i) => ({ topic: TOPIC, partition: i % PARTITIONS, key: `pay-${i}`, value: value(`pay-${i}`, i) }))
  const result = await producer.send({ messages })
  emit('produce', {
    client_id: 'pay-producer',
    acks: 1,
    records: messages.map(r => ({ topic: r.topic, partition: r.partition, key: r.key, value: r.value })),
    offsets: result.offsets
  })
  await producer.close()
  return messages.length
}

async function consumeAndCommit (expected) {
  const consumer = track(new Consumer({
    clientId: 'pay-consumer',
    groupId: GROUP,
    ...common,
    deserializers: stringDeserializers,
    sessionTimeout: 6000,
    rebalanceTimeout: 8000,
    heartbeatInterval: 2000
  }))
  consumer.on('consumer:group:join', info => emit('group_join', { client_id: 'pay-consumer', group_id: info.groupId, member_id: info.memberId, generation_id: info.generationId, leader: info.isLeader, assignments: info.assignments }))
  consumer.on('consumer:group:leave', info => emit('group_leave', { client_id: 'pay-consumer', group_id: info.groupId, member_id: info.memberId, generation_id: info.generationId }))
  const stream = await consumer.consume({ topics: [TOPIC], autocommit: false, mode: 'committed', fallbackMode: 'earliest', maxWaitTime: 500 })
  const last = new Map()
  let read = 0
  for await (const message of stream) {
    read++
    emit('consumed', { client_id: 'pay-consumer', topic: message.topic, partition: message.partition, offset: message.offset, key: message.key })
    last.set(`${message.topic}/${message.partition}`, message)
    if (read >= expected) break
  }
  const offsets = [...last.values()].map(m => ({ topic: m.topic, partition: m.partition, offset: m.offset + 1n, leaderEpoch: 0 }))
  let commit = { ok: true, error: null }
  try {
    await consumer.commit({ offsets })
  } catch (error) {
    commit = { ok: false, error: errorSummary(error) }
  }
  emit('commit', {
    client_id: 'pay-consumer',
    group_id: GROUP,
    member_id: consumer.memberId,
    generation_id: consumer.generationId,
    offsets: offsets.map(o => ({ topic: o.topic, partition: o.partition, offset: o.offset })),
    ...commit
  })
  if (!commit.ok) throw new Error(`commit failed: ${JSON.stringify(commit.error)}`)
  await stream.close()
  await consumer.close()
  return read
}

async function main () {
  emit('start', { library: '@platformatic/kafka', version, node: process.version, broker: config.broker })
  exchanges(clients)
  if (onTansu) await createTopic()
  const producer = track(new Producer({
    clientId: 'pay-txn',
    ...common,
    idempotent: true,
    transactionalId: TXN_ID,
    serializers: stringSerializers,
    autocreateTopics: !onTansu // the mock creates topics on Metadata; it has no CreateTopics
  }))
  await transactions(producer)
  await producer.close()
  if (onTansu) {
    const produced = await plainProduce()
    await consumeAndCommit(produced)
  }
  emit('done')
}

main().then(
  () => process.exit(0),
  error => {
    emit('fatal', { error: errorSummary(error), stack: error.stack })
    process.exit(1)
  }
)
