/**
 * Request fields today's docs added (found by the drift check): they are accepted, checked and sent as given.
 */
import { describe, expect, it } from "@effect/vitest"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import { ManualRepayRequest } from "../../src/Schema/Borrow.js"
import { DepositAccountRequest } from "../../src/Schema/Deposit.js"
import {
  AdvancedPlaceOrderRequest,
  EarnHourlyYieldRequest,
  EarnPlaceOrderRequest,
  EarnYieldRequest
} from "../../src/Schema/Earn.js"
import { PreUpgradeExecutionsRequest } from "../../src/Schema/PreUpgrade.js"
import { CreateStrategyRequest } from "../../src/Schema/Strategy.js"
import { UpdateApiKeyRequest } from "../../src/Schema/User.js"
import { WithdrawRequest } from "../../src/Schema/Withdrawal.js"

const encodes = <A, I>(schema: Schema.Codec<A, I>, value: unknown) => Schema.encodeUnknownResult(schema)(value)

describe("request fields the docs added", () => {
  it("repay: repaymentType ALL, FIXED or FLEXIBLE", () => {
    expect(encodes(ManualRepayRequest, { coin: "USDT", repaymentType: "FIXED" })).toEqual(
      Result.succeed({ coin: "USDT", repaymentType: "FIXED" })
    )
    expect(Result.isFailure(encodes(ManualRepayRequest, { repaymentType: "SOME" }))).toBe(true)
  })

  it("withdraw: a purpose of at least 20 characters and a questionnaire of at most 16384 bytes", () => {
    const base = { coin: "USDT", address: "0xabc", amount: "10", timestamp: 1_700_000_000_000, accountType: "FUND" }
    const purpose = "paying my own exchange account"
    expect(encodes(WithdrawRequest, { ...base, transactionPurpose: purpose })).toEqual(
      Result.succeed({ ...base, transactionPurpose: purpose })
    )
    expect(Result.isFailure(encodes(WithdrawRequest, { ...base, transactionPurpose: "too short" }))).toBe(true)
    const questionnaire = JSON.stringify({ purpose: "self" })
    expect(Result.isSuccess(encodes(WithdrawRequest, { ...base, questionnaire }))).toBe(true)
    // 8,193 two-byte characters: 16,386 bytes
    expect(Result.isFailure(encodes(WithdrawRequest, { ...base, questionnaire: "é".repeat(8_193) }))).toBe(true)
  })

  it("earn place-order: toAccountType and an interest bonus card", () => {
    const base = {
      category: "FlexibleSaving",
      orderType: "Stake",
      accountType: "FUND",
      amount: "100",
      coin: "USDT",
      productId: "428",
      orderLinkId: "stake-1"
    }
    const card = { awardId: 123456, specCode: "CARD-1" }
    expect(encodes(EarnPlaceOrderRequest, { ...base, toAccountType: "UNIFIED", interestCard: card })).toEqual(
      Result.succeed({ ...base, toAccountType: "UNIFIED", interestCard: card })
    )
    // an int64 id beyond 2^53 goes as its digits
    const big = { awardId: "9223372036854775807", specCode: "CARD-2" }
    expect(Result.isSuccess(encodes(EarnPlaceOrderRequest, { ...base, interestCard: big }))).toBe(true)
    expect(
      Result.isFailure(encodes(EarnPlaceOrderRequest, { ...base, interestCard: { awardId: 1.5, specCode: "x" } }))
    ).toBe(true)
    expect(Result.isFailure(encodes(EarnPlaceOrderRequest, { ...base, toAccountType: "SPOT" }))).toBe(true)
  })

  it("advanced earn place-order: a Discount Buy order with its pricing parameters, beside Dual Assets", () => {
    const base = { productId: "7", orderType: "Stake", amount: "100", accountType: "FUND", coin: "USDT" }
    const discount = {
      ...base,
      category: "DiscountBuy",
      orderLinkId: "discount_buy-1",
      discountBuyExtra: {
        initialPrice: "65000.5",
        purchasePrice: "60000",
        knockoutPrice: "70000",
        knockoutCouponE8: "1500000",
        settleType: "Quote",
        instUid: "mm-1"
      }
    }
    expect(encodes(AdvancedPlaceOrderRequest, discount)).toEqual(Result.succeed(discount))
    const dual = {
      ...base,
      category: "DualAssets",
      orderLinkId: "dual-1",
      dualAssetsExtra: { orderDirection: "BuyLow", selectPrice: "60000", apyE8: 12_000_000 }
    }
    expect(encodes(AdvancedPlaceOrderRequest, dual)).toEqual(Result.succeed(dual))
    // each category with the other's parameters, and a Discount Buy without its pricing, are refused
    expect(Result.isFailure(encodes(AdvancedPlaceOrderRequest, { ...dual, category: "DiscountBuy" }))).toBe(true)
    expect(Result.isFailure(encodes(AdvancedPlaceOrderRequest, { ...discount, discountBuyExtra: undefined }))).toBe(
      true
    )
    expect(
      Result.isFailure(
        encodes(AdvancedPlaceOrderRequest, {
          ...discount,
          discountBuyExtra: { ...discount.discountBuyExtra, settleType: "Both" }
        })
      )
    ).toBe(true)
  })

  // found by docs:diff's request values and HTML rows (issue 73, bybit-exchange/docs 072c197)
  it("withdraw from EARN or FUND,UTA,EARN; deposits to EARN", () => {
    const base = { coin: "USDT", address: "0xabc", amount: "10", timestamp: 1_700_000_000_000 }
    for (const accountType of ["EARN", "FUND,UTA,EARN"])
      expect(Result.isSuccess(encodes(WithdrawRequest, { ...base, accountType }))).toBe(true)
    expect(Result.isFailure(encodes(WithdrawRequest, { ...base, accountType: "UTA,EARN" }))).toBe(true)
    expect(encodes(DepositAccountRequest, { accountType: "EARN" })).toEqual(Result.succeed({ accountType: "EARN" }))
  })

  it("yield history of on-chain products; the hourly yield stays flexible savings only", () => {
    expect(Result.isSuccess(encodes(EarnYieldRequest, { category: "OnChain" }))).toBe(true)
    expect(Result.isFailure(encodes(EarnHourlyYieldRequest, { category: "OnChain" }))).toBe(true)
    expect(Result.isSuccess(encodes(EarnHourlyYieldRequest, { category: "FlexibleSaving" }))).toBe(true)
  })

  it("pre-upgrade executions of spot", () => {
    expect(Result.isSuccess(encodes(PreUpgradeExecutionsRequest, { category: "spot" }))).toBe(true)
  })

  it("strategies: POV with its parameters, and a quantity as a value instead of coins", () => {
    const pov = {
      category: "UTA_USDT",
      symbol: "BTCUSDT",
      side: "Buy",
      strategyType: "pov",
      duration: 3600,
      interval: 0,
      povParams: { mode: "TradedVolume", participationRate: "25.1", referenceWindow: "600" }
    }
    expect(encodes(CreateStrategyRequest, pov)).toEqual(Result.succeed(pov))
    const iceberg = {
      category: "UTA_USDT",
      symbol: "BTCUSDT",
      side: "Sell",
      strategyType: "iceberg",
      positionValue: "5000",
      subPositionValue: "500"
    }
    expect(encodes(CreateStrategyRequest, iceberg)).toEqual(Result.succeed(iceberg))
    expect(
      Result.isFailure(encodes(CreateStrategyRequest, { ...pov, povParams: { ...pov.povParams, mode: "Volume" } }))
    ).toBe(true)
    expect(Result.isFailure(encodes(CreateStrategyRequest, { ...pov, interval: 3601 }))).toBe(true)
  })

  it("withdraw: a Korean company's representative and purpose in the travel-rule details; keys: ByXPost", () => {
    const beneficiary = {
      beneficiaryTransactionPurpose: "payment",
      beneficiaryRepresentativeFirstName: "Min",
      beneficiaryRepresentativeLastName: "Kim"
    }
    const base = { coin: "USDT", address: "0xabc", amount: "10", timestamp: 1_700_000_000_000, accountType: "FUND" }
    expect(encodes(WithdrawRequest, { ...base, beneficiary })).toEqual(Result.succeed({ ...base, beneficiary }))
    const permissions = { ByXPost: ["ByXPost"] }
    expect(encodes(UpdateApiKeyRequest, { permissions })).toEqual(Result.succeed({ permissions }))
    expect(Result.isFailure(encodes(UpdateApiKeyRequest, { permissions: { ByXPost: ["Post"] } }))).toBe(true)
  })
})
