/**
 * bybit-api and ccxt against the emulator on crypto loans and institutional loans: every row of the table sent
 * through each peer succeeds.
 */
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Peers from "./Peers.js"
import * as Table from "./table/index.js"

describe("peers on loans", () => {
  it.live(
    "every crypto-loan and institutional-loan row answers retCode 0 through bybit-api and through ccxt",
    () =>
      Effect.gen(function* () {
        const rows = Table.groups.loans
        expect(yield* Peers.bothPeers(2107, rows, true)).toEqual([])
      }),
    60_000
  )
})
