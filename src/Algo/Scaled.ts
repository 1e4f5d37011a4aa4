/**
 * A scaled order over the ordinary client: `count` limit orders (`id-0` … `id-(count-1)`) spread from one price to
 * another on the tick, their sizes equal, growing or shrinking along the ladder and summing to the total exactly
 * (`Plan.ladder`), placed with batch orders. It ends when every rung has filled or ended otherwise. Its progress is
 * a `Stream`; interrupting it cancels the open rungs; a failure leaves them, and running the same `id` again
 * places only the rungs the exchange does not have. Needs only `BybitHttp` (REST).
 *
 * @since 1.2.0
 */
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as Ref from "effect/Ref"
import * as Stream from "effect/Stream"
import * as Batch from "../Http/v5/Batch.js"
import * as Plan from "./Plan.js"
import * as Slices from "./Slices.js"

/**
 * A scaled order's parameters: `total` on `qtyStep`, `from` and `to` on `tickSize`; `poll` is how often the open
 * rungs are looked at (default 1 s).
 *
 * @since 1.2.0
 * @category models
 */
export interface Params extends Slices.Market, Slices.Options {
  /** Names the rungs (`id-0`, …): the same id resumes the same scaled order. */
  readonly id: string
  readonly side: "Buy" | "Sell"
  readonly total: string
  readonly qtyStep: string
  /** The first rung's price. */
  readonly from: string
  /** The last rung's price. */
  readonly to: string
  readonly tickSize: string
  /** How many rungs: 2 to 50. */
  readonly count: number
  readonly distribution?: Plan.Distribution | undefined
}

/**
 * The rungs as decimal strings; fails with `AlgoParamsError` when the parameters give none.
 *
 * @since 1.2.0
 * @category constructors
 */
export const rungs = (params: Params) =>
  Effect.gen(function* () {
    const bad = Plan.checkId(params.id)
    if (bad !== undefined) return yield* bad
    if (!Number.isInteger(params.count) || params.count < 2 || params.count > 50) {
      return yield* new Plan.AlgoParamsError({ message: `count ${params.count} must be 2 to 50` })
    }
    const total = Plan.stepped("total", params.total, params.qtyStep)
    if (total instanceof Plan.AlgoParamsError) return yield* total
    const from = Plan.stepped("from", params.from, params.tickSize)
    if (from instanceof Plan.AlgoParamsError) return yield* from
    const to = Plan.stepped("to", params.to, params.tickSize)
    if (to instanceof Plan.AlgoParamsError) return yield* to
    const scale = Math.max(from.scale, to.scale)
    const at = (s: Plan.Stepped, units: bigint) => units * 10n ** BigInt(scale - s.scale)
    const prices = { from: at(from, from.units), to: at(to, to.units), tick: at(from, from.step) }
    const ladder = Plan.ladder(total, prices, params.count, params.distribution ?? "flat")
    if (ladder === undefined) {
      return yield* new Plan.AlgoParamsError({
        message: `total ${params.total} leaves a rung of ${params.count} empty`
      })
    }
    return {
      total,
      rungs: ladder.map((r) => ({ price: Plan.fromUnits(r.price, scale), qty: Plan.fromUnits(r.qty, total.scale) }))
    }
  })

/**
 * Runs a scaled order; its progress, after the placement and every fill, ends with `done: true`.
 *
 * @since 1.2.0
 * @category running
 */
export const run = (params: Params) =>
  Stream.unwrap(
    Effect.gen(function* () {
      const { total, rungs: ladder } = yield* rungs(params)
      const { market, poll, wait, seen, emit: emitAs, stream } = yield* Slices.begin(params, total)
      // the order ends when no rung is open
      const emit = (slices: ReadonlyArray<Slices.Slice>) =>
        emitAs(slices, slices.some((s) => s.status === "open") ? "run" : "end")
      const lookAll = (known: ReadonlyArray<Slices.Slice>) =>
        Effect.forEach(ladder, (_rung, k) => {
          const had = known.find((s) => s.index === k)
          if (had !== undefined && had.status !== "open") return Effect.succeed(Option.some(had))
          return Slices.look(market, params.id, k)
        })
      const placeMissing = Effect.gen(function* () {
        const found = yield* lookAll([])
        const missing = ladder.flatMap((rung, k) => (Option.isNone(found[k] ?? Option.none()) ? [{ rung, k }] : []))
        if (missing.length > 0) {
          // a rung the batch refused (or already had) is read back below like the others
          yield* Batch.batchSubmitOrders({
            category: params.category,
            request: missing.map(({ rung, k }) => ({
              symbol: params.symbol,
              side: params.side,
              orderType: "Limit" as const,
              qty: rung.qty,
              price: rung.price,
              orderLinkId: Plan.linkId(params.id, k),
              ...Slices.orderOptions(params)
            }))
          })
        }
        const placed = missing.length === 0 ? found : yield* lookAll([])
        return yield* emit(placed.flatMap((o) => (Option.isSome(o) ? [o.value] : [])))
      })
      const follow = Effect.gen(function* () {
        const before = yield* Ref.get(seen)
        for (;;) {
          yield* wait(poll)
          const now = (yield* lookAll(before)).flatMap((o) => (Option.isSome(o) ? [o.value] : []))
          const changed = now.some((s) => {
            const was = before.find((b) => b.index === s.index)
            return was === undefined || s.status !== was.status || s.filled !== was.filled
          })
          if (changed) return yield* emit(now)
        }
      })
      const step = (phase: Slices.Phase) =>
        phase === "end" ? Effect.succeed(undefined) : phase === "start" ? placeMissing : follow
      return stream(step)
    })
  )
