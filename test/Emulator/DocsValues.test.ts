import { expect, layer } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Fixed from "../../src/Emulator/base/Fixed.js"
import * as Asset from "../../src/Http/v5/Asset.js"
import * as E from "../../src/Http/v5/Earn.js"
import * as User from "../../src/Http/v5/User.js"
import { Accounts, layer as deskLayer, NOW, tagOf } from "../support/DeskHarness.js"
import * as Harness from "../support/Harness.js"

// Request values today's docs name that the emulator now answers (issue 73, bybit-exchange/docs 072c197): a
// withdrawal from `EARN` or `FUND,UTA,EARN`, deposits sent to `EARN`, on-chain yield history, and code 32024 on a
// convert confirmation. The emulator has no Earn wallet: `EARN` holds nothing to withdraw, the combo draws on
// Funding and UTA, `EARN` deposits land in Funding.

const units = (s: string | undefined): bigint => Fixed.parseRounded(s ?? "", 18, "halfUp") ?? -1n
const balanceOf = (accountType: "FUND" | "UNIFIED", coin: string) =>
  Effect.map(Asset.getCoinBalance({ accountType, coin }), (b) => units(b.balance.walletBalance))

const withdrawal = {
  coin: "USDT",
  chain: "ETH",
  address: "0x99ced129603abc771c0dabe935c326ff6c86645d",
  timestamp: NOW,
  amount: "100"
} as const

layer(deskLayer({ seed: 73 }), { timeout: "60 seconds" })("the docs' newer request values on the emulator", (it) => {
  it.effect("a withdrawal from EARN finds nothing there; FUND,UTA,EARN draws on Funding, then UTA", () =>
    Effect.gen(function* () {
      const { emulator } = yield* Accounts
      const withdrawer = Harness.as(
        Harness.addKey(emulator, {
          apiKey: "DocsValuesWithdrawKey01",
          secret: "DocsValuesWithdrawSecret0123456789abcd",
          permissions: { Wallet: ["AccountTransfer", "SubMemberTransfer", "Withdraw"] }
        })
      )
      expect(yield* tagOf(withdrawer(Asset.submitWithdrawal({ ...withdrawal, accountType: "EARN" })))).toBe(
        "WithdrawAboveAvailableBalance"
      )
      emulator.admin.setBalance("USDT", "40", { accountType: "FUND" })
      const unified = yield* balanceOf("UNIFIED", "USDT")
      const fee = units((yield* Asset.getCoinInfo({ coin: "USDT" })).rows[0]?.chains[0]?.withdrawFee)
      yield* withdrawer(Asset.submitWithdrawal({ ...withdrawal, accountType: "FUND,UTA,EARN" }))
      expect(yield* balanceOf("FUND", "USDT")).toBe(0n)
      expect(yield* balanceOf("UNIFIED", "USDT")).toBe(unified - (units("100") + fee - units("40")))
    })
  )

  it.effect("deposits sent to EARN land in Funding (no flexible saving to stake them in)", () =>
    Effect.gen(function* () {
      const { emulator } = yield* Accounts
      expect((yield* Asset.setDepositAccount({ accountType: "EARN" })).status).toBe(1)
      const before = yield* balanceOf("FUND", "SOL")
      emulator.admin.deposit("SOL", "2")
      expect(yield* balanceOf("FUND", "SOL")).toBe(before + units("2"))
      expect((yield* Asset.setDepositAccount({ accountType: "FUND" })).status).toBe(1)
    })
  )

  it.effect("32024 (the convert guide's own table) reaches the caller of convert-execute by its tag", () =>
    Effect.gen(function* () {
      const { emulator } = yield* Accounts
      // the emulator confirms at the quoted rate; the fault makes the exchange's refusal
      emulator.admin.apply({
        op: "ret-code",
        retCode: 32024,
        retMsg: "exceeds exchange threshold",
        path: "/v5/asset/exchange/convert-execute",
        count: 1
      })
      expect(yield* tagOf(Asset.confirmConvertQuote({ quoteTxId: "10100108106409340000000000001" }))).toBe(
        "ConvertRateDeviationExceeded"
      )
    })
  )

  it.effect("on-chain yield history: none (paid with the redemption), and no productId", () =>
    Effect.gen(function* () {
      expect((yield* E.getEarnYieldHistory({ category: "OnChain" })).yield).toEqual([])
      expect(yield* tagOf(E.getEarnYieldHistory({ category: "OnChain", productId: "11" }))).toBe("EarnParamsError")
    })
  )

  it.effect("a master key grants itself the community post permission (ByXPost) and reads it back", () =>
    Effect.gen(function* () {
      const { emulator } = yield* Accounts
      const poster = Harness.as(
        Harness.addKey(emulator, {
          apiKey: "DocsValuesPosterKey0001",
          secret: "DocsValuesPosterSecret0123456789abcdef"
        })
      )
      yield* poster(User.updateMasterApiKey({ permissions: { Spot: ["SpotTrade"], ByXPost: ["ByXPost"] } }))
      const info = yield* poster(User.getQueryApiKey())
      expect(info.permissions.ByXPost).toEqual(["ByXPost"])
    })
  )
})
