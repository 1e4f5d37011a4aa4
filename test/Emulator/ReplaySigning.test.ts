import * as crypto from "node:crypto"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as TestClock from "effect/testing/TestClock"
import * as Emulator from "../../src/Emulator/Emulator.js"
import * as Replay from "../../src/Emulator/market/Replay.js"
import type * as Format from "../../src/Recording/Format.js"
import * as WsClient from "./WsClient.js"

// During a replay the server clock is the recording's (a day ago here), while a bot signs with its own clock: every
// signing dialect of the older families is checked on the wall clock, as V5 is. Each request below is signed at the
// wall clock by hand, as the docs say, and would be refused (10002, or HTTP 401 for the signed upgrade) if checked
// against the recording's time.

const T0 = 1_767_225_600_000
const RECORDED_AT = T0 - 86_400_000

const recording: ReadonlyArray<Format.Line> = [
  {
    r: RECORDED_AT,
    c: "linear",
    m: {
      topic: "orderbook.50.BTCUSDT",
      type: "snapshot",
      ts: RECORDED_AT,
      data: { s: "BTCUSDT", b: [["60000.0", "1.5"]], a: [["60000.5", "2"]], u: 1, seq: 1 },
      cts: RECORDED_AT
    }
  }
]

const replaying = Effect.gen(function* () {
  yield* TestClock.setTime(T0)
  return yield* Emulator.make({ seed: 3, market: Replay.from(recording, { speed: 1 }) })
})

const hmac = (secret: string, payload: string) => crypto.createHmac("sha256", secret).update(payload).digest("hex")

/** A parameter-signed query (v2 inverse and linear, inverse futures, spot v1, asset v1): `sign` over the sorted params. */
const parameterSigned = (apiKey: string, secret: string, params: Record<string, string>): string => {
  const all: Record<string, string> = { ...params, api_key: apiKey, timestamp: String(T0), recv_window: "5000" }
  const origin = Object.keys(all)
    .sort()
    .map((k) => `${k}=${all[k]}`)
    .join("&")
  return `${origin}&sign=${hmac(secret, origin)}`
}

/** A header-signed GET (the v3 families): the V5 headers over `timestamp + key + recvWindow + query`. */
const headerSigned = (apiKey: string, secret: string, query: string): Record<string, string> => ({
  "X-BAPI-API-KEY": apiKey,
  "X-BAPI-TIMESTAMP": String(T0),
  "X-BAPI-RECV-WINDOW": "5000",
  "X-BAPI-SIGN": hmac(secret, `${T0}${apiKey}5000${query}`)
})

const getJson = (url: string, headers: Record<string, string> = {}) =>
  WsClient.await_(() => fetch(url, { headers }).then((r) => r.json() as Promise<Record<string, unknown>>))

/** The return code of either envelope (`ret_code` of v2 and spot v1, `retCode` of v3). */
const codeOf = (answer: Record<string, unknown>) => answer.ret_code ?? answer.retCode

const parameterFamilies: ReadonlyArray<readonly [string, string, Record<string, string>]> = [
  ["linear v2", "/private/linear/position/list", { symbol: "BTCUSDT" }],
  ["inverse v2", "/v2/private/wallet/balance", { coin: "BTC" }],
  ["inverse futures", "/futures/private/position/list", { symbol: "BTCUSD" }],
  ["spot v1", "/spot/v1/open-orders", {}],
  ["asset v1", "/asset/v1/private/sub-member/member-ids", {}]
]

const headerFamilies: ReadonlyArray<readonly [string, string, string]> = [
  ["spot v3", "/spot/v3/private/account", ""],
  ["unified v3", "/unified/v3/private/account/wallet/balance", ""],
  ["user v3", "/user/v3/private/query-api", ""]
]

describe("signatures during a replay are checked on the wall clock", () => {
  it.effect("the server clock is the recording's", () =>
    Effect.gen(function* () {
      const emulator = yield* replaying
      const time = yield* getJson(`${emulator.rest}/v5/market/time`)
      expect(Number((time as { result: { timeSecond: string } }).result.timeSecond)).toBe(RECORDED_AT / 1000)
    })
  )

  for (const [family, path, params] of parameterFamilies) {
    it.effect(`${family}: a parameter-signed request signed at the wall clock is served`, () =>
      Effect.gen(function* () {
        const emulator = yield* replaying
        const query = parameterSigned(emulator.apiKey, emulator.apiSecret, params)
        const answer = yield* getJson(`${emulator.rest}${path}?${query}`)
        expect(codeOf(answer), JSON.stringify(answer)).toBe(0)
      })
    )
  }

  for (const [family, path, query] of headerFamilies) {
    it.effect(`${family}: a header-signed request signed at the wall clock is served`, () =>
      Effect.gen(function* () {
        const emulator = yield* replaying
        const headers = headerSigned(emulator.apiKey, emulator.apiSecret, query)
        const answer = yield* getJson(`${emulator.rest}${path}${query === "" ? "" : `?${query}`}`, headers)
        expect(codeOf(answer), JSON.stringify(answer)).toBe(0)
      })
    )
  }

  it.effect("spot v1's private stream: an upgrade signed to expire a minute after the wall clock is accepted", () =>
    Effect.gen(function* () {
      const emulator = yield* replaying
      // expires after the recording's time either way: one a minute before the wall clock must be refused
      const url = (expires: number) =>
        `${emulator.legacyWs.spotV1Private}?api_key=${emulator.apiKey}&expires=${expires}&signature=${hmac(
          emulator.apiSecret,
          `GET/realtime${expires}`
        )}`
      const stale = yield* Effect.exit(WsClient.connect(url(T0 - 60_000)))
      expect(Exit.isFailure(stale)).toBe(true)
      const fresh = yield* Effect.exit(WsClient.connect(url(T0 + 60_000)))
      expect(Exit.isSuccess(fresh)).toBe(true)
    })
  )

  it.effect("V5's WebSocket auth: expires a minute after the wall clock is accepted, a minute before is refused", () =>
    Effect.gen(function* () {
      const emulator = yield* replaying
      const client = yield* WsClient.connect(emulator.ws.private)
      const auth = (expires: number) =>
        WsClient.await_(() =>
          client.request(
            { op: "auth", args: WsClient.hmacAuth(emulator.apiKey, emulator.apiSecret, expires) },
            (m) => m.op === "auth"
          )
        )
      expect(yield* auth(T0 - 60_000)).toMatchObject({ success: false })
      expect(yield* auth(T0 + 60_000)).toMatchObject({ success: true })
    })
  )
})
