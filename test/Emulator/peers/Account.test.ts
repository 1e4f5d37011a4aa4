/**
 * bybit-api and ccxt against the emulator on the unified account and demo trading: every row of the table sent
 * through each peer succeeds.
 */
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Peers from "./Peers.js"
import * as Table from "./table/index.js"

describe("peers on the account", () => {
  it.live(
    "every account and demo row answers retCode 0 through bybit-api and through ccxt",
    () =>
      Effect.gen(function* () {
        expect(yield* Peers.bothPeers(2103, Table.groups.account)).toEqual([])
      }),
    60_000
  )
})
