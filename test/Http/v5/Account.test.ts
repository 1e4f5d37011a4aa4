import { describe, expect } from "@effect/vitest"
import * as Account from "../../../src/Http/v5/Account.js"
import { row, runTable } from "./fixture.js"

const account = row("account")

describe("V5 account endpoints decode the docs' examples strictly", () => {
  runTable([
    account(Account.walletBalance, (r) => expect(r.list[0]?.accountType).toBe("UNIFIED"), "wallet-balance"),
    account(Account.withdrawal, (r) => {
      expect(r.availableWithdrawal).toBe("4.54549050")
      expect(r.availableWithdrawalMap?.XRP).toBe("10805.54548970")
    }),
    account(Account.upgradeToUta, (r) => {
      expect(r.unifiedUpdateStatus).toBe("FAIL")
      expect(r.unifiedUpdateMsg?.msg).toHaveLength(4)
    }),
    account(Account.borrowHistory, (r) => {
      expect([r.list[0]?.currency, r.list[0]?.createdTime]).toEqual(["BTC", 1672275900271])
      expect(r.list[0]?.InterestBearingBorrowSize).toBe("1.5000382424468461")
    }),
    account(Account.borrow, (r) => expect([r.coin, r.amount]).toEqual(["BTC", "0.01"])),
    account(Account.repay, (r) => expect(r.resultStatus).toBe("P")),
    account(Account.noConvertRepay, (r) => expect(r.resultStatus).toBe("P")),
    account(Account.quickRepayment, (r) => {
      expect(r.list.map((x) => [x.coin, x.repaymentQty])).toEqual([
        ["BTC", "0.10549670"],
        ["ETH", "2.27768114"]
      ])
    }),
    account(Account.payInfo, (r) => {
      expect(r.collateralInfo.collateralList).toHaveLength(5)
      expect(r.collateralInfo.collateralList[3]?.coinScale).toBe(9)
      expect(r.borrowInfo.coin).toBe("SOL")
      expect(r.borrowInfo.borrowValue).toBe("9.172497619169950215718876")
    }),
    account(Account.setCollateralSwitch, (r) => expect(r).toEqual({})),
    account(Account.setCollateralSwitchBatch, (r) => {
      expect(r.list.map((c) => c.coin)).toEqual(["MATIC", "BTC", "ETH", "SOL"])
      expect(r.list[0]?.collateralSwitch).toBe("OFF")
    }),
    account(Account.collateralInfo, (r) => {
      const btc = r.list[0]
      expect([btc?.currency, btc?.hourlyBorrowRate, btc?.borrowable, btc?.collateralSwitch]).toEqual([
        "BTC",
        "0.00000147",
        true,
        true
      ])
      expect(btc?.freeBorrowingAmount).toBe("")
    }),
    account(Account.coinGreeks, (r) => expect(r.list[0]?.totalGamma).toBe("-0.00000009")),
    account(Account.optionAssetInfo, (r) => {
      expect([r.result[0]?.coin, r.result[0]?.totalUPL, r.result[0]?.sendTime]).toEqual([
        "BTC",
        "-47.6318",
        1773230923530
      ])
    }),
    account(Account.feeRate, (r) => {
      expect(r.category).toBeUndefined()
      expect([r.list[0]?.takerFeeRate, r.list[0]?.makerFeeRate]).toEqual(["0.0006", "0.0001"])
    }),
    account(Account.info, (r) => {
      expect([r.unifiedMarginStatus, r.marginMode, r.spotHedgingStatus]).toEqual([4, "REGULAR_MARGIN", "OFF"])
      expect(r.isMasterTrader).toBe(false)
    }),
    account(Account.dcpInfo, (r) => {
      expect(r.dcpInfos.map((d) => [d.product, d.timeWindow])).toEqual([
        ["SPOT", "10"],
        ["DERIVATIVES", "10"]
      ])
    }),
    account(Account.transactionLog, (r) => {
      expect(r.list).toHaveLength(3)
      expect([r.list[0]?.type, r.list[0]?.funding, r.list[0]?.transactionTime]).toEqual([
        "SETTLEMENT",
        "-0.003676",
        1672128000000
      ])
      expect(r.list[1]?.funding).toBe("")
      expect(r.nextPageCursor).toBe("21963%3A1%2C14954%3A1")
    }),
    account(Account.smpGroup, (r) => expect(r.smpGroup).toBe(0)),
    account(Account.setMarginModeEndpoint, (r) => {
      expect(r.reasons[0]?.reasonCode).toBe("3400000")
    }),
    account(Account.setHedgingMode, (r) => expect(r).toBeUndefined(), "account/setSpotHedging"),
    account(Account.setLimitPxAction, (r) => expect(r).toEqual({})),
    account(Account.userSettingConfig, (r) => expect([r.lpaSpot, r.lpaPerp]).toEqual([true, false])),
    account(Account.setDeltaModeEndpoint, (r) => expect(r).toEqual({})),
    account(Account.mmpModify, (r) => expect(r).toBeUndefined()),
    account(Account.mmpReset, (r) => expect(r).toBeUndefined()),
    account(Account.mmpState, (r) => {
      const state = r.result[0]
      expect([state?.baseCoin, state?.mmpEnabled, state?.window, state?.mmpFrozen]).toEqual([
        "BTC",
        true,
        "5000",
        false
      ])
    }),
    account(Account.tradeInfoForAnalysis, (r) => {
      expect([r.baseCoin, r.settleCoin, r.maxMarginVersion]).toEqual(["ETH", "USDT", 0])
      expect(r.sumPriceList).toBeUndefined()
    })
  ])
})
