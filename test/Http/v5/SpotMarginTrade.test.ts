import { describe, expect, it } from "@effect/vitest"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as ExchangeError from "../../../src/Errors/ExchangeError.js"
import * as Endpoint from "../../../src/Http/Endpoint.js"
import * as SpotMarginTrade from "../../../src/Http/v5/SpotMarginTrade.js"
import { row, runTable } from "./fixture.js"

const docs = row("spot-margin-trade")

describe("V5 spot margin trade (UTA) endpoints", () => {
  const table = [
    docs(SpotMarginTrade.vipMarginData, (r) => {
      expect(r.vipCoinList[0]!.vipLevel).toBe("No VIP")
      expect(r.vipCoinList[0]!.list[0]!.hourlyBorrowRate).toBe("0.0000015021220000")
      expect(r.vipCoinList[0]!.list[0]!.marginCollateral).toBe(true)
    }),
    docs(SpotMarginTrade.tieredCollateralRatio, (r) => {
      expect(r.list[0]!.collateralRatioList.map((t) => t.collateralRatio)).toEqual(["0.85", "0"])
      expect(r.list[0]!.collateralRatioList[1]!.maxQty).toBe("")
    }),
    docs(SpotMarginTrade.interestRateHistory, (r) => {
      expect(r.list).toHaveLength(4)
      expect(r.list[0]!.timestamp).toBe(1721469600000)
      expect(r.list[3]!.hourlyBorrowRate).toBe("0.000014621596")
    }),
    docs(SpotMarginTrade.currencyData, (r) => {
      expect(r.list[0]!.flexibleManualBorrowable).toBe(true)
      expect(r.list[0]!.minFlexibleManualBorrowQty).toBe("0.001")
      expect(r.list[0]!.maxFixedInterestRate).toBe("")
    }),
    docs(SpotMarginTrade.switchMode, (r) => expect(r.spotMarginMode).toBe("0")),
    docs(SpotMarginTrade.setLeverage, (r) => expect(r).toEqual({})),
    docs(SpotMarginTrade.state, (r) => {
      expect([r.spotLeverage, r.spotMarginMode, r.effectiveLeverage]).toEqual(["10", "1", "1"])
    }),
    docs(SpotMarginTrade.maxBorrowable, (r) => expect(r.maxLoan).toBe("17.54689892")),
    docs(SpotMarginTrade.positionTiers, (r) => {
      expect(r.list[0]!.positionTiersRatioList.map((t) => t.maxLeverage)).toEqual(["5", "4", "3", "2"])
      expect(r.list[0]!.positionTiersRatioList[2]!.positionIMR).toBe("0.33333333")
    }),
    docs(SpotMarginTrade.coinState, (r) => {
      expect(r.list).toHaveLength(16)
      expect(r.list[0]).toMatchObject({ currency: "BTC", spotLeverage: 3 })
    }),
    docs(SpotMarginTrade.repaymentAvailableAmount, (r) => expect(r.lossLessRepaymentAmount).toBe("0.02000000")),
    docs(SpotMarginTrade.getAutoRepayModeEndpoint, (r) => {
      expect(r.data[0]).toMatchObject({ currency: "ETH", autoRepayMode: "1" })
    }),
    docs(SpotMarginTrade.setAutoRepayModeEndpoint, (r) => expect(r.data[0]!.autoRepayMode).toBe("1")),
    docs(SpotMarginTrade.liability, (r) => {
      expect(r.fixedBorrowAmount).toBe("0.02000000")
      expect(r.derivativesBorrow).toBe("0.01000000")
    }),
    docs(SpotMarginTrade.fixedBorrow, (r) =>
      expect(r.orderId).toBe("FIXED_BORROW_4563567182f746ec9f73e4357264d8c7187")
    ),
    docs(SpotMarginTrade.fixedBorrowOrderInfo, (r) => {
      expect(r.list.map((o) => o.state)).toEqual([1, 3])
      expect(r.list[0]!.term).toBe(7)
      expect(r.list[1]!.strategyType).toBe("PARTIAL")
      expect(r.nextPageCursor).toBe("30")
    }),
    docs(SpotMarginTrade.fixedBorrowContractInfo, (r) => {
      expect(r.list).toHaveLength(3)
      expect(r.list[0]!.status).toBe(3)
      expect(r.list[0]!.loanId).toBe("2092341042506646784")
      expect(r.list[2]!.interestPaid).toBe("1.643835616438356165")
    }),
    docs(SpotMarginTrade.fixedBorrowOrderQuote, (r) => {
      expect(r.list.map((q) => q.term)).toEqual([30, 60, 90, 30, 60])
      expect(r.list[3]!.qty).toBe("0.6")
    }),
    docs(SpotMarginTrade.fixedBorrowRenew, (r) => expect(r).toBe("Success")),
    docs(SpotMarginTrade.flexibleAvailableInventory, (r) => {
      expect([r.availableInventory, r.updateTime]).toEqual(["17.54689892", "1756261353733"])
    }),
    docs(SpotMarginTrade.fixedAvailableInventory, (r) => {
      expect([r.term, r.annualRate, r.availableInventory]).toEqual(["7", "0.02", "500000"])
    })
  ]
  runTable(table)

  it("every endpoint has a docs example in the table", () => {
    for (const endpoint of SpotMarginTrade.endpoints) {
      expect(
        table.some((r) => r.title.includes(`(${endpoint.name})`)),
        endpoint.name
      ).toBe(true)
    }
  })

  it('refuses spotMarginMode other than "1"/"0" and leverage outside [2, 10]', () => {
    const toggle = Schema.decodeUnknownResult(SpotMarginTrade.switchMode.request)
    expect(Result.isSuccess(toggle({ spotMarginMode: "1" }))).toBe(true)
    expect(Result.isFailure(toggle({ spotMarginMode: 1 }))).toBe(true)
    expect(Result.isFailure(toggle({ spotMarginMode: "on" }))).toBe(true)
    const leverage = Schema.decodeUnknownResult(SpotMarginTrade.setLeverage.request)
    for (const ok of ["2", "4", "10"]) expect(Result.isSuccess(leverage({ leverage: ok })), ok).toBe(true)
    for (const bad of ["1", "11", "1.5", "", "ten"])
      expect(Result.isFailure(leverage({ leverage: bad })), bad).toBe(true)
    expect(Result.isSuccess(leverage({ leverage: "5", currency: "BTC" }))).toBe(true)
  })

  it("validates fixed-rate borrow terms and fill strategy", () => {
    const borrow = Schema.decodeUnknownResult(SpotMarginTrade.fixedBorrow.request)
    const base = { orderCurrency: "BTC", orderAmount: "0.01", annualRate: "0.02", term: "30" }
    expect(Result.isSuccess(borrow(base))).toBe(true)
    expect(Result.isSuccess(borrow({ ...base, repayType: "2", strategyType: "FULL" }))).toBe(true)
    expect(Result.isFailure(borrow({ ...base, term: "31" }))).toBe(true)
    expect(Result.isFailure(borrow({ ...base, strategyType: "ALL" }))).toBe(true)
  })

  it("signed calls need the spot permission; the switch documents the margin-enablement errors", () => {
    expect([SpotMarginTrade.vipMarginData.auth, SpotMarginTrade.tieredCollateralRatio.auth]).toEqual([
      "public",
      "public"
    ])
    for (const endpoint of SpotMarginTrade.endpoints) {
      if (endpoint.auth === "private") {
        expect(Endpoint.permissionFor(endpoint, {}), endpoint.name).toEqual({ group: "Spot", name: "SpotTrade" })
      }
    }
    expect(SpotMarginTrade.switchMode.errors).toContain(ExchangeError.SpotMarginNotEnabled)
    expect(SpotMarginTrade.switchMode.errors).toContain(ExchangeError.SpotMarginQuestionnaireNotSubmitted)
    expect(SpotMarginTrade.setLeverage.errors).toContain(ExchangeError.LeverageRatioOutOfRange)
    expect(SpotMarginTrade.fixedBorrowOrderInfo.pagination).toEqual({ cursor: "nextPageCursor", list: "list" })
  })
})
