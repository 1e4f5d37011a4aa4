import { describe, expect, layer } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as TestClock from "effect/testing/TestClock"
import * as User from "../../../src/Http/v5/User.js"
import { Accounts, coverage, layer as deskLayer, tagOf } from "../../support/DeskHarness.js"

// The sub-member lists through the library: the paged list holds every sub-account of the master, the custodial
// list only the custodial ones; both page by the last UID; the sub-account's key is refused (master only).

layer(deskLayer({ seed: 83 }), { timeout: "60 seconds" })("sub-member lists on the emulator", (it) => {
  describe("the lists", () => {
    it.effect("every sub-account, or the custodial ones, page by page", () =>
      Effect.gen(function* () {
        const { asSub, subUid } = yield* Accounts
        expect((yield* User.getFundCustodialSubAccounts({})).subMembers).toEqual([])
        // creating sub-members allows one request a second
        yield* TestClock.adjust("1001 millis")
        const a = yield* User.createSubMember({ username: "custody01", memberType: 6 })
        yield* TestClock.adjust("1001 millis")
        const b = yield* User.createSubMember({ username: "custody02", memberType: 6 })
        const custodial = yield* User.getFundCustodialSubAccounts({})
        expect(custodial.subMembers.map((m) => [m.uid, m.memberType])).toEqual([
          [a.uid, 6],
          [b.uid, 6]
        ])
        expect(custodial.nextCursor).toBe("0")
        const first = yield* User.getFundCustodialSubAccounts({ pageSize: "1" })
        expect([first.subMembers.map((m) => m.uid), first.nextCursor]).toEqual([[a.uid], a.uid])
        const second = yield* User.getFundCustodialSubAccounts({ pageSize: "1", nextCursor: first.nextCursor })
        expect([second.subMembers.map((m) => m.uid), second.nextCursor]).toEqual([[b.uid], "0"])
        const all = yield* User.getSubUIDListUnlimited({})
        expect(all.subMembers.map((m) => m.uid)).toEqual([subUid, a.uid, b.uid])
        expect(yield* tagOf(User.getFundCustodialSubAccounts({ pageSize: "0" }))).toBe("ParamsError")
        expect(yield* tagOf(User.getSubUIDListUnlimited({ nextCursor: "42" }))).toBe("ParamsError")
        expect(yield* asSub(tagOf(User.getFundCustodialSubAccounts({})))).toBe("PermissionDenied")
        yield* coverage("sub-members")
      })
    )
  })
})
