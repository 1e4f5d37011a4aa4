/**
 * The orders an execution algorithm places (its slices), as it sees them on the exchange: found by their
 * `orderLinkId` (open orders first, then the order history), placed once (an answer lost on the way is no reason
 * to place again: the next look finds the order, and a `DuplicateOrderLinkId` answer means it is there), and
 * cancelled when the algorithm is. The progress every algorithm streams is made of them.
 *
 * @since 1.2.0
 */
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Option from "effect/Option"
import * as Ref from "effect/Ref"
import * as Stream from "effect/Stream"
import type * as Http from "../Http/BybitHttp.js"
import * as Trade from "../Http/v5/Trade.js"
import type * as Order from "../Schema/Order.js"
import * as Plan from "./Plan.js"

/**
 * Where an algorithm trades.
 *
 * @since 1.2.0
 * @category models
 */
export interface Market {
  readonly category: "spot" | "linear" | "inverse"
  readonly symbol: string
}

/**
 * How an algorithm waits between two looks at the exchange: `Effect.sleep` by default (the program's clock, a
 * `TestClock` in tests); in a sweep's strategy, the replay's clock (`(d) => marketTime.wait(d)`), which is what
 * moves the recording on.
 *
 * @since 1.2.0
 * @category models
 */
export type Wait = (duration: Duration.Duration) => Effect.Effect<unknown>

/**
 * The options every algorithm takes beside its sizes and prices: how its limit orders rest, and how often (and
 * how) it looks at them.
 *
 * @since 1.2.0
 * @category models
 */
export interface Options {
  readonly timeInForce?: "GTC" | "PostOnly" | undefined
  readonly positionIdx?: 0 | 1 | 2 | undefined
  readonly reduceOnly?: boolean | undefined
  readonly poll?: Duration.Input | undefined
  /** How to wait `poll` between looks (default `Effect.sleep`; in a sweep, the replay's clock: see `Slices.Wait`). */
  readonly wait?: Wait | undefined
}

/**
 * The fields of a limit order the options give: `timeInForce` (default `GTC`), and `positionIdx` and `reduceOnly`
 * when set.
 *
 * @since 1.2.0
 * @category placing
 */
export const orderOptions = (options: Options) => ({
  timeInForce: options.timeInForce ?? "GTC",
  ...(options.positionIdx === undefined ? {} : { positionIdx: options.positionIdx }),
  ...(options.reduceOnly === undefined ? {} : { reduceOnly: options.reduceOnly })
})

/**
 * The waiting of an algorithm's parameters: theirs, or `Effect.sleep`.
 *
 * @since 1.2.0
 * @category models
 */
export const waitOf = (given: Wait | undefined): Wait => given ?? ((d) => Effect.sleep(d))

/**
 * Where an algorithm's stream is: about to look for (or place) its first slices, following them, or over.
 *
 * @since 1.2.0
 * @category running
 */
export type Phase = "start" | "run" | "end"

/**
 * What every algorithm's run starts with: its market, poll and wait, the slices it last saw (`seen`, cancelled if
 * its stream is interrupted), `emit` (keeps the slices and gives their progress and the next phase) and `stream`
 * (the progress of stepping from `"start"` until a step gives none).
 *
 * @since 1.2.0
 * @category running
 */
export const begin = (params: Market & Options & { readonly id: string }, total: Plan.Stepped) =>
  Effect.map(Ref.make<ReadonlyArray<Slice>>([]), (seen) => {
    const market: Market = { category: params.category, symbol: params.symbol }
    return {
      market,
      poll: Duration.fromInputUnsafe(params.poll ?? "1 second"),
      wait: waitOf(params.wait),
      seen,
      emit: (slices: ReadonlyArray<Slice>, next: Phase) =>
        Effect.as(Ref.set(seen, slices), [progress(params.id, total, slices, next === "end"), next] as const),
      stream: <E>(step: (phase: Phase) => Effect.Effect<readonly [Progress, Phase] | undefined, E, Http.BybitHttp>) =>
        Stream.unfold<Phase, Progress, E, Http.BybitHttp>("start", step).pipe(
          Stream.onExit((exit) => (Exit.hasInterrupts(exit) ? cancelSeen(market, seen) : Effect.void))
        )
    }
  })

/**
 * One slice: `open` while it can still fill, `filled` when all of it did, `closed` when it ended otherwise
 * (cancelled, rejected; `filled` then says how much executed first).
 *
 * @since 1.2.0
 * @category models
 */
export interface Slice {
  readonly index: number
  readonly orderLinkId: string
  readonly orderId: string
  readonly qty: string
  readonly price: string
  readonly filled: string
  readonly status: "open" | "filled" | "closed"
}

/**
 * What an algorithm has done so far: its slices in index order, the quantity filled, and whether it is over.
 *
 * @since 1.2.0
 * @category models
 */
export interface Progress {
  readonly id: string
  readonly total: string
  readonly filled: string
  readonly slices: ReadonlyArray<Slice>
  readonly done: boolean
}

const OPEN = new Set(["New", "PartiallyFilled", "Untriggered", "Created", "Active"])

/**
 * A slice from the exchange's order.
 *
 * @since 1.2.0
 * @category constructors
 */
export const fromOrder = (index: number, o: Order.Order): Slice => ({
  index,
  orderLinkId: o.orderLinkId,
  orderId: o.orderId,
  qty: String(o.qty),
  price: String(o.price),
  filled: String(o.cumExecQty ?? "0"),
  status: OPEN.has(String(o.orderStatus)) ? "open" : o.orderStatus === "Filled" ? "filled" : "closed"
})

/**
 * The order an `orderLinkId` names, if the account has one: the open orders first, then the history.
 *
 * @since 1.2.0
 * @category lookup
 */
export const find = (market: Market, orderLinkId: string) =>
  Effect.gen(function* () {
    const open = yield* Trade.getActiveOrders({ ...market, orderLinkId })
    const hit = open.list.find((o) => o.orderLinkId === orderLinkId)
    if (hit !== undefined) return Option.some(hit)
    const past = yield* Trade.getHistoricOrders({ ...market, orderLinkId })
    return Option.fromNullishOr(past.list.find((o) => o.orderLinkId === orderLinkId))
  })

/**
 * The slice `index` of algorithm `id` as the exchange has it, if it was placed.
 *
 * @since 1.2.0
 * @category lookup
 */
export const look = (market: Market, id: string, index: number) =>
  Effect.map(
    find(market, Plan.linkId(id, index)),
    Option.map((o) => fromOrder(index, o))
  )

/**
 * The slices of algorithm `id` placed so far, `0, 1, …` up to the first index with none (slices are placed in
 * order, so the first gap ends them).
 *
 * @since 1.2.0
 * @category lookup
 */
export const discover = (market: Market, id: string, limit = Number.POSITIVE_INFINITY) =>
  Effect.gen(function* () {
    const out: Array<Slice> = []
    while (out.length < limit) {
      const found = yield* look(market, id, out.length)
      if (Option.isNone(found)) break
      out.push(found.value)
    }
    return out
  })

/**
 * Places slice `index` (or finds it, when the exchange already has its `orderLinkId`), and reads it back.
 *
 * @since 1.2.0
 * @category placing
 */
export const place = (
  market: Market,
  id: string,
  index: number,
  order: Omit<Order.OrderCreateRequest, "category" | "symbol" | "orderLinkId">
) =>
  Effect.gen(function* () {
    const orderLinkId = Plan.linkId(id, index)
    const ack = yield* Trade.submitOrder({ ...market, ...order, orderLinkId }).pipe(
      Effect.map((placed) => placed.orderId),
      // the exchange has it already: the look below finds it
      Effect.catchTag("DuplicateOrderLinkId", () => Effect.succeed(""))
    )
    const found = yield* look(market, id, index)
    // not listed yet: it was acknowledged (or is there), so it is open until a later look says otherwise
    return Option.getOrElse(
      found,
      (): Slice => ({
        index,
        orderLinkId,
        orderId: ack,
        qty: order.qty,
        price: order.price ?? "",
        filled: "0",
        status: "open"
      })
    )
  })

/**
 * Cancels every open slice; an order that ended meanwhile is no error.
 *
 * @since 1.2.0
 * @category cancelling
 */
export const cancelOpen = (market: Market, slices: ReadonlyArray<Slice>): Effect.Effect<void, never, Http.BybitHttp> =>
  Effect.forEach(
    slices.filter((s) => s.status === "open"),
    (s) => Effect.ignore(Trade.cancelOrder({ ...market, orderLinkId: s.orderLinkId })),
    { discard: true }
  )

/**
 * Cancels the open slices an algorithm last saw (what it keeps in `seen`): its stream's end by interruption.
 *
 * @since 1.2.0
 * @category cancelling
 */
export const cancelSeen = (
  market: Market,
  seen: Ref.Ref<ReadonlyArray<Slice>>
): Effect.Effect<void, never, Http.BybitHttp> => Effect.flatMap(Ref.get(seen), (slices) => cancelOpen(market, slices))

/**
 * The progress of algorithm `id` from its slices.
 *
 * @since 1.2.0
 * @category progress
 */
export const progress = (id: string, total: Plan.Stepped, slices: ReadonlyArray<Slice>, done: boolean): Progress => ({
  id,
  total: Plan.fromUnits(total.units, total.scale),
  filled: Plan.fromUnits(sumFilled(slices, total.scale), total.scale),
  slices,
  done
})

/**
 * The filled quantity of slices in units of `scale` (a fill with more decimals than `scale` is cut to it).
 *
 * @since 1.2.0
 * @category progress
 */
export const sumFilled = (slices: ReadonlyArray<Slice>, scale: number): bigint => {
  let sum = 0n
  for (const s of slices) {
    const decimals = Plan.decimalsOf(s.filled)
    const units = Plan.toUnits(s.filled, Math.max(scale, decimals)) ?? 0n
    sum += decimals > scale ? units / 10n ** BigInt(decimals - scale) : units
  }
  return sum
}
