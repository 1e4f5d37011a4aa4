/**
 * Test harness: an emulator with two credential sets in one process — the seeded master key and a key of a fresh
 * sub-account, both funded — and a client (REST, WebSocket streams, WebSocket order entry) on the master's key.
 * `asSub` runs an effect under the sub's credentials. `settling` is how its tests wait (with `WaitFor.waitFor`): in
 * real time, whatever clock the test runs on.
 * Built on the shared harness (./Harness.ts) and wait loop (./WaitFor.ts).
 */
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import type * as Scope from "effect/Scope"
import type * as Emulator from "../../src/Emulator/Emulator.js"
import type { BybitHttp } from "../../src/Http/BybitHttp.js"
import type * as Credentials from "../../src/Layers/Credentials.js"
import type * as BybitSocket from "../../src/Socket/BybitSocket.js"
import * as TradeApi from "../../src/Socket/TradeApi.js"
import * as Harness from "./Harness.js"
import type * as WaitFor from "./WaitFor.js"

export const SUB_KEY = "IdentitySubKey0000000001"
export const SUB_SECRET = "IdentitySubSecret00000000000000001"

export interface TwoAccounts {
  readonly emulator: Emulator.EmulatorHandle
  readonly subUid: string
  readonly sub: Credentials.ApiCredentials
  readonly master: Credentials.ApiCredentials
  /** Runs an effect under the sub-account's credentials. */
  readonly asSub: <A, E, R>(effect: Effect.Effect<A, E, R>) => Effect.Effect<A, E, R>
}

export type Client = BybitHttp | BybitSocket.BybitSocket | TradeApi.TradeApi

/** How the two-account tests wait (`WaitFor.waitFor`'s options): in real time, every 5 ms, up to 20 s. */
export const settling: WaitFor.Options = { interval: "5 millis", timeout: "20 seconds" }

/** The client's layer on an emulator, with the master's key (no client-side rate budget), and order entry. */
export const clientLayer = (
  emulator: Emulator.EmulatorHandle,
  socket: BybitSocket.Options = {},
  trade: TradeApi.Options = {}
) => TradeApi.layer(trade).pipe(Layer.provideMerge(Harness.client(emulator, { socket, rest: { rateBudget: false } })))

/**
 * Creates a funded sub-account on an emulator (through REST, with the master's key) and registers its trading key
 * `SUB_KEY` / `SUB_SECRET`; the master is funded too. Returns the sub's uid.
 */
export const withSubAccount = (emulator: Emulator.EmulatorHandle, username: string) =>
  Effect.map(
    Harness.addSubAccount(emulator, { username, apiKey: SUB_KEY, secret: SUB_SECRET }),
    (account) => account.uid
  )

/**
 * Starts an emulator, creates a funded sub-account with a trading key of its own, and runs `body` with a client on
 * the master's key.
 */
export const withTwoAccounts = <A, E>(
  body: (accounts: TwoAccounts) => Effect.Effect<A, E, Client | Scope.Scope>,
  options: {
    readonly seed?: number
    readonly socket?: BybitSocket.Options
    readonly trade?: TradeApi.Options
    /** The emulator's background tick (long clock moves on TestClock want a slow one). */
    readonly tickMs?: number
    /** The emulator's market (e.g. `Replay.from(lines)`); its seeded market when absent. */
    readonly market?: Emulator.Options["market"]
  } = {}
) =>
  Effect.scoped(
    Effect.gen(function* () {
      const emulator = yield* Harness.start({
        seed: options.seed ?? 11,
        tickMs: options.tickMs,
        market: options.market
      })
      const run = Effect.gen(function* () {
        const subUid = yield* withSubAccount(emulator, `identity${options.seed ?? 11}`)
        const sub = Harness.credentials(SUB_KEY, SUB_SECRET)
        const master = Harness.masterCredentials(emulator)
        return yield* body({ emulator, subUid, sub, master, asSub: Harness.as(sub) })
      })
      return yield* Effect.provide(run, clientLayer(emulator, options.socket, options.trade))
    })
  )

/** Open sockets at the emulator, as `path key` strings (key `-` when none), sorted. */
export const socketsAt = (emulator: Emulator.EmulatorHandle): ReadonlyArray<string> =>
  emulator.admin
    .openSockets()
    .map((s) => `${s.path} ${s.apiKey ?? "-"}`)
    .sort()
