import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as Endpoint from "../../../src/Http/Endpoint.js"
import * as Asset from "../../../src/Http/v5/Asset.js"
import { decodeExample } from "./docsExample.js"

// One row per endpoint with a docs example: the decoded result must satisfy the checks.
const examples: ReadonlyArray<readonly [Endpoint.Any, (result: never) => void]> = [
  [
    Asset.interTransfer,
    (r: Schema.Schema.Type<typeof Asset.interTransfer.response>) => {
      expect(r.transferId).toBe("42c0cfb0-6bca-c242-bc76-4e6df6cbab16")
      expect(r.status).toBe("SUCCESS")
    }
  ],
  [
    Asset.interTransferList,
    (r: Schema.Schema.Type<typeof Asset.interTransferList.response>) => {
      expect(r.list[0]!.amount).toBe("5000")
      expect([r.list[0]!.fromAccountType, r.list[0]!.toAccountType]).toEqual(["SPOT", "UNIFIED"])
      expect(r.nextPageCursor).toBe("eyJtaW5JRCI6MTM1ODQ2OCwibWF4SUQiOjEzNTg0Njh9")
    }
  ],
  [
    Asset.universalTransfer,
    (r: Schema.Schema.Type<typeof Asset.universalTransfer.response>) => expect(r.status).toBe("SUCCESS")
  ],
  [
    Asset.universalTransferList,
    (r: Schema.Schema.Type<typeof Asset.universalTransferList.response>) => {
      expect([r.list[0]!.fromMemberId, r.list[0]!.toMemberId]).toEqual(["533285", "592324"])
      expect(r.list[0]!.coin).toBe("USDC")
    }
  ],
  [
    Asset.subMemberList,
    (r: Schema.Schema.Type<typeof Asset.subMemberList.response>) => {
      expect(r.subMemberIds).toHaveLength(6)
      expect(r.transferableSubMemberIds).toEqual(["554117", "592324"])
    }
  ],
  [
    Asset.transferCoinList,
    (r: Schema.Schema.Type<typeof Asset.transferCoinList.response>) => expect(r.list).toEqual(["BTC", "ETH"])
  ],
  [
    Asset.accountCoinsBalance,
    (r: Schema.Schema.Type<typeof Asset.accountCoinsBalance.response>) => {
      expect(r.accountType).toBe("FUND")
      expect(r.balance[0]!.bonus).toBe("")
    }
  ],
  [
    Asset.accountCoinBalance,
    (r: Schema.Schema.Type<typeof Asset.accountCoinBalance.response>) => {
      expect(r.bizType).toBe(1)
      expect(r.balance.ltvTransferSafeAmount).toBe("7602.4861")
      expect(r.balance.transferSafeAmount).toBe("")
    }
  ],
  [
    Asset.assetInfo,
    (r: Schema.Schema.Type<typeof Asset.assetInfo.response>) => {
      expect(r.spot.status).toBe("ACCOUNT_STATUS_NORMAL")
      expect(r.spot.assets[0]!.free).toBe("11.53485")
    }
  ],
  [
    Asset.assetOverview,
    (r: Schema.Schema.Type<typeof Asset.assetOverview.response>) => {
      expect(r.totalEquity).toBe("7457023")
      expect(r.list).toHaveLength(11)
      expect(r.list[0]!.coinDetail![0]!.equity).toBe("-0.00100377")
      expect(r.list[2]!.categories!.map((c) => c.category)).toContain("Futures Combo Bot")
    }
  ],
  [
    Asset.coinInfo,
    (r: Schema.Schema.Type<typeof Asset.coinInfo.response>) => {
      expect(r.rows[0]!.chains.map((c) => c.chain)).toEqual(["ETH", "MANTLE"])
      expect(r.rows[0]!.chains[1]!.contractAddress).toBe("")
    }
  ],
  [
    Asset.withdrawableAmount,
    (r: Schema.Schema.Type<typeof Asset.withdrawableAmount.response>) => {
      expect(r.withdrawableAmount.UTA?.withdrawableAmount).toBe("498751.0882")
      expect(r.withdrawableAmount.SPOT).toBeUndefined()
    }
  ],
  [
    Asset.deliveryRecord,
    (r: Schema.Schema.Type<typeof Asset.deliveryRecord.response>) => {
      expect(r.list[0]!.deliveryTime).toBe(1672300800860)
      expect(r.list[0]!.deliveryPrice).toBe("16541.86369547")
      expect(r.category).toBe("option")
    }
  ],
  [
    Asset.settlementRecord,
    (r: Schema.Schema.Type<typeof Asset.settlementRecord.response>) => {
      expect(r.list[0]!.size).toBe("1.5")
      expect(r.list[0]!.realisedPnl).toBe("-71.28")
    }
  ],
  [
    Asset.fundingHistory,
    (r: Schema.Schema.Type<typeof Asset.fundingHistory.response>) => {
      expect(r.list[0]!.ioDirection).toBe("I")
      expect(r.list[0]!.afterAmt).toBe("7.5547230662687035")
    }
  ],
  [
    Asset.allowedDepositList,
    (r: Schema.Schema.Type<typeof Asset.allowedDepositList.response>) => {
      expect(r.configList[0]!.blockConfirmNumber).toBe(10000)
      expect(r.configList[0]!.minDepositAmount).toBe("0.01")
    }
  ],
  [Asset.depositToAccount, (r: Schema.Schema.Type<typeof Asset.depositToAccount.response>) => expect(r.status).toBe(1)],
  [
    Asset.depositRecord,
    (r: Schema.Schema.Type<typeof Asset.depositRecord.response>) => {
      expect(r.rows[0]!.status).toBe(3)
      expect(r.rows[0]!.depositFee).toBe("")
      expect(r.rows[0]!.batchReleaseLimit).toBe("-1")
    }
  ],
  [
    Asset.subDepositRecord,
    (r: Schema.Schema.Type<typeof Asset.subDepositRecord.response>) => {
      expect(r.rows).toEqual([])
      expect(r.nextPageCursor).toBe("")
    }
  ],
  [
    Asset.internalDepositRecord,
    (r: Schema.Schema.Type<typeof Asset.internalDepositRecord.response>) => {
      expect([r.rows[0]!.type, r.rows[0]!.status]).toEqual([1, 2])
      expect(r.rows[0]!.fromMemberId).toBe("118027304")
    }
  ],
  [
    Asset.depositAddress,
    (r: Schema.Schema.Type<typeof Asset.depositAddress.response>) => expect(r.chains[0]!.contractAddress).toBe("831ec7")
  ],
  [
    Asset.subDepositAddress,
    (r: Schema.Schema.Type<typeof Asset.subDepositAddress.response>) => expect(r.chains.chain).toBe("TRX")
  ],
  [Asset.withdrawCreate, (r: Schema.Schema.Type<typeof Asset.withdrawCreate.response>) => expect(r.id).toBe("10195")],
  [Asset.withdrawCancel, (r: Schema.Schema.Type<typeof Asset.withdrawCancel.response>) => expect(r.status).toBe(1)],
  [
    Asset.withdrawRecord,
    (r: Schema.Schema.Type<typeof Asset.withdrawRecord.response>) => {
      expect(r.rows.map((w) => w.status)).toEqual(["SecurityCheck", "success"])
      expect(r.rows[1]!.withdrawType).toBe(1)
      expect(r.rows[1]!.toAddress).toBe("999805")
    }
  ],
  [
    Asset.withdrawAddress,
    (r: Schema.Schema.Type<typeof Asset.withdrawAddress.response>) => {
      expect(r.rows[1]!.coin).toBe("baseCoin")
      expect(r.rows[0]!.createdAt).toBe("1760951195")
    }
  ],
  [
    Asset.vaspList,
    (r: Schema.Schema.Type<typeof Asset.vaspList.response>) => {
      expect(r.vasp).toHaveLength(20)
      expect(r.vasp.at(-1)!.vaspEntityId).toBe("others")
    }
  ],
  [
    Asset.convertCoinList,
    (r: Schema.Schema.Type<typeof Asset.convertCoinList.response>) => {
      expect(r.coins.map((c) => c.coin)).toEqual(["BTC", "SOL", "ETH"])
      expect(r.coins[1]!.uBalance).toBe("2458.46990211775033220586588327")
      expect(r.coins[0]!.disableFrom).toBe(false)
    }
  ],
  [
    Asset.quoteApply,
    (r: Schema.Schema.Type<typeof Asset.quoteApply.response>) => {
      expect(r.quoteTxId).toBe("10100108106409340067234418688")
      expect(r.exchangeRate).toBe("0.053517914861880000")
    }
  ],
  [
    Asset.convertExecute,
    (r: Schema.Schema.Type<typeof Asset.convertExecute.response>) => expect(r.exchangeStatus).toBe("processing")
  ],
  [
    Asset.convertResult,
    (r: Schema.Schema.Type<typeof Asset.convertResult.response>) => {
      expect(r.result.exchangeStatus).toBe("success")
      expect(r.result.toAmount).toBe("0.00534882723991")
    }
  ],
  [
    Asset.convertHistory,
    (r: Schema.Schema.Type<typeof Asset.convertHistory.response>) => {
      expect(r.list.map((c) => c.accountType)).toEqual(["eb_convert_funding", "eb_convert_uta"])
    }
  ],
  [
    Asset.saveTransferSubMember,
    (r: Schema.Schema.Type<typeof Asset.saveTransferSubMember.response>) => expect(r).toEqual({})
  ],
  [
    Asset.smallBalanceList,
    (r: Schema.Schema.Type<typeof Asset.smallBalanceList.response>) => {
      const coin = r.smallAssetCoins[0]!
      expect([coin.fromCoin, coin.supportConvert, coin.baseValue]).toEqual(["XRP", 1, "0.00036554008"])
      // the reserved fields come empty or null until quoted
      expect([coin.toAmount, coin.feeInfo, coin.taxFeeInfo]).toEqual(["", null, null])
      expect(r.supportToCoins).toEqual(["MNT", "USDT", "USDC"])
    }
  ],
  [
    Asset.smallBalanceQuote,
    (r: Schema.Schema.Type<typeof Asset.smallBalanceQuote.response>) => {
      expect(r.quoteId).toBe("1010075157602510902217555968")
      expect(Number(r.result.quoteExpireTime) - Number(r.result.quoteCreateTime)).toBe(29_999)
      expect(r.result.exchangeCoins.map((c) => c.fromCoin)).toEqual(["SOL", "XRP"])
      expect(r.result.exchangeCoins[0]!.feeInfo?.amount).toBe("0.00000729008095952")
      expect(r.result.totalFeeInfo).toMatchObject({ feeCoin: "USDC", feeRate: "0.02" })
      expect(r.result.totalTaxFeeInfo.taxFeeItems).toEqual([])
    }
  ],
  [
    Asset.smallBalanceExecute,
    (r: Schema.Schema.Type<typeof Asset.smallBalanceExecute.response>) => {
      expect(r.exchangeTxId).toBe(r.quoteId)
      expect([r.status, r.msg]).toEqual(["processing", ""])
    }
  ],
  [
    Asset.smallBalanceHistory,
    (r: Schema.Schema.Type<typeof Asset.smallBalanceHistory.response>) => {
      expect([r.cursor, r.lastPage, r.totalCount]).toEqual(["1", "1", "1"])
      const record = r.records[0]!
      expect([record.exchangeSource, record.status, record.totalFeeAmount]).toEqual([
        "small_asset_uta",
        "success",
        "0.000014863791704147"
      ])
      expect(record.subRecords.map((s) => [s.fromCoin, s.fromAmount])).toEqual([
        ["SOL", "0.000003"],
        ["XRP", "0.0002"]
      ])
    }
  ],
  [
    Asset.portfolioMargin,
    (r: Schema.Schema.Type<typeof Asset.portfolioMargin.response>) => {
      expect([r.wallet.equity, r.wallet.accountMMRate]).toEqual(["52197.86892104", "0.0204"])
      const btc = r.assetPnlRange[0]!
      expect(btc.totalPnlRanges.ALL?.pnlRanges).toHaveLength(11)
      expect(btc.totalPnlRanges.ALL?.pnlRanges[0]).toMatchObject({ priceScale: "-0.1", pnls: ["-1004.74710000"] })
      expect(btc.perpPositionPnlRanges[0]).toMatchObject({ symbolName: "BTCUSDT", contractType: 2 })
      // option ranges carry one P&L per IV shock scenario
      expect(btc.optionExpiryDatePnlRanges[0]!.pnlRanges[5]!.pnls).toHaveLength(3)
      expect(btc.optionExpiryDatePnlRanges[0]!.optionPositionPnlRanges[0]!.symbolAlias).toBeUndefined()
      expect([btc.asset.assetIM, btc.maxLossIvShockList.length]).toEqual(["1274.8190514137673", 11])
    }
  ],
  [
    Asset.totalMembersAssets,
    (r: Schema.Schema.Type<typeof Asset.totalMembersAssets.response>) => {
      // totals keep every digit the exchange sends
      expect(r.total).toBe("7369376.9136310276027477088095516543224115696")
      const master = r.list[0]!
      expect([master.uid, master.isM, master.type]).toEqual([1001796602, true, undefined])
      expect(master.items.map((i) => i.type)).toEqual([
        "ACCOUNT_TYPE_FUND",
        "ACCOUNT_TYPE_UNIFIED",
        "ACCOUNT_TYPE_CONTRACT"
      ])
    }
  ],
  [
    Asset.depositOriginatorSubmit,
    (r: Schema.Schema.Type<typeof Asset.depositOriginatorSubmit.response>) => {
      // the docs' example spells the field in snake case, their table in camel case
      expect([r.travel_rule_status, r.travelRuleStatus]).toEqual([2, undefined])
    }
  ]
]

describe("V5 asset endpoints", () => {
  for (const [endpoint, check] of examples) {
    it.effect(`${endpoint.name} decodes the docs example`, () =>
      Effect.map(decodeExample(endpoint, "asset"), (result) => check(result as never))
    )
  }

  it("every endpoint with a docs example is in the table", () => {
    // The docs give no example for this one.
    const withoutExample = new Set(["getCoinExchangeRecords"])
    const covered = new Set(examples.map(([endpoint]) => endpoint.name))
    for (const endpoint of Asset.endpoints) {
      expect(covered.has(endpoint.name) || withoutExample.has(endpoint.name), endpoint.name).toBe(true)
    }
  })

  it("decodes exchange records with the documented fields (no docs example)", () => {
    const decode = Schema.decodeUnknownSync(Asset.exchangeOrderRecord.response, { onExcessProperty: "error" })
    const records = decode({
      orderBody: [
        {
          fromCoin: "BTC",
          fromAmount: "0.1",
          toCoin: "USDT",
          toAmount: "4200.5",
          exchangeRate: "42005",
          createdTime: "1672000000000",
          exchangeTxId: "xyz"
        }
      ],
      nextPageCursor: ""
    })
    expect(records.orderBody[0]!.toAmount).toBe("4200.5")
  })

  it("validates small-balance conversions and Travel Rule submissions before sending", () => {
    const quote = Schema.decodeUnknownResult(Asset.smallBalanceQuote.request)
    const valid = { accountType: "eb_convert_uta", fromCoinList: ["XRP", "SOL"], toCoin: "USDC" }
    expect(Result.isSuccess(quote(valid))).toBe(true)
    expect(Result.isFailure(quote({ ...valid, toCoin: "BTC" }))).toBe(true)
    expect(Result.isFailure(quote({ ...valid, accountType: "eb_convert_funding" }))).toBe(true)
    expect(Result.isFailure(quote({ ...valid, fromCoinList: [] }))).toBe(true)
    expect(Result.isFailure(quote({ ...valid, fromCoinList: Array.from({ length: 21 }, (_, i) => `C${i}`) }))).toBe(
      true
    )
    const history = Schema.decodeUnknownResult(Asset.smallBalanceHistory.request)
    expect(Result.isSuccess(history({ accountType: "eb_convert_funding", size: "100" }))).toBe(true)
    expect(Result.isFailure(history({ accountType: "UNIFIED" }))).toBe(true)
    const travelRule = Schema.decodeUnknownResult(Asset.depositOriginatorSubmit.request)
    const submission = { depositId: 1234567890, questionnaire: '{"walletType":0}' }
    expect(Result.isSuccess(travelRule(submission))).toBe(true)
    expect(Result.isSuccess(travelRule({ ...submission, subAccountId: 0 }))).toBe(true)
    expect(Result.isFailure(travelRule({ ...submission, depositId: "1234567890" }))).toBe(true)
    expect(Result.isFailure(travelRule({ depositId: 1 }))).toBe(true)
    // the response decodes either spelling of the status, and an unknown status value too
    const result = Schema.decodeUnknownSync(Asset.depositOriginatorSubmit.response, { onExcessProperty: "error" })
    expect(result({ travelRuleStatus: 7 }).travelRuleStatus).toBe(7)
  })

  it("refuses fields the schema does not declare", () => {
    const decode = Schema.decodeUnknownResult(Asset.interTransfer.response, { onExcessProperty: "error" })
    expect(Result.isSuccess(decode({ transferId: "t", status: "SUCCESS" }))).toBe(true)
    expect(Result.isFailure(decode({ transferId: "t", status: "SUCCESS", extra: 1 }))).toBe(true)
  })

  it("requires a UUID transferId and known account types", () => {
    const decode = Schema.decodeUnknownResult(Asset.interTransfer.request)
    const valid = {
      transferId: "42c0cfb0-6bca-c242-bc76-4e6df6cbcb16",
      coin: "BTC",
      amount: "0.05",
      fromAccountType: "UNIFIED",
      toAccountType: "FUND"
    }
    expect(Result.isSuccess(decode(valid))).toBe(true)
    expect(Result.isFailure(decode({ ...valid, transferId: "my-transfer-1" }))).toBe(true)
    expect(Result.isFailure(decode({ ...valid, fromAccountType: "unified" }))).toBe(true)
    expect(Result.isFailure(decode({ ...valid, amount: "1e-3" }))).toBe(true)
    const universal = Schema.decodeUnknownResult(Asset.universalTransfer.request)
    expect(Result.isSuccess(universal({ ...valid, fromMemberId: 592334, toMemberId: 691355 }))).toBe(true)
    expect(Result.isFailure(universal({ ...valid, fromMemberId: "592334", toMemberId: 691355 }))).toBe(true)
  })

  it("validates withdrawals: wallet, force-chain mode and request id", () => {
    const decode = Schema.decodeUnknownResult(Asset.withdrawCreate.request)
    const valid = {
      coin: "USDT",
      chain: "ETH",
      address: "0x99ced129603abc771c0dabe935c326ff6c86645d",
      amount: "24",
      timestamp: 1672196561407,
      forceChain: 0,
      accountType: "FUND,UTA"
    }
    expect(Result.isSuccess(decode(valid))).toBe(true)
    expect(Result.isFailure(decode({ ...valid, accountType: "UNIFIED" }))).toBe(true)
    expect(Result.isFailure(decode({ ...valid, forceChain: 3 }))).toBe(true)
    expect(Result.isFailure(decode({ ...valid, requestId: "has-dash" }))).toBe(true)
    expect(Result.isFailure(decode({ coin: "USDT", address: "x", amount: "1", accountType: "FUND" }))).toBe(true)
  })

  it("states permissions, master-only keys, idempotency and pagination", () => {
    expect(Endpoint.permissionFor(Asset.interTransfer, {})).toEqual({ group: "Wallet", name: "AccountTransfer" })
    expect(Endpoint.permissionFor(Asset.universalTransfer, {})).toEqual({ group: "Wallet", name: "SubMemberTransfer" })
    expect(Endpoint.permissionFor(Asset.withdrawCreate, {})).toEqual({ group: "Wallet", name: "Withdraw" })
    expect(Endpoint.permissionFor(Asset.subMemberList, {})).toEqual({ group: "Wallet", name: "SubMemberTransfer" })
    expect([Asset.withdrawCreate.masterOnly, Asset.subMemberList.masterOnly, Asset.coinInfo.masterOnly]).toEqual([
      true,
      true,
      false
    ])
    expect([Asset.interTransfer.idempotent, Asset.depositRecord.idempotent]).toEqual([false, true])
    expect(Asset.depositRecord.pagination).toEqual({ cursor: "nextPageCursor", list: "rows" })
    expect(Asset.interTransferList.pagination).toEqual({ cursor: "nextPageCursor", list: "list" })
    expect(Asset.interTransfer.rateGroup).toBe("asset/transfer/inter-transfer")
    const names = Asset.endpoints.map((e) => e.name)
    expect(new Set(names).size).toBe(names.length)
    for (const endpoint of Asset.endpoints) expect(endpoint.auth).toBe("private")
  })
})
