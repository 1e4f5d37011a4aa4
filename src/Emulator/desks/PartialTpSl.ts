/**
 * `/v5/position/trading-stop` in Partial mode: adds a take profit and / or a stop loss for part of a position.
 * `tpSize` / `slSize` are required with the price they size and must be equal when both are given; the size may
 * not exceed the position (110058), and a position holds at most 20 partial TP/SL (110061). Each becomes an
 * untriggered reduce-only conditional order (market, or limit at `tpLimitPrice` / `slLimitPrice` with
 * `tpOrderType` / `slOrderType` `Limit`) that closes only its size when the price it triggers by crosses it; the
 * position's own `takeProfit` / `stopLoss` stay those of Full mode. A trailing stop has no size: `trailingStop`
 * (with `activePrice`) sets the position's one trailing stop for the whole position as in Full mode, `0` cancels
 * it, and a call that sets only an unchanged trailing stop answers not modified (10001).
 *
 * @since 0.1.0
 */

import * as Fixed from "../base/Fixed.js"
import {
  type Caller,
  type Fail,
  fail,
  isFail,
  ok,
  type Params,
  paramError,
  type Result,
  text
} from "../base/Handler.js"
import type { Position } from "../books/Positions.js"
import type { Clearing } from "../Clearing.js"
import type { MatchingEngine, OrderType, TriggerBy } from "../engine/MatchingEngine.js"
import type { Margin } from "../Margin.js"
import type { Instrument } from "../market/Instruments.js"
import { MAX_PARTIAL } from "../PartialStops.js"

/**
 * What the handler works on.
 *
 * @since 0.1.0
 * @category models
 */
export interface PartialEnv {
  readonly engine: MatchingEngine
  readonly clearing: Clearing
  readonly margin: Margin
}

/** Sets the position's trailing stop (whole position); answers whether anything changed. */
const trail = (env: PartialEnv, pos: Position, r: PartialRequest): boolean => {
  const ts = r.trailingStop ?? pos.trailingStop
  const active = r.activePrice === undefined ? pos.activePrice : r.activePrice === "0" ? "" : r.activePrice
  if (ts === pos.trailingStop && active === pos.activePrice) return false
  pos.trailingStop = ts
  pos.activePrice = active
  // a new distance re-arms from the next price
  env.clearing.trailing.delete(pos)
  return true
}

/**
 * One trading-stop request in Partial mode, its prices already checked against the position's side.
 *
 * @since 0.1.0
 * @category models
 */
export interface PartialRequest {
  readonly instrument: Instrument
  readonly position: Position
  readonly caller: Caller
  readonly params: Params
  readonly now: number
  /** The take-profit trigger price, `"0"` or `undefined` when none. */
  readonly takeProfit: string | undefined
  readonly stopLoss: string | undefined
  /** The trailing distance, `"0"` to cancel, `undefined` when not given; likewise its activation price. */
  readonly trailingStop: string | undefined
  readonly activePrice: string | undefined
  readonly tpTriggerBy: TriggerBy | undefined
  readonly slTriggerBy: TriggerBy | undefined
}

/** A size on the quantity step, or `undefined` when not given. */
const sizeOf = (i: Instrument, p: Params, key: string): bigint | undefined | Fail => {
  const v = text(p, key)
  if (v === undefined || v === "") return undefined
  const u = Fixed.parse(v, i.qtyDecimals)
  if (u === undefined || u <= 0n || u % BigInt(i.stepUnits) !== 0n) return paramError(`${key} invalid`)
  return u
}

/** The order type a trigger places (`Market` by default). */
export const orderTypeOf = (p: Params, key: string): OrderType | undefined | Fail => {
  const v = text(p, key)
  if (v === undefined || v === "") return undefined
  if (v !== "Market" && v !== "Limit") return paramError(`${key} invalid`)
  return v
}

/** A limit price on the tick, or `undefined` when not given. */
const limitOf = (i: Instrument, p: Params, key: string): string | undefined | Fail => {
  const v = text(p, key)
  if (v === undefined || v === "" || v === "0") return undefined
  const u = Fixed.parse(v, i.priceDecimals)
  if (u === undefined || u <= 0n || u % BigInt(i.tickUnits) !== 0n) return paramError(`${key} invalid`)
  return Fixed.format(u, i.priceDecimals)
}

interface Leg {
  readonly name: "TakeProfit" | "StopLoss"
  readonly trigger: string
  readonly triggerBy: TriggerBy
  readonly orderType: OrderType
  readonly limit: string | undefined
}

/**
 * Adds the partial TP/SL a request names.
 *
 * @since 0.1.0
 * @category handlers
 */
export const partialTpSl = (env: PartialEnv, r: PartialRequest): Result<object> => {
  const i = r.instrument
  const pos = r.position
  // "0" cancels in Full mode; a Partial call only adds
  const tp = r.takeProfit === "0" ? undefined : r.takeProfit
  const sl = r.stopLoss === "0" ? undefined : r.stopLoss
  const trails = r.trailingStop !== undefined || r.activePrice !== undefined
  if (tp === undefined && sl === undefined) {
    if (!trails) return paramError("takeProfit, stopLoss or trailingStop is required")
    if (!trail(env, pos, r)) return fail(10001, "not modified")
    pos.updatedTime = r.now
    return ok({})
  }
  const tpSize = sizeOf(i, r.params, "tpSize")
  if (isFail(tpSize)) return tpSize
  const slSize = sizeOf(i, r.params, "slSize")
  if (isFail(slSize)) return slSize
  if (tp !== undefined && tpSize === undefined) return paramError("tpSize is required in Partial tpslMode")
  if (sl !== undefined && slSize === undefined) return paramError("slSize is required in Partial tpslMode")
  if (tpSize !== undefined && slSize !== undefined && tpSize !== slSize) {
    return paramError("tpSize and slSize must be equal")
  }
  const size = tpSize ?? slSize ?? 0n
  if (size > pos.size) {
    return fail(110058, "You can't set take profit and stop loss due to insufficient size of remaining position size.")
  }
  const legs: Array<Leg> = []
  for (const [name, trigger, by, typeKey, limitKey] of [
    ["TakeProfit", tp, r.tpTriggerBy, "tpOrderType", "tpLimitPrice"],
    ["StopLoss", sl, r.slTriggerBy, "slOrderType", "slLimitPrice"]
  ] as const) {
    if (trigger === undefined) continue
    const orderType = orderTypeOf(r.params, typeKey)
    if (isFail(orderType)) return orderType
    const limit = limitOf(i, r.params, limitKey)
    if (isFail(limit)) return limit
    if (orderType === "Limit" && limit === undefined) return paramError(`${limitKey} is required`)
    legs.push({ name, trigger, triggerBy: by ?? "LastPrice", orderType: orderType ?? "Market", limit })
  }
  if (env.clearing.partial.open(pos, env.engine) + legs.length > MAX_PARTIAL) {
    return fail(110061, "Not allowed to have more than 20 TP/SLs under Partial tpSlMode")
  }
  const long = pos.side === "Buy"
  const placed: Array<string> = []
  for (const leg of legs) {
    const rises = leg.name === "TakeProfit" ? long : !long
    const out = env.engine.place(
      i,
      {
        accountId: r.caller.uid,
        side: long ? "Sell" : "Buy",
        orderType: leg.orderType,
        ...(leg.limit === undefined ? {} : { price: leg.limit }),
        qty: Fixed.format(size, i.qtyDecimals),
        positionIdx: pos.positionIdx,
        reduceOnly: true,
        closeOnTrigger: true,
        createType: `CreateByPartial${leg.name}`,
        triggerPrice: leg.trigger,
        triggerDirection: rises ? 1 : 2,
        triggerBy: leg.triggerBy,
        fees: env.margin.feeRates(r.caller.uid, i.category, i.symbol)
      },
      r.now
    )
    if (out._tag === "Rejected") {
      // both or neither: a leg the engine refused takes back the one placed before it
      for (const orderId of placed) {
        const back = env.engine.cancel(i, { accountId: r.caller.uid, orderId }, r.now)
        if (back._tag === "Accepted") env.clearing.applyReport(back.report, r.now, [pos])
      }
      return fail(out.retCode, out.retMsg)
    }
    placed.push(out.value.orderId)
    env.clearing.applyReport(out.report, r.now, [pos])
  }
  const [first, second] = placed
  const tpId = legs[0]?.name === "TakeProfit" ? first : undefined
  const slId = legs[0]?.name === "StopLoss" ? first : second
  env.clearing.partial.add(pos, tpId, slId)
  if (trails) trail(env, pos, r)
  pos.updatedTime = r.now
  return ok({})
}
