/**
 * Position modes survive a saved state (`admin.save()`, `Emulator.make({ state })`): the modes set by symbol, by
 * coin (with a symbol kept by its position) and by an accounts description, and the coin's mode that a symbol never
 * configured before the save takes after it (the book keeps it as `Positions.coinModes`, not per symbol).
 */
import * as crypto from "node:crypto"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Scope from "effect/Scope"
import * as TestClock from "effect/testing/TestClock"
import * as Emulator from "../../src/Emulator/Emulator.js"
import * as SavedState from "../../src/Emulator/SavedState.js"
import { type Key, restGet, restPost } from "./Doors.js"

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0)
const pair = crypto.generateKeyPairSync("rsa", {
  modulusLength: 2048,
  publicKeyEncoding: { type: "spki", format: "pem" },
  privateKeyEncoding: { type: "pkcs8", format: "pem" }
})
const options: Emulator.Options = {
  port: 0,
  seed: 61,
  rsa: { publicKeyPem: pair.publicKey, privateKeyPem: pair.privateKey },
  tickMs: 600_000
}
const ALICE: Key = { apiKey: "MODES-ALICE", secret: "modes-alice-secret" }
const BOB: Key = { apiKey: "MODES-BOB", secret: "modes-bob-secret" }
const SYMBOLS = ["BTCUSDT", "ETHUSDT", "SOLUSDT", "BTCPERP"] as const

/** The mode a client sees per symbol: its position indices. */
const modes = (h: Emulator.EmulatorHandle, key: Key) =>
  Effect.forEach(SYMBOLS, (symbol) =>
    Effect.map(restGet(h, key, "/v5/position/list", `category=linear&symbol=${symbol}`), (answer) => {
      const list = (answer.result as { list: ReadonlyArray<{ positionIdx: number }> }).list
      return `${symbol}:${list.some((p) => p.positionIdx === 0) ? "oneWay" : "hedge"}`
    })
  )

describe("saved state: position modes", () => {
  it.effect("by symbol, by coin and described, and the coin's mode for a symbol configured only later", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(NOW)
      const scope = yield* Scope.make()
      const first = yield* Scope.provide(
        Emulator.make({
          ...options,
          accounts: {
            users: [
              { apiKeys: [ALICE], balances: { UNIFIED: { USDT: "100000" } } },
              // described: the coin hedge, one symbol one-way; nothing reads SOLUSDT before the save
              { apiKeys: [BOB], positionMode: { linear: { coins: { USDT: "hedge" }, symbols: { ETHUSDT: "oneWay" } } } }
            ]
          }
        }),
        scope
      )
      const sw = (body: object) => restPost(first, ALICE, "/v5/position/switch-mode", { category: "linear", ...body })
      // alice: USDT hedge by coin, a position on BTCUSDT, then USDT back to one-way (BTCUSDT kept), ETHUSDT by symbol
      expect((yield* sw({ coin: "USDT", mode: 3 })).retCode).toBe(0)
      const order = { category: "linear", symbol: "BTCUSDT", side: "Buy", orderType: "Market", qty: "0.01" }
      expect((yield* restPost(first, ALICE, "/v5/order/create", { ...order, positionIdx: 1 })).retCode).toBe(0)
      expect((yield* sw({ coin: "USDT", mode: 0 })).retCode).toBe(0)
      expect((yield* sw({ symbol: "ETHUSDT", mode: 3 })).retCode).toBe(0)

      const text = SavedState.encode(first.admin.save())
      const expected = [yield* modes(first, ALICE), yield* modes(first, BOB)]
      expect(expected).toEqual([
        ["BTCUSDT:hedge", "ETHUSDT:hedge", "SOLUSDT:oneWay", "BTCPERP:oneWay"],
        ["BTCUSDT:hedge", "ETHUSDT:oneWay", "SOLUSDT:hedge", "BTCPERP:oneWay"]
      ])
      yield* Scope.close(scope, Exit.void)

      const state = SavedState.decode(text, "modes.json", (JSON.parse(text) as { savedAt: number }).savedAt)
      if (state instanceof SavedState.SavedStateError) throw state
      const again = yield* Emulator.make({ ...options, state })
      expect([yield* modes(again, ALICE), yield* modes(again, BOB)]).toEqual(expected)
    })
  )
})
