/**
 * The order form as data: what the trader typed, checked in the trader's terms before anything is sent (a quantity
 * below the minimum says so, a take-profit on the wrong side of the price says so) and the exchange request it
 * becomes. What it costs and what the percentage buttons mean: `OrderAmounts`. Pure functions, tested without a
 * browser.
 *
 * @since 0.1.0
 */
import * as BigDecimal from "effect/BigDecimal"
import * as Option from "effect/Option"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import type { BybitSchema as Wire } from "effect-bybit"
import * as Format from "../lib/Format.js"
import type { Instrument } from "../lib/Instrument.js"
import * as QuoteSize from "../lib/QuoteSize.js"
import type { Category } from "./Url.js"

/**
 * What the form holds: strings as typed.
 *
 * @since 0.1.0
 * @category models
 */
export interface OrderForm {
  readonly side: "Buy" | "Sell"
  readonly orderType: "Limit" | "Market"
  readonly qty: string
  readonly price: string
  /** Spot market orders: whether `qty` counts the base coin or the quote coin. */
  readonly marketUnit: "baseCoin" | "quoteCoin"
  /** Linear orders: `qty` typed in the quote coin (USDT), sent as the base coin's quantity it buys (none: base). */
  readonly sizeIn?: "base" | "quote" | undefined
  readonly timeInForce: "GTC" | "IOC" | "FOK" | "PostOnly"
  readonly reduceOnly: boolean
  /** A conditional order's trigger price; empty for an order that is placed at once. */
  readonly triggerPrice: string
  /** The price a derivative's conditional order triggers by (none: the last price, the exchange's default). */
  readonly triggerBy?: "LastPrice" | "MarkPrice" | "IndexPrice" | undefined
  readonly takeProfit: string
  readonly stopLoss: string
  /** How a derivative order's take-profit and stop-loss trigger and close (none: by the last price, at market). */
  readonly tpslOptions?: TpSlOptions | undefined
}

/**
 * How an order's take-profit and stop-loss work: the price each triggers by, and whether they close the whole
 * position at market (`Full`) or the order's quantity (`Partial`), each at market or at the limit price typed.
 *
 * @since 1.2.0
 * @category models
 */
export interface TpSlOptions {
  readonly mode: "Full" | "Partial"
  readonly tpTriggerBy: "LastPrice" | "MarkPrice" | "IndexPrice"
  readonly slTriggerBy: "LastPrice" | "MarkPrice" | "IndexPrice"
  /** Partial mode: the limit price the take-profit closes at (empty: market). */
  readonly tpLimitPrice: string
  /** Partial mode: the limit price the stop-loss closes at (empty: market). */
  readonly slLimitPrice: string
}

/**
 * An empty form.
 *
 * @since 0.1.0
 * @category constructors
 */
export const emptyForm: OrderForm = {
  side: "Buy",
  orderType: "Limit",
  qty: "",
  price: "",
  marketUnit: "baseCoin",
  timeInForce: "GTC",
  reduceOnly: false,
  triggerPrice: "",
  takeProfit: "",
  stopLoss: ""
}

/**
 * A form that cannot be sent as it is: which field, and why, in words.
 *
 * @since 0.1.0
 * @category errors
 */
export class FormError extends Schema.TaggedError<FormError>()("FormError", {
  field: Schema.String,
  reason: Schema.String
}) {
  override get message(): string {
    return this.reason
  }
}

/**
 * What the checks know besides the form.
 *
 * @since 0.1.0
 * @category models
 */
export interface Context {
  readonly category: Category
  readonly symbol: string
  readonly instrument: Option.Option<Instrument>
  /** The last traded price, for market orders. */
  readonly lastPrice: Option.Option<string>
  /** Whether the symbol is in hedge mode: an order then names the side of the position it opens or closes. */
  readonly hedge?: boolean | undefined
}

const decimal = (text: string): Option.Option<BigDecimal.BigDecimal> =>
  /^\d+(\.\d+)?$/.test(text) ? BigDecimal.fromString(text) : Option.none()

const multipleOf = (value: BigDecimal.BigDecimal, step: BigDecimal.BigDecimal): boolean => {
  if (!BigDecimal.isPositive(step)) return true
  return Option.match(BigDecimal.remainder(value, step), { onNone: () => true, onSome: BigDecimal.isZero })
}

const text = (n: BigDecimal.BigDecimal): string => BigDecimal.format(BigDecimal.normalize(n))

// a figure in a message as the reader writes it ("0,1" in German)
const said = (n: BigDecimal.BigDecimal): string => Format.writeDecimal(text(n))

// a step as a person writes it: "0.10" reads "0.1"
const step = (raw: string): string => Option.match(decimal(raw), { onNone: () => raw, onSome: said })

/**
 * Whether a spot market order counts its quantity in the quote coin.
 *
 * @since 0.1.0
 * @category units
 */
export const quoteUnits = (form: OrderForm, category: Category): boolean =>
  category === "spot" && form.orderType === "Market" && form.marketUnit === "quoteCoin"

/**
 * Whether a linear order's size is typed in the quote coin (USDT).
 *
 * @since 1.3.0
 * @category units
 */
export const sizedInQuote = (form: OrderForm, category: Category): boolean =>
  category === "linear" && form.sizeIn === "quote"

/**
 * The form as it is sent: a linear size typed in the quote coin becomes the base coin's quantity it buys at the
 * order's price (trigger, limit, else last), down to the lot step; the quantity (`qty`, in the base coin) is what the
 * form shows it will send, or the refusal in words (below the lot's minimum, no price yet). Any other form is as typed.
 *
 * @since 1.3.0
 * @category units
 */
export const inBaseCoin = (
  form: OrderForm,
  instrument: Instrument | undefined,
  lastPrice: Option.Option<string>,
  /** Whether the order is conditional (its trigger price is then the price it is sized at). */
  conditional: boolean
): { readonly form: OrderForm; readonly qty?: string; readonly refusal?: string } => {
  if (instrument === undefined || !sizedInQuote(form, instrument.category)) return { form }
  const converted = QuoteSize.baseQty({
    amount: form.qty,
    price: basePrice(conditional ? form : { ...form, triggerPrice: "" }, lastPrice),
    lot: instrument,
    write: Format.writeDecimal
  })
  const base = { ...form, sizeIn: "base" as const }
  return Result.isSuccess(converted)
    ? { form: { ...base, qty: converted.success }, qty: converted.success }
    : { form: { ...base, qty: "" }, refusal: converted.failure.reason }
}

/**
 * The unit of the quantity field: the base coin, the quote coin (spot market orders in quote), or contracts in USD
 * (inverse).
 *
 * @since 0.1.0
 * @category units
 */
export const qtyUnit = (form: OrderForm, instrument: Instrument): string => {
  if (quoteUnits(form, instrument.category) || sizedInQuote(form, instrument.category)) return instrument.quoteCoin
  if (instrument.category === "inverse") return "USD"
  return instrument.baseCoin
}

/**
 * The price an order is measured against: its trigger price, its limit price, else the last price.
 *
 * @since 0.1.0
 * @category checks
 */
export const basePrice = (form: OrderForm, lastPrice: Option.Option<string>): Option.Option<BigDecimal.BigDecimal> => {
  if (form.triggerPrice.trim() !== "") return decimal(form.triggerPrice.trim())
  if (form.orderType === "Limit") return decimal(form.price.trim())
  return Option.flatMap(lastPrice, decimal)
}

const fail = (field: string, reason: string) => Result.fail(new FormError({ field, reason }))

const checkPrice = (
  field: string,
  label: string,
  raw: string,
  instrument: Option.Option<Instrument>
): Result.Result<Option.Option<BigDecimal.BigDecimal>, FormError> => {
  if (raw === "") return Result.succeed(Option.none())
  const value = decimal(raw)
  if (Option.isNone(value) || !BigDecimal.isPositive(value.value)) {
    return fail(field, `${label} must be a positive number, like ${Format.writeDecimal("101.5")}`)
  }
  if (Option.isSome(instrument)) {
    const tick = decimal(instrument.value.tickSize)
    if (Option.isSome(tick) && !multipleOf(value.value, tick.value)) {
      return fail(field, `${label} must be in steps of ${step(instrument.value.tickSize)}`)
    }
  }
  return Result.succeed(value)
}

const checkQty = (form: OrderForm, ctx: Context, qty: BigDecimal.BigDecimal): Result.Result<void, FormError> => {
  if (Option.isNone(ctx.instrument)) return Result.succeed(undefined)
  const i = ctx.instrument.value
  const unit = qtyUnit(form, i)
  if (quoteUnits(form, ctx.category)) {
    const min = decimal(i.minNotional)
    if (Option.isSome(min) && BigDecimal.isLessThan(qty, min.value)) {
      return fail("qty", `Amount is below the minimum of ${step(i.minNotional)} ${unit}`)
    }
    return Result.succeed(undefined)
  }
  // the minimum first: a quantity below it is too small, whatever its step
  const min = decimal(i.minQty)
  if (Option.isSome(min) && BigDecimal.isLessThan(qty, min.value)) {
    return fail("qty", `Quantity is below the minimum of ${step(i.minQty)} ${unit}`)
  }
  const qtyStep = decimal(i.qtyStep)
  if (Option.isSome(qtyStep) && !multipleOf(qty, qtyStep.value)) {
    return fail("qty", `Quantity must be in steps of ${step(i.qtyStep)} ${unit}`)
  }
  return Result.succeed(undefined)
}

/**
 * What the take-profit and stop-loss check knows: the side they protect (a buy or a long gains above the
 * reference), the reference price and how the message names it (`the order price`, `the last price`), and what
 * the trader typed (empty: none).
 *
 * @since 0.1.0
 * @category models
 */
export interface TpSlInput {
  readonly side: "Buy" | "Sell"
  /** How the message names the side: `buy`/`sell` for an order, `long`/`short` for a position. */
  readonly sideName: string
  readonly reference: Option.Option<BigDecimal.BigDecimal>
  readonly referenceName: string
  readonly takeProfit: string
  readonly stopLoss: string
  readonly instrument: Option.Option<Instrument>
}

/**
 * The one check of take-profit and stop-loss prices, shared by the order form and the position's TP/SL editor: each
 * a positive number on the tick, the take-profit on the winning side of the reference price and the stop-loss on
 * the losing side. The prices, or which field is wrong and why.
 *
 * @since 0.1.0
 * @category checks
 */
export const checkTpSl = (
  input: TpSlInput
): Result.Result<
  {
    readonly takeProfit: Option.Option<BigDecimal.BigDecimal>
    readonly stopLoss: Option.Option<BigDecimal.BigDecimal>
  },
  FormError
> =>
  Result.gen(function* () {
    const tp = yield* checkPrice("takeProfit", "Take profit", input.takeProfit.trim(), input.instrument)
    const sl = yield* checkPrice("stopLoss", "Stop loss", input.stopLoss.trim(), input.instrument)
    if (Option.isNone(input.reference)) return { takeProfit: tp, stopLoss: sl }
    const base = input.reference.value
    const buy = input.side === "Buy"
    const at = `${input.referenceName} ${said(base)}`
    if (
      Option.isSome(tp) &&
      (buy ? !BigDecimal.isGreaterThan(tp.value, base) : !BigDecimal.isLessThan(tp.value, base))
    ) {
      return yield* fail("takeProfit", `Take profit must be ${buy ? "above" : "below"} ${at} for a ${input.sideName}`)
    }
    if (
      Option.isSome(sl) &&
      (buy ? !BigDecimal.isLessThan(sl.value, base) : !BigDecimal.isGreaterThan(sl.value, base))
    ) {
      return yield* fail("stopLoss", `Stop loss must be ${buy ? "below" : "above"} ${at} for a ${input.sideName}`)
    }
    return { takeProfit: tp, stopLoss: sl }
  })

const checkNotional = (form: OrderForm, ctx: Context, qty: BigDecimal.BigDecimal): Result.Result<void, FormError> => {
  if (Option.isNone(ctx.instrument) || form.reduceOnly || quoteUnits(form, ctx.category))
    return Result.succeed(undefined)
  const i = ctx.instrument.value
  if (i.category === "inverse" || i.category === "option") return Result.succeed(undefined)
  const min = decimal(i.minNotional)
  const price = basePrice(form, ctx.lastPrice)
  if (Option.isNone(min) || Option.isNone(price)) return Result.succeed(undefined)
  const value = BigDecimal.multiply(qty, price.value)
  if (BigDecimal.isLessThan(value, min.value)) {
    const shown = Format.writeDecimal(BigDecimal.format(BigDecimal.scale(value, 2)))
    return fail(
      "qty",
      `Order value ${shown} ${i.quoteCoin} is below the minimum of ${step(i.minNotional)} ${i.quoteCoin}`
    )
  }
  return Result.succeed(undefined)
}

// a derivative's TP/SL options as the exchange names them; limit prices are checked on the tick
const tpslFields = (
  form: OrderForm,
  ctx: Context,
  tp: boolean,
  sl: boolean
): Result.Result<Partial<Wire.Order.OrderCreateRequest>, FormError> =>
  Result.gen(function* () {
    const options = form.tpslOptions
    if (options === undefined || (!tp && !sl) || (ctx.category !== "linear" && ctx.category !== "inverse")) return {}
    const partial = options.mode === "Partial"
    const tpLimit = yield* checkPrice(
      "tpLimitPrice",
      "Take-profit limit price",
      partial && tp ? options.tpLimitPrice.trim() : "",
      ctx.instrument
    )
    const slLimit = yield* checkPrice(
      "slLimitPrice",
      "Stop-loss limit price",
      partial && sl ? options.slLimitPrice.trim() : "",
      ctx.instrument
    )
    return {
      tpslMode: options.mode,
      ...(tp ? { tpTriggerBy: options.tpTriggerBy } : {}),
      ...(sl ? { slTriggerBy: options.slTriggerBy } : {}),
      ...(Option.isSome(tpLimit) ? { tpOrderType: "Limit" as const, tpLimitPrice: options.tpLimitPrice.trim() } : {}),
      ...(Option.isSome(slLimit) ? { slOrderType: "Limit" as const, slLimitPrice: options.slLimitPrice.trim() } : {})
    }
  })

// hedge mode: a buy opens the long side (1) and a reduce-only buy closes the short side (2)
const hedgeIdx = (form: OrderForm): 1 | 2 => ((form.side === "Buy") !== form.reduceOnly ? 1 : 2)

let linkCounter = 0

// options need a client order id; it only has to be unique per account
const linkId = (): string => `ebp-${Date.now().toString(36)}-${(linkCounter++).toString(36)}`

/**
 * Checks the form and builds the exchange request, or says which field is wrong and why.
 *
 * @since 0.1.0
 * @category constructors
 */
export const toRequest = (form: OrderForm, ctx: Context): Result.Result<Wire.Order.OrderCreateRequest, FormError> =>
  Result.gen(function* () {
    if (ctx.symbol === "") return yield* fail("symbol", "Pick a market first")
    const qtyText = form.qty.trim()
    if (qtyText === "") return yield* fail("qty", "Enter a quantity")
    const qty = decimal(qtyText)
    if (Option.isNone(qty) || !BigDecimal.isPositive(qty.value)) {
      return yield* fail("qty", "Quantity must be a positive number, like 0.5")
    }
    const limit = form.orderType === "Limit"
    if (limit && form.price.trim() === "") return yield* fail("price", "Enter a price, or choose Market")
    const price = yield* checkPrice("price", "Price", limit ? form.price.trim() : "", ctx.instrument)
    const trigger = yield* checkPrice("triggerPrice", "Trigger price", form.triggerPrice.trim(), ctx.instrument)
    yield* checkQty(form, ctx, qty.value)
    const { takeProfit: tp, stopLoss: sl } = yield* checkTpSl({
      side: form.side,
      sideName: form.side === "Buy" ? "buy" : "sell",
      reference: basePrice(form, ctx.lastPrice),
      referenceName: "the order price",
      takeProfit: form.takeProfit,
      stopLoss: form.stopLoss,
      instrument: ctx.instrument
    })
    yield* checkNotional(form, ctx, qty.value)
    const options = yield* tpslFields(form, ctx, Option.isSome(tp), Option.isSome(sl))
    const last = Option.flatMap(ctx.lastPrice, decimal)
    const request: Wire.Order.OrderCreateRequest = {
      category: ctx.category,
      symbol: ctx.symbol,
      side: form.side,
      orderType: form.orderType,
      qty: qtyText,
      ...(Option.isSome(price) ? { price: form.price.trim(), timeInForce: form.timeInForce } : {}),
      ...(ctx.category === "spot" && !limit ? { marketUnit: form.marketUnit } : {}),
      ...(form.reduceOnly && ctx.category !== "spot" ? { reduceOnly: true } : {}),
      ...(Option.isSome(trigger)
        ? {
            triggerPrice: form.triggerPrice.trim(),
            // rising to the trigger when it is above the last price, falling to it when below
            triggerDirection:
              Option.isSome(last) && BigDecimal.isLessThan(trigger.value, last.value) ? (2 as const) : (1 as const),
            // the price it triggers by: a derivative's choice (spot triggers by the last price alone)
            ...((ctx.category === "linear" || ctx.category === "inverse") && form.triggerBy !== undefined
              ? { triggerBy: form.triggerBy }
              : {}),
            ...(ctx.category === "spot" ? { orderFilter: "StopOrder" as const } : {})
          }
        : {}),
      ...(Option.isSome(tp) ? { takeProfit: form.takeProfit.trim() } : {}),
      ...(Option.isSome(sl) ? { stopLoss: form.stopLoss.trim() } : {}),
      ...options,
      ...(ctx.hedge === true && (ctx.category === "linear" || ctx.category === "inverse")
        ? { positionIdx: hedgeIdx(form) }
        : {}),
      ...(ctx.category === "option" ? { orderLinkId: linkId() } : {})
    }
    return request
  })
