/**
 * The state of one session's subscriptions and its synchronous side: which listeners hold which topics, the requests
 * in flight, the acknowledgements waited for, and the frame handler's routing (data to listeners, acknowledgements to
 * their waiters, frames without a topic to their listeners). Everything here runs inside the socket's message
 * handler or in one synchronous step of an Effect; the waiting lives in `Registry`. Private to the library.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import type { SocketFatal } from "../../Errors/SocketError.js"
import type * as MessageMetrics from "../../Observability/MessageMetrics.js"
import type * as Recorder from "../../Observability/Recorder.js"
import type { ConnectionEvent } from "../ConnectionState.js"
import type * as Hub from "../Hub.js"
import type { Listener } from "../Listener.js"
import type * as Protocol from "../Protocol.js"
import * as Acks from "./acks.js"

/**
 * One wanted topic.
 *
 * @since 0.1.0
 * @category models
 */
export interface TopicState {
  readonly listeners: Set<Listener>
  // a listener's text reader, used for every frame of the topic (its result is what JSON.parse would give)
  parse: ((text: string) => Protocol.Frame | undefined) | undefined
  // the `read` of the topic's only listener (none while it has several): it consumes the frame text itself
  read: ((text: string) => boolean) | undefined
  ack: Acks.Ack
  // a subscribe for it went out on this socket and was not refused: the server may hold it even when its
  // acknowledgement never came, so leaving or resubscribing it must unsubscribe it first
  held: boolean
  readonly counter: MessageMetrics.Counter
}

/**
 * What the table needs.
 *
 * @since 0.1.0
 * @category models
 */
export interface TableConfig {
  readonly protocol: Protocol.Protocol
  readonly events: Hub.Hub<ConnectionEvent>
  readonly now: () => number
  /** Where the per-message counts go at each flush (none: nothing is counted or timed). */
  readonly recorder?: Recorder.Recorder | undefined
  readonly onError?: ((op: string, error: { readonly code: number; readonly message: string }) => void) | undefined
}

const decoder = new TextDecoder()

// Without a recorder the frames are neither counted nor timed: the counters (messageMetrics) come with the recorder
// (Metrics.layer), so a program that records no metrics does not carry them.
const uncounted: MessageMetrics.Counter = { family: "", count: 0, flushed: 0, samples: [] }
const unmeasured: MessageMetrics.MessageMetrics = {
  counter: () => uncounted,
  sampleStart: () => 0,
  sampleEnd: () => undefined,
  flush: Effect.void
}

// A topic's `read` is its listener's while it has only one (several listeners all need the frame).
const soleReader = (entry: TopicState): void => {
  entry.read = undefined
  if (entry.listeners.size !== 1) return
  for (const only of entry.listeners) entry.read = only.read
}

/**
 * The subscription table of one session.
 *
 * @since 0.1.0
 * @category models
 */
export class Table {
  readonly topics = new Map<string, TopicState>()
  readonly requests = new Map<
    string,
    { readonly op: "subscribe" | "unsubscribe"; readonly topics: ReadonlyArray<string> }
  >()
  /** Acknowledgements of unsubscribe requests in flight, per topic. */
  readonly leaving = new Map<string, Acks.Ack>()
  readonly untopical = new Set<Listener>()
  readonly metrics: MessageMetrics.MessageMetrics
  /** Topics with a text reader: while there are none, a frame goes straight to `JSON.parse`. */
  readers = 0
  /** The open socket's write, while there is one. */
  write: ((frame: string) => unknown) | undefined = undefined
  lastDataAt: number
  // the family of the frame routed last (for its timing sample)
  private lastCounter: MessageMetrics.Counter | undefined = undefined
  private nextReqId = 1

  constructor(readonly config: TableConfig) {
    this.metrics = config.recorder?.messageMetrics(config.protocol.id) ?? unmeasured
    this.lastDataAt = config.now()
  }

  /** A request id, unique on the session. */
  reqId(): string {
    return `s${this.nextReqId++}`
  }

  settle(topic: string, result: Exit.Exit<void, Acks.Refusal>): void {
    const entry = this.topics.get(topic)
    if (entry === undefined) return
    entry.held = Exit.isSuccess(result)
    Acks.settle(entry.ack, result)
  }

  settleLeaving(topic: string, result: Exit.Exit<void, Acks.Refusal>): void {
    const waiting = this.leaving.get(topic)
    if (waiting === undefined) return
    this.leaving.delete(topic)
    Acks.settle(waiting, result)
  }

  /** An acknowledgement: by the topics it names, else by its request id's topics. */
  onAck(ack: Extract<Protocol.Incoming, { _tag: "Ack" }>): void {
    const requested = ack.reqId === undefined ? undefined : this.requests.get(ack.reqId)
    if (ack.reqId !== undefined && requested !== undefined) this.requests.delete(ack.reqId)
    // which request this answers: the echoed op, else the request id's, else (a topic list without an id) an
    // unsubscribe in flight first
    const op = ack.op ?? requested?.op
    const apply = (topic: string, result: Exit.Exit<void, Acks.Refusal>) => {
      if (op === "unsubscribe" || (op === undefined && this.leaving.has(topic))) this.settleLeaving(topic, result)
      else this.settle(topic, result)
    }
    if (ack.code !== undefined && (!ack.success || ack.failed.length > 0)) {
      this.config.onError?.(op ?? "subscribe", { code: ack.code, message: ack.reason })
    }
    const refusal = Acks.refused(ack.code === undefined ? ack.reason : `${ack.code} ${ack.reason}`)
    if (ack.succeeded.length > 0 || ack.failed.length > 0) {
      for (const t of ack.succeeded) apply(t, Exit.void)
      for (const t of ack.failed) apply(t, refusal)
      return
    }
    if (requested === undefined) return
    for (const t of requested.topics) apply(t, ack.success ? Exit.void : refusal)
  }

  private deliver(topic: string, frame: Protocol.Frame): void {
    this.lastDataAt = this.config.now()
    const entry = this.topics.get(topic)
    if (entry === undefined) return
    entry.counter.count++
    this.lastCounter = entry.counter
    for (const listener of entry.listeners) listener(frame)
  }

  private parseAndRoute(text: string): Protocol.Incoming | undefined {
    const { protocol, events } = this.config
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch {
      parsed = undefined
    }
    if (typeof parsed !== "object" || parsed === null) {
      events.publish({ _tag: "MalformedFrame", market: protocol.id, sample: text.slice(0, 200) })
      this.malformed(text)
      return undefined
    }
    // a list of pushes (spot v1 private): each routed by its own topic
    if (Array.isArray(parsed)) {
      for (const item of parsed) {
        if (typeof item !== "object" || item === null) continue
        const topic = protocol.topicOf(item as Protocol.Frame)
        if (topic !== undefined) this.deliver(topic, item as Protocol.Frame)
      }
      return undefined
    }
    const frame = parsed as Protocol.Frame
    const topic = protocol.topicOf(frame)
    if (topic !== undefined) {
      this.deliver(topic, frame)
      return undefined
    }
    const incoming = protocol.classify(frame)
    switch (incoming._tag) {
      case "Ack":
        this.onAck(incoming)
        return undefined
      case "Other":
        for (const listener of this.untopical) listener(frame)
        return undefined
      default:
        return incoming
    }
  }

  /**
   * The hot path: routes one frame and returns what is the session's to handle (pong, auth answer, error). Never
   * throws: a malformed frame is reported and dropped.
   */
  read(data: string | Uint8Array): Protocol.Incoming | undefined {
    const binary = this.config.protocol.binary
    if (binary !== undefined && typeof data !== "string") return this.readBinary(binary(data))
    const text = typeof data === "string" ? data : decoder.decode(data)
    const started = this.metrics.sampleStart()
    const topicOfText = this.config.protocol.topicOfText
    // a topic with a text reader (order books): route by the topic at the head of the frame and let the reader
    // stand in for JSON.parse; what it declines goes the ordinary way
    if (this.readers > 0 && topicOfText !== undefined) {
      const topic = topicOfText(text)
      const entry = topic === undefined ? undefined : this.topics.get(topic)
      if (entry !== undefined) {
        const frame = entry.read?.(text) ? null : entry.parse?.(text)
        if (frame !== undefined) {
          this.lastDataAt = this.config.now()
          entry.counter.count++
          if (frame !== null) for (const listener of entry.listeners) listener(frame)
          if (started !== 0) this.metrics.sampleEnd(entry.counter, started)
          return undefined
        }
      }
    }
    this.lastCounter = undefined
    const rest = this.parseAndRoute(text)
    if (started !== 0) this.metrics.sampleEnd(this.lastCounter, started)
    return rest
  }

  // A binary data frame, decoded by the protocol: routed by its topic, or reported as malformed with the sample the
  // protocol gives (the SBE decoder's: why, and the first bytes).
  private readBinary(frame: Protocol.Frame | string): undefined {
    const { protocol, events } = this.config
    const topic = typeof frame === "string" ? undefined : protocol.topicOf(frame)
    if (typeof frame === "string" || topic === undefined) {
      const sample = typeof frame === "string" ? frame : "binary frame (no topic)"
      events.publish({ _tag: "MalformedFrame", market: protocol.id, sample })
      this.malformed(sample)
      return undefined
    }
    const started = this.metrics.sampleStart()
    this.lastCounter = undefined
    this.deliver(topic, frame)
    if (started !== 0) this.metrics.sampleEnd(this.lastCounter, started)
    return undefined
  }

  /** Adds a listener to topics; returns the topics that were not wanted before. */
  add(wanted: ReadonlyArray<string>, listener: Listener): Array<string> {
    const fresh: Array<string> = []
    for (const t of wanted) {
      let entry = this.topics.get(t)
      if (entry === undefined) {
        entry = {
          listeners: new Set(),
          parse: undefined,
          read: undefined,
          ack: Acks.make(),
          held: false,
          counter: this.metrics.counter(t)
        }
        this.topics.set(t, entry)
        fresh.push(t)
      }
      entry.listeners.add(listener)
      if (entry.parse === undefined && listener.parse !== undefined) {
        entry.parse = listener.parse
        this.readers++
      }
      soleReader(entry)
    }
    return fresh
  }

  /**
   * Removes a listener from topics: `idle` are the topics nobody wants any more that the server may hold,
   * `strangers` the topics this listener did not hold.
   */
  remove(
    gone: ReadonlyArray<string>,
    listener: Listener
  ): { readonly idle: Array<string>; readonly strangers: Array<string> } {
    const idle: Array<string> = []
    const strangers: Array<string> = []
    for (const t of gone) {
      const entry = this.topics.get(t)
      if (entry === undefined || !entry.listeners.has(listener)) {
        strangers.push(t)
        continue
      }
      entry.listeners.delete(listener)
      if (entry.parse !== undefined && entry.parse === listener.parse) this.replaceReader(entry)
      soleReader(entry)
      if (entry.listeners.size === 0) {
        if (entry.held && !this.config.protocol.unsolicited) idle.push(t)
        this.topics.delete(t)
      }
    }
    return { idle, strangers }
  }

  private replaceReader(entry: TopicState): void {
    entry.parse = undefined
    this.readers--
    for (const other of entry.listeners) {
      if (other.parse !== undefined) {
        entry.parse = other.parse
        this.readers++
        return
      }
    }
  }

  /** Marks topics as sent on this socket; on a stream that pushes without subscribing, confirms them at once. */
  markSent(wanted: ReadonlyArray<string>): void {
    for (const t of wanted) {
      if (this.config.protocol.unsolicited) this.settle(t, Exit.void)
      else {
        const entry = this.topics.get(t)
        if (entry !== undefined) entry.held = true
      }
    }
  }

  /** Gives every topic whose acknowledgement settled a fresh one (a pending one keeps its waiting subscriber). */
  freshAcks(wanted: ReadonlyArray<string>): void {
    for (const t of wanted) {
      const entry = this.topics.get(t)
      if (entry !== undefined && entry.ack.done) entry.ack = Acks.make()
    }
  }

  acksOf(wanted: ReadonlyArray<string>): Array<Acks.Ack | undefined> {
    return wanted.map((t) => this.topics.get(t)?.ack)
  }

  /** The socket is gone: the server forgets its subscriptions, so an unsubscribe in flight has what it asked for. */
  closed(): void {
    this.write = undefined
    for (const entry of this.topics.values()) entry.held = false
    this.requests.clear()
    for (const t of [...this.leaving.keys()]) this.settleLeaving(t, Exit.void)
  }

  /** A connected socket was lost: every listener that asked is told once, in order with the frames it was given. */
  lost(reason: string): void {
    const told = new Set<Listener>()
    for (const entry of this.topics.values()) {
      for (const listener of entry.listeners) {
        if (told.has(listener) || listener.lost === undefined) continue
        told.add(listener)
        listener.lost(reason)
      }
    }
  }

  /** A frame could not be read: every listener that asked is told once, in order with the frames it was given. */
  malformed(text: string): void {
    const told = new Set<Listener>()
    for (const entry of this.topics.values()) {
      for (const listener of entry.listeners) {
        if (told.has(listener) || listener.malformed === undefined) continue
        told.add(listener)
        listener.malformed(text)
      }
    }
  }

  /** The session ended for good: every waiter fails with why, and every listener is told once. */
  failAll(error: SocketFatal): void {
    const told = new Set<Listener>()
    for (const entry of this.topics.values()) {
      Acks.settle(entry.ack, Exit.fail(error))
      for (const listener of entry.listeners) {
        if (told.has(listener)) continue
        told.add(listener)
        listener.fail?.(error)
      }
    }
    for (const waiting of this.leaving.values()) Acks.settle(waiting, Exit.fail(error))
    this.leaving.clear()
  }
}
