import { describe, expect, it } from "@effect/vitest"
import * as BigDecimal from "effect/BigDecimal"
import * as Effect from "effect/Effect"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as Decimal from "../../src/Schema/Decimal.js"
import * as WalletBalance from "../../src/Schema/WalletBalance.js"
import { fixtureEnvelope } from "./fixture.js"

describe("WalletBalance", () => {
  it.effect("decodes the /v5/account/wallet-balance docs example", () =>
    Effect.gen(function* () {
      const env = yield* fixtureEnvelope("wallet-balance")
      const balance = yield* Schema.decodeUnknownEffect(WalletBalance.WalletBalance)(env.result)
      const wallet = balance.list[0]!
      expect(wallet.accountType).toBe("UNIFIED")
      expect(wallet.totalEquity).toBe("18070.32797922")
      expect(wallet.accountIMRate).toBe("0.0101")
      expect(wallet.totalPerpUPL).toBe("-0.11001349")
      expect(wallet.coin).toHaveLength(1)
      const btc = wallet.coin[0]!
      expect(btc.coin).toBe("BTC")
      expect([btc.equity, btc.walletBalance, btc.availableToWithdraw]).toEqual(["0.805994", "0.805994", "0.805994"])
      expect(btc.usdValue).toBe("12920.95352538")
      expect(btc.availableToBorrow).toBe("2.5")
      // totalMarginBalance = totalWalletBalance + totalPerpUPL, exactly.
      const sum = BigDecimal.sum(
        Decimal.toBigDecimal(Decimal.make(wallet.totalWalletBalance!)),
        Decimal.toBigDecimal(Decimal.make(wallet.totalPerpUPL!))
      )
      expect(Decimal.fromBigDecimal(BigDecimal.normalize(sum))).toBe(wallet.totalMarginBalance)
    })
  )

  it("decodes the empty figures and flags of a newer UTA response", () => {
    const balance = Schema.decodeUnknownSync(WalletBalance.WalletBalance)({
      list: [
        {
          accountType: "UNIFIED",
          accountLTV: "0",
          totalEquity: "0",
          coin: [
            {
              coin: "BTC",
              availableToBorrow: "",
              availableToWithdraw: "",
              borrowAmount: "0.000000000000000000",
              locked: "0",
              collateralSwitch: false,
              marginCollateral: true,
              spotHedgingQty: "0"
            }
          ]
        }
      ]
    })
    const coin = balance.list[0]!.coin[0]!
    expect([coin.availableToBorrow, coin.availableToWithdraw, coin.borrowAmount]).toEqual([
      "",
      "",
      "0.000000000000000000"
    ])
    expect([coin.collateralSwitch, coin.marginCollateral]).toEqual([false, true])
  })

  it("validates the request", () => {
    const decode = Schema.decodeUnknownResult(WalletBalance.WalletBalanceRequest)
    expect(decode({ accountType: "UNIFIED", coin: "USDT,USDC" })).toStrictEqual(
      Result.succeed({ accountType: "UNIFIED", coin: "USDT,USDC" })
    )
    expect(Result.isFailure(decode({ accountType: "unified" }))).toBe(true)
    expect(Result.isFailure(decode({}))).toBe(true)
  })
})
