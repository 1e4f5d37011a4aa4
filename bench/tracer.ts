/**
 * The tracer of the traced effect-bybit run: each span keeps its name, ids, parent, attributes, events and times,
 * and an ended span goes into a bounded buffer, the way an OpenTelemetry batch processor holds spans before export
 * (export itself is left out: it is I/O, not the client's hot path).
 *
 * @since 0.1.0
 */
import type * as Context from "effect/Context"
import type * as Exit from "effect/Exit"
import * as Option from "effect/Option"
import * as Tracer from "effect/Tracer"

/**
 * An ended span as an exporter would receive it.
 *
 * @since 0.1.0
 * @category models
 */
export interface Finished {
  readonly name: string
  readonly traceId: string
  readonly spanId: string
  readonly parentSpanId: string | undefined
  readonly start: bigint
  readonly end: bigint
  readonly ok: boolean
  readonly attributes: ReadonlyMap<string, unknown>
}

// Ids made as OpenTelemetry's `RandomIdGenerator` (Node) makes them: random 32-bit words written into one shared
// buffer, read out as hex (a flat string), an all-zero id made valid by a last byte of 1. (Before, each hex digit was
// a Math.random and a concatenation: ~3x the calls, and ids held as ropes of 16 or 32 one-character strings.)
const idBuffer = Buffer.allocUnsafe(16)
const randomId = (bytes: 8 | 16): string => {
  for (let i = 0; i < bytes / 4; i++) idBuffer.writeUInt32BE((Math.random() * 2 ** 32) >>> 0, i * 4)
  for (let i = 0; i < bytes; i++) {
    if ((idBuffer[i] as number) > 0) break
    if (i === bytes - 1) idBuffer[bytes - 1] = 1
  }
  return idBuffer.toString("hex", 0, bytes)
}

class RecordingSpan implements Tracer.Span {
  readonly _tag = "Span"
  readonly spanId = randomId(8)
  readonly traceId: string
  readonly sampled: boolean
  status: Tracer.SpanStatus
  readonly attributes = new Map<string, unknown>()
  readonly events: Array<readonly [string, bigint, Record<string, unknown>]> = []
  readonly links: Array<Tracer.SpanLink>

  constructor(
    readonly name: string,
    readonly parent: Option.Option<Tracer.AnySpan>,
    readonly annotations: Context.Context<never>,
    links: ReadonlyArray<Tracer.SpanLink>,
    startTime: bigint,
    readonly kind: Tracer.SpanKind,
    sampled: boolean,
    private readonly sink: Sink
  ) {
    this.sampled = sampled
    this.traceId = Option.isSome(parent) ? parent.value.traceId : randomId(16)
    this.links = [...links]
    this.status = { _tag: "Started", startTime }
  }

  end(endTime: bigint, exit: Exit.Exit<unknown, unknown>): void {
    const startTime = this.status.startTime
    this.status = { _tag: "Ended", startTime, endTime, exit }
    this.sink.push({
      name: this.name,
      traceId: this.traceId,
      spanId: this.spanId,
      parentSpanId: Option.isSome(this.parent) ? this.parent.value.spanId : undefined,
      start: startTime,
      end: endTime,
      ok: exit._tag === "Success",
      attributes: this.attributes
    })
  }

  attribute(key: string, value: unknown): void {
    this.attributes.set(key, value)
  }

  event(name: string, startTime: bigint, attributes?: Record<string, unknown>): void {
    this.events.push([name, startTime, attributes ?? {}])
  }

  addLinks(links: ReadonlyArray<Tracer.SpanLink>): void {
    for (const link of links) this.links.push(link)
  }
}

/**
 * The ended spans waiting for export, held as OpenTelemetry's `BatchSpanProcessor` holds them with its defaults
 * (`maxQueueSize` 2048, `maxExportBatchSize` 512): a span goes into the queue (dropped when the queue is full), and
 * once `batchSize` spans wait the batch is handed to the exporter at once (the JavaScript SDK flushes as soon as
 * the queue reaches the batch size; its 5 s timer only matters at low rates). The export itself (serialising, I/O)
 * is left out: the batch is counted and dropped. Before, the sink kept the last 2048 spans for good, which no
 * processor does at these rates: it held four times the spans live and measured the garbage collector's cost of
 * that rather than the client's.
 *
 * @since 0.1.0
 * @category models
 */
export class Sink {
  private queue: Array<Finished> = []
  ended = 0
  exported = 0
  dropped = 0

  constructor(
    readonly capacity = 2048,
    readonly batchSize = 512
  ) {}

  push(span: Finished): void {
    this.ended++
    if (this.queue.length >= this.capacity) {
      this.dropped++
      return
    }
    this.queue.push(span)
    if (this.queue.length >= this.batchSize) {
      this.exported += this.queue.length
      this.queue = []
    }
  }
}

/**
 * A recording tracer and its sink.
 *
 * @since 0.1.0
 * @category constructors
 */
export const make = (sink: Sink = new Sink()): Tracer.Tracer =>
  Tracer.make({
    span: ({ name, parent, annotations, links, startTime, kind, sampled }) =>
      new RecordingSpan(name, parent, annotations, links, startTime, kind, sampled, sink)
  })
