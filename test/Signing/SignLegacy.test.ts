import { createHmac } from "node:crypto"
import { expect, layer } from "@effect/vitest"
import * as Effect from "effect/Effect"
import type * as Layer from "effect/Layer"
import * as Redacted from "effect/Redacted"
import type * as Signer from "../../src/Signing/Signer.js"
import * as SignerNode from "../../src/Signing/SignerNode.js"
import * as SignerWeb from "../../src/Signing/SignerWeb.js"
import * as SignLegacy from "../../src/Signing/SignLegacy.js"

const layers: ReadonlyArray<readonly [string, Layer.Layer<Signer.Signer>]> = [
  ["SignerNode", SignerNode.layer],
  ["SignerWeb", SignerWeb.layer]
]

// Published signing vectors for the legacy v2 and legacy v1 styles: no receive window in the signed string
const apiKey = Redacted.make("B2Rou0PLPpGqcU0Vu2")
const secretText = "t7T0YlFnYXk0Fx3JswQsDrViLg1Gh3DUU5Mr"
const secret = Redacted.make(secretText)

for (const [name, signerLayer] of layers) {
  layer(signerLayer)(`SignLegacy with ${name}`, (it) => {
    it.effect("vector 12 (v2): sorted, unencoded, byte-exact; sign is the last parameter", () =>
      Effect.gen(function* () {
        const signed = yield* SignLegacy.sign({
          apiKey,
          secret,
          timestamp: 1542434791000,
          params: { symbol: "BTCUSD", leverage: 100 }
        })
        const sign = "670e3e4aa32b243f2dedf1dafcec2fd17a440e71b05681550416507de591d908"
        expect(signed.payload).toBe("api_key=B2Rou0PLPpGqcU0Vu2&leverage=100&symbol=BTCUSD&timestamp=1542434791000")
        expect(signed.sign).toBe(sign)
        expect(signed.query).toBe(`${signed.payload}&sign=${sign}`)
        expect(Object.entries(signed.params)).toEqual([
          ["api_key", "B2Rou0PLPpGqcU0Vu2"],
          ["leverage", 100],
          ["symbol", "BTCUSD"],
          ["timestamp", 1542434791000],
          ["sign", sign]
        ])
        expect(JSON.stringify(signed.params)).toBe(
          `{"api_key":"B2Rou0PLPpGqcU0Vu2","leverage":100,"symbol":"BTCUSD","timestamp":1542434791000,"sign":"${sign}"}`
        )
      })
    )

    it.effect("vector 13 (v1): byte-exact", () =>
      Effect.gen(function* () {
        const signed = yield* SignLegacy.sign({
          apiKey,
          secret,
          timestamp: 1541564432,
          params: { leverage: 100, symbol: "BTCUSD" }
        })
        expect(signed.payload).toBe("api_key=B2Rou0PLPpGqcU0Vu2&leverage=100&symbol=BTCUSD&timestamp=1541564432")
        expect(signed.sign).toBe("3e5f312ba7bd63caa468a27906b718f3f21b7af5dce4276bf7077f556a3f232c")
      })
    )

    it.effect("adds recv_window, or recvWindow for spot v1, into the sorted signed string", () =>
      Effect.gen(function* () {
        const v2 = yield* SignLegacy.sign({
          apiKey,
          secret,
          timestamp: 1542434791000,
          recvWindow: 5000,
          params: { symbol: "BTCUSD", leverage: 100 }
        })
        expect(v2.payload).toBe(
          "api_key=B2Rou0PLPpGqcU0Vu2&leverage=100&recv_window=5000&symbol=BTCUSD&timestamp=1542434791000"
        )
        expect(v2.sign).toBe(createHmac("sha256", secretText).update(v2.payload).digest("hex"))
        const spot = yield* SignLegacy.sign({
          apiKey,
          secret,
          timestamp: 1542434791000,
          recvWindow: 10000,
          recvWindowName: "recvWindow",
          params: { symbol: "BTCUSDT", qty: "0.1", note: "a b/c" }
        })
        expect(spot.payload).toBe(
          "api_key=B2Rou0PLPpGqcU0Vu2&note=a b/c&qty=0.1&recvWindow=10000&symbol=BTCUSDT&timestamp=1542434791000"
        )
        expect(Object.keys(spot.params)).toEqual([
          "api_key",
          "note",
          "qty",
          "recvWindow",
          "symbol",
          "timestamp",
          "sign"
        ])
      })
    )

    it.effect("our api_key and timestamp replace the caller's; a caller's sign and undefined values are dropped", () =>
      Effect.gen(function* () {
        const signed = yield* SignLegacy.sign({
          apiKey,
          secret,
          timestamp: 2,
          params: { api_key: "other", timestamp: 1, sign: "forged", symbol: "BTCUSD", gone: undefined }
        })
        expect(signed.payload).toBe("api_key=B2Rou0PLPpGqcU0Vu2&symbol=BTCUSD&timestamp=2")
        expect(signed.params.sign).toBe(signed.sign)
        expect(Object.keys(signed.params)).toEqual(["api_key", "symbol", "timestamp", "sign"])
        expect(signed.query).not.toContain(secretText)
        expect(JSON.stringify(signed.params)).not.toContain(secretText)
      })
    )
  })
}
