/**
 * bybit-api and ccxt against the emulator on sub-accounts and keys, the broker and the rate-limit API: every row
 * of the table sent through each peer succeeds.
 */
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Peers from "./Peers.js"
import * as Table from "./table/index.js"

describe("peers on users, brokers and rate limits", () => {
  it.live(
    "every user, broker and rate-limit row answers retCode 0 through bybit-api and through ccxt",
    () =>
      Effect.gen(function* () {
        expect(yield* Peers.bothPeers(2105, Table.groups.user)).toEqual([])
      }),
    60_000
  )
})
