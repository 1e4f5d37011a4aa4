/**
 * Instrument rules before sending: the tick size, quantity step, minimum and maximum quantity and minimum notional
 * of a symbol, read from `GET /v5/market/instruments-info` and cached per category and symbol; helpers that round a
 * price or a quantity onto the rules with exact decimals; and a check that fails an order with a typed
 * {@link OrderRuleViolation} before it reaches the exchange.
 *
 * @since 0.1.0
 */
import * as BigDecimal from "effect/BigDecimal"
import * as Cache from "effect/Cache"
import * as Context from "effect/Context"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as Stream from "effect/Stream"
import * as Decimal from "../Schema/Decimal.js"
import type * as Enums from "../Schema/Enums.js"
import type * as InstrumentsInfo from "../Schema/InstrumentsInfo.js"
import * as LazySchema from "../Schema/LazySchema.js"
import type * as Order from "../Schema/Order.js"
import { BybitHttp, type CallError, type CallOptions } from "./BybitHttp.js"
import type * as Endpoint from "./Endpoint.js"
import * as OrderRules from "./internal/rulesCheck.js"
import * as Paginate from "./Paginate.js"
import * as Market from "./v5/Market.js"
import * as Trade from "./v5/Trade.js"

/**
 * The trading rules of one symbol, as exact decimals. Spot quantities step by `basePrecision`; spot market buys
 * (and market sells with `marketUnit: "quoteCoin"`) are amounts of the quote coin, stepping by `quotePrecision`.
 *
 * @since 0.1.0
 * @category models
 */
export interface Rules {
  readonly category: Enums.Category
  readonly symbol: string
  readonly tickSize: BigDecimal.BigDecimal
  readonly minPrice: Option.Option<BigDecimal.BigDecimal>
  readonly maxPrice: Option.Option<BigDecimal.BigDecimal>
  /** Derivatives: `qtyStep`; spot: `basePrecision`. */
  readonly qtyStep: Option.Option<BigDecimal.BigDecimal>
  readonly minQty: Option.Option<BigDecimal.BigDecimal>
  /** The largest limit order (spot: `maxLimitOrderQty`). */
  readonly maxQty: Option.Option<BigDecimal.BigDecimal>
  /** The largest market order (`maxMktOrderQty`, spot `maxMarketOrderQty`); the limit maximum when absent. */
  readonly maxMarketQty: Option.Option<BigDecimal.BigDecimal>
  /** Derivatives: `minNotionalValue`; spot: `minOrderAmt` (quote coin). */
  readonly minNotional: Option.Option<BigDecimal.BigDecimal>
  /** Spot: `quotePrecision`, the step of quote-coin amounts. */
  readonly quoteStep: Option.Option<BigDecimal.BigDecimal>
}

const decimal = (text: string | undefined): Option.Option<BigDecimal.BigDecimal> =>
  text === undefined ? Option.none() : Option.map(Decimal.option(text), Decimal.toBigDecimal)

const positive = (text: string | undefined): Option.Option<BigDecimal.BigDecimal> =>
  Option.filter(decimal(text), BigDecimal.isPositive)

/**
 * The rules of an instrument as instruments-info describes it.
 *
 * @since 0.1.0
 * @category constructors
 */
export const fromInstrument = (category: Enums.Category, instrument: InstrumentsInfo.Instrument): Rules => {
  const lot = instrument.lotSizeFilter
  const price = instrument.priceFilter
  const spot = category === "spot"
  const maxQty = positive(spot ? (lot.maxLimitOrderQty ?? lot.maxOrderQty) : lot.maxOrderQty)
  return {
    category,
    symbol: instrument.symbol,
    tickSize: Decimal.toBigDecimal(price.tickSize),
    minPrice: positive(price.minPrice),
    maxPrice: positive(price.maxPrice),
    qtyStep: positive(spot ? (lot.basePrecision ?? lot.qtyStep) : lot.qtyStep),
    minQty: positive(lot.minOrderQty),
    maxQty,
    maxMarketQty: Option.orElse(positive(spot ? lot.maxMarketOrderQty : lot.maxMktOrderQty), () => maxQty),
    minNotional: positive(spot ? lot.minOrderAmt : lot.minNotionalValue),
    quoteStep: positive(lot.quotePrecision)
  }
}

/**
 * How a value is moved onto a step: down, up, or to the nearest multiple (halves away from zero).
 *
 * @since 0.1.0
 * @category models
 */
export type Rounding = "floor" | "ceil" | "nearest"

const pow10 = (n: number): bigint => 10n ** BigInt(n)

const onScale = (value: BigDecimal.BigDecimal, scale: number): bigint => value.value * pow10(scale - value.scale)

/**
 * Rounds a value onto a multiple of `step`, exactly; the result has the step's scale (`100.05` on a `0.10` tick
 * rounds to `100.10` with "nearest"). A step that is not positive leaves the value as it is.
 *
 * @since 0.1.0
 * @category rounding
 */
export const roundToStep = (
  value: BigDecimal.BigDecimal,
  step: BigDecimal.BigDecimal,
  mode: Rounding
): BigDecimal.BigDecimal => {
  if (step.value <= 0n) return value
  const scale = Math.max(value.scale, step.scale, 0)
  const v = onScale(value, scale)
  const t = onScale(step, scale)
  let q = v / t // truncated toward zero
  const r = v - q * t
  if (r !== 0n) {
    if (mode === "floor" && v < 0n) q -= 1n
    else if (mode === "ceil" && v > 0n) q += 1n
    else if (mode === "nearest" && 2n * (r < 0n ? -r : r) >= t) q += v < 0n ? -1n : 1n
  }
  return BigDecimal.make(q * step.value, step.scale)
}

/**
 * Whether a value is an exact multiple of `step`.
 *
 * @since 0.1.0
 * @category rounding
 */
export const isMultipleOf = (value: BigDecimal.BigDecimal, step: BigDecimal.BigDecimal): boolean => {
  if (step.value <= 0n) return true
  const scale = Math.max(value.scale, step.scale, 0)
  return onScale(value, scale) % onScale(step, scale) === 0n
}

const toBig = (value: string | BigDecimal.BigDecimal): Option.Option<BigDecimal.BigDecimal> =>
  typeof value === "string" ? decimal(value) : Option.some(value)

/**
 * A price on the symbol's tick (nearest tick by default), as a decimal string with the tick's scale. `None` when
 * the input is not a decimal string.
 *
 * @since 0.1.0
 * @category rounding
 */
export const roundPrice = (
  rules: Rules,
  price: string | BigDecimal.BigDecimal,
  mode: Rounding = "nearest"
): Option.Option<Decimal.Decimal> =>
  Option.map(toBig(price), (p) => Decimal.fromBigDecimal(roundToStep(p, rules.tickSize, mode)))

/**
 * A quantity on the symbol's step (down by default, so an order never grows), as a decimal string with the step's
 * scale. `None` when the input is not a decimal string.
 *
 * @since 0.1.0
 * @category rounding
 */
export const roundQty = (
  rules: Rules,
  qty: string | BigDecimal.BigDecimal,
  mode: Rounding = "floor"
): Option.Option<Decimal.Decimal> =>
  Option.map(toBig(qty), (q) =>
    Decimal.fromBigDecimal(Option.match(rules.qtyStep, { onNone: () => q, onSome: (s) => roundToStep(q, s, mode) }))
  )

/**
 * The rule an order broke.
 *
 * @since 0.1.0
 * @category models
 */
export const Rule = LazySchema.make(() =>
  Schema.Literals([
    "decimal",
    "tickSize",
    "minPrice",
    "maxPrice",
    "qtyStep",
    "minQty",
    "maxQty",
    "maxMarketQty",
    "minNotional"
  ])
)

/**
 * A value of {@link Rule}.
 *
 * @since 0.1.0
 * @category models
 */
export type Rule = typeof Rule.Type

/**
 * An order that breaks an instrument rule, found before sending: which rule, which field, the value given and what
 * the rule expects (`tickSize` on `price` `"100.05"`, expected `"a multiple of 0.10"`).
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderRuleViolation extends Schema.TaggedError<OrderRuleViolation>()("OrderRuleViolation", {
  rule: Rule,
  field: Schema.String,
  category: Schema.String,
  symbol: Schema.String,
  value: Schema.String,
  expected: Schema.String
}) {
  override get message(): string {
    return `${this.category} ${this.symbol}: ${this.field} ${this.value} breaks the ${this.rule} rule, expected ${this.expected}`
  }
}

/**
 * instruments-info does not list the symbol in that category (or not as trading).
 *
 * @since 0.1.0
 * @category errors
 */
export class UnknownInstrument extends Schema.TaggedError<UnknownInstrument>()("UnknownInstrument", {
  category: Schema.String,
  symbol: Schema.String
}) {
  override get message(): string {
    return `No ${this.category} instrument ${this.symbol} is listed as trading`
  }
}

/**
 * Options of an order check.
 *
 * @since 0.1.0
 * @category models
 */
export interface CheckOptions {
  /** A price to value market orders at (e.g. the last or mark price), so their notional is checked too. */
  readonly referencePrice?: string | BigDecimal.BigDecimal
}

const priceFields = ["price", "triggerPrice", "takeProfit", "stopLoss", "tpLimitPrice", "slLimitPrice"] as const

/**
 * Checks an order against the rules: prices on the tick and inside the price band, the quantity on its step and
 * within the minimum and maximum (market orders: the market maximum), and the notional (quantity × price, or the
 * quantity itself for inverse contracts, which are quoted in USD) at or above the minimum. Reduce-only orders skip
 * the notional check, and `qty: "0"` with `reduceOnly` and `closeOnTrigger` (close the whole position) skips the
 * quantity checks. Market orders are valued at `options.referencePrice` when given, otherwise their notional is
 * left to the exchange.
 *
 * @since 0.1.0
 * @category checks
 */
export const check = (
  rules: Rules,
  order: Order.OrderCreateRequest,
  options: CheckOptions = {}
): Result.Result<Order.OrderCreateRequest, OrderRuleViolation> => {
  const violation = (rule: Rule, field: string, value: string, expected: string) =>
    Result.fail(
      new OrderRuleViolation({ rule, field, category: rules.category, symbol: rules.symbol, value, expected })
    )
  const text = (d: BigDecimal.BigDecimal) => Decimal.fromBigDecimal(d)

  for (const field of priceFields) {
    const raw = order[field]
    if (raw === undefined) continue
    const value = decimal(raw)
    if (Option.isNone(value)) return violation("decimal", field, raw, "a decimal string")
    // "0" clears a take-profit or stop-loss; it is never a price to put on the tick
    if (BigDecimal.isZero(value.value) && field !== "price") continue
    if (!isMultipleOf(value.value, rules.tickSize)) {
      return violation("tickSize", field, raw, `a multiple of ${text(rules.tickSize)}`)
    }
    if (field === "price" || field === "triggerPrice") {
      if (Option.isSome(rules.minPrice) && BigDecimal.isLessThan(value.value, rules.minPrice.value)) {
        return violation("minPrice", field, raw, `at least ${text(rules.minPrice.value)}`)
      }
      if (Option.isSome(rules.maxPrice) && BigDecimal.isGreaterThan(value.value, rules.maxPrice.value)) {
        return violation("maxPrice", field, raw, `at most ${text(rules.maxPrice.value)}`)
      }
    }
  }

  const qty = decimal(order.qty)
  if (Option.isNone(qty)) return violation("decimal", "qty", order.qty, "a decimal string")
  const closeAll = BigDecimal.isZero(qty.value) && order.reduceOnly === true && order.closeOnTrigger === true
  if (closeAll) return Result.succeed(order)

  const market = order.orderType === "Market"
  const quoteAmount =
    rules.category === "spot" &&
    market &&
    (order.marketUnit === "quoteCoin" || (order.marketUnit === undefined && order.side === "Buy"))
  if (quoteAmount) {
    if (Option.isSome(rules.quoteStep) && !isMultipleOf(qty.value, rules.quoteStep.value)) {
      return violation("qtyStep", "qty", order.qty, `a multiple of ${text(rules.quoteStep.value)} (quote coin)`)
    }
    if (Option.isSome(rules.minNotional) && BigDecimal.isLessThan(qty.value, rules.minNotional.value)) {
      return violation("minNotional", "qty", order.qty, `at least ${text(rules.minNotional.value)} (quote coin)`)
    }
    return Result.succeed(order)
  }

  if (Option.isSome(rules.qtyStep) && !isMultipleOf(qty.value, rules.qtyStep.value)) {
    return violation("qtyStep", "qty", order.qty, `a multiple of ${text(rules.qtyStep.value)}`)
  }
  if (Option.isSome(rules.minQty) && BigDecimal.isLessThan(qty.value, rules.minQty.value)) {
    return violation("minQty", "qty", order.qty, `at least ${text(rules.minQty.value)}`)
  }
  const max = market ? rules.maxMarketQty : rules.maxQty
  if (Option.isSome(max) && BigDecimal.isGreaterThan(qty.value, max.value)) {
    return violation(market ? "maxMarketQty" : "maxQty", "qty", order.qty, `at most ${text(max.value)}`)
  }

  if (order.reduceOnly !== true && Option.isSome(rules.minNotional)) {
    const reference = market ? Option.flatMap(Option.fromNullishOr(options.referencePrice), toBig) : Option.none()
    const price = order.price === undefined || market ? reference : decimal(order.price)
    const notional =
      rules.category === "inverse"
        ? Option.some(qty.value)
        : Option.map(price, (p) => BigDecimal.multiply(qty.value, p))
    if (Option.isSome(notional) && BigDecimal.isLessThan(notional.value, rules.minNotional.value)) {
      return violation(
        "minNotional",
        "qty",
        order.qty,
        `a notional of at least ${text(rules.minNotional.value)}, got ${text(BigDecimal.normalize(notional.value))}`
      )
    }
  }
  return Result.succeed(order)
}

/**
 * Puts an order onto the rules: its price fields to the nearest tick, its quantity down to the step. Values that
 * are not decimal strings are left for {@link check} to report.
 *
 * @since 0.1.0
 * @category rounding
 */
export const round = (rules: Rules, order: Order.OrderCreateRequest): Order.OrderCreateRequest => {
  const out: { -readonly [K in keyof Order.OrderCreateRequest]: Order.OrderCreateRequest[K] } = { ...order }
  for (const field of priceFields) {
    const raw = order[field]
    if (raw === undefined) continue
    const rounded = roundPrice(rules, raw)
    if (Option.isSome(rounded)) out[field] = rounded.value
  }
  const quoteAmount =
    rules.category === "spot" &&
    order.orderType === "Market" &&
    (order.marketUnit === "quoteCoin" || (order.marketUnit === undefined && order.side === "Buy"))
  const step = quoteAmount ? rules.quoteStep : rules.qtyStep
  const qty = decimal(order.qty)
  if (Option.isSome(qty) && Option.isSome(step)) {
    out.qty = Decimal.fromBigDecimal(roundToStep(qty.value, step.value, "floor"))
  }
  return out
}

/**
 * Why the rules of a symbol could not be read: the symbol is not listed, or the instruments-info call failed.
 *
 * @since 0.1.0
 * @category errors
 */
export type LookupError = UnknownInstrument | CallError<"public", Endpoint.Errors<typeof Market.instrumentsInfo>>

/**
 * What submitting through the rules can fail with.
 *
 * @since 0.1.0
 * @category errors
 */
export type SubmitError = OrderRuleViolation | LookupError | CallError<"private", Endpoint.Errors<typeof Trade.create>>

/**
 * The instrument-rules service.
 *
 * @since 0.1.0
 * @category models
 */
export interface InstrumentRulesService {
  /** The rules of a symbol, from the cache or from instruments-info. */
  readonly rules: (category: Enums.Category, symbol: string) => Effect.Effect<Rules, LookupError>
  /** The rules of a symbol when they are loaded (cached and current); never a lookup. */
  readonly loaded: (category: Enums.Category, symbol: string) => Effect.Effect<Option.Option<Rules>>
  /** Reads a symbol's rules again, replacing the cached ones. */
  readonly refresh: (category: Enums.Category, symbol: string) => Effect.Effect<Rules, LookupError>
  /** Reads every trading instrument of a category (all pages) into the cache; the number cached. */
  readonly preload: (
    category: Enums.Category
  ) => Effect.Effect<number, CallError<"public", Endpoint.Errors<typeof Market.instrumentsInfo>>>
  /** Forgets every cached rule. */
  readonly invalidateAll: Effect.Effect<void>
  /** Checks an order against its symbol's rules; the order unchanged when it passes. */
  readonly check: (
    order: Order.OrderCreateRequest,
    options?: CheckOptions
  ) => Effect.Effect<Order.OrderCreateRequest, OrderRuleViolation | LookupError>
  /** The order with prices on the tick and the quantity down to the step. */
  readonly round: (order: Order.OrderCreateRequest) => Effect.Effect<Order.OrderCreateRequest, LookupError>
  /** Checks, then places the order (`POST /v5/order/create`); a violation never reaches the exchange. */
  readonly submitOrder: (
    order: Order.OrderCreateRequest,
    options?: CheckOptions & CallOptions
  ) => Effect.Effect<Order.OrderId, SubmitError>
}

/**
 * Instrument rules, cached per category and symbol.
 *
 * @since 0.1.0
 * @category tags
 */
export class InstrumentRules extends Context.Service<InstrumentRules, InstrumentRulesService>()(
  "effect-bybit/InstrumentRules"
) {}

/**
 * Options of the service.
 *
 * @since 0.1.0
 * @category models
 */
export interface Options {
  /** How long rules stay cached before they are read again. Default 1 hour (tick sizes do change). */
  readonly timeToLive?: Duration.Input
  /** How many symbols are kept. Default 10 000. */
  readonly capacity?: number
  /**
   * Whether the layer has the executor check every new order (`Trade.submitOrder`, `Trade.preCheckOrder`, each
   * order of `Batch.batchSubmitOrders`, ...) against its symbol's rules when they are loaded: a broken rule fails
   * the call with `InvalidParameters` and nothing is sent. Default `true`.
   */
  readonly checkOrders?: boolean
}

const cacheKey = (category: Enums.Category, symbol: string): string => `${category}/${symbol}`

const parseKey = (key: string): { readonly category: Enums.Category; readonly symbol: string } => {
  const slash = key.indexOf("/")
  return { category: key.slice(0, slash) as Enums.Category, symbol: key.slice(slash + 1) }
}

/**
 * Builds the service on the REST executor.
 *
 * @since 0.1.0
 * @category constructors
 */
export const make = (options: Options = {}): Effect.Effect<InstrumentRulesService, never, BybitHttp> =>
  Effect.gen(function* () {
    const http = yield* BybitHttp
    const ttl = Duration.fromInputUnsafe(options.timeToLive ?? "1 hour")
    const cache = yield* Cache.makeWith(
      (key: string): Effect.Effect<Rules, LookupError> => {
        const { category, symbol } = parseKey(key)
        return Effect.flatMap(http.call(Market.instrumentsInfo, { category, symbol }), (info) => {
          const found = info.list.find((i) => i.symbol === symbol)
          return found === undefined
            ? Effect.fail(new UnknownInstrument({ category, symbol }))
            : Effect.succeed(fromInstrument(category, found))
        })
      },
      {
        capacity: options.capacity ?? 10_000,
        // Failures are not kept: a transport error must not stick to the symbol.
        timeToLive: (exit: Exit.Exit<Rules, LookupError>) => (Exit.isSuccess(exit) ? ttl : Duration.zero)
      }
    )

    const rules = (category: Enums.Category, symbol: string) => Cache.get(cache, cacheKey(category, symbol))
    const loaded = (category: Enums.Category, symbol: string) => Cache.getSuccess(cache, cacheKey(category, symbol))

    const checkOrder = (order: Order.OrderCreateRequest, checkOptions: CheckOptions = {}) =>
      Effect.flatMap(rules(order.category, order.symbol), (r) => Effect.fromResult(check(r, order, checkOptions)))

    return {
      rules,
      loaded,
      refresh: (category, symbol) =>
        Effect.andThen(Cache.refresh(cache, cacheKey(category, symbol)), rules(category, symbol)),
      preload: (category) =>
        Paginate.paginate(Market.instrumentsInfo, { category, limit: 1000 }).pipe(
          Stream.runFoldEffect(
            () => 0,
            (n, instrument) =>
              Effect.as(
                Cache.set(cache, cacheKey(category, instrument.symbol), fromInstrument(category, instrument)),
                n + 1
              )
          ),
          Effect.provideService(BybitHttp, http)
        ),
      invalidateAll: Cache.invalidateAll(cache),
      check: checkOrder,
      round: (order) => Effect.map(rules(order.category, order.symbol), (r) => round(r, order)),
      submitOrder: (order, submitOptions = {}) => {
        const { referencePrice, ...callOptions } = submitOptions
        return Effect.flatMap(checkOrder(order, referencePrice === undefined ? {} : { referencePrice }), (checked) =>
          http.call(Trade.create, checked, callOptions)
        )
      }
    } satisfies InstrumentRulesService
  })

/**
 * The executor's check of new orders on a service: an order whose symbol's rules are loaded is checked against
 * them; any other passes (the check never looks a symbol up).
 */
const rulesCheck =
  (service: InstrumentRulesService): OrderRules.Check =>
  (order) => {
    const { category, symbol, qty } = order
    // V5's wire form (decimal strings) only: an older family's numbers are left to the exchange
    if (typeof category !== "string" || typeof symbol !== "string" || typeof qty !== "string") {
      return Effect.succeedNone
    }
    return Effect.map(
      service.loaded(category as Enums.Category, symbol),
      Option.flatMap((found) => {
        const checked = check(found, order as unknown as Order.OrderCreateRequest)
        if (Result.isSuccess(checked)) return Option.none()
        const v = checked.failure
        return Option.some({
          field: v.field,
          detail: `${v.value} breaks the ${v.rule} rule of ${v.category} ${v.symbol}, expected ${v.expected}`
        })
      })
    )
  }

/**
 * The service as a layer over the REST executor. Installed, it also has the executor check every new order against
 * its symbol's rules when they are loaded (see `Options.checkOrders`): `Trade.submitOrder` with an off-tick price
 * then fails with `InvalidParameters` and sends nothing, as `submitOrder` here fails with `OrderRuleViolation`.
 *
 * @example
 * ```ts
 * import { Bybit, Environment, InstrumentRules, Trade } from "effect-bybit"
 * import * as Node from "effect-bybit/node"
 * import * as Effect from "effect/Effect"
 * import * as Layer from "effect/Layer"
 *
 * const client = InstrumentRules.layer().pipe(
 *   Layer.provideMerge(
 *     Bybit.layer({
 *       environment: Environment.custom({ restUrl: "http://127.0.0.1:8080", wsUrl: "ws://127.0.0.1:8080" }),
 *       credentials: { apiKey: "<apiKey>", apiSecret: "<apiSecret>" }
 *     })
 *   ),
 *   Layer.provide(Node.layer)
 * )
 *
 * // an off-tick price fails with InvalidParameters before anything is sent
 * const program = Trade.submitOrder({
 *   category: "linear",
 *   symbol: "BTCUSDT",
 *   side: "Buy",
 *   orderType: "Limit",
 *   qty: "0.001",
 *   price: "20000.05"
 * }).pipe(Effect.catchTag("InvalidParameters", (error) => Effect.log(error.message)))
 *
 * Effect.runPromise(Effect.provide(program, client))
 * ```
 *
 * @since 0.1.0
 * @category layers
 */
export const layer = (options: Options = {}): Layer.Layer<InstrumentRules | RulesCheck, never, BybitHttp> =>
  Layer.effectContext(
    Effect.map(make(options), (service) =>
      Context.add(
        Context.make(InstrumentRules, service),
        OrderRules.RulesCheck,
        options.checkOrders === false ? passes : rulesCheck(service)
      )
    )
  )

/** The check of `checkOrders: false`: every order passes. */
const passes: OrderRules.Check = () => Effect.succeedNone

/**
 * What `layer` installs beside the service, named in its type: the executor's check of new orders against their
 * symbols' loaded rules (one that passes every order with `checkOrders: false`). The executor reads it where the
 * layer is installed; without it, no order is checked against the rules.
 *
 * @since 2.1.0
 * @category tags
 */
export type RulesCheck = OrderRules.RulesCheck

/**
 * The tag of the executor's check of new orders (see the `RulesCheck` type).
 *
 * @since 2.1.0
 * @category tags
 */
export const RulesCheck: typeof OrderRules.RulesCheck = OrderRules.RulesCheck
