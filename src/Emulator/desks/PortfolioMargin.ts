/**
 * The portfolio-margin view (`/v5/asset/portfolio-margin`): the unified wallet's figures in USD and, per base coin
 * the account trades, the P&L of its positions under the portfolio-margin scenarios — price moves of ±15 % in 5 %
 * steps, each under three implied-volatility shocks. Perpetual P&L is exact at each moved price (an inverse
 * position's in its coin, valued at the moved price); an option's is its delta-gamma-vega estimate from the
 * emulator's greeks. The worst scenario names the maximum loss.
 *
 * @since 0.1.0
 */

import * as Asset from "../../Http/v5/Asset.js"
import * as Fixed from "../base/Fixed.js"
import { type Caller, nonEmpty, ok, type Params, paramError } from "../base/Handler.js"
import { SCALE } from "../books/Accounts.js"
import type { Funds } from "../books/Funds.js"
import type { Position } from "../books/Positions.js"
import * as Instruments from "../market/Instruments.js"
import * as Desk from "./Desk.js"

const ONE = Fixed.pow10(SCALE)
const SCALES = [-0.15, -0.1, -0.05, 0, 0.05, 0.1, 0.15] as const
/** Implied-volatility shocks, in volatility points. */
const IV_SHOCKS = [-30, 0, 30] as const
const usdText = (x: number): string => Fixed.formatTrimmed(Fixed.fromFloat(x, 8), 8)
const unitsText = (u: bigint): string => Fixed.formatTrimmed(Fixed.rescale(u, SCALE, 8, "halfUp"), 8)
const num = (u: bigint): number => Number(Fixed.formatTrimmed(u, SCALE))

/** P&L in USD per price scale, one value per IV shock. */
type Grid = ReadonlyArray<ReadonlyArray<number>>

const ranges = (grid: Grid) => ({
  pnlRanges: SCALES.map((s, k) => ({ priceScale: String(s), pnls: (grid[k] ?? []).map(usdText) }))
})
const add = (a: Grid, b: Grid): Grid =>
  SCALES.map((_, k) => IV_SHOCKS.map((_, j) => (a[k]?.[j] ?? 0) + (b[k]?.[j] ?? 0)))
const zero: Grid = SCALES.map(() => IV_SHOCKS.map(() => 0))

/**
 * The desk.
 *
 * @since 0.1.0
 * @category models
 */
export class PortfolioMarginDesk implements Desk.Desk {
  readonly name = "portfolio margin"
  readonly routes: ReadonlyArray<Desk.Route>

  constructor(
    private readonly funds: Funds,
    private readonly trading: Desk.TradingView,
    private readonly coinsOf: (uid: string) => ReadonlyArray<string>
  ) {
    this.routes = [Desk.route(Asset.portfolioMargin, (c, p, n) => this.info(c, p, n))]
  }

  /** The underlying's price in USD: the linear perpetual's mark, else the coin's price. */
  private underlying(base: string, now: number): number {
    const perp = Instruments.find("linear", `${base}USDT`)
    return num(perp === undefined ? this.funds.usdPrice(base, now) : this.trading.mark(perp, now))
  }

  private signedSize(p: Position): number {
    const size = Number(Fixed.formatTrimmed(p.size, p.instrument.qtyDecimals))
    return p.side === "Sell" ? -size : size
  }

  /** A position's P&L grid in USD. */
  private grid(p: Position, now: number): Grid {
    const i = p.instrument
    const size = this.signedSize(p)
    const spot = this.underlying(i.baseCoin, now)
    if (i.category === "option") {
      const g = this.trading.greeks(i, now)
      return SCALES.map((s) =>
        IV_SHOCKS.map((iv) => size * (g.delta * spot * s + 0.5 * g.gamma * (spot * s) ** 2 + g.vega * iv))
      )
    }
    const mark = num(this.trading.mark(i, now))
    // linear: quantity times the move; inverse (USD contracts): the coin P&L valued at the moved price
    return SCALES.map((s) => IV_SHOCKS.map(() => (i.category === "inverse" ? size * s : size * mark * s)))
  }

  private info(caller: Caller, p: Params, now: number) {
    const only = nonEmpty(p, "baseCoin")
    const bases = new Set(Instruments.all.filter((i) => i.category !== "spot").map((i) => i.baseCoin))
    if (only !== undefined && !bases.has(only)) return paramError(`baseCoin invalid: ${only}`)
    const margin = this.trading.accountMargin(caller.uid, now)
    let equity = 0n
    for (const [coin, units] of this.trading.unifiedEquity(caller.uid, now)) {
      equity += (units * this.funds.usdPrice(coin, now)) / ONE
    }
    let cash = 0n
    for (const coin of this.coinsOf(caller.uid)) {
      cash += (this.funds.balance(caller.uid, "UNIFIED", coin) * this.funds.usdPrice(coin, now)) / ONE
    }
    const rate = (a: bigint) =>
      margin.margin <= 0n ? "0" : Fixed.formatTrimmed(Fixed.divide(a * 10_000n, margin.margin, "halfUp"), 4)
    const open = this.trading.positions(caller.uid).filter((x) => x.size > 0n && x.instrument.category !== "spot")
    const traded = [...new Set(open.map((x) => x.instrument.baseCoin))].sort()
    const assetPnlRange = (only === undefined ? traded : [only]).map((base) =>
      this.baseCoin(caller.uid, base, open, now)
    )
    return ok({
      wallet: {
        equity: unitsText(equity),
        cashBalance: unitsText(cash),
        marginBalance: unitsText(margin.margin),
        availableBalance: unitsText(margin.margin - margin.im),
        accountIM: unitsText(margin.im),
        accountMM: unitsText(margin.mm),
        accountMMRate: rate(margin.mm),
        accountIMRate: rate(margin.im)
      },
      assetPnlRange
    })
  }

  private baseCoin(uid: string, base: string, open: ReadonlyArray<Position>, now: number) {
    const mine = open.filter((x) => x.instrument.baseCoin === base)
    const perps = mine.filter((x) => x.instrument.category !== "option")
    const options = mine.filter((x) => x.instrument.category === "option")
    const row = (x: Position) => ({
      symbolName: x.instrument.symbol,
      position: String(this.signedSize(x)),
      ...ranges(this.grid(x, now)),
      sessionAvgPrice: "",
      markPrice: unitsText(this.trading.mark(x.instrument, now)),
      orderSize: "0",
      contractType: x.instrument.category === "option" ? 3 : x.instrument.category === "inverse" ? 2 : 1,
      settleCoin: x.instrument.settleCoin,
      // the page's example gives the symbol itself (asset/portfolio-margin: "symbolAlias": "BTCUSDT")
      symbolAlias: x.instrument.symbol
    })
    const perpGrid = perps.reduce((g, x) => add(g, this.grid(x, now)), zero)
    const optionGrid = options.reduce((g, x) => add(g, this.grid(x, now)), zero)
    const all = add(perpGrid, optionGrid)
    const expiries = [...new Set(options.map((x) => Instruments.expiryCode(x.instrument.deliveryTime)))]
    // the worst scenario of each price move, and the worst of all
    const worst = SCALES.map((_, k) => {
      const pnls = all[k] ?? []
      const j = pnls.indexOf(Math.min(...pnls))
      return { pnl: pnls[j] ?? 0, iv: IV_SHOCKS[j] ?? 0 }
    })
    const k = worst.reduce((best, w, n) => (w.pnl < (worst[best]?.pnl ?? 0) ? n : best), 0)
    let im = 0n
    let mm = 0n
    for (const x of mine) {
      const side = x.side === "Sell" ? "Sell" : "Buy"
      const m = this.trading.orderMargin(uid, x.instrument, side, x.value)
      const usd = this.funds.usdPrice(x.instrument.settleCoin, now)
      im += (m.im * usd) / ONE
      mm += (m.mm * usd) / ONE
    }
    const spot = this.underlying(base, now)
    const held = num(this.funds.balance(uid, "UNIFIED", base))
    return {
      baseCoin: base,
      totalPnlRanges: { ALL: ranges(all), PERPETUAL: ranges(perpGrid), OPTION: ranges(optionGrid) },
      perpPositionPnlRanges: perps.map(row),
      optionExpiryDatePnlRanges: expiries.map((code) => {
        const at = options.filter((x) => Instruments.expiryCode(x.instrument.deliveryTime) === code)
        return {
          expiryDateRepresentation: code,
          ...ranges(at.reduce((g, x) => add(g, this.grid(x, now)), zero)),
          optionPositionPnlRanges: at.map(row)
        }
      }),
      // no contingency add-on is charged in the emulator
      contingency: {
        optionContingency: "0",
        futureDeltaContingency: "0",
        optionVegaContingency: "0",
        contingencyComponents: "0",
        usdtUsdcContingency: "0",
        futureContingency: "0"
      },
      asset: { coin: base, assetIM: unitsText(im), assetMM: unitsText(mm) },
      maxLossPriceMove: String(SCALES[k] ?? 0),
      maxLossIvShock: String(worst[k]?.iv ?? 0),
      totalClosePzFee: "0",
      spotHedgeInfo: {
        hedgeSpotSize: "0",
        walletBalance: String(held),
        usdIndexPrice: usdText(spot),
        pnlRanges: SCALES.map((s) => ({ priceScale: String(s), pnls: IV_SHOCKS.map(() => usdText(held * spot * s)) }))
      },
      maxLossIvShockList: worst.map((w) => String(w.iv))
    }
  }
}
