import { describe, expect, it } from "@effect/vitest"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as ExchangeError from "../../../src/Errors/ExchangeError.js"
import * as Endpoint from "../../../src/Http/Endpoint.js"
import * as CryptoLoanCommon from "../../../src/Http/v5/CryptoLoanCommon.js"
import { row, runTable } from "./fixture.js"

const docs = row("crypto-loan-common")

describe("V5 crypto loan (common) endpoints", () => {
  const table = [
    docs(CryptoLoanCommon.loanableData, (r) => {
      expect(r.list[0]).toMatchObject({ currency: "ETH", fixedBorrowingAccuracy: 6, annualizedInterestRate14D: "0.08" })
      expect(r.list[0]!.flexibleAnnualizedInterestRate).toBe("0.001429799316")
    }),
    docs(CryptoLoanCommon.collateralData, (r) => {
      expect(r.collateralRatioConfigList[0]!.currencies).toBe("ATOM,AAVE,BTC,BOB")
      expect(r.collateralRatioConfigList[0]!.collateralRatioList.map((t) => t.collateralRatio)).toEqual([
        "0.8",
        "0.7",
        "0.5",
        "0.4"
      ])
      expect(r.currencyLiquidationList[0]!.liquidationOrder).toBe(1)
    }),
    docs(CryptoLoanCommon.maxCollateralAmount, (r) => expect(r.maxCollateralAmount).toBe("0.08585184")),
    docs(CryptoLoanCommon.maxLoan, (r) => {
      expect([r.maxLoan, r.notionalUsd, r.remainingQuota]).toEqual(["0.1722", "16456.06", "9999999.9421"])
    }),
    docs(CryptoLoanCommon.adjustLtv, (r) => expect(r.adjustId).toBe(27511)),
    docs(CryptoLoanCommon.adjustmentHistory, (r) => {
      expect(r.list.map((a) => a.adjustId)).toEqual([27511, 27491])
      expect(r.list[0]!.adjustTime).toBe(1752627997907)
      expect(r.list[1]!.afterLTV).toBe("0.41983")
      expect(r.nextPageCursor).toBe("27491")
    }),
    docs(CryptoLoanCommon.position, (r) => {
      expect(r.ltv).toBe("0.524344")
      expect(r.borrowList.map((b) => b.loanCurrency)).toEqual(["BTC", "ETH"])
      expect(r.collateralList[2]!.amountUSD).toBe("3201.69")
      expect(r.supplyList[0]!.amount).toBe("800.13041095890410959")
    })
  ]
  runTable(table)

  it("every endpoint has a docs example in the table", () => {
    for (const endpoint of CryptoLoanCommon.endpoints) {
      expect(
        table.some((r) => r.title.includes(`(${endpoint.name})`)),
        endpoint.name
      ).toBe(true)
    }
  })

  it("validates the max-loan collateral list and the adjustment direction", () => {
    const maxLoan = Schema.decodeUnknownResult(CryptoLoanCommon.maxLoan.request)
    expect(Result.isSuccess(maxLoan({ currency: "BTC", collateralList: [{ ccy: "XRP", amount: "1000" }] }))).toBe(true)
    expect(Result.isFailure(maxLoan({ currency: "BTC", collateralList: [{ ccy: "XRP" }] }))).toBe(true)
    const adjust = Schema.decodeUnknownResult(CryptoLoanCommon.adjustLtv.request)
    expect(Result.isSuccess(adjust({ currency: "BTC", amount: "0.08", direction: "1" }))).toBe(true)
    expect(Result.isFailure(adjust({ currency: "BTC", amount: "0.08", direction: "2" }))).toBe(true)
  })

  it("max-loan is a read despite POST; signed calls need spot trading", () => {
    expect(CryptoLoanCommon.maxLoan.idempotent).toBe(true)
    expect(CryptoLoanCommon.adjustLtv.idempotent).toBe(false)
    for (const endpoint of CryptoLoanCommon.endpoints.filter((e) => e.auth === "private")) {
      expect(Endpoint.permissionFor(endpoint, {}), endpoint.name).toEqual({ group: "Spot", name: "SpotTrade" })
    }
    expect(CryptoLoanCommon.adjustLtv.errors).toContain(ExchangeError.LtvAboveRiskThreshold)
  })
})
