/**
 * What a trader does, as atoms on the runtime with the keys: place an order (checked by the form in words, then by
 * the library against the instrument's rules), cancel and amend open orders, close a position at market, set a
 * position's take-profit and stop-loss, set its leverage. The actions run concurrently (cancelling one order never
 * interrupts another's cancel); the page keeps one request per order in flight itself.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as Schema from "effect/Schema"
import { InstrumentRules, Position, Trade } from "effect-bybit"
import * as OrderForm from "./OrderForm.js"
import { privateRuntime } from "./Runtime.js"
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
 * Closes a position at market: a reduce-only market order of the other side for its whole size.
 *
 * @since 0.1.0
 * @category atoms
 */
export const closePositionAtom = privateRuntime.fn(
  (position: PositionRef) =>
    Trade.submitOrder({
      category: position.category,
      symbol: position.symbol,
      side: position.side === "Buy" ? "Sell" : "Buy",
      orderType: "Market",
      qty: position.size,
      reduceOnly: true,
      positionIdx: position.positionIdx
    }),
  { concurrent: true }
)

/**
 * New take-profit and stop-loss of a position (`""` leaves one as it is, `"0"` removes it).
 *
 * @since 0.1.0
 * @category models
 */
export interface TpSl extends PositionRef {
  readonly takeProfit: string
  readonly stopLoss: string
}

/**
 * Sets a position's take-profit and stop-loss (whole position, at the last price).
 *
 * @since 0.1.0
 * @category atoms
 */
export const setTpSlAtom = privateRuntime.fn(
  (input: TpSl) =>
    Position.setTradingStop({
      category: input.category,
      symbol: input.symbol,
      tpslMode: "Full",
      positionIdx: input.positionIdx,
      ...(input.takeProfit.trim() === "" ? {} : { takeProfit: input.takeProfit.trim() }),
      ...(input.stopLoss.trim() === "" ? {} : { stopLoss: input.stopLoss.trim() })
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
