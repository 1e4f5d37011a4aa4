/**
 * The closed-PnL records of a chosen period (7, 30 or 90 days), for the PnL analysis: every page of every 7-day
 * window of the period (`/v5/position/closed-pnl` answers at most 7 days a request and pages with a cursor), read
 * through the library's pagination, read again after each fill. Loaded with the analysis, not with the first paint.
 *
 * @since 1.3.0
 */

import * as Clock from "effect/Clock"
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as Atom from "effect/reactivity/Atom"
import * as Stream from "effect/Stream"
import { Paginate, Position, Topics, type BybitSchema as Wire } from "effect-bybit"
import * as Analysis from "../lib/PnlAnalysis.js"
import { readOnPush } from "./Account.js"
import { privateRuntime } from "./AccountRuntime.js"
import * as Feed from "./Feed.js"
import { credentialsAtom } from "./Runtime.js"

/**
 * The records a request page holds (the exchange's default page).
 *
 * @since 1.3.0
 * @category constants
 */
export const pageSize = 50

/**
 * The records of a period and the range they were read for.
 *
 * @since 1.3.0
 * @category models
 */
export interface Covered {
  readonly records: ReadonlyArray<Wire.ClosedPnl.ClosedPnl>
  readonly from: number
  readonly to: number
}

/**
 * The period the analysis covers (days); 7 until another is chosen.
 *
 * @since 1.3.0
 * @category atoms
 */
export const periodAtom: Atom.Writable<Analysis.Period> = Atom.make<Analysis.Period>(7).pipe(Atom.keepAlive)

const read = (category: "linear" | "inverse", days: number) =>
  Effect.gen(function* () {
    const now = yield* Clock.currentTimeMillis
    const ranges = Analysis.windows(now, days)
    const pages = yield* Effect.forEach(ranges, (range) =>
      Stream.runCollect(Paginate.paginate(Position.closedPnl, { category, ...range, limit: pageSize }))
    )
    return {
      records: pages.flat(),
      from: ranges.at(-1)?.startTime ?? now,
      to: now
    } satisfies Covered
  })

const byPeriod = Atom.family((key: string) => {
  const [category, days] = key.split("|") as ["linear" | "inverse", string]
  return privateRuntime.atom((get) => {
    if (Option.isNone(get(credentialsAtom))) return Stream.make(Feed.empty<Covered>())
    return readOnPush(Topics.subscribe(Topics.execution()), read(category, Number(days)))
  })
})

/**
 * The closed-PnL records of a derivative category over a period, kept current by the fills.
 *
 * @since 1.3.0
 * @category atoms
 */
export const closedPnlOfPeriod = (category: "linear" | "inverse", days: Analysis.Period) =>
  byPeriod(`${category}|${days}`)
