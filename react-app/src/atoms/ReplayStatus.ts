/**
 * Whether the connected emulator replays a recording, and how: its status read from `GET /__admin/replay` (the
 * emulator answers `replaying: false` on its seeded market; a real exchange is never asked), with the markets the
 * recording holds. Apart from the replay bar's equity (`Replay.ts`), so the market list reads it without the account.
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
import { envAtom, environmentAtom } from "./Config.js"

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
  progress: Schema.optional(Schema.Number),
  /** The recording's markets, when the emulator knows its topics. */
  markets: Schema.optional(Schema.Array(Schema.Struct({ category: Schema.String, symbol: Schema.String })))
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

/**
 * The emulator's replay route, on the emulator environment only.
 *
 * @since 1.1.0
 * @category atoms
 */
export const routeAtom: Atom.Atom<string | undefined> = Atom.readable((get) => {
  if (get(envAtom) !== "emulator") return undefined
  const environment = get(environmentAtom)
  return Result.isSuccess(environment) ? `${environment.success.restUrl}/__admin/replay` : undefined
})

/**
 * Reads the replay's status, or sends it a control (`body`): none when the answer is not a replay's status.
 *
 * @since 1.1.0
 * @category constructors
 */
export const call = (url: string, body?: object): Effect.Effect<Option.Option<Status>> =>
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

const sameSymbols = (a: ReadonlySet<string> | undefined, b: ReadonlySet<string> | undefined): boolean =>
  a === b || (a !== undefined && b !== undefined && a.size === b.size && [...a].every((s) => b.has(s)))

/**
 * The symbols of a category the replay's recording holds, when it replays one whose markets are known: the market
 * list shows these alone (the seeded market's others stand still during a replay).
 *
 * @since 2.0.0
 * @category atoms
 */
export const recordedSymbolsAtom = Atom.family((category: string) =>
  Atom.readable((get): ReadonlySet<string> | undefined =>
    Option.match(get(replayingAtom), {
      onNone: () => undefined,
      onSome: (status) =>
        status.markets === undefined
          ? undefined
          : new Set(status.markets.filter((m) => m.category === category).map((m) => m.symbol))
    })
  ).pipe(
    // the same set from each status read (every 400 ms) is no change: the list is not arranged again for it
    Atom.withEquality(sameSymbols)
  )
)
