/**
 * Test harness: an emulator with two credential sets in one process — the seeded master key and a key of a fresh
 * sub-account, both funded — and a client (REST, WebSocket streams, WebSocket order entry) on the master's key.
 * `asSub` runs an effect under the sub's credentials. `waitFor` waits in real time, whatever clock the test runs on.
 */
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Redacted from "effect/Redacted"
import type * as Scope from "effect/Scope"
import * as Bybit from "../../src/Bybit.js"
import { masterPermissions } from "../../src/Emulator/Accounts.js"
import * as Emulator from "../../src/Emulator/Emulator.js"
import type { BybitHttp } from "../../src/Http/BybitHttp.js"
import * as User from "../../src/Http/v5/User.js"
import * as Credentials from "../../src/Layers/Credentials.js"
import * as Node from "../../src/node.js"
import * as BybitSocket from "../../src/Socket/BybitSocket.js"
import * as TradeApi from "../../src/Socket/TradeApi.js"
import { provideLive } from "./Live.js"

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

/** Waits (in real time) until `predicate` holds, or dies after `ms`. */
export const waitFor = (predicate: () => boolean, label: string, ms = 20_000) =>
  Effect.gen(function* () {
    const start = Date.now()
    while (!predicate()) {
      if (Date.now() - start > ms) return yield* Effect.die(new Error(`timed out waiting for ${label}`))
      yield* provideLive(Effect.sleep("5 millis"))
    }
  })

/** The client's layer on an emulator, with the master's key. */
export const clientLayer = (
  emulator: Emulator.EmulatorHandle,
  socket: BybitSocket.Options = {},
  trade: TradeApi.Options = {}
) =>
  TradeApi.layer(trade).pipe(
    Layer.provideMerge(BybitSocket.layer(socket)),
    Layer.provideMerge(
      Bybit.layer({
        environment: emulator.environment,
        credentials: { apiKey: emulator.apiKey, apiSecret: emulator.apiSecret },
        rateBudget: false
      })
    ),
    Layer.provide(Node.layer)
  )

/**
 * Creates a funded sub-account on an emulator (through REST, with the master's key) and registers its trading key
 * `SUB_KEY` / `SUB_SECRET`; the master is funded too. Returns the sub's uid.
 */
export const withSubAccount = (emulator: Emulator.EmulatorHandle, username: string) =>
  Effect.gen(function* () {
    const created = yield* User.createSubMember({ username, memberType: 1 })
    emulator.admin.addApiKey({
      apiKey: SUB_KEY,
      secret: SUB_SECRET,
      uid: created.uid,
      isMaster: false,
      readOnly: false,
      permissions: Object.fromEntries(Object.entries(masterPermissions)),
      ips: []
    })
    emulator.admin.setBalance("USDT", "100000", { uid: created.uid })
    emulator.admin.setBalance("USDT", "100000")
    return created.uid
  }).pipe(
    Effect.provide(
      Bybit.layer({
        environment: emulator.environment,
        credentials: { apiKey: emulator.apiKey, apiSecret: emulator.apiSecret },
        rateBudget: false
      }).pipe(Layer.provide(Node.layer))
    )
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
  } = {}
) =>
  Effect.scoped(
    Effect.gen(function* () {
      const emulator = yield* Emulator.make({ port: 0, seed: options.seed ?? 11, tickMs: options.tickMs })
      const run = Effect.gen(function* () {
        const subUid = yield* withSubAccount(emulator, `identity${options.seed ?? 11}`)
        const sub = { apiKey: Redacted.make(SUB_KEY), apiSecret: Redacted.make(SUB_SECRET) }
        const master = { apiKey: Redacted.make(emulator.apiKey), apiSecret: Redacted.make(emulator.apiSecret) }
        return yield* body({
          emulator,
          subUid,
          sub,
          master,
          asSub: (effect) => Credentials.withCredentials(effect, sub)
        })
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
