/**
 * How the matching engine shows what it holds: order views as the API spells them (prices, quantities, values
 * and fees formatted from units), the value and fee scales they are formatted with, and the report of one engine
 * call.
 *
 * @since 0.1.0
 */
import * as Fixed from "../base/Fixed.js"
import type { Instrument } from "../market/Instruments.js"
import type { Order } from "./Book.js"
import type { ExecutionView, OrderView, Outcome, Report, Side, TradePrint } from "./Models.js"

/**
 * Decimals of the fee rates kept as integers.
 *
 * @since 0.1.0
 * @category internals
 */
export const RATE_SCALE = 8

/**
 * What one engine call changes, gathered as it happens: order snapshots (one per touched order, taken at
 * the end, or at once for transient states), executions and public trades.
 *
 * @since 0.1.0
 * @category internals
 */
export class Collector {
  // made on first use: nearly every report of a replayed line is empty
  private orderList: Array<OrderView> | undefined
  private executionList: Array<ExecutionView> | undefined
  private tradeList: Array<TradePrint> | undefined
  private touchedList: Array<Order> | undefined

  get orders(): Array<OrderView> {
    this.orderList ??= []
    return this.orderList
  }

  get executions(): Array<ExecutionView> {
    this.executionList ??= []
    return this.executionList
  }

  get trades(): Array<TradePrint> {
    this.tradeList ??= []
    return this.tradeList
  }

  touch(o: Order): void {
    this.touchedList ??= []
    if (!this.touchedList.includes(o)) this.touchedList.push(o)
  }

  /** Emits a snapshot now (for transient states such as Triggered) and forgets earlier touches of the order. */
  emit(o: Order): void {
    const i = this.touchedList?.indexOf(o) ?? -1
    if (i >= 0) this.touchedList?.splice(i, 1)
    this.orders.push(view(o))
  }

  flush(): Report {
    const touched = this.touchedList
    if (touched !== undefined) {
      for (const o of touched) this.orders.push(view(o))
      touched.length = 0
    }
    if (this.orderList === undefined && this.executionList === undefined && this.tradeList === undefined) return empty
    return { orders: this.orderList ?? none, executions: this.executionList ?? none, trades: this.tradeList ?? none }
  }
}

const none: ReadonlyArray<never> = Object.freeze([])
// the report of nothing: one for every line a replay lays without a fill
const empty: Report = Object.freeze({ orders: none, executions: none, trades: none })

/**
 * A refusal with the exchange's code and message.
 *
 * @since 0.1.0
 * @category internals
 */
export const reject = (retCode: number, retMsg: string): Outcome<never> => ({ _tag: "Rejected", retCode, retMsg })

/**
 * Whether an order is still live: resting, partly filled or waiting for its trigger.
 *
 * @since 0.1.0
 * @category internals
 */
export const isOpen = (o: Order): boolean =>
  o.status === "New" || o.status === "PartiallyFilled" || o.status === "Untriggered"

/**
 * Decimals of an order value: quote value (price and quantity decimals), or base value with 8 on inverse.
 *
 * @since 0.1.0
 * @category internals
 */
export const valueScale = (i: Instrument): number => (i.category === "inverse" ? 8 : i.priceDecimals + i.qtyDecimals)

/**
 * Decimals of a fee: the value's plus the rate's (a spot buy pays in base coin, so its quantity's).
 *
 * @since 0.1.0
 * @category internals
 */
export const feeScale = (i: Instrument, side: Side): number =>
  i.category === "inverse"
    ? 8
    : i.category === "spot" && side === "Buy"
      ? i.qtyDecimals + RATE_SCALE
      : valueScale(i) + RATE_SCALE

/**
 * The coin a fee is paid in: spot buys pay in the base coin, spot sells in the quote coin, derivatives in
 * the settle coin.
 *
 * @since 0.1.0
 * @category internals
 */
export const feeCurrency = (i: Instrument, side: Side): string =>
  i.category === "spot" ? (side === "Buy" ? i.baseCoin : i.quoteCoin) : i.settleCoin

/**
 * Value of `qty` at `price` (units): quote value, or base value with 8 decimals on inverse.
 *
 * @since 0.1.0
 * @category internals
 */
export const notional = (i: Instrument, price: number, qty: number): bigint => {
  if (i.category === "inverse") {
    if (price === 0) return 0n
    return Fixed.divide(
      BigInt(qty) * Fixed.pow10(i.priceDecimals + 8),
      BigInt(price) * Fixed.pow10(i.qtyDecimals),
      "down"
    )
  }
  return BigInt(price) * BigInt(qty)
}

/**
 * A price in units, formatted with the instrument's price decimals.
 *
 * @since 0.1.0
 * @category internals
 */
export const px = (i: Instrument, units: number): string => Fixed.formatNumber(units, i.priceDecimals)
/**
 * A quantity in units, formatted with the instrument's quantity decimals.
 *
 * @since 0.1.0
 * @category internals
 */
export const qt = (i: Instrument, units: number): string => Fixed.formatNumber(units, i.qtyDecimals)

/**
 * The average fill price of an order (`"0"` before its first fill); inverse averages by value.
 *
 * @since 0.1.0
 * @category internals
 */
export const avgPrice = (o: Order): string => {
  const i = o.instrument
  if (o.cumQty === 0) return "0"
  if (i.category === "inverse") {
    if (o.cumValue === 0n) return "0"
    const v = Fixed.divide(
      BigInt(o.cumQty) * Fixed.pow10(i.priceDecimals + 8 + 4),
      o.cumValue * Fixed.pow10(i.qtyDecimals),
      "halfUp"
    )
    return Fixed.formatTrimmed(v, i.priceDecimals + 4)
  }
  const exact = o.cumValue % BigInt(o.cumQty) === 0n
  if (exact) return Fixed.format(o.cumValue / BigInt(o.cumQty), i.priceDecimals)
  const v = Fixed.divide(o.cumValue * Fixed.pow10(8), BigInt(o.cumQty), "halfUp")
  return Fixed.formatTrimmed(v, i.priceDecimals + 8)
}

/**
 * An order as the API shows it.
 *
 * @since 0.1.0
 * @category internals
 */
export const view = (o: Order): OrderView => {
  const i = o.instrument
  const leaves = isOpen(o) ? Math.max(o.qty - o.cumQty, 0) : 0
  const fee = Fixed.formatTrimmed(o.cumFee, feeScale(i, o.side))
  const vs = valueScale(i)
  return {
    accountId: o.accountId,
    category: i.category,
    orderId: o.orderId,
    orderLinkId: o.orderLinkId,
    parentOrderLinkId: o.parentOrderLinkId,
    blockTradeId: "",
    symbol: i.symbol,
    price: o.price === 0 ? "0" : px(i, o.price),
    qty: o.quoteBudget !== undefined ? Fixed.formatTrimmed(o.quoteBudget, vs) : qt(i, o.qty),
    side: o.side,
    isLeverage: o.isLeverage,
    positionIdx: o.positionIdx,
    orderStatus: o.status,
    createType: o.createType,
    cancelType: o.cancelType,
    rejectReason: o.rejectReason,
    avgPrice: avgPrice(o),
    leavesQty: qt(i, leaves),
    leavesValue: o.orderType === "Limit" ? Fixed.formatTrimmed(notional(i, o.price, leaves), vs) : "0",
    cumExecQty: qt(i, o.cumQty),
    cumExecValue: Fixed.formatTrimmed(o.cumValue, vs),
    cumExecFee: fee,
    cumFeeDetail: o.cumFee === 0n ? {} : { [feeCurrency(i, o.side)]: fee },
    feeCurrency: feeCurrency(i, o.side),
    timeInForce: o.timeInForce,
    orderType: o.orderType,
    stopOrderType: o.stopOrderType,
    orderIv: "",
    marketUnit: o.marketUnit,
    triggerPrice: o.triggerPrice === 0 ? "0" : px(i, o.triggerPrice),
    takeProfit: o.takeProfit === 0 ? "0" : px(i, o.takeProfit),
    stopLoss: o.stopLoss === 0 ? "0" : px(i, o.stopLoss),
    tpslMode: o.takeProfit !== 0 || o.stopLoss !== 0 ? o.tpslMode : "",
    ocoTriggerBy: "OcoTriggerByUnknown",
    tpLimitPrice: o.tpLimitPrice === 0 ? "0" : px(i, o.tpLimitPrice),
    slLimitPrice: o.slLimitPrice === 0 ? "0" : px(i, o.slLimitPrice),
    tpTriggerBy: o.tpTriggerBy,
    slTriggerBy: o.slTriggerBy,
    triggerDirection: o.triggerDirection,
    triggerBy: o.triggerBy,
    lastPriceOnCreated: o.lastPriceOnCreated,
    basePrice: o.triggerPrice === 0 ? "" : o.lastPriceOnCreated,
    reduceOnly: o.reduceOnly,
    closeOnTrigger: o.closeOnTrigger,
    placeType: "",
    smpType: "None",
    smpGroup: 0,
    smpOrderId: "",
    slippageToleranceType: "UNKNOWN",
    slippageTolerance: "0",
    // RPI quotes serve only the RPI book endpoint here; no order matches one
    rpiTakerAccess: false,
    rpiMatchedQty: "0",
    createdTime: String(o.createdTime),
    updatedTime: String(o.updatedTime)
  }
}
