/**
 * bybit-api and ccxt against the emulator on market data and the system endpoints: every row of the table sent
 * through each peer succeeds.
 */
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Emulator from "../../../src/Emulator/Emulator.js"
import * as Peers from "./Peers.js"
import * as Table from "./table/Market.js"

const rows = [...Table.market, ...Table.misc]

describe("peers on market data", () => {
  it.scopedLive(
    "every market and system row answers retCode 0 through bybit-api and through ccxt",
    () =>
      Effect.gen(function* () {
        const h = yield* Emulator.make({ port: 0, seed: 2101 })
        const { master, subUid } = yield* Peers.withSub(h)
        const base = { h, subUid }
        const failures = [
          ...(yield* Peers.runTable(master, "bybit-api", rows, base)),
          ...(yield* Peers.runTable(master, "ccxt", rows, base))
        ]
        expect(failures).toEqual([])
      }),
    60_000
  )
})
