import { describe, expect, it } from "@effect/vitest"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as ExchangeError from "../../../src/Errors/ExchangeError.js"
import * as Broker from "../../../src/Http/v5/Broker.js"
import { row, runTable } from "./fixture.js"

const docs = row("broker")

describe("V5 broker endpoints", () => {
  const table = [
    docs(Broker.earningsInfo, (r) => {
      expect(r.totalEarningCat.spot).toEqual([])
      expect(r.totalEarningCat.fiatConvert?.[0]?.earning).toBe("0.00054991")
      expect(r.details[0]).toMatchObject({
        bizType: "FIAT_CONVERT",
        markupEarning: "0.00031423",
        execTime: "1719785271731"
      })
    }),
    docs(Broker.accountInfo, (r) => {
      expect([r.subAcctQty, r.maxSubAcctQty]).toEqual(["2", "20"])
      expect(r.markupFeeRebateRate.convert).toBe("3.00%")
      expect(r.baseFeeRebateRate.spot).toBe("10.0%")
    }),
    docs(Broker.subMemberDepositRecord, (r) => {
      expect(r.rows).toEqual([])
      expect(r.nextPageCursor).toBe("")
    }),
    docs(Broker.setRateLimit, (r) => {
      expect(r.result[0]).toMatchObject({ uids: "290118", bizType: "SPOT", rate: 600, success: true })
    }),
    docs(Broker.rateLimitCap, (r) => {
      expect(r.list.map((c) => [c.bizType, c.totalRate])).toEqual([
        ["SPOT", "825"],
        ["OPTIONS", "760"],
        ["DERIVATIVES", "760"]
      ])
    }),
    docs(Broker.rateLimitAll, (r) => {
      expect(r.list.map((l) => l.rate)).toEqual([223, 223, 298])
      expect(r.list[2]!.uids.split(",")).toHaveLength(4)
    }),
    docs(Broker.awardInfo, (r) => {
      expect([r.totalAmount, r.usedAmount]).toEqual(["10000", "100"])
      expect(r.amountUnit).toBe("AWARD_AMOUNT_UNIT_USD")
    }),
    docs(Broker.distributeAward, (r) => expect(r).toBeUndefined()),
    docs(Broker.distributionRecord, (r) => {
      expect(r.isClaimed).toBe(true)
      expect([r.effectiveAt, r.ineffectiveAt]).toEqual(["1726531200", "1733817600"])
      expect(r.usedAmount).toBe("")
    }),
    docs(Broker.ipChangelog, (r) => {
      expect(r.list.map((c) => c.ipAddress)).toEqual(["193.118.167.247", "18.99.43.128/25"])
      expect(r.list[0]!.operator).toBe("wood.liang1")
    }),
    docs(Broker.whitelistIp, (r) => {
      expect(r.map((w) => w.endpointDomain)).toEqual(["cabxxx0bnh.bybit-aws.com", "vgjzztjbx91ajfj.bybit.com"])
      expect(r[1]!.ipList).toHaveLength(3)
    }),
    docs(Broker.earningRecord, (r) => {
      expect(r.list[0]).toMatchObject({ bizType: "SPOT", coin: "BTC", earning: "0.000015", execTime: "1686306035957" })
      expect(r.nextPageCursor).toBe("0%2C1")
    })
  ]
  runTable(table)

  it("every endpoint has a docs example in the table", () => {
    for (const endpoint of Broker.endpoints) {
      expect(
        table.some((r) => r.title.includes(`(${endpoint.name})`)),
        endpoint.name
      ).toBe(true)
    }
  })

  it("validates dates, rate-limit settings and voucher spec codes", () => {
    const earnings = Schema.decodeUnknownResult(Broker.earningsInfo.request)
    expect(Result.isSuccess(earnings({ bizType: "SPOT", begin: "20231201", end: "20231207" }))).toBe(true)
    expect(Result.isFailure(earnings({ begin: "2023-12-01" }))).toBe(true)
    expect(Result.isFailure(earnings({ bizType: "FUTURES" }))).toBe(true)
    // the deprecated records take ms timestamps and at most 1000 rows
    const records = Schema.decodeUnknownResult(Broker.earningRecord.request)
    expect(Result.isSuccess(records({ bizType: "SPOT", startTime: 1686240000000, endTime: 1686326400000 }))).toBe(true)
    expect(Result.isFailure(records({ limit: 1001 }))).toBe(true)
    expect(Result.isFailure(records({ bizType: "CONVERT" }))).toBe(true)
    const set = Schema.decodeUnknownResult(Broker.setRateLimit.request)
    expect(Result.isSuccess(set({ list: [{ uids: "290118", bizType: "SPOT", rate: 600 }] }))).toBe(true)
    expect(Result.isFailure(set({ list: [] }))).toBe(true)
    expect(Result.isFailure(set({ list: [{ uids: "290118", bizType: "CONVERT", rate: 600 }] }))).toBe(true)
    const issue = Schema.decodeUnknownResult(Broker.distributeAward.request)
    const voucher = { accountId: "2846381", awardId: "123456", amount: "100", brokerId: "v-28478" }
    expect(Result.isSuccess(issue({ ...voucher, specCode: "award001" }))).toBe(true)
    expect(Result.isFailure(issue({ ...voucher, specCode: "award-0001" }))).toBe(true)
  })

  it("master-only broker reads; voucher reads are POSTs safe to retry; reward errors documented", () => {
    for (const endpoint of [
      Broker.earningsInfo,
      Broker.accountInfo,
      Broker.subMemberDepositRecord,
      Broker.rateLimitCap,
      Broker.earningRecord
    ]) {
      expect(endpoint.masterOnly, endpoint.name).toBe(true)
    }
    expect(Broker.setRateLimit.masterOnly).toBe(false)
    expect([Broker.awardInfo.idempotent, Broker.distributionRecord.idempotent]).toEqual([true, true])
    expect(Broker.distributeAward.idempotent).toBe(false)
    expect(Broker.distributeAward.errors).toContain(ExchangeError.RewardBudgetExceeded)
    expect(Broker.earningsInfo.pagination).toEqual({ cursor: "nextPageCursor", list: "details" })
    expect(Broker.earningRecord.pagination).toEqual({ cursor: "nextPageCursor", list: "list" })
  })
})
