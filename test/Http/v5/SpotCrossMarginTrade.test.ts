import { describe, expect, it } from "@effect/vitest"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as ExchangeError from "../../../src/Errors/ExchangeError.js"
import * as Endpoint from "../../../src/Http/Endpoint.js"
import * as SpotCrossMarginTrade from "../../../src/Http/v5/SpotCrossMarginTrade.js"
import { row, runTable } from "./fixture.js"

const docs = row("spot-cross-margin-trade")

describe("V5 spot cross margin (classic account) endpoints", () => {
  const table = [
    docs(SpotCrossMarginTrade.pledgeToken, (r) => {
      expect(r.list[0]).toMatchObject({ coin: "ETH", conversionRate: "0.95", liquidationOrder: 2 })
    }),
    docs(SpotCrossMarginTrade.borrowToken, (r) => {
      expect([r.list[0]!.borrowingPrecision, r.list[0]!.repaymentPrecision]).toEqual([5, 4])
    }),
    docs(SpotCrossMarginTrade.loanInfo, (r) => {
      expect(r.loanAbleAmount).toBe("19.220442066850037795")
      expect(r.maxLoanAmount).toBe("300")
    }),
    docs(SpotCrossMarginTrade.account, (r) => {
      expect(r.loanAccountList.map((c) => c.tokenId)).toEqual(["BTC", "ETH", "USDT", "USDC"])
      expect(r.loanAccountList[2]!.free).toBe("7963.58978991849")
      expect([r.status, r.switchStatus]).toEqual([1, 1])
    }),
    docs(SpotCrossMarginTrade.loan, (r) => expect(r.transactId).toBe("21005")),
    docs(SpotCrossMarginTrade.repay, (r) => expect(r.repayId).toBe("19070")),
    docs(SpotCrossMarginTrade.orders, (r) => {
      expect(r.list[0]!.createdTime).toBe(1677751839000)
      expect([r.list[0]!.status, r.list[0]!.type]).toEqual([2, 1])
      expect(r.list[0]!.interestAmount).toBe("0.0001")
    }),
    docs(SpotCrossMarginTrade.repayHistory, (r) => {
      expect(r.list[0]!.repayTime).toBe("1677751941000")
      expect(r.list[0]!.transactIds[0]!.repaidPrincipal).toBe("10")
      expect(r.list[0]!.transactIds[0]!.repaidAmount).toBe("10.0001")
    }),
    docs(SpotCrossMarginTrade.switchEndpoint, (r) => expect(r.switchStatus).toBe(0)),
    docs(SpotCrossMarginTrade.vipMarginData, (r) => {
      expect(r.vipCoinList[0]!.vipLevel).toBe("No VIP")
      expect(r.vipCoinList[0]!.list[0]).toMatchObject({
        currency: "BTC",
        borrowable: true,
        hourlyBorrowRate: "0.000003964522",
        maxBorrowingAmount: "5"
      })
    })
  ]
  runTable(table)

  it("every endpoint has a docs example in the table", () => {
    for (const endpoint of SpotCrossMarginTrade.endpoints) {
      expect(
        table.some((r) => r.title.includes(`(${endpoint.name})`)),
        endpoint.name
      ).toBe(true)
    }
  })

  it("validates repay and switch bodies", () => {
    const repay = Schema.decodeUnknownResult(SpotCrossMarginTrade.repay.request)
    expect(Result.isSuccess(repay({ coin: "ETH", completeRepayment: 1 }))).toBe(true)
    expect(Result.isSuccess(repay({ coin: "ETH", qty: "10" }))).toBe(true)
    expect(Result.isFailure(repay({ coin: "ETH", completeRepayment: 2 }))).toBe(true)
    const toggle = Schema.decodeUnknownResult(SpotCrossMarginTrade.switchEndpoint.request)
    expect(Result.isSuccess(toggle({ switch: 0 }))).toBe(true)
    expect(Result.isFailure(toggle({ switch: "0" }))).toBe(true)
  })

  it("coin lists are public, the rest signed with the spot permission", () => {
    expect(
      [SpotCrossMarginTrade.pledgeToken, SpotCrossMarginTrade.borrowToken, SpotCrossMarginTrade.vipMarginData].map(
        (e) => e.auth
      )
    ).toEqual(["public", "public", "public"])
    for (const endpoint of SpotCrossMarginTrade.endpoints.filter((e) => e.auth === "private")) {
      expect(Endpoint.permissionFor(endpoint, {}), endpoint.name).toEqual({ group: "Spot", name: "SpotTrade" })
    }
    expect(SpotCrossMarginTrade.loan.errors).toContain(ExchangeError.SpotMarginNotEnabled)
    expect(SpotCrossMarginTrade.loan.idempotent).toBe(false)
  })
})
