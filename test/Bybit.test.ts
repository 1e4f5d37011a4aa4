import { describe, expect, it, vi } from "@effect/vitest"
import * as Cause from "effect/Cause"
import * as ConfigProvider from "effect/ConfigProvider"
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Layer from "effect/Layer"
import * as Logger from "effect/Logger"
import * as Option from "effect/Option"
import * as Redacted from "effect/Redacted"
import * as Stream from "effect/Stream"
import * as TestClock from "effect/testing/TestClock"
import { WebSocket as NodeWebSocket } from "ws"
import * as Bybit from "../src/Bybit.js"
import {
  IncompleteCredentials,
  MissingCredentials,
  UndefinedParameter,
  UnknownRegion
} from "../src/Errors/ConfigError.js"
import { BybitHttp } from "../src/Http/BybitHttp.js"
import * as Account from "../src/Http/v5/Account.js"
import * as Market from "../src/Http/v5/Market.js"
import * as ClockOffset from "../src/Layers/ClockOffset.js"
import * as Credentials from "../src/Layers/Credentials.js"
import * as Environment from "../src/Layers/Environment.js"
import * as RateBudget from "../src/Layers/RateBudget.js"
import * as Node from "../src/node.js"
import type { WalletBalanceRequest } from "../src/Schema/WalletBalance.js"
import * as BybitSocket from "../src/Socket/BybitSocket.js"
import * as Topics from "../src/Socket/Topics.js"
import * as WebPlatform from "../src/WebPlatform.js"
import * as Harness from "./support/Harness.js"
import * as TestServer from "./support/TestServer.js"
import { waitFor } from "./support/WaitFor.js"

const KEY = "test-key-0001"
const SECRET = "test-secret-0001"
const missingMessage = "Private endpoints require api and private keys set"
const incompleteMessage = "API Key & Secret are both required for private endpoints"
const validRegions = "bytick, nl, tr, kz, ge, ae, eu, id, jp, hk"
/** How far a live-clock timestamp may stray (a local round trip takes milliseconds). */
const TOLERANCE_MS = 1_000

const customEnv = (server: TestServer.TestServer) =>
  Environment.custom({ restUrl: server.url, wsUrl: server.url.replace(/^http/, "ws") })

const serverTimeReply = (ms: number): TestServer.Reply =>
  TestServer.ok({ timeSecond: String(Math.floor(ms / 1000)), timeNano: (BigInt(ms) * 1_000_000n).toString() })

const emptyWallet = TestServer.ok({ list: [] })

const configOf = (entries: ReadonlyArray<readonly [string, string]>) =>
  ConfigProvider.fromEnv({ env: Object.fromEntries(entries) })

/** Bybit.layer over the Node platform. */
const bybit = (options: Bybit.Options) => Bybit.layer(options).pipe(Layer.provide(Node.layer))
/** Bybit.layerConfig over the Node platform. */
const bybitConfig = (options: Parameters<typeof Bybit.layerConfig>[0] = {}) =>
  Bybit.layerConfig(options).pipe(Layer.provide(Node.layer))

const HOUR = 3_600_000

/** Waits in real time (the TestClock stays where it is), for HTTP round trips started by test-clock timers. */
const realPause = (ms: number) => TestClock.withLive(Effect.sleep(ms))

const walletBalance = Account.getWalletBalance({ accountType: "UNIFIED" })

const requestsTo = (server: TestServer.TestServer, path: string) => server.requests.filter((r) => r.path === path)

const timestampOf = (request: TestServer.RecordedRequest | undefined): number => {
  if (request === undefined) throw new Error("no request recorded")
  const header = request.headers["x-bapi-timestamp"]
  if (header === undefined) throw new Error("no X-BAPI-TIMESTAMP header")
  return Number(header)
}

/** A logger collecting warning texts, replacing the default one. */
const captureWarnings = () => {
  const warnings: Array<string> = []
  const layer = Logger.layer([
    Logger.make(({ logLevel, message }) => {
      if (logLevel === "Warn") {
        warnings.push(Array.isArray(message) ? message.map((part) => String(part)).join(" ") : String(message))
      }
    })
  ])
  return { warnings, layer }
}

/** Bybit.layerPublic over the browser's fetch client alone (it needs no signer). */
const bybitPublic = (options: Bybit.PublicOptions) =>
  Bybit.layerPublic(options).pipe(Layer.provide(WebPlatform.layerFetch))

describe("Bybit.layerPublic", () => {
  it.effect("a public call works over an HTTP client alone, with no key, signature or timestamp", () =>
    Effect.gen(function* () {
      const server = yield* TestServer.make
      server.reply("/v5/market/time", serverTimeReply(1_700_000_123_456))
      const time = yield* Market.getServerTime().pipe(Effect.provide(bybitPublic({ environment: customEnv(server) })))
      expect(time.millis).toBe(1_700_000_123_456)
      const [request] = server.requests
      expect(server.requests).toHaveLength(1)
      expect(request?.path).toBe("/v5/market/time")
      expect(request?.headers["x-bapi-api-key"]).toBeUndefined()
      expect(request?.headers["x-bapi-sign"]).toBeUndefined()
      expect(request?.headers["x-bapi-timestamp"]).toBeUndefined()
      expect(request?.headers.referer).toBe("effect-bybit")
    })
  )

  it.effect("provides the environment, no credentials, offset 0 and no rate budget", () =>
    Effect.gen(function* () {
      const server = yield* TestServer.make
      const environment = customEnv(server)
      const services = yield* Effect.all({
        environment: Environment.Environment,
        credentials: Credentials.Credentials,
        offset: Effect.flatMap(ClockOffset.ClockOffset, (clock) => clock.offset),
        budget: Effect.serviceOption(RateBudget.RateBudget),
        http: BybitHttp
      }).pipe(Effect.provide(bybitPublic({ environment, referer: "my-page" })))
      expect(services.environment).toStrictEqual(environment)
      expect(services.http.environment).toStrictEqual(environment)
      expect(Option.isNone(services.credentials)).toBe(true)
      expect(services.offset).toBe(0)
      expect(Option.isNone(services.budget)).toBe(true)
      expect(server.requests).toHaveLength(0)
    })
  )

  it.effect("no environment: live", () =>
    Effect.gen(function* () {
      const environment = yield* Effect.provide(Environment.Environment, bybitPublic({}))
      expect(environment).toStrictEqual(Environment.live)
    })
  )

  it.effect("a private call fails with MissingCredentials, before sending", () =>
    Effect.gen(function* () {
      const server = yield* TestServer.make
      server.reply("/v5/account/wallet-balance", emptyWallet)
      const error = yield* walletBalance.pipe(
        Effect.flip,
        Effect.provide(bybitPublic({ environment: customEnv(server) }))
      )
      expect(error).toBeInstanceOf(MissingCredentials)
      expect(server.requests).toHaveLength(0)
    })
  )

  it.effect(
    "a public call's parameters are checked as on Bybit.layer: an empty symbol is refused, before sending",
    () =>
      Effect.gen(function* () {
        const server = yield* TestServer.make
        const error = yield* Market.getTickers({ category: "linear", symbol: " " }).pipe(
          Effect.flip,
          Effect.provide(bybitPublic({ environment: customEnv(server) }))
        )
        expect(error._tag).toBe("InvalidParameters")
        expect(error.message).toContain("symbol must not be empty")
        expect(server.requests).toHaveLength(0)
      })
  )

  it.effect(
    "parameters nested without end are refused as InvalidParameters, not a stack overflow, before sending",
    () =>
      Effect.gen(function* () {
        const server = yield* TestServer.make
        let nested: unknown = [1]
        for (let i = 0; i < 20_000; i++) nested = [nested]
        const params = { category: "linear", symbol: "BTCUSDT", extra: nested } as unknown as Parameters<
          typeof Market.getTickers
        >[0]
        const error = yield* Market.getTickers(params).pipe(
          Effect.flip,
          Effect.provide(bybitPublic({ environment: customEnv(server) }))
        )
        expect(error._tag).toBe("InvalidParameters")
        expect(error.message).toContain("nested more than 16 levels deep")
        expect(server.requests).toHaveLength(0)
      })
  )

  it.effect("a private call that brings its own credentials is a defect (it cannot sign), before sending", () =>
    Effect.gen(function* () {
      const server = yield* TestServer.make
      server.reply("/v5/account/wallet-balance", emptyWallet)
      const credentials = { apiKey: Redacted.make(KEY), apiSecret: Redacted.make(SECRET) }
      const exit = yield* walletBalance.pipe(
        Credentials.withCredentials(credentials),
        Effect.exit,
        Effect.provide(bybitPublic({ environment: customEnv(server) }))
      )
      expect(Exit.isFailure(exit) && Cause.hasDies(exit.cause)).toBe(true)
      expect(String(Exit.isFailure(exit) ? Cause.squash(exit.cause) : "")).toContain("Bybit.layerPublic cannot sign")
      expect(server.requests).toHaveLength(0)
    })
  )

  it.live(
    "a public browser program runs over WebPlatform.layerPublic (no signer): a REST ticker, then a pushed one",
    () =>
      Effect.scoped(
        Effect.gen(function* () {
          const emulator = yield* Harness.start({ seed: 3 })
          // the global WebSocket a browser has (Node 20 has none: ws stands in for it)
          yield* Effect.acquireRelease(
            Effect.sync(() => vi.stubGlobal("WebSocket", NodeWebSocket)),
            () => Effect.sync(() => vi.unstubAllGlobals())
          )
          const client = Layer.provideMerge(
            BybitSocket.layer(),
            Bybit.layerPublic({ environment: emulator.environment })
          ).pipe(Layer.provide(WebPlatform.layerPublic))
          const { rest, pushed } = yield* Effect.gen(function* () {
            const rest = yield* Market.getTickers({ category: "linear", symbol: "BTCUSDT" })
            const pushed = yield* Stream.runHead(Topics.subscribe(Topics.tickers("BTCUSDT"), "linear"))
            return { rest, pushed }
          }).pipe(Effect.provide(client))
          expect(rest.list.map((ticker) => ticker.symbol)).toEqual(["BTCUSDT"])
          expect(Option.map(pushed, (frame) => frame.topic)).toEqual(Option.some("tickers.BTCUSDT"))
        })
      )
  )
})

describe("Bybit.layer", () => {
  it.effect("a public call works without credentials", () =>
    Effect.gen(function* () {
      const server = yield* TestServer.make
      server.reply("/v5/market/time", serverTimeReply(1_700_000_123_456))
      const time = yield* Market.getServerTime().pipe(Effect.provide(bybit({ environment: customEnv(server) })))
      expect(time.millis).toBe(1_700_000_123_456)
      expect(time.timeSecond).toBe("1700000123")
      const [request] = server.requests
      expect(server.requests).toHaveLength(1)
      expect(request?.method).toBe("GET")
      expect(request?.path).toBe("/v5/market/time")
      expect(request?.headers["x-bapi-api-key"]).toBeUndefined()
      expect(request?.headers["x-bapi-sign"]).toBeUndefined()
      expect(request?.headers.referer).toBe("effect-bybit")
    })
  )

  it.effect("the layer provides every service: environment, credentials, clock offset and executor", () =>
    Effect.gen(function* () {
      const server = yield* TestServer.make
      const environment = customEnv(server)
      const services = yield* Effect.all({
        environment: Environment.Environment,
        credentials: Credentials.Credentials,
        offset: Effect.flatMap(ClockOffset.ClockOffset, (clock) => clock.offset),
        http: BybitHttp
      }).pipe(Effect.provide(bybit({ environment, credentials: { apiKey: KEY, apiSecret: SECRET } })))
      expect(services.environment).toStrictEqual(environment)
      expect(services.http.environment).toStrictEqual(environment)
      expect(Option.isSome(services.credentials)).toBe(true)
      expect(services.offset).toBe(0)
      // time sync is off by default: nothing asked the server for its time
      expect(server.requests).toHaveLength(0)
    })
  )

  it.effect("no environment: live", () =>
    Effect.gen(function* () {
      const environment = yield* Effect.provide(Environment.Environment, bybit({}))
      expect(environment).toStrictEqual(Environment.live)
    })
  )

  it.effect("a private call without credentials fails with MissingCredentials, before sending", () =>
    Effect.gen(function* () {
      const server = yield* TestServer.make
      server.reply("/v5/account/wallet-balance", emptyWallet)
      const error = yield* walletBalance.pipe(Effect.flip, Effect.provide(bybit({ environment: customEnv(server) })))
      expect(error).toBeInstanceOf(MissingCredentials)
      expect(error._tag).toBe("MissingCredentials")
      expect(error.message).toBe(missingMessage)
      expect(server.requests).toHaveLength(0)
    })
  )

  it.effect("incomplete credentials fail the layer with IncompleteCredentials", () =>
    Effect.gen(function* () {
      const server = yield* TestServer.make
      const error = yield* Effect.flip(
        Effect.provide(BybitHttp, bybit({ environment: customEnv(server), credentials: { apiKey: KEY } }))
      )
      expect(error).toBeInstanceOf(IncompleteCredentials)
      expect(error.message).toBe(incompleteMessage)
    })
  )

  it.effect("a signed private call: the server verifies the signature (TestClock time is signed)", () =>
    Effect.gen(function* () {
      const server = yield* TestServer.make
      server.reply("/v5/account/wallet-balance", emptyWallet)
      const result = yield* walletBalance.pipe(
        Effect.provide(bybit({ environment: customEnv(server), credentials: { apiKey: KEY, apiSecret: SECRET } }))
      )
      expect(result.list).toStrictEqual([])
      const [request] = server.requests
      if (request === undefined) throw new Error("no request recorded")
      expect(request.rawQuery).toBe("accountType=UNIFIED")
      expect(request.headers["x-bapi-api-key"]).toBe(KEY)
      expect(TestServer.verifyV5(request, SECRET)).toBe(true)
      expect(TestServer.verifyV5(request, "another-secret")).toBe(false)
      // time comes from Clock: the TestClock stands at 0
      expect(request.headers["x-bapi-timestamp"]).toBe("0")
    })
  )

  it.effect("withCredentials signs one call with another key", () =>
    Effect.gen(function* () {
      const server = yield* TestServer.make
      server.reply("/v5/account/wallet-balance", emptyWallet)
      const sub = Option.getOrThrow(yield* Credentials.make({ apiKey: "sub-key", apiSecret: "sub-secret" }))
      yield* Effect.all([walletBalance, Credentials.withCredentials(walletBalance, sub), walletBalance]).pipe(
        Effect.provide(bybit({ environment: customEnv(server), credentials: { apiKey: KEY, apiSecret: SECRET } }))
      )
      const keys = server.requests.map((r) => r.headers["x-bapi-api-key"])
      expect(keys).toStrictEqual([KEY, "sub-key", KEY])
      const [first, second, third] = server.requests
      if (first === undefined || second === undefined || third === undefined) throw new Error("missing requests")
      expect(TestServer.verifyV5(first, SECRET)).toBe(true)
      expect(TestServer.verifyV5(second, "sub-secret")).toBe(true)
      expect(TestServer.verifyV5(third, SECRET)).toBe(true)
    })
  )

  it.effect("over the browser platform layer (fetch + WebCrypto): public and signed calls", () =>
    Effect.gen(function* () {
      const server = yield* TestServer.make
      server.reply("/v5/market/time", serverTimeReply(1_700_000_123_456))
      server.reply("/v5/account/wallet-balance", emptyWallet)
      const layer = Bybit.layer({
        environment: customEnv(server),
        credentials: { apiKey: KEY, apiSecret: SECRET }
      }).pipe(Layer.provide(WebPlatform.layer))
      const time = yield* Effect.tap(Market.getServerTime(), () => walletBalance).pipe(Effect.provide(layer))
      expect(time.millis).toBe(1_700_000_123_456)
      const signed = requestsTo(server, "/v5/account/wallet-balance")[0]
      expect(signed !== undefined && TestServer.verifyV5(signed, SECRET)).toBe(true)
    })
  )

  describe("strictParams", () => {
    // The types forbid an explicit undefined (exactOptionalPropertyTypes): a caller from plain JavaScript can pass one.
    const withUndefined: Record<string, unknown> = { accountType: "UNIFIED", coin: undefined }
    const looseCall = Account.getWalletBalance(withUndefined as unknown as WalletBalanceRequest)

    it.effect("on: an undefined parameter fails the call before signing", () =>
      Effect.gen(function* () {
        const server = yield* TestServer.make
        server.reply("/v5/account/wallet-balance", emptyWallet)
        const error = yield* looseCall.pipe(
          Effect.flip,
          Effect.provide(
            bybit({
              environment: customEnv(server),
              credentials: { apiKey: KEY, apiSecret: SECRET },
              strictParams: true
            })
          )
        )
        expect(error).toBeInstanceOf(UndefinedParameter)
        expect(error._tag).toBe("UndefinedParameter")
        expect(error.message).toBe("Failed to sign API request due to undefined parameter")
        expect(error instanceof UndefinedParameter ? error.parameter : undefined).toBe("coin")
        expect(server.requests).toHaveLength(0)
      })
    )

    it.effect("off (the default): the undefined parameter is dropped", () =>
      Effect.gen(function* () {
        const server = yield* TestServer.make
        server.reply("/v5/account/wallet-balance", emptyWallet)
        for (const strictParams of [false, undefined]) {
          const options: Bybit.Options = {
            environment: customEnv(server),
            credentials: { apiKey: KEY, apiSecret: SECRET },
            ...(strictParams === undefined ? {} : { strictParams })
          }
          const result = yield* looseCall.pipe(Effect.provide(bybit(options)))
          expect(result.list).toStrictEqual([])
        }
        expect(server.requests).toHaveLength(2)
        for (const request of server.requests) {
          expect(request.rawQuery).toBe("accountType=UNIFIED")
          expect(new URLSearchParams(request.rawQuery).has("coin")).toBe(false)
          expect(TestServer.verifyV5(request, SECRET)).toBe(true)
        }
      })
    )
  })

  describe("timeSync", () => {
    it.live("on: the signed timestamp carries the server's offset", () =>
      Effect.gen(function* () {
        const AHEAD = 30_000
        const server = yield* TestServer.make
        server.reply("/v5/market/time", () => serverTimeReply(Date.now() + AHEAD))
        server.reply("/v5/account/wallet-balance", emptyWallet)
        const capture = captureWarnings()
        const { offset, before, after } = yield* Effect.gen(function* () {
          const offset = yield* Effect.flatMap(ClockOffset.ClockOffset, (clock) => clock.offset)
          const before = Date.now()
          yield* walletBalance
          return { offset, before, after: Date.now() }
        }).pipe(
          Effect.provide(
            bybit({ environment: customEnv(server), credentials: { apiKey: KEY, apiSecret: SECRET }, timeSync: true })
          ),
          Effect.provide(capture.layer)
        )
        expect(Math.abs(offset - AHEAD)).toBeLessThan(TOLERANCE_MS)
        // the time endpoint was read once, unsigned, before the signed call
        expect(server.requests.map((r) => r.path)).toStrictEqual(["/v5/market/time", "/v5/account/wallet-balance"])
        expect(server.requests[0]?.headers["x-bapi-api-key"]).toBeUndefined()
        const signed = requestsTo(server, "/v5/account/wallet-balance")[0]
        const timestamp = timestampOf(signed)
        expect(timestamp).toBeGreaterThanOrEqual(before + AHEAD - TOLERANCE_MS)
        expect(timestamp).toBeLessThanOrEqual(after + AHEAD + TOLERANCE_MS)
        expect(signed !== undefined && TestServer.verifyV5(signed, SECRET)).toBe(true)
        // 30 s apart: the latency check warns
        expect(capture.warnings.some((w) => w.includes("Clock differs from the server by"))).toBe(true)
      })
    )

    it.live("on, with a server time that is not a number: signing uses offset 0", () =>
      Effect.gen(function* () {
        const server = yield* TestServer.make
        server.reply("/v5/market/time", TestServer.ok({ timeSecond: "abc", timeNano: "not-a-number" }))
        server.reply("/v5/account/wallet-balance", emptyWallet)
        const capture = captureWarnings()
        const { offset, before, after } = yield* Effect.gen(function* () {
          const offset = yield* Effect.flatMap(ClockOffset.ClockOffset, (clock) => clock.offset)
          const before = Date.now()
          yield* walletBalance
          return { offset, before, after: Date.now() }
        }).pipe(
          Effect.provide(
            bybit({
              environment: customEnv(server),
              credentials: { apiKey: KEY, apiSecret: SECRET },
              timeSync: { interval: "1 hour" }
            })
          ),
          Effect.provide(capture.layer)
        )
        expect(offset).toBe(0)
        expect(requestsTo(server, "/v5/market/time")).toHaveLength(1)
        const timestamp = timestampOf(requestsTo(server, "/v5/account/wallet-balance")[0])
        expect(timestamp).toBeGreaterThanOrEqual(before - TOLERANCE_MS)
        expect(timestamp).toBeLessThanOrEqual(after + TOLERANCE_MS)
        expect(capture.warnings.some((w) => w.includes("Server time sync failed; using offset 0"))).toBe(true)
      })
    )

    it.effect("on, under TestClock: the composition re-reads the server time after exactly one hour", () =>
      Effect.gen(function* () {
        const server = yield* TestServer.make
        let serverMs = 1_700_000_000_000
        server.reply("/v5/market/time", () => serverTimeReply(serverMs))
        const context = yield* Layer.build(bybit({ environment: customEnv(server), timeSync: true }))
        const clock = Context.get(context, ClockOffset.ClockOffset)
        const timeReads = Effect.sync(() => requestsTo(server, "/v5/market/time").length)
        // the TestClock stands still during the round trip: the offset is exact
        expect(yield* timeReads).toBe(1)
        expect(yield* clock.offset).toBe(1_700_000_000_000)

        serverMs = 1_700_000_100_000
        yield* TestClock.adjust(HOUR - 1)
        yield* realPause(200)
        expect(yield* timeReads).toBe(1)
        yield* TestClock.adjust(1)
        const expected = 1_700_000_100_000 - HOUR
        yield* waitFor(
          Effect.map(clock.offset, (offset) => offset === expected),
          "the offset from the second server time read",
          { timeout: "5 seconds" }
        )
        expect(yield* timeReads).toBe(2)
        expect(yield* clock.now).toBe(HOUR + expected)
      })
    )

    it.live("off: the server time is never read and the local clock is signed", () =>
      Effect.gen(function* () {
        const server = yield* TestServer.make
        server.reply("/v5/market/time", () => serverTimeReply(Date.now() + 30_000))
        server.reply("/v5/account/wallet-balance", emptyWallet)
        const before = Date.now()
        yield* walletBalance.pipe(
          Effect.provide(
            bybit({ environment: customEnv(server), credentials: { apiKey: KEY, apiSecret: SECRET }, timeSync: false })
          )
        )
        const after = Date.now()
        expect(requestsTo(server, "/v5/market/time")).toHaveLength(0)
        const timestamp = timestampOf(requestsTo(server, "/v5/account/wallet-balance")[0])
        expect(timestamp).toBeGreaterThanOrEqual(before - TOLERANCE_MS)
        expect(timestamp).toBeLessThanOrEqual(after + TOLERANCE_MS)
      })
    )
  })
})

describe("Bybit.layerConfig", () => {
  it.effect("an empty configuration: live, no credentials, a private call fails with MissingCredentials", () =>
    Effect.gen(function* () {
      const { environment, error } = yield* Effect.all({
        environment: Environment.Environment,
        // fails before any request, so nothing reaches the live host
        error: Effect.flip(walletBalance)
      }).pipe(Effect.provide(bybitConfig()), Effect.provideService(ConfigProvider.ConfigProvider, configOf([])))
      expect(environment).toStrictEqual(Environment.live)
      expect(error).toBeInstanceOf(MissingCredentials)
      expect(error._tag).toBe("MissingCredentials")
      expect(error.message).toBe(missingMessage)
    })
  )

  it.effect("BYBIT_ENV=custom with credentials: a signed call reaches the configured host", () =>
    Effect.gen(function* () {
      const server = yield* TestServer.make
      server.reply("/v5/market/time", serverTimeReply(1_700_000_000_000))
      server.reply("/v5/account/wallet-balance", emptyWallet)
      const config = configOf([
        ["BYBIT_ENV", "custom"],
        ["BYBIT_REST_URL", server.url],
        ["BYBIT_WS_URL", server.url.replace(/^http/, "ws")],
        ["BYBIT_API_KEY", KEY],
        ["BYBIT_API_SECRET", SECRET]
      ])
      const time = yield* Effect.tap(Market.getServerTime(), () => walletBalance).pipe(
        Effect.provide(bybitConfig({ referer: "broker-42" })),
        Effect.provideService(ConfigProvider.ConfigProvider, config)
      )
      expect(time.millis).toBe(1_700_000_000_000)
      expect(server.requests.map((r) => r.path)).toStrictEqual(["/v5/market/time", "/v5/account/wallet-balance"])
      const signed = server.requests[1]
      expect(signed?.headers["x-bapi-api-key"]).toBe(KEY)
      expect(signed?.headers.referer).toBe("broker-42")
      expect(signed !== undefined && TestServer.verifyV5(signed, SECRET)).toBe(true)
    })
  )

  it.effect("BYBIT_ENV=custom without credentials: a public call works, a private one fails", () =>
    Effect.gen(function* () {
      const server = yield* TestServer.make
      server.reply("/v5/market/time", serverTimeReply(1_700_000_000_000))
      server.reply("/v5/account/wallet-balance", emptyWallet)
      const config = configOf([
        ["BYBIT_ENV", "custom"],
        ["BYBIT_REST_URL", server.url],
        ["BYBIT_WS_URL", server.url.replace(/^http/, "ws")]
      ])
      const { time, error } = yield* Effect.all({
        time: Market.getServerTime(),
        error: Effect.flip(walletBalance)
      }).pipe(Effect.provide(bybitConfig()), Effect.provideService(ConfigProvider.ConfigProvider, config))
      expect(time.millis).toBe(1_700_000_000_000)
      expect(error.message).toBe(missingMessage)
      expect(server.requests.map((r) => r.path)).toStrictEqual(["/v5/market/time"])
    })
  )

  it.effect("BYBIT_API_KEY without BYBIT_API_SECRET: the layer fails with IncompleteCredentials", () =>
    Effect.gen(function* () {
      const error = yield* Effect.flip(Effect.provide(BybitHttp, bybitConfig())).pipe(
        Effect.provideService(ConfigProvider.ConfigProvider, configOf([["BYBIT_API_KEY", KEY]]))
      )
      expect(error).toBeInstanceOf(IncompleteCredentials)
      expect(error._tag).toBe("IncompleteCredentials")
      expect(error.message).toBe(incompleteMessage)
    })
  )

  it.effect("BYBIT_REGION=xx: the layer fails with UnknownRegion", () =>
    Effect.gen(function* () {
      const error = yield* Effect.flip(Effect.provide(BybitHttp, bybitConfig())).pipe(
        Effect.provideService(ConfigProvider.ConfigProvider, configOf([["BYBIT_REGION", "xx"]]))
      )
      expect(error).toBeInstanceOf(UnknownRegion)
      expect(error._tag).toBe("UnknownRegion")
      expect(error.message).toBe(`No base URL found for region "xx". Valid regions: ${validRegions}`)
    })
  )

  it.effect("BYBIT_REGION=tr: the Turkish host", () =>
    Effect.gen(function* () {
      const env = yield* Effect.provide(Environment.Environment, bybitConfig()).pipe(
        Effect.provideService(ConfigProvider.ConfigProvider, configOf([["BYBIT_REGION", "tr"]]))
      )
      expect(env.restUrl).toBe("https://api.bybit.tr")
    })
  )

  it.effect("BYBIT_ENV=bad or BYBIT_TIME_SYNC=maybe: a ConfigError", () =>
    Effect.gen(function* () {
      const badEnv = yield* Effect.flip(Effect.provide(BybitHttp, bybitConfig())).pipe(
        Effect.provideService(ConfigProvider.ConfigProvider, configOf([["BYBIT_ENV", "bad"]]))
      )
      expect(badEnv._tag).not.toBe("UnknownRegion")
      expect(String(badEnv)).toContain("BYBIT_ENV")
      const badSync = yield* Effect.flip(Effect.provide(BybitHttp, bybitConfig())).pipe(
        Effect.provideService(ConfigProvider.ConfigProvider, configOf([["BYBIT_TIME_SYNC", "maybe"]]))
      )
      expect(String(badSync)).toContain("BYBIT_TIME_SYNC")
    })
  )

  it.live("BYBIT_TIME_SYNC=true: the offset is read from the configured host", () =>
    Effect.gen(function* () {
      const AHEAD = -20_000
      const server = yield* TestServer.make
      server.reply("/v5/market/time", () => serverTimeReply(Date.now() + AHEAD))
      server.reply("/v5/account/wallet-balance", emptyWallet)
      const config = configOf([
        ["BYBIT_ENV", "custom"],
        ["BYBIT_REST_URL", server.url],
        ["BYBIT_WS_URL", server.url.replace(/^http/, "ws")],
        ["BYBIT_API_KEY", KEY],
        ["BYBIT_API_SECRET", SECRET],
        ["BYBIT_TIME_SYNC", "true"]
      ])
      const before = Date.now()
      yield* walletBalance.pipe(
        Effect.provide(bybitConfig()),
        Effect.provide(Logger.layer([])),
        Effect.provideService(ConfigProvider.ConfigProvider, config)
      )
      const after = Date.now()
      expect(requestsTo(server, "/v5/market/time")).toHaveLength(1)
      const timestamp = timestampOf(requestsTo(server, "/v5/account/wallet-balance")[0])
      expect(timestamp).toBeGreaterThanOrEqual(before + AHEAD - TOLERANCE_MS)
      expect(timestamp).toBeLessThanOrEqual(after + AHEAD + TOLERANCE_MS)
    })
  )

  it.live("options win over configuration: timeSync false ignores BYBIT_TIME_SYNC=true", () =>
    Effect.gen(function* () {
      const server = yield* TestServer.make
      server.reply("/v5/market/time", serverTimeReply(1_700_000_000_000))
      const config = configOf([
        ["BYBIT_ENV", "custom"],
        ["BYBIT_REST_URL", server.url],
        ["BYBIT_WS_URL", server.url.replace(/^http/, "ws")],
        ["BYBIT_TIME_SYNC", "true"]
      ])
      const offset = yield* Effect.flatMap(ClockOffset.ClockOffset, (clock) => clock.offset).pipe(
        Effect.provide(bybitConfig({ timeSync: false })),
        Effect.provideService(ConfigProvider.ConfigProvider, config)
      )
      expect(offset).toBe(0)
      expect(server.requests).toHaveLength(0)
    })
  )
})
