/**
 * Account atoms, on the runtime with the keys: the keys (checked against the exchange before they are kept), wallet
 * balances, open orders and positions (read over REST, again on every private `order`/`wallet`/`position` message and
 * every few seconds), and the order actions: place (checked against the instrument's rules first), cancel, amend.
 *
 * @since 0.1.0
 */
import * as Atom from "@effect-atom/atom/Atom"
import * as Result from "@effect-atom/atom/Result"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as Option from "effect/Option"
import * as Schedule from "effect/Schedule"
import * as Schema from "effect/Schema"
import * as Stream from "effect/Stream"
import {
  Account,
  type BybitSocket,
  Credentials,
  InstrumentRules,
  Position,
  Topics,
  Trade,
  type Schema as Wire
} from "effect-bybit"
import { environmentAtom } from "./Config.js"
import * as ErrorText from "./ErrorText.js"
import { type Category, categoryAtom, symbolAtom, tickerAtom } from "./Market.js"
import { credentialsAtom, layerFor, platformAtom, privateRuntime } from "./Runtime.js"

/**
 * How often the account panels are read when no private message arrives.
 *
 * @since 0.1.0
 * @category constants
 */
export const accountRefresh = "5 seconds"

/**
 * The result of the last "connect keys": the key checked against the exchange and kept, or why it was refused.
 *
 * @since 0.1.0
 * @category atoms
 */
export const connectKeysAtom = Atom.fn((input: { readonly apiKey: string; readonly apiSecret: string }, get) =>
  Effect.gen(function* () {
    const credentials = yield* Credentials.make({ apiKey: input.apiKey.trim(), apiSecret: input.apiSecret.trim() })
    if (Option.isNone(credentials)) {
      get.set(credentialsAtom, Option.none())
      return "none" as const
    }
    const environment = yield* get(environmentAtom)
    // a signed read proves the key and the secret before the panels use them
    yield* Account.getWalletBalance({ accountType: "UNIFIED" }).pipe(
      Effect.provide(layerFor(environment, credentials, get(platformAtom)))
    )
    get.set(credentialsAtom, credentials)
    return "connected" as const
  })
)

/**
 * The keys' state in words: `none`, `connected`, or why the last keys were refused.
 *
 * @since 0.1.0
 * @category atoms
 */
export const keysStateAtom: Atom.Atom<string> = Atom.readable((get) => {
  if (Option.isSome(get(credentialsAtom))) return "connected"
  const attempt = get(connectKeysAtom)
  if (attempt.waiting) return "checking…"
  return Result.isFailure(attempt) ? ErrorText.describeCause(attempt.cause) : "none"
})

/**
 * Whether keys are in force.
 *
 * @since 0.1.0
 * @category atoms
 */
export const hasKeysAtom: Atom.Atom<boolean> = Atom.readable((get) => Option.isSome(get(credentialsAtom)))

// Read now, on every private message (the stream is best effort: some hosts refuse it, then the timer alone
// drives) and every few seconds; nothing at all without keys.
const refreshing = <A, E, R, P, PE>(
  hasKeys: boolean,
  pushes: Stream.Stream<P, PE, BybitSocket.BybitSocket>,
  read: Effect.Effect<A, E, R>
): Stream.Stream<A, E, R | BybitSocket.BybitSocket> => {
  if (!hasKeys) return Stream.empty
  const triggers = Stream.mergeAll(
    [
      Stream.make(undefined),
      Stream.as(
        Stream.catchAll(pushes, () => Stream.never),
        undefined
      ),
      Stream.as(Stream.fromSchedule(Schedule.spaced(accountRefresh)), undefined)
    ],
    { concurrency: "unbounded" }
  )
  return Stream.mapEffect(triggers, () => read)
}

/**
 * One coin of the wallet.
 *
 * @since 0.1.0
 * @category models
 */
export interface WalletRow {
  readonly coin: string
  readonly equity: string
  readonly walletBalance: string
  readonly usdValue: string
}

/**
 * The unified account's coins.
 *
 * @since 0.1.0
 * @category atoms
 */
export const walletAtom = privateRuntime.atom((get) =>
  refreshing(
    Option.isSome(get(credentialsAtom)),
    Topics.subscribe(Topics.wallet),
    Account.getWalletBalance({ accountType: "UNIFIED" }).pipe(
      Effect.map((balance) =>
        balance.list.flatMap((wallet) =>
          wallet.coin.map(
            (c): WalletRow => ({
              coin: c.coin,
              equity: c.equity ?? "",
              walletBalance: c.walletBalance ?? "",
              usdValue: c.usdValue ?? ""
            })
          )
        )
      )
    )
  )
)

// Linear queries need a settle coin (or a symbol); the other categories list everything.
const scope = (category: Category) => (category === "linear" ? { category, settleCoin: "USDT" } : { category })

/**
 * The open orders of the selected category.
 *
 * @since 0.1.0
 * @category atoms
 */
export const openOrdersAtom = privateRuntime.atom((get) => {
  const category = get(categoryAtom)
  return refreshing(
    Option.isSome(get(credentialsAtom)),
    Topics.subscribe(Topics.order()),
    Effect.map(
      Trade.getActiveOrders({ ...scope(category), openOnly: 0, limit: 50 }),
      (list): ReadonlyArray<Wire.Order.Order> => list.list
    )
  )
})

/**
 * The open positions of the selected category (spot has none).
 *
 * @since 0.1.0
 * @category atoms
 */
export const positionsAtom = privateRuntime.atom((get) => {
  const category = get(categoryAtom)
  if (category === "spot") return Stream.make([] as ReadonlyArray<Wire.Position.Position>)
  return refreshing(
    Option.isSome(get(credentialsAtom)),
    Topics.subscribe(Topics.position()),
    Effect.map(
      Position.getPositionInfo({ ...scope(category), limit: 50 }),
      (list): ReadonlyArray<Wire.Position.Position> => list.list.filter((p) => Number(p.size) !== 0)
    )
  )
})

/**
 * What the order form sends: strings as typed; empty optional fields are left out.
 *
 * @since 0.1.0
 * @category models
 */
export interface OrderForm {
  readonly side: "Buy" | "Sell"
  readonly orderType: "Limit" | "Market"
  readonly qty: string
  readonly price: string
  readonly takeProfit: string
  readonly stopLoss: string
}

/**
 * The form is incomplete (a limit order without a price, an empty quantity): found before anything is sent.
 *
 * @since 0.1.0
 * @category errors
 */
export class IncompleteOrder extends Schema.TaggedError<IncompleteOrder>()("IncompleteOrder", {
  field: Schema.String
}) {
  override get message(): string {
    return `Enter the ${this.field}`
  }
}

/**
 * The create request of a form for a symbol, or the field that is missing.
 *
 * @since 0.1.0
 * @category constructors
 */
export const toRequest = (
  form: OrderForm,
  category: Category,
  symbol: string
): Either.Either<Wire.Order.OrderCreateRequest, IncompleteOrder> => {
  const qty = form.qty.trim()
  const price = form.price.trim()
  const takeProfit = form.takeProfit.trim()
  const stopLoss = form.stopLoss.trim()
  if (symbol === "") return Either.left(new IncompleteOrder({ field: "symbol" }))
  if (qty === "") return Either.left(new IncompleteOrder({ field: "quantity" }))
  if (form.orderType === "Limit" && price === "") return Either.left(new IncompleteOrder({ field: "price" }))
  return Either.right({
    category,
    symbol,
    side: form.side,
    orderType: form.orderType,
    qty,
    ...(form.orderType === "Limit" ? { price, timeInForce: "GTC" as const } : {}),
    ...(takeProfit === "" ? {} : { takeProfit }),
    ...(stopLoss === "" ? {} : { stopLoss })
  })
}

/**
 * Places an order for the selected symbol: checked against the instrument's rules (tick, step, minimum size and
 * notional at the last price) before it is sent; the created order id, or the typed error.
 *
 * @since 0.1.0
 * @category atoms
 */
export const placeOrderAtom = privateRuntime.fn((form: OrderForm, get) =>
  Effect.gen(function* () {
    const request = yield* toRequest(form, get(categoryAtom), get(symbolAtom))
    const rules = yield* InstrumentRules.InstrumentRules
    const ticker = Result.value(get(tickerAtom))
    const referencePrice = Option.flatMap(ticker, (t) => Option.fromNullable(t.lastPrice))
    const ack = yield* rules.submitOrder(
      request,
      Option.isSome(referencePrice) ? { referencePrice: referencePrice.value } : {}
    )
    get.refresh(openOrdersAtom)
    return ack
  })
)

/**
 * Cancels an open order.
 *
 * @since 0.1.0
 * @category atoms
 */
export const cancelOrderAtom = privateRuntime.fn(
  (order: { readonly category: Category; readonly symbol: string; readonly orderId: string }, get) =>
    Effect.tap(Trade.cancelOrder(order), () => Effect.sync(() => get.refresh(openOrdersAtom)))
)

/**
 * An amendment: the order, and its new price and/or quantity (empty strings keep the current ones).
 *
 * @since 0.1.0
 * @category models
 */
export interface Amendment {
  readonly category: Category
  readonly symbol: string
  readonly orderId: string
  readonly side: "Buy" | "Sell"
  readonly currentPrice: string
  readonly currentQty: string
  readonly price: string
  readonly qty: string
}

/**
 * Amends an open order's price and/or quantity, checked against the instrument's rules first.
 *
 * @since 0.1.0
 * @category atoms
 */
export const amendOrderAtom = privateRuntime.fn((amendment: Amendment, get) =>
  Effect.gen(function* () {
    const price = amendment.price.trim()
    const qty = amendment.qty.trim()
    if (price === "" && qty === "") return yield* new IncompleteOrder({ field: "new price or quantity" })
    const service = yield* InstrumentRules.InstrumentRules
    const rules = yield* service.rules(amendment.category, amendment.symbol)
    // the amended order must pass the same rules a new one would
    yield* InstrumentRules.check(rules, {
      category: amendment.category,
      symbol: amendment.symbol,
      side: amendment.side,
      orderType: "Limit",
      qty: qty === "" ? amendment.currentQty : qty,
      price: price === "" ? amendment.currentPrice : price
    })
    const ack = yield* Trade.amendOrder({
      category: amendment.category,
      symbol: amendment.symbol,
      orderId: amendment.orderId,
      ...(price === "" ? {} : { price }),
      ...(qty === "" ? {} : { qty })
    })
    get.refresh(openOrdersAtom)
    return ack
  })
)
