/**
 * bybit-api and ccxt against the emulator on spot margin, leveraged tokens and classic cross margin: every row of
 * the table sent through each peer succeeds.
 */
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Peers from "./Peers.js"
import * as Table from "./table/index.js"

describe("peers on margin and leveraged tokens", () => {
  it.live(
    "every spot-margin, leveraged-token and cross-margin row answers retCode 0 through bybit-api and through ccxt",
    () =>
      Effect.gen(function* () {
        expect(yield* Peers.bothPeers(2106, Table.groups.margin)).toEqual([])
      }),
    60_000
  )
})
