/**
 * The emulator's exchange: the composition of three assemblies (`Assembly`: the market and the matching engine; the
 * books with margin, clearing, views and the event bus; the desks — orders, DCP, positions, position moves, the
 * account, transfers, asset flows, members and keys, and the product families), with the clock-driven market tick
 * and the admin handle. Plain synchronous TypeScript, time passed in as `now` (ms), results as `Result` values.
 *
 * Request parameters come in as the wire sends them (`Params`: query-string values or JSON body fields) and the
 * desks validate them, so the REST endpoint, the `/v5/trade` channel and batch items share one validation.
 *
 * @since 0.1.0
 */

import type * as Format from "../Recording/Format.js"
import * as AccountsSetup from "./AccountsSetup.js"
import * as Assembly from "./Assembly.js"
import * as Fixed from "./base/Fixed.js"
import type { Caller, Handler, Params, Result } from "./base/Handler.js"
import type { AccountType, Member } from "./books/Accounts.js"
import * as ApiKeys from "./books/ApiKeys.js"
import type { CouponGrant } from "./desks/Coupons.js"
import type * as Desk from "./desks/Desk.js"
import type { Grant as InsLoanGrant } from "./desks/InsLoanBook.js"
import type { OrderRef } from "./desks/Orders.js"
import { restBookDepth } from "./engine/DepthFeed.js"
import type { BookMessage, DepthFeed, MatchingEngine } from "./engine/MatchingEngine.js"
import { Faults } from "./Faults.js"
import { Journal } from "./Journal.js"
import * as MarketStep from "./MarketStep.js"
import type { Category, Instrument } from "./market/Instruments.js"
import * as Instruments from "./market/Instruments.js"
import type { MarketSource } from "./market/MarketSource.js"
import type { ReplayMarket } from "./market/Replay.js"
import { Openings } from "./Openings.js"
import { RateLimits } from "./RateLimits.js"
import * as ReplayFeed from "./ReplayFeed.js"
import * as Report from "./Report.js"
import type * as StateGraph from "./StateGraph.js"

export type { AccountType, Permissions } from "./books/Accounts.js"

// ------------------------------------------------------------------------------------------ results and params

export type { Caller, Handler, Params, Result, RetExtInfo } from "./base/Handler.js"
export type { OrderRef } from "./desks/Orders.js"
/**
 * The accounts descriptions opened on an exchange (`Exchange.openings`).
 *
 * @since 1.1.0
 */
export type { Opened, Openings } from "./Openings.js"

import type {
  ApiKeyInfo,
  CoinBalance,
  DcpProduct,
  DemoCredentials,
  ExchangeOptions,
  PrivateEvent,
  Watch
} from "./ExchangeTypes.js"

export type {
  ApiKeyInfo,
  CoinBalance,
  DcpProduct,
  DemoCredentials,
  ExchangeOptions,
  PrivateEvent,
  PrivateTopic,
  PublicEvent,
  RecordedBookMessage,
  RecordedBookSink,
  Watch,
  WsLiquidation,
  WsPublicTrade
} from "./ExchangeTypes.js"

// ------------------------------------------------------------------------------------------ internals

/** The market advances in steps of at least this many ms: a tick costs a few ms per instrument. */
const TICK_MS = 200

/**
 * The exchange: one per emulator instance.
 *
 * @since 0.1.0
 * @category models
 */
export class Exchange {
  /** The market source (prices, tickers, klines, funding …) the REST market endpoints answer from: the seeded walk. */
  readonly market: MarketSource
  /** The matching engine holding every book (market liquidity and user orders). */
  readonly engine: MatchingEngine
  /** The first described account's uid and its first keys (the seeded master account's by default). */
  readonly demo: DemoCredentials
  /** The accounts descriptions opened: the one it started from and those opened since (admin; see `Openings`). */
  readonly openings: Openings
  /** The fault state (system status, clock offset, injected faults). */
  readonly faults: Faults
  /** The per-UID rate-limit counters. */
  readonly rateLimits: RateLimits
  /**
   * The state below the desks: books, margin, clearing, views, the bus and the market's feed (the emulator tells
   * the report's curves of the replay's end and of each REST request).
   *
   * @internal
   */
  readonly books: Assembly.Books
  private readonly desks: Assembly.DeskSet
  private lastTick: number | undefined
  /** The market when it replays a recording. */
  private readonly replayed: ReplayMarket | undefined
  /** `isMaster`, kept bound (the authenticator reads it on every signed request). */
  private readonly masterOf = (uid: string): boolean => this.isMaster(uid)
  /** The `now` of the request being answered once it ticked (see `holdTicks`). */
  private heldAt: number | undefined
  /** Every input from outside, applied through it (see `Journal`). */
  private readonly journal: Journal

  constructor(options: ExchangeOptions) {
    const seed = options.seed >>> 0
    const rsa = options.rsa ?? ApiKeys.lazyRsa()
    const trading = Assembly.trading(
      { seed, bookLevels: options.bookLevels, replay: options.replay },
      {
        preTradeCheck: (c, now) => this.books.margin.preTradeCheck(c, now),
        reducibleQty: (q) =>
          Fixed.format(
            this.books.positions.reducible(q.accountId, q.instrument, q.side, q.positionIdx),
            q.instrument.qtyDecimals
          )
      }
    )
    this.market = trading.market
    this.engine = trading.engine
    this.replayed = trading.replay
    this.books = Assembly.books({ seed }, trading, {
      moveFunds: (uid, type, coin, delta, now, reason, entry) =>
        this.desks.transfers.moveFunds(uid, type, coin, delta, now, reason, entry),
      marginMode: (uid) => this.desks.account.marginMode(uid)
    })
    this.faults = options.faults ?? new Faults()
    this.rateLimits = options.rateLimits ?? new RateLimits()
    this.desks = Assembly.desks(
      { seed, faults: this.faults, rateLimits: this.rateLimits, tick: (now) => this.tick(now) },
      trading,
      this.books
    )
    this.journal = new Journal({
      books: this.books,
      desks: this.desks,
      advance: (now) => this.advance(now),
      hold: (now) => this.holdTicks(now),
      route: (path) => this.desks.coreRoutes.get(path) ?? this.desks.productRoutes.get(path),
      openAccounts: (input, now) => this.openings.apply(input, now)
    })
    this.openings = new Openings({ books: this.books, rsa, journal: () => this.journal }, options.accounts)
    const first = AccountsSetup.firstKeys(this.openings.opened, this.books.accounts)
    this.demo = {
      uid: first.uid,
      apiKey: first.apiKey,
      apiSecret: first.apiSecret,
      // the pair is made on first read (`ApiKeys.lazyRsa`)
      rsa: ApiKeys.rsaCredentials(first.rsaApiKey, rsa)
    }
  }

  // ---------------------------------------------------------------- clock-driven market

  /**
   * Advances the market to `now` (in steps of at least 200 ms; a call closer to the last step does nothing): feeds every instrument's walk price to the
   * engine (resting user orders fill against the moving market, conditional and TP/SL orders trigger), settles
   * the fills and emits the public and private events. Call it before answering anything that depends on time.
   */
  tick(now: number): void {
    if (now === this.heldAt) {
      // only the first: a batch's later orders tick after the earlier ones changed the desks' inputs
      this.heldAt = undefined
      return
    }
    this.journal.input({ k: "tick", at: now })
  }

  private advance(now: number): void {
    for (const desk of this.desks.products) desk.tick?.(now)
    this.desks.delivery.tick(now)
    if (this.lastTick !== undefined && now >= this.lastTick && now - this.lastTick < TICK_MS) return
    const previous = this.lastTick
    this.lastTick = now
    const { books, engine, market, replayed } = this
    MarketStep.step({ books, engine, market, replayed }, previous, now)
  }

  /**
   * Applies one line of a recording at `now` (the replay's clock at the line): the market, the engine and the public
   * streams follow it (`ReplayFeed`). Only an exchange made with `replay` replays; another ignores the line.
   */
  replay(line: Format.Line | Format.Scan, now: number): void {
    const market = this.replayed
    if (market === undefined) return
    const { clearing, bus, feed, curves } = this.books
    this.replayDeps ??= { market, engine: this.engine, clearing, bus, feed, curves }
    ReplayFeed.apply(this.replayDeps, line, now)
  }

  /** What `replay` drives (made at its first line). */
  private replayDeps: ReplayFeed.ReplayDeps | undefined

  /** The paper-trading report of an account at `now` (see `Report`). */
  report(uid: string, now: number): Report.Report {
    return Report.report(this.books.curves, uid, now)
  }

  /**
   * After a request's own `tick(now)`, makes the next `tick(now)` a no-op (a handler ticks before it acts; in the
   * same request, before anything changed, that only repeats the desks' pass); `undefined` ends the hold.
   */
  holdTicks(now: number | undefined): void {
    this.heldAt = now
  }

  /**
   * Publishes every watched ticker and bar at `now`, between the market's steps: a paused replay shows what it
   * applied since the last step (its clock stands still, so no step comes until it plays).
   */
  publishWatched(now: number): void {
    this.books.feed.watched(now)
  }

  /** Asks `tick` to compute tickers / klines of an instrument for `onPublic` listeners; returns the release. */
  watch(what: Watch): () => void {
    return this.books.feed.watch(what)
  }

  /**
   * Listens to public events (`listener`), always or while `hears` says so; returns the unsubscribe. With a third
   * argument, a replayed book line passed through as recorded comes to it as its fields, not as an event
   * (`Bus.onPublic`).
   */
  onPublic(...listen: Parameters<Assembly.Books["bus"]["onPublic"]>): () => void {
    return this.books.bus.onPublic(...listen)
  }

  /**
   * Listens to private events of every account (filter on `uid`), or of the accounts `wants` names (pushes no
   * listener wants are not built); returns the unsubscribe.
   */
  onPrivate(listener: (event: PrivateEvent) => void, wants?: (uid: string) => boolean): () => void {
    return this.books.bus.onPrivate(listener, wants)
  }

  /** An instrument by category and symbol. */
  instrument(category: Category, symbol: string): Instrument | undefined {
    return Instruments.find(category, symbol)
  }

  /**
   * `/v5/market/orderbook`: the book at `now` (ticks first), its `u` the WebSocket feed's of the depth the orderbook
   * page pairs it with (`restBookDepth`), so a snapshot lines up with that stream's deltas by `u`.
   */
  orderbook(category: Category, symbol: string, limit: number, now: number): BookMessage | undefined {
    const i = Instruments.find(category, symbol)
    if (i === undefined) return undefined
    this.tick(now)
    return { ...this.engine.depth(i, limit), u: this.engine.feed(i, restBookDepth(category)).updateId() }
  }

  /** The order-book feed of one depth for the `orderbook.{depth}.{symbol}` topic. */
  feed(category: Category, symbol: string, depth: number): DepthFeed | undefined {
    const i = Instruments.find(category, symbol)
    return i === undefined ? undefined : this.engine.feed(i, depth)
  }

  // ---------------------------------------------------------------- accounts and keys

  /** An API key by its key string (for signature checks, permissions, IP whitelist). */
  apiKey(key: string): ApiKeyInfo | undefined {
    const k = this.books.accounts.key(key)
    return k === undefined ? undefined : { ...k }
  }

  /** A key as the authenticator reads it (REST, legacy REST), kept per stored key (see `ApiKeys.credentialOf`). */
  credential(key: string): ApiKeys.Credential | undefined {
    return ApiKeys.credentialOf(this.books.accounts, this.masterOf, key)
  }

  /** Registers a key the admin API names in the one key store every desk reads (see `ApiKeys.register`). */
  registerApiKey(credential: ApiKeys.Credential, now: number): void {
    this.journal.input({ k: "apiKey", at: now, credential })
  }

  /** Grants an institutional loan to a risk unit's designated UID; answers the loan order id. */
  grantInsLoan(grant: InsLoanGrant, now: number): string {
    return this.journal.input({ k: "grantInsLoan", at: now, grant })
  }

  /** Grants an Earn interest card (admin); answers its `awardId`; throws for an unknown UID or a bad grant. */
  grantEarnCoupon(grant: CouponGrant, now: number): number {
    return this.journal.input({ k: "grantCoupon", at: now, grant })
  }

  /** A user signs up through `inviterUid`'s invitation (admin); answers the new UID, throws for an unknown one. */
  invite(inviterUid: string, now: number): string {
    return this.journal.input({ k: "invite", at: now, inviterUid })
  }

  /** Sets an account's mode as `/v5/account/info` reports it (admin); throws for an unknown UID. */
  setAccountMode(uid: string, status: 1 | 5 | 6, now: number): void {
    this.journal.input({ k: "accountMode", at: now, uid, status })
  }

  /** A member of the exchange (the master or a sub-account). */
  member(uid: string): Member | undefined {
    return this.books.accounts.member(uid)
  }

  isMaster(uid: string): boolean {
    return this.books.accounts.member(uid)?.parentUid === ""
  }

  /** Whether `uid` exists and is not frozen. */
  isActive(uid: string): boolean {
    return this.books.accounts.member(uid)?.status === 1
  }

  // ---------------------------------------------------------------- admin

  /**
   * Marks an account's open positions of a symbol reduce-only, as the exchange does when it revises a contract's
   * risk limits and the position's margin rate would change (admin; `/v5/position/confirm-pending-mmr` lifts it).
   * Returns how many positions it marked.
   */
  restrictPositions(uid: string, category: Category, symbol: string, now: number): number {
    return this.journal.input({ k: "restrict", at: now, uid, category, symbol })
  }

  /** Grants an account market maker protection for option base coins (admin: the exchange grants it on request). */
  grantMmp(uid: string, baseCoins: ReadonlyArray<string>, now: number): void {
    this.journal.input({ k: "grantMmp", at: now, uid, baseCoins })
  }

  /** Sets a coin's wallet balance of an account type (admin; emits a `wallet` push). */
  setBalance(uid: string, accountType: AccountType, coin: string, amount: string, now: number): void {
    this.journal.input({ k: "setBalance", at: now, uid, accountType, coin, amount })
  }

  /**
   * Credits an on-chain deposit to `uid` (admin): recorded for `/v5/asset/deposit/query-record` and credited to
   * the account `deposit-to-account` chose (funding by default). The deposit id, or an error text.
   */
  deposit(uid: string, coin: string, amount: string, now: number, chain?: string): { readonly id: string } | string {
    return this.journal.input({ k: "deposit", at: now, uid, coin, amount, chain })
  }

  /** The balances of an account type (admin), coins with a non-zero balance, sorted by coin. */
  balances(uid: string, accountType: AccountType): ReadonlyArray<CoinBalance> {
    return this.books.views.balances(uid, accountType)
  }

  // ---------------------------------------------------------------- trading (also used by the /v5/trade channel)

  /** `/v5/order/create` (and `order.create` on /v5/trade). */
  createOrder(caller: Caller, params: Params, now: number): Result<OrderRef> {
    return this.journal.input({ k: "order", at: now, op: "create", caller, params })
  }

  /** `/v5/order/amend`. */
  amendOrder(caller: Caller, params: Params, now: number): Result<OrderRef> {
    return this.journal.input({ k: "order", at: now, op: "amend", caller, params })
  }

  /** `/v5/order/cancel`. */
  cancelOrder(caller: Caller, params: Params, now: number): Result<OrderRef> {
    return this.journal.input({ k: "order", at: now, op: "cancel", caller, params })
  }

  /** `/v5/order/create-batch`, `amend-batch`, `cancel-batch`, with one `{code, msg}` per item in `retExtInfo`. */
  batch(op: "create" | "amend" | "cancel", caller: Caller, params: Params, now: number): Result<object> {
    return this.journal.input({ k: "batch", at: now, op, caller, params })
  }

  /** Cancels every open order of a DCP product of an account (the WS layer calls it when DCP fires). */
  dcpCancel(uid: string, product: DcpProduct, now: number): void {
    this.journal.input({ k: "dcp", at: now, uid, product })
  }

  /** The DCP window (seconds) of an account's product, `undefined` when DCP is not set. */
  dcpWindow(uid: string, product: DcpProduct): number | undefined {
    return this.desks.dcp.dcpWindow(uid, product)
  }

  // ---------------------------------------------------------------- routing

  /**
   * The handler of a private REST path (`/v5/order/create` …), or `undefined` when the exchange does not serve
   * it. Every handler validates its params and answers from the state.
   */
  route(path: string): Handler | undefined {
    const route = this.desks.coreRoutes.get(path) ?? this.desks.productRoutes.get(path)
    // a read answers from state; the market step it takes first is an input of its own
    if (route === undefined || route.endpoint.method === "GET") return route?.handle
    return (caller, params, now) =>
      this.journal.input({ k: "route", at: now, path, caller, params, held: this.heldAt === now })
  }

  // ---------------------------------------------------------------- kept state

  /**
   * What a snapshot holds (`StateGraph`): the exchange, its accounts, and apart what is not state.
   *
   * @internal
   */
  stateParts(): StateGraph.Parts {
    return { exchange: this, accounts: this.books.accounts, apart: [this.faults, this.rateLimits] }
  }

  /**
   * The desks beyond orders, positions and the wallet, each with the routes it serves.
   *
   * @internal
   */
  deskList(): ReadonlyArray<Desk.Desk> {
    return [...this.desks.products, this.desks.delivery]
  }

  /** Every private path `route` serves. */
  paths(): ReadonlyArray<string> {
    return [...this.desks.coreRoutes.keys(), ...this.desks.productRoutes.keys()]
  }
}
