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
import * as AsyncResult from "effect/reactivity/AsyncResult"
import * as Atom from "effect/reactivity/Atom"
import * as Pnl from "../lib/Pnl.js"
import { accountAtom } from "./Account.js"
import { markAtom } from "./Market.js"
import { call, replayStatusAtom, routeAtom, type Speed, type Status } from "./ReplayStatus.js"

export {
  /**
   * The replay's status now, if the emulator replays (see `ReplayStatus.replayingAtom`).
   *
   * @since 1.1.0
   * @category atoms
   */
  replayingAtom,
  /**
   * A replay's speed (see `ReplayStatus.Speed`).
   *
   * @since 1.1.0
   * @category models
   */
  Speed,
  /**
   * What `GET /__admin/replay` answers (see `ReplayStatus.Status`).
   *
   * @since 1.1.0
   * @category models
   */
  Status,
  /**
   * The speeds the page offers (see `ReplayStatus.speeds`).
   *
   * @since 1.1.0
   * @category constants
   */
  speeds
} from "./ReplayStatus.js"

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
