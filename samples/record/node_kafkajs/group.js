'use strict'
// kafkajs-group: producers with acks=-1, acks=1 and acks=0 write rounds of records to orders; group
// orders-workers reads them with manual commits: worker-1 joins alone, worker-2 joins (a rebalance:
// both members in the next generation), worker-1 leaves (the next generation has worker-2 alone),
// then worker-2 leaves too. Every commit is a synchronous commitOffsets after a batch.
//
// usage: node group.js BROKER_PORT   (one JSON line per action on stdout, see common.js)

const C = require('./common')
const { emit, kafka, waitFor, acknowledged, sentRecords, perPartition, main } = C

const TOPIC = 'orders'
const PARTITIONS = 4
const GROUP = 'orders-workers'
const RECORDS_PER_PARTITION = 2 // per round
const STEP_MS = 45000 // a join on tansu can take two rebalance timeouts
const ROUNDS = [
  { number: 1, clientId: 'orders-acks-all', acks: -1 },
  { number: 2, clientId: 'orders-acks-leader', acks: 1 },
  { number: 3, clientId: 'orders-fire-and-forget', acks: 0 },
]

const sentPerPartition = {} // "orders/P" -> records sent so far (the log end offset once stored)

async function createTopic(port) {
  const admin = kafka(port, 'orders-admin').admin()
  await admin.connect()
  const created = await admin.createTopics({ topics: [{ topic: TOPIC, numPartitions: PARTITIONS }], waitForLeaders: true })
  emit('topic_created', { client_id: 'orders-admin', topic: TOPIC, partitions: PARTITIONS, created })
  await admin.disconnect()
}

async function produceRound(port, round) {
  const producer = kafka(port, round.clientId).producer({ allowAutoTopicCreation: false })
  await producer.connect()
  const messages = []
  for (let i = 0; i < PARTITIONS * RECORDS_PER_PARTITION; i++) {
    messages.push({
      partition: i % PARTITIONS,
      key: `order-${round.number}-${i}`,
      value: JSON.stringify({ round: round.number, order: i, amount_cents: 100 * round.number + i }),
      headers: { source: 'checkout' },
    })
  }
  const answer = await producer.send({ topic: TOPIC, acks: round.acks, messages })
  for (const [where, n] of Object.entries(perPartition(TOPIC, messages))) {
    sentPerPartition[where] = (sentPerPartition[where] || 0) + n
  }
  emit('produced', {
    client_id: round.clientId,
    round: round.number,
    acks: round.acks,
    topic: TOPIC,
    sent_per_partition: perPartition(TOPIC, messages),
    // kafkajs resolves an acks=0 send without an answer: nothing is acknowledged
    base_offsets: acknowledged(answer),
    records: sentRecords(TOPIC, messages, answer),
  })
  await producer.disconnect()
}

class Worker {
  constructor(port, clientId) {
    this.clientId = clientId
    this.assignment = null // the last "Received assignment": generation, member id, partitions
    this.consumed = new Map() // "orders/P" -> the next offset after the last record read
    this.committed = {} // "orders/P" -> the last offset committed
    this.consumer = kafka(port, clientId).consumer({
      groupId: GROUP,
      sessionTimeout: C.SESSION_TIMEOUT_MS,
      rebalanceTimeout: C.REBALANCE_TIMEOUT_MS,
      heartbeatInterval: C.HEARTBEAT_INTERVAL_MS,
      maxWaitTimeInMs: 500,
    })
    const { GROUP_JOIN, REBALANCING, COMMIT_OFFSETS, CRASH } = this.consumer.events
    this.consumer.on(GROUP_JOIN, ({ payload }) =>
      emit('group_join', {
        client_id: clientId,
        group: payload.groupId,
        member_id: payload.memberId,
        leader_id: payload.leaderId,
        is_leader: payload.isLeader,
        assignment: payload.memberAssignment,
        duration_ms: payload.duration,
      })
    )
    this.consumer.on(REBALANCING, ({ payload }) =>
      emit('rebalancing', { client_id: clientId, group: payload.groupId, member_id: payload.memberId })
    )
    this.consumer.on(COMMIT_OFFSETS, ({ payload }) => {
      const offsets = {}
      for (const { topic, partitions } of payload.topics) {
        for (const p of partitions) offsets[`${topic}/${p.partition}`] = Number(p.offset)
      }
      Object.assign(this.committed, offsets)
      emit('committed', {
        client_id: clientId,
        group: payload.groupId,
        member_id: payload.memberId,
        generation_id: payload.groupGenerationId,
        offsets,
      })
    })
    this.consumer.on(CRASH, ({ payload }) =>
      emit('crash', { client_id: clientId, error: String(payload.error), restart: payload.restart })
    )
  }

  onAssignment(event) {
    if (event.client_id === this.clientId) this.assignment = event
  }

  partitions() {
    const assigned = (this.assignment && this.assignment.memberAssignment[TOPIC]) || []
    return [...assigned].sort((a, b) => a - b)
  }

  async start() {
    await this.consumer.connect()
    await this.consumer.subscribe({ topic: TOPIC, fromBeginning: true })
    await this.consumer.run({
      autoCommit: false,
      eachBatch: async ({ batch }) => {
        const where = `${batch.topic}/${batch.partition}`
        const next = Number(batch.lastOffset()) + 1
        emit('batch', {
          client_id: this.clientId,
          generation_id: this.assignment && this.assignment.generationId,
          partition: where,
          offsets: batch.messages.map(m => Number(m.offset)),
          keys: batch.messages.map(m => m.key.toString()),
        })
        this.consumed.set(where, next)
        const offsets = [{ topic: batch.topic, partition: batch.partition, offset: String(next) }]
        emit('commit_sent', {
          client_id: this.clientId,
          generation_id: this.assignment && this.assignment.generationId,
          offsets: { [where]: next },
        })
        try {
          await this.consumer.commitOffsets(offsets)
        } catch (err) {
          emit('commit_failed', { client_id: this.clientId, offsets: { [where]: next }, error: String(err) })
          throw err
        }
      },
    })
    emit('started', { client_id: this.clientId, group: GROUP })
  }

  async leave() {
    const { generationId, memberId } = this.assignment || {}
    emit('leaving', { client_id: this.clientId, group: GROUP, member_id: memberId, generation_id: generationId })
    await this.consumer.disconnect() // stops fetching, then LeaveGroup
    emit('left', { client_id: this.clientId, group: GROUP, member_id: memberId, generation_id: generationId })
  }
}

// The members hold, in one generation, every partition between them, each partition once.
function stable(workers) {
  const generations = new Set(workers.map(w => w.assignment && w.assignment.generationId))
  if (generations.size !== 1 || generations.has(null) || generations.has(undefined)) return null
  const all = workers.flatMap(w => w.partitions()).sort((a, b) => a - b)
  const every = Array.from({ length: PARTITIONS }, (_, i) => i)
  if (JSON.stringify(all) !== JSON.stringify(every)) return null
  if (workers.some(w => w.partitions().length === 0)) return null
  return [...generations][0]
}

function describe(workers) {
  return JSON.stringify(
    workers.map(w => ({
      client_id: w.clientId,
      generation: w.assignment && w.assignment.generationId,
      partitions: w.partitions(),
      consumed: Object.fromEntries(w.consumed),
      committed: w.committed,
    }))
  )
}

// Every record sent so far has been read and committed by the members holding its partition.
function caughtUp(workers) {
  return Object.entries(sentPerPartition).every(([where, end]) =>
    workers.some(w => w.partitions().includes(Number(where.split('/')[1])) && w.committed[where] === end)
  )
}

async function settle(workers, step, after) {
  let generation = null
  await waitFor(
    () => (generation = stable(workers)) !== null && (after === undefined || generation > after),
    STEP_MS,
    `${step}: one generation holding all of ${TOPIC}`,
    () => describe(workers)
  )
  emit('generation', {
    group: GROUP,
    step,
    generation_id: generation,
    members: workers.map(w => ({
      client_id: w.clientId,
      member_id: w.assignment.memberId,
      partitions: w.partitions().map(p => `${TOPIC}/${p}`),
    })),
  })
  return generation
}

async function drain(workers, step) {
  await waitFor(() => caughtUp(workers), STEP_MS, `${step}: every record read and committed`, () =>
    JSON.stringify({ sent: sentPerPartition, workers: JSON.parse(describe(workers)) })
  )
  emit('caught_up', { group: GROUP, step, end_offsets: { ...sentPerPartition } })
}

main(async port => {
  const workers = {}
  const route = event => Object.values(workers).forEach(w => w.onAssignment(event))
  C.onEvent('assignment', route)
  await createTopic(port)
  await produceRound(port, ROUNDS[0])

  workers.one = new Worker(port, 'worker-1')
  await workers.one.start()
  const first = await settle([workers.one], '1 worker-1 joins alone')
  await drain([workers.one], '1 worker-1 joins alone')

  workers.two = new Worker(port, 'worker-2')
  await workers.two.start()
  const second = await settle([workers.one, workers.two], '2 worker-2 joins', first)
  await produceRound(port, ROUNDS[1])
  await drain([workers.one, workers.two], '2 worker-2 joins')

  await workers.one.leave()
  const third = await settle([workers.two], '3 worker-1 leaves', second)
  await produceRound(port, ROUNDS[2])
  await drain([workers.two], '3 worker-1 leaves')
  void third

  await workers.two.leave()
})
