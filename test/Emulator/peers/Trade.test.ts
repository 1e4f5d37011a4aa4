/**
 * bybit-api and ccxt against the emulator on orders, executions and positions: every row of the table sent
 * through each peer succeeds.
 */
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Emulator from "../../../src/Emulator/Emulator.js"
import * as Peers from "./Peers.js"
import * as Table from "./table/Trade.js"

const rows = [...Table.trade, ...Table.position]

describe("peers on orders and positions", () => {
  it.scopedLive(
    "every trade, execution and position row answers retCode 0 through bybit-api and through ccxt",
    () =>
      Effect.gen(function* () {
        const h = yield* Emulator.make({ port: 0, seed: 2102 })
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
