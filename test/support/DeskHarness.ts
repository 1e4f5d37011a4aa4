/**
 * Test harness for the emulator's desks: an emulator with two funded credential sets (the seeded master and a
 * sub-account with its own key), a client on the master's key that records every call by path with its outcome,
 * and the check that each of a desk's routes answered once with success and (private ones) once with an error, and
 * that the emulator never answered outside an endpoint's declared codes.
 */
import { expect } from "@effect/vitest"
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { noPermissions } from "../../src/Emulator/books/Accounts.js"
import * as Emulator from "../../src/Emulator/Emulator.js"
import { BybitHttp } from "../../src/Http/BybitHttp.js"
import * as Harness from "./Harness.js"
import { SUB_KEY, SUB_SECRET, withSubAccount } from "./TwoAccounts.js"

export const NOW = Date.UTC(2026, 0, 15, 12, 0, 0)

const BARE_KEY = "desk-bare-key-000001"
const BARE_SECRET = "desk-bare-secret-000001-desk-bare-secret"
const READ_KEY = "desk-read-key-0000001"
const FAR_KEY = "desk-far-key-00000001"
const FAR_SECRET = "desk-far-secret-000001-desk-far-secret-0"
const READ_SECRET = "desk-read-secret-000001-desk-read-secret"

/** Paths called successfully, and paths that answered with an error. */
export interface Calls {
  readonly succeeded: Set<string>
  readonly failed: Set<string>
}

export class Accounts extends Context.Service<
  Accounts,
  {
    readonly emulator: Emulator.EmulatorHandle
    readonly subUid: string
    readonly masterUid: string
    readonly calls: Calls
    /** Runs an effect under the sub-account's credentials. */
    readonly asSub: <A, E, R>(effect: Effect.Effect<A, E, R>) => Effect.Effect<A, E, R>
    /** Runs an effect under a master-account key with no permissions (for the 10005 refusals). */
    readonly asBare: <A, E, R>(effect: Effect.Effect<A, E, R>) => Effect.Effect<A, E, R>
    /** Runs an effect under a read-only master-account key (writes answer 10005). */
    readonly asReadOnly: <A, E, R>(effect: Effect.Effect<A, E, R>) => Effect.Effect<A, E, R>
    /** Runs an effect under a master-account key bound to another IP (every private call answers 10010). */
    readonly asElsewhere: <A, E, R>(effect: Effect.Effect<A, E, R>) => Effect.Effect<A, E, R>
  }
>()("test/DeskHarness/Accounts") {}

/**
 * The layer: the emulator (at `NOW` on the test clock), both accounts funded with `usdt` USDT, the client.
 * `unlimited` lifts the documented limits of rate groups for both accounts (`ins-loan/association-uid` is 1/s): a
 * desk's test calls them faster than that on a clock that does not move, and the limits have tests of their own.
 */
export const layer = (
  options: { readonly seed?: number; readonly usdt?: string; readonly unlimited?: ReadonlyArray<string> } = {}
) =>
  Layer.unwrap(
    Effect.gen(function* () {
      // the desks tick on every request; a slow background tick keeps long clock moves cheap
      const h = yield* Harness.start({ seed: options.seed ?? 31, tickMs: 600_000, startAt: NOW })
      const subUid = yield* withSubAccount(h, `desk${options.seed ?? 31}`)
      h.admin.setBalance("USDT", options.usdt ?? "100000")
      h.admin.setBalance("USDT", options.usdt ?? "100000", { uid: subUid })
      for (const group of options.unlimited ?? [])
        for (const uid of [h.uid, subUid]) h.admin.rateLimits.setLimit(uid, group, 1_000_000)
      const calls: Calls = { succeeded: new Set(), failed: new Set() }
      const record = <A, E, R>(path: string, effect: Effect.Effect<A, E, R>) =>
        effect.pipe(
          Effect.tap(() => Effect.sync(() => calls.succeeded.add(path))),
          Effect.tapError(() => Effect.sync(() => calls.failed.add(path)))
        )
      const client = Harness.client(h, { rest: { rateBudget: false } })
      const recorded = Layer.effect(
        BybitHttp,
        Effect.map(BybitHttp, (http) => ({
          ...http,
          call: (endpoint, params, callOptions) => record(endpoint.path, http.call(endpoint, params, callOptions)),
          callWithMeta: (endpoint, params, callOptions) =>
            record(endpoint.path, http.callWithMeta(endpoint, params, callOptions))
        }))
      ).pipe(Layer.provide(client))
      const sub = Harness.credentials(SUB_KEY, SUB_SECRET)
      const bare = Harness.addKey(h, { apiKey: BARE_KEY, secret: BARE_SECRET, permissions: { ...noPermissions } })
      const readOnly = Harness.addKey(h, {
        apiKey: READ_KEY,
        secret: READ_SECRET,
        readOnly: true,
        permissions: { ...noPermissions }
      })
      const far = Harness.addKey(h, {
        apiKey: FAR_KEY,
        secret: FAR_SECRET,
        permissions: { ...noPermissions },
        ips: ["10.9.9.9"]
      })
      const accounts = Layer.succeed(Accounts, {
        emulator: h,
        subUid,
        masterUid: h.uid,
        calls,
        asSub: Harness.as(sub),
        asBare: Harness.as(bare),
        asReadOnly: Harness.as(readOnly),
        asElsewhere: Harness.as(far)
      })
      return Layer.mergeAll(Layer.succeed(Emulator.Emulator, h), recorded, accounts)
    })
  )

/** The error tag an effect fails with. */
export const tagOf = <A, E extends { readonly _tag: string }, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.map(Effect.flip(effect), (e) => e._tag)

/** Every route of the desk answered with success, every private one also with an error; no contract violation. */
export const coverage = (name: string) =>
  Effect.gen(function* () {
    const { calls, emulator } = yield* Accounts
    const desk = emulator.admin.exchange.deskList().find((d) => d.name === name)
    expect(desk?.name).toBe(name)
    const routes = desk?.routes ?? []
    expect(routes.map((r) => r.endpoint.path).filter((p) => !calls.succeeded.has(p))).toEqual([])
    const privates = routes.filter((r) => r.endpoint.auth === "private").map((r) => r.endpoint.path)
    expect(privates.filter((p) => !calls.failed.has(p))).toEqual([])
    expect(emulator.admin.violations().map((v) => [v.path, v.retCode])).toEqual([])
  })
