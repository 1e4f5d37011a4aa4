/**
 * The rules that keep a local order book equal to the exchange's, as a synchronous state machine (no Effect: it
 * runs inside the socket's frame handler). The exchange's order book stream and `orderbook.full` documentation:
 * - a `snapshot`, or any message with `u = 1` (service restart, `orderbook.full` re-initialisation), replaces the
 *   book — including level 1's re-sends with an unchanged `u`;
 * - in a delta a size of `"0"` deletes the level, an unknown price inserts it, a known one replaces its size;
 * - a delta whose `u` is not above the last applied one is stale and dropped; before any snapshot a delta is
 *   dropped too (`unseeded`);
 * - where the feed is consecutive (`u` grows by exactly one per message on every category: measured on the
 *   emulator and stated by the docs), a jump in `u` is a `gap`; after any change a best bid at or above the best
 *   ask is `crossed`. Either way the book can no longer be trusted: the caller throws it away and rebuilds it.
 *
 * @since 0.1.0
 */
import type { Decimal } from "../Schema/Decimal.js"
import { BookSide } from "./BookSide.js"
import { Book } from "./BookView.js"
import type * as BookFrame from "./internal/bookFrame.js"
import type * as WsMarket from "./WsMarket.js"

/**
 * What applying a message did.
 *
 * @since 0.1.0
 * @category models
 */
export type Outcome = "snapshot" | "applied" | "stale" | "unseeded" | "gap" | "crossed" | "invalid"

/**
 * The body of a book message (WebSocket `data`, or the REST snapshot).
 *
 * @since 0.1.0
 * @category models
 */
export interface BookData {
  readonly b: ReadonlyArray<readonly [string, string]>
  readonly a: ReadonlyArray<readonly [string, string]>
  readonly u: number
  readonly seq?: number | undefined
}

/**
 * A book message: its type, times and body.
 *
 * @since 0.1.0
 * @category models
 */
export interface BookMessage {
  readonly type: "snapshot" | "delta"
  readonly ts: number
  readonly cts?: number | undefined
  readonly data: BookData
}

/**
 * What a book message does before its levels are read: replace the book, apply to it, or nothing (`unseeded`,
 * `stale`, `gap`).
 *
 * @since 1.2.0
 * @category models
 */
export type Admission = "replace" | "apply" | "unseeded" | "stale" | "gap"

/**
 * The sequence rule of the module docs, alone: what a message of `type` with update id `u` does to a book that is
 * `ready` (has had a snapshot) at update id `lastU`. A `snapshot` or `u = 1` replaces the book; before any snapshot
 * a delta is `unseeded`; a `u` not above `lastU` is `stale`; where the feed is `consecutive`, a `u` other than
 * `lastU + 1` is a `gap`. The recorder checks its books' sequences by it too.
 *
 * @since 1.2.0
 * @category utils
 */
export const admit = (
  ready: boolean,
  lastU: number,
  type: "snapshot" | "delta",
  u: number,
  consecutive: boolean
): Admission => {
  if (type === "snapshot" || u === 1) return "replace"
  if (!ready) return "unseeded"
  if (u <= lastU) return "stale"
  if (consecutive && u !== lastU + 1) return "gap"
  return "apply"
}

/**
 * A local book (mutable). `u` is the last applied update id, 0 before the first snapshot.
 *
 * @since 0.1.0
 * @category models
 */
export class LocalBook {
  readonly bids: BookSide
  readonly asks: BookSide
  u = 0
  seq: number | undefined = undefined
  ts = 0
  cts: number | undefined = undefined
  ready = false
  /** The update id expected by the last rejected delta (for the reset report). */
  expectedU = 0
  /** The update id of the last rejected delta. */
  receivedU = 0

  constructor(
    readonly symbol: string,
    readonly category: WsMarket.Category,
    readonly depth: number | "full",
    /** Whether `u` must grow by exactly one per delta. */
    readonly consecutive: boolean
  ) {
    const capacity = depth === "full" ? 1024 : Math.max(4, depth + 8)
    this.bids = new BookSide("bid", capacity)
    this.asks = new BookSide("ask", capacity)
  }

  /** Forgets everything; the next snapshot (or seed) starts again. */
  clear(): void {
    this.bids.clear()
    this.asks.clear()
    this.u = 0
    this.seq = undefined
    this.ready = false
  }

  // What a message of this type and update id does before its levels are read: replace the book, apply to it, or
  // nothing (the outcome says why).
  private admit(type: "snapshot" | "delta", u: number): Admission {
    const admitted = admit(this.ready, this.u, type, u, this.consecutive)
    if (admitted === "gap") {
      this.expectedU = this.u + 1
      this.receivedU = u
    }
    return admitted
  }

  /** Applies one message by the rules in the module docs. */
  apply(message: BookMessage): Outcome {
    const data = message.data
    const admitted = this.admit(message.type, data.u)
    if (admitted === "replace") return this.replace(data, message.ts, message.cts)
    if (admitted !== "apply") return admitted
    if (!this.levels(data)) return "invalid"
    this.stamp(data, message.ts, message.cts)
    return this.crossed() ? "crossed" : "applied"
  }

  /**
   * Applies a frame read by `BookFrame.read` straight from its text: the same as `apply` of its frame
   * (`BookFrame.frameOf`), without building it. The order-book stream's fast path; not for users.
   *
   * @internal
   */
  applyReading(r: BookFrame.Reading): Outcome {
    const admitted = this.admit(r.type, r.u)
    if (admitted === "replace") {
      this.bids.clear()
      this.asks.clear()
      this.ready = true
    } else if (admitted !== "apply") {
      return admitted
    }
    const t = r.text
    const bounds = r.bounds
    const prices = r.prices
    const end = r.bids + r.asks
    for (let k = 0; k < end; k++) {
      const side = k < r.bids ? this.bids : this.asks
      const at = 4 * k
      const p = bounds[at] as number
      if (
        !side.setIn(
          prices[k] as number,
          t,
          p,
          bounds[at + 1] as number,
          t,
          bounds[at + 2] as number,
          bounds[at + 3] as number
        )
      ) {
        return "invalid"
      }
    }
    this.u = r.u
    if (r.seq >= 0) this.seq = r.seq
    this.ts = r.ts
    this.cts = r.cts < 0 ? undefined : r.cts
    if (this.crossed()) return "crossed"
    return admitted === "replace" ? "snapshot" : "applied"
  }

  /** Replaces the book with a snapshot (a WebSocket snapshot, a `u = 1` message or the REST seed). */
  replace(data: BookData, ts: number, cts?: number | undefined): Outcome {
    this.bids.clear()
    this.asks.clear()
    this.ready = true
    if (!this.levels(data)) return "invalid"
    this.stamp(data, ts, cts)
    return this.crossed() ? "crossed" : "snapshot"
  }

  private levels(data: BookData): boolean {
    const b = data.b
    const a = data.a
    for (let i = 0; i < b.length; i++) {
      const l = b[i] as readonly [string, string]
      if (!this.bids.set(l[0], l[1])) return false
    }
    for (let i = 0; i < a.length; i++) {
      const l = a[i] as readonly [string, string]
      if (!this.asks.set(l[0], l[1])) return false
    }
    return true
  }

  private stamp(data: BookData, ts: number, cts: number | undefined): void {
    this.u = data.u
    if (data.seq !== undefined) this.seq = data.seq
    this.ts = ts
    this.cts = cts
  }

  /** Whether the best bid is at or above the best ask. */
  crossed(): boolean {
    return this.bids.bestPrice() >= this.asks.bestPrice()
  }

  /** An immutable copy of the book (the best `limit` levels per side, all by default). */
  view(limit?: number): Book {
    const bids = this.bids.copy(limit)
    const asks = this.asks.copy(limit)
    // the strings were checked against the Decimal pattern by the topic's validator (or the REST schema)
    return new Book(
      this.symbol,
      this.category,
      this.depth,
      this.u,
      this.seq,
      this.ts,
      this.cts,
      bids.prices as Array<Decimal>,
      bids.sizes as Array<Decimal>,
      asks.prices as Array<Decimal>,
      asks.sizes as Array<Decimal>
    )
  }
}
