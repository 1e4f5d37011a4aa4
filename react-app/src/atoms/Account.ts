/**
 * Account atoms, on the runtime with the keys: the keys (checked against the exchange before they are kept; kept
 * across reloads only on request, in this tab's sessionStorage), the account kept live by the library's
 * `AccountState.stream` (open orders, positions and the wallet: REST once, then the private `order`, `position` and
 * `wallet` topics, read again after every reconnect), the order and trade history (REST, read again when the private
 * stream reports a change: no timer), and the fills as they happen (the `execution` topic). Loaded with the account
 * panels, not with the first paint.
 *
 * @since 0.1.0
 */

import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as AsyncResult from "effect/reactivity/AsyncResult"
import * as Atom from "effect/reactivity/Atom"
import * as Stream from "effect/Stream"
import {
  Account,
  AccountState,
  BybitSocket,
  Credentials,
  Execution,
  Position,
  Topics,
  Trade,
  type BybitSchema as Wire
} from "effect-bybit"
import * as KeyStore from "../lib/KeyStore.js"
import { accountPlatformAtom, layerFor, privateRuntime } from "./AccountRuntime.js"
import { envAtom, environmentAtom } from "./Config.js"
import * as ErrorText from "./ErrorText.js"
import * as Feed from "./Feed.js"
import { credentialsAtom } from "./Runtime.js"
import { type Category, categoryAtom, optionBaseAtom } from "./Url.js"

/**
 * What "connect keys" takes: the keys as typed, and whether to keep them in this tab across reloads.
 *
 * @since 0.1.0
 * @category models
 */
export interface KeysInput {
  readonly apiKey: string
  readonly apiSecret: string
  readonly remember: boolean
}

/**
 * Connects keys: a signed read proves the key and the secret before the panels use them; kept in sessionStorage
 * only when `remember` is set (and forgotten there otherwise).
 *
 * @since 0.1.0
 * @category atoms
 */
export const connectKeysAtom = Atom.fn((input: KeysInput, get) =>
  Effect.gen(function* () {
    const env = get(envAtom)
    const keys = { apiKey: input.apiKey.trim(), apiSecret: input.apiSecret.trim() }
    const credentials = yield* Credentials.make(keys)
    if (Option.isNone(credentials)) {
      get.set(credentialsAtom, Option.none())
      KeyStore.forget(env)
      return "none" as const
    }
    const environment = yield* Effect.fromResult(get(environmentAtom))
    yield* Account.getWalletBalance({ accountType: "UNIFIED" }).pipe(
      Effect.provide(layerFor(environment, credentials, get(accountPlatformAtom)))
    )
    if (input.remember) KeyStore.save(env, keys)
    else KeyStore.forget(env)
    get.set(credentialsAtom, credentials)
    return "connected" as const
  })
)

/**
 * Forgets the keys: out of memory and out of this tab's storage.
 *
 * @since 0.1.0
 * @category atoms
 */
export const forgetKeysAtom = Atom.fnSync((_: undefined, get) => {
  KeyStore.forget(get(envAtom))
  get.set(credentialsAtom, Option.none())
})

/**
 * The keys' state in words: `none`, `connected`, `checking…`, or why the last keys were refused.
 *
 * @since 0.1.0
 * @category atoms
 */
export const keysStateAtom: Atom.Atom<string> = Atom.readable((get) => {
  const attempt = get(connectKeysAtom)
  if (attempt.waiting) return "checking…"
  if (Option.isSome(get(credentialsAtom))) return "connected"
  return AsyncResult.isFailure(attempt) ? ErrorText.describeCause(attempt.cause) : "none"
})

/**
 * What the account stream keeps for a category: linear contracts settled in USDT, options of the listed base
 * coin, all of spot and inverse.
 *
 * @since 0.1.0
 * @category constructors
 */
export const selections = (category: Category, optionBase: string): ReadonlyArray<AccountState.Selection> => {
  switch (category) {
    case "linear":
      return [{ category, settleCoin: "USDT" }]
    case "option":
      return [{ category, baseCoin: optionBase }]
    default:
      return [{ category }]
  }
}

/**
 * An atom per selection (the category; for options, with the base coin), as the market list is kept: the one of the
 * selection made now. An account read rebuilt for another category kept the rows of the one left behind until its
 * own answered: the linear orders were listed under spot, and "Cancel all" named their symbols in the new category.
 *
 * @since 1.2.0
 * @category constructors
 */
export const perSelection = <A>(make: (category: Category, optionBase: string) => Atom.Atom<A>): Atom.Atom<A> => {
  const bySelection = Atom.family((selection: string) => {
    const [category, optionBase = ""] = selection.split("|") as [Category, string?]
    return make(category, optionBase)
  })
  return Atom.readable((get) => {
    const category = get(categoryAtom)
    return get(bySelection(category === "option" ? `option|${get(optionBaseAtom)}` : category))
  })
}

/**
 * The account of the selected category, live: open orders, positions, the unified wallet and whether the state is
 * `live` or `syncing` (after a reconnect, until REST has been read again). Nothing without keys.
 *
 * @since 0.1.0
 * @category atoms
 */
export const accountAtom = perSelection((category, optionBase) =>
  privateRuntime.atom((get) => {
    if (Option.isNone(get(credentialsAtom))) return Stream.make(Feed.empty<AccountState.State>())
    return Feed.feed(AccountState.stream({ selections: selections(category, optionBase), restRetry: Feed.noRetry }))
  })
)

// The private socket's topics confirmed again after a reconnect: a push sent while it was down never comes
const resubscribed: Stream.Stream<void, never, BybitSocket.BybitSocket> = Stream.unwrap(
  Effect.map(BybitSocket.BybitSocket, (socket) => socket.events("private"))
).pipe(
  Stream.filter((event) => event._tag === "Resubscribed"),
  Stream.as(undefined),
  Stream.catch(() => Stream.never)
)

/**
 * A REST read kept current by a private topic: read now, again after each push of `pushes` (a burst of pushes
 * makes one read), and again once the private socket is back after a drop (a push sent meanwhile was lost: a fill
 * would otherwise stay off the history until the next one); a failed read is the feed's.
 *
 * @since 0.1.0
 * @category constructors
 */
export const readOnPush = <A, E extends ErrorText.Tagged, R, P, PE>(
  pushes: Stream.Stream<P, PE, BybitSocket.BybitSocket>,
  read: Effect.Effect<A, E, R>
) =>
  Feed.feed(
    Stream.concat(
      Stream.make(undefined),
      Stream.merge(
        Stream.as(
          Stream.catch(pushes, () => Stream.never),
          undefined
        ),
        resubscribed
      )
    ).pipe(
      Stream.debounce("150 millis"),
      Stream.mapEffect(() => read)
    )
  )

const historyScope = (category: Category, optionBase: string) =>
  category === "option" ? { category, baseCoin: optionBase } : { category }

/**
 * How many rows the history tabs show.
 *
 * @since 0.1.0
 * @category constants
 */
export const historyLength = 50

/**
 * Closed, cancelled and filled orders of the category, newest first.
 *
 * @since 0.1.0
 * @category atoms
 */
export const orderHistoryAtom = perSelection((category, optionBase) =>
  privateRuntime.atom((get) => {
    if (Option.isNone(get(credentialsAtom))) return Stream.make(Feed.empty<ReadonlyArray<Wire.Order.Order>>())
    return readOnPush(
      Topics.subscribe(Topics.order()),
      Effect.map(
        Trade.getHistoricOrders({ ...historyScope(category, optionBase), limit: historyLength }),
        (page) => page.list
      )
    )
  })
)

/**
 * The account's trades (executions) of the category, newest first.
 *
 * @since 0.1.0
 * @category atoms
 */
export const tradeHistoryAtom = perSelection((category, optionBase) =>
  privateRuntime.atom((get) => {
    if (Option.isNone(get(credentialsAtom))) return Stream.make(Feed.empty<ReadonlyArray<Wire.Execution.Execution>>())
    return readOnPush(
      Topics.subscribe(Topics.execution()),
      Effect.map(
        Execution.getExecutionList({ ...historyScope(category, optionBase), limit: historyLength }),
        (page) => page.list
      )
    )
  })
)

/**
 * Realised PnL per closing order of the category (`/v5/position/closed-pnl`, linear and inverse), newest first; read
 * again after each fill. Empty for spot and options.
 *
 * @since 0.1.0
 * @category atoms
 */
export const closedPnlAtom = perSelection((category) =>
  privateRuntime.atom((get) => {
    if (Option.isNone(get(credentialsAtom)) || (category !== "linear" && category !== "inverse")) {
      return Stream.make(Feed.empty<ReadonlyArray<Wire.ClosedPnl.ClosedPnl>>())
    }
    return readOnPush(
      Topics.subscribe(Topics.execution()),
      Effect.map(Position.getClosedPnL({ category, limit: historyLength }), (page) => page.list)
    )
  })
)

/**
 * An order's fills as its notice shows them: every execution of the order so far, summed (one notice per order,
 * however many executions filled it).
 *
 * @since 0.1.0
 * @category models
 */
export interface Fill {
  readonly orderId: string
  /** The order's category, when the exchange says (a symbol's tick and lot are its category's). */
  readonly category?: string | undefined
  readonly symbol: string
  readonly side: string
  /** The average price of the fills so far. */
  readonly price: string
  /** The quantity filled so far. */
  readonly qty: string
  /** The order's quantity, when the exchange says. */
  readonly orderQty: string | undefined
  /** How many executions filled it so far. */
  readonly executions: number
  /** The time of its latest execution. */
  readonly time: number
  /** Whether the order is completely filled. */
  readonly done: boolean
}

/**
 * How many orders' fills the notices keep.
 *
 * @since 0.1.0
 * @category constants
 */
export const fillsKept = 5

/** An order's executions so far, with what the sums are made of (exact to the decimals the exchange wrote). */
interface Summed extends Fill {
  readonly execIds: ReadonlyArray<string>
  readonly value: number
  readonly qtyDecimals: number
  readonly priceDecimals: number
}

const decimalsOf = (text: string): number => {
  const dot = text.indexOf(".")
  return dot < 0 ? 0 : text.length - dot - 1
}

/**
 * One execution added to its order's sums (an execution seen already, a stream picked up again, adds nothing).
 *
 * @since 1.2.0
 * @category constructors
 */
export const addExecution = (
  kept: ReadonlyArray<Fill>,
  e: {
    readonly execId: string
    readonly orderId: string
    readonly category?: string | undefined
    readonly symbol: string
    readonly side: string
    readonly execPrice: string
    readonly execQty: string
    readonly execTime: string
    readonly orderQty?: string | undefined
    readonly leavesQty?: string | undefined
  }
): ReadonlyArray<Fill> => {
  const before = kept.find((f) => f.orderId === e.orderId) as Summed | undefined
  if (before?.execIds.includes(e.execId) === true) return kept
  const qtyDecimals = Math.max(before?.qtyDecimals ?? 0, decimalsOf(e.execQty))
  const priceDecimals = Math.max(before?.priceDecimals ?? 0, decimalsOf(e.execPrice))
  const qty = Number(before?.qty ?? 0) + Number(e.execQty)
  const value = (before?.value ?? 0) + Number(e.execQty) * Number(e.execPrice)
  const orderQty = e.orderQty === undefined || e.orderQty === "" ? before?.orderQty : e.orderQty
  const summed: Summed = {
    orderId: e.orderId,
    category: e.category ?? before?.category,
    symbol: e.symbol,
    side: e.side,
    // the average to two more decimals than the prices (a tick's fraction is worth showing), then trimmed
    price: String(Number((value / qty).toFixed(priceDecimals + 2))),
    qty: qty.toFixed(qtyDecimals),
    orderQty,
    executions: (before?.executions ?? 0) + 1,
    time: Math.max(before?.time ?? 0, Number(e.execTime)),
    done: Number(e.leavesQty ?? "0") === 0 || (orderQty !== undefined && qty >= Number(orderQty)),
    execIds: [...(before?.execIds ?? []), e.execId],
    value,
    qtyDecimals,
    priceDecimals
  }
  return [summed, ...kept.filter((f) => f.orderId !== e.orderId)].slice(0, fillsKept)
}

/**
 * The fills of the latest orders of every category, one entry per order (its executions summed), the order filled
 * last first, as they arrive on the `execution` topic.
 *
 * @since 0.1.0
 * @category atoms
 */
export const fillsAtom = privateRuntime.atom((get) => {
  if (Option.isNone(get(credentialsAtom))) return Stream.make<[ReadonlyArray<Fill>]>([])
  return Topics.subscribe(Topics.execution()).pipe(
    Stream.map((message) => message.data.filter((e) => e.execType === "Trade")),
    Stream.filter((executions) => executions.length > 0),
    Stream.scan(
      (): ReadonlyArray<Fill> => [],
      (kept, executions) => executions.reduce(addExecution, kept)
    ),
    // a lost stream is picked up again; notices are best effort
    Stream.catch(() => Stream.empty),
    Stream.repeat(Feed.restart)
  )
})
