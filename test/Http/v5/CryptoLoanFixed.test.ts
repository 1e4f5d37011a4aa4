import { describe, expect, it } from "@effect/vitest"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as ExchangeError from "../../../src/Errors/ExchangeError.js"
import * as Endpoint from "../../../src/Http/Endpoint.js"
import * as CryptoLoanFixed from "../../../src/Http/v5/CryptoLoanFixed.js"
import { row, runTable } from "./fixture.js"

const docs = row("crypto-loan-fixed")

describe("V5 fixed crypto loan endpoints", () => {
  const table = [
    docs(CryptoLoanFixed.supplyOrderQuote, (r) => {
      expect(r.list.map((q) => q.term)).toEqual([60, 7])
      expect(r.list[1]!.qty).toBe("212.1234")
    }),
    docs(CryptoLoanFixed.borrowOrderQuote, (r) => {
      expect(r.list[0]).toMatchObject({ annualRate: "0.04", qty: "988.78", term: 14 })
    }),
    docs(CryptoLoanFixed.borrow, (r) => expect(r.orderId).toBe("13007")),
    docs(CryptoLoanFixed.supply, (r) => expect(r.orderId).toBe("13007")),
    docs(CryptoLoanFixed.borrowOrderCancel, (r) => expect(r).toEqual({})),
    docs(CryptoLoanFixed.supplyOrderCancel, (r) => expect(r).toEqual({})),
    docs(CryptoLoanFixed.borrowContractInfo, (r) => {
      expect(r.list.map((c) => c.loanId)).toEqual(["571", "570"])
      expect(r.list[0]!.residualPrincipal).toBe("1.4")
      expect([r.list[0]!.status, r.list[0]!.repayType]).toEqual([1, "1"])
      expect(r.nextPageCursor).toBe("568")
    }),
    docs(CryptoLoanFixed.supplyContractInfo, (r) => {
      expect(r.list[0]!.interest).toBe("0.13041095890410959")
      expect(r.list[0]!.interestPaid).toBeUndefined()
      expect(r.list[0]!.supplyAmount).toBe("800")
    }),
    docs(CryptoLoanFixed.borrowOrderInfo, (r) => {
      expect(r.list[0]).toMatchObject({ orderId: 13010, orderCurrency: "MANA", state: 1, term: 30, repayType: "2" })
    }),
    docs(CryptoLoanFixed.supplyOrderInfo, (r) => {
      expect([r.list[0]!.filledQty, r.list[0]!.orderQty]).toEqual(["800", "1020"])
      expect(r.list[0]!.state).toBe(2)
      expect(r.list[0]!.repayType).toBeUndefined()
    }),
    docs(CryptoLoanFixed.fullyRepay, (r) => expect(r.repayId).toBe("1771")),
    docs(CryptoLoanFixed.repayCollateral, (r) => expect(r).toEqual({})),
    docs(CryptoLoanFixed.repaymentHistory, (r) => {
      expect(r.list[0]!.details.map((d) => [d.loanId, d.repayAmount])).toEqual([
        ["568", "0.1"],
        ["571", "1.4"]
      ])
      expect(r.list[0]!.repayAmount).toBe("1.5")
      expect(r.list[0]!.repayTime).toBe(1752717174353)
    }),
    docs(CryptoLoanFixed.renew, (r) => expect(r.orderId).toBe(49)),
    docs(CryptoLoanFixed.renewInfo, (r) => {
      expect(r.list[0]).toMatchObject({ autoRepay: 2, loanId: "2364", renewLoanNo: "2092170365690461952" })
    }),
    docs(CryptoLoanFixed.availableInventory, (r) => {
      expect([r.term, r.annualRate, r.availableInventory]).toEqual(["7", "0.02", "50000000"])
    })
  ]
  runTable(table)

  it("every endpoint has a docs example in the table", () => {
    for (const endpoint of CryptoLoanFixed.endpoints) {
      expect(
        table.some((r) => r.title.includes(`(${endpoint.name})`)),
        endpoint.name
      ).toBe(true)
    }
  })

  it("validates terms, rates, repay types and market sort fields", () => {
    const borrow = Schema.decodeUnknownResult(CryptoLoanFixed.borrow.request)
    const base = { orderCurrency: "ETH", orderAmount: "1.5", annualRate: "0.022", term: "30" }
    expect(
      Result.isSuccess(borrow({ ...base, repayType: "2", collateralList: [{ currency: "BTC", amount: "0.1" }] }))
    ).toBe(true)
    expect(Result.isFailure(borrow({ ...base, term: "60" }))).toBe(true)
    expect(Result.isFailure(borrow({ ...base, annualRate: "2%" }))).toBe(true)
    expect(Result.isFailure(borrow({ ...base, repayType: "0" }))).toBe(true)
    const market = Schema.decodeUnknownResult(CryptoLoanFixed.borrowOrderQuote.request)
    expect(Result.isSuccess(market({ orderCurrency: "USDT", orderBy: "apy", sort: 1 }))).toBe(true)
    expect(Result.isFailure(market({ orderCurrency: "USDT", orderBy: "rate" }))).toBe(true)
  })

  it("markets are public; orders need spot trading and document their failures", () => {
    expect([CryptoLoanFixed.supplyOrderQuote.auth, CryptoLoanFixed.borrowOrderQuote.auth]).toEqual(["public", "public"])
    for (const endpoint of CryptoLoanFixed.endpoints.filter((e) => e.auth === "private")) {
      expect(Endpoint.permissionFor(endpoint, {}), endpoint.name).toEqual({ group: "Spot", name: "SpotTrade" })
    }
    expect(CryptoLoanFixed.borrow.errors).toContain(ExchangeError.LendingRateUnsupported)
    expect(CryptoLoanFixed.borrowOrderCancel.errors).toContain(ExchangeError.LoanCancellationFailed)
    expect(CryptoLoanFixed.repayCollateral.path).toBe("/v5/crypto-loan-fixed/repay-collateral")
  })
})
