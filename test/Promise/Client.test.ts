import { types } from "node:util"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import { IncompleteCredentials, InvalidParameters, MissingCredentials } from "../../src/Errors/ConfigError.js"
import { InsufficientBalance, RateLimitExceeded } from "../../src/Errors/ExchangeError.js"
import { Emulator } from "../../src/emulator.js"
import * as All from "../../src/Http/v5/all.js"
import * as Market from "../../src/Http/v5/Market.js"
import { type Client, ClientDisposed, createClient, type Errors } from "../../src/promise.js"
import { waitFor } from "../support/WaitFor.js"

/** A client on a scope: disposed when the test ends. */
const scopedClient = (make: () => Client) =>
  Effect.acquireRelease(Effect.sync(make), (client) => Effect.promise(() => client.dispose()))

/**
 * Waits until the emulator holds an open linear order (read through `client`, whose reads a `trade-delay` does not
 * hold back): the order was sent and taken, its answer still to come.
 */
const orderAtExchange = (client: Client) =>
  waitFor(
    Effect.map(
      Effect.promise(() => client.getActiveOrders({ category: "linear", settleCoin: "USDT" })),
      (r) => r.list.length > 0
    ),
    "the order at the exchange",
    { interval: "20 millis" }
  )

/** The rejection of a Promise, as a value (fails the test if it resolves). */
const rejection = <A>(promise: () => Promise<A>) =>
  Effect.flip(Effect.tryPromise({ try: promise, catch: (error) => error }))

describe("promise client", () => {
  it.live("has one method per endpoint definition, named after it", () =>
    Effect.gen(function* () {
      const client = yield* scopedClient(() => createClient())
      const names = All.endpoints.map((endpoint) => endpoint.name)
      expect(names.length).toBeGreaterThan(100)
      for (const name of names) expect(typeof (client as unknown as Record<string, unknown>)[name]).toBe("function")
      // Type-level: params are checked against the definition (npm test type-checks this file).
      // @ts-expect-error `category` must be one of the documented categories
      const _wrong = () => client.getTickers({ category: "futures" })
      expect(typeof _wrong).toBe("function")
    })
  )

  it.live("calls public endpoints and decodes typed results (fetch + WebCrypto by default)", () =>
    Effect.gen(function* () {
      const emulator = yield* Emulator.make({ port: 0, seed: 1 })
      const client = yield* scopedClient(() => createClient({ environment: emulator.environment }))
      const time = yield* Effect.promise(() => client.getServerTime())
      expect(time.millis).toBeGreaterThan(1_600_000_000_000)
      const tickers = yield* Effect.promise(() => client.getTickers({ category: "linear", symbol: "BTCUSDT" }))
      expect(tickers.list[0]?.symbol).toBe("BTCUSDT")
      const book = yield* Effect.promise(() => client.getOrderbook({ category: "linear", symbol: "BTCUSDT", limit: 1 }))
      expect(book.b.length).toBe(1)
    })
  )

  it.live("signs private calls", () =>
    Effect.gen(function* () {
      const emulator = yield* Emulator.make({ port: 0, seed: 1 })
      const client = yield* scopedClient(() =>
        createClient({ environment: emulator.environment, apiKey: emulator.apiKey, apiSecret: emulator.apiSecret })
      )
      const wallet = yield* Effect.promise(() => client.getWalletBalance({ accountType: "UNIFIED" }))
      expect(wallet.list.length).toBe(1)
    })
  )

  it.live("rejects with the tagged error instance itself", () =>
    Effect.gen(function* () {
      const emulator = yield* Emulator.make({ port: 0, seed: 1 })
      const client = yield* scopedClient(() =>
        createClient({ environment: emulator.environment, apiKey: emulator.apiKey, apiSecret: emulator.apiSecret })
      )
      emulator.admin.setBalance("USDT", "1")
      const order = {
        category: "linear",
        symbol: "BTCUSDT",
        side: "Buy",
        orderType: "Limit",
        qty: "10",
        price: "50000"
      } as const
      const broke = (yield* rejection(() => client.submitOrder(order))) as Errors["submitOrder"]
      expect(broke).toBeInstanceOf(InsufficientBalance)
      expect(broke._tag).toBe("InsufficientBalance")
      // Not the span-carrying proxy a Cause holds: the plain instance, as users will log and compare it.
      expect(types.isProxy(broke)).toBe(false)

      emulator.admin.apply({ op: "ret-code", retCode: 10006, count: 1 })
      const limited = yield* rejection(() => client.getServerTime())
      expect(limited).toBeInstanceOf(RateLimitExceeded)

      const invalid = yield* rejection(() => client.getTickers({ category: "linear", limit: -1 } as never))
      expect(invalid).toBeInstanceOf(InvalidParameters)
    })
  )

  it.live("rejects private calls without credentials, and incomplete credentials on every call", () =>
    Effect.gen(function* () {
      const emulator = yield* Emulator.make({ port: 0, seed: 1 })
      const anonymous = yield* scopedClient(() => createClient({ environment: emulator.environment }))
      const missing = yield* rejection(() => anonymous.getWalletBalance({ accountType: "UNIFIED" }))
      expect(missing).toBeInstanceOf(MissingCredentials)

      const halfKey = yield* scopedClient(() => createClient({ environment: emulator.environment, apiKey: "k" }))
      const incomplete = yield* rejection(() => halfKey.getServerTime())
      expect(incomplete).toBeInstanceOf(IncompleteCredentials)
      expect((incomplete as IncompleteCredentials)._tag).toBe("IncompleteCredentials")
    })
  )

  it.live("builds its runtime once and rejects after dispose", () =>
    Effect.gen(function* () {
      const emulator = yield* Emulator.make({ port: 0, seed: 1 })
      const client = createClient({ environment: emulator.environment })
      const [a, b] = yield* Effect.promise(() => Promise.all([client.getServerTime(), client.getServerTime()]))
      expect(a.millis).toBeLessThanOrEqual(b.millis + 1_000)
      const first = yield* Effect.promise(() => client.runtime.context())
      yield* Effect.promise(() => client.getServerTime())
      expect(yield* Effect.promise(() => client.runtime.context())).toBe(first)
      yield* Effect.promise(() => client.dispose())
      const after = yield* rejection(() => client.getServerTime())
      expect(String(after)).toContain("disposed")
    })
  )

  it.live(
    "after dispose a call rejects with the tagged ClientDisposed, and so does a call the disposal cut short",
    () =>
      Effect.gen(function* () {
        const emulator = yield* Emulator.make({ port: 0, seed: 1 })
        const client = createClient({
          environment: emulator.environment,
          apiKey: emulator.apiKey,
          apiSecret: emulator.apiSecret
        })
        yield* Effect.promise(() => client.getServerTime())
        // a call in flight when the client is disposed
        emulator.admin.apply({ op: "trade-delay", ms: 5_000 })
        const pending = client.submitOrder({
          category: "linear",
          symbol: "BTCUSDT",
          side: "Buy",
          orderType: "Limit",
          qty: "0.001",
          price: "10000"
        })
        yield* orderAtExchange(client)
        yield* Effect.promise(() => client.dispose())
        const cut = yield* rejection(() => pending)
        expect(cut).toBeInstanceOf(ClientDisposed)
        expect(cut).toMatchObject({ _tag: "ClientDisposed", method: "submitOrder" })
        // a call after: an Error with a tag and a message, not the runtime's bare string
        const after = yield* rejection(() => client.getServerTime())
        expect(after).toBeInstanceOf(ClientDisposed)
        expect(after).toBeInstanceOf(Error)
        expect(after).toMatchObject({ _tag: "ClientDisposed", method: "getServerTime" })
        expect((after as ClientDisposed).message).toContain("disposed")
        // the same through `call`
        const viaCall = yield* rejection(() => client.call(Market.time))
        expect(viaCall).toMatchObject({ _tag: "ClientDisposed" })
      })
  )

  it.live("an AbortSignal interrupts a call that has no answer yet", () =>
    Effect.gen(function* () {
      const emulator = yield* Emulator.make({ port: 0, seed: 1 })
      const client = yield* scopedClient(() =>
        createClient({ environment: emulator.environment, apiKey: emulator.apiKey, apiSecret: emulator.apiSecret })
      )
      emulator.admin.apply({ op: "trade-delay", ms: 5_000 })
      const controller = new AbortController()
      const pending = client.submitOrder(
        { category: "linear", symbol: "BTCUSDT", side: "Buy", orderType: "Limit", qty: "0.001", price: "10000" },
        { signal: controller.signal }
      )
      yield* orderAtExchange(client)
      controller.abort()
      // the answer is 5 s away: an abort that did not take would resolve with the order, not reject as Aborted
      const aborted = yield* rejection(() => pending)
      // a tagged error naming the call; the order may have left, so it says so
      expect(aborted).toMatchObject({ _tag: "Aborted", method: "submitOrder", sent: true })
    })
  )
})
