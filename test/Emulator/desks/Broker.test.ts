import { describe, expect, layer } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Fixed from "../../../src/Emulator/base/Fixed.js"
import * as B from "../../../src/Http/v5/Broker.js"
import * as Execution from "../../../src/Http/v5/Execution.js"
import * as Trade from "../../../src/Http/v5/Trade.js"
import * as User from "../../../src/Http/v5/User.js"
import { Accounts, coverage, layer as deskLayer, tagOf } from "../../support/DeskHarness.js"

// The exchange broker through the library: it earns a rebate on the fees its sub-account pays (reported up to
// yesterday), reads the sub-account's deposits, sets its sub-accounts' rate limits within its caps, has dedicated
// hostnames whitelisting its keys' IPs, and issues vouchers from a budget. The sub-account, on its own key, trades
// and is refused the broker's calls.

const u18 = (s: string | undefined): bigint => Fixed.parseRounded(s ?? "0", 18, "down") ?? -1n
const DAY = 86_400_000
const ymd = (ms: number): string => new Date(ms).toISOString().slice(0, 10).replaceAll("-", "")

layer(deskLayer({ seed: 71 }), { timeout: "60 seconds" })("the exchange broker on the emulator", (it) => {
  describe("before the account is a broker", () => {
    it.effect("every broker call is refused", () =>
      Effect.gen(function* () {
        expect(yield* tagOf(B.getExchangeBrokerAccountInfo())).toBe("BrokerMainAccountOnly")
        expect(yield* tagOf(B.getExchangeBrokerEarnings({}))).toBe("BrokerMainAccountOnly")
        expect(yield* tagOf(B.getBrokerRateLimitCap())).toBe("NotInstitutionalUser")
        expect(yield* tagOf(B.getBrokerEarnings({}))).toBe("PermissionDenied")
        expect(yield* tagOf(B.getBrokerVoucherSpec({ id: "80001" }))).toBe("BrokerNotFoundOrInvalidRewardParameter")
      })
    )
  })

  describe("a broker", () => {
    it.effect("earns a rebate on its sub-account's fees, reported up to yesterday", () =>
      Effect.gen(function* () {
        const { asSub, emulator, subUid } = yield* Accounts
        emulator.admin.rateLimits.setBroker(emulator.uid, "PRO1")
        const info = yield* B.getExchangeBrokerAccountInfo()
        expect([info.subAcctQty, info.baseFeeRebateRate.spot]).toEqual(["1", "30.00%"])
        yield* asSub(
          Trade.submitOrder({
            category: "spot",
            symbol: "BTCUSDT",
            side: "Buy",
            orderType: "Market",
            qty: "100",
            marketUnit: "quoteCoin"
          })
        )
        yield* asSub(
          Trade.submitOrder({ category: "linear", symbol: "BTCUSDT", side: "Buy", orderType: "Market", qty: "0.01" })
        )
        // the master's own fills earn nothing
        yield* Trade.submitOrder({
          category: "linear",
          symbol: "BTCUSDT",
          side: "Buy",
          orderType: "Market",
          qty: "0.01"
        })
        const fills = yield* asSub(Execution.getExecutionList({ category: "linear" }))
        const fee = u18(fills.list[0]?.execFee)
        expect(fee).toBeGreaterThan(0n)
        expect((yield* B.getExchangeBrokerEarnings({})).details).toEqual([])
        emulator.admin.moveClock(DAY)
        const earned = yield* B.getExchangeBrokerEarnings({})
        expect(earned.details.map((d) => [d.userId, d.bizType])).toEqual([
          [subUid, "DERIVATIVES"],
          [subUid, "SPOT"]
        ])
        expect(u18(earned.details[0]?.earning)).toBe((fee * 25n) / 100n)
        expect(earned.totalEarningCat.derivatives.map((c) => c.coin)).toEqual(["USDT"])
        const spot = yield* B.getExchangeBrokerEarnings({ bizType: "SPOT", uid: subUid })
        expect(spot.details.length).toBe(1)
        const today = emulator.admin.now()
        const byDay = yield* B.getExchangeBrokerEarnings({ begin: ymd(today - DAY), end: ymd(today - DAY) })
        expect(byDay.details.length).toBe(2)
        expect(yield* tagOf(B.getExchangeBrokerEarnings({ begin: ymd(today) }))).toBe("TimeRangeIncomplete")
        const old = B.getExchangeBrokerEarnings({ begin: ymd(today - 40 * DAY), end: ymd(today - 35 * DAY) })
        expect(yield* tagOf(old)).toBe("QueryTimeOutOfRange")
        expect(yield* tagOf(B.getExchangeBrokerEarnings({ limit: 0 }))).toBe("InvalidLimitParameter")
        expect(yield* tagOf(B.getExchangeBrokerEarnings({ cursor: "x" }))).toBe("InvalidCursor")
        const page = yield* B.getExchangeBrokerEarnings({ limit: 1 })
        const next = yield* B.getExchangeBrokerEarnings({ limit: 1, cursor: page.nextPageCursor ?? "" })
        expect([page.details[0]?.bizType, next.details[0]?.bizType]).toEqual(["DERIVATIVES", "SPOT"])
        const records = yield* B.getBrokerEarnings({})
        expect(records.list.map((r) => [r.userId, r.bizType])).toEqual([
          [subUid, "DERIVATIVES"],
          [subUid, "SPOT"]
        ])
        expect(yield* tagOf(B.getBrokerEarnings({ startTime: today, endTime: today - 1 }))).toBe("ParamsError")
        // the sub-account is no broker
        expect(yield* asSub(tagOf(B.getExchangeBrokerAccountInfo()))).toBe("PermissionDenied")
      })
    )

    it.effect("reads its sub-account's deposits, not its own", () =>
      Effect.gen(function* () {
        const { emulator, subUid } = yield* Accounts
        const id = emulator.admin.deposit("USDT", "500", { uid: subUid })
        emulator.admin.deposit("USDT", "700")
        const rows = (yield* B.getBrokerSubAccountDeposits({})).rows
        expect(rows.map((r) => [r.id, r.subMemberId, String(r.amount)])).toEqual([[id, subUid, "500"]])
        expect((yield* B.getBrokerSubAccountDeposits({ subMemberId: "1", coin: "USDT" })).rows).toEqual([])
        const now = emulator.admin.now()
        expect(yield* tagOf(B.getBrokerSubAccountDeposits({ startTime: now, endTime: now - 1 }))).toBe(
          "StartTimeNotBeforeEnd"
        )
      })
    )

    it.effect("sets its sub-account's rate limits within its caps", () =>
      Effect.gen(function* () {
        const { subUid } = yield* Accounts
        const caps = yield* B.getBrokerRateLimitCap()
        expect(caps.list.map((c) => [c.bizType, c.totalRate])).toEqual([
          ["SPOT", "0"],
          ["DERIVATIVES", "0"],
          ["OPTIONS", "0"]
        ])
        const set = yield* B.setBrokerRateLimit({ list: [{ uids: subUid, bizType: "SPOT", rate: 40 }] })
        expect(set.result.map((r) => r.success)).toEqual([true])
        expect((yield* B.getBrokerRateLimitCap()).list[0]?.totalRate).toBe("40")
        const all = yield* B.getAllBrokerRateLimits({ uids: subUid })
        expect(all.list.find((r) => r.bizType === "SPOT")?.rate).toBe(40)
        expect(yield* tagOf(B.getAllBrokerRateLimits({ cursor: "99" }))).toBe("InvalidCursor")
        expect(yield* tagOf(B.setBrokerRateLimit({ list: [{ uids: "1", bizType: "SPOT", rate: 5 }] }))).toBe(
          "UidPermissionDenied"
        )
      })
    )

    it.effect("has dedicated hostnames whitelisting its keys' IPs", () =>
      Effect.gen(function* () {
        const { subUid } = yield* Accounts
        // the whitelist answers the public call from an IP bound to one of the broker's keys
        expect(yield* B.getBrokerWhitelistIp()).toEqual([])
        yield* User.createSubUIDAPIKey({
          subuid: Number(subUid),
          readOnly: 1,
          ips: "127.0.0.1,10.2.0.1",
          permissions: { Spot: ["SpotTrade"] }
        })
        const hosts = yield* B.getBrokerWhitelistIp()
        expect(hosts.map((h) => [h.endpointDomain.includes(".broker."), h.ipList])).toEqual([
          // the harness's far key (bound to 10.9.9.9) is one of the broker's keys too
          [true, ["10.2.0.1", "10.9.9.9", "127.0.0.1"]],
          [true, ["10.2.0.1", "10.9.9.9", "127.0.0.1"]]
        ])
        const log = yield* B.getBrokerIpChangelog({})
        // newest first: binding two adds each to both hostnames; the far key's IP, bound when the master became a
        // broker, was enabled on both then
        expect(log.list.map((c) => c.operationType)).toEqual(["ADD", "ADD", "ADD", "ADD", "ENABLE", "ENABLE"])
        expect(yield* tagOf(B.getBrokerIpChangelog({ limit: 0 }))).toBe("ParamsError")
      })
    )

    it.effect("issues vouchers from its budget, once per spec code", () =>
      Effect.gen(function* () {
        const { emulator, subUid } = yield* Accounts
        const issue = (amount: string, specCode = "promo1") =>
          B.issueBrokerVoucher({ accountId: subUid, awardId: "80001", specCode, amount, brokerId: emulator.uid })
        yield* issue("100")
        yield* issue("100")
        expect(yield* tagOf(issue("150"))).toBe("BrokerNotFoundOrInvalidRewardParameter")
        expect(yield* tagOf(issue("20000", "promo2"))).toBe("RewardBudgetExceeded")
        const spec = yield* B.getBrokerVoucherSpec({ id: "80001" })
        expect([String(spec.totalAmount), String(spec.usedAmount)]).toEqual(["10000", "100"])
        const record = yield* B.getBrokerIssuedVoucher({ accountId: subUid, awardId: "80001", specCode: "promo1" })
        expect([String(record.amount), record.isClaimed]).toEqual(["100", true])
        const missing = B.getBrokerIssuedVoucher({ accountId: subUid, awardId: "80001", specCode: "nope" })
        expect(yield* tagOf(missing)).toBe("ResourceNotFound")
        expect(yield* tagOf(B.getBrokerVoucherSpec({ id: "1" }))).toBe("ResourceNotFound")
      })
    )

    it.effect("every route answered, the private ones also refused", () =>
      Effect.gen(function* () {
        yield* coverage("broker")
        yield* coverage("broker rate limits")
        yield* coverage("broker hostnames")
      })
    )
  })
})
