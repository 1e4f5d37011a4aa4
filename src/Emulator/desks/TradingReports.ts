/**
 * Reports on an account's trading that the order and position desks keep: the per-symbol leverage settings
 * (`/v5/position/symbol-info`, with or without a position), the instruments the account may trade
 * (`/v5/account/instruments-info`), the option greeks per base coin (`/v5/asset/coin-greeks`), the option assets
 * per settle coin (`/v5/account/option-asset-info`) and the closed option positions
 * (`/v5/position/get-closed-positions`).
 *
 * @since 0.1.0
 */

import * as A from "../../Http/v5/Account.js"
import * as P from "../../Http/v5/Position.js"
import * as Fixed from "../base/Fixed.js"
import {
  type Caller,
  isFail,
  limitOf,
  nonEmpty,
  offsetPage,
  ok,
  type Params,
  paramError,
  windowOf
} from "../base/Handler.js"
import { show } from "../books/Funds.js"
import type { Position } from "../books/Positions.js"
import * as Instruments from "../market/Instruments.js"
import * as Desk from "./Desk.js"

const DAY = 86_400_000
const badCursor = () => paramError("cursor invalid")
const greek = (x: number): string => Fixed.formatTrimmed(Fixed.fromFloat(x, 8), 8)

/** A position's size in contracts, negative when short. */
const signed = (p: Position): number => {
  const size = Number(Fixed.formatTrimmed(p.size, p.instrument.qtyDecimals))
  return p.side === "Sell" ? -size : size
}

/**
 * The desk.
 *
 * @since 0.1.0
 * @category models
 */
export class TradingReportsDesk implements Desk.Desk {
  readonly name = "trading reports"
  readonly routes: ReadonlyArray<Desk.Route>

  constructor(private readonly trading: Desk.TradingView) {
    this.routes = [
      Desk.route(P.symbolInfo, (c, p) => this.symbolInfo(c, p)),
      Desk.route(A.instrumentsInfo, (_c, p) => this.instruments(p)),
      Desk.route(A.coinGreeks, (c, p, n) => this.coinGreeks(c, p, n)),
      Desk.route(A.optionAssetInfo, (c, _p, n) => this.optionAssets(c, n)),
      Desk.route(P.closedPositions, (c, p, n) => this.closedOptions(c, p, n))
    ]
  }

  private symbolInfo(caller: Caller, p: Params) {
    const category = nonEmpty(p, "category")
    if (category !== "linear" && category !== "inverse") return paramError(`category invalid: ${String(p.category)}`)
    const symbol = nonEmpty(p, "symbol")
    if (symbol !== undefined && Instruments.find(category, symbol) === undefined) return paramError("symbol invalid")
    const list = Instruments.byCategory(category)
      .filter((i) => symbol === undefined || i.symbol === symbol)
      .flatMap((i) => {
        const s = this.trading.settings(caller.uid, i)
        return s.mode === 0
          ? [{ symbol: i.symbol, leverage: s.buyLeverage, side: "", positionIdx: 0 }]
          : [
              { symbol: i.symbol, leverage: s.buyLeverage, side: "Buy", positionIdx: 1 },
              { symbol: i.symbol, leverage: s.sellLeverage, side: "Sell", positionIdx: 2 }
            ]
      })
    return ok({ category, list })
  }

  /** The trading instruments of a category: spot unpaged, the others by offset cursor (`limit` 1–200, 200). */
  private instruments(p: Params) {
    const category = nonEmpty(p, "category")
    if (category !== "spot" && category !== "linear" && category !== "inverse") {
      return paramError(`category invalid: ${String(p.category)}`)
    }
    const symbol = nonEmpty(p, "symbol")
    const all = Instruments.byCategory(category).filter(
      (i) => (symbol === undefined || i.symbol === symbol) && i.info.status === "Trading"
    )
    // this page adds the RPI fields to the market's rows (account/instrument): every book here shows its RPI
    // orders openly, and an account the emulator opens is no market maker with RPI permission
    const row = (i: Instruments.Instrument) => ({ ...i.info, isPublicRpi: true, myRpiPermission: false })
    if (category === "spot") return ok({ category, list: all.map(row), nextPageCursor: "" })
    const limit = limitOf(p, 1, 200, 200)
    if (isFail(limit)) return limit
    const page = offsetPage(all, nonEmpty(p, "cursor"), limit, badCursor())
    return isFail(page) ? page : ok({ category, list: page.list.map(row), nextPageCursor: page.next })
  }

  private options(uid: string): ReadonlyArray<Position> {
    return this.trading.positions(uid).filter((p) => p.instrument.category === "option" && p.size > 0n)
  }

  /** Per base coin: the account's option greeks (each position's greeks times its signed size). */
  private coinGreeks(caller: Caller, p: Params, now: number) {
    const only = nonEmpty(p, "baseCoin")
    const bases = [...new Set(Instruments.byCategory("option").map((i) => i.baseCoin))]
    if (only !== undefined && !bases.includes(only)) return paramError(`baseCoin invalid: ${only}`)
    const list = bases
      .filter((b) => only === undefined || b === only)
      .map((baseCoin) => {
        const total = { delta: 0, gamma: 0, vega: 0, theta: 0 }
        for (const pos of this.options(caller.uid)) {
          if (pos.instrument.baseCoin !== baseCoin) continue
          const g = this.trading.greeks(pos.instrument, now)
          const size = signed(pos)
          total.delta += g.delta * size
          total.gamma += g.gamma * size
          total.vega += g.vega * size
          total.theta += g.theta * size
        }
        return {
          baseCoin,
          totalDelta: greek(total.delta),
          totalGamma: greek(total.gamma),
          totalVega: greek(total.vega),
          totalTheta: greek(total.theta)
        }
      })
    return ok({ list })
  }

  /** Per settle coin of the option positions: delta, realised and unrealised PnL, and the sellers' margin. */
  private optionAssets(caller: Caller, now: number) {
    const coins = new Map<string, { delta: number; rpl: bigint; upl: bigint; im: bigint }>()
    for (const pos of this.trading.positions(caller.uid)) {
      if (pos.instrument.category !== "option") continue
      const coin = pos.instrument.settleCoin
      const row = coins.get(coin) ?? { delta: 0, rpl: 0n, upl: 0n, im: 0n }
      row.rpl += pos.cumRealisedPnl
      if (pos.size > 0n) {
        row.delta += this.trading.greeks(pos.instrument, now).delta * signed(pos)
        row.upl += this.trading.unrealised(pos, now)
        // a seller's premium is held as margin, as the wallet counts it
        if (pos.side === "Sell") row.im += pos.value
      }
      coins.set(coin, row)
    }
    const result = [...coins].map(([coin, r]) => ({
      coin,
      totalDelta: greek(r.delta),
      totalRPL: show(r.rpl),
      totalUPL: show(r.upl),
      assetIM: show(r.im),
      assetMM: "0",
      sendTime: now
    }))
    return ok({ result })
  }

  /** Closed option positions, newest first, in a window of at most 7 days (the last 7 by default). */
  private closedOptions(caller: Caller, p: Params, now: number) {
    if (nonEmpty(p, "category") !== "option") return paramError(`category invalid: ${String(p.category)}`)
    const w = windowOf(p, now, 7 * DAY)
    if (isFail(w)) return w
    const limit = limitOf(p, 1, 100, 50)
    if (isFail(limit)) return limit
    const symbol = nonEmpty(p, "symbol")
    const rows = this.trading
      .closedPnl(caller.uid, "option")
      .filter((r) => (symbol === undefined || r.symbol === symbol) && r.updatedTime >= w.from && r.updatedTime <= w.to)
    const page = offsetPage(rows, nonEmpty(p, "cursor"), limit, badCursor())
    if (isFail(page)) return page
    const list = page.list.map((r) => {
      const i = Instruments.find("option", r.symbol)
      const size = r.closedSize
      const qty = i === undefined ? show(size) : Fixed.formatTrimmed(size, i.qtyDecimals)
      const avg = (value: bigint) =>
        size === 0n || i === undefined ? "0" : show((value * Fixed.pow10(i.qtyDecimals)) / size)
      return {
        symbol: r.symbol,
        // the closing side: a long position closes by selling
        side: r.side,
        totalOpenFee: show(r.openFee),
        deliveryFee: "0",
        totalCloseFee: show(r.closeFee),
        qty,
        closeTime: r.updatedTime,
        avgExitPrice: avg(r.cumExitValue),
        deliveryPrice: "0",
        openTime: r.createdTime,
        avgEntryPrice: avg(r.cumEntryValue),
        totalPnl: show(r.closedPnl)
      }
    })
    return ok({ category: "option", list, nextPageCursor: page.next })
  }
}
