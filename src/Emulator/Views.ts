/**
 * How the exchange shows its state: the position item (REST and WebSocket), the unified wallet item, the closed
 * PnL item, and the order and execution items of REST and of the private stream (an execution carries what
 * settling it gave: the closed size and its PnL).
 *
 * @since 0.1.0
 */

import * as Fixed from "./base/Fixed.js"
import type { AccountSettings } from "./books/AccountSettings.js"
import { type Accounts, type AccountType, SCALE } from "./books/Accounts.js"
import type { Loans } from "./books/Loans.js"
import {
  averagePrice,
  type ClosedPnl,
  type Position,
  type Positions,
  settleValue,
  amount as showAmount
} from "./books/Positions.js"
import type { CoinBalance } from "./ExchangeTypes.js"
import type { ExecutionView, OrderView } from "./engine/MatchingEngine.js"
import * as LiqPrice from "./LiqPrice.js"
import { type Margin, MM_RATE, ONE, RATE_SCALE, USD_DECIMALS } from "./Margin.js"
import type { Instrument } from "./market/Instruments.js"
import * as Instruments from "./market/Instruments.js"
import type { RiskLimitTier } from "./market/MarketData.js"
import type { MarketSource } from "./market/MarketSource.js"
import { shownExecution, shownOrder } from "./PartialStops.js"

/**
 * What settling an execution gave: the size it closed and the PnL it realised.
 *
 * @since 0.1.0
 * @category models
 */
export interface ExecExtra {
  readonly closedSize: string
  readonly execPnl: string
}

/**
 * The REST order item: the engine view without the owner and category.
 *
 * @since 0.1.0
 * @category views
 */
export const restOrder = (v: OrderView): object => {
  const { accountId: _a, category: _c, feeCurrency: _f, ...rest } = shownOrder(v)
  return { ...rest, extraFees: "" }
}

/**
 * The REST execution item.
 *
 * @since 0.1.0
 * @category views
 */
export const restExecution = (e: ExecutionView, x: ExecExtra | undefined): object => {
  const { accountId: _a, category: _c, isLeverage: _l, marketUnit: _m, ...rest } = shownExecution(e)
  return { ...rest, closedSize: x?.closedSize ?? "0", execFeeV2: "", extraFees: "" }
}

/**
 * The views.
 *
 * @since 0.1.0
 * @category models
 */
export class Views {
  /** Per execution id, what settling it gave. */
  readonly execExtras = new Map<string, ExecExtra>()

  constructor(
    private readonly deps: {
      readonly accounts: Accounts
      readonly positions: Positions
      readonly margin: Margin
      readonly market: MarketSource
      readonly loans: Loans
      readonly settings: AccountSettings
      /** The margin model the liquidation scan applies (read lazily: the exchange builds it after its clearing). */
      readonly marginModel?: () => LiqPrice.MarginModel
      /** Whether an account is in portfolio margin mode (its positions show no liquidation price). */
      readonly portfolio?: (uid: string) => boolean
    }
  ) {}

  /** The balances of an account type (admin), coins with a non-zero balance, sorted by coin. */
  balances(uid: string, accountType: AccountType): ReadonlyArray<CoinBalance> {
    const { accounts, margin } = this.deps
    return accounts
      .coins(uid, accountType)
      .map((coin) => ({
        coin,
        walletBalance: showAmount(accounts.balance(uid, accountType, coin)),
        locked: accountType === "UNIFIED" ? showAmount(margin.hold(uid, coin, "locked")) : "0"
      }))
      .filter((b) => b.walletBalance !== "0" || b.locked !== "0")
  }

  /** A position item at `now` (REST, or WS with `entryPrice` and `category`). */
  positionItem(p: Position, ws: boolean, now: number): object {
    const i = p.instrument
    const s = this.deps.positions.settings(p.uid, i)
    const mark = this.deps.margin.markUnits(i, now)
    const lev = p.side === "Sell" ? s.sellLeverage : s.buyLeverage
    const levUnits = this.deps.margin.leverageUnits(p.uid, i, p.side === "Sell" ? "Sell" : "Buy")
    const im = p.size === 0n ? 0n : Fixed.divide(p.value * 100n, levUnits, "up") + p.margin
    const tier = this.tierOf(i, p.riskId)
    const mm = (p.value * MM_RATE) / Fixed.pow10(RATE_SCALE)
    const avg = averagePrice(i, p.value, p.size)
    const markValue = settleValue(i, mark, p.size)
    const coinDecimals = i.category === "inverse" ? 8 : USD_DECIMALS
    const r = (units: bigint) => Fixed.formatTrimmed(Fixed.rescale(units, SCALE, coinDecimals, "halfUp"), coinDecimals)
    const model = this.deps.marginModel?.()
    const liq =
      model === undefined || p.size === 0n
        ? { liqPrice: "", bustPrice: "" }
        : LiqPrice.prices(
            model,
            p,
            this.deps.positions.list(p.uid).filter((x) => x.instrument.category !== "option"),
            this.deps.portfolio?.(p.uid) === true,
            now
          )
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
      liqPrice: liq.liqPrice,
      bustPrice: liq.bustPrice,
      positionIM: r(im),
      positionIMByMp: r(p.size === 0n ? 0n : Fixed.divide(markValue * 100n, levUnits, "up")),
      positionMM: r(mm),
      positionMMByMp: r((markValue * MM_RATE) / Fixed.pow10(RATE_SCALE)),
      positionBalance: r(im),
      takeProfit: p.takeProfit === "" ? "" : p.takeProfit,
      stopLoss: p.stopLoss === "" ? "" : p.stopLoss,
      trailingStop: p.trailingStop,
      // a USDC perpetual's entry restarts at each session's settlement price
      sessionAvgPrice: Instruments.settlesBySession(i) && p.size > 0n ? avg : "",
      delta: "",
      gamma: "",
      vega: "",
      theta: "",
      unrealisedPnl: r(this.deps.positions.unrealised(p, mark)),
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

  /** The `wallet-balance` / `wallet` item of the unified account at `now`; `coins` limits the coin list. */
  walletItem(uid: string, coins: ReadonlyArray<string> | undefined, now: number): object {
    const show = (u: bigint) => Fixed.formatTrimmed(Fixed.rescale(u, SCALE, USD_DECIMALS, "halfUp"), USD_DECIMALS)
    const rate = (a: bigint, b: bigint) =>
      b <= 0n ? "0" : Fixed.formatTrimmed(Fixed.divide(a * 10_000n, b, "halfUp"), 4)
    const held = new Set(this.deps.accounts.coins(uid, "UNIFIED"))
    for (const p of this.deps.positions.list(uid)) held.add(p.instrument.settleCoin)
    const list = (coins ?? [...held].sort()).filter((c) => coins !== undefined || held.has(c))
    let equity = 0n
    let wallet = 0n
    let margin = 0n
    let im = 0n
    let mm = 0n
    let perpUpl = 0n
    const coinItems: Array<object> = []
    for (const coin of list) {
      const w = this.deps.accounts.balance(uid, "UNIFIED", coin)
      const f = this.deps.margin.positionFigures(uid, coin, now)
      const locked = this.deps.margin.hold(uid, coin, "locked")
      const orderIM = this.deps.margin.hold(uid, coin, "orderIM")
      const debt = this.deps.loans.owed(uid, coin)
      // borrowed coins sit in the wallet; the debt counts against the coin's equity
      const eq = w + f.upl - debt
      if (coins === undefined && w === 0n && f.upl === 0n && locked === 0n && orderIM === 0n && f.im === 0n) continue
      const usd = this.deps.margin.usdPrice(coin, now)
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
        collateralSwitch: this.deps.settings.collateral(uid, coin),
        // the platform's collateral restriction: "0", not enabled (the emulator sets no platform limits)
        colRes: "0",
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

  closedPnlItem(r: ClosedPnl): object {
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

  tierOf(i: Instrument, riskId: number): RiskLimitTier | undefined {
    return this.deps.market.riskLimits(i).find((t) => t.id === riskId)
  }

  wsOrder(v: OrderView): object {
    const { accountId: _a, ...rest } = shownOrder(v)
    return { ...rest, closedPnl: "0", extraFees: "", brokerOrderPrice: "" }
  }

  wsExecution(e: ExecutionView): object {
    const { accountId: _a, ...rest } = shownExecution(e)
    const x = this.execExtras.get(e.execId)
    return { ...rest, closedSize: x?.closedSize ?? "0", execPnl: x?.execPnl ?? "0", execFeeV2: "", extraFees: "" }
  }
}
