/**
 * `effect-bybit runner` and `effect-bybit worker`: what their options serve and name, and the options they refuse
 * before anything is joined (IN-PROCESS: the commands run in this process through `Command.run` with a console that
 * keeps their lines; every case here fails before PostgreSQL would be reached). The fleet they make is run by
 * test/Cluster/FleetReadme.test.ts.
 */
import * as path from "node:path"
import * as NodeServices from "@effect/platform-node/NodeServices"
import { describe, expect, it } from "@effect/vitest"
import * as ConfigProvider from "effect/ConfigProvider"
import * as Console from "effect/Console"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Option from "effect/Option"
import * as Redacted from "effect/Redacted"
import * as Result from "effect/Result"
import { exchangeOf } from "../../src/Cli/ClusterFlags.js"
import * as Command from "../../src/Cli/Command.js"
import * as RunnerCommand from "../../src/Cli/RunnerCommand.js"
import * as WorkerCommand from "../../src/Cli/WorkerCommand.js"
import * as Environment from "../../src/Layers/Environment.js"

const postgres = ["--postgres", "postgres://nobody@127.0.0.1:1/none"]

// The command with these arguments and environment, to its end: its exit and its stderr lines.
const run = (args: ReadonlyArray<string>, env: Record<string, string> = {}) =>
  Effect.gen(function* () {
    const err: Array<string> = []
    const console_ = Object.assign(Object.create(globalThis.console) as Console.Console, {
      log: () => undefined,
      error: (...values: ReadonlyArray<unknown>) => void err.push(values.map(String).join(" "))
    })
    const exit = yield* Command.run(["node", "effect-bybit", ...args]).pipe(
      Effect.provide(NodeServices.layer),
      Effect.provide(ConfigProvider.layer(ConfigProvider.fromUnknown(env))),
      Effect.provideService(Console.Console, console_),
      Effect.exit
    )
    return { exit, err: err.join("\n") }
  })

const asked = (over: Partial<RunnerCommand.Asked>): RunnerCommand.Asked => ({
  sessions: false,
  strategies: [],
  env: Option.none(),
  baseUrl: Option.none(),
  wsUrl: Option.none(),
  keys: Option.none(),
  ...over
})

describe("what a runner serves (RunnerCommand.plan)", () => {
  it("--strategy alone: sweeps, no sessions; the modules as absolute paths", () => {
    const planned = RunnerCommand.plan(asked({ strategies: ["a.js", "/x/b.js"] }))
    expect(Result.getOrThrow(planned)).toEqual({ accounts: [], modules: [path.resolve("a.js"), "/x/b.js"] })
  })

  it("--sessions and --strategy: both, on one runner; the keys on the exchange of --base-url", () => {
    const planned = Result.getOrThrow(
      RunnerCommand.plan(
        asked({
          sessions: true,
          strategies: ["a.js"],
          baseUrl: Option.some("http://127.0.0.1:8080"),
          keys: Option.some({ text: "k1:s1\n# a comment\n\nk2:s2,k3:s3", from: "--keys-file keys" })
        })
      )
    )
    expect(planned.modules).toEqual([path.resolve("a.js")])
    expect(planned.accounts.map((a) => Redacted.value(a.credentials.apiKey))).toEqual(["k1", "k2", "k3"])
    expect(planned.accounts.map((a) => Redacted.value(a.credentials.apiSecret as Redacted.Redacted<string>))).toEqual([
      "s1",
      "s2",
      "s3"
    ])
    expect(planned.accounts[0]?.environment.restUrl).toBe("http://127.0.0.1:8080")
    expect(planned.accounts[0]?.environment.ws.private).toBe("ws://127.0.0.1:8080/v5/private")
  })

  it("--sessions with --env live: the live exchange", () => {
    const planned = RunnerCommand.plan(
      asked({ sessions: true, env: Option.some("live"), keys: Option.some({ text: "k:s", from: "BYBIT_FLEET_KEYS" }) })
    )
    expect(Result.getOrThrow(planned).accounts[0]?.environment).toEqual(Environment.live)
  })

  it("a malformed key is named by its place, never by its text", () => {
    const planned = RunnerCommand.plan(
      asked({
        sessions: true,
        env: Option.some("demo"),
        keys: Option.some({ text: "k1:s1,only-a-secret-text", from: "BYBIT_FLEET_KEYS" })
      })
    )
    expect(Result.isFailure(planned)).toBe(true)
    const message = Result.isFailure(planned) ? planned.failure.message : ""
    expect(message).toBe("BYBIT_FLEET_KEYS: entry 2 is not key:secret")
    expect(message).not.toContain("only-a-secret-text")
  })
})

describe("effect-bybit runner refuses, before joining anything", () => {
  it.live("options that serve nothing", () =>
    Effect.gen(function* () {
      const { exit, err } = yield* run(["runner", ...postgres, "--port", "5000"])
      expect(Exit.isFailure(exit)).toBe(true)
      expect(JSON.parse(err)).toEqual({
        _tag: "FleetOptionsError",
        message: "a runner serves --sessions, --strategy FILE (repeatable), or both: give at least one"
      })
    })
  )

  it.live("--sessions with no exchange named", () =>
    Effect.gen(function* () {
      const { err } = yield* run(["runner", ...postgres, "--port", "5000", "--sessions"], { BYBIT_FLEET_KEYS: "k:s" })
      expect(err).toContain("--sessions: name the exchange: --env testnet | demo | live, or --base-url URL")
    })
  )

  it.live("--sessions with no keys", () =>
    Effect.gen(function* () {
      const { err } = yield* run(["runner", ...postgres, "--port", "5000", "--sessions", "--env", "testnet"])
      expect(err).toContain("--sessions needs the keys: --keys-file FILE or BYBIT_FLEET_KEYS")
    })
  )

  it.live("malformed keys in BYBIT_FLEET_KEYS, without echoing them; an unreadable --keys-file", () =>
    Effect.gen(function* () {
      const args = ["runner", ...postgres, "--port", "5000", "--sessions", "--base-url", "http://127.0.0.1:9"]
      const bad = yield* run(args, { BYBIT_FLEET_KEYS: "secret-looking-text" })
      expect(bad.err).toContain("BYBIT_FLEET_KEYS: entry 1 is not key:secret")
      expect(bad.err).not.toContain("secret-looking-text")
      const missing = yield* run([...args, "--keys-file", "/nonexistent/keys"])
      expect(missing.err).toContain("cannot read --keys-file /nonexistent/keys")
    })
  )
})

describe("effect-bybit worker", () => {
  it("the exchange: --base-url (its ws twin unless --ws-url), else --env, else what is missing", () => {
    const custom = Result.getOrThrow(
      exchangeOf({ env: Option.none(), baseUrl: Option.some("https://h.example"), wsUrl: Option.none() })
    )
    expect(custom.ws.private).toBe("wss://h.example/v5/private")
    expect(
      Result.getOrThrow(exchangeOf({ env: Option.some("testnet"), baseUrl: Option.none(), wsUrl: Option.none() }))
    ).toEqual(Environment.testnet)
    expect(Result.isFailure(exchangeOf({ env: Option.none(), baseUrl: Option.none(), wsUrl: Option.none() }))).toBe(
      true
    )
  })

  it.effect("an order's key=value words, decoded as `call submitOrder` decodes them; none: no order", () =>
    Effect.gen(function* () {
      const order = yield* WorkerCommand.orderOf([
        "category=linear",
        "symbol=BTCUSDT",
        "side=Buy",
        "orderType=Limit",
        "qty=0.001",
        "price=20000",
        "orderLinkId=first-1"
      ])
      expect(Option.getOrThrow(order)).toMatchObject({
        category: "linear",
        symbol: "BTCUSDT",
        side: "Buy",
        qty: "0.001",
        orderLinkId: "first-1"
      })
      expect(Option.isNone(yield* WorkerCommand.orderOf([]))).toBe(true)
    })
  )

  it.live("refuses no exchange, no BYBIT_API_KEY, and a word that is not key=value, before joining", () =>
    Effect.gen(function* () {
      expect((yield* run(["worker", ...postgres], { BYBIT_API_KEY: "k" })).err).toContain("name the exchange")
      const noKey = yield* run(["worker", ...postgres, "--env", "demo"])
      expect(Exit.isFailure(noKey.exit)).toBe(true)
      expect(noKey.err).toContain("BYBIT_API_KEY")
      const word = yield* run(["worker", ...postgres, "--env", "demo", "category"], { BYBIT_API_KEY: "k" })
      expect(Exit.isFailure(word.exit)).toBe(true)
      expect(word.err).toContain("category")
    })
  )
})
