/**
 * The three assemblies the exchange is built from, each over the floors below it: the market and its matching
 * engine; the books with margin, clearing and views (the state every desk settles through); and the desks. What
 * an assembly needs of a later one (the engine's balance check reads the margin book, a fund movement is booked by
 * the transfers desk, the margin mode is the account desk's) it takes as a function, called only once the exchange
 * is whole.
 *
 * @since 0.2.0
 * @internal
 */
import * as AutoAddMargin from "./AutoAddMargin.js"
import { Bus } from "./Bus.js"
import * as Fixed from "./base/Fixed.js"
import { AccountSettings } from "./books/AccountSettings.js"
import { Accounts, SCALE } from "./books/Accounts.js"
import { Convert } from "./books/Convert.js"
import { Deposits } from "./books/Deposits.js"
import { FundingLog } from "./books/FundingLog.js"
import type { Funds } from "./books/Funds.js"
import { Ledger } from "./books/Ledger.js"
import { Loans } from "./books/Loans.js"
import { Moves } from "./books/Moves.js"
import { type Position, Positions } from "./books/Positions.js"
import { Withdrawals } from "./books/Withdrawals.js"
import { CATEGORIES, Clearing } from "./Clearing.js"
import { AccountDesk } from "./desks/Account.js"
import { AssetFlowsDesk } from "./desks/AssetFlows.js"
import { DcpDesk } from "./desks/Dcp.js"
import { DeliveryDesk } from "./desks/Delivery.js"
import * as Desk from "./desks/Desk.js"
import * as Desks from "./desks/index.js"
import { OrdersDesk } from "./desks/Orders.js"
import { PositionMovesDesk } from "./desks/PositionMoves.js"
import { PositionsDesk } from "./desks/Positions.js"
import * as StrategyDesk from "./desks/Strategy.js"
import { TransfersDesk } from "./desks/Transfers.js"
import { UsersDesk } from "./desks/Users.js"
import { type EngineHooks, MatchingEngine } from "./engine/MatchingEngine.js"
import type { Faults } from "./Faults.js"
import * as Liquidation from "./Liquidation.js"
import { Margin, MM_RATE, RATE_SCALE } from "./Margin.js"
import { MarketFeed } from "./MarketFeed.js"
import * as Mmp from "./Mmp.js"
import { MarketData } from "./market/MarketData.js"
import type { MarketSource } from "./market/MarketSource.js"
import { ReplayMarket } from "./market/Replay.js"
import type { RateLimits } from "./RateLimits.js"
import * as ReportCurves from "./ReportCurves.js"
import { Views } from "./Views.js"

/**
 * The market and the matching engine that holds every book.
 *
 * @since 0.2.0
 * @category models
 */
export interface Trading {
  readonly market: MarketSource
  readonly engine: MatchingEngine
  /** The same market when it is a replay (the exchange applies the recording's lines to it). */
  readonly replay: ReplayMarket | undefined
}

/**
 * The market source (the seeded walk, or a replay of a recording) and the engine over it; the engine's index price reads the market, its
 * balance check and reducible quantity are the books' (`hooks`).
 *
 * @since 0.2.0
 * @category constructors
 */
export const trading = (
  options: {
    readonly seed: number
    readonly bookLevels?: number | undefined
    readonly replay?: { readonly latencyMs?: number | undefined } | undefined
  },
  hooks: Omit<EngineHooks, "indexPrice">
): Trading => {
  const { seed, bookLevels } = options
  const replay = options.replay === undefined ? undefined : new ReplayMarket({ seed, bookLevels })
  const market = replay ?? new MarketData(bookLevels === undefined ? { seed } : { seed, bookLevels })
  const engine = new MatchingEngine({
    seed,
    liquidity: market,
    hooks: { ...hooks, indexPrice: (i, now) => market.price(i, "index", now) },
    ...(options.replay?.latencyMs === undefined ? {} : { latencyMs: options.replay.latencyMs })
  })
  return { market, engine, replay }
}

/**
 * The exchange's state below the desks: accounts and keys, positions, the ledger and the funding log, the asset
 * flows, loans, the margin book, clearing, the views, the event bus and the market's own feed, and the liquidation
 * model.
 *
 * @since 0.2.0
 * @category models
 */
export interface Books {
  readonly accounts: Accounts
  readonly positions: Positions
  readonly bus: Bus
  readonly margin: Margin
  readonly views: Views
  readonly clearing: Clearing
  /** The unified account's cash movements (`/v5/account/transaction-log`). */
  readonly ledger: Ledger
  readonly settings: AccountSettings
  readonly mmp: Mmp.Mmp
  readonly moves: Moves
  readonly fundingLog: FundingLog
  readonly funds: Funds
  readonly deposits: Deposits
  readonly withdrawals: Withdrawals
  readonly convert: Convert
  /** The unified account's loan book (borrowing, interest, fixed-rate contracts). */
  readonly loans: Loans
  readonly liquidation: Liquidation.LiquidationHooks
  /** The isolated positions' auto-add margin, checked before liquidation. */
  readonly autoAddMargin: AutoAddMargin.AutoAddMarginHooks<Position>
  /** The market's own public events (its trades, liquidations, watched tickers and bars). */
  readonly feed: MarketFeed
  /** Every account's equity and exposure, sampled on market steps, for its report. */
  readonly curves: ReportCurves.Curves
}

/**
 * The books, margin, clearing and views over `trading`. `late` is what the desks answer: how a fund movement is
 * booked (the transfers desk) and an account's margin mode (the account desk).
 *
 * @since 0.2.0
 * @category constructors
 */
export const books = (
  options: { readonly seed: number },
  trading: Trading,
  late: {
    readonly moveFunds: Funds["move"]
    readonly marginMode: (uid: string) => string | undefined
  }
): Books => {
  const { seed } = options
  const { market, engine } = trading
  const accounts = new Accounts(seed)
  const positions = new Positions()
  const bus = new Bus()
  const ledger = new Ledger()
  const settings = new AccountSettings()
  const mmp = new Mmp.Mmp()
  const margin = new Margin(accounts, positions, market)
  const funds: Funds = {
    balance: (uid, type, coin) => accounts.balance(uid, type, coin),
    free: (uid, type, coin, now) => margin.transferable(uid, type, coin, now),
    move: late.moveFunds,
    member: (uid) => accounts.member(uid),
    usdPrice: (coin, now) => margin.usdPrice(coin, now)
  }
  const deposits = new Deposits(funds)
  const withdrawals = new Withdrawals(funds, (to, from, coin, amount, txID, now) =>
    deposits.creditInternal(to, from, coin, amount, txID, now)
  )
  const convert = new Convert(funds)
  const loans = new Loans(funds, seed)
  const views = new Views({
    accounts,
    positions,
    margin,
    market,
    loans,
    settings,
    marginModel: () => liquidation,
    portfolio: (uid) => late.marginMode(uid) === "PORTFOLIO_MARGIN"
  })
  const clearing: Clearing = new Clearing({
    accounts,
    positions,
    market,
    engine,
    bus,
    margin,
    views,
    ledger,
    onApplied: (report, now) => Mmp.onReport(mmp, report, now, mmpHooks)
  })
  const mmpHooks = Mmp.hooksOf({ market, engine, clearing })
  const liquidation = Liquidation.hooksOf({
    positions,
    margin,
    accounts,
    loans: () => loans,
    engine,
    clearing,
    marginMode: late.marginMode
  })
  const autoAddMargin = AutoAddMargin.hooksOf({ liquidation, positions, margin, clearing })
  const feed = new MarketFeed({ seed, market, clearing, bus })
  const curves = new ReportCurves.Curves(ReportCurves.hooksOf({ accounts, positions, margin, engine, liquidation }))
  return {
    accounts,
    positions,
    bus,
    margin,
    views,
    clearing,
    ledger,
    settings,
    mmp,
    moves: new Moves(),
    fundingLog: new FundingLog(),
    funds,
    deposits,
    withdrawals,
    convert,
    loans,
    liquidation,
    autoAddMargin,
    feed,
    curves
  }
}

/**
 * The desks: orders, DCP, positions, position moves, the account, transfers, asset flows, members and keys and
 * delivery (the core desks), and the product families' desks, with the routes of each group.
 *
 * @since 0.2.0
 * @category models
 */
export interface DeskSet {
  readonly orders: OrdersDesk
  readonly dcp: DcpDesk
  readonly account: AccountDesk
  readonly transfers: TransfersDesk
  readonly positions: PositionsDesk
  /** Delivery at expiry and the delivery and settlement records. */
  readonly delivery: DeliveryDesk
  /** The desks beyond orders, positions and the wallet (loans, earn, …). */
  readonly products: ReadonlyArray<Desk.Desk>
  readonly coreRoutes: ReadonlyMap<string, Desk.Route>
  readonly productRoutes: ReadonlyMap<string, Desk.Route>
}

/**
 * The desks over the books; `tick` advances the exchange's market (the trading desks tick before they act).
 *
 * @since 0.2.0
 * @category constructors
 */
export const desks = (
  options: {
    readonly seed: number
    readonly faults: Faults
    readonly rateLimits: RateLimits
    readonly tick: (now: number) => void
  },
  trading: Trading,
  b: Books
): DeskSet => {
  const { market, engine } = trading
  const { accounts, positions, margin, clearing, views, ledger, bus } = b
  const { tick } = options
  // the account desk keeps the margin modes; it is built after the desks that read them, which read them later
  const marginMode = (uid: string) => account.marginMode(uid)
  const families = Desks.all({
    funds: b.funds,
    accounts,
    rateLimits: options.rateLimits,
    faults: options.faults,
    loans: b.loans,
    coinsOf: (uid) => accounts.coins(uid, "UNIFIED"),
    // trades only: a funding execution earns no rebate and is no trade to analyse
    fills: (uid) => engine.executions(uid).filter((e) => e.execType !== "Funding"),
    deposits: () => b.deposits.list(),
    conversions: (uid) => b.convert.completed(uid),
    ledger: (uid) => ledger.listed(uid),
    trading: {
      positions: (uid) => positions.list(uid),
      settings: (uid, i) => positions.settings(uid, i),
      closedPnl: (uid, category) => positions.closedPnl(uid, category),
      greeks: (i, now) => market.greeks(i, now),
      unrealised: (p, now) => positions.unrealised(p, margin.markUnits(p.instrument, now)),
      mark: (i, now) => Fixed.parseRounded(market.price(i, "mark", now), SCALE, "halfUp") ?? 0n,
      unifiedEquity: (uid, now) => {
        const out = new Map<string, bigint>()
        const coins = new Set(accounts.coins(uid, "UNIFIED"))
        for (const p of positions.list(uid)) coins.add(p.instrument.settleCoin)
        for (const coin of coins) {
          const equity = accounts.balance(uid, "UNIFIED", coin) + margin.positionFigures(uid, coin, now).upl
          if (equity !== 0n) out.set(coin, equity)
        }
        return out
      },
      accountMargin: (uid, now) => {
        const w = views.walletItem(uid, undefined, now) as Readonly<Record<string, string>>
        const units = (k: string) => Fixed.parseRounded(w[k] ?? "0", SCALE, "halfUp") ?? 0n
        return {
          im: units("totalInitialMargin"),
          mm: units("totalMaintenanceMargin"),
          margin: units("totalMarginBalance")
        }
      },
      orderMargin: (uid, i, side, value) => ({
        im: margin.orderCost(uid, i, side, value),
        mm: (value * MM_RATE) / Fixed.pow10(RATE_SCALE)
      }),
      marginMode: (uid) => marginMode(uid) ?? "REGULAR_MARGIN"
    },
    openOrders: (uid) =>
      CATEGORIES.reduce((n, category) => n + engine.orders({ accountId: uid, category, openOnly: true }).length, 0)
  })
  const orders = new OrdersDesk({ engine, positions, margin, clearing, views, mmp: b.mmp, tick })
  const dcp = new DcpDesk({ engine, margin, clearing, bus })
  const transfers = new TransfersDesk({ accounts, margin, clearing, ledger, fundingLog: b.fundingLog })
  const account = new AccountDesk({
    accounts,
    positions,
    margin,
    clearing,
    views,
    market,
    settings: b.settings,
    mmp: b.mmp,
    ledger,
    dcp,
    tick
  })
  const positionDesk = new PositionsDesk({
    engine,
    positions,
    margin,
    clearing,
    views,
    market,
    accounts,
    tick,
    marginMode
  })
  const moves = new PositionMovesDesk({
    seed: options.seed,
    accounts,
    positions,
    margin,
    clearing,
    ledger,
    bus,
    moves: b.moves,
    tick
  })
  const delivery = new DeliveryDesk({ positions, accounts, clearing, ledger, market, engine, bus, views })
  // a product desk (it ticks with them, before the market steps) that places its TWAP slices through the orders desk
  const products = [...families, new StrategyDesk.StrategyDesk(StrategyDesk.hooksOf({ orders, engine, bus }))]
  const core = [
    orders,
    dcp,
    positionDesk,
    moves,
    account,
    transfers,
    new AssetFlowsDesk({ withdrawals: b.withdrawals, deposits: b.deposits, convert: b.convert }),
    new UsersDesk(accounts),
    delivery
  ]
  const coreRoutes = Desk.routesByPath(core)
  const productRoutes = Desk.routesByPath(products)
  for (const path of productRoutes.keys()) {
    if (coreRoutes.has(path)) throw new Error(`${path} is served by two desks`)
  }
  return { orders, dcp, account, transfers, positions: positionDesk, delivery, products, coreRoutes, productRoutes }
}
