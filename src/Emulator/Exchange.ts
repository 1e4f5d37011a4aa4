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
import { generateKeyPairSync } from "node:crypto"
import type * as Format from "../Recording/Format.js"
import * as Assembly from "./Assembly.js"
import * as Fixed from "./base/Fixed.js"
import type { Caller, Handler, Params, Result } from "./base/Handler.js"
import { type AccountType, type Member, SCALE } from "./books/Accounts.js"
import * as ApiKeys from "./books/ApiKeys.js"
import type * as Desk from "./desks/Desk.js"
import { InsLoanDesk } from "./desks/InsLoan.js"
import type { Grant as InsLoanGrant } from "./desks/InsLoanBook.js"
import type { OrderRef } from "./desks/Orders.js"
import type { BookMessage, DepthFeed, MatchingEngine } from "./engine/MatchingEngine.js"
import { Faults } from "./Faults.js"
import * as Liquidation from "./Liquidation.js"
import type { Category, Instrument } from "./market/Instruments.js"
import * as Instruments from "./market/Instruments.js"
import type { MarketSource } from "./market/MarketSource.js"
import type { ReplayMarket } from "./market/Replay.js"
import { RateLimits } from "./RateLimits.js"
import * as ReplayFeed from "./ReplayFeed.js"

export type { AccountType, Permissions } from "./books/Accounts.js"

// ------------------------------------------------------------------------------------------ results and params

export type { Caller, Handler, Params, Result, RetExtInfo } from "./base/Handler.js"
export type { OrderRef } from "./desks/Orders.js"

import type {
  ApiKeyInfo,
  CoinBalance,
  DcpProduct,
  DemoCredentials,
  ExchangeOptions,
  PrivateEvent,
  PublicEvent,
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
  /** The master account's uid and its seeded API keys. */
  readonly demo: DemoCredentials
  /** The fault state (system status, clock offset, injected faults). */
  readonly faults: Faults
  /** The per-UID rate-limit counters. */
  readonly rateLimits: RateLimits
  /** The state below the desks: books, margin, clearing, views, the bus and the market's feed. */
  private readonly books: Assembly.Books
  private readonly desks: Assembly.DeskSet
  private lastTick: number | undefined
  /** The market when it replays a recording. */
  private readonly replayed: ReplayMarket | undefined
  /** `isMaster`, kept bound (the authenticator reads it on every signed request). */
  private readonly masterOf = (uid: string): boolean => this.isMaster(uid)
  /** The `now` of the request being answered once it ticked (see `holdTicks`). */
  private heldAt: number | undefined

  constructor(options: ExchangeOptions) {
    const seed = options.seed >>> 0
    const rsa = options.rsa ?? generateRsa()
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
    this.books = Assembly.books({ seed, rsaPublicKeyPem: rsa.publicKeyPem }, trading, {
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
    const s = this.books.accounts.seeded
    this.demo = {
      uid: s.uid,
      apiKey: s.apiKey,
      apiSecret: s.apiSecret,
      rsa: { apiKey: s.rsaApiKey, privateKeyPem: rsa.privateKeyPem, publicKeyPem: rsa.publicKeyPem }
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
    for (const desk of this.desks.products) desk.tick?.(now)
    this.desks.delivery.tick(now)
    if (this.lastTick !== undefined && now >= this.lastTick && now - this.lastTick < TICK_MS) return
    const previous = this.lastTick
    this.lastTick = now
    ReplayFeed.arrivals(this.engine, this.books.clearing, now)
    for (const i of Instruments.all) {
      // a recorded instrument moves line by line (`replay`), not by the clock
      if (this.replayed?.replays(i) === true) {
        this.books.clearing.positionStops(i, now)
        continue
      }
      const refs = { markPrice: this.market.price(i, "mark", now), indexPrice: this.market.price(i, "index", now) }
      const report = this.engine.onPrice(i, this.market.lastPriceUnits(i, now), now, refs)
      this.books.clearing.applyReport(report, now, [])
      if (previous !== undefined && now > previous && this.books.bus.hearsPublic) {
        this.books.feed.marketTrades(i, previous, now)
        this.books.feed.liquidations(i, previous, now)
      }
      this.books.clearing.bookChanged(i, now)
      this.books.clearing.positionStops(i, now)
    }
    Liquidation.scan(this.books.liquidation, now)
    this.books.feed.watched(now)
  }

  /**
   * Applies one line of a recording at `now` (the replay's clock at the line): the market, the engine and the public
   * streams follow it (`ReplayFeed`). Only an exchange made with `replay` replays; another ignores the line.
   */
  replay(line: Format.Line, now: number): void {
    const market = this.replayed
    if (market === undefined) return
    const { clearing, bus, feed } = this.books
    ReplayFeed.apply({ market, engine: this.engine, clearing, bus, feed }, line, now)
  }

  /**
   * After a request's own `tick(now)`, makes the next `tick(now)` a no-op (a handler ticks before it acts; in the
   * same request, before anything changed, that only repeats the desks' pass); `undefined` ends the hold.
   */
  holdTicks(now: number | undefined): void {
    this.heldAt = now
  }

  /** Asks `tick` to compute tickers / klines of an instrument for `onPublic` listeners; returns the release. */
  watch(what: Watch): () => void {
    return this.books.feed.watch(what)
  }

  /** Listens to public events, always or while `hears` says so; returns the unsubscribe. */
  onPublic(listener: (event: PublicEvent) => void, hears?: () => boolean): () => void {
    return this.books.bus.onPublic(listener, hears)
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

  /** `/v5/market/orderbook` and `/v5/market/full_orderbook`: the book at `now` (ticks first). */
  orderbook(category: Category, symbol: string, limit: number, now: number): BookMessage | undefined {
    const i = Instruments.find(category, symbol)
    if (i === undefined) return undefined
    this.tick(now)
    return this.engine.depth(i, limit)
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
    ApiKeys.register(this.books.accounts, credential, now)
  }

  /** Grants an institutional loan to a risk unit's designated UID; answers the loan order id. */
  grantInsLoan(grant: InsLoanGrant, now: number): string {
    const desk = this.desks.products.find((d): d is InsLoanDesk => d instanceof InsLoanDesk)
    if (desk === undefined) throw new Error("the institutional loan desk is missing")
    return desk.grant(grant, now)
  }

  /** A member of the exchange (the master or a sub-account). */
  member(uid: string): Member | undefined {
    return this.books.accounts.member(uid)
  }

  isMaster(uid: string): boolean {
    const m = this.books.accounts.member(uid)
    return m !== undefined && m.parentUid === ""
  }

  /** Whether `uid` exists and is not frozen. */
  isActive(uid: string): boolean {
    const m = this.books.accounts.member(uid)
    return m !== undefined && m.status === 1
  }

  // ---------------------------------------------------------------- admin

  /**
   * Marks an account's open positions of a symbol reduce-only, as the exchange does when it revises a contract's
   * risk limits and the position's margin rate would change (admin; `/v5/position/confirm-pending-mmr` lifts it).
   * Returns how many positions it marked.
   */
  restrictPositions(uid: string, category: Category, symbol: string, now: number): number {
    return this.desks.positions.restrictPositions(uid, category, symbol, now)
  }

  /** Grants an account market maker protection for option base coins (admin: the exchange grants it on request). */
  grantMmp(uid: string, baseCoins: ReadonlyArray<string>): void {
    this.books.mmp.grant(uid, baseCoins)
  }

  /** Sets a coin's wallet balance of an account type (admin; emits a `wallet` push). */
  setBalance(uid: string, accountType: AccountType, coin: string, amount: string, now: number): void {
    const units = Fixed.parseRounded(amount, SCALE, "down") ?? 0n
    this.books.accounts.setWallet(uid, accountType, coin, units)
    if (accountType === "UNIFIED") this.books.clearing.pushWallet(uid, now)
  }

  /**
   * Credits an on-chain deposit to `uid` (admin): recorded for `/v5/asset/deposit/query-record` and credited to
   * the account `deposit-to-account` chose (funding by default). The deposit id, or an error text.
   */
  deposit(uid: string, coin: string, amount: string, now: number, chain?: string): { readonly id: string } | string {
    return this.books.deposits.credit(uid, coin, amount, now, chain)
  }

  /** The balances of an account type (admin), coins with a non-zero balance, sorted by coin. */
  balances(uid: string, accountType: AccountType): ReadonlyArray<CoinBalance> {
    return this.books.views.balances(uid, accountType)
  }

  // ---------------------------------------------------------------- trading (also used by the /v5/trade channel)

  /** `/v5/order/create` (and `order.create` on /v5/trade). */
  createOrder(caller: Caller, params: Params, now: number): Result<OrderRef> {
    return this.desks.orders.createOrder(caller, params, now)
  }

  /** `/v5/order/amend`. */
  amendOrder(caller: Caller, params: Params, now: number): Result<OrderRef> {
    return this.desks.orders.amendOrder(caller, params, now)
  }

  /** `/v5/order/cancel`. */
  cancelOrder(caller: Caller, params: Params, now: number): Result<OrderRef> {
    return this.desks.orders.cancelOrder(caller, params, now)
  }

  /** `/v5/order/create-batch`, `amend-batch`, `cancel-batch`, with one `{code, msg}` per item in `retExtInfo`. */
  batch(op: "create" | "amend" | "cancel", caller: Caller, params: Params, now: number): Result<object> {
    return this.desks.orders.batch(op, caller, params, now)
  }

  /** Cancels every open order of a DCP product of an account (the WS layer calls it when DCP fires). */
  dcpCancel(uid: string, product: DcpProduct, now: number): void {
    this.desks.dcp.dcpCancel(uid, product, now)
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
    return this.desks.coreRoutes.get(path)?.handle ?? this.desks.productRoutes.get(path)?.handle
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

const generateRsa = (): { readonly publicKeyPem: string; readonly privateKeyPem: string } => {
  const pair = generateKeyPairSync("rsa", {
    modulusLength: 2048,
    publicKeyEncoding: { type: "spki", format: "pem" },
    privateKeyEncoding: { type: "pkcs8", format: "pem" }
  })
  return { publicKeyPem: pair.publicKey, privateKeyPem: pair.privateKey }
}
