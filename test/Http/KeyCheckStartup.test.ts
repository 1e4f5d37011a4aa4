// Loaded first: the V5 barrel and its registry import each other, and the registry must be entered first.
import "../../src/Http/v5/all.js"
import * as fs from "node:fs"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as HttpClient from "effect/http/HttpClient"
import * as HttpClientResponse from "effect/http/HttpClientResponse"
import * as Layer from "effect/Layer"
import * as Logger from "effect/Logger"
import * as LogLevel from "effect/LogLevel"
import * as Bybit from "../../src/Bybit.js"
import * as Emulator from "../../src/Emulator/Emulator.js"
import * as Market from "../../src/Http/v5/Market.js"
import * as User from "../../src/Http/v5/User.js"
import * as Environment from "../../src/Layers/Environment.js"
import * as Node from "../../src/node.js"
import * as SignerNode from "../../src/Signing/SignerNode.js"
import { eventually } from "../support/WaitFor.js"

// The start-up key check (#9): on by default for a key on a remote host, off by default on this machine, forced on
// or off by `keyCheck`. It runs in the background, so the tests wait for its log line (or, for "no check", for a
// window in which the same setup with the check on is seen to make its request).

const withdrawMessage = "The API key can withdraw funds: a trading client does not need that permission; remove it"
const noIpMessage =
  "The API key is bound to no IP address: anyone holding it can use it from anywhere; bind it to your IPs"

/** Captures every log line at warning level or above, with its message as text. */
const captureWarnings = () => {
  const lines: Array<string> = []
  const layer = Logger.layer([
    Logger.make(({ logLevel, message }) => {
      if (LogLevel.isGreaterThanOrEqualTo(logLevel, "Warn")) {
        lines.push(Array.isArray(message) ? message.map((part) => String(part)).join(" ") : String(message))
      }
    })
  ])
  return { lines, layer }
}

const realSleep = (ms: number) => Effect.promise(() => new Promise<void>((resolve) => setTimeout(resolve, ms)))

const keyInfo = fs.readFileSync(new URL("../fixtures/v5/user/getQueryApiKey.json", import.meta.url), "utf8")
const serverTime = JSON.stringify({
  retCode: 0,
  retMsg: "OK",
  result: { timeSecond: "1700000000", timeNano: "1700000000000000000" },
  retExtInfo: {},
  time: 1_700_000_000_000
})

/**
 * An in-process HttpClient standing in for a remote host: it answers the key info (the fixture: no IP binding) and
 * the server time, and records every URL asked for. Nothing leaves the process.
 */
const fakeRemote = () => {
  const urls: Array<string> = []
  const client = HttpClient.make((request, url) => {
    urls.push(url.toString())
    const body = url.pathname === "/v5/user/query-api" ? keyInfo : serverTime
    return Effect.succeed(
      HttpClientResponse.fromWeb(
        request,
        new Response(body, { status: 200, headers: { "content-type": "application/json" } })
      )
    )
  })
  const layer = Layer.merge(Layer.succeed(HttpClient.HttpClient, client), SignerNode.layer)
  return { urls, layer, asked: () => urls.some((u) => new URL(u).pathname === "/v5/user/query-api") }
}

const credentials = { apiKey: "remote-key-0001", apiSecret: "remote-secret-0001" }

/** A public call through a layer with the fake remote, then a window for a background check to show. */
const callRemote = (options: Bybit.Options, remote: ReturnType<typeof fakeRemote>, waitForCheck: boolean) => {
  const capture = captureWarnings()
  return Effect.gen(function* () {
    yield* Market.getServerTime()
    // with the check on, its request is seen within this window (the positive cases show it)
    if (waitForCheck) yield* eventually(() => capture.lines.length > 0, "a warning")
    else yield* realSleep(150)
    return capture.lines
  }).pipe(
    Effect.provide(Bybit.layer({ credentials, ...options }).pipe(Layer.provide(remote.layer))),
    Effect.provide(capture.layer),
    Effect.scoped
  )
}

const remoteHost = Environment.custom({ restUrl: "https://api.bybit.com", wsUrl: "wss://stream.bybit.com" })
const localHost = Environment.custom({ restUrl: "http://127.0.0.1:9", wsUrl: "ws://127.0.0.1:9" })

describe("the start-up key check", () => {
  it.live(
    "is on by default for a key on a remote host: it reads query-api and warns about the missing IP binding",
    () =>
      Effect.gen(function* () {
        const remote = fakeRemote()
        const lines = yield* callRemote({ environment: remoteHost }, remote, true)
        expect(remote.asked()).toBe(true)
        expect(lines).toEqual([noIpMessage])
        // the key and secret are in no log line
        expect(lines.join("\n")).not.toContain(credentials.apiKey)
        expect(lines.join("\n")).not.toContain(credentials.apiSecret)
      })
  )

  it.live("keyCheck: false opts out on a remote host: no query-api request, no warning", () =>
    Effect.gen(function* () {
      const remote = fakeRemote()
      const lines = yield* callRemote({ environment: remoteHost, keyCheck: false }, remote, false)
      expect(remote.urls.map((u) => new URL(u).pathname)).toEqual(["/v5/market/time"])
      expect(lines).toEqual([])
    })
  )

  it.live("is off by default on this machine, and keyCheck: true turns it on there", () =>
    Effect.gen(function* () {
      const quiet = fakeRemote()
      expect(yield* callRemote({ environment: localHost }, quiet, false)).toEqual([])
      expect(quiet.asked()).toBe(false)
      const forced = fakeRemote()
      expect(yield* callRemote({ environment: localHost, keyCheck: true }, forced, true)).toEqual([noIpMessage])
      expect(forced.asked()).toBe(true)
    })
  )

  it.live("no credentials: nothing to check even when asked", () =>
    Effect.gen(function* () {
      const remote = fakeRemote()
      const capture = captureWarnings()
      yield* Market.getServerTime().pipe(
        Effect.provide(Bybit.layer({ environment: remoteHost, keyCheck: true }).pipe(Layer.provide(remote.layer))),
        Effect.provide(capture.layer),
        Effect.scoped
      )
      yield* realSleep(150)
      expect(remote.asked()).toBe(false)
      expect(capture.lines).toEqual([])
    })
  )

  it.live(
    "against the emulator: the seeded key has no IP binding; a key that can withdraw gets both warnings; a bound trading key none",
    () =>
      Effect.scoped(
        Effect.gen(function* () {
          const emulator = yield* Emulator.make({ port: 0, seed: 5 })
          const run = (warnings: number) => {
            const capture = captureWarnings()
            return Effect.gen(function* () {
              yield* Market.getServerTime()
              // the findings are logged one after the other: wait for as many as expected, then a moment for one
              // too many to show (a slow machine can only hide it)
              if (warnings > 0)
                yield* Effect.andThen(
                  eventually(() => capture.lines.length >= warnings, `${warnings} warning(s)`),
                  realSleep(50)
                )
              else yield* realSleep(300)
              return capture.lines
            }).pipe(
              Effect.provide(
                Bybit.layer({
                  environment: emulator.environment,
                  credentials: { apiKey: emulator.apiKey, apiSecret: emulator.apiSecret },
                  keyCheck: true
                }).pipe(Layer.provide(Node.layer))
              ),
              Effect.provide(capture.layer),
              Effect.scoped
            )
          }
          // updating the key needs Wallet/SubMemberTransfer, so every update keeps it
          const update = (params: Parameters<typeof User.updateMasterApiKey>[0]) =>
            User.updateMasterApiKey(params).pipe(
              Effect.provide(
                Bybit.layer({
                  environment: emulator.environment,
                  credentials: { apiKey: emulator.apiKey, apiSecret: emulator.apiSecret },
                  keyCheck: false
                }).pipe(Layer.provide(Node.layer))
              )
            )

          expect(yield* run(1)).toEqual([noIpMessage])

          yield* update({
            ips: "127.0.0.1",
            permissions: { Wallet: ["SubMemberTransfer", "Withdraw"], ContractTrade: ["Order", "Position"] }
          })
          // 127.0.0.1 is a binding: only the withdraw warning
          expect(yield* run(1)).toEqual([withdrawMessage])

          yield* update({ ips: "127.0.0.1", permissions: { Wallet: ["SubMemberTransfer"], ContractTrade: ["Order"] } })
          expect(yield* run(0)).toEqual([])

          yield* update({ ips: "*", permissions: { Wallet: ["SubMemberTransfer", "Withdraw"] } })
          expect(yield* run(2)).toEqual([withdrawMessage, noIpMessage])
        })
      )
  )

  it.live("a key info that cannot be read is a warning, never a failure of the client", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const emulator = yield* Emulator.make({ port: 0, seed: 6 })
        emulator.admin.faults.injectRetCode(10005, 1, "/v5/user/query-api")
        const capture = captureWarnings()
        const time = yield* Market.getServerTime().pipe(
          Effect.tap(() => eventually(() => capture.lines.length > 0, "a warning")),
          Effect.provide(
            Bybit.layer({
              environment: emulator.environment,
              credentials: { apiKey: emulator.apiKey, apiSecret: emulator.apiSecret },
              keyCheck: true
            }).pipe(Layer.provide(Node.layer))
          ),
          Effect.provide(capture.layer),
          Effect.scoped
        )
        expect(time.millis).toBeGreaterThan(0)
        expect(capture.lines).toHaveLength(1)
        expect(capture.lines[0]).toMatch(/^Could not check the API key's permissions: /)
        expect(capture.lines[0]).not.toContain(emulator.apiSecret)
      })
    )
  )
})
