/**
 * What a trader does, as atoms on the runtime with the keys: place an order (checked by the form in words, then by
 * the library against the instrument's rules), cancel and amend open orders, close a position at market, set a
 * position's take-profit and stop-loss, set its leverage. The actions run concurrently (cancelling one order never
 * interrupts another's cancel); the page keeps one request per order in flight itself.
 *
 * @since 0.1.0
 */
import * as BigDecimal from "effect/BigDecimal"
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as Schema from "effect/Schema"
import { InstrumentRules, Position, Trade } from "effect-bybit"
import type { Instrument } from "../lib/Instrument.js"
import { privateRuntime } from "./AccountRuntime.js"
import * as OrderForm from "./OrderForm.js"
import type { Category } from "./Url.js"

/**
 * A placement: the form and what the checks need to know.
 *
 * @since 0.1.0
 * @category models
 */
export interface Placement {
  readonly form: OrderForm.OrderForm
  readonly context: OrderForm.Context
}

/**
 * Places an order: the form's checks, then the library's rule check (tick, step, minimum size and notional at the
 * last price), then the exchange; the new order's id.
 *
 * @since 0.1.0
 * @category atoms
 */
export const placeOrderAtom = privateRuntime.fn(
  (placement: Placement) =>
    Effect.gen(function* () {
      const request = yield* Effect.fromResult(OrderForm.toRequest(placement.form, placement.context))
      const rules = yield* InstrumentRules.InstrumentRules
      const reference = placement.context.lastPrice
      return yield* rules.submitOrder(request, Option.isSome(reference) ? { referencePrice: reference.value } : {})
    }),
  { concurrent: true }
)

/**
 * An open order, as the actions name it.
 *
 * @since 0.1.0
 * @category models
 */
export interface OrderRef {
  readonly category: Category
  readonly symbol: string
  readonly orderId: string
}

/**
 * Cancels an open order.
 *
 * @since 0.1.0
 * @category atoms
 */
export const cancelOrderAtom = privateRuntime.fn((order: OrderRef) => Trade.cancelOrder(order), { concurrent: true })

/**
 * Which orders a "Cancel all" cancels: `Order` the resting ones, `StopOrder` the conditional and TP/SL ones.
 *
 * @since 0.1.0
 * @category models
 */
export interface CancelAll {
  readonly category: Category
  /** The symbols the tab lists: one request per symbol, so nothing the trader does not see is cancelled. */
  readonly symbols: ReadonlyArray<string>
  readonly kind: "Order" | "StopOrder"
}

/**
 * Cancels every order a tab lists (`POST /v5/order/cancel-all`, one request per symbol); the cancelled ids.
 *
 * @since 0.1.0
 * @category atoms
 */
export const cancelAllAtom = privateRuntime.fn(
  (input: CancelAll) =>
    Effect.map(
      Effect.forEach(
        input.symbols,
        (symbol) => Trade.cancelAllOrders({ category: input.category, symbol, orderFilter: input.kind }),
        { concurrency: "unbounded" }
      ),
      (results) => results.flatMap((r) => r.list.map((o) => o.orderId))
    ),
  { concurrent: true }
)

/**
 * An amendment: the order, and its new price and/or quantity as typed (empty: unchanged).
 *
 * @since 0.1.0
 * @category models
 */
export interface Amendment extends OrderRef {
  readonly side: "Buy" | "Sell"
  readonly currentPrice: string
  readonly currentQty: string
  readonly price: string
  readonly qty: string
}

/**
 * Nothing to amend: the new price and quantity are both empty or unchanged.
 *
 * @since 0.1.0
 * @category errors
 */
export class NothingToAmend extends Schema.TaggedError<NothingToAmend>()("NothingToAmend", {}) {
  override get message(): string {
    return "Change the price or the quantity first"
  }
}

/**
 * Amends an open order's price and/or quantity, checked against the instrument's rules first.
 *
 * @since 0.1.0
 * @category atoms
 */
export const amendOrderAtom = privateRuntime.fn(
  (amendment: Amendment) =>
    Effect.gen(function* () {
      const price = amendment.price.trim() === amendment.currentPrice ? "" : amendment.price.trim()
      const qty = amendment.qty.trim() === amendment.currentQty ? "" : amendment.qty.trim()
      if (price === "" && qty === "") return yield* new NothingToAmend()
      const service = yield* InstrumentRules.InstrumentRules
      const rules = yield* service.rules(amendment.category, amendment.symbol)
      // the amended order must pass the same rules a new one would
      yield* Effect.fromResult(
        InstrumentRules.check(rules, {
          category: amendment.category,
          symbol: amendment.symbol,
          side: amendment.side,
          orderType: "Limit",
          qty: qty === "" ? amendment.currentQty : qty,
          price: price === "" ? amendment.currentPrice : price
        })
      )
      return yield* Trade.amendOrder({
        category: amendment.category,
        symbol: amendment.symbol,
        orderId: amendment.orderId,
        ...(price === "" ? {} : { price }),
        ...(qty === "" ? {} : { qty })
      })
    }),
  { concurrent: true }
)

/**
 * A position, as the position actions name it.
 *
 * @since 0.1.0
 * @category models
 */
export interface PositionRef {
  readonly category: Category
  readonly symbol: string
  readonly side: "Buy" | "Sell"
  readonly size: string
  readonly positionIdx: 0 | 1 | 2
}

/**
 * A close: the whole position at market, or a part of it (`qty`) and/or at a limit `price` (empty: market, whole).
 *
 * @since 0.1.0
 * @category models
 */
export interface Close extends PositionRef {
  readonly qty?: string | undefined
  readonly price?: string | undefined
}

/**
 * Closes a position: a reduce-only order of the other side, at market or at a limit price, for its whole size or
 * the quantity given, checked against the instrument's rules (tick, step, minimum) first.
 *
 * @since 0.1.0
 * @category atoms
 */
export const closePositionAtom = privateRuntime.fn(
  (position: Close) =>
    Effect.gen(function* () {
      const qty = position.qty === undefined || position.qty.trim() === "" ? position.size : position.qty.trim()
      const price = position.price?.trim() ?? ""
      const request = {
        category: position.category,
        symbol: position.symbol,
        side: position.side === "Buy" ? ("Sell" as const) : ("Buy" as const),
        orderType: price === "" ? ("Market" as const) : ("Limit" as const),
        qty,
        ...(price === "" ? {} : { price, timeInForce: "GTC" as const }),
        reduceOnly: true,
        positionIdx: position.positionIdx
      }
      const rules = yield* InstrumentRules.InstrumentRules
      // a reduce-only order is not held to the minimum notional; its tick and step are
      return yield* rules.submitOrder(request, {})
    }),
  { concurrent: true }
)

/**
 * New take-profit and stop-loss of a position (`""` or `"0"` removes one), and what they are checked against: the
 * symbol's live price and instrument, when the page has them.
 *
 * @since 0.1.0
 * @category models
 */
export interface TpSl extends PositionRef {
  readonly takeProfit: string
  readonly stopLoss: string
  /** The last traded (else mark) price the exchange checks the prices against. */
  readonly reference: Option.Option<string>
  readonly instrument: Option.Option<Instrument>
}

const removed = (text: string): boolean => text.trim() === "" || text.trim() === "0"

/**
 * Sets a position's take-profit and stop-loss (whole position), refused first by the order form's own check (tick,
 * side of the price) so the editor never sends what the form would refuse.
 *
 * @since 0.1.0
 * @category atoms
 */
export const setTpSlAtom = privateRuntime.fn(
  (input: TpSl) =>
    Effect.gen(function* () {
      yield* Effect.fromResult(
        OrderForm.checkTpSl({
          side: input.side,
          sideName: input.side === "Buy" ? "long" : "short",
          reference: Option.flatMap(input.reference, (text) => BigDecimal.fromString(text)),
          referenceName: "the last price",
          takeProfit: removed(input.takeProfit) ? "" : input.takeProfit,
          stopLoss: removed(input.stopLoss) ? "" : input.stopLoss,
          instrument: input.instrument
        })
      )
      return yield* Position.setTradingStop({
        category: input.category,
        symbol: input.symbol,
        tpslMode: "Full",
        positionIdx: input.positionIdx,
        takeProfit: removed(input.takeProfit) ? "0" : input.takeProfit.trim(),
        stopLoss: removed(input.stopLoss) ? "0" : input.stopLoss.trim()
      })
    }),
  { concurrent: true }
)

/**
 * Sets a symbol's leverage (both sides).
 *
 * @since 0.1.0
 * @category atoms
 */
export const setLeverageAtom = privateRuntime.fn(
  (input: { readonly category: "linear" | "inverse"; readonly symbol: string; readonly leverage: string }) =>
    Position.setLeverage({
      category: input.category,
      symbol: input.symbol,
      buyLeverage: input.leverage,
      sellLeverage: input.leverage
    }),
  { concurrent: true }
)
