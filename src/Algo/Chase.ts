/**
 * A chase limit order over the ordinary client: one limit order (`id-0`) at the best price of its own side of the
 * book (the best bid for a buy, the best ask for a sell), moved (amended, so it keeps its `orderLinkId`) to follow
 * that price every `poll` until it fills, never past `maxChasePrice`. It ends when the order fills or ends
 * otherwise (cancelled on the exchange). Its progress is a `Stream`; interrupting it cancels the order; a failure
 * leaves it, and running the same `id` again resumes chasing the order the exchange has (or reports it filled)
 * instead of placing another. Needs only `BybitHttp` (REST: the book is read with `/v5/market/orderbook`).
 *
 * @since 1.2.0
 */
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as Ref from "effect/Ref"
import * as Stream from "effect/Stream"
import * as Books from "../Http/v5/market/Books.js"
import * as Trade from "../Http/v5/Trade.js"
import * as Plan from "./Plan.js"
import * as Slices from "./Slices.js"

/**
 * A chase's parameters: `qty` on `qtyStep`; `poll` is how often the book and the order are read (default 1 s).
 *
 * @since 1.2.0
 * @category models
 */
export interface Params extends Slices.Market, Slices.Options {
  /** Names the chase's order (`id-0`): the same id resumes the same chase. */
  readonly id: string
  readonly side: "Buy" | "Sell"
  readonly qty: string
  readonly qtyStep: string
  /** The highest price a buy moves to, the lowest a sell does. */
  readonly maxChasePrice?: string | undefined
}

/**
 * The price to rest at: the best of the order's own side, held at `maxChasePrice`.
 *
 * @since 1.2.0
 * @category pricing
 */
export const target = (side: "Buy" | "Sell", best: string, cap: string | undefined): string => {
  if (cap === undefined) return best
  const scale = Math.max(Plan.decimalsOf(best), Plan.decimalsOf(cap))
  const b = Plan.toUnits(best, scale) ?? 0n
  const c = Plan.toUnits(cap, scale) ?? 0n
  return (side === "Buy" ? b > c : b < c) ? cap : best
}

const samePrice = (a: string, b: string): boolean => {
  const scale = Math.max(Plan.decimalsOf(a), Plan.decimalsOf(b))
  return Plan.toUnits(a, scale) === Plan.toUnits(b, scale)
}

/**
 * Runs a chase; its progress, after every move and fill, ends with `done: true`.
 *
 * @since 1.2.0
 * @category running
 */
export const run = (params: Params) =>
  Stream.unwrap(
    Effect.gen(function* () {
      const bad = Plan.checkId(params.id)
      if (bad !== undefined) return yield* bad
      const total = Plan.stepped("qty", params.qty, params.qtyStep)
      if (total instanceof Plan.AlgoParamsError) return yield* total
      const { market, poll, wait, seen, emit, stream } = yield* Slices.begin(params, total)
      const best = Effect.map(Books.getOrderbook({ ...market, limit: 1 }), (book) => {
        const level = (params.side === "Buy" ? book.b : book.a)[0]
        return level === undefined ? undefined : target(params.side, String(level[0]), params.maxChasePrice)
      })
      const place = Effect.gen(function* () {
        const price = yield* best
        if (price === undefined) return yield* emit([], "end")
        const slice = yield* Slices.place(market, params.id, 0, {
          side: params.side,
          orderType: "Limit",
          qty: params.qty,
          price,
          ...Slices.orderOptions(params)
        })
        return yield* emit([slice], slice.status === "open" ? "run" : "end")
      })
      const follow = (slice: Slices.Slice) =>
        Effect.gen(function* () {
          for (;;) {
            yield* wait(poll)
            const now = Option.getOrElse(yield* Slices.look(market, params.id, 0), () => slice)
            if (now.status !== "open") return yield* emit([now], "end")
            const price = yield* best
            if (price !== undefined && !samePrice(price, now.price)) {
              yield* Trade.amendOrder({ ...market, orderLinkId: now.orderLinkId, price }).pipe(
                // it filled or ended meanwhile: the next look says which
                Effect.catchTags({ OrderAlreadyFinished: () => Effect.void, OrderNotFound: () => Effect.void })
              )
              const moved = Option.getOrElse(yield* Slices.look(market, params.id, 0), () => now)
              return yield* emit([moved], moved.status === "open" ? "run" : "end")
            }
            if (now.filled !== slice.filled) return yield* emit([now], "run")
          }
        })
      const step = (phase: Slices.Phase) =>
        Effect.gen(function* () {
          if (phase === "end") return undefined
          if (phase === "start") {
            const found = yield* Slices.discover(market, params.id, 1)
            const first = found[0]
            if (first === undefined) return yield* place
            return yield* emit(found, first.status === "open" ? "run" : "end")
          }
          const current = (yield* Ref.get(seen))[0]
          return current === undefined ? undefined : yield* follow(current)
        })
      return stream(step)
    })
  )
