/**
 * The emulator's exchange: the composition of the market, the matching engine, the margin book, clearing, the
 * event bus and the desks (orders, DCP, positions, position moves, the account, transfers, asset flows, members
 * and keys, and the product families), with the clock-driven market tick and the admin handle. Plain synchronous
 * TypeScript, time passed in as `now` (ms), results as `Result` values.
 *
 * Request parameters come in as the wire sends them (`Params`: query-string values or JSON body fields) and the
 * desks validate them, so the REST endpoint, the `/v5/trade` channel and batch items share one validation.
 *
 * @since 0.1.0
 */
import { generateKeyPairSync } from "node:crypto"
import { Bus } from "./Bus.js"
import * as Fixed from "./base/Fixed.js"
import type { Caller, Handler, Params, Result } from "./base/Handler.js"
import { AccountSettings } from "./books/AccountSettings.js"
import { Accounts, type AccountType, type Member, SCALE } from "./books/Accounts.js"
import * as ApiKeys from "./books/ApiKeys.js"
import { Convert } from "./books/Convert.js"
import { Deposits } from "./books/Deposits.js"
import { FundingLog } from "./books/FundingLog.js"
import type { Funds } from "./books/Funds.js"
import { Ledger } from "./books/Ledger.js"
import { Loans } from "./books/Loans.js"
import { Moves } from "./books/Moves.js"
import { Positions } from "./books/Positions.js"
import { Withdrawals } from "./books/Withdrawals.js"
import { CATEGORIES, Clearing } from "./Clearing.js"
import { AccountDesk } from "./desks/Account.js"
import { AssetFlowsDesk } from "./desks/AssetFlows.js"
import { DcpDesk } from "./desks/Dcp.js"
import { DeliveryDesk } from "./desks/Delivery.js"
import * as Desk from "./desks/Desk.js"
import { InsLoanDesk } from "./desks/InsLoan.js"
import type { Grant as InsLoanGrant } from "./desks/InsLoanBook.js"
import * as Desks from "./desks/index.js"
import { type OrderRef, OrdersDesk } from "./desks/Orders.js"
import { PositionMovesDesk } from "./desks/PositionMoves.js"
import { PositionsDesk } from "./desks/Positions.js"
import { TransfersDesk } from "./desks/Transfers.js"
import { UsersDesk } from "./desks/Users.js"
import { type BookMessage, type DepthFeed, MatchingEngine } from "./engine/MatchingEngine.js"
import { Faults } from "./Faults.js"
import * as Liquidation from "./Liquidation.js"
import { Margin, MM_RATE, RATE_SCALE } from "./Margin.js"
import { MarketFeed } from "./MarketFeed.js"
import * as Mmp from "./Mmp.js"
import type { Category, Instrument } from "./market/Instruments.js"
import * as Instruments from "./market/Instruments.js"
import { MarketData } from "./market/MarketData.js"
import type { MarketSource } from "./market/MarketSource.js"
import { RateLimits } from "./RateLimits.js"
import { Views } from "./Views.js"

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
  private readonly seed: number
  private readonly accounts: Accounts
  private readonly positions = new Positions()
  private readonly bus = new Bus()
  private readonly margin: Margin
  private readonly views: Views
  private readonly clearing: Clearing
  /** The unified account's cash movements (`/v5/account/transaction-log`). */
  private readonly ledger = new Ledger()
  private readonly settings = new AccountSettings()
  private readonly mmp = new Mmp.Mmp()
  private readonly liquidationHooks: Liquidation.LiquidationHooks
  private readonly moves = new Moves()
  private readonly fundingLog = new FundingLog()
  private readonly deposits: Deposits
  private readonly withdrawals: Withdrawals
  private readonly convert: Convert
  private readonly feedOut: MarketFeed
  private readonly orders: OrdersDesk
  private readonly dcp: DcpDesk
  private readonly account: AccountDesk
  private readonly transfers: TransfersDesk
  private readonly positionDesk: PositionsDesk
  private lastTick: number | undefined
  /** `isMaster`, kept bound (the authenticator reads it on every signed request). */
  private readonly masterOf = (uid: string): boolean => this.isMaster(uid)
  /** The `now` of the request being answered once it ticked (see `holdTicks`). */
  private heldAt: number | undefined
  private readonly desks: ReadonlyArray<Desk.Desk>
  /** Delivery at expiry and the delivery and settlement records. */
  private readonly delivery: DeliveryDesk
  /** The fault state (system status, clock offset, injected faults). */
  readonly faults: Faults
  /** The per-UID rate-limit counters. */
  readonly rateLimits: RateLimits
  /** The unified account's loan book (borrowing, interest, fixed-rate contracts). */
  private readonly loans: Loans
  private readonly deskRoutes: ReadonlyMap<string, Desk.Route>
  /** The desks of orders, positions, the wallet, transfers, members and keys. */
  private readonly core: ReadonlyArray<Desk.Desk>
  private readonly coreRoutes: ReadonlyMap<string, Desk.Route>

  constructor(options: ExchangeOptions) {
    this.seed = options.seed >>> 0
    const rsa = options.rsa ?? generateRsa()
    this.accounts = new Accounts(this.seed, rsa.publicKeyPem)
    this.market = new MarketData(
      options.bookLevels === undefined ? { seed: this.seed } : { seed: this.seed, bookLevels: options.bookLevels }
    )
    this.margin = new Margin(this.accounts, this.positions, this.market)
    this.engine = new MatchingEngine({
      seed: this.seed,
      liquidity: this.market,
      hooks: {
        preTradeCheck: (c, now) => this.margin.preTradeCheck(c, now),
        reducibleQty: (q) =>
          Fixed.format(
            this.positions.reducible(q.accountId, q.instrument, q.side, q.positionIdx),
            q.instrument.qtyDecimals
          ),
        indexPrice: (i, now) => this.market.price(i, "index", now)
      }
    })
    const s = this.accounts.seeded
    this.demo = {
      uid: s.uid,
      apiKey: s.apiKey,
      apiSecret: s.apiSecret,
      rsa: { apiKey: s.rsaApiKey, privateKeyPem: rsa.privateKeyPem, publicKeyPem: rsa.publicKeyPem }
    }
    const funds: Funds = {
      balance: (uid, type, coin) => this.accounts.balance(uid, type, coin),
      free: (uid, type, coin, now) => this.margin.transferable(uid, type, coin, now),
      move: (uid, type, coin, delta, now, reason, entry) =>
        this.transfers.moveFunds(uid, type, coin, delta, now, reason, entry),
      member: (uid) => this.accounts.member(uid),
      usdPrice: (coin, now) => this.margin.usdPrice(coin, now)
    }
    this.deposits = new Deposits(funds)
    this.withdrawals = new Withdrawals(funds, (to, from, coin, amount, txID, now) =>
      this.deposits.creditInternal(to, from, coin, amount, txID, now)
    )
    this.convert = new Convert(funds)
    this.faults = options.faults ?? new Faults()
    this.rateLimits = options.rateLimits ?? new RateLimits()
    this.loans = new Loans(funds, this.seed)
    this.views = new Views({
      accounts: this.accounts,
      positions: this.positions,
      margin: this.margin,
      market: this.market,
      loans: this.loans,
      settings: this.settings,
      marginModel: () => this.liquidationHooks,
      portfolio: (uid) => this.account.marginMode(uid) === "PORTFOLIO_MARGIN"
    })
    this.clearing = new Clearing({
      accounts: this.accounts,
      positions: this.positions,
      market: this.market,
      engine: this.engine,
      bus: this.bus,
      margin: this.margin,
      views: this.views,
      ledger: this.ledger,
      onApplied: (report, now) => Mmp.onReport(this.mmp, report, now, mmpHooks)
    })
    const mmpHooks = Mmp.hooksOf({ market: this.market, engine: this.engine, clearing: this.clearing })
    this.liquidationHooks = Liquidation.hooksOf({
      positions: this.positions,
      margin: this.margin,
      accounts: this.accounts,
      loans: () => this.loans,
      engine: this.engine,
      clearing: this.clearing,
      marginMode: (uid) => this.account.marginMode(uid)
    })
    this.desks = Desks.all({
      funds,
      accounts: this.accounts,
      rateLimits: this.rateLimits,
      faults: this.faults,
      loans: this.loans,
      coinsOf: (uid) => this.accounts.coins(uid, "UNIFIED"),
      // trades only: a funding execution earns no rebate and is no trade to analyse
      fills: (uid) => this.engine.executions(uid).filter((e) => e.execType !== "Funding"),
      deposits: () => this.deposits.list(),
      conversions: (uid) => this.convert.completed(uid),
      ledger: (uid) => this.ledger.listed(uid),
      trading: {
        positions: (uid) => this.positions.list(uid),
        settings: (uid, i) => this.positions.settings(uid, i),
        closedPnl: (uid, category) => this.positions.closedPnl(uid, category),
        greeks: (i, now) => this.market.greeks(i, now),
        unrealised: (p, now) => this.positions.unrealised(p, this.margin.markUnits(p.instrument, now)),
        mark: (i, now) => Fixed.parseRounded(this.market.price(i, "mark", now), SCALE, "halfUp") ?? 0n,
        unifiedEquity: (uid, now) => {
          const out = new Map<string, bigint>()
          const coins = new Set(this.accounts.coins(uid, "UNIFIED"))
          for (const p of this.positions.list(uid)) coins.add(p.instrument.settleCoin)
          for (const coin of coins) {
            const equity = this.accounts.balance(uid, "UNIFIED", coin) + this.margin.positionFigures(uid, coin, now).upl
            if (equity !== 0n) out.set(coin, equity)
          }
          return out
        },
        accountMargin: (uid, now) => {
          const w = this.views.walletItem(uid, undefined, now) as Readonly<Record<string, string>>
          const units = (k: string) => Fixed.parseRounded(w[k] ?? "0", SCALE, "halfUp") ?? 0n
          return {
            im: units("totalInitialMargin"),
            mm: units("totalMaintenanceMargin"),
            margin: units("totalMarginBalance")
          }
        },
        orderMargin: (uid, i, side, value) => ({
          im: this.margin.orderCost(uid, i, side, value),
          mm: (value * MM_RATE) / Fixed.pow10(RATE_SCALE)
        }),
        marginMode: (uid) => this.account.marginMode(uid) ?? "REGULAR_MARGIN"
      },
      openOrders: (uid) =>
        CATEGORIES.reduce(
          (n, category) => n + this.engine.orders({ accountId: uid, category, openOnly: true }).length,
          0
        )
    })
    this.feedOut = new MarketFeed({ seed: this.seed, market: this.market, clearing: this.clearing, bus: this.bus })
    const tick = (now: number) => this.tick(now)
    this.orders = new OrdersDesk({
      engine: this.engine,
      positions: this.positions,
      margin: this.margin,
      clearing: this.clearing,
      views: this.views,
      mmp: this.mmp,
      tick
    })
    this.dcp = new DcpDesk({ engine: this.engine, margin: this.margin, clearing: this.clearing, bus: this.bus })
    this.transfers = new TransfersDesk({
      accounts: this.accounts,
      margin: this.margin,
      clearing: this.clearing,
      ledger: this.ledger,
      fundingLog: this.fundingLog
    })
    this.account = new AccountDesk({
      accounts: this.accounts,
      positions: this.positions,
      margin: this.margin,
      clearing: this.clearing,
      views: this.views,
      market: this.market,
      settings: this.settings,
      mmp: this.mmp,
      ledger: this.ledger,
      dcp: this.dcp,
      tick
    })
    this.positionDesk = new PositionsDesk({
      engine: this.engine,
      positions: this.positions,
      margin: this.margin,
      clearing: this.clearing,
      views: this.views,
      market: this.market,
      accounts: this.accounts,
      tick,
      marginMode: (uid) => this.account.marginMode(uid)
    })
    const moves = new PositionMovesDesk({
      seed: this.seed,
      accounts: this.accounts,
      positions: this.positions,
      margin: this.margin,
      clearing: this.clearing,
      ledger: this.ledger,
      bus: this.bus,
      moves: this.moves,
      tick
    })
    this.delivery = new DeliveryDesk({
      positions: this.positions,
      accounts: this.accounts,
      clearing: this.clearing,
      ledger: this.ledger,
      market: this.market,
      engine: this.engine,
      bus: this.bus,
      views: this.views
    })
    this.core = [
      this.orders,
      this.dcp,
      this.positionDesk,
      moves,
      this.account,
      this.transfers,
      new AssetFlowsDesk({ withdrawals: this.withdrawals, deposits: this.deposits, convert: this.convert }),
      new UsersDesk(this.accounts),
      this.delivery
    ]
    this.coreRoutes = Desk.routesByPath(this.core)
    this.deskRoutes = Desk.routesByPath(this.desks)
    for (const path of this.deskRoutes.keys()) {
      if (this.coreRoutes.has(path)) throw new Error(`${path} is served by two desks`)
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
    for (const desk of this.desks) desk.tick?.(now)
    this.delivery.tick(now)
    if (this.lastTick !== undefined && now >= this.lastTick && now - this.lastTick < TICK_MS) return
    const previous = this.lastTick
    this.lastTick = now
    for (const i of Instruments.all) {
      const refs = { markPrice: this.market.price(i, "mark", now), indexPrice: this.market.price(i, "index", now) }
      const report = this.engine.onPrice(i, this.market.lastPriceUnits(i, now), now, refs)
      this.clearing.applyReport(report, now, [])
      if (previous !== undefined && now > previous && this.bus.hearsPublic) {
        this.feedOut.marketTrades(i, previous, now)
        this.feedOut.liquidations(i, previous, now)
      }
      this.clearing.bookChanged(i, now)
      this.clearing.positionStops(i, now)
    }
    Liquidation.scan(this.liquidationHooks, now)
    this.feedOut.watched(now)
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
    return this.feedOut.watch(what)
  }

  /** Listens to public events, always or while `hears` says so; returns the unsubscribe. */
  onPublic(listener: (event: PublicEvent) => void, hears?: () => boolean): () => void {
    return this.bus.onPublic(listener, hears)
  }

  /**
   * Listens to private events of every account (filter on `uid`), or of the accounts `wants` names (pushes no
   * listener wants are not built); returns the unsubscribe.
   */
  onPrivate(listener: (event: PrivateEvent) => void, wants?: (uid: string) => boolean): () => void {
    return this.bus.onPrivate(listener, wants)
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
    const k = this.accounts.key(key)
    return k === undefined ? undefined : { ...k }
  }

  /** A key as the authenticator reads it (REST, legacy REST), kept per stored key (see `ApiKeys.credentialOf`). */
  credential(key: string): ApiKeys.Credential | undefined {
    return ApiKeys.credentialOf(this.accounts, this.masterOf, key)
  }

  /** Registers a key the admin API names in the one key store every desk reads (see `ApiKeys.register`). */
  registerApiKey(credential: ApiKeys.Credential, now: number): void {
    ApiKeys.register(this.accounts, credential, now)
  }

  /** Grants an institutional loan to a risk unit's designated UID; answers the loan order id. */
  grantInsLoan(grant: InsLoanGrant, now: number): string {
    const desk = this.desks.find((d): d is InsLoanDesk => d instanceof InsLoanDesk)
    if (desk === undefined) throw new Error("the institutional loan desk is missing")
    return desk.grant(grant, now)
  }

  /** A member of the exchange (the master or a sub-account). */
  member(uid: string): Member | undefined {
    return this.accounts.member(uid)
  }

  isMaster(uid: string): boolean {
    const m = this.accounts.member(uid)
    return m !== undefined && m.parentUid === ""
  }

  /** Whether `uid` exists and is not frozen. */
  isActive(uid: string): boolean {
    const m = this.accounts.member(uid)
    return m !== undefined && m.status === 1
  }

  // ---------------------------------------------------------------- admin

  /**
   * Marks an account's open positions of a symbol reduce-only, as the exchange does when it revises a contract's
   * risk limits and the position's margin rate would change (admin; `/v5/position/confirm-pending-mmr` lifts it).
   * Returns how many positions it marked.
   */
  restrictPositions(uid: string, category: Category, symbol: string, now: number): number {
    return this.positionDesk.restrictPositions(uid, category, symbol, now)
  }

  /** Sets a coin's wallet balance of an account type (admin; emits a `wallet` push). */
  setBalance(uid: string, accountType: AccountType, coin: string, amount: string, now: number): void {
    const units = Fixed.parseRounded(amount, SCALE, "down") ?? 0n
    this.accounts.setWallet(uid, accountType, coin, units)
    if (accountType === "UNIFIED") this.clearing.pushWallet(uid, now)
  }

  /**
   * Credits an on-chain deposit to `uid` (admin): recorded for `/v5/asset/deposit/query-record` and credited to
   * the account `deposit-to-account` chose (funding by default). The deposit id, or an error text.
   */
  deposit(uid: string, coin: string, amount: string, now: number, chain?: string): { readonly id: string } | string {
    return this.deposits.credit(uid, coin, amount, now, chain)
  }

  /** The balances of an account type (admin), coins with a non-zero balance, sorted by coin. */
  balances(uid: string, accountType: AccountType): ReadonlyArray<CoinBalance> {
    return this.views.balances(uid, accountType)
  }

  // ---------------------------------------------------------------- trading (also used by the /v5/trade channel)

  /** `/v5/order/create` (and `order.create` on /v5/trade). */
  createOrder(caller: Caller, params: Params, now: number): Result<OrderRef> {
    return this.orders.createOrder(caller, params, now)
  }

  /** `/v5/order/amend`. */
  amendOrder(caller: Caller, params: Params, now: number): Result<OrderRef> {
    return this.orders.amendOrder(caller, params, now)
  }

  /** `/v5/order/cancel`. */
  cancelOrder(caller: Caller, params: Params, now: number): Result<OrderRef> {
    return this.orders.cancelOrder(caller, params, now)
  }

  /** `/v5/order/create-batch`, `amend-batch`, `cancel-batch`, with one `{code, msg}` per item in `retExtInfo`. */
  batch(op: "create" | "amend" | "cancel", caller: Caller, params: Params, now: number): Result<object> {
    return this.orders.batch(op, caller, params, now)
  }

  /** Cancels every open order of a DCP product of an account (the WS layer calls it when DCP fires). */
  dcpCancel(uid: string, product: DcpProduct, now: number): void {
    this.dcp.dcpCancel(uid, product, now)
  }

  /** The DCP window (seconds) of an account's product, `undefined` when DCP is not set. */
  dcpWindow(uid: string, product: DcpProduct): number | undefined {
    return this.dcp.dcpWindow(uid, product)
  }

  // ---------------------------------------------------------------- routing

  /**
   * The handler of a private REST path (`/v5/order/create` …), or `undefined` when the exchange does not serve
   * it. Every handler validates its params and answers from the state.
   */
  route(path: string): Handler | undefined {
    return this.coreRoutes.get(path)?.handle ?? this.deskRoutes.get(path)?.handle
  }

  /**
   * The desks beyond orders, positions and the wallet, each with the routes it serves.
   *
   * @internal
   */
  deskList(): ReadonlyArray<Desk.Desk> {
    return [...this.desks, this.delivery]
  }

  /** Every private path `route` serves. */
  paths(): ReadonlyArray<string> {
    return [...this.coreRoutes.keys(), ...this.deskRoutes.keys()]
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
