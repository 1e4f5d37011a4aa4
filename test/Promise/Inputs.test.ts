/**
 * What plain JavaScript can hand the Promise client: every bad input rejects with a typed, tagged error (never a
 * throw, never an untagged rejection, never a crash), and nothing is sent for it.
 */
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Redacted from "effect/Redacted"
import { Emulator } from "../../src/emulator.js"
import { type Client, createClient } from "../../src/promise.js"
import { SUB_KEY, SUB_SECRET, withSubAccount } from "../support/TwoAccounts.js"

/** Untyped: what a JavaScript caller can do. */
type Loose = Record<string, (params?: unknown, options?: unknown) => Promise<unknown>>
const loose = (client: Client): Loose => client as unknown as Loose

interface Case {
  readonly name: string
  readonly call: (client: Loose) => Promise<unknown>
  readonly tag: string
  /** Fields the error must carry. */
  readonly fields?: Record<string, unknown>
}

const order = { category: "linear", symbol: "BTCUSDT", side: "Buy", orderType: "Limit", qty: "0.001", price: "10000" }
const cyclic: Record<string, unknown> = { category: "linear" }
cyclic.self = cyclic
const throwing = Object.defineProperty({ category: "linear" }, "symbol", {
  enumerable: true,
  get: () => {
    throw new Error("getter blew up")
  }
})
const hostileProxy = new Proxy(
  {},
  {
    getPrototypeOf: () => {
      throw new Error("trap")
    }
  }
)
const aborted = () => {
  const controller = new AbortController()
  controller.abort()
  return controller.signal
}

const params = (name: string, value: unknown, path?: string): Case => ({
  name: `params: ${name}`,
  call: (c) => c.getTickers!(value),
  tag: "InvalidParameters",
  ...(path === undefined ? {} : { fields: { path } })
})
const privateParams = (name: string, value: unknown): Case => ({
  name: `order params: ${name}`,
  call: (c) => c.submitOrder!(value),
  tag: "InvalidParameters"
})
const callOption = (name: string, value: unknown, option: string): Case => ({
  name: `call options: ${name}`,
  call: (c) => c.getServerTime!(undefined, value),
  tag: "InvalidOptions",
  fields: { where: "getServerTime", option }
})

const cases: ReadonlyArray<Case> = [
  // parameters of the wrong shape
  params("a string", "linear", "params"),
  params("a number", 42, "params"),
  params("a boolean", true, "params"),
  params("an array", ["linear"], "params"),
  params("a function", () => "linear", "params"),
  params("a symbol", Symbol("x"), "params"),
  params("a bigint", 10n, "params"),
  params("a Date", new Date(), "params"),
  params("a Map", new Map([["category", "linear"]]), "params"),
  params(
    "a class instance",
    new (class P {
      category = "linear"
    })(),
    "params"
  ),
  params("a throwing proxy", hostileProxy, "params"),
  params("a cycle", cyclic, "params.self"),
  params("a throwing getter", throwing, "params.symbol"),
  params("a bigint value", { category: "linear", limit: 5n }, "params.limit"),
  params("a symbol value", { category: "linear", symbol: Symbol("BTC") }, "params.symbol"),
  params("a function value", { category: "linear", symbol: () => "BTCUSDT" }, "params.symbol"),
  params("NaN", { category: "linear", limit: Number.NaN }, "params.limit"),
  params("Infinity", { category: "linear", limit: Number.POSITIVE_INFINITY }, "params.limit"),
  params("a nested Date", { category: "linear", symbol: { at: new Date() } }, "params.symbol.at"),
  // parameters of the right shape that the endpoint's schema refuses
  params("no category", {}),
  params("an unknown category", { category: "futures" }),
  params("a numeric category", { category: 1 }),
  params("a null category", { category: null }),
  params("an object category", { category: { name: "linear" } }),
  params("a negative limit", { category: "linear", limit: -1 }),
  params("a string limit", { category: "linear", limit: "ten" }),
  params("an empty symbol", { category: "linear", symbol: "" }),
  privateParams("missing side", { ...order, side: undefined }),
  privateParams("a lowercase side", { ...order, side: "buy" }),
  privateParams("a negative qty", { ...order, qty: "-1" }),
  privateParams("a non-numeric qty", { ...order, qty: "lots" }),
  privateParams("a numeric qty of NaN", { ...order, qty: Number.NaN }),
  privateParams("a zero price", { ...order, price: "0" }),
  privateParams("an array order", [order]),
  privateParams("a string order", JSON.stringify(order)),
  // malformed batches
  {
    name: "batch: request is a string",
    call: (c) => c.batchSubmitOrders!({ category: "linear", request: "orders" }),
    tag: "InvalidParameters"
  },
  {
    name: "batch: request is missing",
    call: (c) => c.batchSubmitOrders!({ category: "linear" }),
    tag: "InvalidParameters"
  },
  {
    name: "batch: an order is null",
    call: (c) => c.batchSubmitOrders!({ category: "linear", request: [null] }),
    tag: "InvalidParameters"
  },
  {
    name: "batch: an order is a number",
    call: (c) => c.batchSubmitOrders!({ category: "linear", request: [1, 2] }),
    tag: "InvalidParameters"
  },
  {
    name: "batch: an order lacks its side",
    call: (c) => c.batchSubmitOrders!({ category: "linear", request: [{ ...order, side: undefined }] }),
    tag: "InvalidParameters"
  },
  {
    name: "batch: cancel list of strings",
    call: (c) => c.batchCancelOrders!({ category: "linear", request: ["id-1"] }),
    tag: "InvalidParameters"
  },
  {
    name: "batch: amend request is an object",
    call: (c) => c.batchAmendOrders!({ category: "linear", request: { orderId: "x" } }),
    tag: "InvalidParameters"
  },
  // call options
  callOption("a string", "fast", "options"),
  callOption("a number", 5, "options"),
  callOption("an array", [], "options"),
  callOption("a non-signal signal", { signal: {} }, "signal"),
  callOption("a string signal", { signal: "abort" }, "signal"),
  callOption("a negative recvWindow", { recvWindow: -5 }, "recvWindow"),
  callOption("a fractional recvWindow", { recvWindow: 1.5 }, "recvWindow"),
  callOption("a string recvWindow", { recvWindow: "5000" }, "recvWindow"),
  callOption("a zero timeout", { timeout: 0 }, "timeout"),
  callOption("a negative timeout", { timeout: -1 }, "timeout"),
  callOption("a nonsense timeout", { timeout: "soon" }, "timeout"),
  callOption("an object timeout", { timeout: {} }, "timeout"),
  // aborted before sending
  {
    name: "an already-aborted signal",
    call: (c) => c.getServerTime!(undefined, { signal: aborted() }),
    tag: "Aborted",
    fields: { method: "getServerTime", sent: false }
  },
  {
    name: "an already-aborted signal on a write",
    call: (c) => c.submitOrder!(order, { signal: aborted() }),
    tag: "Aborted",
    fields: { method: "submitOrder", sent: false }
  }
]

/** Client options: every call of a client built with them rejects with `InvalidOptions` naming the option. */
const clientCases: ReadonlyArray<readonly [string, unknown, string]> = [
  ["a string", "live", "options"],
  ["a number", 1, "options"],
  ["an array", [], "options"],
  ["an unknown environment", { environment: "mainnet" }, "environment"],
  ["a numeric environment", { environment: 1 }, "environment"],
  ["an environment without restUrl", { environment: {} }, "environment.restUrl"],
  ["an environment with a ws restUrl", { environment: { restUrl: "ws://127.0.0.1:1" } }, "environment.restUrl"],
  ["a non-layer platform", { platform: {} }, "platform"],
  ["a string recvWindow", { recvWindow: "5000" }, "recvWindow"],
  ["a negative recvWindow", { recvWindow: -1 }, "recvWindow"],
  ["a string timeSync", { timeSync: "yes" }, "timeSync"],
  ["a numeric keyCheck", { keyCheck: 1 }, "keyCheck"],
  ["a string rateBudget", { rateBudget: "off" }, "rateBudget"],
  ["a true rateBudget", { rateBudget: true }, "rateBudget"],
  ["a string retry", { retry: "never" }, "retry"],
  ["a negative timeout", { timeout: -100 }, "timeout"]
]

/** Keys that are no string: every call rejects with `InvalidCredentials` naming the field (see `Credentials.check`). */
const credentialCases: ReadonlyArray<readonly [string, unknown, string]> = [
  ["a numeric apiKey", { apiKey: 12345, apiSecret: "s" }, "apiKey"],
  ["an object apiSecret", { apiKey: "k", apiSecret: { secret: "s" } }, "apiSecret"],
  ["a Buffer apiSecret", { apiKey: "k", apiSecret: Buffer.from("s") }, "apiSecret"],
  ["a Redacted apiSecret wrapped twice", { apiKey: "k", apiSecret: Redacted.make(Redacted.make("s")) }, "apiSecret"]
]

describe("the Promise client refuses bad input with typed errors", () => {
  it("has at least 50 inputs in its table", () => {
    expect(cases.length + clientCases.length + credentialCases.length).toBeGreaterThanOrEqual(75)
  })

  it.live("every bad call rejects with its tag; nothing reaches the exchange; no unhandled rejection", () =>
    Effect.gen(function* () {
      const emulator = yield* Emulator.make({ port: 0, seed: 1 })
      const unhandled: Array<unknown> = []
      const onUnhandled = (reason: unknown) => unhandled.push(reason)
      process.on("unhandledRejection", onUnhandled)
      yield* Effect.addFinalizer(() => Effect.sync(() => process.off("unhandledRejection", onUnhandled)))
      const client = createClient({
        environment: emulator.environment,
        apiKey: emulator.apiKey,
        apiSecret: emulator.apiSecret,
        rateBudget: false
      })
      yield* Effect.addFinalizer(() => Effect.promise(() => client.dispose()))
      const openOrders = () =>
        Effect.promise(() => client.getActiveOrders({ category: "linear", settleCoin: "USDT" })).pipe(
          Effect.map((r) => r.list.length)
        )
      const before = yield* openOrders()
      for (const c of cases) {
        let thrownSync: unknown
        let promise: Promise<unknown> | undefined
        try {
          promise = c.call(loose(client))
        } catch (error) {
          thrownSync = error
        }
        expect(thrownSync, c.name).toBeUndefined()
        const outcome = yield* Effect.promise(() =>
          (promise as Promise<unknown>).then(
            (value) => ({ resolved: value }),
            (error: unknown) => ({ rejected: error })
          )
        )
        expect("rejected" in outcome, `${c.name} resolved`).toBe(true)
        const error = (outcome as { rejected: { _tag?: unknown } }).rejected
        expect(error?._tag, c.name).toBe(c.tag)
        if (c.fields !== undefined) expect(error, c.name).toMatchObject(c.fields)
      }
      // let any stray rejection surface before counting
      yield* Effect.sleep("50 millis")
      expect(unhandled).toEqual([])
      expect(yield* openOrders()).toBe(before)
    })
  )

  it.live(
    "a client built with bad options rejects every call with InvalidOptions (InvalidCredentials) naming the option",
    () =>
      Effect.gen(function* () {
        const emulator = yield* Emulator.make({ port: 0, seed: 1 })
        const expected = (option: string, credentials: boolean) =>
          credentials
            ? { _tag: "InvalidCredentials", field: option }
            : { _tag: "InvalidOptions", where: "createClient", option }
        const all = [
          ...clientCases.map((c) => [...c, false] as const),
          ...credentialCases.map((c) => [...c, true] as const)
        ]
        for (const [name, options, option, credentials] of all) {
          const withEnv =
            typeof options === "object" && options !== null && !Array.isArray(options) && !("environment" in options)
              ? { ...options, environment: emulator.environment }
              : options
          let client: Client | undefined
          expect(() => {
            client = createClient(withEnv as never)
          }, name).not.toThrow()
          const error = yield* Effect.promise(() =>
            loose(client!).getServerTime!().then(
              () => undefined,
              (e: unknown) => e
            )
          )
          expect(error, name).toMatchObject(expected(option, credentials))
          yield* Effect.promise(() => client!.dispose())
        }
      })
  )

  it.live("keys as plain strings or Redacted; two clients with two accounts place on their own accounts", () =>
    Effect.gen(function* () {
      const emulator = yield* Emulator.make({ port: 0, seed: 1 })
      yield* withSubAccount(emulator, "promisesub1")
      emulator.admin.setBalance("USDT", "100000")
      const plain = createClient({
        environment: emulator.environment,
        apiKey: emulator.apiKey,
        apiSecret: emulator.apiSecret
      })
      const redacted = createClient({
        environment: emulator.environment,
        apiKey: Redacted.make(SUB_KEY),
        apiSecret: Redacted.make(SUB_SECRET)
      })
      yield* Effect.addFinalizer(() => Effect.promise(() => Promise.all([plain.dispose(), redacted.dispose()])))
      const a = yield* Effect.promise(() => plain.submitOrder({ ...order, orderLinkId: "promise-master" } as never))
      const b = yield* Effect.promise(() => redacted.submitOrder({ ...order, orderLinkId: "promise-sub" } as never))
      expect(a.orderLinkId).toBe("promise-master")
      expect(b.orderLinkId).toBe("promise-sub")
      const links = (client: Client) =>
        Effect.promise(() => client.getActiveOrders({ category: "linear", settleCoin: "USDT" })).pipe(
          Effect.map((r) => r.list.map((o) => o.orderLinkId).sort())
        )
      expect(yield* links(plain)).toEqual(["promise-master"])
      expect(yield* links(redacted)).toEqual(["promise-sub"])
      // the secret never shows in what the client exposes
      expect(JSON.stringify(Object.keys(redacted))).not.toContain(SUB_SECRET)
    })
  )
})
