import { describe, expect, it } from "@effect/vitest"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as ExchangeError from "../../../src/Errors/ExchangeError.js"
import * as Endpoint from "../../../src/Http/Endpoint.js"
import * as CryptoLoan from "../../../src/Http/v5/CryptoLoan.js"
import { row, runTable } from "./fixture.js"

const docs = row("crypto-loan")

describe("V5 legacy crypto loan endpoints", () => {
  const table = [
    docs(CryptoLoan.collateralData, (r) => {
      expect(r.vipCoinList[0]!.vipLevel).toBe("PRO1")
      expect(r.vipCoinList[0]!.list[0]).toMatchObject({ currency: "ETH", collateralAccuracy: 8, marginCallLTV: "0.87" })
    }),
    docs(CryptoLoan.loanableData, (r) => {
      const usdt = r.vipCoinList[0]!.list[0]!
      expect(usdt.hourlyInterestRate30D).toBe("0.00002349")
      expect([usdt.hourlyInterestRate90D, usdt.hourlyInterestRate180D]).toEqual(["", ""])
    }),
    docs(CryptoLoan.borrowableCollateralisable, (r) => {
      expect(r.maxLoanAmount).toBe("8000000")
      expect(r.minCollateralAmount).toBe("0.000412394330138818")
    }),
    docs(CryptoLoan.borrow, (r) => expect(r.orderId).toBe("1794267532472646144")),
    docs(CryptoLoan.repay, (r) => expect(r.repayId).toBe("1794271131730737664")),
    docs(CryptoLoan.ongoingOrders, (r) => {
      expect(r.list[0]!.totalDebt).toBe("1888.005198")
      expect(r.list[0]!.loanTerm).toBe("30")
      expect(r.nextPageCursor).toBe("")
    }),
    docs(CryptoLoan.repaymentHistory, (r) => {
      expect([r.list[0]!.repayStatus, r.list[0]!.repayType]).toEqual([1, "1"])
      expect(r.list[0]!.loanTerm).toBe("")
    }),
    docs(CryptoLoan.borrowHistory, (r) => {
      expect(r.list[0]!.repaidInterest).toBe("0.00000515")
      expect(r.list[0]!.status).toBe(1)
    }),
    docs(CryptoLoan.maxCollateralAmount, (r) => expect(r.maxCollateralAmount).toBe("0.00210611")),
    docs(CryptoLoan.adjustLtv, (r) => expect(r.adjustId).toBe("1794318409405331968")),
    docs(CryptoLoan.adjustmentHistory, (r) => {
      expect([r.list[0]!.preLTV, r.list[0]!.afterLTV]).toEqual(["0.6546", "0.7164"])
      expect(r.list[0]!.direction).toBe(1)
      expect(r.list[0]!.amount).toBe("0.001")
      expect(r.nextPageCursor).toBe("1844656778923966466")
    })
  ]
  runTable(table)

  it("every endpoint has a docs example in the table", () => {
    for (const endpoint of CryptoLoan.endpoints) {
      expect(
        table.some((r) => r.title.includes(`(${endpoint.name})`)),
        endpoint.name
      ).toBe(true)
    }
  })

  it("validates terms and adjustment directions before sending", () => {
    const borrow = Schema.decodeUnknownResult(CryptoLoan.borrow.request)
    expect(Result.isSuccess(borrow({ loanCurrency: "USDT", loanAmount: "550", collateralCurrency: "BTC" }))).toBe(true)
    expect(Result.isSuccess(borrow({ loanCurrency: "USDT", loanTerm: "30", collateralCurrency: "BTC" }))).toBe(true)
    expect(Result.isFailure(borrow({ loanCurrency: "USDT", loanTerm: "60", collateralCurrency: "BTC" }))).toBe(true)
    const adjust = Schema.decodeUnknownResult(CryptoLoan.adjustLtv.request)
    expect(Result.isSuccess(adjust({ orderId: "1", amount: "0.001", direction: "1" }))).toBe(true)
    expect(Result.isFailure(adjust({ orderId: "1", amount: "0.001", direction: 1 }))).toBe(true)
  })

  it("coin data is public; the rest needs spot trading; lists page by nextPageCursor", () => {
    expect([CryptoLoan.collateralData.auth, CryptoLoan.loanableData.auth]).toEqual(["public", "public"])
    for (const endpoint of CryptoLoan.endpoints.filter((e) => e.auth === "private")) {
      expect(Endpoint.permissionFor(endpoint, {}), endpoint.name).toEqual({ group: "Spot", name: "SpotTrade" })
    }
    expect(CryptoLoan.ongoingOrders.pagination).toEqual({ cursor: "nextPageCursor", list: "list" })
    expect(CryptoLoan.borrow.errors).toContain(ExchangeError.BorrowBelowMin)
  })
})
