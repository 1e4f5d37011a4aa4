/**
 * TWAP, as the exchange's strategy service works it (`/v5/strategy/*`): a size cut into `duration / interval`
 * slices, one placed every `interval` seconds from the strategy's creation as an ordinary order of its owner (a
 * Market order, or a Limit order at `limitPrice`), the last slice carrying what the equal cuts left over. When the
 * duration has run, the strategy ends: its slices still open are cancelled, and it is terminated (`3`) if all of
 * its size executed, terminated with orders unfilled (`4`) if not. A stop ends it at once the same way. `isRandom`
 * is kept and shown, not applied: the emulator's slices are equal, so a run gives the same orders every time.
 *
 * One rule over a port, as `Liquidation`: `step` reads the strategies and places the slices that are due through
 * the hooks, at the exchange's `now`; every slice's order is an ordinary order, so the order, execution, position
 * and wallet pushes follow it. Each account's strategies are its own.
 *
 * @since 1.2.0
 */
import * as Fixed from "./base/Fixed.js"
import type { Caller, Params, Result } from "./base/Handler.js"
import type { OrderView } from "./engine/MatchingEngine.js"
import type { Category, Instrument } from "./market/Instruments.js"

/**
 * One slice a strategy placed (or tried to: `code` is the order's answer, `0` when placed).
 *
 * @since 1.2.0
 * @category models
 */
export interface Slice {
  readonly index: number
  readonly orderId: string
  readonly orderLinkId: string
  readonly qty: string
  readonly at: number
  readonly code: number
  readonly msg: string
}

/**
 * A TWAP strategy's state. Quantities are in the instrument's quantity units (`qtyDecimals`).
 *
 * @since 1.2.0
 * @category models
 */
export interface Twap {
  readonly strategyId: string
  readonly caller: Caller
  /** The product as the strategy API names it (`UTA_USDT`, …). */
  readonly product: string
  readonly instrument: Instrument
  readonly side: "Buy" | "Sell"
  readonly size: bigint
  readonly duration: number
  readonly interval: number
  readonly isRandom: boolean
  readonly reduceOnly: boolean
  readonly positionIdx: number
  readonly limitPrice: string
  readonly createdAt: number
  readonly slices: Array<Slice>
  /** `2` running, `3` terminated, `4` terminated with orders unfilled. */
  status: 2 | 3 | 4
  /** `0` running, `1` ran its duration, `2` stopped by its owner (the emulator's own numbering). */
  terminateType: 0 | 1 | 2
  terminateRemark: string
  endedAt: number
  updatedAt: number
}

/**
 * What TWAP reads of, and does to, the exchange.
 *
 * @since 1.2.0
 * @category models
 */
export interface TwapHooks {
  /** Places an order for the caller, as `/v5/order/create` does. */
  readonly place: (caller: Caller, params: Params, now: number) => Result<{ readonly orderId: string }>
  /** Cancels an order of the caller's if it is still open, as `/v5/order/cancel` does. */
  readonly cancel: (caller: Caller, params: Params, now: number) => void
  /** An order of an account as the order lists show it. */
  readonly order: (uid: string, category: Category, orderId: string) => OrderView | undefined
  /** Pushes a strategy's state on its owner's private `strategy` topic. */
  readonly push: (twap: Twap, now: number) => void
}

/**
 * The slice count of a duration cut by an interval.
 *
 * @since 1.2.0
 * @category math
 */
export const sliceCount = (duration: number, interval: number): number => Math.floor(duration / interval)

/**
 * The quantity of each slice (quantity units): equal cuts on the qty step, the last carrying the rest.
 *
 * @since 1.2.0
 * @category math
 */
export const sliceSizes = (size: bigint, count: number, step: bigint): ReadonlyArray<bigint> => {
  const base = (size / step / BigInt(count)) * step
  return Array.from({ length: count }, (_, k) => (k === count - 1 ? size - base * BigInt(count - 1) : base))
}

/**
 * When slice `k` is due (ms).
 *
 * @since 1.2.0
 * @category math
 */
export const sliceTime = (twap: Twap, k: number): number => twap.createdAt + k * twap.interval * 1000

/**
 * The `orderLinkId` of a strategy's slice: its id and the slice's index, so a slice is named once.
 *
 * @since 1.2.0
 * @category math
 */
export const sliceLinkId = (strategyId: string, k: number): string => `twap-${strategyId.slice(-12)}-${k}`

const sliceParams = (twap: Twap, qty: bigint, k: number): Params => {
  const i = twap.instrument
  const limit = twap.limitPrice !== ""
  return {
    category: i.category,
    symbol: i.symbol,
    side: twap.side,
    orderType: limit ? "Limit" : "Market",
    qty: Fixed.format(qty, i.qtyDecimals),
    ...(limit ? { price: twap.limitPrice } : {}),
    ...(twap.reduceOnly ? { reduceOnly: true } : {}),
    ...(i.category === "spot" ? {} : { positionIdx: twap.positionIdx }),
    orderLinkId: sliceLinkId(twap.strategyId, k)
  }
}

/**
 * Places the slices of one strategy due at `now` (all of those a late step finds due, in order) and ends it once
 * its duration has run. Answers whether anything changed.
 *
 * @since 1.2.0
 * @category behaviour
 */
export const advance = (hooks: TwapHooks, twap: Twap, now: number): boolean => {
  if (twap.status !== 2) return false
  const i = twap.instrument
  const count = sliceCount(twap.duration, twap.interval)
  const sizes = sliceSizes(twap.size, count, Fixed.parse(i.qtyStep, i.qtyDecimals) ?? 1n)
  let changed = false
  while (twap.slices.length < count && sliceTime(twap, twap.slices.length) <= now) {
    const k = twap.slices.length
    const qty = sizes[k] ?? 0n
    const placed = hooks.place(twap.caller, sliceParams(twap, qty, k), now)
    const linkId = sliceLinkId(twap.strategyId, k)
    const common = { index: k, orderLinkId: linkId, qty: Fixed.format(qty, i.qtyDecimals), at: now }
    twap.slices.push(
      placed.ok
        ? { ...common, orderId: placed.value.orderId, code: 0, msg: "" }
        : { ...common, orderId: "", code: placed.retCode, msg: placed.retMsg }
    )
    twap.updatedAt = now
    changed = true
    hooks.push(twap, now)
  }
  if (now >= twap.createdAt + twap.duration * 1000) {
    end(hooks, twap, now, 1, "")
    changed = true
  }
  return changed
}

/**
 * Ends a running strategy: cancels its open slices, then sets its status from what executed.
 *
 * @since 1.2.0
 * @category behaviour
 */
export const end = (hooks: TwapHooks, twap: Twap, now: number, type: 1 | 2, remark: string): void => {
  const { category, symbol } = twap.instrument
  for (const s of twap.slices) {
    const open = s.orderId === "" ? undefined : hooks.order(twap.caller.uid, category, s.orderId)
    if (open?.orderStatus === "New" || open?.orderStatus === "PartiallyFilled") {
      hooks.cancel(twap.caller, { category, symbol, orderId: s.orderId }, now)
    }
  }
  twap.status = executed(hooks, twap).qty === twap.size ? 3 : 4
  twap.terminateType = type
  twap.terminateRemark = remark
  twap.endedAt = now
  twap.updatedAt = now
  hooks.push(twap, now)
}

/**
 * What a strategy's slices executed: the quantity (quantity units) and its average price (`""` when none).
 *
 * @since 1.2.0
 * @category views
 */
export const executed = (hooks: TwapHooks, twap: Twap): { readonly qty: bigint; readonly avgPrice: string } => {
  const i = twap.instrument
  let qty = 0n
  let value = 0n
  for (const s of twap.slices) {
    const o = s.orderId === "" ? undefined : hooks.order(twap.caller.uid, i.category, s.orderId)
    if (o === undefined) continue
    const q = Fixed.parse(o.cumExecQty, i.qtyDecimals) ?? 0n
    qty += q
    value += q * (Fixed.parse(o.avgPrice === "" ? "0" : o.avgPrice, i.priceDecimals) ?? 0n)
  }
  return { qty, avgPrice: qty === 0n ? "" : Fixed.format(Fixed.divide(value, qty, "halfUp"), i.priceDecimals) }
}

/**
 * A child order's status as the strategy API numbers it: `2` created, `3` create failed, `4` partially filled,
 * `5` filled, `6` rejected, `7` cancelled.
 *
 * @since 1.2.0
 * @category views
 */
export const sliceStatus = (slice: Slice, order: OrderView | undefined): "2" | "3" | "4" | "5" | "6" | "7" => {
  if (slice.code !== 0 || order === undefined) return "3"
  switch (order.orderStatus) {
    case "Filled":
      return "5"
    case "PartiallyFilled":
      return "4"
    case "Rejected":
      return "6"
    case "New":
    case "Untriggered":
      return "2"
    default:
      return "7"
  }
}
