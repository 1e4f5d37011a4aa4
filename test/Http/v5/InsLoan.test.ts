import { describe, expect, it } from "@effect/vitest"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as ExchangeError from "../../../src/Errors/ExchangeError.js"
import * as InsLoan from "../../../src/Http/v5/InsLoan.js"
import { row, runTable } from "./fixture.js"

const docs = row("ins-loan")

describe("V5 institutional loan endpoints", () => {
  const table = [
    docs(InsLoan.productInfos, (r) => {
      const product = r.marginProductInfo[0]!
      expect([product.productId, product.leverage]).toEqual(["91", "4.00000000"])
      expect([product.supportSpot, product.supportContract]).toEqual([1, 0])
      expect(product.liquidationLine).toBe("0.75")
      expect(product.deferredLiquidationLine).toBe("")
    }),
    docs(InsLoan.ensureTokensConvert, (r) => {
      expect(r.marginToken.map((m) => m.productId)).toEqual(["81", "82", "84"])
      expect(r.marginToken[0]!.tokenInfo[0]!.convertRatioList).toHaveLength(5)
      expect(r.marginToken[2]!.tokenInfo[0]!.convertRatioList[2]).toMatchObject({
        ladder: "5000-99999999999",
        convertRatio: "0.55"
      })
    }),
    docs(InsLoan.loanOrder, (r) => {
      const loan = r.loanInfo[0]!
      expect([loan.unpaidAmount, loan.repaidAmount]).toEqual(["52.07924201", "151.92075799"])
      // String flags decode to the same numbers as product-infos' numeric ones.
      expect([loan.supportSpot, loan.supportUSDCOptions]).toEqual([1, 1])
      expect(loan.status).toBe("1")
      expect(loan.USDCContractLeverage.map((l) => l.symbol)).toContain("BTCPERP")
    }),
    docs(InsLoan.repaidHistory, (r) => {
      expect(r.repayInfo[0]).toMatchObject({ repayOrderId: "8189", quantity: "30000", businessType: "1" })
    }),
    docs(InsLoan.ltvConvert, (r) => {
      expect(r.ltvInfo[0]!.ltv).toBe("0.75")
      expect(r.ltvInfo[0]!.subAccountUids).toEqual(["60568258"])
      expect(r.ltvInfo[0]!.balanceInfo[0]!.convertedAmount).toBe("40")
    }),
    docs(InsLoan.coinDeltaAmount, (r) => {
      expect(r.riskUnitDeltaAvailableAmount).toBe("350000")
      expect(r.list.map((c) => c.coin)).toEqual(["BTC", "ETH"])
    }),
    docs(InsLoan.associationUid, (r) => expect([r.uid, r.operate]).toEqual(["592324", "0"])),
    docs(InsLoan.repayLoan, (r) => expect(r.repayOrderStatus).toBe("P")),
    docs(InsLoan.ensureTokens, (r) => {
      const product = r.marginToken[0]!
      expect(product.productId).toBe("70")
      expect(product.spotToken.map((t) => [t.token, t.convertRatio])).toEqual([
        ["BTC", "1.00000000"],
        ["ETH", "1.00000000"],
        ["USDT", "1"]
      ])
      expect(product.contractToken).toEqual([{ token: "USDT", convertRatio: "1" }])
    }),
    // The docs' example elides part of spotBalanceInfo with "....": the fixture keeps the entries around it.
    docs(InsLoan.ltv, (r) => {
      const ltv = r.ltvInfo[0]!
      expect([ltv.ltv, ltv.unpaidAmount, ltv.balance]).toEqual(["0.1147", "", "57626.875915433333333332400000000"])
      expect(ltv.unpaidInfo[0]).toMatchObject({ token: "USDT", unpaidQty: "6351.49614274" })
      expect(ltv.spotBalanceInfo.map((b) => b.token)).toEqual(["BTC", "XRP"])
      expect(ltv.contractInfo[0]!.qty).toBe("0")
    })
  ]
  runTable(table)

  it("every endpoint has a docs example in the table", () => {
    for (const endpoint of InsLoan.endpoints) {
      expect(
        table.some((r) => r.title.includes(`(${endpoint.name})`)),
        endpoint.name
      ).toBe(true)
    }
  })

  it('binding takes operate "0" or "1" only; repayment a decimal quantity', () => {
    const bind = Schema.decodeUnknownResult(InsLoan.associationUid.request)
    expect(Result.isSuccess(bind({ uid: "592324", operate: "1" }))).toBe(true)
    expect(Result.isFailure(bind({ uid: "592324", operate: "bind" }))).toBe(true)
    const repay = Schema.decodeUnknownResult(InsLoan.repayLoan.request)
    expect(Result.isSuccess(repay({ token: "USDT", quantity: "500000" }))).toBe(true)
    expect(Result.isFailure(repay({ token: "USDT", quantity: 500000 }))).toBe(true)
  })

  it("product data is public; the rest is signed and documents the risk-unit errors", () => {
    expect([InsLoan.productInfos, InsLoan.ensureTokensConvert, InsLoan.ensureTokens].map((e) => e.auth)).toEqual([
      "public",
      "public",
      "public"
    ])
    expect(InsLoan.endpoints.filter((e) => e.auth === "private")).toHaveLength(7)
    expect(InsLoan.ltv.auth).toBe("private")
    expect(InsLoan.associationUid.errors).toContain(ExchangeError.UidAlreadyBound)
    expect(InsLoan.associationUid.errors).toContain(ExchangeError.RiskUnitMainUidUnbind)
    expect(InsLoan.repayLoan.errors).toContain(ExchangeError.RepaymentProcessing)
  })
})
