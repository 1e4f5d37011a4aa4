/**
 * Positions: the position list, leverage, position mode (one-way / hedge), cross / isolated margin, TP / SL /
 * trailing stop (the whole position, or partial TP/SL in `PartialTpSl.ts`), TP/SL mode, risk limit, auto-add margin, margin added or reduced, the reduce-only restriction
 * and its lifting, and closed PnL.
 *
 * @since 0.1.0
 */
import * as Position from "../../Http/v5/Position.js"
import * as Fixed from "../base/Fixed.js"
import {
  type Caller,
  type Fail,
  fail,
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
} from "../base/Handler.js"
import { type Accounts, SCALE } from "../books/Accounts.js"
import type { Position as Pos, Positions } from "../books/Positions.js"
import type { Clearing } from "../Clearing.js"
import type { MatchingEngine } from "../engine/MatchingEngine.js"
import type { Margin } from "../Margin.js"
import type { Category, Instrument } from "../market/Instruments.js"
import * as Instruments from "../market/Instruments.js"
import type { MarketSource } from "../market/MarketSource.js"
import { categoryOf, type Derivative, onDerivative, trade, triggerByOf } from "../TradeHandler.js"
import type { Views } from "../Views.js"
import * as Desk from "./Desk.js"
import { orderTypeOf, partialTpSl } from "./PartialTpSl.js"

/**
 * What the position desk works on.
 *
 * @since 0.1.0
 * @category models
 */
export interface PositionsEnv {
  readonly engine: MatchingEngine
  readonly positions: Positions
  readonly margin: Margin
  readonly clearing: Clearing
  readonly views: Views
  readonly market: MarketSource
  readonly accounts: Accounts
  /** Advances the market to `now`. */
  readonly tick: (now: number) => void
  /** The account's margin mode (`/v5/account/set-margin-mode`), `undefined` when never set. */
  readonly marginMode: (uid: string) => string | undefined
}

/**
 * The desk.
 *
 * @since 0.1.0
 * @category models
 */
export class PositionsDesk implements Desk.Desk {
  readonly name = "positions"
  readonly routes: ReadonlyArray<Desk.Route>

  constructor(private readonly env: PositionsEnv) {
    const on = (
      opts: { readonly tick?: boolean; readonly push?: ReadonlyArray<"positions" | "wallet"> },
      act: (d: Derivative, caller: Caller, p: Params, now: number) => Result<object>
    ) => onDerivative(env, opts, act)
    const positions = ["positions"] as const
    this.routes = [
      Desk.route(
        Position.list,
        trade(env, { read: (p) => categoryOf(p, ["linear", "inverse", "option"]), tick: true }, (c, caller, p, now) =>
          this.positionList(c, caller, p, now)
        )
      ),
      Desk.route(
        Position.setLeverageEndpoint,
        on({ push: positions }, (d, c, p, n) => this.setLeverage(d, c, p, n))
      ),
      Desk.route(Position.switchMode, (c, p, n) => this.switchMode(c, p, n)),
      Desk.route(
        Position.switchIsolated,
        on({ push: positions }, (d, c, p, n) => this.switchIsolated(d, c, p, n))
      ),
      Desk.route(
        Position.tradingStop,
        on({ tick: true, push: positions }, (d, c, p, n) => this.tradingStop(d, c, p, n))
      ),
      Desk.route(Position.closedPnl, (c, p, n) => this.closedPnl(c, p, n)),
      Desk.route(
        Position.setTpSlMode,
        on({}, (d, c, p, n) => this.setTpSlMode(d, c, p, n))
      ),
      Desk.route(
        Position.setRiskLimitEndpoint,
        on({ tick: true, push: positions }, (d, c, p, n) => this.setRiskLimit(d, c, p, n))
      ),
      Desk.route(
        Position.autoAddMargin,
        on({ push: positions }, (d, c, p, n) => this.setAutoAddMargin(d, c, p, n))
      ),
      Desk.route(
        Position.addMargin,
        on({ tick: true, push: ["positions", "wallet"] }, (d, c, p, n) => this.addMargin(d, c, p, n))
      ),
      Desk.route(
        Position.confirmPendingMmr,
        on({ tick: true, push: positions }, (d, c, p, n) => this.confirmPendingMmr(d, c, p, n))
      )
    ]
  }

  private positionList(category: Category, caller: Caller, p: Params, now: number): Result<object> {
    const symbol = nonEmpty(p, "symbol")
    const settleCoin = nonEmpty(p, "settleCoin")
    const baseCoin = nonEmpty(p, "baseCoin")
    if (category === "linear" && symbol === undefined && settleCoin === undefined) {
      return fail(10001, "Missing some parameters that must be filled in, symbol or settleCoin")
    }
    const limit = limitOf(p, 1, 200, 20)
    if (isFail(limit)) return limit
    let rows: Array<Pos>
    if (symbol !== undefined) {
      const i = Instruments.find(category, symbol)
      if (i === undefined) return paramError("symbol invalid")
      rows = this.env.positions.indices(caller.uid, i).map((idx) => this.env.positions.position(caller.uid, i, idx))
    } else {
      rows = this.env.positions
        .list(caller.uid, category)
        .filter(
          (x) =>
            x.size > 0n &&
            (settleCoin === undefined || x.instrument.settleCoin === settleCoin) &&
            (baseCoin === undefined || x.instrument.baseCoin === baseCoin)
        )
    }
    const key = (x: Pos) => `${x.instrument.symbol}-${x.positionIdx}`
    const pg = page(rows, key, limit, nonEmpty(p, "cursor"))
    if (isFail(pg)) return pg
    return ok({
      category,
      list: pg.list.map((x) => this.env.views.positionItem(x, false, now)),
      nextPageCursor: pg.next
    })
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

  private setLeverage(d: Derivative, caller: Caller, p: Params, _now: number): Result<object> {
    const i = d.instrument
    const buy = this.leverageOf(i, text(p, "buyLeverage"))
    if (isFail(buy)) return buy
    const sell = this.leverageOf(i, text(p, "sellLeverage"))
    if (isFail(sell)) return sell
    const s = this.env.positions.settings(caller.uid, i)
    if (s.tradeMode === 0 && buy !== sell)
      return fail(10001, "buy leverage must equal sell leverage in cross margin mode")
    if (s.buyLeverage === buy && s.sellLeverage === sell) return fail(110043, "Set leverage not modified")
    s.buyLeverage = buy
    s.sellLeverage = sell
    this.env.clearing.refreshHolds(caller.uid, i)
    return ok({})
  }

  /**
   * `/v5/position/switch-mode`, as the docs describe it (priority symbol > coin > system default). By symbol: that
   * symbol, or 110029 (no hedge mode on it), 110025 (already in that mode), 110024 (a position), 110028 (an open
   * order). By coin: every symbol of the coin that offers the mode switches unless it holds a position or an open
   * order (it keeps its mode), and the symbols configured later take the coin's mode; never "not modified", the live
   * exchange answers 0 whatever was skipped (110029 only when no symbol of the coin offers hedge mode).
   */
  private switchMode(caller: Caller, p: Params, _now: number): Result<object> {
    const category = categoryOf(p, ["linear", "inverse"])
    if (isFail(category)) return category
    const mode = int(p, "mode")
    if (mode !== 0 && mode !== 3) return paramError("mode invalid")
    const symbol = nonEmpty(p, "symbol")
    const coin = nonEmpty(p, "coin")
    if (symbol === undefined && coin === undefined) return paramError("symbol or coin is required")
    const locked = (i: Instrument): 110024 | 110028 | undefined =>
      this.env.positions.hasSize(caller.uid, i)
        ? 110024
        : this.env.engine.orders({ accountId: caller.uid, category, symbol: i.symbol, openOnly: true }).length > 0
          ? 110028
          : undefined
    if (symbol !== undefined) {
      const i = Instruments.find(category, symbol)
      if (i === undefined) return paramError("symbol invalid")
      if (mode === 3 && !Instruments.hedgeable(i)) return fail(110029, "Hedge mode is not supported for this symbol")
      const s = this.env.positions.settings(caller.uid, i)
      if (s.mode === mode) return fail(110025, "Position mode is not modified")
      const why = locked(i)
      if (why === 110024) return fail(110024, "You have an existing position, so the position mode cannot be switched")
      if (why === 110028) return fail(110028, "You have existing open orders, so the position mode cannot be switched")
      s.mode = mode
      return ok({})
    }
    const ofCoin = Instruments.byCategory(category).filter((x) => x.settleCoin === coin)
    if (ofCoin.length === 0) return paramError("coin invalid")
    const targets = mode === 3 ? ofCoin.filter(Instruments.hedgeable) : ofCoin
    if (targets.length === 0) return fail(110029, "Hedge mode is not supported for this symbol")
    this.env.positions.switchCoin(caller.uid, category, coin ?? "", mode, targets, (i) => locked(i) !== undefined)
    return ok({})
  }

  private switchIsolated(d: Derivative, caller: Caller, p: Params, _now: number): Result<object> {
    const i = d.instrument
    const tradeMode = int(p, "tradeMode")
    if (tradeMode !== 0 && tradeMode !== 1) return paramError("tradeMode invalid")
    const buy = this.leverageOf(i, text(p, "buyLeverage"))
    if (isFail(buy)) return buy
    const sell = this.leverageOf(i, text(p, "sellLeverage"))
    if (isFail(sell)) return sell
    const s = this.env.positions.settings(caller.uid, i)
    if (s.tradeMode === tradeMode) return fail(110026, "Cross/isolated margin mode is not modified")
    if (tradeMode === 0 && buy !== sell)
      return fail(10001, "buy leverage must equal sell leverage in cross margin mode")
    s.tradeMode = tradeMode
    s.buyLeverage = buy
    s.sellLeverage = sell
    this.env.clearing.refreshHolds(caller.uid, i)
    return ok({})
  }

  private tradingStop(d: Derivative, caller: Caller, p: Params, now: number): Result<object> {
    const i = d.instrument
    const tpslMode = text(p, "tpslMode")
    if (tpslMode !== "Full" && tpslMode !== "Partial") return paramError("tpslMode invalid")
    const idx = int(p, "positionIdx")
    if (idx !== 0 && idx !== 1 && idx !== 2) return paramError("positionIdx invalid")
    const mode = this.env.positions.settings(caller.uid, i).mode
    if ((mode === 0 && idx !== 0) || (mode === 3 && idx === 0))
      return fail(10001, "position idx not match position mode")
    const pos = this.env.positions.position(caller.uid, i, idx)
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
    const last = BigInt(this.env.market.lastPriceUnits(i, now))
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
    const tpBy = triggerByOf(p, "tpTriggerBy")
    if (isFail(tpBy)) return tpBy
    const slBy = triggerByOf(p, "slTriggerBy")
    if (isFail(slBy)) return slBy
    if (tpslMode === "Partial") {
      return partialTpSl(this.env, {
        instrument: i,
        position: pos,
        caller,
        params: p,
        now,
        takeProfit: tp,
        stopLoss: sl,
        trailingStop: ts,
        activePrice: active,
        tpTriggerBy: tpBy,
        slTriggerBy: slBy
      })
    }
    // Full mode: the whole position, closed at market
    for (const k of ["tpOrderType", "slOrderType"] as const) {
      const t = orderTypeOf(p, k)
      if (isFail(t)) return t
      if (t === "Limit") return paramError(`${k} must be Market when tpslMode is Full`)
    }
    for (const k of ["tpLimitPrice", "slLimitPrice"] as const) {
      if (nonEmpty(p, k) !== undefined) return paramError(`${k} is only supported when tpslMode is Partial`)
    }
    const next = {
      takeProfit: tp === undefined ? pos.takeProfit : tp === "0" ? "" : tp,
      stopLoss: sl === undefined ? pos.stopLoss : sl === "0" ? "" : sl,
      trailingStop: ts === undefined ? pos.trailingStop : ts,
      activePrice: active === undefined ? pos.activePrice : active === "0" ? "" : active
    }
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
    this.env.clearing.trailing.delete(pos)
    return ok({})
  }

  /** The positions a request names: its `positionIdx` (checked against the mode), or every index of the mode. */
  private positionsOf(uid: string, i: Instrument, p: Params): ReadonlyArray<Pos> | Fail {
    const idx = int(p, "positionIdx")
    const mode = this.env.positions.settings(uid, i).mode
    if (idx === undefined) return this.env.positions.indices(uid, i).map((x) => this.env.positions.position(uid, i, x))
    if (idx !== 0 && idx !== 1 && idx !== 2) return paramError("positionIdx invalid")
    if ((mode === 0 && idx !== 0) || (mode === 3 && idx === 0)) {
      return fail(10001, "position idx not match position mode")
    }
    return [this.env.positions.position(uid, i, idx)]
  }

  /** Isolated margin: the symbol's trade mode, or the account's isolated margin mode. */
  private isolated(uid: string, i: Instrument): boolean {
    return this.env.positions.settings(uid, i).tradeMode === 1 || this.env.marginMode(uid) === "ISOLATED_MARGIN"
  }

  private setTpSlMode(d: Derivative, caller: Caller, p: Params, _now: number): Result<object> {
    const i = d.instrument
    const mode = text(p, "tpSlMode")
    if (mode !== "Full" && mode !== "Partial") return paramError("tpSlMode invalid")
    const rows = this.env.positions.indices(caller.uid, i).map((idx) => this.env.positions.position(caller.uid, i, idx))
    const changing = rows.filter((x) => x.tpslMode !== mode)
    if (changing.length === 0) return fail(10001, "tpSlMode not modified")
    // Attached TP/SL orders follow the mode they were set in, so they lock it: the position's own and the partial
    // stops still waiting alike (the docs' 110054 / 110055 name any take-profit / stop-loss link order).
    for (const x of changing) {
      const partial = this.env.clearing.partial.waiting(x, this.env.engine)
      if (x.takeProfit !== "" || partial.takeProfit) {
        return fail(
          110054,
          "This position has at least one take profit link order, so the take profit and stop loss mode cannot be switched"
        )
      }
      if (x.stopLoss !== "" || partial.stopLoss) {
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
    return ok({ tpSlMode: mode })
  }

  private setRiskLimit(d: Derivative, caller: Caller, p: Params, _now: number): Result<object> {
    const i = d.instrument
    const riskId = int(p, "riskId")
    if (riskId === undefined || Number.isNaN(riskId)) return paramError("riskId invalid")
    const tier = this.env.views.tierOf(i, riskId)
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
    return ok({ category: d.category, riskId, riskLimitValue: tier.riskLimitValue })
  }

  private setAutoAddMargin(d: Derivative, caller: Caller, p: Params, _now: number): Result<object> {
    const i = d.instrument
    const on = int(p, "autoAddMargin")
    if (on !== 0 && on !== 1) return paramError("autoAddMargin invalid")
    const rows = this.positionsOf(caller.uid, i, p)
    if (isFail(rows)) return rows
    if (!this.isolated(caller.uid, i)) return fail(110076, "Only isolated mode can set auto-add-margin")
    if (rows.every((x) => x.size === 0n)) return fail(110033, "You can't set margin without an open position")
    this.env.positions.settings(caller.uid, i).autoAddMargin = on
    return ok({})
  }

  private addMargin(d: Derivative, caller: Caller, p: Params, now: number): Result<object> {
    const i = d.instrument
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
    if (margin > 0n && margin > this.env.margin.available(caller.uid, i.settleCoin, now)) {
      return fail(110014, "Insufficient available balance to add additional margin.")
    }
    if (margin < 0n && -margin > pos.margin) return fail(110078, "Added margin more than max can reduce margin")
    pos.margin += margin
    pos.updatedTime = now
    const item = this.env.views.positionItem(pos, false, now) as Record<string, unknown>
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
    const rows = this.env.positions.list(uid, category).filter((x) => x.instrument === i && x.size > 0n)
    for (const x of rows) x.reduceOnly = true
    if (rows.length > 0) this.env.clearing.pushPositions(uid, i, now)
    return rows.length
  }

  private confirmPendingMmr(d: Derivative, caller: Caller, _p: Params, now: number): Result<object> {
    const i = d.instrument
    const rows = this.env.positions.list(caller.uid, d.category).filter((x) => x.instrument === i && x.reduceOnly)
    if (rows.length === 0) {
      return fail(
        110082,
        "You cannot lift Reduce-Only restrictions, as no Reduce-Only restrictions are applied to your position"
      )
    }
    const f = this.env.margin.positionFigures(caller.uid, i.settleCoin, now)
    const equity = this.env.accounts.balance(caller.uid, "UNIFIED", i.settleCoin) + f.upl
    if (f.mm >= equity) return fail(110039, "Maintenance margin rate is too high. This may trigger liquidation.")
    for (const x of rows) x.reduceOnly = false
    return ok({})
  }

  private closedPnl(caller: Caller, p: Params, _now: number): Result<object> {
    const category = categoryOf(p, ["linear", "inverse"])
    if (isFail(category)) return category
    const limit = limitOf(p, 1, 100, 50)
    if (isFail(limit)) return limit
    const symbol = nonEmpty(p, "symbol")
    const startTime = int(p, "startTime")
    const endTime = int(p, "endTime")
    const items = this.env.positions.closedPnl(caller.uid, category).filter((r) => {
      if (symbol !== undefined && r.symbol !== symbol) return false
      if (startTime !== undefined && r.updatedTime < startTime) return false
      if (endTime !== undefined && r.updatedTime > endTime) return false
      return true
    })
    const pg = page(items, (r) => r.orderId, limit, nonEmpty(p, "cursor"))
    if (isFail(pg)) return pg
    return ok({ category, list: pg.list.map((r) => this.env.views.closedPnlItem(r)), nextPageCursor: pg.next })
  }
}
