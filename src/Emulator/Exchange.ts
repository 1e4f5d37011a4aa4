/**
 * The emulator's exchange core: accounts, API keys, balances, orders (one `MatchingEngine`), positions, transfers
 * and the events the WebSocket servers push. Everything the REST and WebSocket layers need to answer like the
 * real exchange; plain synchronous TypeScript, time passed in as `now` (ms), results as `Result` values.
 *
 * Request parameters come in as the wire sends them (`Params`: query-string values or JSON body fields) and are
 * validated here, so the REST endpoint, the `/v5/trade` channel and batch items share one validation.
 *
 * @since 0.1.0
 */
import { generateKeyPairSync } from "node:crypto"
import { AccountSettings } from "./AccountSettings.js"
import { Accounts, type AccountType, type Member, SCALE, type Transfer } from "./Accounts.js"
import { Bus } from "./Bus.js"
import { CATEGORIES, Clearing } from "./Clearing.js"
import { Convert } from "./Convert.js"
import { Deposits } from "./Deposits.js"
import * as Desk from "./Desk.js"
import { AccountDesk } from "./desks/Account.js"
import { DcpDesk } from "./desks/Dcp.js"
import { InsLoanDesk } from "./desks/InsLoan.js"
import type { Grant as InsLoanGrant } from "./desks/InsLoanBook.js"
import * as Desks from "./desks/index.js"
import { type OrderRef, OrdersDesk } from "./desks/Orders.js"
import { PositionMovesDesk } from "./desks/PositionMoves.js"
import { PositionsDesk } from "./desks/Positions.js"
import { UsersDesk } from "./desks/Users.js"
import { Faults } from "./Faults.js"
import * as Fixed from "./Fixed.js"
import { FundingLog, type FundReason } from "./FundingLog.js"
import { COINS, type Funds } from "./Funds.js"
import {
  type Caller,
  type Fail,
  fail,
  type Handler,
  int,
  isFail,
  limitOf,
  nonEmpty,
  ok,
  type Params,
  page,
  paramError,
  type Result,
  text
} from "./Handler.js"
import type { Category, Instrument } from "./Instruments.js"
import * as Instruments from "./Instruments.js"
import { type EntryType, Ledger } from "./Ledger.js"
import { Loans } from "./Loans.js"
import { Margin, MM_RATE, RATE_SCALE } from "./Margin.js"
import { barStart, MarketData } from "./MarketData.js"
import { type BookMessage, type DepthFeed, MatchingEngine } from "./MatchingEngine.js"
import { Moves } from "./Moves.js"
import { Positions, amount as showAmount } from "./Positions.js"
import { hash, hash01, hashString } from "./Prng.js"
import { RateLimits } from "./RateLimits.js"
import { Views } from "./Views.js"
import { Withdrawals } from "./Withdrawals.js"

export type { AccountType, Permissions } from "./Accounts.js"

// ------------------------------------------------------------------------------------------ results and params

export type { Caller, Handler, Params, Result, RetExtInfo } from "./Handler.js"

import type {
  ApiKeyInfo,
  CoinBalance,
  DcpProduct,
  DemoCredentials,
  ExchangeOptions,
  PrivateEvent,
  PublicEvent,
  Watch,
  WsLiquidation
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
  /** The seeded market (prices, tickers, klines, funding …) the REST market endpoints answer from. */
  readonly market: MarketData
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
  private readonly moves = new Moves()
  private readonly fundingLog = new FundingLog()
  private readonly deposits: Deposits
  private readonly withdrawals: Withdrawals
  private readonly convert: Convert
  private readonly watches = new Map<string, { readonly watch: Watch; count: number; lastStart: number }>()
  private readonly orders: OrdersDesk
  private readonly dcp: DcpDesk
  private readonly account: AccountDesk
  private readonly positionDesk: PositionsDesk
  private lastTick: number | undefined
  private readonly handlers: ReadonlyMap<string, Handler>
  private readonly desks: ReadonlyArray<Desk.Desk>
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
        preTradeCheck: (c) => this.margin.preTradeCheck(c),
        reducibleQty: (q) =>
          Fixed.format(
            this.positions.reducible(q.accountId, q.instrument, q.side, q.positionIdx),
            q.instrument.qtyDecimals
          ),
        indexPrice: (i) => this.market.price(i, "index", this.margin.clock)
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
      free: (uid, type, coin) => this.margin.transferable(uid, type, coin),
      move: (uid, type, coin, delta, now, reason, entry) => this.moveFunds(uid, type, coin, delta, now, reason, entry),
      member: (uid) => this.accounts.member(uid),
      usdPrice: (coin, now) => {
        this.margin.clock = now
        return this.margin.usdPrice(coin)
      }
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
      settings: this.settings
    })
    this.clearing = new Clearing({
      accounts: this.accounts,
      positions: this.positions,
      market: this.market,
      engine: this.engine,
      bus: this.bus,
      margin: this.margin,
      views: this.views,
      ledger: this.ledger
    })
    this.desks = Desks.all({
      funds,
      accounts: this.accounts,
      rateLimits: this.rateLimits,
      faults: this.faults,
      loans: this.loans,
      coinsOf: (uid) => this.accounts.coins(uid, "UNIFIED"),
      fills: (uid) => this.engine.executions(uid),
      deposits: () => this.deposits.list(),
      conversions: (uid) => this.convert.completed(uid),
      ledger: (uid) => this.ledger.listed(uid),
      trading: {
        positions: (uid) => this.positions.list(uid),
        settings: (uid, i) => this.positions.settings(uid, i),
        closedPnl: (uid, category) => this.positions.closedPnl(uid, category),
        greeks: (i, now) => this.market.greeks(i, now),
        unrealised: (p, now) => {
          this.margin.clock = now
          return this.positions.unrealised(p, this.margin.markUnits(p.instrument))
        },
        mark: (i, now) => Fixed.parseRounded(this.market.price(i, "mark", now), SCALE, "halfUp") ?? 0n,
        unifiedEquity: (uid, now) => {
          this.margin.clock = now
          const out = new Map<string, bigint>()
          const coins = new Set(this.accounts.coins(uid, "UNIFIED"))
          for (const p of this.positions.list(uid)) coins.add(p.instrument.settleCoin)
          for (const coin of coins) {
            const equity = this.accounts.balance(uid, "UNIFIED", coin) + this.margin.positionFigures(uid, coin).upl
            if (equity !== 0n) out.set(coin, equity)
          }
          return out
        },
        accountMargin: (uid, now) => {
          this.margin.clock = now
          const w = this.views.walletItem(uid, undefined) as Readonly<Record<string, string>>
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
    const tick = (now: number) => this.tick(now)
    this.orders = new OrdersDesk({
      engine: this.engine,
      positions: this.positions,
      margin: this.margin,
      clearing: this.clearing,
      views: this.views,
      tick
    })
    this.dcp = new DcpDesk({ engine: this.engine, margin: this.margin, clearing: this.clearing, bus: this.bus })
    this.account = new AccountDesk({
      accounts: this.accounts,
      positions: this.positions,
      margin: this.margin,
      clearing: this.clearing,
      views: this.views,
      market: this.market,
      settings: this.settings,
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
    this.core = [this.orders, this.dcp, this.positionDesk, moves, this.account, new UsersDesk(this.accounts)]
    this.handlers = this.buildRoutes()
    this.coreRoutes = Desk.routesByPath(this.core)
    this.deskRoutes = Desk.routesByPath(this.desks)
    for (const path of [...this.deskRoutes.keys(), ...this.handlers.keys()]) {
      if (this.coreRoutes.has(path)) throw new Error(`${path} is served twice`)
    }
    for (const path of this.deskRoutes.keys()) {
      if (this.handlers.has(path)) throw new Error(`${path} is served by the exchange and a desk`)
    }
  }

  // ---------------------------------------------------------------- clock-driven market

  /**
   * Advances the market to `now` (in steps of at least 200 ms; a call closer to the last step does nothing): feeds every instrument's walk price to the
   * engine (resting user orders fill against the moving market, conditional and TP/SL orders trigger), settles
   * the fills and emits the public and private events. Call it before answering anything that depends on time.
   */
  tick(now: number): void {
    for (const desk of this.desks) desk.tick?.(now)
    if (this.lastTick !== undefined && now >= this.lastTick && now - this.lastTick < TICK_MS) return
    const previous = this.lastTick
    this.lastTick = now
    this.margin.clock = now
    for (const i of Instruments.all) {
      const refs = { markPrice: this.market.price(i, "mark", now), indexPrice: this.market.price(i, "index", now) }
      const report = this.engine.onPrice(i, this.market.lastPriceUnits(i, now), now, refs)
      this.clearing.applyReport(report, now, [])
      if (previous !== undefined && now > previous && this.bus.hearsPublic) {
        this.marketTrades(i, previous, now)
        this.liquidations(i, previous, now)
      }
      this.clearing.bookChanged(i, now)
      this.clearing.positionStops(i, now)
    }
    this.watched(now)
  }

  /** Asks `tick` to compute tickers / klines of an instrument for `onPublic` listeners; returns the release. */
  watch(what: Watch): () => void {
    const key =
      what.kind === "ticker"
        ? `t:${what.category}:${what.symbol}`
        : `k:${what.category}:${what.symbol}:${what.interval}`
    const w = this.watches.get(key)
    if (w === undefined) this.watches.set(key, { watch: what, count: 1, lastStart: -1 })
    else w.count++
    let released = false
    return () => {
      if (released) return
      released = true
      const cur = this.watches.get(key)
      if (cur === undefined) return
      cur.count--
      if (cur.count <= 0) this.watches.delete(key)
    }
  }

  /** Listens to public events; returns the unsubscribe. */
  onPublic(listener: (event: PublicEvent) => void): () => void {
    return this.bus.onPublic(listener)
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

  private marketTrades(i: Instrument, from: number, now: number): void {
    if (now - from > 60_000) return
    const trades = this.market
      .recentTrades(i, now, 60)
      .filter((t) => Number(t.time) > from)
      .reverse()
    // Trades the engine printed are published when they happen; these are the market's own.
    const own = trades.filter((t) => !this.clearing.printed.has(t.execId))
    if (own.length === 0) return
    this.bus.publish({
      kind: "publicTrade",
      category: i.category,
      symbol: i.symbol,
      ts: now,
      data: own.map((t) => ({
        T: Number(t.time),
        s: t.symbol,
        S: t.side,
        v: t.size,
        p: t.price,
        L: "ZeroPlusTick",
        i: t.execId,
        BT: t.isBlockTrade,
        RPI: t.isRPITrade,
        seq: Number(t.seq)
      }))
    })
  }

  private liquidations(i: Instrument, from: number, now: number): void {
    if (i.category !== "linear" && i.category !== "inverse") return
    if (now - from > 60_000) return
    const key = hashString(`liq:${i.symbol}`)
    const data: Array<WsLiquidation> = []
    for (let s = Math.floor(from / 1000) + 1; s <= Math.floor(now / 1000); s++) {
      if (hash01(this.seed, key, s) >= 0.05) continue
      const h = hash(this.seed, key, s, 7)
      const t = s * 1000 + (h % 1000)
      const lots = BigInt(1 + (h % 50))
      const minQty = Fixed.parse(i.minOrderQty, i.qtyDecimals) ?? 1n
      data.push({
        T: t,
        s: i.symbol,
        S: h % 2 === 0 ? "Buy" : "Sell",
        v: Fixed.format(minQty * lots, i.qtyDecimals),
        p: this.market.price(i, "last", t)
      })
    }
    if (data.length > 0)
      this.bus.publish({ kind: "allLiquidation", category: i.category, symbol: i.symbol, ts: now, data })
  }

  private watched(now: number): void {
    if (!this.bus.hearsPublic) return
    for (const w of this.watches.values()) {
      const what = w.watch
      const i = Instruments.find(what.category, what.symbol)
      if (i === undefined) continue
      if (what.kind === "ticker") {
        this.bus.publish({
          kind: "ticker",
          category: i.category,
          symbol: i.symbol,
          ts: now,
          data: this.market.ticker(i, now)
        })
        continue
      }
      const start = barStart(what.interval, now)
      if (w.lastStart >= 0 && w.lastStart < start) {
        const closed = this.market.bar(i, "trade", what.interval, w.lastStart, now)
        this.bus.publish({ kind: "kline", category: i.category, symbol: i.symbol, ts: now, data: closed })
      }
      w.lastStart = start
      const bar = this.market.bar(i, "trade", what.interval, start, now)
      this.bus.publish({ kind: "kline", category: i.category, symbol: i.symbol, ts: now, data: bar })
    }
  }

  // ---------------------------------------------------------------- accounts and keys

  /** An API key by its key string (for signature checks, permissions, IP whitelist). */
  apiKey(key: string): ApiKeyInfo | undefined {
    const k = this.accounts.key(key)
    return k === undefined ? undefined : { ...k }
  }

  /** Whether `uid` is a master account (master-only endpoints refuse sub-account keys). */
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
    this.margin.clock = now
    if (accountType === "UNIFIED") this.clearing.pushWallet(uid, now)
  }

  /**
   * Credits an on-chain deposit to `uid` (admin): recorded for `/v5/asset/deposit/query-record` and credited to
   * the account `deposit-to-account` chose (funding by default). The deposit id, or an error text.
   */
  deposit(uid: string, coin: string, amount: string, now: number, chain?: string): { readonly id: string } | string {
    this.margin.clock = now
    return this.deposits.credit(uid, coin, amount, now, chain)
  }

  /** The balances of an account type (admin), coins with a non-zero balance, sorted by coin. */
  balances(uid: string, accountType: AccountType): ReadonlyArray<CoinBalance> {
    return this.accounts
      .coins(uid, accountType)
      .map((coin) => ({
        coin,
        walletBalance: showAmount(this.accounts.balance(uid, accountType, coin)),
        locked: accountType === "UNIFIED" ? showAmount(this.margin.hold(uid, coin, "locked")) : "0"
      }))
      .filter((b) => b.walletBalance !== "0" || b.locked !== "0")
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
    return this.handlers.get(path) ?? this.coreRoutes.get(path)?.handle ?? this.deskRoutes.get(path)?.handle
  }

  /**
   * The desks beyond orders, positions and the wallet, each with the routes it serves.
   *
   * @internal
   */
  deskList(): ReadonlyArray<Desk.Desk> {
    return this.desks
  }

  /** Every private path `route` serves. */
  paths(): ReadonlyArray<string> {
    return [...this.handlers.keys(), ...this.coreRoutes.keys(), ...this.deskRoutes.keys()]
  }

  private buildRoutes(): ReadonlyMap<string, Handler> {
    const r = new Map<string, Handler>()
    const add = (path: string, h: Handler) => r.set(path, h)
    add("/v5/asset/transfer/inter-transfer", (c, p, n) => this.interTransfer(c, p, n))
    add("/v5/asset/transfer/universal-transfer", (c, p, n) => this.universalTransfer(c, p, n))
    add("/v5/asset/transfer/query-inter-transfer-list", (c, p) => this.transferList(false, c, p))
    add("/v5/asset/transfer/query-universal-transfer-list", (c, p) => this.transferList(true, c, p))
    add("/v5/asset/transfer/query-sub-member-list", (c) => this.transferSubMembers(c))
    add("/v5/asset/transfer/query-transfer-coin-list", (_c, p) => this.transferCoins(p))
    add("/v5/asset/transfer/query-account-coins-balance", (c, p, n) => this.coinsBalance(c, p, n))
    add("/v5/asset/transfer/query-account-coin-balance", (c, p, n) => this.coinBalance(c, p, n))
    add("/v5/asset/coin/query-info", (_c, p) => this.coinInfo(p))
    add("/v5/asset/withdraw/withdrawable-amount", (c, p) => this.withdrawals.withdrawable(c, p))
    add("/v5/asset/withdraw/create", (c, p, n) => this.withdrawals.create(c, p, n))
    add("/v5/asset/withdraw/cancel", (c, p, n) => this.withdrawals.cancel(c, p, n))
    add("/v5/asset/withdraw/query-record", (c, p, n) => this.withdrawals.records(c, p, n))
    add("/v5/asset/withdraw/query-address", (_c, p) => this.withdrawals.addresses(p))
    add("/v5/asset/withdraw/vasp/list", () => this.withdrawals.vasps())
    add("/v5/asset/deposit/query-address", (c, p) => this.deposits.address(c, p))
    add("/v5/asset/deposit/query-sub-member-address", (c, p) => this.deposits.subAddress(c, p))
    add("/v5/asset/deposit/query-allowed-list", (_c, p) => this.deposits.allowed(p))
    add("/v5/asset/deposit/deposit-to-account", (c, p) => this.deposits.setTarget(c, p))
    add("/v5/asset/deposit/query-record", (c, p, n) => this.deposits.records(c, p, n, false))
    add("/v5/asset/deposit/query-sub-member-record", (c, p, n) => this.deposits.records(c, p, n, true))
    add("/v5/asset/deposit/query-internal-record", (c, p, n) => this.deposits.internalRecords(c, p, n))
    add("/v5/asset/exchange/query-coin-list", (c, p, n) => this.convert.coins(c, p, n))
    add("/v5/asset/exchange/quote-apply", (c, p, n) => this.convert.quote(c, p, n))
    add("/v5/asset/exchange/convert-execute", (c, p, n) => this.convert.execute(c, p, n))
    add("/v5/asset/exchange/convert-result-query", (c, p) => this.convert.result(c, p))
    add("/v5/asset/exchange/query-convert-history", (c, p) => this.convert.history(c, p))
    add("/v5/asset/fundinghistory", (c, p, n) => this.fundingLog.history(c.uid, p, n))
    return r
  }

  // ---------------------------------------------------------------- balances, holds, margin

  // ---------------------------------------------------------------- applying engine reports

  // ---------------------------------------------------------------- order parameters

  // ---------------------------------------------------------------- trading (also used by the /v5/trade channel)

  // ---------------------------------------------------------------- order queries

  // ---------------------------------------------------------------- positions

  // ---------------------------------------------------------------- account

  // ---------------------------------------------------------------- transfers

  private accountTypeOf(p: Params, k: string): AccountType | Fail {
    const v = text(p, k)
    if (v === undefined || v === "") return paramError(`${k} is required`)
    if (v !== "UNIFIED" && v !== "FUND") return fail(131203, "Request parameter error")
    return v
  }

  private doTransfer(caller: Caller, p: Params, now: number, universal: boolean): Result<object> {
    this.margin.clock = now
    const transferId = text(p, "transferId")
    if (transferId === undefined || transferId === "") return paramError("transferId is required")
    const coin = text(p, "coin")
    if (coin === undefined || coin === "") return paramError("coin is required")
    const amountText = text(p, "amount")
    if (amountText === undefined || amountText === "") return paramError("amount is required")
    const from = this.accountTypeOf(p, "fromAccountType")
    if (isFail(from)) return from
    const to = this.accountTypeOf(p, "toAccountType")
    if (isFail(to)) return to
    let fromMemberId = caller.uid
    let toMemberId = caller.uid
    if (universal) {
      const f = text(p, "fromMemberId")
      const t = text(p, "toMemberId")
      if (f === undefined || f === "" || t === undefined || t === "") return paramError("memberId is required")
      fromMemberId = f
      toMemberId = t
      const master = this.accounts.masterOf(caller.uid)
      const family = (uid: string) => {
        const m = this.accounts.member(uid)
        return m !== undefined && (m.uid === master || m.parentUid === master)
      }
      if (!family(fromMemberId) || !family(toMemberId)) return fail(131209, "Get subMember relation error")
      if (!this.isMaster(caller.uid) && fromMemberId !== caller.uid) return fail(131209, "Get subMember relation error")
      if (fromMemberId === toMemberId && from === to)
        return fail(131211, "fromAccountType can't be the same as toAccountType")
    } else if (from === to) {
      return fail(131211, "fromAccountType can't be the same as toAccountType")
    }
    if (!/^\d+(\.\d+)?$/.test(amountText)) return fail(131215, "Amount error")
    if (Fixed.decimalsOf(amountText) > 8) return fail(131210, "Amount accuracy error")
    const amount = Fixed.parse(amountText, SCALE) ?? 0n
    if (amount <= 0n) return fail(131215, "Amount error")
    if (this.accounts.transferIdUsed(transferId)) return fail(131214, "TransferId exist")
    if (amount > this.margin.transferable(fromMemberId, from, coin)) return fail(131212, "Insufficient balance")
    const t: Transfer = {
      transferId,
      coin,
      amount,
      fromMemberId,
      toMemberId,
      fromAccountType: from,
      toAccountType: to,
      timestamp: now,
      status: "SUCCESS",
      universal,
      requester: caller.uid
    }
    this.accounts.transfer(t)
    const moved = (uid: string, type: "TRANSFER_IN" | "TRANSFER_OUT", change: bigint) =>
      this.ledger.record({
        uid,
        type,
        category: "",
        symbol: "",
        side: "None",
        currency: coin,
        qty: "",
        size: "",
        tradePrice: "",
        fee: 0n,
        feeRate: "",
        cashFlow: change,
        change,
        cashBalance: this.accounts.balance(uid, "UNIFIED", coin),
        tradeId: "",
        orderId: "",
        orderLinkId: "",
        time: now
      })
    if (from === "UNIFIED") moved(fromMemberId, "TRANSFER_OUT", -amount)
    if (from === "FUND") this.fundMoved(fromMemberId, coin, -amount, now, "Transfer")
    if (to === "FUND") this.fundMoved(toMemberId, coin, amount, now, "Transfer")
    if (to === "UNIFIED") moved(toMemberId, "TRANSFER_IN", amount)
    if (from === "UNIFIED") this.clearing.pushWallet(fromMemberId, now)
    if (to === "UNIFIED" && (toMemberId !== fromMemberId || from !== "UNIFIED"))
      this.clearing.pushWallet(toMemberId, now)
    return ok({ transferId, status: "SUCCESS" })
  }

  /** A balance change of an asset flow; on the unified account it is booked as a transfer in or out and pushed. */
  private moveFunds(
    uid: string,
    type: AccountType,
    coin: string,
    delta: bigint,
    now: number,
    reason: FundReason,
    entry?: EntryType
  ): void {
    this.margin.clock = now
    this.accounts.add(uid, type, coin, delta)
    if (type === "FUND") this.fundMoved(uid, coin, delta, now, reason)
    if (type !== "UNIFIED" || delta === 0n) return
    this.ledger.record({
      uid,
      type: entry ?? (delta > 0n ? "TRANSFER_IN" : "TRANSFER_OUT"),
      category: "",
      symbol: "",
      side: "None",
      currency: coin,
      qty: "",
      size: "",
      tradePrice: "",
      fee: 0n,
      feeRate: "",
      cashFlow: delta,
      change: delta,
      cashBalance: this.accounts.balance(uid, "UNIFIED", coin),
      tradeId: "",
      orderId: "",
      orderLinkId: "",
      time: now
    })
    this.clearing.pushWallet(uid, now)
  }

  private fundMoved(uid: string, coin: string, change: bigint, now: number, reason: FundReason): void {
    this.fundingLog.record({ uid, coin, change, after: this.accounts.balance(uid, "FUND", coin), reason, at: now })
  }

  private interTransfer(caller: Caller, p: Params, now: number): Result<object> {
    return this.doTransfer(caller, p, now, false)
  }

  private universalTransfer(caller: Caller, p: Params, now: number): Result<object> {
    return this.doTransfer(caller, p, now, true)
  }

  private transferList(universal: boolean, caller: Caller, p: Params): Result<object> {
    const limit = limitOf(p, 1, 50, 20)
    if (isFail(limit)) return limit
    const transferId = nonEmpty(p, "transferId")
    const coin = nonEmpty(p, "coin")
    const status = nonEmpty(p, "status")
    const startTime = int(p, "startTime")
    const endTime = int(p, "endTime")
    const items = this.accounts.transferList(universal, caller.uid).filter((t) => {
      if (transferId !== undefined && t.transferId !== transferId) return false
      if (coin !== undefined && t.coin !== coin) return false
      if (status !== undefined && t.status !== status) return false
      if (startTime !== undefined && t.timestamp < startTime) return false
      if (endTime !== undefined && t.timestamp > endTime) return false
      return true
    })
    const pg = page(items, (t) => t.transferId, limit, nonEmpty(p, "cursor"))
    if (isFail(pg)) return pg
    return ok({
      list: pg.list.map((t) => ({
        transferId: t.transferId,
        coin: t.coin,
        amount: showAmount(t.amount),
        ...(universal ? { fromMemberId: t.fromMemberId, toMemberId: t.toMemberId } : {}),
        fromAccountType: t.fromAccountType,
        toAccountType: t.toAccountType,
        timestamp: String(t.timestamp),
        status: t.status
      })),
      nextPageCursor: pg.next
    })
  }

  private transferSubMembers(caller: Caller): Result<object> {
    const subs = this.accounts.subMembers(this.accounts.masterOf(caller.uid))
    return ok({
      subMemberIds: subs.map((m) => m.uid),
      transferableSubMemberIds: subs.filter((m) => m.status === 1).map((m) => m.uid)
    })
  }

  private transferCoins(p: Params): Result<object> {
    const from = this.accountTypeOf(p, "fromAccountType")
    if (isFail(from)) return from
    const to = this.accountTypeOf(p, "toAccountType")
    if (isFail(to)) return to
    return ok({ list: COINS.map((c) => c.coin) })
  }

  private memberFor(caller: Caller, p: Params): string | Fail {
    const memberId = nonEmpty(p, "memberId")
    if (memberId === undefined || memberId === caller.uid) return caller.uid
    const m = this.accounts.member(memberId)
    if (m === undefined || !this.isMaster(caller.uid) || m.parentUid !== caller.uid) {
      return fail(131202, "Invalid memberId")
    }
    return memberId
  }

  private coinsBalance(caller: Caller, p: Params, now: number): Result<object> {
    this.margin.clock = now
    const type = this.accountTypeOf(p, "accountType")
    if (isFail(type)) return type
    const uid = this.memberFor(caller, p)
    if (isFail(uid)) return uid
    const coin = nonEmpty(p, "coin")
    const coins = coin === undefined ? this.accounts.coins(uid, type) : coin.split(",").map((c) => c.trim())
    const balance = coins
      .map((c) => ({
        coin: c,
        walletBalance: showAmount(this.accounts.balance(uid, type, c)),
        transferBalance: showAmount(this.margin.transferable(uid, type, c)),
        bonus: "0"
      }))
      .filter((b) => coin !== undefined || b.walletBalance !== "0")
    return ok({ accountType: type, memberId: uid, balance })
  }

  private coinBalance(caller: Caller, p: Params, now: number): Result<object> {
    this.margin.clock = now
    const type = this.accountTypeOf(p, "accountType")
    if (isFail(type)) return type
    const uid = this.memberFor(caller, p)
    if (isFail(uid)) return uid
    const coin = nonEmpty(p, "coin")
    if (coin === undefined) return paramError("coin is required")
    const transfer = showAmount(this.margin.transferable(uid, type, coin))
    return ok({
      accountType: type,
      bizType: 1,
      accountId: uid,
      memberId: uid,
      balance: {
        coin,
        walletBalance: showAmount(this.accounts.balance(uid, type, coin)),
        transferBalance: transfer,
        bonus: "0",
        transferSafeAmount: transfer,
        ltvTransferSafeAmount: transfer
      }
    })
  }

  private coinInfo(p: Params): Result<object> {
    const coin = nonEmpty(p, "coin")
    const rows = COINS.filter((c) => coin === undefined || c.coin === coin).map((c) => ({
      name: c.coin,
      coin: c.coin,
      remainAmount: "1000000",
      chains: [
        {
          chainType: c.chain,
          confirmation: "10000",
          withdrawFee: c.withdrawFee,
          depositMin: "0",
          withdrawMin: c.withdrawMin,
          chain: c.chain,
          chainDeposit: "1",
          chainWithdraw: "1",
          minAccuracy: "8",
          withdrawPercentageFee: "0",
          contractAddress: "",
          safeConfirmNumber: "6"
        }
      ]
    }))
    return ok({ rows })
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
