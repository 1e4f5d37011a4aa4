import { describe, expect, layer } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as Stream from "effect/Stream"
import { BybitHttp } from "../../../src/Http/BybitHttp.js"
import * as Paginate from "../../../src/Http/Paginate.js"
import * as Api from "../../../src/Http/v5/RateLimitApi.js"
import * as Trade from "../../../src/Http/v5/Trade.js"
import { Accounts, coverage, layer as deskLayer, tagOf } from "../../support/DeskHarness.js"

// The rate-limit API on the emulator, through the library: institutions set their UIDs' trade limits, within the
// pro level's caps, only on UIDs they own; and the REST server enforces what they set (the X-Bapi-Limit header of
// the sub-account's next spot order says so), while the master's own limit stays the default.

const spotOrderLimit = Effect.gen(function* () {
  const http = yield* BybitHttp
  const placed = yield* http.callWithMeta(Trade.create, {
    category: "spot",
    symbol: "BTCUSDT",
    side: "Buy",
    orderType: "Limit",
    qty: "0.02",
    price: "1000"
  })
  return Option.map(placed.rateLimit, (r) => r.limit)
})

layer(deskLayer({ seed: 43 }), { timeout: "60 seconds" })("the rate-limit API on the emulator", (it) => {
  describe("before the account is an institution", () => {
    it.effect("setting rates and reading the caps answer 3500002; reading one's own rate works", () =>
      Effect.gen(function* () {
        const { masterUid } = yield* Accounts
        const set = Api.setApiRateLimit({ list: [{ uids: masterUid, bizType: "SPOT", rate: 100 }] })
        expect(yield* tagOf(set)).toBe("NotInstitutionalUser")
        expect(yield* tagOf(Api.getRateLimitCap({}))).toBe("NotInstitutionalUser")
        expect(yield* tagOf(Api.getAllRateLimits({}))).toBe("NotInstitutionalUser")
        const own = yield* Api.queryApiRateLimit({ uids: masterUid })
        expect(own.list.map((r) => [r.bizType, Number(r.rate)])).toEqual([
          ["SPOT", 20],
          ["DERIVATIVES", 10],
          ["OPTIONS", 10]
        ])
      })
    )
  })

  describe("an institution (PRO1)", () => {
    it.effect("sets a sub-account's spot rate, and the sub-account's next spot order is limited by it", () =>
      Effect.gen(function* () {
        const { emulator, masterUid, subUid, asSub } = yield* Accounts
        emulator.admin.rateLimits.setInstitution(masterUid, "PRO1")
        const set = yield* Api.setApiRateLimit({ list: [{ uids: subUid, bizType: "SPOT", rate: 150 }] })
        expect(set.result.map((r) => [r.uids, r.bizType, Number(r.rate), r.success, r.msg])).toEqual([
          [subUid, "SPOT", 150, true, "API limit updated successfully"]
        ])
        const read = yield* asSub(Api.queryApiRateLimit({ uids: subUid }))
        expect(read.list.map((r) => [r.bizType, Number(r.rate)])).toEqual([
          ["SPOT", 150],
          ["DERIVATIVES", 10],
          ["OPTIONS", 10]
        ])
        expect(yield* asSub(spotOrderLimit)).toEqual(Option.some(150))
        expect(yield* spotOrderLimit).toEqual(Option.some(20))
      })
    )

    it.effect("refuses a rate over the per-UID cap per item, and UIDs the caller does not own", () =>
      Effect.gen(function* () {
        const { masterUid, subUid, asSub } = yield* Accounts
        const over = yield* Api.setApiRateLimit({
          list: [
            { uids: subUid, bizType: "DERIVATIVES", rate: 201 },
            { uids: subUid, bizType: "OPTIONS", rate: 50 }
          ]
        })
        expect(over.result.map((r) => [r.bizType, r.success, r.msg])).toEqual([
          ["DERIVATIVES", false, "Requested limit exceeds maximum allowed per user"],
          ["OPTIONS", true, "API limit updated successfully"]
        ])
        // a master sets its sub-accounts only; a sub-account itself only; reads likewise
        const own = Api.setApiRateLimit({ list: [{ uids: masterUid, bizType: "SPOT", rate: 100 }] })
        expect(yield* tagOf(own)).toBe("UidPermissionDenied")
        const stranger = Api.setApiRateLimit({ list: [{ uids: "999999999", bizType: "SPOT", rate: 100 }] })
        expect(yield* tagOf(stranger)).toBe("UidPermissionDenied")
        expect(yield* tagOf(asSub(Api.queryApiRateLimit({ uids: masterUid })))).toBe("UidPermissionDenied")
        const self = yield* asSub(Api.setApiRateLimit({ list: [{ uids: subUid, bizType: "SPOT", rate: 120 }] }))
        expect(self.result[0]?.success).toBe(true)
        expect(yield* tagOf(Api.queryApiRateLimit({ uids: "12a" }))).toBe("ParamsError")
      })
    )

    it.effect("the caps count only the rates set, and the whole list pages through the institution", () =>
      Effect.gen(function* () {
        const { masterUid, subUid } = yield* Accounts
        const caps = yield* Api.getRateLimitCap({})
        expect(caps.list.map((c) => [c.bizType, Number(c.totalRate), Number(c.insCap), Number(c.uidCap)])).toEqual([
          ["SPOT", 120, 10_000, 200],
          ["DERIVATIVES", 0, 10_000, 200],
          ["OPTIONS", 50, 10_000, 200]
        ])
        const all = yield* Api.getAllRateLimits({})
        expect(all.list.map((r) => [r.uids, r.bizType, Number(r.rate)])).toEqual([
          [masterUid, "SPOT", 20],
          [subUid, "SPOT", 120],
          [`${masterUid},${subUid}`, "DERIVATIVES", 10],
          [masterUid, "OPTIONS", 10],
          [subUid, "OPTIONS", 50]
        ])
        const paged = yield* Stream.runCollect(Paginate.paginate(Api.queryAll, { limit: "2" }))
        expect(paged).toEqual(all.list)
        expect(yield* tagOf(Api.getAllRateLimits({ uids: "999999999" }))).toBe("UidPermissionDenied")
        expect(yield* tagOf(Api.getAllRateLimits({ limit: "1001" }))).toBe("ParamsError")
      })
    )

    it.effect("every route answered, every documented refusal seen, no contract violation", () =>
      coverage("rate-limit API")
    )
  })
})
