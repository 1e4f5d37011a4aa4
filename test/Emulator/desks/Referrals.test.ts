import { describe, expect, layer } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as U from "../../../src/Http/v5/User.js"
import { Accounts, coverage, layer as deskLayer, tagOf } from "../../support/DeskHarness.js"

// Friend referrals through the library: users who sign up through an account's invitation are listed for that
// account only, newest first and paged; a relationship turns invalid when the invitee's account is frozen.

layer(deskLayer({ seed: 73 }), { timeout: "60 seconds" })("friend referrals on the emulator", (it) => {
  describe("invitations", () => {
    it.effect("each inviter sees its own invitees; status and paging", () =>
      Effect.gen(function* () {
        const { asSub, emulator, subUid } = yield* Accounts
        expect((yield* U.getFriendReferrals({})).records).toEqual([])
        const first = emulator.admin.invite()
        const second = emulator.admin.invite()
        const theirs = emulator.admin.invite({ inviterUid: subUid })
        expect(() => emulator.admin.invite({ inviterUid: "1" })).toThrow()
        const all = yield* U.getFriendReferrals({})
        expect(all.records.map((r) => [r.inviteeUid, r.status])).toEqual([
          [second, 0],
          [first, 0]
        ])
        expect((yield* asSub(U.getFriendReferrals({}))).records.map((r) => r.inviteeUid)).toEqual([theirs])
        const page1 = yield* U.getFriendReferrals({ size: "1" })
        const page2 = yield* U.getFriendReferrals({ size: "1", cursor: page1.nextCursor })
        expect([...page1.records, ...page2.records].map((r) => r.inviteeUid)).toEqual([second, first])
        expect(page2.nextCursor).toBe("")
        // the invitee's account is frozen: the relationship turns invalid
        const member = emulator.admin.exchange.member(first)
        if (member !== undefined) member.status = 4
        emulator.admin.moveClock(1_000)
        const invalid = yield* U.getFriendReferrals({ status: "1" })
        expect(invalid.records.map((r) => r.inviteeUid)).toEqual([first])
        expect(Number(invalid.records[0]?.updatedAt)).toBeGreaterThan(Number(invalid.records[0]?.createdAt))
        expect((yield* U.getFriendReferrals({ status: "0" })).records.map((r) => r.inviteeUid)).toEqual([second])
        expect(yield* tagOf(U.getFriendReferrals({ size: "101" }))).toBe("ParamsError")
        expect(yield* tagOf(U.getFriendReferrals({ cursor: "bogus" }))).toBe("ParamsError")
      })
    )

    it.effect("every route answered, the private ones also refused", () =>
      Effect.gen(function* () {
        const { asElsewhere } = yield* Accounts
        expect(yield* asElsewhere(tagOf(U.getFriendReferrals({})))).toBe("UnmatchedIp")
        yield* coverage("referrals")
      })
    )
  })
})
