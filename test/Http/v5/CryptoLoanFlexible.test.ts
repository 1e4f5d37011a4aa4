import { describe, expect, it } from "@effect/vitest"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as ExchangeError from "../../../src/Errors/ExchangeError.js"
import * as Endpoint from "../../../src/Http/Endpoint.js"
import * as CryptoLoanFlexible from "../../../src/Http/v5/CryptoLoanFlexible.js"
import { row, runTable } from "./fixture.js"

const docs = row("crypto-loan-flexible")

describe("V5 flexible crypto loan endpoints", () => {
  const table = [
    docs(CryptoLoanFlexible.borrow, (r) => expect(r.orderId).toBe("1363")),
    docs(CryptoLoanFlexible.repay, (r) => expect(r.repayId).toBe("1771")),
    docs(CryptoLoanFlexible.repayCollateral, (r) => expect(r).toEqual({})),
    docs(CryptoLoanFlexible.ongoingCoin, (r) => {
      expect(r.list[0]).toMatchObject({ loanCurrency: "ETH", unpaidAmount: "0.1", unpaidInterest: "0.00000019" })
    }),
    docs(CryptoLoanFlexible.borrowHistory, (r) => {
      expect(r.list.map((b) => b.orderId)).toEqual(["1364", "1363"])
      expect(r.list[0]!.borrowTime).toBe(1752569950643)
      expect(r.nextPageCursor).toBe("1363")
    }),
    docs(CryptoLoanFlexible.repaymentHistory, (r) => {
      expect(r.list.map((p) => p.repayAmount)).toEqual(["0.007", "0.006", "0.005"])
      expect([r.list[2]!.repayStatus, r.list[2]!.repayType]).toEqual([1, 1])
    }),
    docs(CryptoLoanFlexible.availableInventory, (r) => {
      expect([r.currency, r.availableInventory, r.updateTime]).toEqual(["USDT", "100000000", "1699272487"])
    })
  ]
  runTable(table)

  it("every endpoint has a docs example in the table", () => {
    for (const endpoint of CryptoLoanFlexible.endpoints) {
      expect(
        table.some((r) => r.title.includes(`(${endpoint.name})`)),
        endpoint.name
      ).toBe(true)
    }
  })

  it("validates the borrow body: decimal amounts, at most 100 collateral coins", () => {
    const borrow = Schema.decodeUnknownResult(CryptoLoanFlexible.borrow.request)
    const collateral = [
      { currency: "USDT", amount: "1000" },
      { currency: "ETH", amount: "1" }
    ]
    expect(Result.isSuccess(borrow({ loanCurrency: "BTC", loanAmount: "0.1", collateralList: collateral }))).toBe(true)
    expect(Result.isFailure(borrow({ loanCurrency: "BTC", loanAmount: 0.1 }))).toBe(true)
    const tooMany = Array.from({ length: 101 }, () => ({ currency: "USDT", amount: "1" }))
    expect(Result.isFailure(borrow({ loanCurrency: "BTC", loanAmount: "0.1", collateralList: tooMany }))).toBe(true)
  })

  it("all calls are signed with spot trading; borrow documents the pool and LTV errors", () => {
    for (const endpoint of CryptoLoanFlexible.endpoints) {
      expect(endpoint.auth).toBe("private")
      expect(Endpoint.permissionFor(endpoint, {}), endpoint.name).toEqual({ group: "Spot", name: "SpotTrade" })
    }
    expect(CryptoLoanFlexible.borrow.errors).toContain(ExchangeError.FundingPoolInsufficient)
    expect(CryptoLoanFlexible.borrow.errors).toContain(ExchangeError.LtvAboveRiskThreshold)
    expect(CryptoLoanFlexible.repay.errors).toContain(ExchangeError.NoOutstandingDebt)
  })
})
