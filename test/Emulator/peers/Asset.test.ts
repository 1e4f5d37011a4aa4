/**
 * bybit-api and ccxt against the emulator on transfers, deposits, withdrawals and conversions: every row of the
 * table sent through each peer succeeds.
 */
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Peers from "./Peers.js"
import * as Table from "./table/index.js"

describe("peers on assets", () => {
  it.live(
    "every transfer, deposit, withdrawal and conversion row answers retCode 0 through bybit-api and through ccxt",
    () =>
      Effect.gen(function* () {
        expect(yield* Peers.bothPeers(2104, Table.groups.asset)).toEqual([])
      }),
    60_000
  )
})
