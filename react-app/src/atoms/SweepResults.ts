/**
 * The sweep results view's state: the file opened (its results, or why it could not be read), which runs' curves are
 * drawn, the ranking table's sort, and the run whose fills are shown. Opening a file picks its three best runs and
 * shows the best one's fills.
 *
 * @since 1.3.0
 */

import * as Result from "effect/Result"
import * as Atom from "effect/reactivity/Atom"
import * as SweepResults from "../lib/SweepResults.js"

/**
 * What was opened: nothing yet, a file that could not be read (and why), or a sweep's results.
 *
 * @since 1.3.0
 * @category models
 */
export type Opened =
  | { readonly _tag: "none" }
  | { readonly _tag: "failed"; readonly name: string; readonly message: string }
  | { readonly _tag: "loaded"; readonly name: string; readonly results: SweepResults.SweepResults }

/**
 * The file opened.
 *
 * @since 1.3.0
 * @category atoms
 */
export const openedAtom: Atom.Writable<Opened> = Atom.make<Opened>({ _tag: "none" }).pipe(Atom.keepAlive)

/**
 * The runs (their `run` numbers) whose equity and drawdown are drawn.
 *
 * @since 1.3.0
 * @category atoms
 */
export const pickedAtom: Atom.Writable<ReadonlyArray<number>> = Atom.make<ReadonlyArray<number>>([]).pipe(
  Atom.keepAlive
)

/**
 * The ranking table's order.
 *
 * @since 1.3.0
 * @category atoms
 */
export const sortAtom: Atom.Writable<SweepResults.Sort> = Atom.make<SweepResults.Sort>({
  key: "rank",
  ascending: true
}).pipe(Atom.keepAlive)

/**
 * The run whose fills are drawn.
 *
 * @since 1.3.0
 * @category atoms
 */
export const fillsRunAtom: Atom.Writable<number | undefined> = Atom.make<number | undefined>(undefined).pipe(
  Atom.keepAlive
)

/**
 * How many of the best runs a newly opened file draws.
 *
 * @since 1.3.0
 * @category constants
 */
export const firstPicked = 3

/**
 * Opens a file's text: the results with the best runs picked, or the message of why it is not one.
 *
 * @since 1.3.0
 * @category atoms
 */
export const openAtom: Atom.Writable<void, { readonly name: string; readonly text: string }> = Atom.writable(
  () => undefined,
  (ctx, file: { readonly name: string; readonly text: string }) => {
    const parsed = SweepResults.parse(file.text)
    Atom.batch(() => {
      if (Result.isFailure(parsed)) {
        ctx.set(openedAtom, { _tag: "failed", name: file.name, message: parsed.failure })
        ctx.set(pickedAtom, [])
        ctx.set(fillsRunAtom, undefined)
        return
      }
      const best = SweepResults.sorted(parsed.success.runs, { key: "rank", ascending: true })
      ctx.set(openedAtom, { _tag: "loaded", name: file.name, results: parsed.success })
      ctx.set(
        pickedAtom,
        best.slice(0, firstPicked).map((r) => r.run)
      )
      ctx.set(fillsRunAtom, best[0]?.run)
      ctx.set(sortAtom, { key: "rank", ascending: true })
    })
  }
)

/**
 * Shows a failure to read the file itself (the browser could not read it).
 *
 * @since 1.3.0
 * @category atoms
 */
export const unreadableAtom: Atom.Writable<void, { readonly name: string; readonly message: string }> = Atom.writable(
  () => undefined,
  (ctx, file: { readonly name: string; readonly message: string }) =>
    Atom.batch(() => {
      ctx.set(openedAtom, { _tag: "failed", name: file.name, message: `Cannot read the file: ${file.message}` })
      ctx.set(pickedAtom, [])
      ctx.set(fillsRunAtom, undefined)
    })
)
