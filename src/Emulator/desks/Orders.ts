/**
 * Orders: placing, amending and cancelling (one, all, or a batch — the REST endpoints and the `/v5/trade`
 * channel share them), the open and historical order lists and the execution list. The matching engine holds the
 * books; clearing settles what it reports.
 *
 * @since 0.1.0
 */
import type * as Types from "effect/Types"
import * as Execution from "../../Http/v5/Execution.js"
import * as Trade from "../../Http/v5/Trade.js"
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
import type { Positions } from "../books/Positions.js"
import type { Clearing } from "../Clearing.js"
import type { OrderRef as EngineRef, MatchingEngine, OrderView, PlaceOrder } from "../engine/MatchingEngine.js"
import type { Margin } from "../Margin.js"
import type { Mmp } from "../Mmp.js"
import type { Category } from "../market/Instruments.js"
import * as Instruments from "../market/Instruments.js"
import { stopOrderTypeOf } from "../PartialStops.js"
import { categoryOf, flag, instrumentOf, linkIdOf, trade, triggerByOf } from "../TradeHandler.js"
import { restExecution, restOrder, type Views } from "../Views.js"
import * as Desk from "./Desk.js"

/**
 * The order an answer names.
 *
 * @since 0.1.0
 * @category models
 */
export interface OrderRef {
  readonly orderId: string
  readonly orderLinkId: string
}

const ORDER_OPEN = new Set(["New", "PartiallyFilled", "Untriggered"])

/**
 * What the order desk works on.
 *
 * @since 0.1.0
 * @category models
 */
export interface OrdersEnv {
  readonly engine: MatchingEngine
  readonly positions: Positions
  readonly margin: Margin
  readonly clearing: Clearing
  readonly views: Views
  /** Market maker protection: admits or refuses `mmp` orders and tags the admitted ones. */
  readonly mmp: Mmp
  /** Advances the market to `now`. */
  readonly tick: (now: number) => void
}

/**
 * The desk.
 *
 * @since 0.1.0
 * @category models
 */
export class OrdersDesk implements Desk.Desk {
  readonly name = "orders"
  readonly routes: ReadonlyArray<Desk.Route>
  /** `/v5/order/create` (and `order.create` on /v5/trade). */
  readonly createOrder: (caller: Caller, params: Params, now: number) => Result<OrderRef>
  /** `/v5/order/amend`. */
  readonly amendOrder: (caller: Caller, params: Params, now: number) => Result<OrderRef>
  /** `/v5/order/cancel`. */
  readonly cancelOrder: (caller: Caller, params: Params, now: number) => Result<OrderRef>

  constructor(private readonly env: OrdersEnv) {
    const category = { read: (p: Params) => categoryOf(p) }
    const ticked = { ...category, tick: true }
    this.createOrder = trade(env, category, (c, caller, p, now) => this.placeOrder(caller.uid, c, p, now))
    this.amendOrder = trade(env, category, (c, caller, p, now) => this.amendOne(caller.uid, c, p, now))
    this.cancelOrder = trade(env, category, (c, caller, p, now) => this.cancelOne(caller.uid, c, p, now))
    this.routes = [
      Desk.route(Trade.create, this.createOrder),
      Desk.route(Trade.amend, this.amendOrder),
      Desk.route(Trade.cancel, this.cancelOrder),
      Desk.route(
        Trade.cancelAll,
        trade(env, ticked, (c, caller, p, now) => this.cancelAll(c, caller, p, now))
      ),
      Desk.route(Trade.createBatch, (c, p, n) => this.batch("create", c, p, n)),
      Desk.route(Trade.amendBatch, (c, p, n) => this.batch("amend", c, p, n)),
      Desk.route(Trade.cancelBatch, (c, p, n) => this.batch("cancel", c, p, n)),
      Desk.route(
        Trade.realtime,
        trade(env, ticked, (c, caller, p) => this.orderQuery(c, caller, p, false))
      ),
      Desk.route(
        Trade.history,
        trade(env, ticked, (c, caller, p) => this.orderQuery(c, caller, p, true))
      ),
      Desk.route(
        Execution.list,
        trade(env, ticked, (c, caller, p) => this.executions(c, caller, p))
      )
    ]
  }

  private placeOrder(uid: string, category: Category, p: Params, now: number): Result<OrderRef> {
    this.env.tick(now)
    const i = instrumentOf(category, p)
    if (isFail(i)) return i
    const mmp = this.env.mmp.admit(uid, i, p, now)
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
    const linkId = linkIdOf(p)
    if (isFail(linkId)) return linkId
    const idxRaw = int(p, "positionIdx")
    if (idxRaw !== undefined && idxRaw !== 0 && idxRaw !== 1 && idxRaw !== 2) return paramError("positionIdx invalid")
    let positionIdx: 0 | 1 | 2 = idxRaw ?? 0
    let reduceOnly = flag(p, "reduceOnly") ?? false
    const closeOnTrigger = flag(p, "closeOnTrigger") ?? false
    if (category === "linear" || category === "inverse") {
      const mode = this.env.positions.settings(uid, i).mode
      if ((mode === 0 && positionIdx !== 0) || (mode === 3 && positionIdx === 0)) {
        return fail(10001, "position idx not match position mode")
      }
      // In hedge mode an order against its position's side closes that position.
      if (mode === 3 && ((positionIdx === 1 && side === "Sell") || (positionIdx === 2 && side === "Buy")))
        reduceOnly = true
      const zero = Fixed.parse(qty, i.qtyDecimals)
      if (zero === 0n && reduceOnly && closeOnTrigger) {
        qty = Fixed.format(this.env.positions.reducible(uid, i, side, positionIdx), i.qtyDecimals)
      }
    } else {
      positionIdx = 0
    }
    const marketUnit = nonEmpty(p, "marketUnit")
    if (marketUnit !== undefined && marketUnit !== "baseCoin" && marketUnit !== "quoteCoin") {
      return paramError("marketUnit invalid")
    }
    const triggerBy = triggerByOf(p, "triggerBy")
    if (isFail(triggerBy)) return triggerBy
    const tpTriggerBy = triggerByOf(p, "tpTriggerBy")
    if (isFail(tpTriggerBy)) return tpTriggerBy
    const slTriggerBy = triggerByOf(p, "slTriggerBy")
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
    const input: Types.Mutable<PlaceOrder> = {
      accountId: uid,
      side,
      orderType,
      qty,
      timeInForce: tif,
      positionIdx,
      reduceOnly,
      closeOnTrigger,
      fees: this.env.margin.feeRates(uid, category, i.symbol)
    }
    // the optional fields set one by one, with no helper closure: an object spread per field costs more than the
    // rest of the placement, and a closure made per order is one more allocation (and, under tsx, a naming call)
    const priceText = nonEmpty(p, "price")
    if (priceText !== undefined) input.price = priceText
    if (linkId !== undefined) input.orderLinkId = linkId
    if (marketUnit !== undefined) input.marketUnit = marketUnit as "baseCoin" | "quoteCoin"
    if (isLeverage === 1 || isLeverage === 0) input.isLeverage = isLeverage
    if (orderFilter !== undefined) input.orderFilter = orderFilter as "Order" | "tpslOrder" | "StopOrder"
    const triggerPriceText = nonEmpty(p, "triggerPrice")
    if (triggerPriceText !== undefined) input.triggerPrice = triggerPriceText
    if (dir !== undefined) input.triggerDirection = dir as 1 | 2
    if (triggerBy !== undefined) input.triggerBy = triggerBy
    const takeProfitText = nonEmpty(p, "takeProfit")
    if (takeProfitText !== undefined) input.takeProfit = takeProfitText
    const stopLossText = nonEmpty(p, "stopLoss")
    if (stopLossText !== undefined) input.stopLoss = stopLossText
    if (tpTriggerBy !== undefined) input.tpTriggerBy = tpTriggerBy
    if (slTriggerBy !== undefined) input.slTriggerBy = slTriggerBy
    if (tpslMode !== undefined) input.tpslMode = tpslMode as "Full" | "Partial"
    if (tpOrderType !== undefined) input.tpOrderType = tpOrderType as "Market" | "Limit"
    if (slOrderType !== undefined) input.slOrderType = slOrderType as "Market" | "Limit"
    const tpLimitPriceText = nonEmpty(p, "tpLimitPrice")
    if (tpLimitPriceText !== undefined) input.tpLimitPrice = tpLimitPriceText
    const slLimitPriceText = nonEmpty(p, "slLimitPrice")
    if (slLimitPriceText !== undefined) input.slLimitPrice = slLimitPriceText
    const outcome = this.env.engine.place(i, input, now)
    if (outcome._tag === "Rejected") return fail(outcome.retCode, outcome.retMsg)
    if (mmp) this.env.mmp.tag(uid, outcome.value.orderId, i)
    this.env.clearing.applyReport(outcome.report, now, [])
    return ok({ orderId: outcome.value.orderId, orderLinkId: outcome.value.orderLinkId })
  }

  private refOf(uid: string, p: Params): EngineRef | Fail {
    const orderId = nonEmpty(p, "orderId")
    const orderLinkId = nonEmpty(p, "orderLinkId")
    if (orderId === undefined && orderLinkId === undefined) return paramError("orderId or orderLinkId is required")
    return {
      accountId: uid,
      ...(orderId === undefined ? {} : { orderId }),
      ...(orderLinkId === undefined ? {} : { orderLinkId })
    }
  }

  /** The instrument and the order an amend or a cancel names, once the book has caught up to `now`. */
  private targetOf(
    uid: string,
    category: Category,
    p: Params,
    now: number
  ): { i: Instruments.Instrument; ref: EngineRef } | Fail {
    this.env.tick(now)
    const i = instrumentOf(category, p)
    if (isFail(i)) return i
    const ref = this.refOf(uid, p)
    if (isFail(ref)) return ref
    return { i, ref }
  }

  /** An amend's or a cancel's outcome: its rejection, or its report cleared and the order's ids. */
  private cleared(outcome: ReturnType<MatchingEngine["cancel"]>, now: number): Result<OrderRef> {
    if (outcome._tag === "Rejected") return fail(outcome.retCode, outcome.retMsg)
    this.env.clearing.applyReport(outcome.report, now, [])
    return ok({ orderId: outcome.value.orderId, orderLinkId: outcome.value.orderLinkId })
  }

  private amendOne(uid: string, category: Category, p: Params, now: number): Result<OrderRef> {
    const target = this.targetOf(uid, category, p, now)
    if (isFail(target)) return target
    const { i, ref } = target
    const triggerBy = triggerByOf(p, "triggerBy")
    if (isFail(triggerBy)) return triggerBy
    const tpTriggerBy = triggerByOf(p, "tpTriggerBy")
    if (isFail(tpTriggerBy)) return tpTriggerBy
    const slTriggerBy = triggerByOf(p, "slTriggerBy")
    if (isFail(slTriggerBy)) return slTriggerBy
    const field = (k: string) => {
      const v = text(p, k)
      return v === undefined ? {} : { [k]: v }
    }
    const outcome = this.env.engine.amend(
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
    return this.cleared(outcome, now)
  }

  private cancelOne(uid: string, category: Category, p: Params, now: number): Result<OrderRef> {
    const target = this.targetOf(uid, category, p, now)
    if (isFail(target)) return target
    return this.cleared(this.env.engine.cancel(target.i, target.ref, now), now)
  }

  /** `/v5/order/cancel-all`: `{list[{orderId, orderLinkId}], success}`. */
  private cancelAll(category: Category, caller: Caller, params: Params, now: number): Result<object> {
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
    const r = this.env.engine.cancelAll(
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
    this.env.clearing.applyReport(r.report, now, [])
    return ok({ list: r.list.map((o) => ({ orderId: o.orderId, orderLinkId: o.orderLinkId })), success: "1" })
  }

  /**
   * `/v5/order/create-batch` (`op` "create"), `amend-batch`, `cancel-batch`: `{list[…]}` plus `retExtInfo.list`
   * with one `{code, msg}` per item.
   */
  batch(op: "create" | "amend" | "cancel", caller: Caller, params: Params, now: number): Result<object> {
    const category = categoryOf(params)
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

  private orderFilterMatch(v: OrderView, filter: string | undefined): boolean {
    if (filter === undefined) return true
    const shown = stopOrderTypeOf(v)
    const conditional = shown !== "" && shown !== "UNKNOWN"
    if (filter === "Order") return !conditional
    if (filter === "StopOrder") return shown === "Stop"
    if (filter === "tpslOrder") return conditional && shown !== "Stop"
    return true
  }

  private orderQuery(category: Category, caller: Caller, p: Params, history: boolean): Result<object> {
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
    const all = this.env.engine.orders({
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

  private executions(category: Category, caller: Caller, p: Params): Result<object> {
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
    const items = this.env.engine.executions(caller.uid, category).filter((e) => {
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
      list: pg.list.map((e) => restExecution(e, this.env.views.execExtras.get(e.execId))),
      nextPageCursor: pg.next
    })
  }
}
