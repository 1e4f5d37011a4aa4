import { inspect } from "node:util"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Layer from "effect/Layer"
import * as Redacted from "effect/Redacted"
import * as Result from "effect/Result"
import * as Stream from "effect/Stream"
import * as fc from "fast-check"
import { IncompleteCredentials, InvalidCredentials } from "../../src/Errors/ConfigError.js"
import * as Account from "../../src/Http/v5/Account.js"
import * as Credentials from "../../src/Layers/Credentials.js"
import * as Node from "../../src/node.js"
import { createClient } from "../../src/promise.node.js"
import * as LegacySocket from "../../src/Socket/legacy/LegacySocket.js"
import * as Topics from "../../src/Socket/Topics.js"
import * as TradeApi from "../../src/Socket/TradeApi.js"
import { countingRelay } from "../support/CountingRelay.js"
import * as Harness from "../support/Harness.js"
import { waitFor } from "../support/WaitFor.js"

// A key or secret that is no string (a number, an object, `null`, a Redacted wrapped twice: what plain JavaScript
// can pass) is refused where the credentials enter, with `InvalidCredentials` naming the field, on every door:
// nothing reaches the exchange (counted at a relay in front of the emulator), and the error never shows the secret.
// A plain string is taken and wrapped.

const SECRET = "s3cr3t-never-shown-9f8e"

/** What untyped JavaScript passes where the types say `Redacted<string>`. */
const untyped = (value: unknown) => value as Redacted.Redacted<string>

/** The bad inputs each door meets: the set, and the field the error must name. */
const badSets = (apiKey: string) =>
  [
    ["a secret wrapped twice", { apiKey, apiSecret: untyped(Redacted.make(Redacted.make(SECRET))) }, "apiSecret"],
    ["a numeric key", { apiKey: untyped(12345), apiSecret: SECRET }, "apiKey"],
    ["an object secret", { apiKey, apiSecret: untyped({ secret: SECRET }) }, "apiSecret"]
  ] as const

const secretFree = (error: unknown) => {
  expect(String(error)).not.toContain(SECRET)
  expect(JSON.stringify(error)).not.toContain(SECRET)
  expect(inspect(error, { depth: 10 })).not.toContain(SECRET)
}

const expectInvalid = (error: unknown, field: string, name: string) => {
  expect(error, name).toBeInstanceOf(InvalidCredentials)
  expect(error, name).toMatchObject({ _tag: "InvalidCredentials", field })
  secretFree(error)
}

/**
 * What an Effect door refused with: the defect carrying `InvalidCredentials` (the doors' types admit no such set, so
 * their error channels stay as they are), or a failure.
 */
const refusalOf = (exit: Exit.Exit<unknown, unknown>): unknown => {
  if (Exit.isSuccess(exit)) return undefined
  const reason = exit.cause.reasons[0]
  return reason?._tag === "Die" ? reason.defect : reason?._tag === "Fail" ? reason.error : reason
}

describe("Credentials.check", () => {
  it("plain strings are wrapped, Redacted strings kept, empty strings absent", () => {
    const made = Result.getOrThrow(Credentials.check({ apiKey: "k", apiSecret: Redacted.make(SECRET) }))
    expect(made._tag).toBe("Some")
    if (made._tag === "Some") {
      expect(Redacted.isRedacted(made.value.apiKey)).toBe(true)
      expect(Redacted.value(made.value.apiKey)).toBe("k")
      expect(Redacted.value(made.value.apiSecret)).toBe(SECRET)
    }
    expect(Result.getOrThrow(Credentials.check({ apiKey: "", apiSecret: "" }))._tag).toBe("None")
    expect(Result.getOrThrow(Credentials.check(undefined))._tag).toBe("None")
  })

  it("property: anything but a string or a Redacted string, in either field, is InvalidCredentials naming it", () => {
    const notAString = fc.oneof(
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.bigInt(),
      fc.array(fc.string()),
      fc.dictionary(fc.string(), fc.string()),
      fc.string().map((s) => Redacted.make(Redacted.make(`${SECRET}${s}`))),
      fc.integer().map((n) => Redacted.make(n))
    )
    fc.assert(
      fc.property(fc.constantFrom("apiKey", "apiSecret"), notAString, (field, bad) => {
        const input = { apiKey: "key", apiSecret: SECRET, [field]: bad }
        const checked = Credentials.check(input)
        expect(Result.isFailure(checked)).toBe(true)
        if (Result.isFailure(checked)) expectInvalid(checked.failure, field, String(field))
      })
    )
  })

  it("a key without its secret stays IncompleteCredentials; a throwing getter is refused, not thrown", () => {
    const incomplete = Credentials.check({ apiKey: "k" })
    expect(Result.isFailure(incomplete) && incomplete.failure).toBeInstanceOf(IncompleteCredentials)
    const getter = Object.defineProperty({ apiKey: "k" }, "apiSecret", {
      get: () => {
        throw new Error(SECRET)
      }
    })
    const thrown = Credentials.check(getter)
    expect(Result.isFailure(thrown)).toBe(true)
    if (Result.isFailure(thrown)) expectInvalid(thrown.failure, "apiSecret", "a throwing getter")
  })
})

describe("every door refuses a bad key or secret before anything is sent", () => {
  it.live("REST and the V5 sockets: the client's layer, and withCredentials, refuse the set at once", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const emulator = yield* Harness.start()
        const relay = yield* countingRelay(emulator)
        const calls: Record<string, Effect.Effect<unknown, unknown, Harness.Client | TradeApi.TradeApi>> = {
          rest: Account.getWalletBalance({ accountType: "UNIFIED" }),
          privateSocket: Stream.runHead(Topics.subscribe(Topics.wallet)),
          tradeSocket: TradeApi.createOrder({
            category: "linear",
            symbol: "BTCUSDT",
            side: "Buy",
            orderType: "Market",
            qty: "0.01"
          })
        }
        for (const [name, credentials, field] of badSets(emulator.apiKey)) {
          const client = TradeApi.layer().pipe(
            Layer.provideMerge(Harness.client(emulator, { environment: relay.environment, credentials }))
          )
          for (const [door, call] of Object.entries(calls)) {
            const exit = yield* Effect.exit(Effect.provide(call, client))
            expectInvalid(refusalOf(exit), field, `${name} on ${door}`)
          }
          // a client without default credentials, the bad set given per call
          const keyless = TradeApi.layer().pipe(
            Layer.provideMerge(Harness.client(emulator, { environment: relay.environment, credentials: false }))
          )
          for (const [door, call] of Object.entries(calls)) {
            const exit = yield* Effect.exit(
              Effect.provide(
                Credentials.withCredentials(call, credentials as unknown as Credentials.ApiCredentials),
                keyless
              )
            )
            expectInvalid(refusalOf(exit), field, `${name} per call on ${door}`)
          }
        }
        expect(relay.connections()).toBe(0)

        // plain strings: the same doors work (what untyped JavaScript passes)
        const plain = { apiKey: untyped(emulator.apiKey), apiSecret: untyped(emulator.apiSecret) }
        const client = TradeApi.layer().pipe(
          Layer.provideMerge(Harness.client(emulator, { environment: relay.environment, credentials: plain }))
        )
        yield* Effect.provide(
          Effect.gen(function* () {
            yield* Account.getWalletBalance({ accountType: "UNIFIED" })
            yield* Stream.runDrain(Topics.subscribe(Topics.wallet)).pipe(Effect.forkScoped)
            yield* waitFor(
              () => emulator.admin.openSockets().some((s) => s.path === "/v5/private" && s.topics.length > 0),
              "the private stream, authenticated with the plain key"
            )
            const placed = yield* TradeApi.createOrder({
              category: "linear",
              symbol: "BTCUSDT",
              side: "Buy",
              orderType: "Market",
              qty: "0.01"
            })
            expect(placed.orderId).not.toBe("")
          }),
          client
        )
        expect(relay.connections()).toBeGreaterThan(0)
      })
    )
  )

  it.live("legacy sockets: make refuses the set at once; a plain-string key opens a private stream", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const emulator = yield* Harness.start()
        const relay = yield* countingRelay(emulator)
        for (const [name, credentials, field] of badSets(emulator.apiKey)) {
          for (const market of ["spotV1", "contractUSDT", "linearV2"] as const) {
            const exit = yield* Effect.exit(
              LegacySocket.make({ market, environment: relay.environment, credentials }).pipe(
                Effect.provide(Node.layer)
              )
            )
            expectInvalid(refusalOf(exit), field, `${name} on ${market}`)
          }
        }
        expect(relay.connections()).toBe(0)
        expect(emulator.admin.legacyWs.upgrades()).toBe(0)

        const socket = yield* LegacySocket.make({
          market: "spotV1",
          environment: relay.environment,
          credentials: { apiKey: emulator.apiKey, apiSecret: emulator.apiSecret }
        }).pipe(Effect.provide(Node.layer))
        yield* socket.subscribe("outboundAccountInfo", () => {}).pipe(Effect.provide(Node.layer))
        expect(emulator.admin.legacyWs.connections()).toBe(1)
      })
    )
  )

  it.live("the Promise client: every call rejects with InvalidCredentials; a plain-string key works", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const emulator = yield* Harness.start()
        const relay = yield* countingRelay(emulator)
        const extra: ReadonlyArray<readonly [string, Record<string, unknown>, string]> = [
          ["a null secret", { apiKey: emulator.apiKey, apiSecret: null }, "apiSecret"]
        ]
        for (const [name, credentials, field] of [...badSets(emulator.apiKey), ...extra]) {
          const client = createClient({ environment: relay.environment, ...credentials } as never)
          const error = yield* Effect.promise(() =>
            client.getWalletBalance({ accountType: "UNIFIED" }).then(
              () => undefined,
              (e: unknown) => e
            )
          )
          expectInvalid(error, field, name)
          yield* Effect.promise(() => client.dispose())
        }
        expect(relay.connections()).toBe(0)
        const client = createClient({
          environment: relay.environment,
          apiKey: emulator.apiKey,
          apiSecret: emulator.apiSecret
        })
        const wallet = yield* Effect.promise(() => client.getWalletBalance({ accountType: "UNIFIED" }))
        expect(wallet.list.length).toBeGreaterThan(0)
        yield* Effect.promise(() => client.dispose())
      })
    )
  )
})
