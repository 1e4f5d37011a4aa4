/**
 * The replay the connected emulator plays, when it plays one: its status read from `GET /__admin/replay` (the
 * emulator answers `replaying: false` on its seeded market; a real exchange is never asked), the controls sent to
 * `POST /__admin/replay` (play, pause, speed), and the account's equity over the replay: the wallet balance the
 * account state keeps (REST, then pushes) plus the positions' uPnL at the live mark, sampled on the recording's
 * clock at every status read.
 *
 * @since 1.1.0
 */
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as Result from "effect/Result"
import * as AsyncResult from "effect/reactivity/AsyncResult"
import * as Atom from "effect/reactivity/Atom"
import * as Schema from "effect/Schema"
import * as Stream from "effect/Stream"
import * as Pnl from "../lib/Pnl.js"
import { accountAtom } from "./Account.js"
import { envAtom, environmentAtom } from "./Config.js"
import { markAtom } from "./Market.js"

/**
 * A replay's speed: recorded ms per ms, or as fast as the exchange consumes.
 *
 * @since 1.1.0
 * @category models
 */
export const Speed = Schema.Union([Schema.Number, Schema.Literal("max")])

/**
 * A value of {@link Speed}.
 *
 * @since 1.1.0
 * @category models
 */
export type Speed = typeof Speed.Type

/**
 * What `GET /__admin/replay` answers (the fields the page shows).
 *
 * @since 1.1.0
 * @category models
 */
export const Status = Schema.Struct({
  state: Schema.Literals(["playing", "paused", "ended"]),
  speed: Speed,
  time: Schema.Number,
  lines: Schema.Number,
  progress: Schema.optional(Schema.Number)
})

/**
 * A value of {@link Status}.
 *
 * @since 1.1.0
 * @category models
 */
export interface Status extends Schema.Schema.Type<typeof Status> {}

const Answer = Schema.Struct({ ok: Schema.Boolean, result: Schema.optional(Status) })
const decodeAnswer = Schema.decodeUnknownOption(Answer)

/**
 * The speeds the page offers.
 *
 * @since 1.1.0
 * @category constants
 */
export const speeds: ReadonlyArray<Speed> = [1, 2, 5, 10, 50, "max"]

// the emulator's admin route, on the emulator environment only
const routeAtom: Atom.Atom<string | undefined> = Atom.readable((get) => {
  if (get(envAtom) !== "emulator") return undefined
  const environment = get(environmentAtom)
  return Result.isSuccess(environment) ? `${environment.success.restUrl}/__admin/replay` : undefined
})

const call = (url: string, body?: object): Effect.Effect<Option.Option<Status>> =>
  Effect.promise(() =>
    fetch(
      url,
      body === undefined
        ? {}
        : // the admin API takes JSON only (the app's server adds the token to its own replay requests)
          { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }
    )
      .then((response) => (response.ok ? response.json() : undefined))
      .catch(() => undefined)
  ).pipe(Effect.map((json) => Option.flatMap(decodeAnswer(json), (answer) => Option.fromNullishOr(answer.result))))

/**
 * The replay's status, read every 400 ms while the emulator replays (every 5 s while it does not, so a restarted
 * server that replays is found); none on another environment or the seeded market.
 *
 * @since 1.1.0
 * @category atoms
 */
export const replayStatusAtom = Atom.make((get) => {
  const url = get(routeAtom)
  if (url === undefined) return Stream.make(Option.none<Status>())
  const read = call(url)
  return Stream.unfold(undefined as Option.Option<Status> | undefined, (previous) =>
    Effect.map(
      previous === undefined
        ? read
        : Effect.andThen(Effect.sleep(Option.isSome(previous) ? "400 millis" : "5 seconds"), read),
      (status) => [status, status] as const
    )
  )
})

/**
 * The replay's status now, if the emulator replays.
 *
 * @since 1.1.0
 * @category atoms
 */
export const replayingAtom: Atom.Atom<Option.Option<Status>> = Atom.readable((get) =>
  Option.flatten(AsyncResult.value(get(replayStatusAtom)))
)

/**
 * A control: `{ action: "play" | "pause" }` or `{ speed }`. The status is read again at once.
 *
 * @since 1.1.0
 * @category atoms
 */
export const replayCommandAtom = Atom.fn(
  (command: { readonly action: "play" | "pause" } | { readonly speed: Speed }, get) => {
    const url = get(routeAtom)
    if (url === undefined) return Effect.succeed(Option.none<Status>())
    return Effect.tap(call(url, command), () => Effect.sync(() => get.refresh(replayStatusAtom)))
  }
)

const num = (text: string | undefined): number | undefined => {
  const n = Number(text)
  return text === undefined || text === "" || !Number.isFinite(n) ? undefined : n
}

/**
 * The account's equity now, in the wallet's USD: its wallet balance plus the open positions' uPnL at the live mark
 * (an inverse position's, which is in its coin, at the mark); none without keys or before the wallet is read.
 *
 * @since 1.1.0
 * @category atoms
 */
export const equityNowAtom: Atom.Atom<number | undefined> = Atom.readable((get) => {
  const state = Option.flatMap(AsyncResult.value(get(accountAtom)), (feed) => feed.value)
  if (Option.isNone(state)) return undefined
  const balance = Option.flatMap(state.value.wallet, (w) => Option.fromNullishOr(num(w.totalWalletBalance)))
  if (Option.isNone(balance)) return undefined
  let equity = balance.value
  for (const position of state.value.positions) {
    if (Number(position.size) === 0) continue
    const mark = Option.getOrUndefined(get(markAtom(`${position.category}|${position.symbol}`)))
    const valued = Pnl.value(position, mark)
    if (valued.upnl === undefined) continue
    equity += position.category === "inverse" ? valued.upnl * (valued.mark ?? 0) : valued.upnl
  }
  return equity
})

/**
 * One point of the equity curve: the recording's time and the equity then.
 *
 * @since 1.1.0
 * @category models
 */
export interface EquityPoint {
  readonly t: number
  readonly equity: number
}

/**
 * How many points the curve keeps (older ones are thinned, every other dropped).
 *
 * @since 1.1.0
 * @category constants
 */
export const curveLength = 600

/**
 * Adds a sample to the curve: only when the recording's time moved on (a paused replay adds nothing); a time
 * before the last starts a new curve (another replay).
 *
 * @since 1.1.0
 * @category constructors
 */
export const addPoint = (curve: ReadonlyArray<EquityPoint>, point: EquityPoint): ReadonlyArray<EquityPoint> => {
  const last = curve[curve.length - 1]
  if (last !== undefined && point.t < last.t) return [point]
  if (last !== undefined && point.t === last.t) return curve
  const next = [...curve, point]
  return next.length > curveLength ? next.filter((_, k) => k % 2 === 1 || k === next.length - 1) : next
}

/**
 * The equity curve of the replay so far.
 *
 * @since 1.1.0
 * @category atoms
 */
export const equityCurveAtom: Atom.Writable<ReadonlyArray<EquityPoint>> = Atom.make<ReadonlyArray<EquityPoint>>(
  []
).pipe(Atom.keepAlive)
