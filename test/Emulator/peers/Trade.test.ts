/**
 * bybit-api and ccxt against the emulator on orders, executions and positions: every row of the table sent
 * through each peer succeeds.
 */
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Peers from "./Peers.js"
import * as Table from "./table/index.js"

describe("peers on orders and positions", () => {
  it.live(
    "every trade, execution and position row answers retCode 0 through bybit-api and through ccxt",
    () =>
      Effect.gen(function* () {
        expect(yield* Peers.bothPeers(2102, Table.groups.trade)).toEqual([])
      }),
    60_000
  )
})
