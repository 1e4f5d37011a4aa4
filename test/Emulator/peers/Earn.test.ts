/**
 * bybit-api and ccxt against the emulator on the earn families: every row of the table sent through each peer
 * succeeds.
 */
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Peers from "./Peers.js"
import * as Table from "./table/index.js"

describe("peers on earn", () => {
  it.live(
    "every earn row answers retCode 0 through bybit-api and through ccxt",
    () =>
      Effect.gen(function* () {
        const rows = Table.groups.earn
        expect(yield* Peers.bothPeers(2108, rows, true)).toEqual([])
      }),
    60_000
  )
})
