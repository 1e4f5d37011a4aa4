import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Schedule from "effect/Schedule"
import * as Stream from "effect/Stream"
import type * as Emulator from "../../../src/Emulator/Emulator.js"
import * as Trade from "../../../src/Http/v5/Trade.js"
import * as User from "../../../src/Http/v5/User.js"
import * as BybitSocket from "../../../src/Socket/BybitSocket.js"
import { tagOf } from "../../support/DeskHarness.js"
import * as Harness from "../../support/Harness.js"
import { waitFor } from "../../support/WaitFor.js"

// Keys added through the emulator's admin API live in the exchange's one key store: the user desk answers
// `/v5/user/query-api` with the calling key's own info, lists, updates and deletes them as it does keys made by
// `create-sub-api`, and a deleted key stops authenticating at once on REST and on the private WebSocket. Two
// credential sets besides the seeded master: a sub-account key and a second master key, both added by the admin API.

const SUB_KEY = "AdminKeysSubKey000000001"
const SUB_SECRET = "AdminKeysSubSecret0000000000000001"
const OTHER_KEY = "AdminKeysMasterKey000002"
const OTHER_SECRET = "AdminKeysMasterSecret0000000000002"

const fast: BybitSocket.Options = {
  pingInterval: "200 millis",
  pongTimeout: "150 millis",
  reconnect: Schedule.spaced("30 millis"),
  ackTimeout: "2 seconds"
}

const asSub = Harness.as(Harness.credentials(SUB_KEY, SUB_SECRET))
const asOther = Harness.as(Harness.credentials(OTHER_KEY, OTHER_SECRET))

/** The library's socket client on one key. */
const socketAs = (h: Emulator.EmulatorHandle, apiKey: string, apiSecret: string) =>
  Harness.client(h, { credentials: { apiKey, apiSecret }, socket: fast })

const harness: Harness.Options = { seed: 61, strictContract: true, rest: { rateBudget: false } }

const subKeys = (subUid: string) =>
  Effect.map(User.getSubAccountAllApiKeys({ subMemberId: subUid }), (page) => page.result.map((k) => k.apiKey))

describe("API keys added through the admin API", () => {
  it.live("answer query-api with their own info, are listed, updated and deleted like created keys", () =>
    Harness.withEmulator(harness, (h) =>
      Effect.gen(function* () {
        const created = yield* User.createSubMember({ username: "adminkeys01", memberType: 1 })
        const subUid = String(created.uid)
        expect(yield* subKeys(subUid)).toEqual([])

        h.admin.addApiKey({
          apiKey: SUB_KEY,
          secret: SUB_SECRET,
          uid: subUid,
          isMaster: false,
          readOnly: false,
          permissions: { ContractTrade: ["Order", "Position"], Spot: ["SpotTrade"] },
          ips: []
        })
        h.admin.addApiKey({
          apiKey: OTHER_KEY,
          secret: OTHER_SECRET,
          uid: h.uid,
          isMaster: true,
          readOnly: false,
          // deleting one's own master key asks for the wallet's sub-member transfer permission
          permissions: { Spot: ["SpotTrade"], Wallet: ["SubMemberTransfer"] },
          ips: ["127.0.0.1"]
        })
        expect(yield* subKeys(subUid)).toEqual([SUB_KEY])
        const made = yield* User.createSubUIDAPIKey({
          subuid: Number(subUid),
          readOnly: 0,
          permissions: { ContractTrade: ["Order"] }
        })
        // newest first, the admin's key among the created ones
        expect(yield* subKeys(subUid)).toEqual([made.apiKey, SUB_KEY])

        // each credential set sees its own key
        const master = yield* User.getQueryApiKey()
        expect([master.apiKey, master.userID, master.isMaster, master.parentUid]).toEqual([
          h.apiKey,
          Number(h.uid),
          true,
          "0"
        ])
        const sub = yield* asSub(User.getQueryApiKey())
        expect({
          apiKey: sub.apiKey,
          userID: sub.userID,
          isMaster: sub.isMaster,
          parentUid: sub.parentUid,
          readOnly: sub.readOnly,
          ips: sub.ips,
          contract: sub.permissions.ContractTrade,
          spot: sub.permissions.Spot,
          wallet: sub.permissions.Wallet
        }).toEqual({
          apiKey: SUB_KEY,
          userID: Number(subUid),
          isMaster: false,
          parentUid: h.uid,
          readOnly: 0,
          ips: ["*"],
          contract: ["Order", "Position"],
          spot: ["SpotTrade"],
          wallet: []
        })
        const other = yield* asOther(User.getQueryApiKey())
        expect({
          apiKey: other.apiKey,
          userID: other.userID,
          isMaster: other.isMaster,
          ips: other.ips,
          spot: other.permissions.Spot,
          wallet: other.permissions.Wallet,
          contract: other.permissions.ContractTrade
        }).toEqual({
          apiKey: OTHER_KEY,
          userID: Number(h.uid),
          isMaster: true,
          ips: ["127.0.0.1"],
          spot: ["SpotTrade"],
          wallet: ["SubMemberTransfer"],
          contract: []
        })

        // its master makes it read-only: the authenticator reads the same store, so the key's next write is refused
        yield* User.updateSubApiKey({ apikey: SUB_KEY, readOnly: 1 })
        expect((yield* asSub(User.getQueryApiKey())).readOnly).toBe(1)
        const order = Trade.submitOrder({
          category: "spot",
          symbol: "BTCUSDT",
          side: "Buy",
          orderType: "Limit",
          qty: "0.01",
          price: "1000"
        })
        expect(yield* tagOf(asSub(order))).toBe("PermissionDenied")
        // and back, narrowed to spot
        yield* User.updateSubApiKey({ apikey: SUB_KEY, readOnly: 0, permissions: { Spot: ["SpotTrade"] } })
        const narrowed = yield* asSub(User.getQueryApiKey())
        expect([narrowed.readOnly, narrowed.permissions.Spot, narrowed.permissions.ContractTrade]).toEqual([
          0,
          ["SpotTrade"],
          []
        ])

        // deleted by its master: gone from the list, refused at once (10003)
        yield* User.deleteSubApiKey({ apikey: SUB_KEY })
        expect(yield* subKeys(subUid)).toEqual([made.apiKey])
        expect(yield* tagOf(asSub(User.getQueryApiKey()))).toBe("InvalidApiKey")
        expect(yield* tagOf(User.deleteSubApiKey({ apikey: SUB_KEY }))).toBe("InvalidApiKey")

        // the second master key deletes itself; the seeded key is untouched
        yield* asOther(User.deleteMasterApiKey())
        expect(yield* tagOf(asOther(User.getQueryApiKey()))).toBe("InvalidApiKey")
        expect((yield* User.getQueryApiKey()).apiKey).toBe(h.apiKey)
        expect(h.admin.violations()).toEqual([])
      })
    )
  )

  it.live("authenticate on the private WebSocket until deleted, then are refused there at once", () =>
    Harness.withEmulator(harness, (h) =>
      Effect.gen(function* () {
        const created = yield* User.createSubMember({ username: "adminkeys02", memberType: 1 })
        h.admin.addApiKey({
          apiKey: SUB_KEY,
          secret: SUB_SECRET,
          uid: String(created.uid),
          isMaster: false,
          readOnly: false,
          permissions: { ContractTrade: ["Order", "Position"] },
          ips: []
        })
        yield* Effect.forkScoped(
          Stream.runDrain(BybitSocket.subscribeV5("wallet", "private")).pipe(
            Effect.provide(socketAs(h, SUB_KEY, SUB_SECRET))
          )
        )
        const authed = () => h.admin.openSockets().some((s) => s.apiKey === SUB_KEY && s.topics.includes("wallet"))
        yield* waitFor(authed, "the sub key's wallet subscription at the exchange")

        yield* User.deleteSubApiKey({ apikey: SUB_KEY })
        const error = yield* Effect.flip(
          Stream.runDrain(BybitSocket.subscribeV5("wallet", "private")).pipe(
            Effect.provide(socketAs(h, SUB_KEY, SUB_SECRET))
          )
        )
        expect(error._tag).toBe("SocketAuthFailed")
        expect(h.admin.violations()).toEqual([])
      })
    )
  )
})
