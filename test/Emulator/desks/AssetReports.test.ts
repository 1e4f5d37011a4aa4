import { describe, expect, layer } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Asset from "../../../src/Http/v5/Asset.js"
import { Accounts, coverage, layer as deskLayer, tagOf } from "../../support/DeskHarness.js"

// The asset reports through the library: the overview per wallet valued in USD, every member's assets, the
// classic spot asset info, the conversions as coin exchange records, the universal-transfer switch and the Travel
// Rule questionnaire of a large deposit. The master and a sub-account each see only their own (the master also its
// sub's where the docs let it).

const num = (x: unknown) => Number(String(x))

layer(deskLayer({ seed: 41 }), { timeout: "60 seconds" })("asset reports on the emulator", (it) => {
  describe("balances", () => {
    it.effect("the overview values each wallet at the emulator's prices and follows transfers", () =>
      Effect.gen(function* () {
        const { asSub, emulator, subUid } = yield* Accounts
        const before = yield* Asset.getAssetOverview({})
        const uta = before.list.find((a) => a.accountType === "UnifiedTradingAccount")
        expect(uta?.coinDetail?.map((c) => [c.coin, String(c.equity)])).toContainEqual(["USDT", "100000"])
        expect(num(before.totalEquity)).toBeCloseTo(
          before.list.reduce((sum, a) => sum + num(a.totalEquity), 0),
          6
        )
        emulator.admin.setBalance("BTC", "2", { accountType: "FUND" })
        const after = yield* Asset.getAssetOverview({ accountType: "FundingAccount" })
        expect(after.list.map((a) => a.accountType)).toEqual(["FundingAccount"])
        expect(after.list[0]?.coinDetail?.map((c) => [c.coin, String(c.equity)])).toEqual([
          ["BTC", "2"],
          ["USDT", "10000"]
        ])
        expect(num(after.totalEquity)).toBeGreaterThan(10_000)
        // the master reads its sub's, the sub only its own
        const ofSub = yield* Asset.getAssetOverview({ memberId: subUid, accountType: "FundingAccount" })
        expect(ofSub.list[0]?.coinDetail).toEqual([])
        expect((yield* asSub(Asset.getAssetOverview({}))).list.map((a) => String(a.totalEquity))).toEqual([
          "0",
          "100000"
        ])
        expect(yield* tagOf(asSub(Asset.getAssetOverview({ memberId: emulator.uid })))).toBe("ParamsError")
        expect(yield* tagOf(Asset.getAssetOverview({ accountType: "Nope" }))).toBe("ParamsError")
        expect(yield* tagOf(Asset.getAssetOverview({ valuationCurrency: "XYZ" }))).toBe("ParamsError")
      })
    )

    it.effect("total members assets: the master and its subs, per wallet, in USD and the quote coin", () =>
      Effect.gen(function* () {
        const { asSub, subUid, masterUid } = yield* Accounts
        const all = yield* Asset.getTotalMembersAssets({ coin: "USDT" })
        expect(all.list.map((m) => String(m.uid))).toEqual([masterUid, subUid])
        expect(all.list[0]?.isM).toBe(true)
        expect(all.list[1]?.type).toBe(1)
        const sub = all.list[1]
        expect(sub?.items.map((i) => [i.type, String(i.origb)])).toEqual([
          ["ACCOUNT_TYPE_FUND", "0"],
          ["ACCOUNT_TYPE_UNIFIED", "100000"]
        ])
        expect(num(all.total)).toBeCloseTo(
          all.list.reduce((s, m) => s + num(m.origb), 0),
          4
        )
        const inBtc = yield* Asset.getTotalMembersAssets({})
        expect(num(inBtc.quoteTotal)).toBeLessThan(num(inBtc.total))
        expect((yield* asSub(Asset.getTotalMembersAssets({}))).list.map((m) => String(m.uid))).toEqual([subUid])
        expect(yield* tagOf(Asset.getTotalMembersAssets({ coin: "NOPE" }))).toBe("ParamsError")
      })
    )

    it.effect("spot asset info: a classic account's free and frozen coins, nothing once unified", () =>
      Effect.gen(function* () {
        const { asSub, emulator, subUid } = yield* Accounts
        expect((yield* Asset.getAssetInfo({ accountType: "SPOT" })).spot.assets).toEqual([])
        emulator.admin.setAccountMode(1, { uid: subUid })
        const spot = yield* asSub(Asset.getAssetInfo({ accountType: "SPOT", coin: "USDT" }))
        expect(spot.spot.assets.map((a) => [a.coin, String(a.free), String(a.frozen)])).toEqual([
          ["USDT", "100000", "0"]
        ])
        expect((yield* asSub(Asset.getAssetInfo({ accountType: "SPOT", coin: "BTC" }))).spot.assets).toEqual([])
        emulator.admin.setAccountMode(5, { uid: subUid })
      })
    )
  })

  describe("records and chores", () => {
    it.effect("conversions are listed as coin exchange records, newest first, paged", () =>
      Effect.gen(function* () {
        const { asSub } = yield* Accounts
        const uta = { accountType: "eb_convert_uta" } as const
        for (const amount of ["100", "200"]) {
          const quote = yield* Asset.requestConvertQuote({
            ...uta,
            fromCoin: "USDT",
            toCoin: "BTC",
            requestCoin: "USDT",
            requestAmount: amount
          })
          yield* Asset.confirmConvertQuote({ quoteTxId: quote.quoteTxId })
        }
        const first = yield* Asset.getCoinExchangeRecords({ limit: 1 })
        expect(first.orderBody.map((r) => [r.fromCoin, r.toCoin, String(r.fromAmount)])).toEqual([
          ["USDT", "BTC", "200"]
        ])
        expect(String(first.orderBody[0]?.createdTime)).toMatch(/^\d{10}$/)
        const second = yield* Asset.getCoinExchangeRecords({ limit: 1, cursor: first.nextPageCursor ?? "" })
        expect(second.orderBody.map((r) => String(r.fromAmount))).toEqual(["100"])
        expect(second.nextPageCursor).toBe("")
        expect((yield* Asset.getCoinExchangeRecords({ toCoin: "USDT" })).orderBody).toEqual([])
        expect((yield* asSub(Asset.getCoinExchangeRecords({}))).orderBody).toEqual([])
        expect(yield* tagOf(Asset.getCoinExchangeRecords({ limit: 51 }))).toBe("ParamsError")
        expect(yield* tagOf(Asset.getCoinExchangeRecords({ cursor: "bogus" }))).toBe("ParamsError")
      })
    )

    it.effect("the universal-transfer switch takes the caller's own sub UIDs only", () =>
      Effect.gen(function* () {
        const { subUid } = yield* Accounts
        yield* Asset.enableUniversalTransferForSubUIDs({ subMemberIds: [subUid] })
        const transferable = yield* Asset.getSubUID()
        expect(transferable.transferableSubMemberIds).toContain(subUid)
        expect(yield* tagOf(Asset.enableUniversalTransferForSubUIDs({ subMemberIds: ["1"] }))).toBe("ParamsError")
        const two = Asset.enableUniversalTransferForSubUIDs({ subMemberIds: [subUid, subUid] })
        expect(yield* tagOf(two)).toBe("ParamsError")
      })
    )

    it.effect("a large deposit waits for the originator's details; a complete questionnaire approves it", () =>
      Effect.gen(function* () {
        const { asSub, emulator, subUid } = yield* Accounts
        const small = emulator.admin.deposit("USDT", "50")
        const large = emulator.admin.deposit("USDT", "5000", { uid: subUid })
        const answers = JSON.stringify({ walletType: 0, legalType: "individual", firstName: "A", lastName: "B" })
        const missing = JSON.stringify({ legalType: "individual" })
        const id = (s: string) => Number(s)
        // the master answers for its sub; the sub for itself
        const partial = yield* Asset.submitDepositOriginatorInfo({
          depositId: id(large),
          subAccountId: Number(subUid),
          questionnaire: missing
        })
        expect(partial.travelRuleStatus).toBe(1)
        const done = yield* asSub(Asset.submitDepositOriginatorInfo({ depositId: id(large), questionnaire: answers }))
        expect(done.travelRuleStatus).toBe(0)
        const again = Asset.submitDepositOriginatorInfo({ depositId: id(large), questionnaire: answers })
        expect(yield* tagOf(asSub(again))).toBe("ParamsError")
        expect(yield* tagOf(Asset.submitDepositOriginatorInfo({ depositId: id(small), questionnaire: answers }))).toBe(
          "ParamsError"
        )
        // another account's deposit is not found, and a questionnaire must be a JSON object
        expect(yield* tagOf(Asset.submitDepositOriginatorInfo({ depositId: id(large), questionnaire: answers }))).toBe(
          "ParamsError"
        )
        expect(yield* tagOf(Asset.submitDepositOriginatorInfo({ depositId: id(small), questionnaire: "[1,2]" }))).toBe(
          "ParamsError"
        )
      })
    )

    it.effect("every route answered, the private ones also refused", () =>
      Effect.gen(function* () {
        const { asElsewhere } = yield* Accounts
        const refused = yield* asElsewhere(
          Effect.all([
            tagOf(Asset.getAssetOverview({})),
            tagOf(Asset.getTotalMembersAssets({})),
            tagOf(Asset.getAssetInfo({ accountType: "SPOT" }))
          ])
        )
        expect(refused).toEqual(["UnmatchedIp", "UnmatchedIp", "UnmatchedIp"])
        yield* coverage("asset reports")
      })
    )
  })
})
