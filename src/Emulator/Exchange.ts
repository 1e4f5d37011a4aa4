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
import {
  Accounts,
  type AccountType,
  type ApiKey,
  type Member,
  memberItem,
  noPermissions,
  type Permissions,
  parsePermissions,
  SCALE,
  type Transfer
} from "./Accounts.js"
import { Convert } from "./Convert.js"
import { Deposits } from "./Deposits.js"
import * as Desk from "./Desk.js"
import { InsLoanDesk } from "./desks/InsLoan.js"
import type { Grant as InsLoanGrant } from "./desks/InsLoanBook.js"
import * as Desks from "./desks/index.js"
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
import * as Liquidation from "./Liquidation.js"
import { Loans } from "./Loans.js"
import {
  barStart,
  type KlineBar,
  type KlineInterval,
  MarketData,
  type OptionTicker,
  type RiskLimitTier,
  type Ticker
} from "./MarketData.js"
import {
  type BookMessage,
  type DepthFeed,
  type ExecutionView,
  MatchingEngine,
  type OrderView,
  type PreTradeCheck,
  type Rejection,
  type Report
} from "./MatchingEngine.js"
import * as Mmp from "./Mmp.js"
import { type MoveRecord, Moves } from "./Moves.js"
import {
  averagePrice,
  type ClosedPnl,
  type Position,
  Positions,
  settleValue,
  amount as showAmount
} from "./Positions.js"
import { hash, hash01, hashString, hashUuid } from "./Prng.js"
import { RateLimits } from "./RateLimits.js"
import { Withdrawals } from "./Withdrawals.js"

export type { AccountType, Permissions } from "./Accounts.js"

// ------------------------------------------------------------------------------------------ results and params

export type { Caller, Handler, Params, Result, RetExtInfo } from "./Handler.js"

// ------------------------------------------------------------------------------------------ accounts and keys

/**
 * An API key as the auth layer needs it: its secret (HMAC) or public key (RSA), owner, permissions, read-only
 * flag and IP whitelist (empty = any address).
 *
 * @since 0.1.0
 * @category models
 */
export interface ApiKeyInfo {
  readonly id: string
  readonly apiKey: string
  readonly kind: "hmac" | "rsa"
  /** The HMAC secret ("" for an RSA key). */
  readonly secret: string
  /** The RSA public key in PEM ("" for an HMAC key). */
  readonly publicKeyPem: string
  readonly uid: string
  readonly note: string
  readonly readOnly: 0 | 1
  readonly ips: ReadonlyArray<string>
  readonly permissions: Permissions
  /** Creation time, ms. */
  readonly createdAt: number
}

/**
 * The seeded credentials of the master account, for the CLI banner and tests.
 *
 * @since 0.1.0
 * @category models
 */
export interface DemoCredentials {
  readonly uid: string
  readonly apiKey: string
  readonly apiSecret: string
  readonly rsa: { readonly apiKey: string; readonly privateKeyPem: string; readonly publicKeyPem: string }
}

/**
 * A coin balance of one account type, as the admin handle reads it (decimal strings).
 *
 * @since 0.1.0
 * @category models
 */
export interface CoinBalance {
  readonly coin: string
  readonly walletBalance: string
  /** Held by open spot orders. */
  readonly locked: string
}

// ------------------------------------------------------------------------------------------ events

/**
 * A private topic the exchange pushes.
 *
 * @since 0.1.0
 * @category events
 */
export type PrivateTopic = "order" | "execution" | "execution.fast" | "position" | "wallet" | "greeks" | "dcp"

/**
 * A private push for one account: `data` items are in the docs' WebSocket shapes for `topic` (§5.4); `category`
 * is set for order / execution / execution.fast / position pushes (all items share it) so the WS layer can serve
 * `order.linear` etc. by filtering; `dcp` pushes carry `product` instead. `id` is the message id (absent for
 * `execution.fast`, as on the real stream).
 *
 * @since 0.1.0
 * @category events
 */
export interface PrivateEvent {
  readonly uid: string
  readonly topic: PrivateTopic
  readonly category?: Category
  readonly product?: DcpProduct
  readonly id?: string
  readonly creationTime: number
  readonly data: ReadonlyArray<object>
}

/**
 * A public trade as the `publicTrade.{symbol}` topic sends it.
 *
 * @since 0.1.0
 * @category events
 */
export interface WsPublicTrade {
  readonly T: number
  readonly s: string
  readonly S: "Buy" | "Sell"
  readonly v: string
  readonly p: string
  readonly L?: string
  readonly i: string
  readonly BT: boolean
  readonly RPI?: boolean
  readonly seq?: number
}

/**
 * A liquidation as the `allLiquidation.{symbol}` topic sends it.
 *
 * @since 0.1.0
 * @category events
 */
export interface WsLiquidation {
  readonly T: number
  readonly s: string
  readonly S: "Buy" | "Sell"
  readonly v: string
  readonly p: string
}

/**
 * A public change of one instrument, emitted by `tick` and by fills:
 * - `publicTrade`: trades printed (user fills, the market trading through resting orders, the market's own);
 * - `orderbook`: the book changed — read `feed(category, symbol, depth).delta()` for each subscribed depth;
 * - `ticker`: the ticker at `ts` (only for instruments `watch`ed with kind `ticker`);
 * - `kline`: a bar of a `watch`ed interval (a closed bar has `confirm: true` and comes before the next one);
 * - `allLiquidation`: seeded liquidations (linear / inverse).
 *
 * @since 0.1.0
 * @category events
 */
export type PublicEvent =
  | {
      readonly kind: "publicTrade"
      readonly category: Category
      readonly symbol: string
      readonly ts: number
      readonly data: ReadonlyArray<WsPublicTrade>
    }
  | { readonly kind: "orderbook"; readonly category: Category; readonly symbol: string; readonly ts: number }
  | {
      readonly kind: "ticker"
      readonly category: Category
      readonly symbol: string
      readonly ts: number
      readonly data: Ticker
    }
  | {
      readonly kind: "kline"
      readonly category: Category
      readonly symbol: string
      readonly ts: number
      readonly data: KlineBar
    }
  | {
      readonly kind: "allLiquidation"
      readonly category: Category
      readonly symbol: string
      readonly ts: number
      readonly data: ReadonlyArray<WsLiquidation>
    }

/**
 * What a `watch` asks the exchange to compute on every tick for one instrument.
 *
 * @since 0.1.0
 * @category events
 */
export type Watch =
  | { readonly kind: "ticker"; readonly category: Category; readonly symbol: string }
  | { readonly kind: "kline"; readonly category: Category; readonly symbol: string; readonly interval: KlineInterval }

/**
 * A Disconnect-Cancel-Protection product (`/v5/order/disconnected-cancel-all` `product`).
 *
 * @since 0.1.0
 * @category models
 */
export type DcpProduct = "OPTIONS" | "DERIVATIVES" | "SPOT"

// ------------------------------------------------------------------------------------------ options

/**
 * Options of the exchange.
 *
 * @since 0.1.0
 * @category models
 */
export interface ExchangeOptions {
  /** Seeds accounts, keys, ids and the market walk. */
  readonly seed: number
  /**
   * The RSA key pair of the seeded RSA API key; generated (2048 bits) when absent — the one non-deterministic
   * thing, and it never reaches a response byte.
   */
  readonly rsa?: { readonly publicKeyPem: string; readonly privateKeyPem: string }
  /** Resting levels per side of the simulated market (default 200). */
  readonly bookLevels?: number
  /** The fault state the servers read (the rate-limit and system-status desks read it too); a fresh one if absent. */
  readonly faults?: Faults
  /** The rate-limit counters the REST server enforces (the rate-limit API sets them); fresh ones if absent. */
  readonly rateLimits?: RateLimits
}

// ------------------------------------------------------------------------------------------ internals

const flag = (p: Params, k: string): boolean | undefined => {
  const v = p[k]
  if (v === true || v === "true" || v === 1 || v === "1") return true
  if (v === false || v === "false" || v === 0 || v === "0") return false
  return undefined
}
const CATEGORIES: ReadonlyArray<Category> = ["spot", "linear", "inverse", "option"]
const DERIVATIVES = Instruments.all.filter((i) => i.category === "linear" || i.category === "inverse")
const LINK_ID = /^[A-Za-z0-9_-]{1,36}$/
const TRIGGER_BY = ["LastPrice", "IndexPrice", "MarkPrice"] as const
type TriggerBy = (typeof TRIGGER_BY)[number]

const FEES: Record<Category, { readonly taker: string; readonly maker: string }> = {
  spot: { taker: "0.001", maker: "0.001" },
  linear: { taker: "0.00055", maker: "0.0002" },
  inverse: { taker: "0.00055", maker: "0.0002" },
  option: { taker: "0.0003", maker: "0.0003" }
}
const RATE_SCALE = 8
const ONE = Fixed.pow10(SCALE)
/** Maintenance margin rate of the first risk tier. */
const MM_RATE = 500_000n // 0.005 at RATE_SCALE
/** The market advances in steps of at least this many ms: a tick costs a few ms per instrument. */
const TICK_MS = 200
const USD_DECIMALS = 8

interface Hold {
  readonly uid: string
  readonly coin: string
  readonly kind: "locked" | "orderIM"
  readonly amount: bigint
}

interface ExecExtra {
  readonly closedSize: string
  readonly execPnl: string
}

const ORDER_OPEN = new Set(["New", "PartiallyFilled", "Untriggered"])

/** The REST order item: the engine view without the owner and category. */
const restOrder = (v: OrderView): object => {
  const { accountId: _a, category: _c, feeCurrency: _f, ...rest } = v
  return { ...rest, extraFees: "" }
}

/** The REST execution item. */
const restExecution = (e: ExecutionView, x: ExecExtra | undefined): object => {
  const { accountId: _a, category: _c, isLeverage: _l, marketUnit: _m, ...rest } = e
  return { ...rest, closedSize: x?.closedSize ?? "0", execFeeV2: "", extraFees: "" }
}

const ISO = (ms: number): string => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z")

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
  /** The unified account's cash movements (`/v5/account/transaction-log`). */
  private readonly ledger = new Ledger()
  private readonly settings = new AccountSettings()
  private readonly mmp = new Mmp.Mmp()
  private readonly liquidationHooks: Liquidation.LiquidationHooks = {
    positions: () => DERIVATIVES.flatMap((i) => this.positions.listAll(i)),
    isolated: (p) => this.isolated(p.uid, p.instrument),
    margin: (p) =>
      Fixed.divide(p.value * 100n, this.leverageUnits(p.uid, p.instrument, p.side === "Sell" ? "Sell" : "Buy"), "up") +
      p.margin,
    maintenance: (p) => (p.value * MM_RATE) / Fixed.pow10(RATE_SCALE),
    unrealised: (p) => this.positions.unrealised(p, this.markUnits(p.instrument)),
    cash: (uid) =>
      this.accounts
        .coins(uid, "UNIFIED")
        .reduce(
          (s, c) => s + ((this.accounts.balance(uid, "UNIFIED", c) - this.loans.owed(uid, c)) * this.usdPrice(c)) / ONE,
          0n
        ),
    usdPrice: (coin) => this.usdPrice(coin),
    bust: (p, price, now) => {
      const i = p.instrument
      const side = p.side === "Buy" ? "Sell" : "Buy"
      const qty = Fixed.format(p.size, i.qtyDecimals)
      this.applyReport(this.engine.bust(i, { accountId: p.uid, side, qty, price }, p.positionIdx, now), now, [p])
    }
  }
  private readonly mmpHooks: Mmp.MmpHooks = {
    delta: (i, now) => this.market.greeks(i, now).delta,
    cancel: (uid, i, orderId, now) => {
      const r = this.engine.cancel(i, { accountId: uid, orderId }, now, "CancelByMmpTriggered", "EC_CancelByMMP")
      if (r._tag === "Accepted") this.applyReport(r.report, now, [])
    }
  }
  private readonly moves = new Moves()
  private readonly fundingLog = new FundingLog()
  private readonly deposits: Deposits
  private readonly withdrawals: Withdrawals
  private readonly convert: Convert
  private moveSeq = 0
  private readonly holds = new Map<string, Hold>()
  private readonly holdTotals = new Map<string, bigint>()
  private readonly execExtras = new Map<string, ExecExtra>()
  private readonly publicListeners = new Set<(e: PublicEvent) => void>()
  private readonly privateListeners = new Set<(e: PrivateEvent) => void>()
  private readonly watches = new Map<string, { readonly watch: Watch; count: number; lastStart: number }>()
  private readonly bookVersions = new Map<Instrument, number>()
  private readonly dcp = new Map<string, number>()
  private readonly marginModes = new Map<string, string>()
  private readonly trailing = new Map<Position, bigint>()
  private lastTick: number | undefined
  private clock = 0
  private eventSeq = 0
  private readonly handlers: ReadonlyMap<string, Handler>
  private readonly desks: ReadonlyArray<Desk.Desk>
  /** The fault state (system status, clock offset, injected faults). */
  readonly faults: Faults
  /** The per-UID rate-limit counters. */
  readonly rateLimits: RateLimits
  /** The unified account's loan book (borrowing, interest, fixed-rate contracts). */
  private readonly loans: Loans
  private readonly deskRoutes: ReadonlyMap<string, Desk.Route>

  constructor(options: ExchangeOptions) {
    this.seed = options.seed >>> 0
    const rsa = options.rsa ?? generateRsa()
    this.accounts = new Accounts(this.seed, rsa.publicKeyPem)
    this.market = new MarketData(
      options.bookLevels === undefined ? { seed: this.seed } : { seed: this.seed, bookLevels: options.bookLevels }
    )
    this.engine = new MatchingEngine({
      seed: this.seed,
      liquidity: this.market,
      hooks: {
        preTradeCheck: (c) => this.preTradeCheck(c),
        reducibleQty: (q) =>
          Fixed.format(
            this.positions.reducible(q.accountId, q.instrument, q.side, q.positionIdx),
            q.instrument.qtyDecimals
          ),
        indexPrice: (i) => this.market.price(i, "index", this.clock)
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
      free: (uid, type, coin) => this.transferable(uid, type, coin),
      move: (uid, type, coin, delta, now, reason, entry) => this.moveFunds(uid, type, coin, delta, now, reason, entry),
      member: (uid) => this.accounts.member(uid),
      usdPrice: (coin, now) => {
        this.clock = now
        return this.usdPrice(coin)
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
      trading: {
        positions: (uid) => this.positions.list(uid),
        settings: (uid, i) => this.positions.settings(uid, i),
        closedPnl: (uid, category) => this.positions.closedPnl(uid, category),
        greeks: (i, now) => this.market.greeks(i, now),
        unrealised: (p, now) => {
          this.clock = now
          return this.positions.unrealised(p, this.markUnits(p.instrument))
        },
        mark: (i, now) => Fixed.parseRounded(this.market.price(i, "mark", now), SCALE, "halfUp") ?? 0n,
        unifiedEquity: (uid, now) => {
          this.clock = now
          const out = new Map<string, bigint>()
          const coins = new Set(this.accounts.coins(uid, "UNIFIED"))
          for (const p of this.positions.list(uid)) coins.add(p.instrument.settleCoin)
          for (const coin of coins) {
            const equity = this.accounts.balance(uid, "UNIFIED", coin) + this.positionFigures(uid, coin).upl
            if (equity !== 0n) out.set(coin, equity)
          }
          return out
        }
      },
      openOrders: (uid) =>
        CATEGORIES.reduce(
          (n, category) => n + this.engine.orders({ accountId: uid, category, openOnly: true }).length,
          0
        )
    })
    this.handlers = this.buildRoutes()
    this.deskRoutes = Desk.routesByPath(this.desks)
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
    this.clock = now
    for (const i of Instruments.all) {
      const refs = { markPrice: this.market.price(i, "mark", now), indexPrice: this.market.price(i, "index", now) }
      const report = this.engine.onPrice(i, this.market.lastPriceUnits(i, now), now, refs)
      this.applyReport(report, now, [])
      if (previous !== undefined && now > previous && this.publicListeners.size > 0) {
        this.marketTrades(i, previous, now)
        this.liquidations(i, previous, now)
      }
      this.bookChanged(i, now)
      this.positionStops(i, now)
    }
    Liquidation.scan(this.liquidationHooks, now)
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
    this.publicListeners.add(listener)
    return () => {
      this.publicListeners.delete(listener)
    }
  }

  /** Listens to private events of every account (filter on `uid`); returns the unsubscribe. */
  onPrivate(listener: (event: PrivateEvent) => void): () => void {
    this.privateListeners.add(listener)
    return () => {
      this.privateListeners.delete(listener)
    }
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

  private publish(e: PublicEvent): void {
    for (const l of [...this.publicListeners]) l(e)
  }

  private push(e: PrivateEvent): void {
    for (const l of [...this.privateListeners]) l(e)
  }

  private bookChanged(i: Instrument, now: number): void {
    const v = this.engine.depth(i, 1).u
    if (this.bookVersions.get(i) === v) return
    this.bookVersions.set(i, v)
    this.publish({ kind: "orderbook", category: i.category, symbol: i.symbol, ts: now })
  }

  private marketTrades(i: Instrument, from: number, now: number): void {
    if (now - from > 60_000) return
    const trades = this.market
      .recentTrades(i, now, 60)
      .filter((t) => Number(t.time) > from)
      .reverse()
    // Trades the engine printed are published when they happen; these are the market's own.
    const own = trades.filter((t) => !this.printed.has(t.execId))
    if (own.length === 0) return
    this.publish({
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

  private readonly printed = new Set<string>()

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
    if (data.length > 0) this.publish({ kind: "allLiquidation", category: i.category, symbol: i.symbol, ts: now, data })
  }

  private watched(now: number): void {
    if (this.publicListeners.size === 0) return
    for (const w of this.watches.values()) {
      const what = w.watch
      const i = Instruments.find(what.category, what.symbol)
      if (i === undefined) continue
      if (what.kind === "ticker") {
        this.publish({
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
        this.publish({ kind: "kline", category: i.category, symbol: i.symbol, ts: now, data: closed })
      }
      w.lastStart = start
      const bar = this.market.bar(i, "trade", what.interval, start, now)
      this.publish({ kind: "kline", category: i.category, symbol: i.symbol, ts: now, data: bar })
    }
  }

  /**
   * Position TP / SL / trailing stops: close the position at market when the price each one triggers by (last,
   * mark or index; trailing stops follow the last price) crosses it.
   */
  private positionStops(i: Instrument, now: number): void {
    if (i.category !== "linear" && i.category !== "inverse") return
    const last = BigInt(this.market.lastPriceUnits(i, now))
    const ref = (by: string): bigint =>
      by === "MarkPrice" || by === "IndexPrice"
        ? (Fixed.parseRounded(
            this.market.price(i, by === "MarkPrice" ? "mark" : "index", now),
            i.priceDecimals,
            "halfUp"
          ) ?? last)
        : last
    for (const p of this.positions.listAll(i)) {
      if (p.size === 0n) continue
      const long = p.side === "Buy"
      const tp = p.takeProfit === "" ? 0n : (Fixed.parse(p.takeProfit, i.priceDecimals) ?? 0n)
      const sl = p.stopLoss === "" ? 0n : (Fixed.parse(p.stopLoss, i.priceDecimals) ?? 0n)
      const tpAt = ref(p.tpTriggerBy)
      const slAt = ref(p.slTriggerBy)
      let createType = ""
      if (tp > 0n && (long ? tpAt >= tp : tpAt <= tp)) createType = "CreateByTakeProfit"
      else if (sl > 0n && (long ? slAt <= sl : slAt >= sl)) createType = "CreateByStopLoss"
      else if (p.trailingStop !== "0" && p.trailingStop !== "") {
        const dist = Fixed.parse(p.trailingStop, i.priceDecimals) ?? 0n
        const active = p.activePrice === "" ? 0n : (Fixed.parse(p.activePrice, i.priceDecimals) ?? 0n)
        const armed = this.trailing.get(p)
        if (armed === undefined) {
          if (active === 0n || (long ? last >= active : last <= active)) this.trailing.set(p, last)
        } else {
          const extreme = long ? Fixed.max(armed, last) : Fixed.min(armed, last)
          this.trailing.set(p, extreme)
          if (long ? last <= extreme - dist : last >= extreme + dist) createType = "CreateByTrailingStop"
        }
      }
      if (createType === "") continue
      this.trailing.delete(p)
      const side = long ? "Sell" : "Buy"
      const outcome = this.engine.place(
        i,
        {
          accountId: p.uid,
          side,
          orderType: "Market",
          qty: Fixed.format(p.size, i.qtyDecimals),
          positionIdx: p.positionIdx,
          reduceOnly: true,
          closeOnTrigger: true,
          createType,
          fees: this.feeRates(p.uid, i.category)
        },
        now
      )
      p.takeProfit = ""
      p.stopLoss = ""
      p.trailingStop = "0"
      p.activePrice = ""
      if (outcome._tag === "Accepted") this.applyReport(outcome.report, now, [p])
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

  /** Sets a coin's wallet balance of an account type (admin; emits a `wallet` push). */
  setBalance(uid: string, accountType: AccountType, coin: string, amount: string, now: number): void {
    const units = Fixed.parseRounded(amount, SCALE, "down") ?? 0n
    this.accounts.setWallet(uid, accountType, coin, units)
    this.clock = now
    if (accountType === "UNIFIED") this.pushWallet(uid, now)
  }

  /**
   * Credits an on-chain deposit to `uid` (admin): recorded for `/v5/asset/deposit/query-record` and credited to
   * the account `deposit-to-account` chose (funding by default). The deposit id, or an error text.
   */
  deposit(uid: string, coin: string, amount: string, now: number, chain?: string): { readonly id: string } | string {
    this.clock = now
    return this.deposits.credit(uid, coin, amount, now, chain)
  }

  /** The balances of an account type (admin), coins with a non-zero balance, sorted by coin. */
  balances(uid: string, accountType: AccountType): ReadonlyArray<CoinBalance> {
    return this.accounts
      .coins(uid, accountType)
      .map((coin) => ({
        coin,
        walletBalance: showAmount(this.accounts.balance(uid, accountType, coin)),
        locked: accountType === "UNIFIED" ? showAmount(this.hold(uid, coin, "locked")) : "0"
      }))
      .filter((b) => b.walletBalance !== "0" || b.locked !== "0")
  }

  // ---------------------------------------------------------------- routing

  /**
   * The handler of a private REST path (`/v5/order/create` …), or `undefined` when the exchange does not serve
   * it. Every handler validates its params and answers from the state.
   */
  route(path: string): Handler | undefined {
    return this.handlers.get(path) ?? this.deskRoutes.get(path)?.handle
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
    return [...this.handlers.keys(), ...this.deskRoutes.keys()]
  }

  private buildRoutes(): ReadonlyMap<string, Handler> {
    const r = new Map<string, Handler>()
    const add = (path: string, h: Handler) => r.set(path, h)
    add("/v5/order/create", (c, p, n) => this.createOrder(c, p, n))
    add("/v5/order/amend", (c, p, n) => this.amendOrder(c, p, n))
    add("/v5/order/cancel", (c, p, n) => this.cancelOrder(c, p, n))
    add("/v5/order/cancel-all", (c, p, n) => this.cancelAll(c, p, n))
    add("/v5/order/create-batch", (c, p, n) => this.batch("create", c, p, n))
    add("/v5/order/amend-batch", (c, p, n) => this.batch("amend", c, p, n))
    add("/v5/order/cancel-batch", (c, p, n) => this.batch("cancel", c, p, n))
    add("/v5/order/realtime", (c, p, n) => this.openOrders(c, p, n))
    add("/v5/order/history", (c, p, n) => this.orderHistory(c, p, n))
    add("/v5/order/disconnected-cancel-all", (c, p, n) => this.setDcp(c, p, n))
    add("/v5/execution/list", (c, p, n) => this.executions(c, p, n))
    add("/v5/position/list", (c, p, n) => this.positionList(c, p, n))
    add("/v5/position/set-leverage", (c, p, n) => this.setLeverage(c, p, n))
    add("/v5/position/switch-mode", (c, p, n) => this.switchMode(c, p, n))
    add("/v5/position/switch-isolated", (c, p, n) => this.switchIsolated(c, p, n))
    add("/v5/position/trading-stop", (c, p, n) => this.tradingStop(c, p, n))
    add("/v5/position/closed-pnl", (c, p, n) => this.closedPnl(c, p, n))
    add("/v5/position/set-tpsl-mode", (c, p, n) => this.setTpSlMode(c, p, n))
    add("/v5/position/set-risk-limit", (c, p, n) => this.setRiskLimit(c, p, n))
    add("/v5/position/set-auto-add-margin", (c, p, n) => this.setAutoAddMargin(c, p, n))
    add("/v5/position/add-margin", (c, p, n) => this.addMargin(c, p, n))
    add("/v5/position/confirm-pending-mmr", (c, p, n) => this.confirmPendingMmr(c, p, n))
    add("/v5/position/move-positions", (c, p, n) => this.movePositions(c, p, n))
    add("/v5/position/move-history", (c, p) => this.moves.history(this.masterOf(c.uid), p))
    add("/v5/account/wallet-balance", (c, p, n) => this.walletBalance(c, p, n))
    add("/v5/account/info", (c, _p, n) => this.accountInfo(c, n))
    add("/v5/account/fee-rate", (c, p) => this.feeRate(c, p))
    add("/v5/account/set-margin-mode", (c, p) => this.setMarginMode(c, p))
    add("/v5/account/query-dcp-info", (c) => this.dcpInfo(c))
    add("/v5/account/transaction-log", (c, p, n) => this.ledger.transactionLog(c.uid, p, n))
    add("/v5/account/collateral-info", (c, p) => this.settings.collateralInfo(c.uid, p))
    add("/v5/account/set-collateral-switch", (c, p, n) => this.setCollateral(c, [p], false, n))
    add("/v5/account/set-collateral-switch-batch", (c, p, n) =>
      this.setCollateral(c, Array.isArray(p.request) ? p.request : [], true, n)
    )
    add("/v5/account/set-hedging-mode", (c, p) => this.settings.setHedging(c.uid, p))
    add("/v5/account/smp-group", () => ok({ smpGroup: 0 }))
    add("/v5/account/mmp-modify", (c, p) => this.mmp.modify(c.uid, p))
    add("/v5/account/mmp-reset", (c, p) => this.mmp.reset(c.uid, p))
    add("/v5/account/mmp-state", (c, p, n) => this.mmp.state(c.uid, p, n))
    add("/v5/order/spot-borrow-check", (c, p, n) => this.spotBorrowCheck(c, p, n))
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
    add("/v5/user/query-api", (c) => this.queryApi(c))
    add("/v5/user/create-sub-member", (c, p, n) => this.createSubMember(c, p, n))
    add("/v5/user/query-sub-members", (c) => this.querySubMembers(c))
    add("/v5/user/frozen-sub-member", (c, p) => this.freezeSubMember(c, p))
    add("/v5/user/del-submember", (c, p) => this.deleteSubMember(c, p))
    add("/v5/user/create-sub-api", (c, p, n) => this.createSubApi(c, p, n))
    add("/v5/user/sub-apikeys", (c, p) => this.subApiKeys(c, p))
    add("/v5/user/update-api", (c, p) => this.updateApi(c, p, false))
    add("/v5/user/update-sub-api", (c, p) => this.updateApi(c, p, true))
    add("/v5/user/delete-api", (c) => this.deleteApi(c, {}, false))
    add("/v5/user/delete-sub-api", (c, p) => this.deleteApi(c, p, true))
    add("/v5/user/get-member-type", (c, p) => this.memberType(c, p))
    return r
  }

  // ---------------------------------------------------------------- balances, holds, margin

  private holdKey(uid: string, coin: string, kind: Hold["kind"]): string {
    return `${uid}\u0000${coin}\u0000${kind}`
  }

  private hold(uid: string, coin: string, kind: Hold["kind"]): bigint {
    return this.holdTotals.get(this.holdKey(uid, coin, kind)) ?? 0n
  }

  private setHold(orderId: string, h: Hold | undefined): void {
    const old = this.holds.get(orderId)
    if (old !== undefined) {
      const k = this.holdKey(old.uid, old.coin, old.kind)
      this.holdTotals.set(k, (this.holdTotals.get(k) ?? 0n) - old.amount)
      this.holds.delete(orderId)
    }
    if (h !== undefined && h.amount > 0n) {
      const k = this.holdKey(h.uid, h.coin, h.kind)
      this.holdTotals.set(k, (this.holdTotals.get(k) ?? 0n) + h.amount)
      this.holds.set(orderId, h)
    }
  }

  private leverageUnits(uid: string, i: Instrument, side: "Buy" | "Sell"): bigint {
    const s = this.positions.settings(uid, i)
    return Fixed.parseRounded(side === "Buy" ? s.buyLeverage : s.sellLeverage, 2, "halfUp") ?? 100n
  }

  /** Initial margin plus open and close fees of `value` (settle-coin units) at the account's leverage. */
  private orderCost(uid: string, i: Instrument, side: "Buy" | "Sell", value: bigint): bigint {
    const taker = Fixed.parse(this.feeRates(uid, i.category).taker, RATE_SCALE) ?? 0n
    const fees = (value * taker * 2n) / Fixed.pow10(RATE_SCALE)
    if (i.category === "option") return value + fees / 2n
    return Fixed.divide(value * 100n, this.leverageUnits(uid, i, side), "up") + fees
  }

  private holdOf(v: OrderView): Hold | undefined {
    if (v.orderStatus !== "New" && v.orderStatus !== "PartiallyFilled") return undefined
    const i = Instruments.find(v.category, v.symbol)
    if (i === undefined || v.orderType !== "Limit") return undefined
    const leaves = Fixed.parse(v.leavesQty, i.qtyDecimals) ?? 0n
    const price = Fixed.parse(v.price, i.priceDecimals) ?? 0n
    if (i.category === "spot") {
      return v.side === "Buy"
        ? { uid: v.accountId, coin: i.quoteCoin, kind: "locked", amount: settleValue(i, price, leaves) }
        : { uid: v.accountId, coin: i.baseCoin, kind: "locked", amount: leaves * Fixed.pow10(SCALE - i.qtyDecimals) }
    }
    if (v.reduceOnly) return undefined
    return {
      uid: v.accountId,
      coin: i.settleCoin,
      kind: "orderIM",
      amount: this.orderCost(v.accountId, i, v.side, settleValue(i, price, leaves))
    }
  }

  private markUnits(i: Instrument): bigint {
    return Fixed.parseRounded(this.market.price(i, "mark", this.clock), i.priceDecimals, "halfUp") ?? 0n
  }

  /** Per settle coin: unrealised PnL, position IM and MM of an account's positions at the mark price. */
  private positionFigures(uid: string, coin: string): { upl: bigint; im: bigint; mm: bigint; cum: bigint } {
    let upl = 0n
    let im = 0n
    let mm = 0n
    let cum = 0n
    for (const p of this.positions.list(uid)) {
      if (p.instrument.settleCoin !== coin) continue
      cum += p.cumRealisedPnl
      if (p.size === 0n) continue
      if (p.instrument.category === "option") {
        upl += this.positions.unrealised(p, this.markUnits(p.instrument))
        if (p.side === "Sell") im += p.value
        continue
      }
      upl += this.positions.unrealised(p, this.markUnits(p.instrument))
      im +=
        Fixed.divide(p.value * 100n, this.leverageUnits(uid, p.instrument, p.side === "Sell" ? "Sell" : "Buy"), "up") +
        p.margin
      mm += (p.value * MM_RATE) / Fixed.pow10(RATE_SCALE)
    }
    return { upl, im, mm, cum }
  }

  /** What an account can still commit of a coin in its unified account. */
  private available(uid: string, coin: string): bigint {
    const f = this.positionFigures(uid, coin)
    // Options' value is already in the wallet (premiums move cash), so their PnL does not add margin.
    return (
      this.accounts.balance(uid, "UNIFIED", coin) +
      f.upl -
      this.hold(uid, coin, "locked") -
      this.hold(uid, coin, "orderIM") -
      f.im
    )
  }

  private preTradeCheck(c: PreTradeCheck): Rejection | undefined {
    const i = c.instrument
    const uid = c.accountId
    const own = c.orderId === undefined ? undefined : this.holds.get(c.orderId)
    if (i.category === "spot") {
      const ref =
        c.price !== ""
          ? (Fixed.parse(c.price, i.priceDecimals) ?? 0n)
          : (Fixed.parseRounded(this.market.price(i, "last", this.clock), i.priceDecimals, "halfUp") ?? 0n)
      let need: bigint
      let coin: string
      if (c.side === "Buy") {
        coin = i.quoteCoin
        need =
          c.marketUnit === "quoteCoin"
            ? (Fixed.parseRounded(c.qty, SCALE, "up") ?? 0n)
            : settleValue(i, ref, Fixed.parse(c.qty, i.qtyDecimals) ?? 0n)
      } else {
        coin = i.baseCoin
        need =
          c.marketUnit === "quoteCoin"
            ? Fixed.divide((Fixed.parseRounded(c.qty, SCALE, "up") ?? 0n) * Fixed.pow10(i.priceDecimals), ref, "up")
            : (Fixed.parse(c.qty, i.qtyDecimals) ?? 0n) * Fixed.pow10(SCALE - i.qtyDecimals)
      }
      const avail = this.available(uid, coin) + (own?.coin === coin ? own.amount : 0n)
      return need > avail ? { retCode: 170131, retMsg: "Insufficient balance." } : undefined
    }
    if (c.reduceOnly) return undefined
    const price =
      c.price !== "" ? (Fixed.parse(c.price, i.priceDecimals) ?? 0n) : BigInt(this.market.lastPriceUnits(i, this.clock))
    let qty = Fixed.parse(c.qty, i.qtyDecimals) ?? 0n
    if (i.category !== "option" && this.positions.settings(uid, i).mode === 0) {
      // In one-way mode the part of an order that closes the position needs no margin.
      const p = this.positions.position(uid, i, 0)
      if (p.size > 0n && p.side !== c.side && c.orderId === undefined) qty = qty > p.size ? qty - p.size : 0n
    }
    const cost = this.orderCost(uid, i, c.side, settleValue(i, price, qty))
    const avail = this.available(uid, i.settleCoin) + (own?.coin === i.settleCoin ? own.amount : 0n)
    return cost > avail ? { retCode: 110007, retMsg: "ab not enough for new order" } : undefined
  }

  feeRates(uid: string, category: Category): { readonly maker: string; readonly taker: string } {
    void uid
    return FEES[category]
  }

  // ---------------------------------------------------------------- applying engine reports

  private nextId(uid: string, what: string): string {
    this.eventSeq++
    return `${uid}_${what}_${this.eventSeq}`
  }

  /**
   * Settles the executions of a report into balances and positions, refreshes the holds of the orders it
   * touched, and emits public trades and the private order → execution → execution.fast → position → wallet
   * pushes per account.
   */
  private applyReport(report: Report, now: number, touched: ReadonlyArray<Position>): void {
    const uids = new Set<string>()
    const positionsTouched = new Map<string, Set<Position>>()
    const touch = (p: Position) => {
      let s = positionsTouched.get(p.uid)
      if (s === undefined) {
        s = new Set()
        positionsTouched.set(p.uid, s)
      }
      s.add(p)
    }
    for (const p of touched) {
      touch(p)
      uids.add(p.uid)
    }
    const greeks = new Set<string>()
    for (const e of report.executions) {
      uids.add(e.accountId)
      const p = this.settle(e, now)
      if (p !== undefined) {
        touch(p)
        if (p.instrument.category === "option") greeks.add(e.accountId)
      }
    }
    for (const v of report.orders) {
      uids.add(v.accountId)
      this.setHold(v.orderId, this.holdOf(v))
      if (v.category === "linear" || v.category === "inverse") {
        const i = Instruments.find(v.category, v.symbol)
        if (i !== undefined) touch(this.positions.position(v.accountId, i, this.positionIdxOf(v.accountId, i, v)))
      }
    }
    for (const t of report.trades) {
      const i = Instruments.find(report.executions.find((e) => e.execId === t.execId)?.category ?? "linear", t.symbol)
      const inst = i ?? Instruments.all.find((x) => x.symbol === t.symbol)
      if (inst === undefined) continue
      this.printed.add(t.execId)
      this.market.recordTrade(inst, t)
    }
    this.publishTrades(report)
    for (const uid of uids) {
      const orders = report.orders.filter((o) => o.accountId === uid)
      for (const category of CATEGORIES) {
        const list = orders.filter((o) => o.category === category)
        if (list.length === 0) continue
        this.push({
          uid,
          topic: "order",
          category,
          id: this.nextId(uid, "order"),
          creationTime: now,
          data: list.map((o) => this.wsOrder(o))
        })
      }
      const execs = report.executions.filter((e) => e.accountId === uid)
      for (const category of CATEGORIES) {
        const list = execs.filter((e) => e.category === category)
        if (list.length === 0) continue
        this.push({
          uid,
          topic: "execution",
          category,
          id: this.nextId(uid, "execution"),
          creationTime: now,
          data: list.map((e) => this.wsExecution(e))
        })
        this.push({
          uid,
          topic: "execution.fast",
          category,
          creationTime: now,
          data: list.map((e) => ({
            category: e.category,
            symbol: e.symbol,
            orderId: e.orderId,
            isMaker: e.isMaker,
            orderLinkId: e.isMaker ? "" : e.orderLinkId,
            execId: e.execId,
            execPrice: e.execPrice,
            execQty: e.execQty,
            side: e.side,
            execTime: e.execTime,
            seq: e.seq
          }))
        })
      }
      const ps = [...(positionsTouched.get(uid) ?? [])]
      for (const category of CATEGORIES) {
        const list = ps.filter((p) => p.instrument.category === category)
        if (list.length === 0) continue
        this.push({
          uid,
          topic: "position",
          category,
          id: this.nextId(uid, "position"),
          creationTime: now,
          data: list.map((p) => this.positionItem(p, true))
        })
      }
      if (orders.length > 0 || execs.length > 0) this.pushWallet(uid, now)
      if (greeks.has(uid)) this.pushGreeks(uid, now)
    }
    for (const v of report.orders) {
      const i = Instruments.find(v.category, v.symbol)
      if (i !== undefined) this.bookChanged(i, now)
    }
    Mmp.onReport(this.mmp, report, now, this.mmpHooks)
  }

  private publishTrades(report: Report): void {
    if (report.trades.length === 0 || this.publicListeners.size === 0) return
    const bySymbol = new Map<string, Array<WsPublicTrade>>()
    const categoryOf = new Map<string, Category>()
    for (const t of report.trades) {
      const cat = report.executions.find((e) => e.execId === t.execId)?.category
      const key = t.symbol
      if (cat !== undefined) categoryOf.set(key, cat)
      let list = bySymbol.get(key)
      if (list === undefined) {
        list = []
        bySymbol.set(key, list)
      }
      list.push({
        T: Number(t.time),
        s: t.symbol,
        S: t.side,
        v: t.size,
        p: t.price,
        L: t.tickDirection,
        i: t.execId,
        BT: t.isBlockTrade,
        RPI: t.isRPITrade,
        seq: Number(t.seq)
      })
    }
    for (const [symbol, data] of bySymbol) {
      const category = categoryOf.get(symbol)
      if (category === undefined) continue
      this.publish({ kind: "publicTrade", category, symbol, ts: data[data.length - 1]?.T ?? 0, data })
    }
  }

  private positionIdxOf(
    uid: string,
    i: Instrument,
    v: { readonly positionIdx: 0 | 1 | 2; readonly side: "Buy" | "Sell"; readonly reduceOnly: boolean }
  ): 0 | 1 | 2 {
    if (v.positionIdx !== 0 || this.positions.settings(uid, i).mode === 0) return v.positionIdx
    return v.side === "Buy" ? (v.reduceOnly ? 2 : 1) : v.reduceOnly ? 1 : 2
  }

  /** Settles one execution; returns the position it moved (derivatives and options). */
  private settle(e: ExecutionView, now: number): Position | undefined {
    const i = Instruments.find(e.category, e.symbol)
    if (i === undefined) return undefined
    const uid = e.accountId
    const qty = Fixed.parse(e.execQty, i.qtyDecimals) ?? 0n
    const price = Fixed.parse(e.execPrice, i.priceDecimals) ?? 0n
    const fee = Fixed.parseRounded(e.execFee, SCALE, "halfUp") ?? 0n
    const value = settleValue(i, price, qty)
    if (i.category === "spot") {
      const base = qty * Fixed.pow10(SCALE - i.qtyDecimals)
      if (e.side === "Buy") {
        this.accounts.add(uid, "UNIFIED", i.quoteCoin, -value)
        this.accounts.add(uid, "UNIFIED", i.baseCoin, base - fee)
        this.book(e, i.quoteCoin, -value, 0n, e.execQty)
        this.book(e, i.baseCoin, base, fee, e.execQty)
      } else {
        this.accounts.add(uid, "UNIFIED", i.baseCoin, -base)
        this.accounts.add(uid, "UNIFIED", i.quoteCoin, value - fee)
        this.book(e, i.baseCoin, -base, 0n, e.execQty)
        this.book(e, i.quoteCoin, value, fee, e.execQty)
      }
      this.execExtras.set(e.execId, { closedSize: "0", execPnl: "0" })
      return undefined
    }
    const order = this.engine.order(i.category, { accountId: uid, orderId: e.orderId })
    const idx = order === undefined ? 0 : this.positionIdxOf(uid, i, order)
    const s = this.positions.apply({
      uid,
      instrument: i,
      positionIdx: idx,
      side: e.side,
      qty,
      price,
      fee,
      order: {
        orderId: e.orderId,
        side: e.side,
        qty: e.orderQty,
        price: e.orderPrice,
        orderType: e.orderType
      },
      now,
      seq: e.seq
    })
    const size = Fixed.format(s.position.size, i.qtyDecimals)
    if (i.category === "option") {
      // Premiums move cash; the position keeps its entry for the PnL figures.
      this.accounts.add(uid, "UNIFIED", i.settleCoin, (e.side === "Buy" ? -value : value) - fee)
      this.book(e, i.settleCoin, e.side === "Buy" ? -value : value, fee, size)
    } else {
      this.accounts.add(uid, "UNIFIED", i.settleCoin, s.cashFlow)
      this.book(e, i.settleCoin, s.pnl, fee, size)
    }
    this.execExtras.set(e.execId, {
      closedSize: Fixed.format(s.closedSize, i.qtyDecimals),
      execPnl: showAmount(s.pnl)
    })
    return s.position
  }

  /** Records an execution's cash movement in `coin` (applied already) in the ledger. */
  private book(e: ExecutionView, coin: string, cashFlow: bigint, fee: bigint, size: string): void {
    this.ledger.record({
      uid: e.accountId,
      type: e.execType === "BustTrade" ? "LIQUIDATION" : "TRADE",
      category: e.category,
      symbol: e.symbol,
      side: e.side,
      currency: coin,
      qty: e.execQty,
      size,
      tradePrice: e.execPrice,
      fee,
      feeRate: fee === 0n ? "0" : e.feeRate,
      cashFlow,
      change: cashFlow - fee,
      cashBalance: this.accounts.balance(e.accountId, "UNIFIED", coin),
      tradeId: e.execId,
      orderId: e.orderId,
      orderLinkId: e.orderLinkId,
      time: Number(e.execTime)
    })
  }

  private wsOrder(v: OrderView): object {
    const { accountId: _a, ...rest } = v
    return { ...rest, closedPnl: "0", extraFees: "", brokerOrderPrice: "" }
  }

  private wsExecution(e: ExecutionView): object {
    const { accountId: _a, ...rest } = e
    const x = this.execExtras.get(e.execId)
    return { ...rest, closedSize: x?.closedSize ?? "0", execPnl: x?.execPnl ?? "0", execFeeV2: "", extraFees: "" }
  }

  private pushWallet(uid: string, now: number): void {
    this.push({
      uid,
      topic: "wallet",
      id: this.nextId(uid, "wallet"),
      creationTime: now,
      data: [this.walletItem(uid, undefined)]
    })
  }

  private pushGreeks(uid: string, now: number): void {
    const byCoin = new Map<string, { d: number; g: number; v: number; t: number }>()
    for (const p of this.positions.list(uid, "option")) {
      if (p.size === 0n) continue
      const t = this.market.ticker(p.instrument, now) as OptionTicker
      const size = Number(Fixed.format(p.size, p.instrument.qtyDecimals)) * (p.side === "Sell" ? -1 : 1)
      const acc = byCoin.get(p.instrument.baseCoin) ?? { d: 0, g: 0, v: 0, t: 0 }
      acc.d += Number(t.delta) * size
      acc.g += Number(t.gamma) * size
      acc.v += Number(t.vega) * size
      acc.t += Number(t.theta) * size
      byCoin.set(p.instrument.baseCoin, acc)
    }
    const f = (x: number) => x.toFixed(4)
    this.push({
      uid,
      topic: "greeks",
      id: this.nextId(uid, "greeks"),
      creationTime: now,
      data: [...byCoin].map(([baseCoin, a]) => ({
        baseCoin,
        totalDelta: f(a.d),
        totalGamma: f(a.g),
        totalVega: f(a.v),
        totalTheta: f(a.t)
      }))
    })
  }

  // ---------------------------------------------------------------- order parameters

  private categoryOf(p: Params, allowed: ReadonlyArray<Category> = CATEGORIES): Category | Fail {
    const c = text(p, "category")
    if (c === undefined || c === "") return fail(10001, "params error: category is required")
    if (!(allowed as ReadonlyArray<string>).includes(c)) return fail(10001, "Illegal category")
    return c as Category
  }

  private instrumentOf(category: Category, p: Params): Instrument | Fail {
    const symbol = text(p, "symbol")
    if (symbol === undefined || symbol === "") return paramError("symbol is required")
    const i = Instruments.find(category, symbol)
    if (i === undefined) return category === "spot" ? fail(170121, "Invalid symbol.") : paramError("symbol invalid")
    return i
  }

  private linkIdOf(p: Params): string | undefined | Fail {
    const l = text(p, "orderLinkId")
    if (l === undefined || l === "") return undefined
    return LINK_ID.test(l) ? l : paramError("orderLinkId invalid")
  }

  private triggerByOf(p: Params, k: string): TriggerBy | undefined | Fail {
    const v = nonEmpty(p, k)
    if (v === undefined) return undefined
    return (TRIGGER_BY as ReadonlyArray<string>).includes(v) ? (v as TriggerBy) : paramError(`${k} invalid`)
  }

  private placeOrder(
    uid: string,
    category: Category,
    p: Params,
    now: number
  ): Result<{ orderId: string; orderLinkId: string }> {
    this.clock = now
    this.tick(now)
    const i = this.instrumentOf(category, p)
    if (isFail(i)) return i
    const mmp = this.mmp.admit(uid, i, p, now)
    if (isFail(mmp)) return mmp
    const spot = category === "spot"
    const side = text(p, "side")
    if (side !== "Buy" && side !== "Sell") return spot ? fail(170117, "Invalid side.") : paramError("side invalid")
    const orderType = text(p, "orderType")
    if (orderType !== "Market" && orderType !== "Limit") {
      return spot ? fail(170116, "Invalid orderType.") : paramError("orderType invalid")
    }
    let qty = text(p, "qty")
    if (qty === undefined || qty === "") return paramError("qty is required")
    const tif = nonEmpty(p, "timeInForce") ?? "GTC"
    if (tif !== "GTC" && tif !== "IOC" && tif !== "FOK" && tif !== "PostOnly") {
      return spot ? fail(170115, "Invalid timeInForce.") : paramError("timeInForce invalid")
    }
    const linkId = this.linkIdOf(p)
    if (isFail(linkId)) return linkId
    const idxRaw = int(p, "positionIdx")
    if (idxRaw !== undefined && idxRaw !== 0 && idxRaw !== 1 && idxRaw !== 2) return paramError("positionIdx invalid")
    let positionIdx: 0 | 1 | 2 = idxRaw ?? 0
    let reduceOnly = flag(p, "reduceOnly") ?? false
    const closeOnTrigger = flag(p, "closeOnTrigger") ?? false
    if (category === "linear" || category === "inverse") {
      const mode = this.positions.settings(uid, i).mode
      if ((mode === 0 && positionIdx !== 0) || (mode === 3 && positionIdx === 0)) {
        return fail(10001, "position idx not match position mode")
      }
      // In hedge mode an order against its position's side closes that position.
      if (mode === 3 && ((positionIdx === 1 && side === "Sell") || (positionIdx === 2 && side === "Buy")))
        reduceOnly = true
      const zero = Fixed.parse(qty, i.qtyDecimals)
      if (zero === 0n && reduceOnly && closeOnTrigger) {
        qty = Fixed.format(this.positions.reducible(uid, i, side, positionIdx), i.qtyDecimals)
      }
    } else {
      positionIdx = 0
    }
    const marketUnit = nonEmpty(p, "marketUnit")
    if (marketUnit !== undefined && marketUnit !== "baseCoin" && marketUnit !== "quoteCoin") {
      return paramError("marketUnit invalid")
    }
    const triggerBy = this.triggerByOf(p, "triggerBy")
    if (isFail(triggerBy)) return triggerBy
    const tpTriggerBy = this.triggerByOf(p, "tpTriggerBy")
    if (isFail(tpTriggerBy)) return tpTriggerBy
    const slTriggerBy = this.triggerByOf(p, "slTriggerBy")
    if (isFail(slTriggerBy)) return slTriggerBy
    const dir = int(p, "triggerDirection")
    if (dir !== undefined && dir !== 1 && dir !== 2) return paramError("triggerDirection invalid")
    const orderFilter = nonEmpty(p, "orderFilter")
    if (
      orderFilter !== undefined &&
      orderFilter !== "Order" &&
      orderFilter !== "tpslOrder" &&
      orderFilter !== "StopOrder"
    ) {
      return spot ? fail(170201, "Invalid orderFilter parameter.") : paramError("orderFilter invalid")
    }
    const tpslMode = nonEmpty(p, "tpslMode")
    if (tpslMode !== undefined && tpslMode !== "Full" && tpslMode !== "Partial") return paramError("tpslMode invalid")
    const tpOrderType = nonEmpty(p, "tpOrderType")
    const slOrderType = nonEmpty(p, "slOrderType")
    for (const t of [tpOrderType, slOrderType]) {
      if (t !== undefined && t !== "Market" && t !== "Limit") return paramError("tp/sl orderType invalid")
    }
    const isLeverage = int(p, "isLeverage")
    const opt = <K extends string, V>(k: K, v: V | undefined): { [P in K]?: V } =>
      (v === undefined ? {} : { [k]: v }) as { [P in K]?: V }
    const outcome = this.engine.place(
      i,
      {
        accountId: uid,
        side,
        orderType,
        qty,
        timeInForce: tif,
        positionIdx,
        reduceOnly,
        closeOnTrigger,
        fees: this.feeRates(uid, category),
        ...opt("price", nonEmpty(p, "price")),
        ...opt("orderLinkId", linkId),
        ...opt("marketUnit", marketUnit as "baseCoin" | "quoteCoin" | undefined),
        ...opt("isLeverage", isLeverage === 1 ? 1 : isLeverage === 0 ? 0 : undefined),
        ...opt("orderFilter", orderFilter as "Order" | "tpslOrder" | "StopOrder" | undefined),
        ...opt("triggerPrice", nonEmpty(p, "triggerPrice")),
        ...opt("triggerDirection", dir as 1 | 2 | undefined),
        ...opt("triggerBy", triggerBy),
        ...opt("takeProfit", nonEmpty(p, "takeProfit")),
        ...opt("stopLoss", nonEmpty(p, "stopLoss")),
        ...opt("tpTriggerBy", tpTriggerBy),
        ...opt("slTriggerBy", slTriggerBy),
        ...opt("tpslMode", tpslMode as "Full" | "Partial" | undefined),
        ...opt("tpOrderType", tpOrderType as "Market" | "Limit" | undefined),
        ...opt("slOrderType", slOrderType as "Market" | "Limit" | undefined),
        ...opt("tpLimitPrice", nonEmpty(p, "tpLimitPrice")),
        ...opt("slLimitPrice", nonEmpty(p, "slLimitPrice"))
      },
      now
    )
    if (outcome._tag === "Rejected") return fail(outcome.retCode, outcome.retMsg)
    if (mmp) this.mmp.tag(uid, outcome.value.orderId, i)
    this.applyReport(outcome.report, now, [])
    return ok({ orderId: outcome.value.orderId, orderLinkId: outcome.value.orderLinkId })
  }

  private refOf(uid: string, p: Params): { accountId: string; orderId?: string; orderLinkId?: string } | Fail {
    const orderId = nonEmpty(p, "orderId")
    const orderLinkId = nonEmpty(p, "orderLinkId")
    if (orderId === undefined && orderLinkId === undefined) return paramError("orderId or orderLinkId is required")
    return {
      accountId: uid,
      ...(orderId === undefined ? {} : { orderId }),
      ...(orderLinkId === undefined ? {} : { orderLinkId })
    }
  }

  private amendOne(
    uid: string,
    category: Category,
    p: Params,
    now: number
  ): Result<{ orderId: string; orderLinkId: string }> {
    this.clock = now
    this.tick(now)
    const i = this.instrumentOf(category, p)
    if (isFail(i)) return i
    const ref = this.refOf(uid, p)
    if (isFail(ref)) return ref
    const triggerBy = this.triggerByOf(p, "triggerBy")
    if (isFail(triggerBy)) return triggerBy
    const tpTriggerBy = this.triggerByOf(p, "tpTriggerBy")
    if (isFail(tpTriggerBy)) return tpTriggerBy
    const slTriggerBy = this.triggerByOf(p, "slTriggerBy")
    if (isFail(slTriggerBy)) return slTriggerBy
    const field = (k: string) => {
      const v = text(p, k)
      return v === undefined ? {} : { [k]: v }
    }
    const outcome = this.engine.amend(
      i,
      {
        ...ref,
        ...field("qty"),
        ...field("price"),
        ...field("triggerPrice"),
        ...field("takeProfit"),
        ...field("stopLoss"),
        ...field("tpLimitPrice"),
        ...field("slLimitPrice"),
        ...(triggerBy === undefined ? {} : { triggerBy }),
        ...(tpTriggerBy === undefined ? {} : { tpTriggerBy }),
        ...(slTriggerBy === undefined ? {} : { slTriggerBy })
      },
      now
    )
    if (outcome._tag === "Rejected") return fail(outcome.retCode, outcome.retMsg)
    this.applyReport(outcome.report, now, [])
    return ok({ orderId: outcome.value.orderId, orderLinkId: outcome.value.orderLinkId })
  }

  private cancelOne(
    uid: string,
    category: Category,
    p: Params,
    now: number
  ): Result<{ orderId: string; orderLinkId: string }> {
    this.clock = now
    this.tick(now)
    const i = this.instrumentOf(category, p)
    if (isFail(i)) return i
    const ref = this.refOf(uid, p)
    if (isFail(ref)) return ref
    const outcome = this.engine.cancel(i, ref, now)
    if (outcome._tag === "Rejected") return fail(outcome.retCode, outcome.retMsg)
    this.applyReport(outcome.report, now, [])
    return ok({ orderId: outcome.value.orderId, orderLinkId: outcome.value.orderLinkId })
  }

  // ---------------------------------------------------------------- trading (also used by the /v5/trade channel)

  /** `/v5/order/create` (and `order.create` on /v5/trade). */
  createOrder(caller: Caller, params: Params, now: number): Result<{ orderId: string; orderLinkId: string }> {
    const category = this.categoryOf(params)
    if (isFail(category)) return category
    return this.placeOrder(caller.uid, category, params, now)
  }

  /** `/v5/order/amend`. */
  amendOrder(caller: Caller, params: Params, now: number): Result<{ orderId: string; orderLinkId: string }> {
    const category = this.categoryOf(params)
    if (isFail(category)) return category
    return this.amendOne(caller.uid, category, params, now)
  }

  /** `/v5/order/cancel`. */
  cancelOrder(caller: Caller, params: Params, now: number): Result<{ orderId: string; orderLinkId: string }> {
    const category = this.categoryOf(params)
    if (isFail(category)) return category
    return this.cancelOne(caller.uid, category, params, now)
  }

  /** `/v5/order/cancel-all`: `{list[{orderId, orderLinkId}], success}`. */
  cancelAll(caller: Caller, params: Params, now: number): Result<object> {
    const category = this.categoryOf(params)
    if (isFail(category)) return category
    this.clock = now
    this.tick(now)
    const symbol = nonEmpty(params, "symbol")
    const baseCoin = nonEmpty(params, "baseCoin")
    const settleCoin = nonEmpty(params, "settleCoin")
    if ((category === "linear" || category === "inverse") && !symbol && !baseCoin && !settleCoin) {
      return fail(10001, "Missing some parameters that must be filled in, symbol or settleCoin or baseCoin")
    }
    if (symbol !== undefined && Instruments.find(category, symbol) === undefined) {
      return category === "spot" ? fail(170121, "Invalid symbol.") : paramError("symbol invalid")
    }
    const orderFilter = nonEmpty(params, "orderFilter")
    if (
      orderFilter !== undefined &&
      orderFilter !== "Order" &&
      orderFilter !== "StopOrder" &&
      orderFilter !== "tpslOrder" &&
      orderFilter !== "OpenOrder"
    ) {
      return paramError("orderFilter invalid")
    }
    const r = this.engine.cancelAll(
      {
        accountId: caller.uid,
        category,
        ...(symbol === undefined ? {} : { symbol }),
        ...(baseCoin === undefined ? {} : { baseCoin }),
        ...(settleCoin === undefined ? {} : { settleCoin }),
        ...(orderFilter === undefined ? {} : { orderFilter: orderFilter as "Order" })
      },
      now
    )
    this.applyReport(r.report, now, [])
    return ok({ list: r.list.map((o) => ({ orderId: o.orderId, orderLinkId: o.orderLinkId })), success: "1" })
  }

  /**
   * `/v5/order/create-batch` (`op` "create"), `amend-batch`, `cancel-batch`: `{list[…]}` plus `retExtInfo.list`
   * with one `{code, msg}` per item.
   */
  batch(op: "create" | "amend" | "cancel", caller: Caller, params: Params, now: number): Result<object> {
    const category = this.categoryOf(params)
    if (isFail(category)) return category
    const request = params.request
    if (!Array.isArray(request) || request.length === 0) return paramError("request is required")
    const max = category === "spot" ? 10 : 20
    if (request.length > max) return paramError(`request list size exceeds ${max}`)
    const list: Array<object> = []
    const codes: Array<{ code: number; msg: string }> = []
    for (const raw of request) {
      const item: Params = typeof raw === "object" && raw !== null ? (raw as Params) : {}
      const r =
        op === "create"
          ? this.placeOrder(caller.uid, category, item, now)
          : op === "amend"
            ? this.amendOne(caller.uid, category, item, now)
            : this.cancelOne(caller.uid, category, item, now)
      const symbol = text(item, "symbol") ?? ""
      if (r.ok) {
        list.push({
          category,
          symbol,
          orderId: r.value.orderId,
          orderLinkId: r.value.orderLinkId,
          ...(op === "create" ? { createAt: String(now) } : {})
        })
        codes.push({ code: 0, msg: "OK" })
      } else {
        list.push({
          category,
          symbol,
          orderId: "",
          orderLinkId: text(item, "orderLinkId") ?? "",
          ...(op === "create" ? { createAt: "" } : {})
        })
        codes.push({ code: r.retCode, msg: r.retMsg })
      }
    }
    return ok({ list }, { list: codes })
  }

  /** Cancels every open order of a DCP product of an account (the WS layer calls it when DCP fires). */
  dcpCancel(uid: string, product: DcpProduct, now: number): void {
    this.clock = now
    const categories: ReadonlyArray<Category> =
      product === "SPOT" ? ["spot"] : product === "OPTIONS" ? ["option"] : ["linear", "inverse"]
    for (const category of categories) {
      const r = this.engine.cancelAll({ accountId: uid, category }, now, "CancelByDCP")
      this.applyReport(r.report, now, [])
    }
  }

  /** The DCP window (seconds) of an account's product, `undefined` when DCP is not set. */
  dcpWindow(uid: string, product: DcpProduct): number | undefined {
    return this.dcp.get(`${uid}\u0000${product}`)
  }

  private setDcp(caller: Caller, p: Params, now: number): Result<object> {
    const w = int(p, "timeWindow")
    if (w === undefined || Number.isNaN(w) || w < 3 || w > 300) return paramError("timeWindow invalid")
    const product = nonEmpty(p, "product") ?? "OPTIONS"
    if (product !== "OPTIONS" && product !== "DERIVATIVES" && product !== "SPOT") return paramError("product invalid")
    this.dcp.set(`${caller.uid}\u0000${product}`, w)
    this.push({
      uid: caller.uid,
      topic: "dcp",
      product,
      id: this.nextId(caller.uid, "dcp"),
      creationTime: now,
      data: [{ product, dcpStatus: "ON", timeWindow: String(w) }]
    })
    return ok({})
  }

  private dcpInfo(caller: Caller): Result<object> {
    const dcpInfos: Array<object> = []
    for (const product of ["SPOT", "DERIVATIVES", "OPTIONS"] as const) {
      const w = this.dcpWindow(caller.uid, product)
      if (w !== undefined) dcpInfos.push({ product, dcpStatus: "ON", timeWindow: String(w) })
    }
    return ok({ dcpInfos })
  }

  // ---------------------------------------------------------------- order queries

  private orderFilterMatch(v: OrderView, filter: string | undefined): boolean {
    if (filter === undefined) return true
    const conditional = v.stopOrderType !== "" && v.stopOrderType !== "UNKNOWN"
    if (filter === "Order") return !conditional
    if (filter === "StopOrder") return v.stopOrderType === "Stop"
    if (filter === "tpslOrder") return conditional && v.stopOrderType !== "Stop"
    return true
  }

  private orderQuery(caller: Caller, p: Params, now: number, history: boolean): Result<object> {
    const category = this.categoryOf(p)
    if (isFail(category)) return category
    this.clock = now
    this.tick(now)
    const symbol = nonEmpty(p, "symbol")
    const baseCoin = nonEmpty(p, "baseCoin")
    const settleCoin = nonEmpty(p, "settleCoin")
    const orderId = nonEmpty(p, "orderId")
    const orderLinkId = nonEmpty(p, "orderLinkId")
    const named = orderId !== undefined || orderLinkId !== undefined
    if (!history && category === "linear" && !symbol && !baseCoin && !settleCoin && !named) {
      return fail(10001, "Missing some parameters that must be filled in, symbol or settleCoin or baseCoin")
    }
    if (symbol !== undefined && Instruments.find(category, symbol) === undefined) {
      return category === "spot" ? fail(170121, "Invalid symbol.") : paramError("symbol invalid")
    }
    const limit = limitOf(p, 1, 50, 20)
    if (isFail(limit)) return limit
    const orderFilter = nonEmpty(p, "orderFilter")
    const orderStatus = nonEmpty(p, "orderStatus")
    const openOnly = int(p, "openOnly") ?? 0
    const startTime = int(p, "startTime")
    const endTime = int(p, "endTime")
    const all = this.engine.orders({
      accountId: caller.uid,
      category,
      ...(symbol === undefined ? {} : { symbol }),
      openOnly: false
    })
    const items = all.filter((v) => {
      if (baseCoin !== undefined && Instruments.find(category, v.symbol)?.baseCoin !== baseCoin) return false
      if (settleCoin !== undefined && Instruments.find(category, v.symbol)?.settleCoin !== settleCoin) return false
      if (orderId !== undefined && v.orderId !== orderId) return false
      if (orderLinkId !== undefined && v.orderLinkId !== orderLinkId) return false
      if (!this.orderFilterMatch(v, orderFilter)) return false
      if (history) {
        if (orderStatus !== undefined && v.orderStatus !== orderStatus) return false
        const t = Number(v.createdTime)
        if (startTime !== undefined && t < startTime) return false
        if (endTime !== undefined && t > endTime) return false
        return true
      }
      const open = ORDER_OPEN.has(v.orderStatus)
      // A query by id finds the order in any state; otherwise open orders, or with openOnly=1 closed ones.
      if (orderId !== undefined || orderLinkId !== undefined) return true
      return openOnly === 1 ? !open : open
    })
    const pg = page(items, (v) => v.orderId, limit, nonEmpty(p, "cursor"))
    if (isFail(pg)) return pg
    return ok({ category, list: pg.list.map(restOrder), nextPageCursor: pg.next })
  }

  private openOrders(caller: Caller, p: Params, now: number): Result<object> {
    return this.orderQuery(caller, p, now, false)
  }

  private orderHistory(caller: Caller, p: Params, now: number): Result<object> {
    return this.orderQuery(caller, p, now, true)
  }

  private executions(caller: Caller, p: Params, now: number): Result<object> {
    const category = this.categoryOf(p)
    if (isFail(category)) return category
    this.clock = now
    this.tick(now)
    const limit = limitOf(p, 1, 100, 50)
    if (isFail(limit)) return limit
    const symbol = nonEmpty(p, "symbol")
    const orderId = nonEmpty(p, "orderId")
    const orderLinkId = nonEmpty(p, "orderLinkId")
    const baseCoin = nonEmpty(p, "baseCoin")
    const settleCoin = nonEmpty(p, "settleCoin")
    const execType = nonEmpty(p, "execType")
    const startTime = int(p, "startTime")
    const endTime = int(p, "endTime")
    const items = this.engine.executions(caller.uid, category).filter((e) => {
      const i = Instruments.find(category, e.symbol)
      if (symbol !== undefined && e.symbol !== symbol) return false
      if (orderId !== undefined && e.orderId !== orderId) return false
      if (orderLinkId !== undefined && e.orderLinkId !== orderLinkId) return false
      if (baseCoin !== undefined && i?.baseCoin !== baseCoin) return false
      if (settleCoin !== undefined && i?.settleCoin !== settleCoin) return false
      if (execType !== undefined && e.execType !== execType) return false
      const t = Number(e.execTime)
      if (startTime !== undefined && t < startTime) return false
      if (endTime !== undefined && t > endTime) return false
      return true
    })
    const pg = page(items, (e) => e.execId, limit, nonEmpty(p, "cursor"))
    if (isFail(pg)) return pg
    return ok({
      category,
      list: pg.list.map((e) => restExecution(e, this.execExtras.get(e.execId))),
      nextPageCursor: pg.next
    })
  }

  // ---------------------------------------------------------------- positions

  /** A position item (REST, or WS with `entryPrice` and `category`). */
  private positionItem(p: Position, ws: boolean): object {
    const i = p.instrument
    const s = this.positions.settings(p.uid, i)
    const mark = this.markUnits(i)
    const lev = p.side === "Sell" ? s.sellLeverage : s.buyLeverage
    const levUnits = this.leverageUnits(p.uid, i, p.side === "Sell" ? "Sell" : "Buy")
    const im = p.size === 0n ? 0n : Fixed.divide(p.value * 100n, levUnits, "up") + p.margin
    const tier = this.tierOf(i, p.riskId)
    const mm = (p.value * MM_RATE) / Fixed.pow10(RATE_SCALE)
    const avg = averagePrice(i, p.value, p.size)
    const markValue = settleValue(i, mark, p.size)
    const coinDecimals = i.category === "inverse" ? 8 : USD_DECIMALS
    const r = (units: bigint) => Fixed.formatTrimmed(Fixed.rescale(units, SCALE, coinDecimals, "halfUp"), coinDecimals)
    const item = {
      positionIdx: p.positionIdx,
      riskId: p.riskId,
      riskLimitValue: tier?.riskLimitValue ?? "",
      symbol: i.symbol,
      side: p.side,
      size: Fixed.format(p.size, i.qtyDecimals),
      ...(ws ? { entryPrice: avg } : { avgPrice: avg }),
      positionValue: r(p.value),
      autoAddMargin: s.autoAddMargin,
      positionStatus: "Normal",
      leverage: lev,
      breakEvenPrice: avg,
      markPrice: Fixed.format(mark, i.priceDecimals),
      liqPrice: "",
      bustPrice: "",
      positionIM: r(im),
      positionIMByMp: r(p.size === 0n ? 0n : Fixed.divide(markValue * 100n, levUnits, "up")),
      positionMM: r(mm),
      positionMMByMp: r((markValue * MM_RATE) / Fixed.pow10(RATE_SCALE)),
      positionBalance: r(im),
      takeProfit: p.takeProfit === "" ? "" : p.takeProfit,
      stopLoss: p.stopLoss === "" ? "" : p.stopLoss,
      trailingStop: p.trailingStop,
      sessionAvgPrice: "",
      delta: "",
      gamma: "",
      vega: "",
      theta: "",
      unrealisedPnl: r(this.positions.unrealised(p, mark)),
      curRealisedPnl: r(p.curRealisedPnl),
      cumRealisedPnl: r(p.cumRealisedPnl),
      adlRankIndicator: p.size === 0n ? 0 : 2,
      createdTime: String(p.createdTime),
      updatedTime: String(p.updatedTime),
      openTime: p.openTime,
      seq: p.seq,
      isReduceOnly: p.reduceOnly,
      mmrSysUpdatedTime: "",
      leverageSysUpdatedTime: "",
      tpslMode: p.tpslMode,
      tradeMode: s.tradeMode
    }
    return ws ? { category: i.category, ...item } : item
  }

  private positionList(caller: Caller, p: Params, now: number): Result<object> {
    const category = this.categoryOf(p, ["linear", "inverse", "option"])
    if (isFail(category)) return category
    this.clock = now
    this.tick(now)
    const symbol = nonEmpty(p, "symbol")
    const settleCoin = nonEmpty(p, "settleCoin")
    const baseCoin = nonEmpty(p, "baseCoin")
    if (category === "linear" && symbol === undefined && settleCoin === undefined) {
      return fail(10001, "Missing some parameters that must be filled in, symbol or settleCoin")
    }
    const limit = limitOf(p, 1, 200, 20)
    if (isFail(limit)) return limit
    let rows: Array<Position>
    if (symbol !== undefined) {
      const i = Instruments.find(category, symbol)
      if (i === undefined) return paramError("symbol invalid")
      rows = this.positions.indices(caller.uid, i).map((idx) => this.positions.position(caller.uid, i, idx))
    } else {
      rows = this.positions
        .list(caller.uid, category)
        .filter(
          (x) =>
            x.size > 0n &&
            (settleCoin === undefined || x.instrument.settleCoin === settleCoin) &&
            (baseCoin === undefined || x.instrument.baseCoin === baseCoin)
        )
    }
    const key = (x: Position) => `${x.instrument.symbol}-${x.positionIdx}`
    const pg = page(rows, key, limit, nonEmpty(p, "cursor"))
    if (isFail(pg)) return pg
    return ok({ category, list: pg.list.map((x) => this.positionItem(x, false)), nextPageCursor: pg.next })
  }

  private derivative(p: Params, linearOnly = false): { category: Category; instrument: Instrument } | Fail {
    const category = this.categoryOf(p, linearOnly ? ["linear"] : ["linear", "inverse"])
    if (isFail(category)) return category
    const i = this.instrumentOf(category, p)
    if (isFail(i)) return i
    return { category, instrument: i }
  }

  private leverageOf(i: Instrument, textValue: string | undefined): string | Fail {
    if (textValue === undefined || textValue === "") return paramError("leverage is required")
    const units = Fixed.parse(textValue, 2)
    const info = i.info as { leverageFilter?: { minLeverage: string; maxLeverage: string } }
    const min = Fixed.parse(info.leverageFilter?.minLeverage ?? "1", 2) ?? 100n
    const max = Fixed.parse(info.leverageFilter?.maxLeverage ?? "1", 2) ?? 100n
    if (units === undefined || units < min || units > max) {
      return fail(
        10001,
        `leverage invalid, valid range: [${info.leverageFilter?.minLeverage}, ${info.leverageFilter?.maxLeverage}]`
      )
    }
    return Fixed.formatTrimmed(units, 2)
  }

  private setLeverage(caller: Caller, p: Params, now: number): Result<object> {
    const d = this.derivative(p)
    if (isFail(d)) return d
    const i = d.instrument
    const buy = this.leverageOf(i, text(p, "buyLeverage"))
    if (isFail(buy)) return buy
    const sell = this.leverageOf(i, text(p, "sellLeverage"))
    if (isFail(sell)) return sell
    const s = this.positions.settings(caller.uid, i)
    if (s.tradeMode === 0 && buy !== sell)
      return fail(10001, "buy leverage must equal sell leverage in cross margin mode")
    if (s.buyLeverage === buy && s.sellLeverage === sell) return fail(110043, "Set leverage not modified")
    s.buyLeverage = buy
    s.sellLeverage = sell
    this.clock = now
    this.refreshHolds(caller.uid, i)
    this.pushPositions(caller.uid, i, now)
    return ok({})
  }

  private refreshHolds(uid: string, i: Instrument): void {
    for (const v of this.engine.orders({ accountId: uid, category: i.category, symbol: i.symbol, openOnly: true })) {
      this.setHold(v.orderId, this.holdOf(v))
    }
  }

  private pushPositions(uid: string, i: Instrument, now: number): void {
    const list = this.positions.indices(uid, i).map((idx) => this.positions.position(uid, i, idx))
    this.push({
      uid,
      topic: "position",
      category: i.category,
      id: this.nextId(uid, "position"),
      creationTime: now,
      data: list.map((x) => this.positionItem(x, true))
    })
  }

  private switchMode(caller: Caller, p: Params, now: number): Result<object> {
    const category = this.categoryOf(p, ["linear", "inverse"])
    if (isFail(category)) return category
    const mode = int(p, "mode")
    if (mode !== 0 && mode !== 3) return paramError("mode invalid")
    const symbol = nonEmpty(p, "symbol")
    const coin = nonEmpty(p, "coin")
    if (symbol === undefined && coin === undefined) return paramError("symbol or coin is required")
    const targets =
      symbol !== undefined
        ? [Instruments.find(category, symbol)].filter((x): x is Instrument => x !== undefined)
        : Instruments.byCategory(category).filter((x) => x.settleCoin === coin)
    if (targets.length === 0) return symbol !== undefined ? paramError("symbol invalid") : paramError("coin invalid")
    if (mode === 3 && category !== "linear") return fail(110029, "Hedge mode is not supported for this symbol")
    if (targets.every((i) => this.positions.settings(caller.uid, i).mode === mode)) {
      return fail(110025, "Position mode is not modified")
    }
    for (const i of targets) {
      if (this.positions.hasSize(caller.uid, i)) {
        return fail(110024, "You have an existing position, so the position mode cannot be switched")
      }
      if (this.engine.orders({ accountId: caller.uid, category, symbol: i.symbol, openOnly: true }).length > 0) {
        return fail(110028, "You have existing open orders, so the position mode cannot be switched")
      }
    }
    for (const i of targets) this.positions.settings(caller.uid, i).mode = mode
    this.clock = now
    return ok({})
  }

  private switchIsolated(caller: Caller, p: Params, now: number): Result<object> {
    const d = this.derivative(p)
    if (isFail(d)) return d
    const i = d.instrument
    const tradeMode = int(p, "tradeMode")
    if (tradeMode !== 0 && tradeMode !== 1) return paramError("tradeMode invalid")
    const buy = this.leverageOf(i, text(p, "buyLeverage"))
    if (isFail(buy)) return buy
    const sell = this.leverageOf(i, text(p, "sellLeverage"))
    if (isFail(sell)) return sell
    const s = this.positions.settings(caller.uid, i)
    if (s.tradeMode === tradeMode) return fail(110026, "Cross/isolated margin mode is not modified")
    if (tradeMode === 0 && buy !== sell)
      return fail(10001, "buy leverage must equal sell leverage in cross margin mode")
    s.tradeMode = tradeMode
    s.buyLeverage = buy
    s.sellLeverage = sell
    this.clock = now
    this.refreshHolds(caller.uid, i)
    this.pushPositions(caller.uid, i, now)
    return ok({})
  }

  private tradingStop(caller: Caller, p: Params, now: number): Result<object> {
    const d = this.derivative(p)
    if (isFail(d)) return d
    const i = d.instrument
    this.clock = now
    this.tick(now)
    const tpslMode = text(p, "tpslMode")
    if (tpslMode !== "Full" && tpslMode !== "Partial") return paramError("tpslMode invalid")
    const idx = int(p, "positionIdx")
    if (idx !== 0 && idx !== 1 && idx !== 2) return paramError("positionIdx invalid")
    const mode = this.positions.settings(caller.uid, i).mode
    if ((mode === 0 && idx !== 0) || (mode === 3 && idx === 0))
      return fail(10001, "position idx not match position mode")
    const pos = this.positions.position(caller.uid, i, idx)
    if (pos.size === 0n) return fail(10001, "can not set tp/sl/ts for zero position")
    const price = (k: string): string | undefined | Fail => {
      const v = text(p, k)
      if (v === undefined || v === "") return undefined
      if (v === "0") return "0"
      const u = Fixed.parse(v, i.priceDecimals)
      if (u === undefined || u <= 0n || u % BigInt(i.tickUnits) !== 0n) return paramError(`${k} invalid`)
      return Fixed.format(u, i.priceDecimals)
    }
    const tp = price("takeProfit")
    if (isFail(tp)) return tp
    const sl = price("stopLoss")
    if (isFail(sl)) return sl
    const ts = price("trailingStop")
    if (isFail(ts)) return ts
    const active = price("activePrice")
    if (isFail(active)) return active
    const long = pos.side === "Buy"
    const last = BigInt(this.market.lastPriceUnits(i, now))
    const lastText = Fixed.format(last, i.priceDecimals)
    if (tp !== undefined && tp !== "0") {
      const u = Fixed.parse(tp, i.priceDecimals) ?? 0n
      if (long ? u <= last : u >= last) {
        return fail(
          10001,
          `TakeProfit:${tp} set for ${pos.side} position should be ${long ? "higher" : "lower"} than base_price:${lastText}??LastPrice`
        )
      }
    }
    if (sl !== undefined && sl !== "0") {
      const u = Fixed.parse(sl, i.priceDecimals) ?? 0n
      if (long ? u >= last : u <= last) {
        return fail(
          10001,
          `StopLoss:${sl} set for ${pos.side} position should be ${long ? "lower" : "higher"} than base_price:${lastText}??LastPrice`
        )
      }
    }
    const next = {
      takeProfit: tp === undefined ? pos.takeProfit : tp === "0" ? "" : tp,
      stopLoss: sl === undefined ? pos.stopLoss : sl === "0" ? "" : sl,
      trailingStop: ts === undefined ? pos.trailingStop : ts,
      activePrice: active === undefined ? pos.activePrice : active === "0" ? "" : active
    }
    const tpBy = this.triggerByOf(p, "tpTriggerBy")
    if (isFail(tpBy)) return tpBy
    const slBy = this.triggerByOf(p, "slTriggerBy")
    if (isFail(slBy)) return slBy
    const unchanged =
      next.takeProfit === pos.takeProfit &&
      next.stopLoss === pos.stopLoss &&
      next.trailingStop === pos.trailingStop &&
      next.activePrice === pos.activePrice &&
      (tpBy === undefined || tpBy === pos.tpTriggerBy) &&
      (slBy === undefined || slBy === pos.slTriggerBy)
    if (unchanged) return fail(10001, "not modified")
    pos.takeProfit = next.takeProfit
    pos.stopLoss = next.stopLoss
    pos.trailingStop = next.trailingStop
    pos.activePrice = next.activePrice
    pos.tpslMode = tpslMode
    if (pos.takeProfit !== "") pos.tpTriggerBy = tpBy ?? (pos.tpTriggerBy === "" ? "LastPrice" : pos.tpTriggerBy)
    if (pos.stopLoss !== "") pos.slTriggerBy = slBy ?? (pos.slTriggerBy === "" ? "LastPrice" : pos.slTriggerBy)
    pos.updatedTime = now
    this.trailing.delete(pos)
    this.pushPositions(caller.uid, i, now)
    return ok({})
  }

  private tierOf(i: Instrument, riskId: number): RiskLimitTier | undefined {
    return this.market.riskLimits(i).find((t) => t.id === riskId)
  }

  /** The positions a request names: its `positionIdx` (checked against the mode), or every index of the mode. */
  private positionsOf(uid: string, i: Instrument, p: Params): ReadonlyArray<Position> | Fail {
    const idx = int(p, "positionIdx")
    const mode = this.positions.settings(uid, i).mode
    if (idx === undefined) return this.positions.indices(uid, i).map((x) => this.positions.position(uid, i, x))
    if (idx !== 0 && idx !== 1 && idx !== 2) return paramError("positionIdx invalid")
    if ((mode === 0 && idx !== 0) || (mode === 3 && idx === 0)) {
      return fail(10001, "position idx not match position mode")
    }
    return [this.positions.position(uid, i, idx)]
  }

  /** Isolated margin: the symbol's trade mode, or the account's isolated margin mode. */
  private isolated(uid: string, i: Instrument): boolean {
    return this.positions.settings(uid, i).tradeMode === 1 || this.marginModes.get(uid) === "ISOLATED_MARGIN"
  }

  private setTpSlMode(caller: Caller, p: Params, now: number): Result<object> {
    const d = this.derivative(p)
    if (isFail(d)) return d
    const i = d.instrument
    const mode = text(p, "tpSlMode")
    if (mode !== "Full" && mode !== "Partial") return paramError("tpSlMode invalid")
    const rows = this.positions.indices(caller.uid, i).map((idx) => this.positions.position(caller.uid, i, idx))
    const changing = rows.filter((x) => x.tpslMode !== mode)
    if (changing.length === 0) return fail(10001, "tpSlMode not modified")
    // Attached TP/SL orders follow the mode they were set in, so they lock it.
    for (const x of changing) {
      if (x.takeProfit !== "") {
        return fail(
          110054,
          "This position has at least one take profit link order, so the take profit and stop loss mode cannot be switched"
        )
      }
      if (x.stopLoss !== "") {
        return fail(
          110055,
          "This position has at least one stop loss link order, so the take profit and stop loss mode cannot be switched"
        )
      }
      if (x.trailingStop !== "0" && x.trailingStop !== "") {
        return fail(
          110056,
          "This position has at least one trailing stop link order, so the take profit and stop loss mode cannot be switched"
        )
      }
    }
    for (const x of changing) x.tpslMode = mode
    this.clock = now
    return ok({ tpSlMode: mode })
  }

  private setRiskLimit(caller: Caller, p: Params, now: number): Result<object> {
    const d = this.derivative(p)
    if (isFail(d)) return d
    const i = d.instrument
    this.clock = now
    this.tick(now)
    const riskId = int(p, "riskId")
    if (riskId === undefined || Number.isNaN(riskId)) return paramError("riskId invalid")
    const tier = this.tierOf(i, riskId)
    if (tier === undefined) return fail(110031, "Non-existing risk limit info, please check the risk limit rules.")
    const rows = this.positionsOf(caller.uid, i, p)
    if (isFail(rows)) return rows
    if (rows.every((x) => x.riskId === riskId)) return fail(110075, "RiskId not modified")
    const limit = Fixed.parse(tier.riskLimitValue, SCALE) ?? 0n
    for (const x of rows) {
      if (x.value > limit) {
        return fail(
          110048,
          "Risk limit cannot be adjusted as the current/expected position value exceeds the revised risk limit"
        )
      }
    }
    for (const x of rows) x.riskId = riskId
    this.pushPositions(caller.uid, i, now)
    return ok({ category: d.category, riskId, riskLimitValue: tier.riskLimitValue })
  }

  private setAutoAddMargin(caller: Caller, p: Params, now: number): Result<object> {
    const d = this.derivative(p)
    if (isFail(d)) return d
    const i = d.instrument
    const on = int(p, "autoAddMargin")
    if (on !== 0 && on !== 1) return paramError("autoAddMargin invalid")
    const rows = this.positionsOf(caller.uid, i, p)
    if (isFail(rows)) return rows
    if (!this.isolated(caller.uid, i)) return fail(110076, "Only isolated mode can set auto-add-margin")
    if (rows.every((x) => x.size === 0n)) return fail(110033, "You can't set margin without an open position")
    this.positions.settings(caller.uid, i).autoAddMargin = on
    this.clock = now
    this.pushPositions(caller.uid, i, now)
    return ok({})
  }

  private addMargin(caller: Caller, p: Params, now: number): Result<object> {
    const d = this.derivative(p)
    if (isFail(d)) return d
    const i = d.instrument
    this.clock = now
    this.tick(now)
    const marginText = text(p, "margin")
    if (marginText === undefined || marginText === "") return paramError("margin is required")
    if (!Fixed.isDecimal(marginText) || Fixed.decimalsOf(marginText) > 8) return paramError("margin invalid")
    const margin = Fixed.parse(marginText, SCALE) ?? 0n
    if (margin === 0n) return paramError("margin invalid")
    const rows = this.positionsOf(caller.uid, i, p)
    if (isFail(rows)) return rows
    // Without an index in hedge mode there is no single position to adjust.
    const pos = rows.length === 1 ? rows[0] : undefined
    if (pos === undefined) return paramError("positionIdx is required in hedge mode")
    if (pos.size === 0n) return fail(110033, "You can't set margin without an open position")
    if (!this.isolated(caller.uid, i)) return fail(110015, "The position is in cross margin mode.")
    if (margin > 0n && margin > this.available(caller.uid, i.settleCoin)) {
      return fail(110014, "Insufficient available balance to add additional margin.")
    }
    if (margin < 0n && -margin > pos.margin) return fail(110078, "Added margin more than max can reduce margin")
    pos.margin += margin
    pos.updatedTime = now
    this.pushPositions(caller.uid, i, now)
    this.pushWallet(caller.uid, now)
    const item = this.positionItem(pos, false) as Record<string, unknown>
    const pick = (keys: ReadonlyArray<string>) => Object.fromEntries(keys.map((k) => [k, item[k]]))
    return ok({
      category: d.category,
      ...pick([
        "symbol",
        "positionIdx",
        "riskId",
        "riskLimitValue",
        "size",
        "avgPrice",
        "liqPrice",
        "bustPrice",
        "markPrice",
        "positionValue",
        "leverage",
        "autoAddMargin",
        "positionStatus",
        "positionIM",
        "positionMM",
        "takeProfit",
        "stopLoss",
        "trailingStop",
        "unrealisedPnl",
        "cumRealisedPnl",
        "createdTime",
        "updatedTime"
      ])
    })
  }

  /**
   * Marks an account's open positions of a symbol reduce-only, as the exchange does when it revises a contract's
   * risk limits and the position's margin rate would change (admin; `/v5/position/confirm-pending-mmr` lifts it).
   * Returns how many positions it marked.
   */
  restrictPositions(uid: string, category: Category, symbol: string, now: number): number {
    const i = Instruments.find(category, symbol)
    if (i === undefined) return 0
    const rows = this.positions.list(uid, category).filter((x) => x.instrument === i && x.size > 0n)
    for (const x of rows) x.reduceOnly = true
    if (rows.length > 0) this.pushPositions(uid, i, now)
    return rows.length
  }

  private confirmPendingMmr(caller: Caller, p: Params, now: number): Result<object> {
    const d = this.derivative(p)
    if (isFail(d)) return d
    const i = d.instrument
    this.clock = now
    this.tick(now)
    const rows = this.positions.list(caller.uid, d.category).filter((x) => x.instrument === i && x.reduceOnly)
    if (rows.length === 0) {
      return fail(
        110082,
        "You cannot lift Reduce-Only restrictions, as no Reduce-Only restrictions are applied to your position"
      )
    }
    const f = this.positionFigures(caller.uid, i.settleCoin)
    const equity = this.accounts.balance(caller.uid, "UNIFIED", i.settleCoin) + f.upl
    if (f.mm >= equity) return fail(110039, "Maintenance margin rate is too high. This may trigger liquidation.")
    for (const x of rows) x.reduceOnly = false
    this.pushPositions(caller.uid, i, now)
    return ok({})
  }

  /** One leg of a move, checked: the instrument, `fromUid`'s side, price and quantity units. */
  private moveLeg(
    raw: unknown,
    parties: ReadonlyArray<string>
  ): { i: Instrument; side: "Buy" | "Sell"; price: bigint; qty: bigint } | Fail {
    const item = (typeof raw === "object" && raw !== null ? raw : {}) as Params
    const category = this.categoryOf(item, ["linear", "inverse", "option"])
    if (isFail(category)) return category
    const i = this.instrumentOf(category, item)
    if (isFail(i)) return i
    const side = text(item, "side")
    if (side !== "Buy" && side !== "Sell") return paramError("side invalid")
    const price = Fixed.parse(text(item, "price") ?? "", i.priceDecimals)
    if (price === undefined || price <= 0n || price % BigInt(i.tickUnits) !== 0n) return paramError("price invalid")
    const qty = Fixed.parse(text(item, "qty") ?? "", i.qtyDecimals)
    const min = Fixed.parse(i.minOrderQty, i.qtyDecimals) ?? 0n
    if (qty === undefined || qty < min || qty <= 0n || qty % BigInt(i.stepUnits) !== 0n) {
      return paramError("qty invalid")
    }
    if (category !== "option" && parties.some((uid) => this.positions.settings(uid, i).mode !== 0)) {
      return paramError("position mode must be one-way for both uids")
    }
    return { i, side, price, qty }
  }

  /**
   * `/v5/position/move-positions`: moves positions between the master and its subs at the given prices, without
   * fees. The receiving party must afford the margin of what the move opens for it, else the move is `Rejected`
   * (`rejectParty` `Taker` for `fromUid`, `Maker` for `toUid`).
   */
  private movePositions(caller: Caller, p: Params, now: number): Result<object> {
    this.clock = now
    this.tick(now)
    const fromUid = nonEmpty(p, "fromUid")
    const toUid = nonEmpty(p, "toUid")
    if (fromUid === undefined || toUid === undefined) return paramError("fromUid and toUid are required")
    if (fromUid === toUid) return paramError("fromUid and toUid must differ")
    const master = this.masterOf(caller.uid)
    const family = (uid: string) => {
      const m = this.accounts.member(uid)
      return m !== undefined && (m.uid === master || m.parentUid === master)
    }
    if (!family(fromUid) || !family(toUid)) {
      return fail(500010, "The subaccount specified does not belong to the parent account")
    }
    const raw = Array.isArray(p.list) ? p.list : []
    if (raw.length === 0 || raw.length > 25) return paramError("list must hold 1 to 25 legs")
    const legs: Array<{ i: Instrument; side: "Buy" | "Sell"; price: bigint; qty: bigint }> = []
    for (const item of raw) {
      const leg = this.moveLeg(item, [fromUid, toUid])
      if (isFail(leg)) return leg
      legs.push(leg)
    }
    this.moveSeq++
    const blockTradeId = hashUuid(this.seed, 0x6d6f7665, this.moveSeq).replaceAll("-", "")
    const opposite = (s: "Buy" | "Sell"): "Buy" | "Sell" => (s === "Buy" ? "Sell" : "Buy")
    // What each party must still afford: the margin of the size a leg opens for it (closing needs none).
    const short = (uid: string, sideOf: (s: "Buy" | "Sell") => "Buy" | "Sell"): boolean => {
      const need = new Map<string, bigint>()
      for (const l of legs) {
        const side = sideOf(l.side)
        const pos = this.positions.position(uid, l.i, 0)
        const open = pos.size > 0n && pos.side !== side ? l.qty - Fixed.min(l.qty, pos.size) : l.qty
        const cost = this.orderCost(uid, l.i, side, settleValue(l.i, l.price, open))
        need.set(l.i.settleCoin, (need.get(l.i.settleCoin) ?? 0n) + cost)
      }
      return [...need].some(([coin, cost]) => cost > this.available(uid, coin))
    }
    const rejectParty = short(fromUid, (s) => s) ? "Taker" : short(toUid, opposite) ? "Maker" : ""
    const records: Array<MoveRecord> = []
    legs.forEach((l, n) => {
      for (const [uid, side] of [
        [fromUid, l.side],
        [toUid, opposite(l.side)]
      ] as const) {
        const orderId = hashUuid(this.seed, 0x6d6f7666 + n, this.moveSeq * 2 + (uid === fromUid ? 0 : 1))
        const execId = hashUuid(this.seed, 0x6d6f7765 + n, this.moveSeq * 2 + (uid === fromUid ? 0 : 1))
        const price = Fixed.formatTrimmed(l.price, l.i.priceDecimals)
        const qty = Fixed.format(l.qty, l.i.qtyDecimals)
        if (rejectParty === "") this.settleMove(uid, l.i, side, l.qty, l.price, { orderId, execId }, now)
        records.push({
          master,
          blockTradeId,
          category: l.i.category,
          orderId,
          userId: uid,
          symbol: l.i.symbol,
          side,
          price,
          qty,
          status: rejectParty === "" ? "Filled" : "Rejected",
          execId: rejectParty === "" ? execId : "",
          resultCode: rejectParty === "" ? 0 : 110044,
          resultMessage: rejectParty === "" ? "" : "Available margin is insufficient",
          createdAt: now,
          updatedAt: now,
          rejectParty
        })
      }
    })
    this.moves.record(records)
    if (rejectParty === "") {
      for (const uid of [fromUid, toUid]) {
        for (const i of new Set(legs.map((l) => l.i))) this.pushPositions(uid, i, now)
        this.pushWallet(uid, now)
      }
    }
    return ok({ blockTradeId, status: rejectParty === "" ? "Processing" : "Rejected", rejectParty })
  }

  /** Settles one party of a moved leg: the position, the cash (premium or realised PnL) and the ledger. */
  private settleMove(
    uid: string,
    i: Instrument,
    side: "Buy" | "Sell",
    qty: bigint,
    price: bigint,
    ids: { readonly orderId: string; readonly execId: string },
    now: number
  ): void {
    this.eventSeq++
    const qtyText = Fixed.format(qty, i.qtyDecimals)
    const priceText = Fixed.format(price, i.priceDecimals)
    const s = this.positions.apply({
      uid,
      instrument: i,
      positionIdx: 0,
      side,
      qty,
      price,
      fee: 0n,
      order: { orderId: ids.orderId, side, qty: qtyText, price: priceText, orderType: "Limit" },
      now,
      seq: this.eventSeq
    })
    const value = settleValue(i, price, qty)
    const cashFlow = i.category === "option" ? (side === "Buy" ? -value : value) : s.pnl
    this.accounts.add(uid, "UNIFIED", i.settleCoin, cashFlow)
    this.ledger.record({
      uid,
      type: "TRADE",
      category: i.category,
      symbol: i.symbol,
      side,
      currency: i.settleCoin,
      qty: qtyText,
      size: Fixed.format(s.position.size, i.qtyDecimals),
      tradePrice: priceText,
      fee: 0n,
      feeRate: "0",
      cashFlow,
      change: cashFlow,
      cashBalance: this.accounts.balance(uid, "UNIFIED", i.settleCoin),
      tradeId: ids.execId,
      orderId: ids.orderId,
      orderLinkId: "",
      time: now
    })
  }

  private closedPnl(caller: Caller, p: Params, now: number): Result<object> {
    const category = this.categoryOf(p, ["linear", "inverse"])
    if (isFail(category)) return category
    this.clock = now
    const limit = limitOf(p, 1, 100, 50)
    if (isFail(limit)) return limit
    const symbol = nonEmpty(p, "symbol")
    const startTime = int(p, "startTime")
    const endTime = int(p, "endTime")
    const items = this.positions.closedPnl(caller.uid, category).filter((r) => {
      if (symbol !== undefined && r.symbol !== symbol) return false
      if (startTime !== undefined && r.updatedTime < startTime) return false
      if (endTime !== undefined && r.updatedTime > endTime) return false
      return true
    })
    const pg = page(items, (r) => r.orderId, limit, nonEmpty(p, "cursor"))
    if (isFail(pg)) return pg
    return ok({ category, list: pg.list.map((r) => this.closedPnlItem(r)), nextPageCursor: pg.next })
  }

  private closedPnlItem(r: ClosedPnl): object {
    const i = Instruments.find(r.category, r.symbol)
    const d = r.category === "inverse" ? 8 : USD_DECIMALS
    const show = (u: bigint) => Fixed.formatTrimmed(Fixed.rescale(u, SCALE, d, "halfUp"), d)
    return {
      symbol: r.symbol,
      orderType: r.orderType,
      leverage: r.leverage,
      updatedTime: String(r.updatedTime),
      side: r.side,
      orderId: r.orderId,
      closedPnl: show(r.closedPnl),
      avgEntryPrice: i === undefined ? "0" : averagePrice(i, r.cumEntryValue, r.closedSize),
      qty: r.qty,
      cumEntryValue: show(r.cumEntryValue),
      createdTime: String(r.createdTime),
      orderPrice: r.orderPrice,
      closedSize: i === undefined ? "0" : Fixed.format(r.closedSize, i.qtyDecimals),
      avgExitPrice: i === undefined ? "0" : averagePrice(i, r.cumExitValue, r.closedSize),
      execType: "Trade",
      fillCount: String(r.fillCount),
      cumExitValue: show(r.cumExitValue),
      openFee: show(r.openFee),
      closeFee: show(r.closeFee)
    }
  }

  // ---------------------------------------------------------------- account

  private usdPrice(coin: string): bigint {
    if (coin === "USDT" || coin === "USDC" || coin === "USD") return ONE
    const i = Instruments.find("spot", `${coin}USDT`)
    if (i === undefined) return 0n
    const last = BigInt(this.market.lastPriceUnits(i, this.clock))
    return last * Fixed.pow10(SCALE - i.priceDecimals)
  }

  /** The `wallet-balance` / `wallet` item of the unified account; `coins` limits the coin list. */
  private walletItem(uid: string, coins: ReadonlyArray<string> | undefined): object {
    const show = (u: bigint) => Fixed.formatTrimmed(Fixed.rescale(u, SCALE, USD_DECIMALS, "halfUp"), USD_DECIMALS)
    const rate = (a: bigint, b: bigint) =>
      b <= 0n ? "0" : Fixed.formatTrimmed(Fixed.divide(a * 10_000n, b, "halfUp"), 4)
    const held = new Set(this.accounts.coins(uid, "UNIFIED"))
    for (const p of this.positions.list(uid)) held.add(p.instrument.settleCoin)
    const list = (coins ?? [...held].sort()).filter((c) => coins !== undefined || held.has(c))
    let equity = 0n
    let wallet = 0n
    let margin = 0n
    let im = 0n
    let mm = 0n
    let perpUpl = 0n
    const coinItems: Array<object> = []
    for (const coin of list) {
      const w = this.accounts.balance(uid, "UNIFIED", coin)
      const f = this.positionFigures(uid, coin)
      const locked = this.hold(uid, coin, "locked")
      const orderIM = this.hold(uid, coin, "orderIM")
      const debt = this.loans.owed(uid, coin)
      // borrowed coins sit in the wallet; the debt counts against the coin's equity
      const eq = w + f.upl - debt
      if (coins === undefined && w === 0n && f.upl === 0n && locked === 0n && orderIM === 0n && f.im === 0n) continue
      const usd = this.usdPrice(coin)
      const toUsd = (u: bigint) => (u * usd) / ONE
      equity += toUsd(eq)
      wallet += toUsd(w)
      margin += toUsd(eq)
      im += toUsd(orderIM + f.im)
      mm += toUsd(f.mm)
      perpUpl += toUsd(f.upl)
      coinItems.push({
        coin,
        equity: showAmount(eq),
        usdValue: show(toUsd(eq)),
        walletBalance: showAmount(w),
        locked: showAmount(locked),
        spotHedgingQty: "0",
        borrowAmount: showAmount(debt),
        accruedInterest: "0",
        totalOrderIM: showAmount(orderIM),
        totalPositionIM: showAmount(f.im),
        totalPositionMM: showAmount(f.mm),
        unrealisedPnl: showAmount(f.upl),
        cumRealisedPnl: showAmount(f.cum),
        bonus: "0",
        marginCollateral: true,
        collateralSwitch: this.settings.collateral(uid, coin),
        spotBorrow: showAmount(debt),
        free: "",
        availableToWithdraw: "",
        availableToBorrow: ""
      })
    }
    return {
      accountType: "UNIFIED",
      accountIMRate: rate(im, margin),
      accountMMRate: rate(mm, margin),
      accountIMRateByMp: rate(im, margin),
      accountMMRateByMp: rate(mm, margin),
      totalEquity: show(equity),
      totalWalletBalance: show(wallet),
      totalMarginBalance: show(margin),
      totalAvailableBalance: show(margin - im),
      totalPerpUPL: show(perpUpl),
      totalInitialMargin: show(im),
      totalMaintenanceMargin: show(mm),
      totalInitialMarginByMp: show(im),
      totalMaintenanceMarginByMp: show(mm),
      accountLTV: "0",
      coin: coinItems
    }
  }

  private walletBalance(caller: Caller, p: Params, now: number): Result<object> {
    const accountType = text(p, "accountType")
    if (accountType === undefined || accountType === "") return paramError("accountType is required")
    if (accountType !== "UNIFIED") return fail(10001, "accountType only support UNIFIED")
    this.clock = now
    this.tick(now)
    const coin = nonEmpty(p, "coin")
    const coins = coin === undefined ? undefined : coin.split(",").map((c) => c.trim().toUpperCase())
    return ok({ list: [this.walletItem(caller.uid, coins)] })
  }

  private accountInfo(caller: Caller, now: number): Result<object> {
    void now
    const dcpOn = ["SPOT", "DERIVATIVES", "OPTIONS"].some((x) => this.dcp.has(`${caller.uid}\u0000${x}`))
    return ok({
      unifiedMarginStatus: this.accounts.member(caller.uid)?.unifiedMarginStatus ?? 5,
      marginMode: this.marginModes.get(caller.uid) ?? "REGULAR_MARGIN",
      isMasterTrader: false,
      spotHedgingStatus: this.settings.spotHedging(caller.uid),
      updatedTime: String(this.accounts.member(caller.uid)?.createdAt ?? 0),
      dcpStatus: dcpOn ? "ON" : "OFF",
      timeWindow: this.dcpWindow(caller.uid, "DERIVATIVES") ?? 10,
      smpGroup: 0
    })
  }

  private setMarginMode(caller: Caller, p: Params): Result<object> {
    const m = text(p, "setMarginMode")
    if (m !== "ISOLATED_MARGIN" && m !== "REGULAR_MARGIN" && m !== "PORTFOLIO_MARGIN") {
      return paramError("setMarginMode invalid")
    }
    this.marginModes.set(caller.uid, m)
    return ok({ reasons: [] })
  }

  /** `set-collateral-switch` (one item, empty answer) and `-batch` (the items as set). */
  private setCollateral(caller: Caller, raw: ReadonlyArray<unknown>, batch: boolean, now: number): Result<object> {
    this.clock = now
    const items: Array<{ coin: string; collateralSwitch: string }> = []
    for (const r of raw) {
      const item = (typeof r === "object" && r !== null ? r : {}) as Params
      const coin = nonEmpty(item, "coin")
      if (coin === undefined) return paramError("coin is required")
      items.push({ coin, collateralSwitch: text(item, "collateralSwitch") ?? "" })
    }
    if (items.length === 0) return paramError("request is required")
    // A coin backs margin while it settles an open position or holds an open order's margin.
    const committed = (coin: string) =>
      this.hold(caller.uid, coin, "orderIM") > 0n ||
      this.hold(caller.uid, coin, "locked") > 0n ||
      this.positions.list(caller.uid).some((x) => x.size > 0n && x.instrument.settleCoin === coin)
    const r = this.settings.setCollateral(caller.uid, items, committed)
    if (!r.ok) return r
    this.pushWallet(caller.uid, now)
    return ok(batch ? { list: r.value } : {})
  }

  /** `/v5/order/spot-borrow-check`: what the balance buys or sells at the last price (the emulator does not lend). */
  private spotBorrowCheck(caller: Caller, p: Params, now: number): Result<object> {
    const category = text(p, "category")
    if (category !== "spot") return fail(10001, "Illegal category")
    const symbol = nonEmpty(p, "symbol")
    const i = symbol === undefined ? undefined : Instruments.find("spot", symbol)
    if (i === undefined) return paramError("symbol invalid")
    const side = text(p, "side")
    if (side !== "Buy" && side !== "Sell") return paramError("side invalid")
    this.clock = now
    this.tick(now)
    const price = BigInt(this.market.lastPriceUnits(i, now))
    const coin = side === "Buy" ? i.quoteCoin : i.baseCoin
    const free = Fixed.max(0n, this.available(caller.uid, coin))
    const qtyUnits =
      side === "Buy"
        ? price === 0n
          ? 0n
          : Fixed.divide(free * Fixed.pow10(i.priceDecimals), price * Fixed.pow10(SCALE - i.qtyDecimals), "down")
        : Fixed.rescale(free, SCALE, i.qtyDecimals, "down")
    const amount = side === "Buy" ? free : settleValue(i, price, qtyUnits)
    const qty = Fixed.format(qtyUnits, i.qtyDecimals)
    const value = Fixed.formatTrimmed(Fixed.rescale(amount, SCALE, USD_DECIMALS, "down"), USD_DECIMALS)
    return ok({
      symbol: i.symbol,
      side,
      maxTradeQty: qty,
      maxTradeAmount: value,
      spotMaxTradeQty: qty,
      spotMaxTradeAmount: value,
      borrowCoin: coin
    })
  }

  private feeRate(caller: Caller, p: Params): Result<object> {
    const category = this.categoryOf(p)
    if (isFail(category)) return category
    const symbol = nonEmpty(p, "symbol")
    const baseCoin = nonEmpty(p, "baseCoin")
    const rates = this.feeRates(caller.uid, category)
    if (category === "option") {
      const coins = [...new Set(Instruments.byCategory("option").map((i) => i.baseCoin))].filter(
        (c) => baseCoin === undefined || c === baseCoin
      )
      return ok({
        category,
        list: coins.map((c) => ({ symbol: "", baseCoin: c, takerFeeRate: rates.taker, makerFeeRate: rates.maker }))
      })
    }
    const list = Instruments.byCategory(category).filter((i) => symbol === undefined || i.symbol === symbol)
    if (symbol !== undefined && list.length === 0) return paramError("symbol invalid")
    return ok({
      category,
      list: list.map((i) => ({ symbol: i.symbol, baseCoin: "", takerFeeRate: rates.taker, makerFeeRate: rates.maker }))
    })
  }

  // ---------------------------------------------------------------- transfers

  private accountTypeOf(p: Params, k: string): AccountType | Fail {
    const v = text(p, k)
    if (v === undefined || v === "") return paramError(`${k} is required`)
    if (v !== "UNIFIED" && v !== "FUND") return fail(131203, "Request parameter error")
    return v
  }

  private transferable(uid: string, type: AccountType, coin: string): bigint {
    if (type === "FUND") return this.accounts.balance(uid, "FUND", coin)
    const a = this.available(uid, coin)
    const w = this.accounts.balance(uid, "UNIFIED", coin)
    return Fixed.max(0n, Fixed.min(a, w))
  }

  private doTransfer(caller: Caller, p: Params, now: number, universal: boolean): Result<object> {
    this.clock = now
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
      const master = this.masterOf(caller.uid)
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
    if (amount > this.transferable(fromMemberId, from, coin)) return fail(131212, "Insufficient balance")
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
    if (from === "UNIFIED") this.pushWallet(fromMemberId, now)
    if (to === "UNIFIED" && (toMemberId !== fromMemberId || from !== "UNIFIED")) this.pushWallet(toMemberId, now)
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
    this.clock = now
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
    this.pushWallet(uid, now)
  }

  private fundMoved(uid: string, coin: string, change: bigint, now: number, reason: FundReason): void {
    this.fundingLog.record({ uid, coin, change, after: this.accounts.balance(uid, "FUND", coin), reason, at: now })
  }

  private masterOf(uid: string): string {
    const m = this.accounts.member(uid)
    return m === undefined || m.parentUid === "" ? uid : m.parentUid
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
    const subs = this.accounts.subMembers(this.masterOf(caller.uid))
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
    this.clock = now
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
        transferBalance: showAmount(this.transferable(uid, type, c)),
        bonus: "0"
      }))
      .filter((b) => coin !== undefined || b.walletBalance !== "0")
    return ok({ accountType: type, memberId: uid, balance })
  }

  private coinBalance(caller: Caller, p: Params, now: number): Result<object> {
    this.clock = now
    const type = this.accountTypeOf(p, "accountType")
    if (isFail(type)) return type
    const uid = this.memberFor(caller, p)
    if (isFail(uid)) return uid
    const coin = nonEmpty(p, "coin")
    if (coin === undefined) return paramError("coin is required")
    const transfer = showAmount(this.transferable(uid, type, coin))
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

  // ---------------------------------------------------------------- user: members and keys

  private keyItem(k: ApiKey, withSecret: boolean): Record<string, unknown> {
    return {
      id: k.id,
      note: k.note,
      apiKey: k.apiKey,
      readOnly: k.readOnly,
      secret: withSecret ? k.secret : "",
      permissions: k.permissions
    }
  }

  private queryApi(caller: Caller): Result<object> {
    const k = this.accounts.key(caller.apiKey)
    if (k === undefined) return fail(10003, "API key is invalid.")
    const m = this.accounts.member(k.uid)
    return ok({
      ...this.keyItem(k, false),
      ips: k.ips.length === 0 ? ["*"] : k.ips,
      type: 1,
      deadlineDay: -1,
      expiredAt: "",
      createdAt: ISO(k.createdAt),
      unified: 0,
      uta: m === undefined || m.unifiedMarginStatus !== 1 ? 1 : 0,
      userID: Number(k.uid),
      inviterID: 0,
      vipLevel: "No VIP",
      mktMakerLevel: "0",
      affiliateID: 0,
      rsaPublicKey: k.kind === "rsa" ? k.publicKeyPem : "",
      isMaster: m !== undefined && m.parentUid === "",
      parentUid: m === undefined || m.parentUid === "" ? "0" : m.parentUid,
      kycLevel: "LEVEL_DEFAULT",
      kycRegion: ""
    })
  }

  private createSubMember(caller: Caller, p: Params, now: number): Result<object> {
    const username = text(p, "username")
    if (username === undefined || username === "") return paramError("username is required")
    if (!/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]{6,16}$/.test(username)) {
      return paramError("username must be 6-16 characters with both letters and numbers")
    }
    const memberType = int(p, "memberType")
    if (memberType !== 1 && memberType !== 6) return paramError("memberType invalid")
    if (this.accounts.usernameTaken(username)) return fail(10001, "The username already exists")
    const m = this.accounts.createSubMember(caller.uid, username, memberType, text(p, "note") ?? "", now)
    return ok({ uid: m.uid, username: m.username, memberType: m.memberType, status: m.status, remark: m.remark })
  }

  private querySubMembers(caller: Caller): Result<object> {
    return ok({ subMembers: this.accounts.subMembers(caller.uid).map((m) => memberItem(m)) })
  }

  private subOf(caller: Caller, uid: string | undefined): Member | Fail {
    if (uid === undefined || uid === "") return paramError("subuid is required")
    const m = this.accounts.member(uid)
    if (m === undefined || m.parentUid !== caller.uid) {
      return fail(500010, "The subaccount specified does not belong to the parent account")
    }
    return m
  }

  private freezeSubMember(caller: Caller, p: Params): Result<object> {
    const uid = text(p, "subuid")
    // a uid no account has: the exchange answers "sub-user not found" before the ownership check
    if (uid !== undefined && uid !== "" && this.accounts.member(uid) === undefined) {
      return fail(141009, "sub-user not found")
    }
    const m = this.subOf(caller, uid)
    if (isFail(m)) return m
    const frozen = int(p, "frozen")
    if (frozen !== 0 && frozen !== 1) return paramError("frozen invalid")
    m.status = frozen === 1 ? 4 : 1
    return ok({})
  }

  private deleteSubMember(caller: Caller, p: Params): Result<object> {
    const m = this.subOf(caller, text(p, "subMemberId"))
    if (isFail(m)) return m
    for (const type of ["UNIFIED", "FUND"] as const) {
      for (const c of this.accounts.coins(m.uid, type)) {
        if (this.accounts.balance(m.uid, type, c) !== 0n)
          return fail(141025, "This subaccount has assets and cannot be deleted")
      }
    }
    this.accounts.deleteMember(m.uid)
    return ok({})
  }

  private keySettings(
    p: Params,
    current: { readOnly: 0 | 1; ips: ReadonlyArray<string>; permissions: Permissions }
  ): { readOnly: 0 | 1; ips: ReadonlyArray<string>; permissions: Permissions } | Fail {
    const ro = int(p, "readOnly")
    if (ro !== undefined && ro !== 0 && ro !== 1) return paramError("readOnly invalid")
    let ips = current.ips
    const ipsRaw = p.ips
    if (Array.isArray(ipsRaw)) ips = ipsRaw.filter((x): x is string => typeof x === "string" && x !== "*")
    else if (typeof ipsRaw === "string")
      ips = ipsRaw
        .split(",")
        .map((x) => x.trim())
        .filter((x) => x !== "" && x !== "*")
    let permissions = current.permissions
    if (p.permissions !== undefined) {
      const parsed = parsePermissions(p.permissions)
      if ("invalid" in parsed) return paramError(`permissions invalid: ${parsed.invalid}`)
      permissions = parsed
    }
    return { readOnly: ro ?? current.readOnly, ips, permissions }
  }

  private createSubApi(caller: Caller, p: Params, now: number): Result<object> {
    const m = this.subOf(caller, text(p, "subuid"))
    if (isFail(m)) return m
    if (int(p, "readOnly") === undefined) return paramError("readOnly is required")
    if (p.permissions === undefined) return paramError("permissions is required")
    const s = this.keySettings(p, { readOnly: 0, ips: [], permissions: noPermissions })
    if (isFail(s)) return s
    const k = this.accounts.addKey(m.uid, {
      kind: "hmac",
      publicKeyPem: "",
      readOnly: s.readOnly,
      ips: s.ips,
      permissions: s.permissions,
      note: text(p, "note") ?? "",
      now
    })
    return ok(this.keyItem(k, true))
  }

  private subApiKeys(caller: Caller, p: Params): Result<object> {
    const m = this.subOf(caller, text(p, "subMemberId"))
    if (isFail(m)) return m
    const limit = limitOf(p, 1, 20, 20)
    if (isFail(limit)) return limit
    const keys = [...this.accounts.keysOf(m.uid)].reverse()
    const pg = page(keys, (k) => k.id, limit, nonEmpty(p, "cursor"))
    if (isFail(pg)) return pg
    return ok({
      result: pg.list.map((k) => ({
        id: k.id,
        ips: k.ips.length === 0 ? ["*"] : k.ips,
        apiKey: k.apiKey,
        note: k.note,
        status: 1,
        expiredAt: "",
        createdAt: ISO(k.createdAt),
        type: 1,
        permissions: k.permissions,
        secret: "",
        readOnly: k.readOnly === 1,
        deadlineDay: -1,
        flag: "hmac"
      })),
      nextPageCursor: pg.next
    })
  }

  /** The key an update / delete targets: the caller's own, or (master calling a sub endpoint) `apikey`. */
  private targetKey(caller: Caller, p: Params, sub: boolean): ApiKey | Fail {
    const own = this.accounts.key(caller.apiKey)
    if (own === undefined) return fail(10003, "API key is invalid.")
    if (!sub) {
      if (!this.isMaster(caller.uid)) return fail(10005, "Permission denied, please check your API key permissions.")
      return own
    }
    const named = nonEmpty(p, "apikey")
    if (named === undefined) {
      if (this.isMaster(caller.uid)) return paramError("apikey is required")
      return own
    }
    const k = this.accounts.key(named)
    const m = k === undefined ? undefined : this.accounts.member(k.uid)
    if (k === undefined || m === undefined) return fail(10003, "API key is invalid.")
    if (!(m.parentUid === caller.uid || (k.uid === caller.uid && m.parentUid !== ""))) {
      return fail(500010, "The subaccount specified does not belong to the parent account")
    }
    return k
  }

  private updateApi(caller: Caller, p: Params, sub: boolean): Result<object> {
    const k = this.targetKey(caller, p, sub)
    if (isFail(k)) return k
    const s = this.keySettings(p, k)
    if (isFail(s)) return s
    k.readOnly = s.readOnly
    k.ips = s.ips
    k.permissions = s.permissions
    return ok({ ...this.keyItem(k, false), ips: k.ips.length === 0 ? ["*"] : k.ips })
  }

  private deleteApi(caller: Caller, p: Params, sub: boolean): Result<object> {
    const k = this.targetKey(caller, p, sub)
    if (isFail(k)) return k
    this.accounts.deleteKey(k.apiKey)
    return ok({})
  }

  private memberType(caller: Caller, p: Params): Result<object> {
    const ids = nonEmpty(p, "memberIds")?.split(",") ?? [caller.uid]
    const accounts: Array<object> = []
    for (const id of ids) {
      const m = this.accounts.member(id.trim())
      if (m === undefined || (m.uid !== caller.uid && m.parentUid !== caller.uid)) continue
      accounts.push({ uid: m.uid, accountType: ["UNIFIED", "FUND"] })
    }
    return ok({ accounts })
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
