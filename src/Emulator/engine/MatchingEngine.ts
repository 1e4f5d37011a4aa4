/**
 * The emulator's matching engine: one price-time priority book per symbol, in which the simulated market's
 * resting liquidity and the users' orders live side by side, so user orders fill against the market and against
 * each other. Limit/Market, GTC/IOC/FOK/PostOnly, reduce-only, conditional orders triggered by the price walk,
 * attached TP/SL, amend, cancel, cancel-all, partial fills, fees, executions and order-book feeds (snapshot and
 * deltas with `u`/`seq`) for the public orderbook topic.
 *
 * Pure and synchronous: time is passed in, ids come from a seeded generator, and every call returns what changed
 * (order snapshots, executions, public trades) for the account, REST and WebSocket layers to apply and publish.
 * Balance checks stay outside: the engine asks the `preTradeCheck` hook, and the position layer answers how much
 * a reduce-only order may close through `reducibleQty`.
 *
 * This class is the front door the desks call; each concept lives in `engine/`: the public models (`Models`),
 * the books and depth feeds (`Book`), order views and reports (`Views`), order checks (`Checks`), the shared state
 * (`State`), placing (`Place`), fills and fees (`Fills`), attached TP/SL (`TpSl`), price updates and triggers
 * (`Triggers`), amending (`Amend`), cancelling (`Cancel`) and liquidation's bust trade (`Bust`).
 *
 * @since 0.1.0
 */

import type { Category, Instrument } from "../market/Instruments.js"
import type { LevelChanges } from "../market/MarketTypes.js"
import { amend } from "./Amend.js"
import { type Book, type BookSide, levelSize } from "./Book.js"
import { bust } from "./Bust.js"
import { cancel, cancelAll } from "./Cancel.js"
import { DepthFeed } from "./DepthFeed.js"
import type {
  AmendOrder,
  BookMessage,
  CancelAllFilter,
  EngineOptions,
  ExecutionView,
  OrderIds,
  OrderRef,
  OrderView,
  Outcome,
  PlaceOrder,
  Report,
  Side
} from "./Models.js"
import { Draft, place } from "./Place.js"
import * as Queue from "./Queue.js"
import { EngineState } from "./State.js"
import { layWhole, onLevels, onPrice } from "./Triggers.js"
import { isOpen, px, qt, view } from "./Views.js"

/** The top `limit` levels of a side as `[price, size]` strings. */
const rows = (i: Instrument, side: BookSide, limit: number): Array<readonly [string, string]> => {
  const out: Array<readonly [string, string]> = []
  for (const l of side.top(limit)) out.push([px(i, l.price), qt(i, levelSize(l))] as const)
  return out
}

// The models and the depth feed live in engine/; the desks, servers and users keep importing them from here.
export { type DeltaRows, DepthFeed } from "./DepthFeed.js"
export type {
  AmendOrder,
  BookMessage,
  CancelAllFilter,
  EngineHooks,
  EngineOptions,
  ExecutionView,
  Fees,
  LiquiditySource,
  OrderIds,
  OrderRef,
  OrderStatus,
  OrderType,
  OrderView,
  Outcome,
  PlaceOrder,
  PreTradeCheck,
  Rejection,
  Report,
  Side,
  TimeInForce,
  TradePrint,
  TriggerBy
} from "./Models.js"

/**
 * The matching engine of every symbol.
 *
 * @since 0.1.0
 * @category models
 */
export class MatchingEngine {
  private readonly s: EngineState
  private readonly draft = new Draft()
  /** The depth feeds of each book, by depth (made on first use). */
  private readonly feeds = new Map<Book, Map<number, DepthFeed>>()

  constructor(options: EngineOptions) {
    this.s = new EngineState(options)
    this.s.layWhole = layWhole
  }

  /** Places an order (`/v5/order/create`). */
  place(instrument: Instrument, input: PlaceOrder, now: number): Outcome<OrderIds> {
    return place(this.s, this.draft, instrument, input, now)
  }

  /**
   * Feeds the walk's price to a book at `now`: trades through user orders the market crossed, lays the market's
   * liquidity around the new price, then triggers the conditional orders whose direction is met (by last, mark or
   * index price as each asks). `price` is a decimal string or price units.
   */
  onPrice(
    instrument: Instrument,
    price: string | number,
    now: number,
    refs?: { readonly markPrice?: string | undefined; readonly indexPrice?: string | undefined }
  ): Report {
    return onPrice(this.s, instrument, price, now, refs)
  }

  /**
   * `onPrice` for a market that says what changed of its book since it was last laid (a replayed recording's book,
   * laid whole once by `onPrice`): only the changed levels are laid, the book ends the same. `price` in units.
   */
  onLevels(
    instrument: Instrument,
    price: number,
    changes: LevelChanges,
    now: number,
    refs?: { readonly markPrice?: string | undefined; readonly indexPrice?: string | undefined }
  ): Report {
    return onLevels(this.s, instrument, price, changes, now, refs)
  }

  /**
   * A recorded trade (replay): fills the resting orders it reached, under the queue model of `engine/Queue.ts`.
   * `price` and `qty` in units; `side` is the aggressor's.
   */
  onTrade(instrument: Instrument, price: number, qty: number, side: Side, now: number): Report {
    return Queue.onTrade(this.s, instrument, price, qty, side, now)
  }

  /**
   * Whether no order of any account is open on the instrument (resting, on its way, or waiting for its trigger): a
   * replay then need not lay its book line by line (`defer`), and the recorded book is the book.
   */
  idle(instrument: Instrument): boolean {
    return this.s.open.of(instrument) === 0
  }

  /**
   * A replayed line moved the market of an idle instrument: its book is not laid now, but when it is next read (an
   * order, a REST read, a depth feed), whole, from the liquidity source as it stands then, at `lastUnits` (the
   * reference price) as of `now`. The cross sequence moves as laying the line would have moved it, so an execution's
   * `seq` does not depend on when the book was read. Same lines, same orders: the same book at every read.
   */
  defer(instrument: Instrument, lastUnits: number, now: number): void {
    this.deferBook(this.s.books.get(instrument), instrument, lastUnits, now)
  }

  /**
   * `defer`, unless the book is `wanted` (then nothing, and false): a replay asks at every line of an idle
   * instrument, one look-up for both.
   */
  deferUnlessWanted(instrument: Instrument, lastUnits: number, now: number): boolean {
    const b = this.s.books.get(instrument)
    if (b !== undefined && b.reads !== b.readsAtLay) return false
    this.deferBook(b, instrument, lastUnits, now)
    return true
  }

  private deferBook(found: Book | undefined, instrument: Instrument, lastUnits: number, now: number): void {
    let b = found
    if (b === undefined) {
      b = this.s.book(instrument)
      b.reads = 0
    }
    // laying at no price lays nothing and bumps nothing (`onLevels`)
    if (lastUnits > 0) {
      b.reference = lastUnits
      b.seq++
    }
    b.readsAtLay = b.reads
    // a field of the book, not a map's entry: a replay defers at every line
    b.deferredAt = now
  }

  /**
   * Whether anything read the instrument's book since the replay last laid or deferred it (`laid`): a reader that
   * reads it at every line (a depth feed) is better served by laying each line's changes than by laying it whole.
   */
  wanted(instrument: Instrument): boolean {
    const b = this.s.books.get(instrument)
    return b !== undefined && b.reads !== b.readsAtLay
  }

  /** The replay laid the instrument's book (its own read is not a reader's, see `wanted`). */
  laid(instrument: Instrument): void {
    const b = this.s.books.get(instrument)
    if (b !== undefined) b.readsAtLay = b.reads
  }

  /** The book's cross sequence, without laying a deferred book. */
  crossSeq(instrument: Instrument): number {
    return this.s.books.get(instrument)?.seq ?? 0
  }

  /** Orders on their way (`latencyMs`) whose arrival time is at or before `now` reach the book. */
  arrive(instrument: Instrument, now: number): Report {
    return Queue.arrive(this.s, instrument, now)
  }

  /** The instruments with orders on their way to the book. */
  arriving(): ReadonlyArray<Instrument> {
    return Queue.arriving(this.s)
  }

  /**
   * Amends an open order (`/v5/order/amend`). A price change or a quantity increase sends the order to the back
   * of its price level; a decrease keeps its place. A new price that crosses trades at once (a PostOnly order
   * that would cross is cancelled instead).
   */
  amend(instrument: Instrument, input: AmendOrder, now: number): Outcome<OrderIds> {
    return amend(this.s, instrument, input, now)
  }

  /** Cancels an open order (`/v5/order/cancel`); an untriggered conditional order becomes Deactivated. */
  cancel(
    instrument: Instrument,
    ref: OrderRef,
    now: number,
    cancelType = "CancelByUser",
    rejectReason = "EC_PerCancelRequest"
  ): Outcome<OrderIds> {
    return cancel(this.s, instrument, ref, now, cancelType, rejectReason)
  }

  /**
   * Takes a position over at its bankruptcy price (liquidation): a filled `CreateByLiq` market order of the
   * closing side and its `BustTrade` execution, outside the book (the insurance fund is the counterparty).
   */
  bust(
    i: Instrument,
    input: { readonly accountId: string; readonly side: Side; readonly qty: string; readonly price: string },
    positionIdx: 0 | 1 | 2,
    now: number
  ): Report {
    return bust(this.s, i, input, positionIdx, now)
  }

  /** The accounts with an open order in an instrument (delivery cancels them). */
  openAccounts(i: Instrument): ReadonlyArray<string> {
    return [...new Set([...this.s.open].filter((o) => o.instrument === i).map((o) => o.accountId))]
  }

  /** Cancels every open order of an account that matches the filter (`/v5/order/cancel-all`, DCP). */
  cancelAll(
    filter: CancelAllFilter,
    now: number,
    cancelType = "CancelByUser"
  ): { readonly list: ReadonlyArray<OrderIds>; readonly report: Report } {
    return cancelAll(this.s, filter, now, cancelType)
  }

  /** An order of an account by id or link id, in any state. */
  order(category: Category, ref: OrderRef): OrderView | undefined {
    const o = this.s.find(category, ref)
    return o === undefined ? undefined : view(o)
  }

  /**
   * The side, position index and reduce-only flag of an order (as `order` shows them), without building its
   * view: settling an execution reads only these.
   */
  orderTerms(
    category: Category,
    ref: OrderRef
  ): { readonly positionIdx: 0 | 1 | 2; readonly side: Side; readonly reduceOnly: boolean } | undefined {
    return this.s.find(category, ref)
  }

  /**
   * Orders of an account, newest first: open ones (`openOnly`), or all the engine remembers (history).
   */
  orders(filter: {
    readonly accountId: string
    readonly category: Category
    readonly symbol?: string | undefined
    readonly openOnly: boolean
  }): ReadonlyArray<OrderView> {
    const out: Array<OrderView> = []
    for (let k = this.s.all.length - 1; k >= 0; k--) {
      const o = this.s.all[k]
      if (o === undefined || o.accountId !== filter.accountId || o.instrument.category !== filter.category) continue
      if (filter.symbol !== undefined && o.instrument.symbol !== filter.symbol) continue
      if (filter.openOnly && !isOpen(o)) continue
      out.push(view(o))
    }
    return out
  }

  /** Records an execution the exchange made outside the books (funding) under a fresh id; returns it. */
  recordExecution(e: Omit<ExecutionView, "execId">): ExecutionView {
    const out: ExecutionView = { ...e, execId: this.s.ids.uuid() }
    let list = this.s.executionsByAccount.get(e.accountId)
    if (list === undefined) {
      list = []
      this.s.executionsByAccount.set(e.accountId, list)
    }
    list.push(out)
    return out
  }

  /** Executions of an account, newest first. */
  executions(accountId: string, category?: Category): ReadonlyArray<ExecutionView> {
    const list = this.s.executionsByAccount.get(accountId) ?? []
    const out: Array<ExecutionView> = []
    for (let k = list.length - 1; k >= 0; k--) {
      const e = list[k]
      if (e !== undefined && (category === undefined || e.category === category)) out.push(e)
    }
    return out
  }

  /** The book's top `limit` levels per side (`/v5/market/orderbook`), with the update id and cross sequence. */
  depth(instrument: Instrument, limit: number): BookMessage {
    const b = this.s.book(instrument)
    return {
      s: instrument.symbol,
      b: rows(instrument, b.bids, limit),
      a: rows(instrument, b.asks, limit),
      u: b.version,
      seq: b.seq
    }
  }

  /** Twice the book's mid when an order was accepted (see `Order.entryMid2`); 0 when unknown. */
  entryMid2(category: Category, orderId: string): number {
    const o = this.s.byId.get(orderId)
    return o !== undefined && o.instrument.category === category ? o.entryMid2 : 0
  }

  /** The book's update id (the `u` of `depth`), without formatting any level. */
  version(instrument: Instrument): number {
    return this.s.book(instrument).version
  }

  /** The shared order-book feed of one depth for a symbol (created on first use). */
  feed(instrument: Instrument, depth: number): DepthFeed {
    const b = this.s.book(instrument)
    let feeds = this.feeds.get(b)
    if (feeds === undefined) {
      feeds = new Map()
      this.feeds.set(b, feeds)
    }
    let f = feeds.get(depth)
    if (f === undefined) {
      f = new DepthFeed(b, depth)
      feeds.set(depth, f)
    }
    return f
  }

  /** Forgets the orders past Bybit's window for orders that never filled (`EngineState.forgetUnfilled`). */
  forgetUnfilled(now: number): number {
    return this.s.forgetUnfilled(now)
  }

  /** A service restart: every depth feed's update ids start again at 1 (`DepthFeed.restart`). */
  restartFeeds(): void {
    for (const feeds of this.feeds.values()) for (const f of feeds.values()) f.restart()
  }

  /** Best bid and ask (price and size strings), when present. */
  bestBidAsk(instrument: Instrument): {
    readonly bid?: readonly [string, string]
    readonly ask?: readonly [string, string]
  } {
    const b = this.s.book(instrument)
    const bid = b.bids.best()
    const ask = b.asks.best()
    return {
      ...(bid === undefined ? {} : { bid: [px(instrument, bid.price), qt(instrument, levelSize(bid))] as const }),
      ...(ask === undefined ? {} : { ask: [px(instrument, ask.price), qt(instrument, levelSize(ask))] as const })
    }
  }
}
