// One JSON line per action on stdout: what the program sent, what it got back, when (ts: epoch seconds).
// @platformatic/kafka publishes every request it writes and every answer it parses on the diagnostics
// channel plt:kafka:connections:api; exchanges() turns them into lines too, so the sidecar holds each
// request as the client saw it (its connection's local port, correlation id, the answer or none).
import { subscribe } from 'node:diagnostics_channel'
import { performance } from 'node:perf_hooks'

export function now () {
  return Number(((performance.timeOrigin + performance.now()) / 1000).toFixed(6))
}

export function emit (event, fields = {}) {
  const line = JSON.stringify({ ts: now(), event, ...fields }, (key, value) =>
    typeof value === 'bigint' ? Number(value) : value
  )
  process.stdout.write(line + '\n')
}

// The Kafka error names a failed call carries (a ResponseError lists the protocol errors it got).
export function errorSummary (error) {
  if (!error) return null
  const codes = []
  const walk = (e, depth) => {
    if (!e || depth > 4) return
    if (e.apiId !== undefined) codes.push({ code: e.apiCode, name: e.apiId })
    for (const inner of e.errors ?? []) walk(inner, depth + 1)
    if (e.cause) walk(e.cause, depth + 1)
  }
  walk(error, 0)
  const messages = (error.errors ?? []).map(e => e.message)
  return { message: error.message, code: error.code, kafka_errors: codes, inner: messages }
}

const SUMMARIES = {
  // Produce: per partition the error code and base offset the client parsed.
  0: result => ({
    partitions: result.responses.flatMap(t =>
      t.partitionResponses.map(p => ({ topic: t.name, partition: p.index, error_code: p.errorCode, base_offset: p.baseOffset }))
    )
  }),
  22: result => ({ error_code: result.errorCode, producer_id: result.producerId, producer_epoch: result.producerEpoch }),
  11: result => ({ error_code: result.errorCode, generation_id: result.generationId, member_id: result.memberId, leader: result.leader }),
  14: result => ({ error_code: result.errorCode }),
  8: result => ({
    partitions: result.topics.flatMap(t => t.partitions.map(p => ({ topic: t.name, partition: p.partitionIndex, error_code: p.errorCode })))
  }),
  // AddPartitionsToTxn: v4+ answers per transaction, v0-v3 (normalised by the library the same way) per topic.
  24: result => ({
    error_code: result.errorCode ?? 0,
    partitions: (result.resultsByTransaction ?? []).flatMap(txn =>
      txn.topicResults.flatMap(t => t.resultsByPartition.map(p => ({ topic: t.name, partition: p.partitionIndex, error_code: p.partitionErrorCode })))
    )
  }),
  26: result => ({ error_code: result.errorCode })
}

function answer (ctx) {
  if (ctx.error) {
    // The library throws on a non-zero error code: the parsed answer is in the error.
    const response = ctx.error.response
    const summary = response && SUMMARIES[ctx.apiKey] ? safe(SUMMARIES[ctx.apiKey], response) : {}
    return { answered: true, error: errorSummary(ctx.error), ...summary }
  }
  const summary = SUMMARIES[ctx.apiKey] ? safe(SUMMARIES[ctx.apiKey], ctx.result) : {}
  return { answered: true, error: null, ...summary }
}

function safe (fn, value) {
  try {
    return fn(value)
  } catch {
    return {}
  }
}

export function exchanges (clients) {
  const owner = ctx => clients.get(ctx.connection?.ownerId) ?? null
  const where = ctx => ({
    client_id: owner(ctx),
    local_port: ctx.connection?.socket?.localPort ?? null,
    api_key: ctx.apiKey,
    api_version: ctx.apiVersion,
    correlation_id: ctx.correlationId
  })
  subscribe('tracing:plt:kafka:connections:api:start', ctx => {
    if (ctx.operation === 'send') emit('request', where(ctx))
  })
  subscribe('tracing:plt:kafka:connections:api:asyncStart', ctx => {
    if (ctx.operation === 'send') emit('response', { ...where(ctx), ...answer(ctx) })
  })
}
