/**
 * An iceberg order over the ordinary client: a large limit order shown a slice at a time. Slice `k` (at most the
 * visible size, the last what is left) is placed as `id-k` once slice `k-1` filled; the iceberg ends when all of
 * it filled, or when a slice ends unfilled (cancelled or rejected on the exchange). Its progress is a `Stream`;
 * interrupting the stream cancels the open slice; a failure (a dropped connection) leaves it, and running the same
 * `id` again resumes from what the exchange has, placing no slice twice. Needs only `BybitHttp` (REST), so it runs
 * inside a sweep's strategy as anywhere else.
 *
 * ```ts
 * const progress = Iceberg.run({
 *   id: "ice-1", category: "linear", symbol: "BTCUSDT", side: "Buy",
 *   total: "1", visible: "0.1", qtyStep: "0.001", price: "60000"
 * })
 * yield* Stream.runForEach(progress, (p) => Effect.log(`${p.filled} of ${p.total}`))
 * ```
 *
 * @since 1.2.0
 */
import type * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as Ref from "effect/Ref"
import * as Stream from "effect/Stream"
import * as Plan from "./Plan.js"
import * as Slices from "./Slices.js"

/**
 * An iceberg's parameters: sizes are decimal strings on `qtyStep`; `poll` is how often an open slice is looked at
 * (default 1 s).
 *
 * @since 1.2.0
 * @category models
 */
export interface Params extends Slices.Market, Slices.Options {
  /** Names the iceberg's slices (`id-0`, `id-1`, …): the same id resumes the same iceberg. */
  readonly id: string
  readonly side: "Buy" | "Sell"
  readonly total: string
  readonly visible: string
  readonly qtyStep: string
  readonly price: string
}

/**
 * What an iceberg does next, from its slices as the exchange has them: wait on the open slice, place slice
 * `index` of `qty` units, or end (all filled, or a slice ended short).
 *
 * @since 1.2.0
 * @category models
 */
export type Decision =
  | { readonly _tag: "Await"; readonly slice: Slices.Slice }
  | { readonly _tag: "Place"; readonly index: number; readonly qty: bigint }
  | { readonly _tag: "Done" }

/**
 * The iceberg's rule, pure: the state machine `run` steps (and its model test drives).
 *
 * @since 1.2.0
 * @category models
 */
export const decide = (
  total: bigint,
  visible: bigint,
  scale: number,
  slices: ReadonlyArray<Slices.Slice>
): Decision => {
  const last = slices.at(-1)
  if (last?.status === "open") return { _tag: "Await", slice: last }
  // a slice that ended short (cancelled, rejected) ends the iceberg
  if (last?.status === "closed") return { _tag: "Done" }
  const qty = Plan.nextIcebergSlice(total, visible, Slices.sumFilled(slices, scale))
  return qty === 0n ? { _tag: "Done" } : { _tag: "Place", index: slices.length, qty }
}

/**
 * Reads the sizes; fails with `AlgoParamsError` when the id or a size is unusable.
 *
 * @since 1.2.0
 * @category constructors
 */
export const plan = (params: Params) =>
  Effect.gen(function* () {
    const bad = Plan.checkId(params.id)
    if (bad !== undefined) return yield* bad
    const total = Plan.stepped("total", params.total, params.qtyStep)
    if (total instanceof Plan.AlgoParamsError) return yield* total
    const visible = Plan.stepped("visible", params.visible, params.qtyStep)
    if (visible instanceof Plan.AlgoParamsError) return yield* visible
    const scale = Math.max(total.scale, visible.scale)
    const at = (s: Plan.Stepped) => (Plan.toUnits(Plan.fromUnits(s.units, s.scale), scale) ?? 0n) as bigint
    return { total: { ...total, units: at(total), scale }, visible: at(visible), scale }
  })

/**
 * Looks at an open slice every `poll` (waited with `wait`) until its status or fill changes.
 *
 * @since 1.2.0
 * @category internals
 */
export const awaitChange = (
  market: Slices.Market,
  id: string,
  slice: Slices.Slice,
  poll: Duration.Duration,
  wait: Slices.Wait
) =>
  Effect.gen(function* () {
    for (;;) {
      yield* wait(poll)
      const now = yield* Slices.look(market, id, slice.index)
      if (Option.isNone(now)) continue
      if (now.value.status !== slice.status || now.value.filled !== slice.filled) return now.value
    }
  })

/**
 * Runs an iceberg; its progress, after every change, ends with `done: true`.
 *
 * @since 1.2.0
 * @category running
 */
export const run = (params: Params) =>
  Stream.unwrap(
    Effect.gen(function* () {
      const { total, visible, scale } = yield* plan(params)
      const { market, poll, wait, seen, emit, stream } = yield* Slices.begin(params, total)
      const step = (phase: Slices.Phase) =>
        Effect.gen(function* () {
          if (phase === "end") return undefined
          if (phase === "start") return yield* emit(yield* Slices.discover(market, params.id), "run")
          const slices = yield* Ref.get(seen)
          const next = decide(total.units, visible, scale, slices)
          if (next._tag === "Done") return yield* emit(slices, "end")
          if (next._tag === "Await") {
            const changed = yield* awaitChange(market, params.id, next.slice, poll, wait)
            return yield* emit([...slices.slice(0, -1), changed], "run")
          }
          const qty = next.qty
          const slice = yield* Slices.place(market, params.id, slices.length, {
            side: params.side,
            orderType: "Limit",
            qty: Plan.fromUnits(qty, scale),
            price: params.price,
            ...Slices.orderOptions(params)
          })
          return yield* emit([...slices, slice], "run")
        })
      return stream(step)
    })
  )
