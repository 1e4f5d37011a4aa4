/**
 * bybit-api and ccxt against the emulator on market data and the system endpoints: every row of the table sent
 * through each peer succeeds.
 */
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Peers from "./Peers.js"
import * as Table from "./table/index.js"

describe("peers on market data", () => {
  it.live(
    "every market and system row answers retCode 0 through bybit-api and through ccxt",
    () =>
      Effect.gen(function* () {
        expect(yield* Peers.bothPeers(2101, Table.groups.market)).toEqual([])
      }),
    60_000
  )
})
