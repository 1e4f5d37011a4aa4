/**
 * The exchange's side of a replay: each recorded line moves the replay market (`market/Replay.ts`), then the
 * matching engine and the public streams follow it. Orders on their way (latency) reach the book first, at their
 * own times; a book message lays the recorded levels into the engine (resting orders the recorded book crossed
 * fill) and publishes the change, a fresh snapshot when the recording rebuilt the book after a gap; a trade fills
 * the resting orders it reached under the queue model (`engine/Queue.ts`) and goes out as recorded; tickers and
 * bars go to their watchers. Settling goes through clearing, as every other fill does.
 *
 * @since 1.1.0
 */
import type * as Format from "../Recording/Format.js"
import type { Bus } from "./Bus.js"
import type { Clearing } from "./Clearing.js"
import type { RecordedBookMessage, WsPublicTrade } from "./ExchangeTypes.js"
import type { MatchingEngine } from "./engine/MatchingEngine.js"
import type { MarketFeed } from "./MarketFeed.js"
import type { Category, Instrument } from "./market/Instruments.js"
import type { LevelChanges } from "./market/MarketTypes.js"
import type { Applied, RecordedTrade, ReplayMarket } from "./market/Replay.js"
import type { Curves } from "./ReportCurves.js"

// no position touched: one array for every line
const untouched: ReadonlyArray<never> = []

/**
 * What the replay drives.
 *
 * @since 1.1.0
 * @category models
 */
export interface ReplayDeps {
  readonly market: ReplayMarket
  readonly engine: MatchingEngine
  readonly clearing: Clearing
  readonly bus: Bus
  readonly feed: MarketFeed
  /** Sampled after each line that moved a price (the report's equity curve). */
  readonly curves?: Curves | undefined
}

/**
 * Orders on their way whose time has come reach the book (each at its arrival time, at the latest `now`).
 *
 * @since 1.1.0
 * @category internals
 */
export const arrivals = (engine: MatchingEngine, clearing: Clearing, now: number): void => {
  for (const i of engine.arriving()) {
    clearing.applyReport(engine.arrive(i, now), now, untouched)
    clearing.bookChanged(i, now)
  }
}

/**
 * The mark and index price a conditional order may trigger by: formatted when one asks (few lines of a replay have
 * such an order waiting), once.
 */
class Refs {
  private mark: string | undefined
  private index: string | undefined

  constructor(
    private readonly market: ReplayMarket,
    private readonly i: Instrument,
    private readonly now: number
  ) {}

  get markPrice(): string {
    this.mark ??= this.market.price(this.i, "mark", this.now)
    return this.mark
  }

  get indexPrice(): string {
    this.index ??= this.market.price(this.i, "index", this.now)
    return this.index
  }
}

/**
 * The engine at the market's new price: the recorded levels laid (those `changes` names, the book laid before
 * standing; without them the whole book), triggers fired, stops checked.
 */
const reprice = (deps: ReplayDeps, i: Instrument, now: number, changes: LevelChanges | undefined): void => {
  const { market, engine, clearing } = deps
  const refs = new Refs(market, i, now)
  const last = market.lastPriceUnits(i, now)
  const report =
    changes === undefined ? engine.onPrice(i, last, now, refs) : engine.onLevels(i, last, changes, now, refs)
  clearing.applyReport(report, now, untouched)
}

/**
 * A recorded trade as the topic sends it: its fields in their order, without the units (an object written field by
 * field: a rest pattern copies through the runtime, at every trade line).
 */
const wireTrade = (t: RecordedTrade): WsPublicTrade => {
  const out: { -readonly [K in keyof WsPublicTrade]: WsPublicTrade[K] } =
    t.L === undefined
      ? { T: t.T, s: t.s, S: t.S, v: t.v, p: t.p, i: t.i, BT: t.BT }
      : { T: t.T, s: t.s, S: t.S, v: t.v, p: t.p, L: t.L, i: t.i, BT: t.BT }
  if (t.RPI !== undefined) out.RPI = t.RPI
  if (t.seq !== undefined) out.seq = t.seq
  return out
}

/**
 * A replayed line's trades as a public event: their objects (and wire objects) made only when a listener reads
 * `data` (a server with no subscriber of the topic, or one that sends the recorded message as it is, never does).
 */
class TradesEvent {
  readonly kind = "publicTrade" as const
  private written: ReadonlyArray<WsPublicTrade> | undefined

  constructor(
    readonly category: Category,
    readonly symbol: string,
    readonly ts: number,
    private readonly applied: {
      readonly trades: ReadonlyArray<RecordedTrade>
      readonly message: Uint8Array | undefined
    }
  ) {}

  get data(): ReadonlyArray<WsPublicTrade> {
    this.written ??= this.applied.trades.map(wireTrade)
    return this.written
  }

  /** The recorded message (read by a subscriber of the topic only: a scanned line's bytes are cut when read). */
  get recorded(): Uint8Array | undefined {
    return this.applied.message
  }
}

/** Recorded trades to their subscribers, as recorded. */
const publishTrades = (
  bus: Bus,
  i: Instrument,
  applied: Extract<Applied, { readonly kind: "trades" }>,
  now: number
) => {
  if (bus.hearsPublic) bus.publish(new TradesEvent(i.category, i.symbol, now, applied))
}

/**
 * A book line of an instrument no order is open on (pass-through): the recorded book is the book. The engine's book
 * is laid only while something reads it line by line (a depth feed of another depth), else deferred until it is
 * read (`MatchingEngine.defer`); the subscribers of the recorded topic get the recorded message as it is.
 */
const passBook = (
  deps: ReplayDeps,
  i: Instrument,
  now: number,
  changes: LevelChanges | undefined,
  reset: boolean,
  recorded: RecordedBookMessage
): void => {
  const { market, engine, clearing, bus } = deps
  if (!engine.deferUnlessWanted(i, market.lastPriceUnits(i, now), now)) {
    reprice(deps, i, now, changes)
    // the event below stands for the change laid: `bookChanged` does not publish it again
    clearing.bookPublished(i)
    // what reads the book from here on (the event's depth feeds) is a reader's
    engine.laid(i)
  }
  // no event object per line: a listener with a recorded-book handler (the WebSocket server) takes the fields
  bus.publishRecordedBook(i.category, i.symbol, now, reset, recorded)
  clearing.positionStops(i, now)
  deps.curves?.step(now)
}

/** A book line whose recorded message can go to its subscribers as it is (`Applied.message`). */
const passable = (a: Extract<Applied, { readonly kind: "book" }>): a is typeof a & RecordedBookMessage =>
  a.message !== undefined

/**
 * Applies one line of the recording at `now` (its receive time on the replay's clock).
 *
 * @since 1.1.0
 * @category constructors
 */
export const apply = (deps: ReplayDeps, line: Format.Line | Format.Scan, now: number): void => {
  const { market, engine, clearing, bus, feed } = deps
  deps.curves?.line()
  arrivals(engine, clearing, now)
  const applied = market.step(line)
  switch (applied.kind) {
    case "book": {
      const i = applied.instrument
      // the line's own answer is the recorded message the event carries (no object made for it)
      if (passable(applied) && engine.idle(i)) {
        passBook(deps, i, now, applied.changes, applied.reset, applied)
        return
      }
      reprice(deps, i, now, applied.changes)
      // the recording rebuilt the book: subscribers get a snapshot, not a delta
      if (applied.reset)
        bus.publish({ kind: "orderbook", category: i.category, symbol: i.symbol, ts: now, reset: true })
      clearing.bookChanged(i, now)
      clearing.positionStops(i, now)
      deps.curves?.step(now)
      return
    }
    case "trades": {
      const i = applied.instrument
      // no order rests to fill, and the recorded book does not move with a trade: the trades go out as recorded, the
      // engine's book stays as it was laid (or deferred). An instrument the recording gives no book of has its book
      // laid around each trade's price, as before.
      if (engine.idle(i) && market.unchanged(i) !== undefined) {
        publishTrades(bus, i, applied, now)
        // laid while read (its own reads keep it so until the next book line looks)
        if (!engine.deferUnlessWanted(i, market.lastPriceUnits(i, now), now)) {
          reprice(deps, i, now, market.unchanged(i))
          clearing.bookChanged(i, now)
        }
        clearing.positionStops(i, now)
        deps.curves?.step(now)
        return
      }
      for (const t of applied.trades)
        clearing.applyReport(engine.onTrade(i, t.priceUnits, t.qtyUnits, t.S, now), now, untouched)
      publishTrades(bus, i, applied, now)
      reprice(deps, i, now, market.unchanged(i))
      clearing.bookChanged(i, now)
      clearing.positionStops(i, now)
      deps.curves?.step(now)
      return
    }
    case "ticker":
      feed.watchedOf(applied.instrument, "ticker", now)
      return
    case "kline":
      feed.watchedOf(applied.instrument, applied.interval, now)
      return
    case "none":
      return
  }
}
