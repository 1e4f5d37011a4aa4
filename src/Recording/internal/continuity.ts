/**
 * What the recorder checks of the frames of one connection's topics before it writes them, so a recording never holds
 * a silent hole: every frame's shape (a topic, a type, data of the topic's shape), every book's sequence (`u` by the
 * client's own rule, `LocalBook.admit`, and `seq`, where present, growing with every push), and the frames the
 * socket could not read at all (not JSON, cut short). What breaks one of these is a `Gap`: the recorder writes it as
 * a gap line and resubscribes what it hit, and from then on holds back that topic's deltas until its fresh snapshot.
 * Synchronous (it runs in the socket's frame handler). Private to the library.
 *
 * @since 1.2.0
 * @internal
 */
import * as Validator from "../../Schema/Validator.js"
import * as WsPublic from "../../Schema/WsPublic.js"
import * as LocalBook from "../../Socket/LocalBook.js"
import type * as Format from "../Format.js"

// An order-book frame checked by the validator derived from its Schema (the one definition of the shape), compiled
// at the first book frame
const bookMessage = Validator.lazyValidator(WsPublic.OrderbookMessage)

/**
 * Something was missed: why (`kind`, and `reason` in words), the one topic hit (`undefined`: every topic of the
 * connection), and the topics to subscribe again for fresh snapshots.
 *
 * @since 1.2.0
 * @internal
 */
export interface Gap {
  readonly kind: Format.GapKind
  readonly reason: string
  readonly topic: string | undefined
  readonly resubscribe: ReadonlyArray<string>
}

/**
 * What to do with a frame: write it, hold it back (a delta of a topic waiting for its fresh snapshot), or write a gap.
 *
 * @since 1.2.0
 * @internal
 */
export type Verdict = "write" | "hold" | Gap

/**
 * How many topics, over every connection, hold their deltas back until a fresh snapshot.
 *
 * @since 1.2.0
 * @internal
 */
export interface Waiting {
  count: number
}

interface TopicState {
  readonly book: boolean
  /** It sends deltas (books, tickers): after a gap they wait for a snapshot (trades and the like are all snapshots). */
  readonly deltas: boolean
  readonly shape: (data: unknown) => boolean
  /** A gap hit it: its deltas are held back until a snapshot. */
  waiting: boolean
  /** A book's sequence is being followed (its first message, or a snapshot, came). */
  ready: boolean
  u: number
  seq: number | undefined
}

const isRecord = (u: unknown): u is Record<string, unknown> => typeof u === "object" && u !== null && !Array.isArray(u)

// The docs' `data` of each public topic: a list (trades, klines, liquidations) or an object (tickers); order books are
// checked whole by the client's validator.
const shapeOf = (topic: string): ((data: unknown) => boolean) => {
  const head = topic.slice(0, topic.indexOf("."))
  switch (head) {
    case "publicTrade":
    case "kline":
    case "allLiquidation":
    case "liquidation":
      return Array.isArray
    case "tickers":
      return isRecord
    default:
      return (data) => data !== undefined
  }
}

const topicHead = /^\{"topic":"([^"]+)"/

/**
 * Whether text `JSON.parse` refused is JSON cut short: nothing wrong in it up to its end, which comes inside a string
 * or with brackets still open (else it is malformed).
 *
 * @since 1.2.0
 * @internal
 */
export const cutShort = (text: string): boolean => {
  const open: Array<number> = []
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i)
    if (inString) {
      if (ch === 92) i++
      else if (ch === 34) inString = false
      continue
    }
    if (ch === 34) inString = true
    else if (ch === 123 || ch === 91) open.push(ch)
    else if (ch === 125 || ch === 93) {
      if (open.pop() !== ch - 2) return false
    } else if (!isBare(ch)) return false
  }
  return inString || open.length > 0
}

// Outside strings, JSON holds only punctuation, white space, numbers and the literals true, false and null.
const isBare = (ch: number): boolean =>
  ch === 44 ||
  ch === 58 ||
  ch === 32 ||
  ch === 9 ||
  ch === 10 ||
  ch === 13 ||
  ch === 43 ||
  ch === 45 ||
  ch === 46 ||
  (ch >= 48 && ch <= 57) ||
  (ch >= 97 && ch <= 122) ||
  ch === 69

/**
 * The checks of one connection's topics.
 *
 * @since 1.2.0
 * @internal
 */
export class Continuity {
  private readonly topics = new Map<string, TopicState>()

  constructor(
    topics: ReadonlyArray<string>,
    private readonly waiting: Waiting
  ) {
    for (const topic of topics) {
      this.topics.set(topic, {
        book: topic.startsWith("orderbook."),
        deltas: topic.startsWith("orderbook.") || topic.startsWith("tickers."),
        shape: shapeOf(topic),
        waiting: false,
        ready: false,
        u: 0,
        seq: undefined
      })
    }
  }

  /** A frame of one of the topics (or, `topic` missing, a data frame without one). */
  frame(frame: unknown): Verdict {
    if (!isRecord(frame) || typeof frame.topic !== "string")
      return this.gap("shape", "a data frame without a topic", undefined)
    const topic = frame.topic
    const state = this.topics.get(topic)
    if (state === undefined) return "write"
    if (typeof frame.type !== "string" || !("data" in frame))
      return this.gap("shape", `a ${topic} frame without type or data`, topic)
    if (state.book) return this.book(frame, state, topic)
    if (!state.shape(frame.data)) return this.gap("shape", `a ${topic} frame whose data is not the topic's`, topic)
    if (!state.waiting) return "write"
    if (frame.type !== "snapshot") return "hold"
    this.ready(state)
    return "write"
  }

  private book(frame: Record<string, unknown>, state: TopicState, topic: string): Verdict {
    const message = bookMessage(frame)
    if (message === undefined) return this.gap("shape", `a ${topic} frame that is not an order book message`, topic)
    const { u, seq } = message.data
    // the sequence starts at a topic's first message (another listener of a shared topic may have had the snapshot)
    const admitted =
      state.ready || state.waiting ? LocalBook.admit(state.ready, state.u, message.type, u, true) : "replace"
    switch (admitted) {
      case "unseeded":
        return "hold"
      case "stale":
      case "gap":
        return this.gap("sequence", `expected u ${state.u + 1}, received u ${u}`, topic)
      case "apply":
        // `seq` is the exchange's cross sequence: each push of a book is later than the last
        if (seq !== undefined && state.seq !== undefined && seq <= state.seq)
          return this.gap("sequence", `seq ${seq} after seq ${state.seq} (u ${u})`, topic)
        break
      case "replace":
        this.ready(state)
        break
    }
    state.u = u
    state.seq = seq ?? state.seq
    return "write"
  }

  /** A frame the socket could not read (its text). */
  malformed(text: string): Gap {
    const kind = cutShort(text) ? "truncated" : "malformed"
    const head = topicHead.exec(text)?.[1]
    const topic = head !== undefined && this.topics.has(head) ? head : undefined
    const what = kind === "truncated" ? "cut short" : "not JSON"
    return this.gap(kind, `a frame ${what} (${text.length} chars: ${text.slice(0, 60)})`, topic)
  }

  /** The socket was lost: every topic starts afresh at the snapshot the resubscription brings. */
  lost(): void {
    for (const state of this.topics.values()) this.hit(state)
  }

  private hit(state: TopicState): void {
    state.ready = false
    state.seq = undefined
    if (state.waiting || !state.deltas) return
    state.waiting = true
    this.waiting.count++
  }

  // a snapshot came: the topic's sequence starts from it
  private ready(state: TopicState): void {
    state.ready = true
    if (!state.waiting) return
    state.waiting = false
    this.waiting.count--
  }

  private gap(kind: Format.GapKind, reason: string, topic: string | undefined): Gap {
    const state = topic === undefined ? undefined : this.topics.get(topic)
    if (state !== undefined) {
      this.hit(state)
      return { kind, reason, topic, resubscribe: [topic as string] }
    }
    this.lost()
    return { kind, reason, topic: undefined, resubscribe: [...this.topics.keys()] }
  }
}
