/**
 * The synchronous side of one `OrderBook` stream run: the local book, the deltas buffered while a full book is
 * seeded, and what a frame or an outcome does to them (apply, emit, throw the book away and ask for a rebuild).
 * It runs inside the socket's frame handler, outside any fiber; the rebuild loops (`OrderBook`'s resubscribe and
 * REST seed) read and write its fields.
 *
 * @since 0.2.0
 * @internal
 */
import type * as Clock from "effect/Clock"
import * as Deferred from "effect/Deferred"
import * as Exit from "effect/Exit"
import * as Queue from "effect/Queue"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as LazySchema from "../Schema/LazySchema.js"
import * as WsPublic from "../Schema/WsPublic.js"
import type { Frame, Listener } from "./Connection.js"
import * as BookFrame from "./internal/bookFrame.js"
import * as BookMessage from "./internal/bookMessage.js"
import type * as LocalBook from "./LocalBook.js"

// Deltas without a snapshot tolerated once no rebuild is under way (one may still be in flight behind the
// acknowledgement); more mean the snapshot was lost.
const strayAllowance = 2

// the derived validator written out for the hot path (checked against the Schema in the tests)
const validate = BookMessage.validate
const decode = LazySchema.decoder(() => Schema.decodeUnknownResult(WsPublic.OrderbookMessage))

const sample = (frame: Frame): string => {
  try {
    return JSON.stringify(frame).slice(0, 200)
  } catch {
    return "(unprintable frame)"
  }
}

/**
 * Why a book was thrown away: a jump in `u`, a crossed book, a frame that failed its Schema, no message for the
 * stale timeout, the connection dropped, or (`orderbook.full`) the REST seed could not be aligned with the deltas.
 *
 * @since 0.1.0
 * @category models
 */
export type ResetReason = "gap" | "crossed" | "invalid" | "stale" | "disconnected"

/**
 * The emission bookkeeping the engine shares with the stream's filter: `epoch` is bumped by every reset (a `Dirty`
 * of an older epoch is dropped), `pending` is set while an emission is on its way.
 *
 * @since 0.2.0
 * @internal
 */
export interface Marks {
  epoch: number
  pending: boolean
}

/**
 * What the engine emits: the book changed (`Dirty` of an epoch), or the book was thrown away.
 *
 * @since 0.2.0
 * @internal
 */
export interface Events {
  readonly dirty: (epoch: number) => void
  readonly reset: (reason: ResetReason, u: number, detail: string) => void
}

/**
 * The book of one stream run and what frames do to it.
 *
 * @since 0.2.0
 * @internal
 */
export class Engine {
  /** `orderbook.full`: deltas wait here while a seed is in flight. */
  readonly buffer: Array<LocalBook.BookMessage> = []
  seeding: boolean
  /** Completed by the first delta buffered during a seed. */
  firstDelta: Deferred.Deferred<void> = Deferred.makeUnsafe<void>()
  /** Bumped by every reset and re-initialisation: a seed in flight that sees it change is discarded. */
  generation = 0
  /** A rebuild was asked for and has not finished (depth books: the resubscription is not acknowledged yet). */
  rebuilding = false
  /** Deltas dropped for want of a snapshot since the book was last reset or its rebuild finished. */
  strays = 0
  /** When the last frame arrived (the stale watch reads it). */
  lastAt: number
  // the frame the text reader produced last: checked while it was read, so validating it again is skipped
  private scanned: Frame | undefined = undefined
  private readonly reading = new BookFrame.Reading()

  constructor(
    readonly book: LocalBook.LocalBook,
    /** `orderbook.full`: seeded from REST, not from a snapshot frame. */
    readonly seeded: boolean,
    private readonly marks: Marks,
    /** Rebuild requests, served by the stream's rebuild loop. */
    readonly requests: Queue.Queue<void>,
    private readonly events: Events,
    private readonly clock: Clock.Clock
  ) {
    this.seeding = seeded
    this.lastAt = clock.currentTimeMillisUnsafe()
  }

  /** The book changed: one emission at a time, once it is ready. */
  dirty(): void {
    if (this.marks.pending || !this.book.ready) return
    this.marks.pending = true
    this.events.dirty(this.marks.epoch)
  }

  /** Throws the book away (emitting why) and, when `again`, asks for a rebuild. */
  reset(reason: ResetReason, detail: string, again: boolean): void {
    const u = this.book.u
    this.book.clear()
    this.marks.epoch++
    this.marks.pending = false
    this.generation++
    this.events.reset(reason, u, detail)
    if (this.seeded) {
      this.seeding = true
      this.buffer.length = 0
      this.firstDelta = Deferred.makeUnsafe<void>()
    }
    this.strays = 0
    if (again) {
      this.rebuilding = true
      Queue.offerUnsafe(this.requests, undefined)
    }
  }

  /** Applies a message that arrived while live. */
  onMessage(message: LocalBook.BookMessage): void {
    this.onOutcome(this.book.apply(message), message.data.u, message.data.b.length + message.data.a.length)
  }

  /** Acts on what applying a message (update id `u`, `levels` levels) did to the book. */
  onOutcome(outcome: LocalBook.Outcome, u: number, levels: number): void {
    switch (outcome) {
      case "snapshot":
      case "applied":
        this.dirty()
        // orderbook.full re-initialised with no levels (auction, tick change): read the REST snapshot, keeping the
        // (empty, valid) book meanwhile
        if (this.seeded && u === 1 && levels === 0) {
          this.seeding = true
          this.generation++
          Queue.offerUnsafe(this.requests, undefined)
        }
        return
      case "stale":
        return
      case "unseeded":
        // a delta with no snapshot before it and no rebuild under way: the snapshot was lost (a corrupted frame, a
        // reset that raced the resubscription, a topic another stream had subscribed already); deltas keep coming,
        // so waiting would wait forever
        if (!this.seeded && !this.rebuilding && ++this.strays > strayAllowance) {
          this.reset("gap", `a delta at u ${u} with no snapshot before it`, true)
        }
        return
      case "gap":
        this.reset("gap", `expected u ${this.book.expectedU}, received u ${this.book.receivedU}`, true)
        return
      case "crossed":
        this.reset(
          "crossed",
          `best bid ${this.book.bids.priceAt(0)} >= best ask ${this.book.asks.priceAt(0)} at u ${this.book.u}`,
          true
        )
        return
      case "invalid":
        this.reset("invalid", `a price that is not a number at u ${u}`, true)
        return
    }
  }

  /** A frame of the topic: applied, buffered while seeding, or (undecodable) the book is thrown away. */
  onFrame(frame: Frame): void {
    this.lastAt = this.clock.currentTimeMillisUnsafe()
    let message: LocalBook.BookMessage | undefined =
      frame === this.scanned ? (frame as WsPublic.OrderbookMessage) : validate(frame)
    if (message === undefined) {
      // off the hot path: the Schema has the last word
      const decoded = decode(frame)
      if (Result.isFailure(decoded)) {
        this.reset("invalid", sample(frame), true)
        return
      }
      message = decoded.success
    }
    if (!this.seeding) {
      this.onMessage(message)
    } else if (message.data.u === 1) {
      // a re-initialisation while seeding: it is the book (or an empty one that needs a new seed)
      this.seeding = false
      this.buffer.length = 0
      this.generation++
      this.onMessage(message)
    } else {
      this.buffer.push(message)
      if (this.buffer.length === 1) Deferred.doneUnsafe(this.firstDelta, Exit.void)
    }
  }

  /** The connection dropped: whatever was missed is unknown until the snapshot after the resubscription. */
  onDisconnected(reason: string): void {
    if (this.book.ready || this.buffer.length > 0) this.reset("disconnected", reason, this.seeded)
  }

  /** The topic's listener: reads the frame text without `JSON.parse` (what it declines is parsed as before). */
  listener(): Listener {
    return Object.assign((frame: Frame) => this.onFrame(frame), {
      parse: (text: string): Frame | undefined => {
        this.scanned = BookFrame.scan(text)
        return this.scanned
      },
      // the sole listener of its topic applies a live frame straight from its text (no frame is built); while
      // seeding, frames are kept, so they go the way above
      read: (text: string): boolean => {
        const reading = this.reading
        if (this.seeding || !BookFrame.read(text, reading)) return false
        this.lastAt = this.clock.currentTimeMillisUnsafe()
        this.onOutcome(this.book.applyReading(reading), reading.u, reading.bids + reading.asks)
        // the reading must not keep the text alive
        reading.text = ""
        return true
      }
    })
  }
}
